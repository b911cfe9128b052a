package web

import (
	"context"
	"encoding/xml"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/session"
)

const testIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Canvass: Build your political network</title>
    <meta name="description" content="Default description." />
    <!--canvass:head-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

func testServer(t *testing.T, dev bool, files fstest.MapFS) *Server {
	t.Helper()
	if files == nil {
		files = fstest.MapFS{}
	}
	if _, ok := files["index.html"]; !ok {
		files["index.html"] = &fstest.MapFile{Data: []byte(testIndex)}
	}
	files["assets/index-abc123.js"] = &fstest.MapFile{Data: []byte("console.log(1)")}
	files["assets/img/favicon.svg"] = &fstest.MapFile{Data: []byte("<svg xmlns='http://www.w3.org/2000/svg'/>")}
	return New(Config{Dist: files, BaseURL: "https://canvass.example/", Dev: dev})
}

// serve routes like internal/app/routes.go does.
func serve(s *Server, method, target string) *httptest.ResponseRecorder {
	mux := http.NewServeMux()
	mux.Handle("GET /assets/", s.Assets())
	mux.Handle("GET /robots.txt", s.RobotsTXT())
	mux.Handle("GET /sitemap.xml", s.SitemapXML())
	mux.Handle("GET /graphql/playground", s.Playground())
	mux.Handle("/", s)
	w := httptest.NewRecorder()
	mux.ServeHTTP(w, httptest.NewRequest(method, target, nil))
	return w
}

func title(body string) string {
	_, after, _ := strings.Cut(body, "<title>")
	t, _, _ := strings.Cut(after, "</title>")
	return t
}

func TestAppRoutesServeTheShellWithTheirHead(t *testing.T) {
	s := testServer(t, false, nil)
	for _, tc := range []struct{ path, title string }{
		{"/", "Canvass: Build your political network"},
		{"/jobs", "Campaign Jobs | Canvass"},
		{"/jobs/123", "Job | Canvass"},
		{"/auth?mode=register", "Log In or Sign Up | Canvass"},
		{"/vendors/7", "Vendor | Canvass"},
		{"/edit-job/3", "Edit Job | Canvass"},
		{"/terms", "Terms of Service | Canvass"},
		{"/developers", "Developers | Canvass"},
	} {
		w := serve(s, "GET", tc.path)
		body := w.Body.String()
		if w.Code != 200 || title(body) != tc.title {
			t.Errorf("%s: %d, title %q, want 200 %q", tc.path, w.Code, title(body), tc.title)
		}
		if strings.Count(body, "<title>") != 1 || strings.Count(body, `name="description"`) != 1 {
			t.Errorf("%s: title or description duplicated:\n%s", tc.path, body)
		}
		if strings.Contains(body, "Default description.") || strings.Contains(body, headMarker) {
			t.Errorf("%s: template parts left in:\n%s", tc.path, body)
		}
		if !strings.Contains(body, `<script type="module" crossorigin src="/assets/index-abc123.js"></script>`) {
			t.Errorf("%s: script tag lost", tc.path)
		}
		h := w.Header()
		if h.Get("Cache-Control") != "no-cache" || h.Get("X-Frame-Options") != "DENY" ||
			h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") != "strict-origin-when-cross-origin" ||
			!strings.Contains(h.Get("Content-Security-Policy"), "script-src 'self'") {
			t.Errorf("%s: headers %v", tc.path, h)
		}
	}
	body := serve(s, "GET", "/jobs?x=1").Body.String()
	if !strings.Contains(body, `<link rel="canonical" href="https://canvass.example/jobs" />`) ||
		!strings.Contains(body, `<meta property="og:title" content="Campaign Jobs | Canvass" />`) {
		t.Errorf("canonical / og tags missing:\n%s", body)
	}
	if body := serve(s, "GET", "/profile").Body.String(); !strings.Contains(body, `content="noindex"`) {
		t.Error("private page without noindex")
	}
	if w := serve(s, "HEAD", "/jobs"); w.Code != 200 || w.Body.Len() != 0 {
		t.Errorf("HEAD: %d %d bytes", w.Code, w.Body.Len())
	}
}

