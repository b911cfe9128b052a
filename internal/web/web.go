// Package web serves the embedded single-page app: every built file under
// /assets/ (hashed ones with long caching), the app shell (index.html) for every app route with a per-route
// <title>, description, canonical link and Open Graph tags filled in by the
// server (each feature adds its detail pages, sitemap entries and feeds
// through AddFeature), a 404 shell for any
// other path, robots.txt, sitemap.xml and the GraphiQL playground page
// (signed-in members, or everyone in dev mode).
package web

import (
	"bytes"
	"html"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"canvass/internal/session"
)

// Config is what the web server needs.
type Config struct {
	Dist    fs.FS  // the built app (canvass/web.Dist()): index.html, assets/, ...
	BaseURL string // absolute site URL without trailing slash (canonical links, sitemap)
	Dev     bool   // serve /graphql/playground to visitors too
	Log     *slog.Logger
}

// Meta is what the server writes into the app shell's <head> for one page.
type Meta struct {
	Title       string // full title, e.g. "Field Organizer | Jobs | Canvass"
	Description string
	Canonical   string // absolute URL or a path (made absolute with BaseURL); "" = the request path
	Status      int    // HTTP status; 0 means 200
	NoIndex     bool   // adds <meta name="robots" content="noindex">
	// HeadHTML is extra trusted markup for <head>, e.g. a JSON-LD script
	// (build it with JSONLD so it is escaped).
	HeadHTML template.HTML
	// Body is the page's first content, written into #root after the header's
	// look so that the browser paints the page's heading and largest content
	// before the app's JavaScript has run; React replaces it (boot.go). Build
	// it with the templates of boot.go, which escape every value.
	Body template.HTML
}

// MetaFunc computes the meta of a page from its request (r.PathValue works
// for the pattern's wildcards). ok=false means "no such page": the 404 shell
// is served instead.
type MetaFunc func(r *http.Request) (m Meta, ok bool)

// Server serves the app. Build it with New and add each feature's pages,
// sitemap entries and feeds with AddFeature before serving.
type Server struct {
	cfg   Config
	log   *slog.Logger
	shell shell

	mu       sync.RWMutex
	metas    map[string]metaRoute    // patternKey -> route
	feeds    map[string]http.Handler // pattern -> Atom feed
	pages    *http.ServeMux          // rebuilt from metas and feeds by AddFeature
	sitemaps []SitemapSource
}

// New reads the app shell from cfg.Dist. When index.html is missing (web not
// built) a minimal shell is used, so the API still works.
func New(cfg Config) *Server {
	s := &Server{cfg: cfg, log: cfg.Log, metas: map[string]metaRoute{}, feeds: map[string]http.Handler{}}
	if s.log == nil {
		s.log = slog.Default()
	}
	s.cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	index, err := fs.ReadFile(cfg.Dist, "index.html")
	if err != nil {
		s.log.Warn("web: index.html missing from the built app; run `make web`", "err", err)
		index = []byte(fallbackIndex)
	}
	s.shell = parseShell(string(index))
	for _, p := range appPages {
		s.metas[patternKey(p.pattern)] = metaRoute{p.pattern, p.meta()}
	}
	s.rebuild()
	return s
}

