package main

import (
	"context"
	"net/http"

	"canvass/internal/relayid"
	"canvass/internal/store"
	"canvass/internal/vendors"
)

// ---------------------------------------------------------- vendor directory

// The vendor directory at 20,000 vendors: a word typed in the search box
// plus a filter chip, Name A-Z, first 20, with owners (as /vendors asks).
var vendorDirectoryFilter = vendors.Filter{Search: "strat", Category: "Consulting"}

const vendorDirectoryQuery = `query VendorDirectory($filter: VendorFilter) {
  vendors(first: 20, filter: $filter, orderBy: NAME) {
    edges { node { id databaseId name category categoryLabel location affiliation logo description owner { username firstName } } }
    pageInfo { hasNextPage endCursor }
  }
}`

var vendorDirectoryScenario = scenario{
	Name: "vendor directory (text+chip, 20)",
	GraphQL: func(e *env) request {
		return graphQLRequest(e, vendorDirectoryQuery,
			map[string]any{"filter": map[string]any{"search": vendorDirectoryFilter.Search, "category": vendorDirectoryFilter.Category}},
			wantPageWithOwners("vendors", 20))
	},
	// The baseline: one statement (owners joined, only the fields the
	// query asks).
	Baseline: func(e *env) http.Handler {
		type row struct {
			ID          int64   `db:"id"`
			UserID      int64   `db:"user_id"`
			NameKey     string  `db:"name_key"`
			Name        string  `db:"name"`
			Category    string  `db:"category"`
			Location    string  `db:"location"`
			Affiliation *string `db:"affiliation"`
			Logo        string  `db:"logo"`
			Description string  `db:"description"`
			Username    string  `db:"username"`
			FirstName   string  `db:"first_name"`
		}
		type item struct {
			GlobalID      string  `json:"id"`
			ID            int64   `json:"databaseId"`
			Name          string  `json:"name"`
			Category      string  `json:"category"`
			CategoryLabel string  `json:"categoryLabel"`
			Location      string  `json:"location"`
			Affiliation   *string `json:"affiliation"`
			Logo          *string `json:"logo"`
			Description   string  `json:"description"`
			Owner         owner   `json:"owner"`
		}
		cond, arg := matchArg(e, store.FullText{SQLiteKey: "v.id", SQLiteTable: "vendors_fts", Vector: "v.search"},
			vendorDirectoryFilter.Search, nil)
		category, _, _ := vendors.FilterCategory(vendorDirectoryFilter.Category)
		q := withOwners(`SELECT v.id, v.user_id, v.name_key, v.name, v.category, v.location, v.affiliation, v.logo, v.description
			FROM vendors v WHERE `+cond+` AND v.category = ?
			ORDER BY v.name_key, v.id LIMIT 21`, "v", "user_id", "v.name_key, v.id")
		order := store.Order{Name: "vendor.name", Cols: []store.Col{{Expr: "v.name_key", Kind: store.Text}, {Expr: "v.id", Kind: store.Int}}}
		return onePage(e, "vendors", 20, func() (string, []any) { return q, []any{arg, string(category)} },
			func(r row) string { return store.Cursor(order, []any{r.NameKey, r.ID}) },
			func(r row) item {
				var logo *string
				if r.Logo != "" {
					logo = &r.Logo
				}
				return item{relayid.Encode("Vendor", r.ID), r.ID, r.Name, vendors.Categories.Name(r.Category), vendors.Category(r.Category).Label(),
					r.Location, r.Affiliation, logo, r.Description, owner{r.Username, r.FirstName}}
			})
	},
	BaselineRequest: func(baseURL string) request { return baselineList(baseURL, "/vendors", "vendors", 20) },
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.Vendors.ExplainSearch(ctx, vendorDirectoryFilter, vendors.ByName, 20)
	},
}
