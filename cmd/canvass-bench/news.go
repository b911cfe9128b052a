package main

import (
	"context"
	"net/http"
	"time"

	"canvass/internal/news"
	"canvass/internal/relayid"
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
	// The baseline: one statement (authors joined, only the fields the
	// query asks: no content).
	Baseline: func(e *env) http.Handler {
		type row struct {
			ID          int64     `db:"id"`
			AuthorID    int64     `db:"author_id"`
			Title       string    `db:"title"`
			Summary     string    `db:"summary"`
			ImageURL    string    `db:"image_url"`
			PublishedAt time.Time `db:"published_at"`
			Username    string    `db:"username"`
			FirstName   string    `db:"first_name"`
		}
		type item struct {
			GlobalID    string       `json:"id"`
			ID          int64        `json:"databaseId"`
			Title       string       `json:"title"`
			Summary     string       `json:"summary"`
			ImageURL    *string      `json:"imageUrl"`
			PublishedAt time.Time    `json:"publishedAt"`
			Topics      []news.Topic `json:"topics"`
			Author      owner        `json:"owner"`
		}
		// The topic chip's title words (news.topicWords["elections"]).
		in := &store.InColumn{SQLiteColumn: "title", Weight: "A", Words: []string{"election"}}
		cond, arg := matchArg(e, store.FullText{SQLiteKey: "+n.id", SQLiteTable: "news_fts", Vector: "n.search"},
			newsSearchFilter.Search, in)
		q := withOwners(`SELECT n.id, n.author_id, n.title, n.summary, n.image_url, n.published_at
			FROM news_articles n WHERE n.published_at IS NOT NULL AND n.published_at <= ? AND `+cond+`
			ORDER BY n.published_at DESC, n.id DESC LIMIT 21`, "n", "author_id", "n.published_at DESC, n.id DESC")
		order := store.Order{Name: "news.newest", Cols: []store.Col{
			{Expr: "n.published_at", Desc: true, Kind: store.Time}, {Expr: "n.id", Desc: true, Kind: store.Int}}}
		return onePage(e, "newsArticles", 20, func() (string, []any) { return q, []any{store.Now(), arg} },
			func(r row) string { return store.Cursor(order, []any{r.PublishedAt, r.ID}) },
			func(r row) item {
				a := news.Article{Title: r.Title, ImageURL: r.ImageURL}
				return item{relayid.Encode("NewsArticle", r.ID), r.ID, r.Title, r.Summary, a.Image(), r.PublishedAt.UTC(),
					a.TopicList(), owner{r.Username, r.FirstName}}
			})
	},
	BaselineRequest: func(baseURL string) request { return baselineList(baseURL, "/news", "newsArticles", 20) },
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.News.ExplainSearch(ctx, newsSearchFilter, news.Newest, 20)
	},
}
