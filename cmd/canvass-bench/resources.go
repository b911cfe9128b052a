package main

import (
	"context"
	"net/http"
	"time"

	"canvass/internal/relayid"
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
	// The baseline: one statement (authors joined, only the fields the
	// query asks; the content only for the reading time).
	Baseline: func(e *env) http.Handler {
		type row struct {
			ID          int64     `db:"id"`
			AuthorID    int64     `db:"author_id"`
			Title       string    `db:"title"`
			Description string    `db:"description"`
			Category    string    `db:"category"`
			Content     string    `db:"content"`
			ImageURL    string    `db:"image_url"`
			CreatedAt   time.Time `db:"created_at"`
			Username    string    `db:"username"`
			FirstName   string    `db:"first_name"`
		}
		type item struct {
			GlobalID      string    `json:"id"`
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
		cond, arg := matchArg(e, store.FullText{SQLiteKey: "+r.id", SQLiteTable: "resources_fts", Vector: "r.search"},
			resourceSearchFilter.Search, nil)
		category, _ := resources.ParseCategory(resourceSearchFilter.Category)
		q := withOwners(`SELECT r.id, r.author_id, r.title, r.description, r.category, r.content, r.image_url, r.created_at
			FROM resources r WHERE `+cond+` AND r.category = ?
			ORDER BY r.created_at DESC, r.id DESC LIMIT 21`, "r", "author_id", "r.created_at DESC, r.id DESC")
		order := store.Order{Name: "resource.newest", Cols: []store.Col{
			{Expr: "r.created_at", Desc: true, Kind: store.Time}, {Expr: "r.id", Desc: true, Kind: store.Int}}}
		return onePage(e, "resources", 20, func() (string, []any) { return q, []any{arg, string(category)} },
			func(r row) string { return store.Cursor(order, []any{r.CreatedAt, r.ID}) },
			func(r row) item {
				x := resources.Resource{Category: resources.Category(r.Category), Content: r.Content, ImageURL: r.ImageURL}
				return item{relayid.Encode("Resource", r.ID), r.ID, r.Title, r.Description, resources.Categories.Name(r.Category),
					x.CategoryLabel(), x.ReadMinutes(), x.Image(), r.CreatedAt.UTC(), owner{r.Username, r.FirstName}}
			})
	},
	BaselineRequest: func(baseURL string) request { return baselineList(baseURL, "/resources", "resources", 20) },
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.Resources.ExplainSearch(ctx, resourceSearchFilter, resources.Newest, 20)
	},
}
