package gqlrun

import (
	"context"
	"errors"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// argsField is a field jobs(first: Int, filter: JobFilter) written with
// the given arguments.
func argsField(args ...*ast.Argument) graphql.CollectedField {
	def := &ast.FieldDefinition{Name: "jobs", Arguments: ast.ArgumentDefinitionList{
		{Name: "first", Type: ast.NamedType("Int", nil)},
		{Name: "filter", Type: ast.NamedType("JobFilter", nil)},
	}}
	return graphql.CollectedField{Field: &ast.Field{Name: "jobs", Alias: "jobs", Definition: def, Arguments: args}}
}

// parseCounting is a field_T_f_args that counts its calls and answers
// the raw map's first, or fails on a first of 13.
type parseCounting struct{ calls int }

func (p *parseCounting) parse(_ context.Context, raw map[string]any) (map[string]any, error) {
	p.calls++
	if raw["first"] == int64(13) {
		return nil, errors.New("unlucky")
	}
	return map[string]any{"first": raw["first"], "filter": raw["filter"]}, nil
}

func TestFieldArgsKeepsScalarLiterals(t *testing.T) {
	ctx := context.Background()
	literal := argsField(&ast.Argument{Name: "first", Value: &ast.Value{Kind: ast.IntValue, Raw: "20"}})
	p := &parseCounting{}
	for range 3 {
		args, err := FieldArgs(ctx, p, literal, nil, (*parseCounting).parse)
		if err != nil || args["first"] != int64(20) {
			t.Fatalf("literal: %v, %v", args, err)
		}
	}
	if p.calls != 1 {
		t.Errorf("literal arguments parsed %d times, want once", p.calls)
	}
	if n := testing.AllocsPerRun(100, func() { FieldArgs(ctx, p, literal, nil, (*parseCounting).parse) }); n != 0 {
		t.Errorf("kept arguments: %v allocations, want 0", n)
	}
}

func TestFieldArgsParsesTheRestEveryTime(t *testing.T) {
	ctx := context.Background()
	variable := argsField(&ast.Argument{Name: "first", Value: &ast.Value{Kind: ast.Variable, Raw: "n"}})
	object := argsField(&ast.Argument{Name: "filter", Value: &ast.Value{Kind: ast.ObjectValue,
		Children: ast.ChildValueList{{Name: "search", Value: &ast.Value{Kind: ast.StringValue, Raw: "field"}}}}})
	failing := argsField(&ast.Argument{Name: "first", Value: &ast.Value{Kind: ast.IntValue, Raw: "13"}})
	p := &parseCounting{}
	for i, n := range []int64{5, 7, 9} {
		args, err := FieldArgs(ctx, p, variable, map[string]any{"n": n}, (*parseCounting).parse)
		if err != nil || args["first"] != n {
			t.Errorf("variable, run %d: %v, %v; want first %d", i, args, err, n)
		}
		if _, err := FieldArgs(ctx, p, object, nil, (*parseCounting).parse); err != nil {
			t.Error(err)
		}
		if _, err := FieldArgs(ctx, p, failing, nil, (*parseCounting).parse); err == nil {
			t.Error("a failing parse was answered from a kept one")
		}
	}
	if p.calls != 9 {
		t.Errorf("%d parses, want 9 (a variable, an input object and a failure are never kept)", p.calls)
	}
}

// Past maxKeptArgs fields, arguments are parsed every time, and right.
func TestFieldArgsBounded(t *testing.T) {
	ctx := context.Background()
	p := &parseCounting{}
	for range keptArgs.Max + 10 {
		f := argsField(&ast.Argument{Name: "first", Value: &ast.Value{Kind: ast.IntValue, Raw: "3"}})
		for range 2 {
			if args, err := FieldArgs(ctx, p, f, nil, (*parseCounting).parse); err != nil || args["first"] != int64(3) {
				t.Fatalf("%v, %v", args, err)
			}
		}
	}
	if n := keptArgs.Len(); n > keptArgs.Max {
		t.Errorf("%d fields kept, want at most %d", n, keptArgs.Max)
	}
}
