package gqlrun

import (
	"bytes"
	"context"
	"strconv"
	"sync"
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