const fallbackIndex = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Canvass</title></head>` +
	`<body><p>The web app is not built: run make web.</p></body></html>`

var wildcardRe = regexp.MustCompile(`\{[^}$.]+\}`)

type metaRoute struct {
	pattern string
	fn      MetaFunc
}

// patternKey normalises wildcard names, so "GET /jobs/{jobID}" replaces
// the default "GET /jobs/{id}" instead of conflicting with it.
func patternKey(pattern string) string { return wildcardRe.ReplaceAllString(pattern, "{id}") }

// rebuild makes the page router from s.metas and s.feeds; s.mu is held (or
// s unshared).
func (s *Server) rebuild() {
	mux := http.NewServeMux()
	for pattern, h := range s.feeds {
		mustNotShadowAssets(pattern)
		mux.Handle(pattern, h)
	}
	for _, route := range s.metas {
		mustNotShadowAssets(route.pattern)
		fn := route.fn
		mux.HandleFunc(route.pattern, func(w http.ResponseWriter, r *http.Request) {
			if m, ok := fn(r); ok {
				s.renderPage(w, r, m)
				return
			}
			s.NotFound(w, r)
		})
	}
	s.pages = mux
}

// ServeHTTP serves the app shell for app routes and the 404 shell for
// anything else (the built app's files are under AssetsPrefix, see Assets).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	s.mu.RLock()
	pages := s.pages
	s.mu.RUnlock()
	if _, pattern := pages.Handler(r); pattern != "" {
		pages.ServeHTTP(w, r) // sets r.PathValue for the MetaFunc
		return
	}
	s.NotFound(w, r)
}

// NotFound serves the app shell with status 404 (the app shows its
// "404 Page Not Found" page).
func (s *Server) NotFound(w http.ResponseWriter, r *http.Request) {
	s.renderPage(w, r, Meta{
		Title:       "Page Not Found | Canvass",
		Description: "This page does not exist on Canvass.",
		Status:      http.StatusNotFound,
		NoIndex:     true,
	})
}

// AssetsPrefix is where every file of the built app is served (except the
// shells, index.html and playground.html, which are written by the server):
// Vite's content-hashed output at its top, and the images of web/public under
// AssetsPrefix+"img/". No app route may start with it (TestNoPageUnderAssets), so
// none can shadow a file, as /resources/{id} once did /resources/*.svg.
const AssetsPrefix = "/assets/"

// imagesDir holds the stable-named images (web/public/assets/img): the
// stock images of cards, the hero, the favicon. Their URLs are kept in the
// code, so they change only with a release: a day's caching, not forever.
const imagesDir = "assets/img/"

// mustNotShadowAssets refuses (at start-up, a wiring mistake) a page or feed
// pattern ("GET /x/{id}") that would take requests for the built app's files.
func mustNotShadowAssets(pattern string) {
	_, p, _ := strings.Cut(pattern, " ")
	if p == "" {
		p = pattern
	}
	if strings.HasPrefix(p, AssetsPrefix) || (strings.HasPrefix(p, "/{") && p != "/{$}") {
		panic("web: the page pattern " + pattern + " would shadow the built files under " + AssetsPrefix)
	}
}

// Assets serves /assets/... : Vite's content-hashed files with immutable
// caching and the images of imagesDir with a day's, brotli or gzip
// precompressed at build time when the client accepts it.
func (s *Server) Assets() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, "/")
		if strings.HasSuffix(name, "/") || !fs.ValidPath(name) || !strings.HasPrefix("/"+name, AssetsPrefix) {
			http.NotFound(w, r)
			return
		}
		if st, err := fs.Stat(s.cfg.Dist, name); err != nil || st.IsDir() {
			w.Header().Set("Cache-Control", "no-store")
			http.NotFound(w, r)
			return
		}
		if strings.HasPrefix(name, imagesDir) {
			w.Header().Set("Cache-Control", "public, max-age=86400")
		} else {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		}
		w.Header().Set("X-Content-Type-Options", "nosniff")
		serveFile(w, r, s.cfg.Dist, name)
	})
}

// PlaygroundNotFound is the playground's answer to a visitor outside dev mode.
const PlaygroundNotFound = "404 page not found: the GraphQL playground is for signed-in members (log in at /auth) " +
	"or in dev mode (CANVASS_DEV=1). The API itself is open: see /developers."

// Playground serves the developers' GraphiQL page (built into the app's
// assets from npm, no CDN) to signed-in members (cookie or token: the route
// is inside session.Middleware, see internal/app/routes.go) and to everyone
// in dev mode; visitors get 404 otherwise. The page itself holds nothing
// private: it is gated because its queries need a member's introspection.
func (s *Server) Playground() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.cfg.Dev && session.Viewer(r.Context()) == nil {
			http.Error(w, PlaygroundNotFound, http.StatusNotFound)
			return
		}
		page, err := fs.ReadFile(s.cfg.Dist, "playground.html")
		if err != nil {
			http.Error(w, "404 page not found: playground.html is not in the built app; run make web", http.StatusNotFound)
			return
		}
		h := w.Header()
		securityHeaders(h, playgroundCSP)
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Cache-Control", "private, no-cache") // who may see it depends on the cookie
		w.Write(page)
	})
}

// renderPage writes the app shell with m's head.
func (s *Server) renderPage(w http.ResponseWriter, r *http.Request, m Meta) {
	status := m.Status
	if status == 0 {
		status = http.StatusOK
	}
	canonical := m.Canonical
	if canonical == "" {
		canonical = r.URL.Path
	}
	if strings.HasPrefix(canonical, "/") {
		canonical = s.cfg.BaseURL + canonical
	}
	if status != http.StatusOK {
		canonical = ""
	}
	body := s.shell.render(m, canonical)
	h := w.Header()
	securityHeaders(h, appCSP)
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	body = gzipBody(w, r, body)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

const (
	appCSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' ws: wss:; " +
		"worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
	// GraphiQL (members, or dev mode) runs its editor in web workers built from blobs.
	playgroundCSP = "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' ws: wss:; " +
		"worker-src 'self' blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"
)

func securityHeaders(h http.Header, csp string) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Content-Security-Policy", csp)
}

// shell is index.html cut around the parts the server fills in.
type shell struct {
	before, middle, after string // before <title>, between title and marker, after marker
	tail                  string // after the body marker (after is cut there), "" without one
	hasBody               bool   // index.html has the body marker inside #root
	descInMiddle          bool
}

var (
	titleRe = regexp.MustCompile(`(?is)<title[^>]*>.*?</title>`)
	descRe  = regexp.MustCompile(`(?is)<meta\s[^>]*name\s*=\s*["']?description["']?[^>]*>`)
)

