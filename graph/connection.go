package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/store"
)

// The connection kit: every Relay connection field (jobs, vendors, users,
// applications, and every list after them) is built from a store.Page with
// these helpers, so edges, pageInfo, totalCount and loader priming behave
// the same everywhere.
//
//	func (r *Resolver) things(ctx context.Context, n *int, after *string) (*model.ThingConnection, error) {
//		page, err := r.Things.Search(ctx, session.Viewer(ctx), first(n), orZero(after))
//		if err != nil {
//			return nil, err
//		}
//		if err := primeUsers(ctx, page.Items, (*things.Thing).OwnerID, "edges", "node", "owner"); err != nil {
//			return nil, err
//		}
//		conn := &model.ThingConnection{}
//		conn.Edges, conn.PageInfo = edges(page, after, func(c string, t *things.Thing) model.ThingEdge { return model.ThingEdge{Cursor: c, Node: t} })
//		conn.TotalCount, err = totalCount(ctx, func() (int, error) { return r.Things.Count(ctx) })
//		return conn, err
//	}
//
// Connection fields also need a cost in complexity() (limits.go); a guard
// test fails when one is missing.

// first bounds a connection's page size: default 20, at most
// store.MaxPageSize; a negative first gives an empty page.
func first(n *int) int {
	switch {
	case n == nil:
		return 20
	case *n < 0:
		return 0
	case *n > store.MaxPageSize:
		return store.MaxPageSize
	}
	return *n
}

// edges builds a connection's edges and pageInfo from a page.
func edges[T, E any](page store.Page[T], after *string, edge func(cursor string, node T) E) ([]E, *model.PageInfo) {
	out := make([]E, len(page.Items))
	for i, item := range page.Items {
		out[i] = edge(page.Cursors[i], item)
	}
	pi := &model.PageInfo{HasNextPage: page.HasNext, HasPreviousPage: after != nil && *after != ""}
	if len(page.Cursors) > 0 {
		pi.StartCursor = &page.Cursors[0]
		pi.EndCursor = &page.Cursors[len(page.Cursors)-1]
	}
	return out, pi
}

// totalCount runs count only when the query selects totalCount (counting
// every match costs a statement); otherwise it is 0 and unasked.
func totalCount(ctx context.Context, count func() (int, error)) (int, error) {
	if !selects(ctx, "totalCount") {
		return 0, nil
	}
	return count()
}

// selects reports whether the current field's selection (fragments
// included) asks for the field at path below it, e.g. selects(ctx,
// "totalCount") or selects(ctx, "edges", "node", "owner").
func selects(ctx context.Context, path ...string) bool {
	op := graphql.GetOperationContext(ctx)
	fields := graphql.CollectFieldsCtx(ctx, nil)
	for i, name := range path {
		var next []graphql.CollectedField
		found := false
		for _, f := range fields {
			if f.Name != name {
				continue
			}
			found = true
			if i < len(path)-1 {
				next = append(next, graphql.CollectFields(op, f.Selections, nil)...)
			}
		}
		if !found {
			return false
		}
		fields = next
	}
	return true
}

// primeUsers loads, in one statement, the users a page's items point at
// (userID of each) when the query asks for the field at path, and primes
// the operation's user loader with them. The loader would batch these
// anyway, but a batch that closes early (its wait elapsing while the page's
// resolvers are still starting on a busy machine) costs a second statement;
// priming makes the count fixed whatever the page size.
func primeUsers[T any](ctx context.Context, items []T, userID func(T) int64, path ...string) error {
	if len(items) < 2 || !selects(ctx, path...) {
		return nil
	}
	ids := make([]int64, len(items))
	for i, it := range items {
		ids[i] = userID(it)
	}
	return loaders.For(ctx).PrimeUsers(ids)
}

// facetValues turns a list's facets into the GraphQL type; name, when not
// nil, turns a stored enum value into its GraphQL name (what the filter takes).
func facetValues(in []store.Facet, name func(string) string) []model.FacetValue {
	out := make([]model.FacetValue, len(in))
	for i, f := range in {
		v := f.Value
		if name != nil && v != "" {
			v = name(v)
		}
		out[i] = model.FacetValue{Value: v, Label: f.Label, Count: f.Count}
	}
	return out
}
