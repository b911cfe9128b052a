package app_test

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"canvass/internal/app"
	"canvass/internal/apptest"
)

// Headers a browser adds to a request another site makes it send.
var (
	crossSite     = http.Header{"Sec-Fetch-Site": {"cross-site"}, "Origin": {"https://evil.example"}}
	sameSiteOther = http.Header{"Sec-Fetch-Site": {"same-site"}, "Origin": {"https://evil.canvass.example"}}
	foreignOrigin = http.Header{"Origin": {"https://evil.example"}} // an older browser: no Sec-Fetch-Site
)

// Issue 7: one origin-based defence for every state-changing request of both
// APIs. A bodiless scripted POST /api/logout works; a cross-site request to
// any POST/PUT/DELETE of /api or to a /graphql mutation changes nothing;
// same-origin browser requests and the configured public origin still work.
func TestCrossOriginProtection(t *testing.T) {
	apptest.EachWith(t, func(c *app.Config) { c.BaseURL = "https://canvass.example" }, func(t *testing.T, s *apptest.Server) {
		w := setup(t, s)
		job, vendor := strconv.FormatInt(w.jobID, 10), strconv.FormatInt(w.vendorID, 10)

		t.Run("bodiless logout from a script", func(t *testing.T) {
			c := s.NewClient()
			c.Register(t, "scripted", "CANDIDATE")
			resp, body := c.DoHeader(t, http.MethodPost, "/api/logout", nil, nil)
			if resp.StatusCode != http.StatusOK || resp.Request.Header.Get("Content-Type") != "" {
				t.Fatalf("bodiless logout: %d %s", resp.StatusCode, body)
			}
			if resp, _ := c.Do(t, http.MethodGet, "/api/user", nil); resp.StatusCode != http.StatusUnauthorized {
				t.Fatalf("still signed in after logout: %d", resp.StatusCode)
			}
		})

		before := w.snapshot(t)
		jobBody := map[string]any{"title": "Cross-site posting", "organization": "Evil Org", "location": "Nowhere",
			"jobType": "full-time", "description": "Posted by another site in the member's name."}
		vendorBody := map[string]any{"name": "Hijacked", "category": "Media", "location": "Nowhere",
			"description": "This profile was changed by another site."}
		routes := []struct {
			method, path string
			client       *apptest.Client
			body         any
		}{
			{"POST", "/api/login", w.visit, map[string]any{"username": "alice", "password": apptest.Password}},
			{"POST", "/api/register", w.visit, map[string]any{"username": "mallory", "password": "secret-password",
				"email": "m@example.com", "firstName": "M", "lastName": "M", "userType": "candidate"}},
			{"POST", "/api/logout", w.alice, nil},
			{"PUT", "/api/user/profile", w.alice, map[string]any{"firstName": "Evil", "lastName": "Twin"}},
			{"POST", "/api/jobs", w.alice, jobBody},
			{"PUT", "/api/jobs/" + job, w.alice, jobBody},
			{"DELETE", "/api/jobs/" + job, w.alice, nil},
			{"POST", "/api/jobs/" + job + "/applications", w.carol, map[string]any{"message": "Hire me"}},
			{"POST", "/api/vendors", w.bob, vendorBody},
			{"PUT", "/api/vendors/" + vendor, w.bob, vendorBody},
			{"POST", "/api/uploads", w.alice, "GIF89a"},
			{"POST", "/api/messages", w.alice, map[string]any{"receiverId": w.bobU.DatabaseID, "content": "Sent by another site"}},
			{"POST", "/api/messages/" + strconv.FormatInt(w.msgID, 10) + "/read", w.bob, nil},
			{"POST", "/graphql", w.alice, map[string]any{"query": `mutation { logout { ok } }`}},
			{"POST", "/graphql", w.alice, map[string]any{"query": `mutation($id: ID!) { deleteJob(id: $id) { deletedId } }`, "variables": map[string]any{"id": w.jobGID}}},
		}
		for _, h := range []struct {
			name   string
			header http.Header
		}{{"cross-site", crossSite}, {"same-site other origin", sameSiteOther}, {"foreign Origin", foreignOrigin}} {
			for _, rt := range routes {
				resp, body := rt.client.DoHeader(t, rt.method, rt.path, rt.body, h.header)
				var e struct {
					Code   string
					Errors []struct{ Extensions struct{ Code string } }
				}
				json.Unmarshal(body, &e)
				code := e.Code
				if len(e.Errors) > 0 {
					code = e.Errors[0].Extensions.Code
				}
				if resp.StatusCode != http.StatusForbidden || code != "FORBIDDEN" {
					t.Errorf("%s %s %s: %d %s", h.name, rt.method, rt.path, resp.StatusCode, body)
				}
			}
		}
		if after := w.snapshot(t); after != before {
			t.Fatalf("cross-site requests changed stored data:\nbefore %s\nafter  %s", before, after)
		}
		// The members are all still signed in.
		for _, c := range []*apptest.Client{w.alice, w.bob, w.carol} {
			if resp, _ := c.Do(t, http.MethodGet, "/api/user", nil); resp.StatusCode != http.StatusOK {
				t.Fatalf("a cross-site logout signed a member out: %d", resp.StatusCode)
			}
		}

		// Same-origin browser requests, and the public origin in front of a
		// proxy, still change things.
		for _, h := range []http.Header{
			{"Sec-Fetch-Site": {"same-origin"}, "Origin": {s.URL}},
			{"Origin": {s.URL}},
			{"Sec-Fetch-Site": {"cross-site"}, "Origin": {"https://canvass.example"}},
			{"Sec-Fetch-Site": {"none"}}, // typed into the address bar, or a bookmark
		} {
			resp, body := w.alice.DoHeader(t, http.MethodPost, "/api/jobs", jobBody, h)
			if resp.StatusCode != http.StatusCreated {
				t.Fatalf("%v: create job %d %s", h, resp.StatusCode, body)
			}
			resp, body = w.alice.DoHeader(t, http.MethodPost, "/graphql", map[string]any{"query": `mutation { logout { ok } }`}, h)
			if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `"ok":true`) {
				t.Fatalf("%v: logout mutation %d %s", h, resp.StatusCode, body)
			}
			w.alice.Do(t, http.MethodPost, "/api/login", map[string]any{"username": "alice", "password": apptest.Password})
		}

		// A body that should be JSON still gets a clear 400.
		resp, body := w.alice.DoHeader(t, http.MethodPost, "/api/jobs", "title=x", http.Header{"Content-Type": {"application/x-www-form-urlencoded"}})
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "application/json") {
			t.Fatalf("form body: %d %s", resp.StatusCode, body)
		}
	})
}
