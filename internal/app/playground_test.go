package app_test

import (
	"net/http"
	"strings"
	"testing"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/store/storetest"
	"canvass/internal/web"
)

// Issue 30: the GraphQL playground is for signed-in members (by cookie or
// token) without CANVASS_DEV=1, a 404 that says why for visitors, and open to
// everyone in dev mode. The page is the built web/dist/playground.html.
func TestPlaygroundForMembers(t *testing.T) {
	get := func(t *testing.T, c *apptest.Client) (int, string) {
		t.Helper()
		resp, body := c.Do(t, http.MethodGet, "/graphql/playground", nil)
		return resp.StatusCode, string(body)
	}
	isGraphiQL := func(body string) bool { return strings.Contains(body, `<div id="playground">`) }

	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		visitor := s.NewClient()
		if status, body := get(t, visitor); status != http.StatusNotFound || strings.TrimSpace(body) != web.PlaygroundNotFound {
			t.Fatalf("visitor: %d %q", status, body)
		}

		member := s.NewClient()
		member.Register(t, "playground", "CAMPAIGN_STAFF")
		if status, body := get(t, member); status != http.StatusOK || !isGraphiQL(body) {
			t.Fatalf("member: %d %.200s", status, body)
		}
		// The playground's first query works for the member: introspection is theirs.
		if r := member.GraphQL(t, `{ __schema { queryType { name } } }`, nil); len(r.Errors) != 0 {
			t.Fatalf("member introspection: %+v", r.Errors)
		}

		res := member.GraphQL(t, `mutation { createApiToken(input: {name: "Playground", scope: READ}) { secret } }`, nil)
		res.NoErrors(t)
		var made struct {
			CreateAPIToken struct{ Secret string } `json:"createApiToken"`
		}
		res.Decode(t, &made)
		holder := s.NewClient()
		holder.Bearer = made.CreateAPIToken.Secret
		if status, body := get(t, holder); status != http.StatusOK || !isGraphiQL(body) {
			t.Fatalf("token holder: %d %.200s", status, body)
		}

		// Signed out, the cookie no longer opens it.
		member.Do(t, http.MethodPost, "/api/logout", nil)
		if status, _ := get(t, member); status != http.StatusNotFound {
			t.Fatalf("after logout: %d", status)
		}
	})

	t.Run("dev mode", func(t *testing.T) {
		s := apptest.Start(t, storetest.SQLiteURL(t), func(c *app.Config) { c.Dev = true })
		if status, body := get(t, s.NewClient()); status != http.StatusOK || !isGraphiQL(body) {
			t.Fatalf("visitor in dev mode: %d %.200s", status, body)
		}
	})
}
