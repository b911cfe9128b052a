package main

import (
	"context"
	"net/http"

	"canvass/internal/news"
	"canvass/internal/store"
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
		type item struct {
			ID          int64        `json:"databaseId"`
			Title       string       `json:"title"`
			Summary     string       `json:"summary"`
			ImageURL    *string      `json:"imageUrl"`
			PublishedAt any          `json:"publishedAt"`
			Topics      []news.Topic `json:"topics"`
			Author      owner        `json:"owner"`
		}
		return baselinePage(e, "newsArticles", func(ctx context.Context) (store.Page[*news.Article], error) {
			return e.App.News.Search(ctx, nil, newsSearchFilter, news.Newest, 20, "")
		}, func(a *news.Article) int64 { return a.AuthorID }, func(a *news.Article, o owner) item {
			return item{ID: a.ID, Title: a.Title, Summary: a.Summary, ImageURL: a.Image(), PublishedAt: a.PublishedAt, Topics: a.TopicList(), Author: o}
		})
	},
	BaselineRequest: func(baseURL string) request { return baselineList(baseURL, "/news", "newsArticles", 20) },
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.News.ExplainSearch(ctx, newsSearchFilter, news.Newest, 20)
	},
}
