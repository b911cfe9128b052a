package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"canvass/internal/resources"
)

// ------------------------------------------------------------ resource centre

// The resource centre at 50,000 resources: a word typed in the search box
// plus a category chip, newest first, first 20 with their authors (as
// /resources asks).
var resourceSearchFilter = resources.Filter{Search: "door", Category: "field"}

const resourceSearchQuery = `query ResourceSearch($filter: ResourceFilter) {
  resources(first: 20, filter: $filter) {
    edges { node { id databaseId title description category categoryLabel readMinutes imageUrl createdAt owner: author { username firstName } } }
    pageInfo { hasNextPage endCursor }
  }
}`

var resourceSearchScenario = scenario{
	Name: "resource search (text+category, 20)",
	GraphQL: func(e *env) request {
		return graphQLRequest(e, resourceSearchQuery,
			map[string]any{"filter": map[string]any{"search": resourceSearchFilter.Search, "category": "FIELD"}},
			wantPageWithOwners("resources", 20))
	},
	// The baseline runs the same statements (the service's search, then the
	// authors in one query) and encodes the same fields as JSON.
	Baseline: func(e *env) http.Handler {
		type author struct {
			Username  string `json:"username"`
			FirstName string `json:"firstName"`
		}
		type item struct {
			ID            int64     `json:"databaseId"`
			Title         string    `json:"title"`
			Description   string    `json:"description"`
			Category      string    `json:"category"`
			CategoryLabel string    `json:"categoryLabel"`
			ReadMinutes   int       `json:"readMinutes"`
			ImageURL      *string   `json:"imageUrl"`
			CreatedAt     time.Time `json:"createdAt"`
			Author        author    `json:"owner"`
		}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			page, err := e.App.Resources.Search(ctx, resourceSearchFilter, resources.Newest, 20, "")
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			ids := make([]int64, len(page.Items))
			for i, x := range page.Items {
				ids[i] = x.AuthorID
			}
			users, err := e.App.Accounts.ByIDs(ctx, ids)
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			out := make([]item, len(page.Items))
			for i, x := range page.Items {
				out[i] = item{ID: x.ID, Title: x.Title, Description: x.Description, Category: string(x.Category),
					CategoryLabel: x.CategoryLabel(), ReadMinutes: x.ReadMinutes(), ImageURL: x.Image(), CreatedAt: x.CreatedAt}
				if u := users[x.AuthorID]; u != nil {
					out[i].Author = author{u.Username, u.FirstName}
				}
			}
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]any{"resources": out, "hasNextPage": page.HasNext})
		})
	},
	BaselineRequest: func(baseURL string) request {
		return request{Method: http.MethodGet, URL: baseURL + "/resources", Check: func(b []byte) error {
			var d struct{ Resources []json.RawMessage }
			if err := json.Unmarshal(b, &d); err != nil {
				return err
			}
			if len(d.Resources) != 20 {
				return fmt.Errorf("baseline: want 20 resources, got %d", len(d.Resources))
			}
			return nil
		}}
	},
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.Resources.ExplainSearch(ctx, resourceSearchFilter, resources.Newest, 20)
	},
}
