package app

import (
	"net/http"

	"canvass/graph"
	"canvass/internal/rest"
)

// routes lists every HTTP route Canvass serves, so the whole surface is
// visible in one place.
func (a *App) routes() http.Handler {
	mux := http.NewServeMux()

	// Health.
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok\n")) })
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
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
	(&rest.Handler{Accounts: a.Accounts, Sessions: a.Sessions, Jobs: a.Jobs, Vendors: a.Vendors, Teams: a.Teams, Log: a.Log}).Register(mux)

	// Unknown /api/... paths answer a JSON 404, never the app shell.
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"message":"Not found.","code":"NOT_FOUND"}` + "\n"))
	})

	// GraphQL: POST for queries and mutations, GET with Upgrade for the
	// websocket (subscriptions); a plain GET is refused with 405.
	gql := graph.NewHandler(&graph.Resolver{
		Accounts: a.Accounts, Sessions: a.Sessions, Jobs: a.Jobs, Vendors: a.Vendors, Teams: a.Teams, Uploads: a.Uploads,
		Dev: a.Config.Dev, BaseURL: a.Config.BaseURL, Log: a.Log,
	})
	mux.Handle("/graphql", gql)
	mux.Handle("GET /graphql/playground", a.Web.Playground()) // dev mode only

	// The app: hashed assets, robots.txt, sitemap.xml, and the app shell
	// (per-route <title>/description) for every other path, 404 for unknown ones.
	mux.Handle("GET /assets/", a.Web.Assets())
	mux.Handle("GET /robots.txt", a.Web.RobotsTXT())
	mux.Handle("GET /sitemap.xml", a.Web.SitemapXML())
	// Detail pages and sitemap entries of each feature.
	a.Web.HandleMeta("GET /vendors/{id}", vendorPageMeta(a.Vendors)) // internal/app/vendors.go
	a.Web.AddSitemapSource(vendorSitemap(a.Vendors))
	// Jobs: /jobs/{id} head with JobPosting JSON-LD, open jobs in sitemap.xml,
	// Atom feed of the newest jobs (internal/web/jobs.go).
	a.Web.RegisterJobs(a.Jobs)
	mux.Handle("GET /jobs/feed.xml", a.Web.JobsFeed(a.Jobs))
	mux.Handle("/", a.Web)

	// Sessions wrap everything: the viewer of each request is session.Viewer(ctx).
	return a.Sessions.Middleware(mux)
}
