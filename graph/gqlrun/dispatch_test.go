package gqlrun

import (
	"bytes"
	"context"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
)

// An object's delayed fields all run at once (a barrier that needs them
// all passes: their dataloader loads batch) and land in their places.
func TestDispatchConcurrentInPlace(t *testing.T) {
	for _, n := range []int{0, 1, 2, 5} {
		out := graphql.NewFieldSet(make([]graphql.CollectedField, n+1))
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
		out := graphql.NewFieldSet(make([]graphql.CollectedField, n))
		var delayed []Delayed
		for i := 0; i < n; i++ {
			delayed = Later(delayed, i, func(ctx context.Context) graphql.Marshaler { return task(ctx, i) })
		}
		Dispatch(WithFetches(context.Background()), out, delayed)
		inOrder(t, fetchAt, out.Values)
	}
}