func TestUnknownPathsServeThe404Shell(t *testing.T) {
	s := testServer(t, false, nil)
	for _, p := range []string{"/nope", "/jobs/1/2", "/index.html", "/playground.html", "/favicon.ico"} {
		w := serve(s, "GET", p)
		body := w.Body.String()
		if w.Code != 404 || title(body) != "Page Not Found | Canvass" || !strings.Contains(body, `<div id="root">`) {
			t.Errorf("%s: %d %q", p, w.Code, title(body))
		}
		if strings.Contains(body, "canonical") || !strings.Contains(body, "noindex") {
			t.Errorf("%s: 404 must be noindex without canonical", p)
		}
	}
	if w := serve(s, "POST", "/jobs"); w.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST /jobs: %d", w.Code)
	}
}

func TestHandleMetaForDetailPages(t *testing.T) {
	s := testServer(t, false, nil)
	s.AddFeature(Feature{Pages: map[string]MetaFunc{"GET /jobs/{jobID}": func(r *http.Request) (Meta, bool) {
		if r.PathValue("jobID") != "42" {
			return Meta{}, false
		}
		ld, err := JSONLD(map[string]any{"@type": "JobPosting", "title": `</script><script>alert(1)</script>`})
		if err != nil {
			t.Fatal(err)
		}
		return Meta{Title: `Organizer <b>& co</b> | Jobs | Canvass`, Description: `"quoted" <desc>`, HeadHTML: ld}, true
	}}})
	w := serve(s, "GET", "/jobs/42")
	body := w.Body.String()
	if w.Code != 200 || title(body) != "Organizer &lt;b&gt;&amp; co&lt;/b&gt; | Jobs | Canvass" {
		t.Fatalf("%d %q", w.Code, title(body))
	}
	if !strings.Contains(body, `content="&#34;quoted&#34; &lt;desc&gt;"`) {
		t.Errorf("description not escaped:\n%s", body)
	}
	if !strings.Contains(body, `<script type="application/ld+json">{"@type":"JobPosting","title":"\u003c/script\u003e`) ||
		strings.Count(body, "</script>") != 2 {
		t.Errorf("JSON-LD not escaped:\n%s", body)
	}
	if w := serve(s, "GET", "/jobs/7"); w.Code != 404 || title(w.Body.String()) != "Page Not Found | Canvass" {
		t.Errorf("missing job: %d", w.Code)
	}
}

func TestShellWithoutMarkerOrTitle(t *testing.T) {
	s := testServer(t, false, fstest.MapFS{"index.html": {Data: []byte(`<html><head><meta charset="utf-8"></head><body>app</body></html>`)}})
	body := serve(s, "GET", "/about").Body.String()
	i, j := strings.Index(body, "<title>About | Canvass</title>"), strings.Index(body, "</head>")
	if i < 0 || j < i || !strings.Contains(body[:j], `og:title`) || !strings.Contains(body, "<body>app</body>") {
		t.Fatalf("body:\n%s", body)
	}
}

func TestAssets(t *testing.T) {
	s := testServer(t, false, nil)
	w := serve(s, "GET", "/assets/index-abc123.js")
	if w.Code != 200 || w.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" || w.Body.String() != "console.log(1)" {
		t.Errorf("asset: %d %q", w.Code, w.Header().Get("Cache-Control"))
	}
	if w := serve(s, "GET", "/assets/missing-123.js"); w.Code != 404 || strings.Contains(w.Header().Get("Cache-Control"), "immutable") {
		t.Errorf("missing asset: %d %q", w.Code, w.Header().Get("Cache-Control"))
	}
	if w := serve(s, "GET", "/assets/"); w.Code != 404 {
		t.Errorf("asset listing: %d", w.Code)
	}
	w = serve(s, "GET", "/assets/img/favicon.svg")
	if w.Code != 200 || w.Header().Get("Cache-Control") != "public, max-age=86400" || w.Header().Get("Content-Type") != "image/svg+xml" {
		t.Errorf("favicon: %d %q %q", w.Code, w.Header().Get("Cache-Control"), w.Header().Get("Content-Type"))
	}
	// Nothing of the build is served outside /assets/ (the shells are written by the server).
	for _, p := range []string{"/favicon.svg", "/index.html", "/playground.html"} {
		if w := serve(s, "GET", p); w.Code != 404 {
			t.Errorf("%s: %d, want the 404 shell", p, w.Code)
		}
	}
}

