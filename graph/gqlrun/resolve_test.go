package gqlrun

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

type node interface{ ID() string }

type item struct{ id string }

func (i *item) ID() string { return i.id }

// resolveContext is an operation's context inside a root field "q", with
// the operation context whose errors and panics the tests compare.
func resolveContext() (context.Context, *graphql.OperationContext) {
	ctx := graphql.WithResponseContext(context.Background(), graphql.DefaultErrorPresenter,
		func(context.Context, any) error { return errors.New("internal system error") })
	oc := &graphql.OperationContext{RecoverFunc: func(context.Context, any) error { return errors.New("internal system error") },
		// What the executor sets when no extension intercepts fields.
		ResolverMiddleware: func(ctx context.Context, next graphql.Resolver) (any, error) { return next(ctx) }}
	ctx = graphql.WithOperationContext(ctx, oc)
	return graphql.WithFieldContext(ctx, &graphql.FieldContext{Object: "Query", Field: graphql.CollectedField{Field: &ast.Field{Alias: "q"}}}), oc
}

// answered is what a field answered: its value as written (or "required
// null") and the operation's errors so far.
func answered(ctx context.Context, m graphql.Marshaler) string {
	var b bytes.Buffer
	if m == graphql.RequiredNull {
		b.WriteString("required null")
	} else if m != nil {
		m.MarshalGQL(&b)
	}
	return fmt.Sprintf("%s %v", b.String(), graphql.GetErrors(ctx))
}

// Resolve answers as graphql.ResolveField does (no middleware): the same
// value, null or required null, and errors, for every kind of result.
func TestResolveAsResolveField(t *testing.T) {
	marshal := func(_ context.Context, v node) graphql.Marshaler {
		if v == nil || v.(*item) == nil {
			return graphql.MarshalString("nil pointer")
		}
		return graphql.MarshalString(v.ID())
	}
	cases := map[string]func(ctx context.Context) (node, error){
		"value":           func(context.Context) (node, error) { return &item{"a"}, nil },
		"nil pointer":     func(context.Context) (node, error) { return (*item)(nil), nil },
		"nil interface":   func(context.Context) (node, error) { return nil, nil },
		"error":           func(context.Context) (node, error) { return nil, errors.New("Job not found") },
		"panic":           func(context.Context) (node, error) { panic("boom") },
		"value and error": func(context.Context) (node, error) { return &item{"b"}, errors.New("partial") },
	}
	for name, resolve := range cases {
		for _, fieldNonNull := range []bool{false, true} {
			for _, nonNull := range []bool{false, true} {
				run := func(ours bool) string {
					ctx, oc := resolveContext()
					field := graphql.CollectedField{Field: &ast.Field{Alias: "node", Name: "node"}}
					newFC := func(context.Context, graphql.CollectedField) (*graphql.FieldContext, error) {
						return &graphql.FieldContext{Object: "Job", Field: field, IsResolver: true, NonNull: fieldNonNull}, nil
					}
					var m graphql.Marshaler
					if ours {
						fc, _ := newFC(ctx, field)
						m = Resolve(graphql.WithFieldContext(ctx, fc), oc, fc, true, nonNull, resolve, marshal)
					} else {
						m = graphql.ResolveField(ctx, oc, field, newFC,
							func(ctx context.Context) (any, error) { return resolve(ctx) }, nil,
							func(ctx context.Context, _ ast.SelectionSet, v node) graphql.Marshaler { return marshal(ctx, v) }, true, nonNull)
					}
					return answered(ctx, m)
				}
				if got, want := run(true), run(false); got != want {
					t.Errorf("%s (field non-null %v, nonNull %v): %s, ResolveField %s", name, fieldNonNull, nonNull, got, want)
				}
			}
		}
	}
}

// ResolveBoolean answers as Resolve does (a Boolean resolver run in its
// field's context): the same value, null or required null, and errors at
// the same path, for every kind of result; the resolver runs once.
func TestResolveBooleanAsResolve(t *testing.T) {
	cases := map[string]func(ctx context.Context) (bool, error){
		"true":            func(context.Context) (bool, error) { return true, nil },
		"false":           func(context.Context) (bool, error) { return false, nil },
		"error":           func(context.Context) (bool, error) { return false, errors.New("Job not found") },
		"value and error": func(context.Context) (bool, error) { return true, errors.New("partial") },
		"panic":           func(context.Context) (bool, error) { panic("boom") },
	}
	type exec struct{ name string }
	for name, resolve := range cases {
		for _, fieldNonNull := range []bool{false, true} {
			for _, nonNull := range []bool{false, true} {
				run := func(ours bool) string {
					ctx, oc := resolveContext()
					field := graphql.CollectedField{Field: &ast.Field{Alias: "viewerIsSender", Name: "viewerIsSender"}}
					ec := &exec{"ec"}
					newFC := func(got *exec, _ context.Context, f graphql.CollectedField) (*graphql.FieldContext, error) {
						if got != ec {
							t.Error("the field context was made with another executor")
						}
						return &graphql.FieldContext{Object: "Message", Field: f, IsResolver: true, NonNull: fieldNonNull}, nil
					}
					calls := 0
					counted := func(ctx context.Context) (bool, error) { calls++; return resolve(ctx) }
					var m graphql.Marshaler
					if ours {
						m = ResolveBoolean(ctx, ec, oc, field, newFC, true, nonNull, counted)
					} else {
						fc, _ := newFC(ec, ctx, field)
						ctx, fc := InField(ctx, fc)
						m = Resolve(ctx, oc, fc, true, nonNull, counted, func(_ context.Context, v bool) graphql.Marshaler { return MarshalBoolean(v) })
					}
					if calls != 1 {
						t.Errorf("%s: the resolver ran %d times", name, calls)
					}
					return answered(ctx, m)
				}
				if got, want := run(true), run(false); got != want {
					t.Errorf("%s (field non-null %v, nonNull %v): %s, Resolve %s", name, fieldNonNull, nonNull, got, want)
				}
			}
		}
	}
}

// A Boolean answered without an error costs no allocation.
func TestResolveBooleanAllocatesNothing(t *testing.T) {
	ctx := context.Background()
	oc := &graphql.OperationContext{}
	field := graphql.CollectedField{Field: &ast.Field{Alias: "f", Name: "f"}}
	newFC := func(_ *int, _ context.Context, f graphql.CollectedField) (*graphql.FieldContext, error) {
		return &graphql.FieldContext{Field: f}, nil
	}
	ec := new(int)
	if n := testing.AllocsPerRun(100, func() {
		ResolveBoolean(ctx, ec, oc, field, newFC, true, true, func(context.Context) (bool, error) { return true, nil })
	}); n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}