const (
	headMarker = "<!--canvass:head-->"
	bodyMarker = "<!--canvass:body-->" // inside #root, after the header's look
)

// parseShell removes the <title> and description tags of index and records
// where the server's head goes: at the marker, or before </head>.
func parseShell(index string) shell {
	index = descRe.ReplaceAllString(index, "")
	loc := titleRe.FindStringIndex(index)
	if loc == nil { // no title: put everything at the marker
		loc = []int{0, 0}
		if i := headInsertPoint(index); i >= 0 {
			loc = []int{i, i}
		}
	}
	before, rest := index[:loc[0]], index[loc[1]:]
	var middle, after string
	if i := strings.Index(rest, headMarker); i >= 0 {
		middle, after = rest[:i], rest[i+len(headMarker):]
	} else if i := headInsertPoint(rest); i >= 0 {
		middle, after = rest[:i], rest[i:]
	} else {
		after = rest
	}
	sh := shell{before: before, middle: middle, after: after}
	if i := strings.Index(after, bodyMarker); i >= 0 {
		sh.after, sh.tail, sh.hasBody = after[:i], after[i+len(bodyMarker):], true
	}
	return sh
}

func headInsertPoint(s string) int {
	return strings.Index(strings.ToLower(s), "</head>")
}

var bufPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func (sh shell) render(m Meta, canonical string) []byte {
	b := bufPool.Get().(*bytes.Buffer)
	b.Reset()
	defer bufPool.Put(b)
	esc := html.EscapeString
	title := m.Title
	if title == "" {
		title = "Canvass"
	}
	b.WriteString(sh.before)
	b.WriteString("<title>" + esc(title) + "</title>\n")
	b.WriteString(`    <meta name="description" content="` + esc(m.Description) + `" />`)
	b.WriteString(sh.middle)
	if m.NoIndex {
		b.WriteString(`<meta name="robots" content="noindex" />` + "\n    ")
	}
	if canonical != "" {
		b.WriteString(`<link rel="canonical" href="` + esc(canonical) + `" />` + "\n    ")
		b.WriteString(`<meta property="og:url" content="` + esc(canonical) + `" />` + "\n    ")
	}
	b.WriteString(`<meta property="og:site_name" content="Canvass" />` + "\n    ")
	b.WriteString(`<meta property="og:type" content="website" />` + "\n    ")
	b.WriteString(`<meta property="og:title" content="` + esc(title) + `" />` + "\n    ")
	b.WriteString(`<meta property="og:description" content="` + esc(m.Description) + `" />` + "\n    ")
	b.WriteString(`<meta name="twitter:card" content="summary" />`)
	if m.HeadHTML != "" {
		b.WriteString("\n    ")
		b.WriteString(string(m.HeadHTML))
	}
	b.WriteString(sh.after)
	if sh.hasBody {
		b.WriteString(string(m.Body))
		b.WriteString(sh.tail)
	}
	return bytes.Clone(b.Bytes())
}
