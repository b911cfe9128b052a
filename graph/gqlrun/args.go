package gqlrun

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"canvass/internal/memo"
)

// FieldArgs is a field's arguments, parse(ec, ctx, field.ArgumentMap(vars))
// (the executor's field_T_f_args), kept for a field of a parsed document
// whose arguments are all scalar literals (`conversations(first: 20)`): the
// same field then has the same arguments in every operation, so they are
// parsed once (gqlgen built the raw map, a path context per argument and
// the typed values on every request). Arguments with a variable, an input
// object or a list, and any that fail to parse, are parsed every time.
// Kept arguments are shared by the operations that run the field: the
// executor and the resolvers only read them (a scalar argument reaches a
// resolver as a pointer it never writes through).
func FieldArgs[E any](ctx context.Context, ec E, field graphql.CollectedField, vars map[string]any,
	parse func(E, context.Context, map[string]any) (map[string]any, error)) (map[string]any, error) {
	if args, ok := keptArgs.Get(field.Field); ok {
		if v := verifier.Load(); v != nil {
			v.using(field.Field, args)
		}
		return args, nil
	}
	args, err := parse(ec, ctx, field.ArgumentMap(vars))
	if err == nil && scalarLiterals(field.Field) {
		args = keptArgs.Keep(field.Field, args)
		if v := verifier.Load(); v != nil {
			v.keeping(field.Field, args)
		}
	}
	return args, err
}

// scalarLiterals reports whether every argument written on f is a scalar
// or enum literal (or null).
func scalarLiterals(f *ast.Field) bool {
	if f == nil {
		return false
	}
	for _, a := range f.Arguments {
		if a.Value == nil {
			return false
		}
		switch a.Value.Kind {
		case ast.IntValue, ast.FloatValue, ast.StringValue, ast.BlockValue, ast.BooleanValue, ast.NullValue, ast.EnumValue:
		default: // a variable, a list or an input object
			return false
		}
	}
	return true
}

// keptArgs holds FieldArgs' answers by field. A kept field keeps its
// document alive: Max bounds them (the documents are the app's and its
// clients' few queries; past the bound, arguments are parsed every time).
var keptArgs = memo.Kept[*ast.Field, map[string]any]{Max: 1024}