// Issue 25: /resources/{id} and /news/{id} took /resources/*.svg and /news/*.svg.
// Every built file is under /assets/, which no page may claim.
func TestAssetsAreNeverShadowedByPages(t *testing.T) {
	s := testServer(t, false, fstest.MapFS{
		"assets/img/resources/gotv.svg": {Data: []byte("<svg xmlns='http://www.w3.org/2000/svg'/>")},
		"assets/img/news/stock-1.svg":   {Data: []byte("<svg xmlns='http://www.w3.org/2000/svg'/>")},
	})
	s.AddFeature(Feature{Pages: map[string]MetaFunc{
		"GET /resources/{id}": func(*http.Request) (Meta, bool) { return Meta{Title: "R"}, true },
		"GET /news/{id}":      func(*http.Request) (Meta, bool) { return Meta{Title: "N"}, true },
	}})
	for _, p := range []string{"/assets/img/resources/gotv.svg", "/assets/img/news/stock-1.svg"} {
		if w := serve(s, "GET", p); w.Code != 200 || w.Header().Get("Content-Type") != "image/svg+xml" {
			t.Errorf("%s: %d %q", p, w.Code, w.Header().Get("Content-Type"))
		}
	}
	for _, pattern := range []string{"GET /assets/{name}", "GET /assets/img/x", "GET /{page}", "/assets/"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("AddFeature accepted the page %q, which shadows the built files", pattern)
				}
			}()
			s.AddFeature(Feature{Pages: map[string]MetaFunc{pattern: func(*http.Request) (Meta, bool) { return Meta{}, true }}})
		}()
	}
}

