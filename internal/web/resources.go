package web

import (
	"context"
	"html"
	"html/template"
	"net/http"
	"strconv"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/resources"
	"canvass/internal/session"
)

// Resources for search engines: the head of /resources/{id} (title,
// description, Open Graph image and times, schema.org Article JSON-LD), the
// newest resources in sitemap.xml and an Atom feed of the newest resources
// at /resources/feed.xml.

// Sizes of the resource listings for search engines.
const (
	ResourcesInSitemap = 5000 // newest resources listed in sitemap.xml
	ResourcesInFeed    = 50   // newest resources in /resources/feed.xml
)

// ResourcesFeature is what the resource centre shows search engines; users
// name the authors, baseURL makes the URLs absolute.
func ResourcesFeature(svc *resources.Service, users *accounts.Service, baseURL string) Feature {
	return Feature{
		Pages: map[string]MetaFunc{"GET /resources/{id}": func(r *http.Request) (Meta, bool) {
			id, ok := pathID(r)
			if !ok {
				return Meta{}, false
			}
			x, err := svc.Get(r.Context(), session.Viewer(r.Context()), id)
			if err != nil {
				return Meta{}, false // missing: the 404 shell ("Resource Not Found" in the app)
			}
			author := ""
			if m, err := users.ByIDs(r.Context(), []int64{x.AuthorID}); err == nil && m[x.AuthorID] != nil {
				u := m[x.AuthorID]
				author = strings.TrimSpace(u.FirstName + " " + u.LastName)
			}
			ld, err := JSONLD(Article(x, author, baseURL))
			if err != nil {
				return Meta{}, false
			}
			return Meta{
				Title:       x.Title + " | Resources | Canvass",
				Description: excerpt(x.Description, 160),
				HeadHTML:    articleHead(x, baseURL) + ld,
			}, true
		}},
		Sitemap: func(ctx context.Context) ([]SitemapURL, error) {
			refs, err := svc.Recent(ctx, ResourcesInSitemap)
			if err != nil {
				return nil, err
			}
			out := make([]SitemapURL, len(refs))
			for i, ref := range refs {
				out[i] = SitemapURL{Loc: resourcePath(ref.ID), LastMod: ref.UpdatedAt}
			}
			return out, nil
		},
		Feeds: map[string]Feed{"GET /resources/feed.xml": {
			Title: "Canvass: Resource Center",
			List:  "/resources",
			Entries: func(ctx context.Context) ([]FeedEntry, error) {
				page, err := svc.Search(ctx, resources.Filter{}, resources.Newest, ResourcesInFeed, "")
				if err != nil {
					return nil, err
				}
				out := make([]FeedEntry, len(page.Items))
				for i, x := range page.Items {
					out[i] = FeedEntry{
						Title:     x.Title,
						Path:      resourcePath(x.ID),
						Published: x.CreatedAt,
						Updated:   x.UpdatedAt,
						Summary:   excerpt(x.CategoryLabel()+" · "+strconv.Itoa(x.ReadMinutes())+" min read. "+x.Description, 500),
						Category:  FeedCategory{Term: string(x.Category), Label: x.CategoryLabel()},
					}
				}
				return out, nil
			},
		}},
	}
}

func resourcePath(id int64) string { return "/resources/" + strconv.FormatInt(id, 10) }

// absolute makes an /uploads/ path absolute with baseURL.
func absolute(baseURL, u string) string {
	if strings.HasPrefix(u, "/") {
		return baseURL + u
	}
	return u
}

// articleHead is the Open Graph image and article times of a resource page.
func articleHead(x *resources.Resource, baseURL string) template.HTML {
	esc := html.EscapeString
	var b strings.Builder
	if x.ImageURL != "" {
		b.WriteString(`<meta property="og:image" content="` + esc(absolute(baseURL, x.ImageURL)) + `" />` + "\n    ")
	}
	b.WriteString(`<meta property="article:published_time" content="` + x.CreatedAt.UTC().Format(time.RFC3339) + `" />` + "\n    ")
	b.WriteString(`<meta property="article:modified_time" content="` + x.UpdatedAt.UTC().Format(time.RFC3339) + `" />` + "\n    ")
	b.WriteString(`<meta property="article:section" content="` + esc(x.CategoryLabel()) + `" />` + "\n    ")
	return template.HTML(b.String())
}

// article is schema.org Article (Google's article fields).
type article struct {
	Context          string         `json:"@context"`
	Type             string         `json:"@type"`
	Headline         string         `json:"headline"`
	Description      string         `json:"description"`
	DatePublished    string         `json:"datePublished"`
	DateModified     string         `json:"dateModified"`
	Author           *ldPerson      `json:"author,omitempty"`
	Publisher        ldOrganization `json:"publisher"`
	Image            []string       `json:"image,omitempty"`
	ArticleSection   string         `json:"articleSection"`
	TimeRequired     string         `json:"timeRequired"`
	URL              string         `json:"url"`
	MainEntityOfPage string         `json:"mainEntityOfPage"`
}

// Article builds the schema.org Article of resource x written by author
// (empty when unknown). The headline is cut to 110 characters (Google's
// limit); timeRequired is the reading time as an ISO 8601 duration.
func Article(x *resources.Resource, author, baseURL string) any {
	url := baseURL + resourcePath(x.ID)
	a := article{
		Context:          "https://schema.org",
		Type:             "Article",
		Headline:         excerpt(x.Title, 110),
		Description:      x.Description,
		DatePublished:    x.CreatedAt.UTC().Format(time.RFC3339),
		DateModified:     x.UpdatedAt.UTC().Format(time.RFC3339),
		Publisher:        ldOrganization{Type: "Organization", Name: "Canvass"},
		ArticleSection:   x.CategoryLabel(),
		TimeRequired:     "PT" + strconv.Itoa(x.ReadMinutes()) + "M",
		URL:              url,
		MainEntityOfPage: url,
	}
	if author != "" {
		a.Author = &ldPerson{Type: "Person", Name: author}
	}
	if x.ImageURL != "" {
		a.Image = []string{absolute(baseURL, x.ImageURL)}
	}
	return a
}
