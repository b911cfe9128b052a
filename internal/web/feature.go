package web

import (
	"context"
	"encoding/xml"
	"net/http"
	"strconv"
	"time"
)

// Feature is everything one feature shows search engines and feed readers:
// the server-rendered head of its public pages, its pages in sitemap.xml and
// its Atom feeds. Each feature builds its Feature in one file of this package
// (jobs.go: JobsFeature, vendors.go: VendorsFeature, ...) and routes.go adds
// it with AddFeature; nothing else is needed.
type Feature struct {
	Pages   map[string]MetaFunc // ServeMux pattern ("GET /jobs/{id}") -> head of the page
	Sitemap SitemapSource       // nil: no pages in sitemap.xml
	Feeds   map[string]Feed     // ServeMux pattern ("GET /jobs/feed.xml") -> Atom feed
}

// AddFeature registers f's pages, sitemap entries and feeds.
func (s *Server) AddFeature(f Feature) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for pattern, fn := range f.Pages {
		s.metas[patternKey(pattern)] = metaRoute{pattern: pattern, fn: fn}
	}
	for pattern, feed := range f.Feeds {
		s.feeds[pattern] = s.feedHandler(feed)
	}
	if f.Sitemap != nil {
		s.sitemaps = append(s.sitemaps, f.Sitemap)
	}
	s.rebuild()
}

// pathID reads the {id} wildcard of a detail page as a positive integer.
func pathID(r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	return id, err == nil && id > 0
}

// Feed is an Atom feed of a feature's newest public records.
type Feed struct {
	Title   string // "Canvass: Campaign Jobs"
	List    string // path of the HTML list the feed mirrors, "/jobs"
	Entries func(ctx context.Context) ([]FeedEntry, error)
}

// FeedEntry is one record of a Feed, newest first.
type FeedEntry struct {
	Title              string
	Path               string // "/jobs/42"
	Published, Updated time.Time
	Summary            string
	Category           FeedCategory // zero: none
}

// FeedCategory is an entry's category (term and human label).
type FeedCategory struct{ Term, Label string }

type atomFeed struct {
	XMLName xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	Title   string      `xml:"title"`
	ID      string      `xml:"id"`
	Links   []atomLink  `xml:"link"`
	Updated string      `xml:"updated"`
	Author  atomPerson  `xml:"author"`
	Entries []atomEntry `xml:"entry"`
}

type atomLink struct {
	Rel  string `xml:"rel,attr,omitempty"`
	Type string `xml:"type,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type atomPerson struct {
	Name string `xml:"name"`
}

type atomEntry struct {
	Title     string        `xml:"title"`
	ID        string        `xml:"id"`
	Link      atomLink      `xml:"link"`
	Published string        `xml:"published"`
	Updated   string        `xml:"updated"`
	Summary   string        `xml:"summary"`
	Category  *atomCategory `xml:"category"`
}

type atomCategory struct {
	Term  string `xml:"term,attr"`
	Label string `xml:"label,attr"`
}

// feedHandler serves feed as Atom at the path it is registered under.
func (s *Server) feedHandler(feed Feed) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		entries, err := feed.Entries(r.Context())
		if err != nil {
			s.log.ErrorContext(r.Context(), "feed failed", "path", r.URL.Path, "err", err)
			http.Error(w, "feed unavailable", http.StatusServiceUnavailable)
			return
		}
		base := s.cfg.BaseURL
		out := atomFeed{
			Title: feed.Title,
			ID:    base + feed.List,
			Links: []atomLink{
				{Rel: "self", Type: "application/atom+xml", Href: base + r.URL.Path},
				{Rel: "alternate", Type: "text/html", Href: base + feed.List},
			},
			Updated: time.Now().UTC().Format(time.RFC3339),
			Author:  atomPerson{Name: "Canvass"},
		}
		if len(entries) > 0 {
			out.Updated = entries[0].Updated.UTC().Format(time.RFC3339)
		}
		for _, e := range entries {
			url := base + e.Path
			ae := atomEntry{
				Title:     e.Title,
				ID:        url,
				Link:      atomLink{Rel: "alternate", Type: "text/html", Href: url},
				Published: e.Published.UTC().Format(time.RFC3339),
				Updated:   e.Updated.UTC().Format(time.RFC3339),
				Summary:   e.Summary,
			}
			if e.Category != (FeedCategory{}) {
				ae.Category = &atomCategory{Term: e.Category.Term, Label: e.Category.Label}
			}
			out.Entries = append(out.Entries, ae)
		}
		body, err := xml.MarshalIndent(out, "", "  ")
		if err != nil {
			http.Error(w, "feed unavailable", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/atom+xml; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=300")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Write([]byte(xml.Header))
		w.Write(body)
		w.Write([]byte("\n"))
	})
}
