package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"canvass/internal/news"
)

// -------------------------------------------------------------------- news

// The news list at 20,000 articles: a word typed in the search box plus a
// topic chip, newest first, first 20, with authors (as /news asks).
var newsSearchFilter = news.Filter{Search: "county", Topic: "elections"}

const newsSearchQuery = `query NewsSearch($filter: NewsFilter) {
  newsArticles(first: 20, filter: $filter) {
    edges { node { id databaseId title summary imageUrl publishedAt topics owner: author { username firstName } } }
    pageInfo { hasNextPage endCursor }
  }
}`

var newsSearchScenario = scenario{
	Name: "news search (text+topic, 20)",
	GraphQL: func(e *env) request {
		return graphQLRequest(e, newsSearchQuery,
			map[string]any{"filter": map[string]any{"search": newsSearchFilter.Search, "topic": "ELECTIONS"}},
			wantPageWithOwners("newsArticles", 20))
	},
	// The baseline runs the same statements (the service's search, then the
	// authors in one query) and encodes the same fields as JSON.
	Baseline: func(e *env) http.Handler {
		type author struct {
			Username  string `json:"username"`
			FirstName string `json:"firstName"`
		}
		type item struct {
			ID          int64        `json:"databaseId"`
			Title       string       `json:"title"`
			Summary     string       `json:"summary"`
			ImageURL    *string      `json:"imageUrl"`
			PublishedAt any          `json:"publishedAt"`
			Topics      []news.Topic `json:"topics"`
			Author      author       `json:"owner"`
		}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			page, err := e.App.News.Search(ctx, nil, newsSearchFilter, news.Newest, 20, "")
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			ids := make([]int64, len(page.Items))
			for i, a := range page.Items {
				ids[i] = a.AuthorID
			}
			users, err := e.App.Accounts.ByIDs(ctx, ids)
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			out := make([]item, len(page.Items))
			for i, a := range page.Items {
				out[i] = item{ID: a.ID, Title: a.Title, Summary: a.Summary, ImageURL: a.Image(), PublishedAt: a.PublishedAt, Topics: a.TopicList()}
				if u := users[a.AuthorID]; u != nil {
					out[i].Author = author{u.Username, u.FirstName}
				}
			}
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]any{"newsArticles": out, "hasNextPage": page.HasNext})
		})
	},
	BaselineRequest: func(baseURL string) request {
		return request{Method: http.MethodGet, URL: baseURL + "/news", Check: func(b []byte) error {
			var d struct{ NewsArticles []json.RawMessage }
			if err := json.Unmarshal(b, &d); err != nil {
				return err
			}
			if len(d.NewsArticles) != 20 {
				return fmt.Errorf("baseline: want 20 articles, got %d", len(d.NewsArticles))
			}
			return nil
		}}
	},
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.News.ExplainSearch(ctx, newsSearchFilter, news.Newest, 20)
	},
}
