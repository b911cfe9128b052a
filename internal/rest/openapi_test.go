package rest

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// TestOpenAPIValid loads the description with kin-openapi and validates it
// as an OpenAPI 3.1 document.
func TestOpenAPIValid(t *testing.T) {
	doc, err := openapi3.NewLoader().LoadFromData(OpenAPIJSON())
	if err != nil {
		t.Fatal(err)
	}
	if !doc.IsOpenAPI31OrLater() {
		t.Fatalf("openapi %q, want 3.1", doc.OpenAPI)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, p := range Routes() {
		method, path, _ := strings.Cut(p, " ")
		item := doc.Paths.Find(path)
		if item == nil || item.GetOperation(method) == nil {
			t.Errorf("%s: not described", p)
		}
	}
}

// TestEveryRouteDescribed: each route says what it does and what it
// answers (a body type, a media type, or a bodiless status).
func TestEveryRouteDescribed(t *testing.T) {
	var list []route
	(&Handler{}).addRoutes(routes{mux: &routeList{}, list: &list})
	for _, r := range list {
		d := r.Doc
		if d.Summary == "" {
			t.Errorf("%s: no summary", r.Pattern)
		}
		if d.Out == nil && d.OutType == "" && d.Status != http.StatusNoContent && d.Status != http.StatusSeeOther {
			t.Errorf("%s: answers nothing: give it Out, OutType or Status 204/303", r.Pattern)
		}
		method, _, _ := strings.Cut(r.Pattern, " ")
		if method != http.MethodGet && d.Who == anyone && !slices.Contains([]string{"POST /api/login", "POST /api/register", "POST /api/logout",
			"POST /api/user/email/verify", "POST /api/unsubscribe"}, r.Pattern) {
			t.Errorf("%s: a write open to visitors: say who may call it (Who)", r.Pattern)
		}
	}
}

// TestServeOpenAPI: the description is public JSON, cacheable, the same bytes each time.
func TestServeOpenAPI(t *testing.T) {
	mux := http.NewServeMux()
	(&Handler{}).Register(mux)
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest("GET", "/api/openapi.json", nil))
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/json; charset=utf-8" ||
		rec.Header().Get("Cache-Control") != "public, max-age=3600" || !bytes.Equal(rec.Body.Bytes(), OpenAPIJSON()) {
		t.Fatalf("GET /api/openapi.json: %d %v %.200s", rec.Code, rec.Header(), rec.Body.String())
	}
	var doc struct {
		OpenAPI string         `json:"openapi"`
		Paths   map[string]any `json:"paths"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &doc); err != nil || doc.OpenAPI != "3.1.0" || doc.Paths["/api/jobs/{id}"] == nil {
		t.Fatalf("not the description: %v %q", err, doc.OpenAPI)
	}
}
