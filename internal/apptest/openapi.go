package apptest

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"

	"canvass/internal/rest"
	"canvass/internal/session"
)

// The OpenAPI check: every server Start builds validates each /api/ request
// and response of the test against rest's OpenAPI description
// (GET /api/openapi.json) with kin-openapi, and fails the test on a
// mismatch, so a handler that drifts from its description fails its suite.
// Requests are checked when the server accepted them (2xx: hostile tests
// send bad ones on purpose), responses always, error shapes and headers
// (Link, X-Next-Cursor, Location) included.

// apiDescription is the loaded description and its routes by pattern.
type apiDescription struct {
	mux    *http.ServeMux // finds a request's pattern as the server does
	routes map[string]*routers.Route
}

var loadDescription = sync.OnceValues(func() (*apiDescription, error) {
	doc, err := openapi3.NewLoader().LoadFromData(rest.OpenAPIJSON())
	if err != nil {
		return nil, err
	}
	if err := doc.Validate(context.Background()); err != nil {
		return nil, err
	}
	d := &apiDescription{mux: http.NewServeMux(), routes: map[string]*routers.Route{}}
	for _, pattern := range rest.Routes() {
		method, path, _ := strings.Cut(pattern, " ")
		item := doc.Paths.Value(path)
		var op *openapi3.Operation
		if item != nil {
			op = item.GetOperation(method)
		}
		if op == nil {
			return nil, fmt.Errorf("%s is not in the OpenAPI description", pattern)
		}
		d.routes[pattern] = &routers.Route{Spec: doc, Path: path, PathItem: item, Method: method, Operation: op}
		d.mux.HandleFunc(pattern, func(http.ResponseWriter, *http.Request) {})
	}
	return d, nil
})

// CheckAPI wraps next so that every /api/ request and response is validated
// against the OpenAPI description; a mismatch is t.Errorf naming the route,
// the status and what differs. Start wraps every server with it.
func CheckAPI(t testing.TB, next http.Handler) http.Handler {
	d, err := loadDescription()
	if err != nil {
		t.Fatalf("OpenAPI description: %v", err)
	}
	var mu sync.Mutex
	done := false
	t.Cleanup(func() { mu.Lock(); done = true; mu.Unlock() })
	report := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if !done {
			t.Errorf(format, args...)
		}
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/api/") {
			next.ServeHTTP(w, r)
			return
		}
		_, pattern := d.mux.Handler(r)
		route := d.routes[pattern]
		if route == nil { // an unknown path or method: the JSON 404/405
			next.ServeHTTP(w, r)
			return
		}
		body, err := io.ReadAll(r.Body)
		if err != nil {
			report("OpenAPI check: %s %s: reading the body: %v", r.Method, r.URL, err)
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		rec := &recorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		if err := d.check(r, body, pattern, route, rec); err != nil {
			msg := err.Error()
			if len(msg) > 3000 {
				msg = msg[:3000] + "..."
			}
			report("OpenAPI check: %s %s (%s) answered %d: %s", r.Method, r.URL, pattern, rec.status, msg)
		}
	})
}

// check validates one exchange.
func (d *apiDescription) check(r *http.Request, body []byte, pattern string, route *routers.Route, rec *recorder) error {
	req := r.Clone(context.Background())
	req.Body = io.NopCloser(bytes.NewReader(body))
	req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: pathParams(route.Path, r.URL.Path), Route: route,
		Options: &openapi3filter.Options{AuthenticationFunc: authenticated, MultiError: true}}
	if rec.status >= 200 && rec.status < 300 {
		if err := openapi3filter.ValidateRequest(context.Background(), in); err != nil {
			return fmt.Errorf("the request does not match the description: %w", err)
		}
	}
	resBody := rec.body.Bytes()
	if rec.Header().Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(bytes.NewReader(resBody))
		if err == nil {
			resBody, err = io.ReadAll(zr)
		}
		if err != nil {
			return fmt.Errorf("the gzip response does not read: %w", err)
		}
	}
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: rec.status, Header: rec.Header(),
		Body: io.NopCloser(bytes.NewReader(resBody)), Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true}}
	if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
		return fmt.Errorf("the response does not match the description: %w\nbody: %.500s", err, resBody)
	}
	return nil
}

// authenticated checks a request carries what the route's security scheme says.
func authenticated(_ context.Context, in *openapi3filter.AuthenticationInput) error {
	r := in.RequestValidationInput.Request
	switch in.SecuritySchemeName {
	case "cookie":
		if _, err := r.Cookie(session.CookieName); err == nil {
			return nil
		}
	case "bearer":
		if strings.HasPrefix(r.Header.Get("Authorization"), "Bearer ") {
			return nil
		}
	}
	return fmt.Errorf("no %s credentials", in.SecuritySchemeName)
}

// pathParams reads the {name} segments of template from path.
func pathParams(template, path string) map[string]string {
	out := map[string]string{}
	ts, ps := strings.Split(template, "/"), strings.Split(path, "/")
	for i, seg := range ts {
		if name, ok := strings.CutPrefix(seg, "{"); ok && i < len(ps) {
			out[strings.TrimSuffix(name, "}")] = ps[i]
		}
	}
	return out
}

// recorder passes a response through and keeps its status and body.
type recorder struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (w *recorder) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *recorder) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	w.body.Write(b)
	return w.ResponseWriter.Write(b)
}

func (w *recorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *recorder) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}
