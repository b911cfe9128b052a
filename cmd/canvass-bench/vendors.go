package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

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
		type owner struct {
			Username  string `json:"username"`
			FirstName string `json:"firstName"`
		}
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
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			page, err := e.App.Vendors.Search(ctx, vendorDirectoryFilter, vendors.ByName, 20, "")
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			ids := make([]int64, len(page.Items))
			for i, v := range page.Items {
				ids[i] = v.UserID
			}
			users, err := e.App.Accounts.ByIDs(ctx, ids)
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			out := make([]item, len(page.Items))
			for i, v := range page.Items {
				out[i] = item{ID: v.ID, Name: v.Name, Category: string(v.Category), CategoryLabel: v.Category.Label(),
					Location: v.Location, Affiliation: (*string)(v.Affiliation), Logo: v.Logo, Description: v.Description}
				if u := users[v.UserID]; u != nil {
					out[i].Owner = owner{u.Username, u.FirstName}
				}
			}
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]any{"vendors": out, "hasNextPage": page.HasNext})
		})
	},
	BaselineRequest: func(baseURL string) request {
		return request{Method: http.MethodGet, URL: baseURL + "/vendors", Check: func(b []byte) error {
			var d struct{ Vendors []json.RawMessage }
			if err := json.Unmarshal(b, &d); err != nil {
				return err
			}
			if len(d.Vendors) != 20 {
				return fmt.Errorf("baseline: want 20 vendors, got %d", len(d.Vendors))
			}
			return nil
		}}
	},
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.Vendors.ExplainSearch(ctx, vendorDirectoryFilter, vendors.ByName, 20)
	},
}
