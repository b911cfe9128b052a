package gqlrun

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
)

// Resolve is graphql.ResolveField for a field whose resolver has no
// middleware (the schema has no directives on it and the server no field
// interceptors), called with the field's context already in ctx: the same
// errors, nulls and panic handling, without the closures, boxing and
// middleware call gqlgen makes for every resolved field of every object.
func Resolve[T any](ctx context.Context, oc *graphql.OperationContext, fc *graphql.FieldContext, recoverFromPanic, nonNull bool,
	resolve func(ctx context.Context) (T, error), marshal func(ctx context.Context, v T) graphql.Marshaler) (ret graphql.Marshaler) {
	if recoverFromPanic {
		defer func() {
			if r := recover(); r != nil {
				oc.Error(ctx, oc.Recover(ctx, r))
				ret = graphql.Null
			}
		}()
	}
	res, err := resolve(ctx)
	if err != nil {
		oc.Error(ctx, graphql.AddFieldLocationToError(ctx, err))
		if fc.NonNull && !nonNull {
			return graphql.RequiredNull
		}
		return graphql.Null
	}
	if any(res) == nil { // an interface holding nothing (a nil pointer is marshalled, as gqlgen does)
		if (nonNull || fc.NonNull) && !graphql.HasFieldError(ctx, fc) {
			oc.Errorf(ctx, "must not be null")
		}
		if fc.NonNull && !nonNull {
			return graphql.RequiredNull
		}
		return graphql.Null
	}
	fc.Result = res
	return marshal(ctx, res)
}
