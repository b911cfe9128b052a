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

// ResolveBoolean is Resolve for a Boolean field whose resolver takes its
// object alone (a job's viewerHasApplied, a message's viewerIsSender): the
// resolver runs in its object's context, and the field's context
// (fieldContext's, put in ctx as InField does) is made only to report an
// error or a panic at the field's path. A list of objects then costs no
// field context per item for these, the one allocation each of them made.
// The resolver must not read its own field context (gqlfast rule 19; none
// does: they ask the viewer and the operation's loaders). The answers,
// errors, nulls and panics are Resolve's (TestResolveBooleanAsResolve).
func ResolveBoolean[E any](ctx context.Context, ec E, oc *graphql.OperationContext, field graphql.CollectedField,
	fieldContext func(E, context.Context, graphql.CollectedField) (*graphql.FieldContext, error),
	recoverFromPanic, nonNull bool, resolve func(ctx context.Context) (bool, error)) (ret graphql.Marshaler) {
	if recoverFromPanic {
		defer func() {
			if r := recover(); r != nil {
				if fc, err := fieldContext(ec, ctx, field); err == nil {
					ctx, _ = InField(ctx, fc)
				}
				oc.Error(ctx, oc.Recover(ctx, r))
				ret = graphql.Null
			}
		}()
	}
	v, err := resolve(ctx)
	if err == nil {
		return MarshalBoolean(v)
	}
	fc, ferr := fieldContext(ec, ctx, field)
	if ferr != nil {
		return graphql.Null
	}
	ctx, fc = InField(ctx, fc)
	oc.Error(ctx, graphql.AddFieldLocationToError(ctx, err))
	if fc.NonNull && !nonNull {
		return graphql.RequiredNull
	}
	return graphql.Null
}