func TestRobotsAndSitemap(t *testing.T) {
	s := testServer(t, false, nil)
	robots := serve(s, "GET", "/robots.txt").Body.String()
	for _, line := range []string{"User-agent: *", "Disallow: /profile", "Disallow: /api/", "Disallow: /graphql", "Sitemap: https://canvass.example/sitemap.xml"} {
		if !strings.Contains(robots, line+"\n") {
			t.Errorf("robots.txt lacks %q:\n%s", line, robots)
		}
	}
	s.AddFeature(Feature{Sitemap: func(ctx context.Context) ([]SitemapURL, error) {
		return []SitemapURL{{Loc: "/jobs/1?a=1&b=<2>"}}, nil
	}})
	w := serve(s, "GET", "/sitemap.xml")
	if w.Code != 200 || !strings.HasPrefix(w.Header().Get("Content-Type"), "application/xml") {
		t.Fatalf("sitemap: %d %q", w.Code, w.Header().Get("Content-Type"))
	}
	var set struct {
		URLs []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(w.Body.Bytes(), &set); err != nil {
		t.Fatalf("sitemap is not XML: %v\n%s", err, w.Body)
	}
	locs := map[string]bool{}
	for _, u := range set.URLs {
		locs[u.Loc] = true
	}
	for _, want := range []string{"https://canvass.example/", "https://canvass.example/jobs", "https://canvass.example/about", "https://canvass.example/jobs/1?a=1&b=<2>"} {
		if !locs[want] {
			t.Errorf("sitemap lacks %q: %v", want, locs)
		}
	}
	if locs["https://canvass.example/profile"] || locs["https://canvass.example/jobs/{id}"] {
		t.Errorf("sitemap lists private or pattern pages: %v", locs)
	}
	if !strings.Contains(w.Body.String(), "&amp;b=&lt;2&gt;") {
		t.Error("sitemap not escaped")
	}
}

// The playground is for signed-in members, and for everyone in dev mode
// (internal/app's TestPlaygroundForMembers signs in for real).
func TestPlayground(t *testing.T) {
	page := func() fstest.MapFS { return fstest.MapFS{"playground.html": {Data: []byte("<html>GraphiQL</html>")}} }
	w := serve(testServer(t, false, page()), "GET", "/graphql/playground")
	if w.Code != 404 || !strings.Contains(w.Body.String(), "signed-in members") {
		t.Errorf("visitor outside dev: %d %s", w.Code, w.Body)
	}
	member := httptest.NewRequest("GET", "/graphql/playground", nil)
	member = member.WithContext(session.WithViewer(member.Context(), &accounts.User{ID: 7, Username: "dev"}))
	w = httptest.NewRecorder()
	testServer(t, false, page()).Playground().ServeHTTP(w, member)
	if w.Code != 200 || w.Body.String() != "<html>GraphiQL</html>" || w.Header().Get("Cache-Control") != "private, no-cache" {
		t.Errorf("member outside dev: %d %q %s", w.Code, w.Header().Get("Cache-Control"), w.Body)
	}
	w = serve(testServer(t, true, page()), "GET", "/graphql/playground")
	if b, _ := io.ReadAll(w.Body); w.Code != 200 || string(b) != "<html>GraphiQL</html>" {
		t.Errorf("visitor in dev: %d %s", w.Code, b)
	}
	w = serve(testServer(t, true, nil), "GET", "/graphql/playground")
	if w.Code != 404 || !strings.Contains(w.Body.String(), "make web") {
		t.Errorf("dev without page: %d %s", w.Code, w.Body)
	}
}

func TestFeatureFeeds(t *testing.T) {
	s := testServer(t, false, nil)
	posted := time.Date(2026, 11, 2, 9, 30, 0, 0, time.UTC)
	s.AddFeature(Feature{
		Pages: map[string]MetaFunc{"GET /things/{id}": func(r *http.Request) (Meta, bool) { return Meta{Title: "A thing"}, true }},
		Feeds: map[string]Feed{"GET /things/feed.xml": {Title: "Canvass: Things", List: "/things", Entries: func(ctx context.Context) ([]FeedEntry, error) {
			return []FeedEntry{
				{Title: "<b>Bold</b> & co", Path: "/things/2", Published: posted, Updated: posted, Summary: "</summary><script>", Category: FeedCategory{Term: "x", Label: "X"}},
				{Title: "Older", Path: "/things/1", Published: posted.Add(-time.Hour), Updated: posted.Add(-time.Hour)},
			}, nil
		}}},
	})
	w := serve(s, "GET", "/things/feed.xml")
	if w.Code != 200 || w.Header().Get("Content-Type") != "application/atom+xml; charset=utf-8" {
		t.Fatalf("feed: %d %q", w.Code, w.Header().Get("Content-Type"))
	}
	var feed struct {
		Title   string `xml:"title"`
		Updated string `xml:"updated"`
		Links   []struct {
			Rel  string `xml:"rel,attr"`
			Href string `xml:"href,attr"`
		} `xml:"link"`
		Entries []struct {
			Title    string `xml:"title"`
			ID       string `xml:"id"`
			Summary  string `xml:"summary"`
			Category *struct {
				Term string `xml:"term,attr"`
			} `xml:"category"`
		} `xml:"entry"`
	}
	if err := xml.Unmarshal(w.Body.Bytes(), &feed); err != nil {
		t.Fatalf("feed is not XML: %v\n%s", err, w.Body)
	}
	if feed.Title != "Canvass: Things" || feed.Updated != "2026-11-02T09:30:00Z" || len(feed.Links) != 2 ||
		feed.Links[0].Href != "https://canvass.example/things/feed.xml" || feed.Links[1].Href != "https://canvass.example/things" {
		t.Fatalf("feed head: %+v", feed)
	}
	if len(feed.Entries) != 2 || feed.Entries[0].Title != "<b>Bold</b> & co" || feed.Entries[0].ID != "https://canvass.example/things/2" ||
		feed.Entries[0].Summary != "</summary><script>" || feed.Entries[0].Category == nil || feed.Entries[1].Category != nil {
		t.Fatalf("entries: %+v", feed.Entries)
	}
	// The feed's literal path wins over the detail page's wildcard.
	if w := serve(s, "GET", "/things/7"); w.Code != 200 || title(w.Body.String()) != "A thing" {
		t.Fatalf("detail page: %d %q", w.Code, title(w.Body.String()))
	}
}
