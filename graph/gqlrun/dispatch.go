package gqlrun

import (
	"context"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
)

// Delayed is an object's field whose resolver runs concurrently with the
// object's other resolved fields (gqlgen's FieldSet.Concurrently).
type Delayed struct {
	Index int
	Run   func(ctx context.Context) graphql.Marshaler
	// In, when set in place of Run, is the field's function, given the
	// object's count of nulls (where it counts one).
	In func(ctx context.Context, invalids *uint32) graphql.Marshaler
	// Call, when set in place of both, is the field's static function,
	// called with EC (the executor), Obj, Field and the object's count of
	// nulls: no closure to make per field (cmd/gqlfast rule 15).
	Call    func(ec, obj any, ctx context.Context, field graphql.CollectedField, invalids *uint32) graphql.Marshaler
	EC, Obj any
	Field   graphql.CollectedField
}

// Later adds field i, resolved by run, to an object's delayed fields.
func Later(delayed []Delayed, i int, run func(ctx context.Context) graphql.Marshaler) []Delayed {
	return append(delayed, Delayed{Index: i, Run: run})
}

// LaterIn adds field i, resolved by in with the object's count of nulls,
// to an object's delayed fields: Later without a closure to pass it.
func LaterIn(delayed []Delayed, i int, in func(ctx context.Context, invalids *uint32) graphql.Marshaler) []Delayed {
	return append(delayed, Delayed{Index: i, In: in})
}

// run resolves d for the object out.
func (d *Delayed) run(ctx context.Context, out *Obj) graphql.Marshaler {
	if d.Call != nil {
		return d.Call(d.EC, d.Obj, ctx, d.Field, &out.Invalids)
	}
	if d.In != nil {
		return d.In(ctx, &out.Invalids)
	}
	return d.Run(ctx)
}

// Dispatch resolves an object's delayed fields into out, as gqlgen's
// FieldSet.Dispatch does (concurrently, so their dataloader loads batch),
// but as MarshalSlice runs a list's elements: one after another in the
// calling goroutine while none made a loader fetch, the rest concurrently
// on reused goroutines from the first that did. gqlgen starts a goroutine
// per field of every object that has two or more, and each grew its stack
// from scratch (a fifth of a contacts page's CPU went to stack growth); the
// hand-offs to reused ones still cost 7% of it. Each field's function
// handles its own panics, as in gqlgen.
//
// delayed is not kept (nor shared with another goroutine): the executor
// queues an object's fields on its stack.
func Dispatch(ctx context.Context, out *Obj, delayed []Delayed) {
	switch len(delayed) { // most objects: no closure to allocate
	case 0:
		return
	case 1:
		out.Values[delayed[0].Index] = delayed[0].run(ctx, out)
		return
	}
	done := 0
	if fetches, _ := ctx.Value(fetchesKey{}).(*atomic.Int64); fetches != nil {
		for done < len(delayed) {
			before := fetches.Load()
			out.Values[delayed[done].Index] = delayed[done].run(ctx, out)
			done++
			if fetches.Load() != before {
				break
			}
		}
	}
	if done < len(delayed) {
		rest := append([]Delayed(nil), delayed[done:]...) // the other goroutines' copy
		all(len(rest), func(i int) {
			out.Values[rest[i].Index] = rest[i].run(ctx, out)
		})
	}
}
