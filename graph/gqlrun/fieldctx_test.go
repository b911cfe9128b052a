package gqlrun

import (
	"context"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

type otherKey struct{}

// A context made by InField answers as graphql.WithFieldContext's: its
// field context (the returned one, with its parent), paths, the values
// and cancellation of the context below it; in one allocation.
func TestInFieldAsWithFieldContext(t *testing.T) {
	base, cancel := context.WithCancel(context.WithValue(context.Background(), otherKey{}, "kept"))
	field := graphql.CollectedField{Field: &ast.Field{Alias: "owner", Name: "owner"}}
	outer := graphql.WithFieldContext(base, &graphql.FieldContext{Object: "Query", Field: graphql.CollectedField{Field: &ast.Field{Alias: "jobs", Name: "jobs"}}})
	list, _ := InField(outer, &graphql.FieldContext{Object: "JobConnection", Field: graphql.CollectedField{Field: &ast.Field{Alias: "edges", Name: "edges"}}, IsMethod: true})
	e := &elemContext{fieldCtx: fieldCtx{Context: list}, idx: 3}
	e.fc.Index = &e.idx
	e.fc.Parent = graphql.GetFieldContext(list)
	ctx, fc := InField(&e.fieldCtx, &graphql.FieldContext{Object: "Job", Field: field, IsResolver: true})

	if got := graphql.GetFieldContext(ctx); got != fc || got.Object != "Job" || !got.IsResolver || got.Field.Alias != "owner" {
		t.Fatalf("field context: %+v", got)
	}
	if got := graphql.GetPath(ctx).String(); got != "jobs.edges[3].owner" {
		t.Errorf("path %q, want jobs.edges[3].owner", got)
	}
	if ctx.Value(otherKey{}) != "kept" {
		t.Error("a value of the context below is lost")
	}
	fc.Result = "resolved"
	if graphql.GetFieldContext(ctx).Result != "resolved" {
		t.Error("the returned field context is not the one the context holds")
	}
	cancel()
	if ctx.Err() == nil {
		t.Error("cancellation does not reach the field's context")
	}
	if n := testing.AllocsPerRun(100, func() { InField(outer, &graphql.FieldContext{Object: "Job", Field: field}) }); n != 1 {
		t.Errorf("%v allocations, want 1", n)
	}
}
