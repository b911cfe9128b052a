package gqlrun

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
)

// InField is graphql.WithFieldContext(ctx, fc) in one allocation instead of
// two: the returned context holds a copy of *fc (which the caller can then
// build on its stack) and is its own context value. Use the returned field
// context from then on: it is the one graphql.GetFieldContext finds.
func InField(ctx context.Context, fc *graphql.FieldContext) (context.Context, *graphql.FieldContext) {
	c := &fieldCtx{Context: ctx, fc: *fc}
	c.fc.Parent = graphql.GetFieldContext(ctx)
	return c, &c.fc
}

// fieldCtx is a context that carries a field's context, as gqlgen's
// context.WithValue(ctx, resolverCtx, fc) does.
type fieldCtx struct {
	context.Context
	fc graphql.FieldContext
}

func (c *fieldCtx) Value(key any) any {
	if key == fieldContextKey {
		return &c.fc
	}
	return c.Context.Value(key)
}

// fieldContextKey is the (unexported) key gqlgen keeps a field's context
// under, found once by asking graphql.GetFieldContext for it.
var fieldContextKey = func() any {
	p := &keyProbe{Context: context.Background()}
	graphql.GetFieldContext(p)
	if p.key == nil {
		panic("gqlrun: graphql.GetFieldContext asked its context for no key")
	}
	return p.key
}()

// keyProbe records the key it is asked for.
type keyProbe struct {
	context.Context
	key any
}

func (p *keyProbe) Value(key any) any {
	p.key = key
	return nil
}
