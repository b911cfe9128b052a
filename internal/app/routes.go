package app

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"canvass/graph"
	"canvass/internal/apperr"
	"canvass/internal/obs"
	"canvass/internal/rest"
	"canvass/internal/session"
	"canvass/internal/web"
	webdist "canvass/web"
)

// routes lists every HTTP route Canvass serves, so the whole surface is
// visible in one place.
func (a *App) routes() http.Handler {
	mux := http.NewServeMux()

	// Health.
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok\n")) })
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		if a.draining.Load() { // SIGTERM: take this process out of the load balancer
			http.Error(w, "draining", http.StatusServiceUnavailable)
			return
		}
		if err := a.DB.Ping(r.Context()); err != nil {
			http.Error(w, "database unavailable", http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte("ok\n"))
	})

	// Uploaded images.
	mux.Handle("GET /uploads/", a.Uploads.Handler())

	// REST shim: /api/... (spec section 7); each domain's routes are listed
	// in internal/rest/<domain>.go.
	(&rest.Handler{Services: a.Services, Log: a.Log}).Register(mux)

	// Unknown /api/... paths answer a JSON 404, never the app shell.
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"message":"Not found.","code":"NOT_FOUND"}` + "\n"))
	})

	// GraphQL: POST for queries and mutations, GET with Upgrade for the
	// websocket (subscriptions); a plain GET is refused with 405.
	gql := graph.NewHandler(&graph.Resolver{Services: a.Services, Dev: a.Config.Dev, BaseURL: a.Config.BaseURL, Log: a.Log,
		ObserveOperation: a.Metrics.ObserveOperation, TrustedDocumentsOnly: a.Config.TrustedDocumentsOnly})
	mux.Handle("/graphql", gql)
	mux.Handle("GET /graphql/playground", a.Web.Playground()) // signed-in members, everyone with CANVASS_DEV=1

	// The app: hashed assets, robots.txt, sitemap.xml, and the app shell
	// (per-route <title>/description) for every other path, 404 for unknown ones.
	mux.Handle("GET /assets/", a.Web.Assets())
	mux.Handle("GET /robots.txt", a.Web.RobotsTXT())
	mux.Handle("GET /sitemap.xml", a.Web.SitemapXML())
	// Each feature's public pages (server-rendered head), sitemap entries and
	// Atom feeds: internal/web/<feature>.go.
	a.Web.AddFeature(web.JobsFeature(a.Jobs, a.Verify.NameOf, a.Config.BaseURL))                        // /jobs/{id}, /jobs/feed.xml
	a.Web.AddFeature(web.VendorsFeature(a.Vendors))                                                     // /vendors/{id}
	a.Web.AddFeature(web.ResourcesFeature(a.Resources, a.Accounts, a.Config.BaseURL))                   // /resources/{id}, /resources/feed.xml
	mux.Handle("GET /resources/election-calendar.ics", web.ElectionCalendarICS(time.Now))               // the election calendar tool's download
	mux.Handle("GET /resources/campaign-plan-template.pdf", web.CampaignPlanPDF(webdist.ToolContent())) // "Download PDF" (internal/web/toolpdf.go)
	mux.Handle("GET /resources/gotv-checklist.pdf", web.GotvChecklistPDF(webdist.ToolContent()))
	a.Web.AddFeature(web.NewsFeature(a.News, a.Accounts, a.Config.BaseURL)) // /news/{id}, /news/feed.xml
	mux.Handle("/", a.Web)

	// Sessions wrap everything: the viewer of each request is session.Viewer(ctx).
	// Inside them, each /api and /graphql request spends its caller's API
	// budget (metered: X-RateLimit-* headers, 429 past it).
	// SECURITY: before them, cross-site state changes (POST, PUT, DELETE ...
	// of both APIs) are refused by origin. Inside them, JSON and XML answers
	// of 1 KB or more are gzipped for clients that accept it (web.Compress).
	// Outermost, every request gets its id (X-Request-Id, request_id in the
	// log) and is counted by route (obs.Routed tells the pattern); GET
	// /metrics is answered there, before sessions (which would take the
	// metrics token for a personal access token), and only with
	// CANVASS_METRICS_TOKEN.
	handler := a.crossOriginProtection(a.Sessions.Middleware(web.Compress(a.metered(obs.Routed(mux)))))
	return obs.RequestIDs(a.Metrics.Instrument(handler, a.Config.MetricsToken))
}

// crossOriginProtection refuses state-changing requests that a browser sends
// from another site (Sec-Fetch-Site, or an Origin that is neither the
// request's host nor CANVASS_BASE_URL's). Requests without either header
// (curl, scripts) and safe methods pass, so the spec's bodiless
// POST /api/logout works from a script while no other site can log a
// member out, post a job or run a mutation in their name. Requests with a
// personal access token ("Authorization: Bearer") skip the check.
func (a *App) crossOriginProtection(next http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	if u, err := url.Parse(a.Config.BaseURL); err == nil && u.Scheme != "" && u.Host != "" {
		if err := cop.AddTrustedOrigin(u.Scheme + "://" + u.Host); err != nil {
			a.Log.Warn("CANVASS_BASE_URL is not a usable origin", "err", err)
		}
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		session.Deny(w, r, http.StatusForbidden, apperr.Forbidden, "Cross-site requests cannot change anything here.")
	}))
	checked := cop.Handler(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// SECURITY: a request with a personal access token is signed in by
		// the token alone (session.Middleware never reads its cookies), and no
		// other site can make a browser send one, so it needs no origin check.
		if strings.HasPrefix(strings.ToLower(r.Header.Get("Authorization")), "bearer ") {
			next.ServeHTTP(w, r)
			return
		}
		checked.ServeHTTP(w, r)
	})
}
