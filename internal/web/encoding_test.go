package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

// Issue 14: app paths that are not built answer 404; assets are sent
// precompressed by Accept-Encoding, with Vary.

func TestUnbuiltAppRoutesAnswer404(t *testing.T) {
	s := testServer(t, false, nil)
	for _, p := range []string{"/resourcesx", "/resources/7/x", "/resources/edit", "/resources/create/x", "/resources/gotv",
		"/messagesx", "/teamsx", "/teams/4/x", "/newsx", "/news/3/x", "/jobsx", "/vendors/1/edit"} {
		if w := serve(s, "GET", p); w.Code != http.StatusNotFound || title(w.Body.String()) != "Page Not Found | Canvass" {
			t.Errorf("%s: %d %q, want the 404 page", p, w.Code, title(w.Body.String()))
		}
	}
	for _, p := range []string{"/", "/auth", "/jobs", "/jobs/1", "/vendors", "/vendors/2", "/profile", "/post-job",
		"/edit-job/1", "/messages", "/messages?to=2", "/forgot-password", "/reset-password?token=x", "/verify-email?token=x", "/about", "/contact", "/privacy", "/terms", "/teams", "/teams/4", "/news", "/news/3",
		"/resources", "/resources?category=faqs", "/resources/create", "/resources/edit/7", "/resources/campaign-plan-template",
		"/resources/gotv-checklist", "/resources/video-training", "/resources/election-calendar"} {
		if w := serve(s, "GET", p); w.Code != http.StatusOK {
			t.Errorf("%s: %d, want 200", p, w.Code)
		}
	}
	// The sitemap lists no page that answers 404.
	body := serve(s, "GET", "/sitemap.xml").Body.String()
	if strings.Contains(body, "/resources/create") || !strings.Contains(body, "/resources<") ||
		!strings.Contains(body, "/resources/gotv-checklist<") || !strings.Contains(body, "/news<") {
		t.Errorf("sitemap lists unbuilt pages:\n%s", body)
	}
}

func TestAcceptsEncoding(t *testing.T) {
	for _, c := range []struct {
		header, token string
		want          bool
	}{
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, deflate", "br", false},
		{"gzip, deflate", "gzip", true},
		{"br;q=0, gzip", "br", false},
		{"BR;Q=0.5", "br", true},
		{"*", "br", true},
		{"*;q=0", "gzip", false},
		{"br;q=0, *", "br", false},
		{"", "gzip", false},
		{"identity", "gzip", false},
	} {
		if got := acceptsEncoding(c.header, c.token); got != c.want {
			t.Errorf("acceptsEncoding(%q, %q) = %v, want %v", c.header, c.token, got, c.want)
		}
	}
}

func get(s *Server, target string, header http.Header) *httptest.ResponseRecorder {
	mux := http.NewServeMux()
	mux.Handle("GET /assets/", s.Assets())
	mux.Handle("/", s)
	r := httptest.NewRequest("GET", target, nil)
	for k, v := range header {
		r.Header[k] = v
	}
	w := httptest.NewRecorder()
	mux.ServeHTTP(w, r)
	return w
}

func TestPrecompressedAssets(t *testing.T) {
	js := []byte(strings.Repeat("console.log('canvass');\n", 100))
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(js)
	zw.Close()
	s := testServer(t, false, fstest.MapFS{
		"assets/app-1.js":        {Data: js},
		"assets/app-1.js.br":     {Data: []byte("BROTLI-BYTES")},
		"assets/app-1.js.gz":     {Data: gz.Bytes()},
		"assets/img/hero.svg":    {Data: []byte("<svg/>")},
		"assets/img/hero.svg.gz": {Data: []byte("GZIP-SVG")},
	})
	for _, c := range []struct {
		path, accept, wantEnc, wantBody string
	}{
		{"/assets/app-1.js", "gzip, deflate, br, zstd", "br", "BROTLI-BYTES"},
		{"/assets/app-1.js", "gzip, deflate", "gzip", gz.String()},
		{"/assets/app-1.js", "br;q=0, gzip", "gzip", gz.String()},
		{"/assets/app-1.js", "", "", string(js)},
		{"/assets/app-1.js", "identity", "", string(js)},
		{"/assets/img/hero.svg", "br, gzip", "gzip", "GZIP-SVG"}, // no .br: the next best
		{"/assets/img/hero.svg", "br", "", "<svg/>"},
	} {
		w := get(s, c.path, http.Header{"Accept-Encoding": {c.accept}})
		h := w.Header()
		if w.Code != 200 || h.Get("Content-Encoding") != c.wantEnc || w.Body.String() != c.wantBody {
			t.Errorf("%s with %q: %d encoding %q body %.20q", c.path, c.accept, w.Code, h.Get("Content-Encoding"), w.Body.String())
		}
		if !strings.Contains(h.Get("Vary"), "Accept-Encoding") {
			t.Errorf("%s: no Vary: Accept-Encoding (%v)", c.path, h)
		}
		wantType := "text/javascript; charset=utf-8"
		if strings.HasSuffix(c.path, ".svg") {
			wantType = "image/svg+xml"
		}
		if h.Get("Content-Type") != wantType {
			t.Errorf("%s with %q: Content-Type %q, want %q", c.path, c.accept, h.Get("Content-Type"), wantType)
		}
	}
	// The gzip variant decodes to the asset.
	w := get(s, "/assets/app-1.js", http.Header{"Accept-Encoding": {"gzip"}})
	zr, err := gzip.NewReader(w.Body)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(zr); !bytes.Equal(got, js) {
		t.Error("gzip variant does not decode to the asset")
	}
	// Conditional requests still work on an encoded variant.
	etagless := get(s, "/assets/app-1.js", http.Header{"Accept-Encoding": {"br"}, "Range": {"bytes=0-5"}})
	if etagless.Code != http.StatusPartialContent || etagless.Body.String() != "BROTLI" {
		t.Errorf("range on br: %d %q", etagless.Code, etagless.Body.String())
	}
}

func TestAppShellIsGzipped(t *testing.T) {
	big := strings.Replace(testIndex, "</head>", strings.Repeat(`<link rel="modulepreload" href="/assets/x.js">`, 60)+"</head>", 1)
	s := testServer(t, false, fstest.MapFS{"index.html": {Data: []byte(big)}})
	w := get(s, "/jobs", http.Header{"Accept-Encoding": {"gzip, br"}})
	if w.Code != 200 || w.Header().Get("Content-Encoding") != "gzip" || !strings.Contains(w.Header().Get("Vary"), "Accept-Encoding") {
		t.Fatalf("shell: %d %v", w.Code, w.Header())
	}
	zr, err := gzip.NewReader(w.Body)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(zr); !strings.Contains(string(b), "<title>Campaign Jobs | Canvass</title>") {
		t.Fatalf("shell decodes to:\n%s", b)
	}
	if w := get(s, "/jobs", nil); w.Header().Get("Content-Encoding") != "" || !strings.Contains(w.Body.String(), "<title>") {
		t.Fatalf("shell without Accept-Encoding: %v", w.Header())
	}
}
