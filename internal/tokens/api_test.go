package tokens_test

import (
	"encoding/json"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apptest"
	"canvass/internal/store/storetest"
	"canvass/internal/tokens"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

type made struct {
	Token  tokens.Token `json:"token"`
	Secret string       `json:"secret"`
}

func create(t *testing.T, c *apptest.Client, name, scope string, days any) made {
	t.Helper()
	resp, body := c.Do(t, "POST", "/api/tokens", map[string]any{"name": name, "scope": scope, "expiresInDays": days})
	if resp.StatusCode != 201 {
		t.Fatalf("POST /api/tokens: %d %s", resp.StatusCode, body)
	}
	var m made
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

var post = map[string]any{"title": "Field Organizer", "organization": "Friends of Jane", "location": "Des Moines, IA",
	"jobType": "full-time", "description": "Knock doors and recruit volunteers."}

// A token acts as its member on REST and GraphQL, within its scope, without
// the cross-origin check; it cannot touch credentials or tokens; revoked or
// expired, it is refused at once.
func TestTokensOnBothAPIs(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		ann, bob, visitor := s.NewClient(), s.NewClient(), s.NewClient()
		annUser := ann.Register(t, "ann", "CANDIDATE")
		bob.Register(t, "bob", "CAMPAIGN_STAFF")

		rw := create(t, ann, "Deploy script", "read_write", 90)
		if !strings.HasPrefix(rw.Secret, tokens.Prefix) || len(rw.Secret) != len(tokens.Prefix)+40 || rw.Token.Prefix != rw.Secret[:12] {
			t.Fatalf("secret %q, prefix %q", rw.Secret, rw.Token.Prefix)
		}
		if rw.Token.ExpiresAt == nil || rw.Token.ExpiresAt.Sub(rw.Token.CreatedAt) != 90*24*time.Hour {
			t.Errorf("expiry %v from %v, want 90 days", rw.Token.ExpiresAt, rw.Token.CreatedAt)
		}
		res := ann.GraphQL(t, `mutation { createApiToken(input: {name: "Dashboard", scope: READ}) { secret token { name prefix scope expiresAt } errors { field message } } }`, nil)
		res.NoErrors(t)
		var gql struct {
			CreateAPIToken struct{ Secret string } `json:"createApiToken"`
		}
		res.Decode(t, &gql)
		if !strings.Contains(string(res.Data), `"scope":"READ","expiresAt":null`) {
			t.Errorf("read token: %s", res.Data)
		}

		writer, reader := s.NewClient(), s.NewClient()
		writer.Bearer, reader.Bearer = rw.Secret, gql.CreateAPIToken.Secret
		cross := http.Header{"Origin": {"https://evil.example"}, "Sec-Fetch-Site": {"cross-site"}}
		apptest.Run(t, []apptest.Scenario{
			{Name: "REST read as ann", As: writer, Method: "GET", Path: "/api/user", Status: 200, Contains: []string{`"username":"ann"`}},
			{Name: "GraphQL read", As: reader, Query: `{ viewer { username } }`, Contains: []string{`"username":"ann"`}},
			{Name: "read token lists the tokens", As: reader, Method: "GET", Path: "/api/tokens", Status: 200, Contains: []string{`"name":"Deploy script"`, `"name":"Dashboard"`}},
			{Name: "read token cannot post", As: reader, Method: "POST", Path: "/api/jobs", Body: post, Status: 403, Contains: []string{accounts.MsgTokenReadOnly}},
			{Name: "read token cannot run a mutation", As: reader, Query: `mutation { createApiToken(input: {name: "x", scope: READ}) { secret } }`,
				Codes: []string{"FORBIDDEN"}, Contains: []string{accounts.MsgTokenReadOnly}},
			{Name: "no credentials by token: password", As: writer, Method: "PUT", Path: "/api/user/password",
				Body: map[string]any{"currentPassword": apptest.Password, "newPassword": "another-password-1"}, Status: 403, Contains: []string{accounts.MsgTokenNotAllowed}},
			{Name: "no credentials by token: email", As: writer, Method: "PUT", Path: "/api/user/profile",
				Body: map[string]any{"email": "stolen@example.com", "firstName": "Ann", "lastName": "Lee"}, Status: 403, Contains: []string{accounts.MsgTokenNotAllowed}},
			{Name: "a token may edit the profile", As: writer, Method: "PUT", Path: "/api/user/profile",
				Body: map[string]any{"firstName": "Ann", "lastName": "Lee", "bio": "Organizer"}, Status: 200, Contains: []string{`"bio":"Organizer"`}},
			{Name: "no tokens by token", As: writer, Method: "POST", Path: "/api/tokens", Body: map[string]any{"name": "x", "scope": "read"}, Status: 403},
			{Name: "no revoking by token", As: writer, Method: "DELETE", Path: "/api/tokens/" + strconv.FormatInt(rw.Token.ID, 10), Status: 403},
			{Name: "no password by token (GraphQL)", As: writer, Query: `mutation { changePassword(input: {currentPassword: "secret-password", newPassword: "another-password-1"}) { errors { message } } }`,
				Codes: []string{"FORBIDDEN"}, Contains: []string{accounts.MsgTokenNotAllowed}},
			{Name: "no sign-out by token", As: writer, Method: "POST", Path: "/api/logout", Status: 403},
			{Name: "no deleting the account by token", As: writer, Method: "DELETE", Path: "/api/user", Body: map[string]any{"currentPassword": apptest.Password}, Status: 403},
			{Name: "another member's token is not found", As: bob, Method: "DELETE", Path: "/api/tokens/" + strconv.FormatInt(rw.Token.ID, 10), Status: 404},
			{Name: "bob sees no tokens of ann", As: bob, Query: `query($id: ID!) { node(id: $id) { ... on User { apiTokens { name } } } }`,
				Vars: map[string]any{"id": annUser.ID}, Contains: []string{`"apiTokens":null`}},
			{Name: "visitors have no tokens", As: visitor, Method: "GET", Path: "/api/tokens", Status: 401},
			{Name: "bad input", As: ann, Method: "POST", Path: "/api/tokens", Body: map[string]any{"name": " ", "scope": "admin", "expiresInDays": 7}, Status: 400,
				Contains: []string{tokens.MsgName, tokens.MsgScope, tokens.MsgExpiry}},
			{Name: "a garbage token on GraphQL", As: func() *apptest.Client { c := s.NewClient(); c.Bearer = "cvs_nope"; return c }(), Query: `{ viewer { username } }`,
				Codes: []string{"UNAUTHENTICATED"}},
		})
		// A write token writes, from any origin: no cookies are involved.
		resp, body := writer.DoHeader(t, "POST", "/api/jobs", post, cross)
		if resp.StatusCode != 201 {
			t.Fatalf("post with a write token from another site: %d %s", resp.StatusCode, body)
		}
		// A cookie session from another site is still refused.
		if resp, _ := ann.DoHeader(t, "POST", "/api/jobs", post, cross); resp.StatusCode != 403 {
			t.Errorf("cookie post from another site: %d", resp.StatusCode)
		}
		// The owner sees when each token was last used.
		res = ann.GraphQL(t, `{ viewer { apiTokens { name lastUsedAt revokedAt } } }`, nil)
		res.NoErrors(t)
		if strings.Count(string(res.Data), `"lastUsedAt":"`) != 2 {
			t.Errorf("last use not recorded: %s", res.Data)
		}

		// Revoked: refused at once.
		if resp, body := ann.Do(t, "DELETE", "/api/tokens/"+strconv.FormatInt(rw.Token.ID, 10), nil); resp.StatusCode != 204 {
			t.Fatalf("revoke: %d %s", resp.StatusCode, body)
		}
		resp, body = writer.Do(t, "GET", "/api/user", nil)
		if resp.StatusCode != 401 || !strings.Contains(string(body), accounts.MsgTokenUnavailable) || resp.Header.Get("WWW-Authenticate") == "" {
			t.Errorf("revoked token: %d %s %q", resp.StatusCode, body, resp.Header.Get("WWW-Authenticate"))
		}
		// Expired: refused too.
		if _, err := s.App.DB.Exec(t.Context(), `UPDATE api_tokens SET expires_at = ?`, time.Now().Add(-time.Second).UTC()); err != nil {
			t.Fatal(err)
		}
		if resp, _ := reader.Do(t, "GET", "/api/user", nil); resp.StatusCode != 401 {
			t.Errorf("expired token: %d", resp.StatusCode)
		}
	})
}

// Two processes on one PostgreSQL: a token revoked through one is refused by
// the other on its next request.
func TestRevokedOnEveryProcess(t *testing.T) {
	url := storetest.PostgresURL(t)
	one, two := apptest.Start(t, url, nil), apptest.Start(t, url, nil)
	ann := one.NewClient()
	ann.Register(t, "ann", "CANDIDATE")
	tok := create(t, ann, "Script", "read", 0)
	other := two.NewClient()
	other.Bearer = tok.Secret
	if resp, _ := other.Do(t, "GET", "/api/user", nil); resp.StatusCode != 200 {
		t.Fatalf("token on the other process: %d", resp.StatusCode)
	}
	if resp, _ := ann.Do(t, "DELETE", "/api/tokens/"+strconv.FormatInt(tok.Token.ID, 10), nil); resp.StatusCode != 204 {
		t.Fatalf("revoke: %d", resp.StatusCode)
	}
	if resp, _ := other.Do(t, "GET", "/api/user", nil); resp.StatusCode != 401 {
		t.Errorf("revoked token on the other process: %d", resp.StatusCode)
	}
}
