package main

import (
	"context"
	"net/http"
	"time"

	"canvass/internal/resources"
	"canvass/internal/store"
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
		type item struct {
			ID            int64     `json:"databaseId"`
			Title         string    `json:"title"`
			Description   string    `json:"description"`
			Category      string    `json:"category"`
			CategoryLabel string    `json:"categoryLabel"`
			ReadMinutes   int       `json:"readMinutes"`
			ImageURL      *string   `json:"imageUrl"`
			CreatedAt     time.Time `json:"createdAt"`
			Author        owner     `json:"owner"`
		}
		return baselinePage(e, "resources", func(ctx context.Context) (store.Page[*resources.Resource], error) {
			return e.App.Resources.Search(ctx, resourceSearchFilter, resources.Newest, 20, "")
		}, func(x *resources.Resource) int64 { return x.AuthorID }, func(x *resources.Resource, o owner) item {
			return item{ID: x.ID, Title: x.Title, Description: x.Description, Category: string(x.Category),
				CategoryLabel: x.CategoryLabel(), ReadMinutes: x.ReadMinutes(), ImageURL: x.Image(), CreatedAt: x.CreatedAt, Author: o}
		})
	},
	BaselineRequest: func(baseURL string) request { return baselineList(baseURL, "/resources", "resources", 20) },
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.Resources.ExplainSearch(ctx, resourceSearchFilter, resources.Newest, 20)
	},
}
