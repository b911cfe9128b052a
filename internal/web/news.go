package web

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/news"
	"canvass/internal/session"
)

// News for search engines and feed readers: the head of /news/{id} (title,
// summary, NewsArticle JSON-LD), the published articles in sitemap.xml and
// an Atom feed of the newest at /news/feed.xml. Drafts and scheduled
// articles appear in none of them: a reader (or crawler) gets the 404 page;
// an editor previewing one gets its page, marked noindex.

// Sizes of the news listings for search engines.
const (
	NewsInSitemap = 5000
	NewsInFeed    = 50
)

// NewsFeature is what the newsroom shows search engines; authors' names come
// from acc, and baseURL makes the JSON-LD's URLs absolute.
func NewsFeature(svc *news.Service, acc *accounts.Service, baseURL string) Feature {
	return Feature{
		Pages: map[string]MetaFunc{"GET /news/{id}": func(r *http.Request) (Meta, bool) {
			id, ok := pathID(r)
			if !ok {
				return Meta{}, false
			}
			a, err := svc.Get(r.Context(), session.Viewer(r.Context()), id)
			if err != nil {
				return Meta{}, false // missing, draft or scheduled: the 404 shell
			}
			author := ""
			if u, err := acc.Get(r.Context(), a.AuthorID); err == nil {
				author = u.FirstName + " " + u.LastName
			}
			ld, err := JSONLD(NewsArticleLD(a, author, baseURL))
			if err != nil {
				return Meta{}, false
			}
			return Meta{
				Title:       a.Title + " | News | Canvass",
				Description: excerpt(a.Summary, 160),
				HeadHTML:    ld,
				NoIndex:     !a.Visible(svc.Now()), // an editor's preview
			}, true
		}},
		Sitemap: func(ctx context.Context) ([]SitemapURL, error) {
			refs, err := svc.RecentPublished(ctx, NewsInSitemap)
			if err != nil {
				return nil, err
			}
			out := make([]SitemapURL, len(refs))
			for i, ref := range refs {
				out[i] = SitemapURL{Loc: "/news/" + strconv.FormatInt(ref.ID, 10), LastMod: ref.UpdatedAt}
			}
			return out, nil
		},
		Feeds: map[string]Feed{"GET /news/feed.xml": {
			Title: "Canvass: News",
			List:  "/news",
			Entries: func(ctx context.Context) ([]FeedEntry, error) {
				page, err := svc.Search(ctx, nil, news.Filter{}, news.Newest, NewsInFeed, "")
				if err != nil {
					return nil, err
				}
				out := make([]FeedEntry, len(page.Items))
				for i, a := range page.Items {
					e := FeedEntry{
						Title:     a.Title,
						Path:      "/news/" + strconv.FormatInt(a.ID, 10),
						Published: *a.PublishedAt,
						Updated:   later(a.UpdatedAt, *a.PublishedAt),
						Summary:   excerpt(a.Summary, 500),
					}
					if t := a.TopicList(); len(t) > 0 {
						e.Category = FeedCategory{Term: string(t[0]), Label: news.TopicLabel(t[0])}
					}
					out[i] = e
				}
				return out, nil
			},
		}},
	}
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// newsArticleLD is schema.org NewsArticle (Google's article fields).
type newsArticleLD struct {
	Context          string         `json:"@context"`
	Type             string         `json:"@type"`
	Headline         string         `json:"headline"`
	Description      string         `json:"description"`
	DatePublished    string         `json:"datePublished,omitempty"`
	DateModified     string         `json:"dateModified"`
	Image            []string       `json:"image,omitempty"`
	Author           []ldPerson     `json:"author,omitempty"`
	Publisher        ldOrganization `json:"publisher"`
	MainEntityOfPage string         `json:"mainEntityOfPage"`
	URL              string         `json:"url"`
}

// NewsArticleLD builds the schema.org NewsArticle of a.
func NewsArticleLD(a *news.Article, author, baseURL string) any {
	url := baseURL + "/news/" + strconv.FormatInt(a.ID, 10)
	ld := newsArticleLD{
		Context:          "https://schema.org",
		Type:             "NewsArticle",
		Headline:         a.Title,
		Description:      a.Summary,
		DateModified:     a.UpdatedAt.UTC().Format(time.RFC3339),
		Publisher:        ldOrganization{Type: "Organization", Name: "Canvass"},
		MainEntityOfPage: url,
		URL:              url,
	}
	if a.PublishedAt != nil {
		ld.DatePublished = a.PublishedAt.UTC().Format(time.RFC3339)
	}
	if a.ImageURL != "" {
		img := a.ImageURL
		if img[0] == '/' {
			img = baseURL + img
		}
		ld.Image = []string{img}
	}
	if author != "" {
		ld.Author = []ldPerson{{Type: "Person", Name: author}}
	}
	return ld
}
