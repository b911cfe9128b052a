package graph

import (
	"context"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"canvass/graph/generated"
	"canvass/graph/model"
	"canvass/internal/apperr"
)

// Limits on what one operation may ask for.
const (
	MaxDepth        = 12   // nesting of selections (introspection excluded)
	MaxComplexity   = 5000 // gqlgen complexity; connections cost child * first
	MaxParserTokens = 5000 // tokens in a query document
)

// depthLimit rejects operations whose selections nest deeper than Max.
// Fragments are followed (their depth is computed once each, so a query
// built of repeated fragment spreads cannot make the walk explode).
// Introspection fields (__schema, __type) are not counted: introspection is
// only enabled in dev mode and the GraphiQL query nests deeply.
type depthLimit struct{ Max int }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = depthLimit{}

func (depthLimit) ExtensionName() string                          { return "DepthLimit" }
func (depthLimit) Validate(schema graphql.ExecutableSchema) error { return nil }

func (d depthLimit) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	if opCtx.Operation == nil {
		return nil
	}
	w := depthWalker{frags: opCtx.Doc.Fragments, memo: map[string]int{}}
	if depth := w.depth(opCtx.Operation.SelectionSet); depth > d.Max {
		err := gqlerror.Errorf("Query is too deep: depth %d exceeds the limit of %d.", depth, d.Max)
		err.Extensions = map[string]any{"code": string(apperr.Invalid)}
		return err
	}
	return nil
}

type depthWalker struct {
	frags ast.FragmentDefinitionList
	memo  map[string]int // fragment name -> depth of its selection set
}

// depth is the number of nested field levels in set (0 for an empty set).
func (w *depthWalker) depth(set ast.SelectionSet) int {
	deepest := 0
	for _, sel := range set {
		d := 0
		switch s := sel.(type) {
		case *ast.Field:
			if strings.HasPrefix(s.Name, "__") {
				continue
			}
			d = 1 + w.depth(s.SelectionSet)
		case *ast.InlineFragment:
			d = w.depth(s.SelectionSet)
		case *ast.FragmentSpread:
			d = w.fragment(s.Name)
		}
		if d > deepest {
			deepest = d
		}
	}
	return deepest
}

func (w *depthWalker) fragment(name string) int {
	if d, ok := w.memo[name]; ok {
		return d
	}
	w.memo[name] = 0 // guards against cycles (validation rejects them anyway)
	def := w.frags.ForName(name)
	if def == nil {
		return 0
	}
	d := w.depth(def.SelectionSet)
	w.memo[name] = d
	return d
}

// connectionCost is the complexity of a connection field: its children once
// per item it may return (`first`, default 20, capped at 100; see first in
// relay.go), plus one for the field itself.
func connectionCost(child int, n *int) int {
	return 1 + child*max(first(n), 1)
}

// complexity gives connection fields their real cost: `first` multiplies.
// Jobs and vendors engineers: a new connection field gets a line here.
func complexity() generated.ComplexityRoot {
	var c generated.ComplexityRoot
	c.Query.Jobs = func(child int, n *int, _ *string, _ *model.JobFilter, _ *model.JobOrder) int {
		return connectionCost(child, n)
	}
	c.Query.Users = func(child int, n *int, _ *string, _ *string) int {
		return connectionCost(child, n)
	}
	c.Query.Vendors = func(child int, n *int, _ *string, _ *model.VendorFilter, _ *model.VendorOrder) int {
		return connectionCost(child, n)
	}
	c.Query.Nodes = func(child int, ids []string) int { return 1 + child*max(len(ids), 1) }
	c.User.Jobs = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.User.Applications = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.Job.Applications = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.User.Teams = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.Team.Members = func(child int, n *int, _ *string) int { return connectionCost(child, orDefault(n, 50)) }
	c.Query.TeamMemberCandidates = func(child int, _ string, _ string, n *int, _ *string) int {
		return connectionCost(child, orDefault(n, 10))
	}
	return c
}

// orDefault is n, or def when the client left `first` out (the schema's
// default is what the resolver will use).
func orDefault(n *int, def int) *int {
	if n == nil {
		return &def
	}
	return n
}
