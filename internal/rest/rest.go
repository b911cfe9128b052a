// Package rest is the thin REST shim serving the spec's /api/... paths for
// scripted clients. Handlers decode, call the same domain services as the
// GraphQL resolvers and encode; they hold no business rule.
package rest

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"strconv"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/domain"
	"canvass/internal/session"
	"canvass/internal/store"
	"canvass/internal/uploads"
)

// Handler serves the REST shim. Each domain adds its routes in its own file
// through a method called from Register (accountRoutes in accounts.go,
// jobRoutes in jobs.go, vendorRoutes in vendors.go, newsRoutes in news.go).
type Handler struct {
	domain.Services
	Log *slog.Logger
}

// Mux is where routes are added (*http.ServeMux).
type Mux interface {
	HandleFunc(pattern string, handler func(http.ResponseWriter, *http.Request))
}

// Routes lists the pattern of every route Register adds, e.g.
// "GET /api/jobs/{id}" (the hostile sweep checks it covers each one).
func Routes() []string {
	var list []route
	(&Handler{}).addRoutes(routes{mux: &routeList{}, list: &list})
	out := make([]string, len(list))
	for i, r := range list {
		out[i] = r.Pattern
	}
	return out
}

type routeList []string

func (l *routeList) HandleFunc(pattern string, _ func(http.ResponseWriter, *http.Request)) {
	*l = append(*l, pattern)
}

// Register adds every /api/... route to mux.
func (h *Handler) Register(mux Mux) {
	var list []route
	h.addRoutes(routes{mux: mux, list: &list})
}

// addRoutes adds every route with its description (openapi.go).
func (h *Handler) addRoutes(mux routes) {
	mux.handle("GET /api/openapi.json", serveOpenAPI, doc{Summary: "This description (OpenAPI 3.1).", OutType: "application/json"})
	h.accountRoutes(mux)
	h.jobRoutes(mux)
	h.vendorRoutes(mux)
	h.teamRoutes(mux)
	h.savedSearchRoutes(mux)
	h.resourceRoutes(mux)
	h.newsRoutes(mux)
	h.resumeRoutes(mux)
	h.uploadRoutes(mux)
	h.messageRoutes(mux)
	h.notificationRoutes(mux)
	h.emailPrefRoutes(mux)
	h.insightRoutes(mux)
	h.tokenRoutes(mux)
	h.moderationRoutes(mux)
	h.peopleRoutes(mux)
	h.verificationRoutes(mux)
}

// viewer returns the signed-in user of r, or nil.
func (h *Handler) viewer(r *http.Request) *accounts.User { return session.Viewer(r.Context()) }

// fail writes err as an error response (see writeError).
func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	log := h.Log
	if log == nil {
		log = slog.Default()
	}
	writeError(w, r, log, err)
}

// errorBody is the shape of every error response.
type errorBody struct {
	Message string              `json:"message"`
	Code    apperr.Code         `json:"code"`
	Errors  []apperr.FieldError `json:"errors,omitempty"`
}

// statusOf maps a domain error code to its HTTP status.
func statusOf(code apperr.Code) int {
	switch code {
	case apperr.Invalid:
		return http.StatusBadRequest
	case apperr.Unauthenticated:
		return http.StatusUnauthorized
	case apperr.Forbidden:
		return http.StatusForbidden
	case apperr.NotFound:
		return http.StatusNotFound
	case apperr.Conflict:
		return http.StatusConflict
	case apperr.TooLarge:
		return http.StatusRequestEntityTooLarge
	case apperr.RateLimited:
		return http.StatusTooManyRequests
	}
	return http.StatusInternalServerError
}

// writeJSON writes v as JSON with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// writeError writes err as {"message","code","errors"} with the matching
// status. Anything that is not a domain error is logged and shown as
// "Internal error.".
func writeError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	e := apperr.As(err)
	if e == nil || e.Code == apperr.Internal {
		log.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		writeJSON(w, http.StatusInternalServerError, errorBody{Message: "Internal error.", Code: apperr.Internal})
		return
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	writeJSON(w, statusOf(e.Code), errorBody{Message: e.Message, Code: e.Code, Errors: e.Fields})
}

// decode reads a JSON body into v. The body must say Content-Type:
// application/json and stay under uploads.MaxJSONBody. (Cross-site requests
// are refused by origin before they get here, bodiless ones included.)
func decode(r *http.Request, w http.ResponseWriter, v any) error {
	return decodeUpTo(r, w, v, uploads.MaxJSONBody)
}

// decodeUpTo is decode with a body of at most limit bytes: only the routes
// that take a résumé allow more than uploads.MaxJSONBody
// (resumes.MaxJSONBody).
func decodeUpTo(r *http.Request, w http.ResponseWriter, v any, limit int64) error {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt != "application/json" {
		return &apperr.Error{Code: apperr.Invalid, Message: "Requests must have Content-Type: application/json."}
	}
	body := http.MaxBytesReader(w, r.Body, limit)
	dec := json.NewDecoder(body)
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		switch {
		case errors.As(err, &tooBig):
			return &apperr.Error{Code: apperr.TooLarge, Message: "Request body is too large."}
		case errors.Is(err, io.EOF):
			return &apperr.Error{Code: apperr.Invalid, Message: "Request body is empty."}
		default:
			return &apperr.Error{Code: apperr.Invalid, Message: "Request body is not valid JSON."}
		}
	}
	return nil
}

// pathID parses the {id} path value as a positive integer id. A
// non-numeric, negative or out-of-range id is a 404 with notFound as its
// message (no such resource), never a 500.
func pathID(r *http.Request, notFound string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.New(apperr.NotFound, notFound)
	}
	return id, nil
}

// Page sizes of every list route: ?limit defaults to 50, at most 100.
const (
	defaultLimit = 50
	maxLimit     = 100
)

// limitParam reads ?limit (default 50, 1 to 100).
func limitParam(q url.Values) (int, error) {
	s := q.Get("limit")
	if s == "" {
		return defaultLimit, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > maxLimit {
		return 0, apperr.Field("limit", "limit must be a number from 1 to 100")
	}
	return n, nil
}

// setNext tells the client of a list route where the next page is when
// page has more: Link: <path?after=C&limit=N[&kept parameters]>; rel="next"
// and X-Next-Cursor: C, C being the cursor of the page's last item. keep
// names the query parameters (filters, sort) the next page repeats.
func setNext[T any](w http.ResponseWriter, path string, q url.Values, keep []string, page store.Page[T], limit int) {
	if !page.HasNext || len(page.Items) == 0 {
		return
	}
	cursor := page.EndCursor()
	next := url.Values{"after": {cursor}, "limit": {strconv.Itoa(limit)}}
	for _, k := range keep {
		if s := q.Get(k); s != "" {
			next.Set(k, s)
		}
	}
	w.Header().Set("Link", "<"+path+"?"+next.Encode()+`>; rel="next"`)
	w.Header().Set("X-Next-Cursor", cursor)
}
