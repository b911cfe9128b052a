package gqlrun

import (
	"bytes"
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

func opCtx() context.Context {
	ctx := graphql.WithResponseContext(context.Background(), graphql.DefaultErrorPresenter, graphql.DefaultRecover)
	return graphql.WithFieldContext(ctx, &graphql.FieldContext{})
}

// Every element is marshalled concurrently (a barrier that needs all of
// them at once passes: resolvers of a list's items still batch their
// dataloader loads), each with its index, and the answer keeps the order.
func TestMarshalSliceConcurrentInOrder(t *testing.T) {
	for _, n := range []int{0, 1, 2, 20, 100} {
		var started sync.WaitGroup
		started.Add(n)
		all := make(chan struct{})
		go func() { started.Wait(); close(all) }()
		ret := MarshalSlice(opCtx(), n, 0, false, func(ctx context.Context, i int) graphql.Marshaler {
			if idx := graphql.GetFieldContext(ctx).Index; idx == nil || *idx != i {
				t.Errorf("element %d: index %v", i, idx)
			}
			started.Done()
			select {
			case <-all:
			case <-time.After(5 * time.Second):
				t.Errorf("n=%d: element %d waited alone: elements ran one after another", n, i)
			}
			return graphql.MarshalString(strconv.Itoa(i))
		})
		if len(ret) != n {
			t.Fatalf("n=%d: %d results", n, len(ret))
		}
		for i, m := range ret {
			var b bytes.Buffer
			m.MarshalGQL(&b)
			if b.String() != strconv.Quote(strconv.Itoa(i)) {
				t.Errorf("n=%d: result %d is %s", n, i, b.String())
			}
		}
	}
}

// A panicking element is reported as an error and nulls the list, as
// gqlgen's MarshalSliceConcurrently does; the workers survive it.
func TestMarshalSlicePanic(t *testing.T) {
	ctx := opCtx()
	ret := MarshalSlice(ctx, 5, 0, false, func(ctx context.Context, i int) graphql.Marshaler {
		if i == 3 {
			panic("boom")
		}
		return graphql.MarshalInt(i)
	})
	if ret != nil {
		t.Errorf("a panicking element left the list %v", ret)
	}
	if errs := graphql.GetErrors(ctx); len(errs) != 1 || !isInternal(errs[0]) {
		t.Errorf("errors %v", errs)
	}
	if ret := MarshalSlice(opCtx(), 3, 0, false, func(ctx context.Context, i int) graphql.Marshaler { return graphql.MarshalInt(i) }); len(ret) != 3 {
		t.Errorf("after a panic: %v", ret)
	}
}

func isInternal(e *gqlerror.Error) bool { return e.Message != "" }

// In an operation that counts its loaders' fetches, elements run one after
// another in the calling goroutine while none fetched; from the first that
// did, the rest run concurrently (a barrier needing all of them passes),
// and the answer keeps the order.
func TestMarshalSliceInlineUntilAFetch(t *testing.T) {
	for _, fetchAt := range []int{-1, 0, 3, 19} {
		const n = 20
		task := untilAFetch(t, "element", n, fetchAt)
		ret := MarshalSlice(WithFetches(opCtx()), n, 0, false, func(ctx context.Context, i int) graphql.Marshaler {
			if idx := graphql.GetFieldContext(ctx).Index; idx == nil || *idx != i {
				t.Errorf("element %d: index %v", i, idx)
			}
			return task(ctx, i)
		})
		if len(ret) != n {
			t.Fatalf("fetch at %d: %d results", fetchAt, len(ret))
		}
		inOrder(t, fetchAt, ret)
	}
}

// untilAFetch returns the task i of n that makes a loader fetch at fetchAt
// (none when negative) and checks that tasks up to it ran alone, one after
// another, and the rest all at once; each returns its index as a string.
func untilAFetch(t *testing.T, what string, n, fetchAt int) func(ctx context.Context, i int) graphql.Marshaler {
	var running atomic.Int32
	var started sync.WaitGroup
	all := make(chan struct{})
	if fetchAt >= 0 {
		started.Add(n - 1 - fetchAt)
		go func() { started.Wait(); close(all) }()
	}
	return func(ctx context.Context, i int) graphql.Marshaler {
		if fetchAt < 0 || i <= fetchAt {
			if running.Add(1) != 1 {
				t.Errorf("fetch at %d: %s %d ran beside another before any fetch", fetchAt, what, i)
			}
			defer running.Add(-1)
			if i == fetchAt {
				Fetched(ctx)
			}
		} else {
			started.Done()
			select {
			case <-all:
			case <-time.After(5 * time.Second):
				t.Errorf("fetch at %d: %s %d waited alone after the fetch", fetchAt, what, i)
			}
		}
		return graphql.MarshalString(strconv.Itoa(i))
	}
}

// inOrder checks that value i is the string of i.
func inOrder(t *testing.T, fetchAt int, values []graphql.Marshaler) {
	for i, m := range values {
		var b bytes.Buffer
		m.MarshalGQL(&b)
		if b.String() != strconv.Quote(strconv.Itoa(i)) {
			t.Errorf("fetch at %d: value %d is %s", fetchAt, i, b.String())
		}
	}
}
