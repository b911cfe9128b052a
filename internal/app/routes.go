package app

import (
	"net/http"
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

	// TODO(foundation): sessions middleware, POST /graphql, /graphql websocket,
	// /graphql/playground (dev), /api/... REST shim, SPA + robots.txt + sitemap.xml.
	return mux
}
