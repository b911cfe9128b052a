package graph

import (
	"context"
	"maps"
	"slices"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"canvass/graph/gqlrun"
	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/session"
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
//		if err := r.primeOwners(ctx, owners(page.Items, (*things.Thing).Owned), "edges", "node", "owner"); err != nil {
//			return nil, err
//		}
//		conn := &model.ThingConnection{}
//		conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, t *things.Thing) model.ThingEdge { return model.ThingEdge{Cursor: c, Node: t} })
//		conn.TotalCount, conn.TotalCountCapped, conn.TotalCountIsCapped, err = counts(ctx, func(upTo int) (store.Count, error) { return r.Things.CountUpTo(ctx, upTo) })
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

// edges builds a connection's edges and pageInfo from a page. The edges'
// cursors are written only when the query asks for them (most ask only
// for pageInfo's).
func edges[T, E any](ctx context.Context, page store.Page[T], after *string, edge func(cursor string, node T) E) ([]E, *model.PageInfo) {
	out := make([]E, len(page.Items))
	cursors := selects(ctx, "edges", "cursor")
	for i, item := range page.Items {
		c := ""
		if cursors {
			c = page.Cursor(i)
		}
		out[i] = edge(c, item)
	}
	pi := &model.PageInfo{HasNextPage: page.HasNext, HasPreviousPage: after != nil && *after != ""}
	// The page's first and last cursors when asked (each is encoded).
	if n := len(page.Items); n > 0 {
		if info, ok := selection(ctx, "pageInfo"); ok {
			op := graphql.GetOperationContext(ctx)
			if _, ok := selectionIn(op, info, "startCursor"); ok {
				start := page.Cursor(0)
				pi.StartCursor = &start
			}
			if _, ok := selectionIn(op, info, "endCursor"); ok {
				end := page.Cursor(n - 1)
				pi.EndCursor = &end
			}
		}
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

// counts fills a list's totalCount, totalCountCapped and
// totalCountIsCapped, each only when the query asks for it, with one
// statement at most: count(upTo) counts the matches no further than upTo
// (0: all). An asked totalCount is exact and serves the other two; the
// capped pair alone counts up to store.CountCap (a list's "1,000+").
func counts(ctx context.Context, count func(upTo int) (store.Count, error)) (total, capped int, isCapped bool, err error) {
	wantTotal := selects(ctx, "totalCount")
	if !wantTotal && !selects(ctx, "totalCountCapped") && !selects(ctx, "totalCountIsCapped") {
		return 0, 0, false, nil
	}
	upTo := store.CountCap
	if wantTotal {
		upTo = 0
	}
	c, err := count(upTo)
	if err != nil {
		return 0, 0, false, err
	}
	if wantTotal {
		total = c.N
		c = store.Capped(c.N, store.CountCap)
	}
	return total, c.N, c.More, nil
}

// exactCount is a count without a cap (a user's own lists, small) as
// counts takes it.
func exactCount(count func() (int, error)) func(upTo int) (store.Count, error) {
	return func(upTo int) (store.Count, error) {
		n, err := count()
		return store.Capped(n, upTo), err
	}
}

// selects reports whether the current field's selection (fragments
// included) asks for the field at path below it, e.g. selects(ctx,
// "totalCount") or selects(ctx, "edges", "node", "owner").
func selects(ctx context.Context, path ...string) bool {
	_, ok := selection(ctx, path...)
	return ok
}

// selection returns the fields asked below the field at path under the
// current field (fragments included), and whether that field is asked.
func selection(ctx context.Context, path ...string) ([]graphql.CollectedField, bool) {
	return selectionIn(graphql.GetOperationContext(ctx), collectHere(ctx), path...)
}

// collect is graphql.CollectFields(op, sel, nil), its answer shared between
// requests (gqlrun.CollectFields): read it, never write to it.
func collect(op *graphql.OperationContext, sel ast.SelectionSet) []graphql.CollectedField {
	return gqlrun.CollectFields(op, sel, nil)
}

// collectHere is collect for the current field's selection.
func collectHere(ctx context.Context) []graphql.CollectedField {
	return collect(graphql.GetOperationContext(ctx), graphql.GetFieldContext(ctx).Field.Selections)
}

// selectionIn is selection below fields (a field's collected children).
func selectionIn(op *graphql.OperationContext, fields []graphql.CollectedField, path ...string) ([]graphql.CollectedField, bool) {
	for _, name := range path {
		var next []graphql.CollectedField
		found := false
		for _, f := range fields {
			if f.Name != name {
				continue
			}
			if !found {
				next = collect(op, f.Selections) // shared: appended to only through a copy
			} else {
				next = append(next[:len(next):len(next)], collect(op, f.Selections)...)
			}
			found = true
		}
		if !found {
			return nil, false
		}
		fields = next
	}
	return fields, true
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

// primeOwners is primeUsers for a list whose items carry their owner's
// public card (read with the page, accounts.CardColumns): only the owners
// the viewer may see more of (their own, public profiles for members) are
// loaded, so a visitor's page costs no statement for its owners.
func (r *Resolver) primeOwners(ctx context.Context, items []ownedItem, path ...string) error {
	viewer := session.Viewer(ctx)
	var ids []int64
	for _, it := range items {
		if _, ok := r.Accounts.Card(viewer, it.card); !ok {
			ids = append(ids, it.id)
		}
	}
	if len(ids) < 2 {
		return nil
	}
	fields, ok := selection(ctx, path...)
	if !ok || cardOnly(fields) && !slices.ContainsFunc(items, func(it ownedItem) bool { return it.card == nil }) {
		return nil
	}
	return loaders.For(ctx).PrimeUsers(ids)
}

// cardFields are the User fields a public card read with a list holds
// (accounts.CardColumns): the same for every viewer.
var cardFields = map[string]bool{"__typename": true, "id": true, "databaseId": true, "username": true,
	"firstName": true, "lastName": true, "userType": true, "profileImage": true, "isPublicProfile": true, "createdAt": true}

// asksOnly reports whether the fields asked below the field at path
// (under the current field) are all in allowed (true when it is not asked).
func asksOnly(ctx context.Context, allowed map[string]bool, path ...string) bool {
	fields, _ := selection(ctx, path...)
	return namesIn(fields, allowed)
}

// namesIn reports whether every field of fields is named in allowed.
func namesIn(fields []graphql.CollectedField, allowed map[string]bool) bool {
	for _, f := range fields {
		if !allowed[f.Name] {
			return false
		}
	}
	return true
}

// namesFields are the User fields accounts.NamesColumns answers: every
// viewer may see them on any card, so who may see more (which depends on
// the public flag it does not read) changes nothing in the answer.
var namesFields = map[string]bool{"__typename": true, "id": true, "databaseId": true, "username": true, "firstName": true, "lastName": true}

// nameCardFields are the User fields accounts.NameCardColumns answers:
// namesFields and the public flag.
var nameCardFields = func() map[string]bool {
	m := maps.Clone(namesFields)
	m["isPublicProfile"] = true
	return m
}()

// cardOnly reports whether a User selection (fragments included) asks
// only for fields a public card holds.
func cardOnly(fields []graphql.CollectedField) bool { return namesIn(fields, cardFields) }

// ownedItem is one list item's owner: their id and the card read with the
// page (nil when the page did not read it).
type ownedItem struct {
	id   int64
	card *accounts.User
}

// owners lists the owners of a page's items for primeOwners.
func owners[T any](items []T, owner func(T) (int64, *accounts.User)) []ownedItem {
	out := make([]ownedItem, len(items))
	for i, it := range items {
		out[i].id, out[i].card = owner(it)
	}
	return out
}

// ownerView resolves an owner (or author) field: the card read with the
// list when it is all the viewer may see (no statement, no wait), else the
// whole user through the operation's loader, as the viewer may see them.
func (r *Resolver) ownerView(ctx context.Context, id int64, card *accounts.User) (*accounts.User, error) {
	viewer := session.Viewer(ctx)
	if card != nil {
		if u, ok := r.Accounts.Card(viewer, card); ok {
			return u, nil
		}
		// The viewer may see more, but the query asks only for the card.
		if cardOnly(collectHere(ctx)) {
			return card, nil
		}
	}
	u, err := loaders.For(ctx).User().Load(id)
	if err != nil {
		return nil, err
	}
	return r.Accounts.PublicView(viewer, u), nil
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
