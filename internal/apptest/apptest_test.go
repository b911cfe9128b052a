package apptest_test

import (
	"context"
	"encoding/xml"
	"net/http"
	"os"
	"strings"
	"testing"

	"canvass/internal/apptest"
	"canvass/internal/store/storetest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

func TestServerServesHealthAndCountsStatements(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		resp, body := c.Do(t, http.MethodGet, "/healthz", nil)
		if resp.StatusCode != 200 || string(body) != "ok\n" {
			t.Fatalf("healthz: %d %q", resp.StatusCode, body)
		}
		n := s.CountStatements(func() {
			var one int
			if err := s.App.DB.Get(context.Background(), &one, "SELECT 1"); err != nil {
				t.Fatal(err)
			}
		})
		if n != 1 {
			t.Fatalf("counted %d statements, want 1", n)
		}
	})
}

// TestRoutes checks how the whole app routes the SPA, the APIs and the
// search engine files (the details are unit-tested in internal/web).
func TestRoutes(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		for _, tc := range []struct {
			path, wantType, wantBody string
			wantStatus               int
		}{
			{"/about", "text/html", "<title>About | Canvass</title>", 200},
			{"/nope/at/all", "text/html", "<title>Page Not Found | Canvass</title>", 404},
			{"/api/no-such-endpoint", "application/json", `"code":"NOT_FOUND"`, 404},
			{"/robots.txt", "text/plain", "Sitemap: " + s.URL + "/sitemap.xml", 200},
			{"/sitemap.xml", "application/xml", "<loc>" + s.URL + "/about</loc>", 200},
			{"/graphql/playground", "text/plain", "dev mode", 404},
			{"/graphql", "application/json", "POST", 405},
		} {
			resp, body := c.Do(t, http.MethodGet, tc.path, nil)
			if resp.StatusCode != tc.wantStatus || !strings.HasPrefix(resp.Header.Get("Content-Type"), tc.wantType) ||
				!strings.Contains(string(body), tc.wantBody) {
				t.Errorf("GET %s: %d %q, want %d %q containing %q\n%s", tc.path, resp.StatusCode,
					resp.Header.Get("Content-Type"), tc.wantStatus, tc.wantType, tc.wantBody, body)
			}
			if tc.path == "/sitemap.xml" {
				if err := xml.Unmarshal(body, new(struct{})); err != nil {
					t.Errorf("sitemap.xml is not XML: %v", err)
				}
			}
		}
		// A cross-site form post cannot reach GraphQL.
		resp, _ := c.DoHeader(t, http.MethodPost, "/graphql", `{"query":"mutation { logout { ok } }"}`, http.Header{"Content-Type": {"text/plain"}})
		if resp.StatusCode < 400 {
			t.Errorf("text/plain POST /graphql: %d", resp.StatusCode)
		}
	})
}
