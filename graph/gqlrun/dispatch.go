package gqlrun

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
)

// Delayed is an object's field whose resolver runs concurrently with the
// object's other resolved fields (gqlgen's FieldSet.Concurrently).
type Delayed struct {
	Index int
	Run   func(ctx context.Context) graphql.Marshaler
	// In, when set in place of Run, is the field's function, given the
	// object's field set (where it counts a null).
	In func(ctx context.Context, out *graphql.FieldSet) graphql.Marshaler
}

// Later adds field i, resolved by run, to an object's delayed fields.
func Later(delayed []Delayed, i int, run func(ctx context.Context) graphql.Marshaler) []Delayed {
	return append(delayed, Delayed{Index: i, Run: run})
}

// LaterIn adds field i, resolved by in with the object's field set, to an
// object's delayed fields: Later without a closure to pass the set.
func LaterIn(delayed []Delayed, i int, in func(ctx context.Context, out *graphql.FieldSet) graphql.Marshaler) []Delayed {
	return append(delayed, Delayed{Index: i, In: in})
}

// run resolves d for the field set out.
func (d *Delayed) run(ctx context.Context, out *graphql.FieldSet) graphql.Marshaler {
	if d.In != nil {
		return d.In(ctx, out)
	}
	return d.Run(ctx)
}

// Dispatch resolves an object's delayed fields into out, as
// FieldSet.Dispatch does (concurrently, so their dataloader loads batch),
// but as MarshalSlice runs a list's elements: one after another in the
// calling goroutine while none made a loader fetch, the rest concurrently
// on reused goroutines from the first that did. gqlgen starts a goroutine
// per field of every object that has two or more, and each grew its stack
// from scratch (a fifth of a contacts page's CPU went to stack growth); the
// hand-offs to reused ones still cost 7% of it. Each field's function
// handles its own panics, as in gqlgen.
func Dispatch(ctx context.Context, out *graphql.FieldSet, delayed []Delayed) {
	switch len(delayed) { // most objects: no closure to allocate
	case 0:
		return
	case 1:
		out.Values[delayed[0].Index] = delayed[0].run(ctx, out)
		return
	}
	inlineThenAll(ctx, len(delayed), func(i int) {
		out.Values[delayed[i].Index] = delayed[i].run(ctx, out)
	})
}
