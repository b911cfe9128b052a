package gqlrun

import (
	"bytes"
	"context"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// An object's delayed fields all run at once (a barrier that needs them
// all passes: their dataloader loads batch) and land in their places.
func TestDispatchConcurrentInPlace(t *testing.T) {
	for _, n := range []int{0, 1, 2, 5} {
		out := NewObject(make([]graphql.CollectedField, n+1))
		var started sync.WaitGroup
		started.Add(n)
		all := make(chan struct{})
		go func() { started.Wait(); close(all) }()
		var delayed []Delayed
		for i := 1; i <= n; i++ { // field 0 is a leaf, set in place
			delayed = Later(delayed, i, func(context.Context) graphql.Marshaler {
				started.Done()
				select {
				case <-all:
				case <-time.After(5 * time.Second):
					t.Errorf("n=%d: field %d waited alone: fields ran one after another", n, i)
				}
				return graphql.MarshalString(strconv.Itoa(i))
			})
		}
		out.Values[0] = graphql.MarshalString("leaf")
		Dispatch(context.Background(), out, delayed)
		for i, v := range out.Values {
			var b bytes.Buffer
			v.MarshalGQL(&b)
			want := strconv.Quote(strconv.Itoa(i))
			if i == 0 {
				want = `"leaf"`
			}
			if b.String() != want {
				t.Errorf("n=%d: field %d is %s, want %s", n, i, b.String(), want)
			}
		}
	}
}

// In an operation that counts its loaders' fetches, an object's delayed
// fields run one after another until one fetched, then the rest together.
func TestDispatchInlineUntilAFetch(t *testing.T) {
	for _, fetchAt := range []int{-1, 0, 2} {
		const n = 5
		task := untilAFetch(t, "field", n, fetchAt)
		out := NewObject(make([]graphql.CollectedField, n))
		var delayed []Delayed
		for i := 0; i < n; i++ {
			delayed = Later(delayed, i, func(ctx context.Context) graphql.Marshaler { return task(ctx, i) })
		}
		Dispatch(WithFetches(context.Background()), out, delayed)
		inOrder(t, fetchAt, out.Values)
	}
}

// A field queued with LaterIn gets the object's count of nulls (where it
// counts its own), beside fields queued with Later, alone or with others.
func TestDispatchLaterIn(t *testing.T) {
	for _, n := range []int{1, 3} {
		out := NewObject(make([]graphql.CollectedField, n))
		var delayed []Delayed
		for i := 0; i < n; i++ {
			if i == 1 {
				delayed = Later(delayed, i, func(context.Context) graphql.Marshaler { return graphql.MarshalString("later") })
				continue
			}
			delayed = LaterIn(delayed, i, func(_ context.Context, invalids *uint32) graphql.Marshaler {
				if invalids != &out.Invalids {
					t.Errorf("field %d got another object's count", i)
				}
				*invalids++
				return graphql.MarshalString("in")
			})
		}
		Dispatch(WithFetches(context.Background()), out, delayed)
		want := []string{`"in"`, `"later"`, `"in"`}[:n]
		for i, v := range out.Values {
			var b bytes.Buffer
			v.MarshalGQL(&b)
			if b.String() != want[i] {
				t.Errorf("%d fields: field %d wrote %s, want %s", n, i, b.String(), want[i])
			}
		}
		if wantInvalids := uint32(min(n, 2)); out.Invalids != wantInvalids {
			t.Errorf("%d fields: %d nulls counted, want %d", n, out.Invalids, wantInvalids)
		}
	}
}

// An object with no resolved field, or one, dispatches without allocating.
func TestDispatchFewAllocatesNothing(t *testing.T) {
	ctx := WithFetches(context.Background())
	out := NewObject(make([]graphql.CollectedField, 2))
	one := LaterIn(nil, 1, func(context.Context, *uint32) graphql.Marshaler { return graphql.Null })
	for _, delayed := range [][]Delayed{nil, one} {
		if n := testing.AllocsPerRun(100, func() { Dispatch(ctx, out, delayed) }); n != 0 {
			t.Errorf("%d delayed fields: %v allocations, want 0", len(delayed), n)
		}
	}
}

// A field queued with its static function (Call) gets its executor,
// object, field and the object's count of nulls, whether it runs in line or
// (after a fetch) on another goroutine, which gets its own copy of the
// queue: the caller's may be reused once Dispatch returns.
func TestDispatchCall(t *testing.T) {
	for _, fetchAt := range []int{-1, 0} {
		const n = 4
		out := NewObject(make([]graphql.CollectedField, n))
		ec, objs := &struct{ name string }{"ec"}, make([]*int, n)
		var onStack [2]Delayed
		delayed := onStack[:0]
		for i := range n {
			objs[i] = new(int)
			*objs[i] = i * 10
			call := func(gotEC, obj any, ctx context.Context, field graphql.CollectedField, invalids *uint32) graphql.Marshaler {
				if gotEC != ec || invalids != &out.Invalids || field.Alias != "f"+strconv.Itoa(i) {
					t.Errorf("field %d: called with %v, another object's count or field %q", i, gotEC, field.Alias)
				}
				if i == fetchAt {
					Fetched(ctx)
				}
				return graphql.MarshalInt(*obj.(*int))
			}
			delayed = append(delayed, Delayed{Index: i, Call: call, EC: ec, Obj: objs[i], Field: graphql.CollectedField{Field: &ast.Field{Alias: "f" + strconv.Itoa(i)}}})
		}
		Dispatch(WithFetches(context.Background()), out, delayed)
		for i := range delayed {
			delayed[i] = Delayed{} // the caller's queue, reused
		}
		for i, v := range out.Values {
			var b bytes.Buffer
			v.MarshalGQL(&b)
			if b.String() != strconv.Itoa(i*10) {
				t.Errorf("fetch at %d: field %d is %s", fetchAt, i, b.String())
			}
		}
	}
}
