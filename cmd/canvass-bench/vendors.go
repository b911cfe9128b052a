package main

import (
	"context"
	"net/http"

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
	// The baseline runs the same statements (the service's search, then the
	// owners in one query) and encodes the same fields as JSON.
	Baseline: func(e *env) http.Handler {
		type item struct {
			ID            int64   `json:"databaseId"`
			Name          string  `json:"name"`
			Category      string  `json:"category"`
			CategoryLabel string  `json:"categoryLabel"`
			Location      string  `json:"location"`
			Affiliation   *string `json:"affiliation"`
			Logo          string  `json:"logo"`
			Description   string  `json:"description"`
			Owner         owner   `json:"owner"`
		}
		return baselinePage(e, "vendors", func(ctx context.Context) (store.Page[*vendors.Vendor], error) {
			return e.App.Vendors.Search(ctx, vendorDirectoryFilter, vendors.ByName, 20, "")
		}, func(v *vendors.Vendor) int64 { return v.UserID }, func(v *vendors.Vendor, o owner) item {
			return item{ID: v.ID, Name: v.Name, Category: string(v.Category), CategoryLabel: v.Category.Label(),
				Location: v.Location, Affiliation: (*string)(v.Affiliation), Logo: v.Logo, Description: v.Description, Owner: o}
		})
	},
	BaselineRequest: func(baseURL string) request { return baselineList(baseURL, "/vendors", "vendors", 20) },
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.Vendors.ExplainSearch(ctx, vendorDirectoryFilter, vendors.ByName, 20)
	},
}
