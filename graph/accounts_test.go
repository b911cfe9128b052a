package graph_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/email/mailpittest"
	"canvass/internal/store"
)

const registerMutation = `mutation($input: RegisterInput!) {
  register(input: $input) { user { id databaseId username email userType politicalAffiliation } errors { field message code } }
}`

func regInput(username string) map[string]any {
	return map[string]any{"username": username, "password": "secret1", "email": username + "@example.com",
		"firstName": "Ann", "lastName": "Lee", "userType": "CAMPAIGN_STAFF"}
}

func TestAccountMutations(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		res := c.GraphQL(t, registerMutation, map[string]any{"input": regInput("ann")})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"username":"ann"`) || !strings.Contains(string(res.Data), `"userType":"CAMPAIGN_STAFF"`) ||
			!strings.Contains(string(res.Data), `"politicalAffiliation":"NONE"`) || !strings.Contains(string(res.Data), `"errors":[]`) {
			t.Fatalf("register: %s", res.Data)
		}
		res = c.GraphQL(t, `{ viewer { username email } }`, nil)
		if !strings.Contains(string(res.Data), `{"viewer":{"username":"ann","email":"ann@example.com"}}`) {
			t.Fatalf("viewer after register: %s", res.Data)
		}

		// Validation and conflicts come back in the payload.
		in := regInput("")
		in["password"] = "123"
		res = s.NewClient().GraphQL(t, registerMutation, map[string]any{"input": in})
		res.NoErrors(t)
		for _, want := range []string{`{"field":"username","message":"Username is required","code":"INVALID"}`,
			`{"field":"password","message":"Password must be at least 6 characters","code":"INVALID"}`, `"user":null`} {
			if !strings.Contains(string(res.Data), want) {
				t.Errorf("invalid register lacks %s: %s", want, res.Data)
			}
		}
		res = s.NewClient().GraphQL(t, registerMutation, map[string]any{"input": regInput("ANN")})
		if !strings.Contains(string(res.Data), `{"field":"username","message":"Username already exists","code":"CONFLICT"}`) {
			t.Fatalf("conflict: %s", res.Data)
		}

		// Logout, then log in again (other case).
		res = c.GraphQL(t, `mutation { logout { ok } }`, nil)
		res.NoErrors(t)
		if res = c.GraphQL(t, `{ viewer { username } }`, nil); string(res.Data) != `{"viewer":null}` {
			t.Fatalf("viewer after logout: %s", res.Data)
		}
		login := `mutation($u: String!, $p: String!) { login(input: {username: $u, password: $p}) { user { username email } errors { field message } } }`
		res = c.GraphQL(t, login, map[string]any{"u": "ANN", "p": "wrong-one"})
		if len(res.Errors) != 1 || res.Errors[0].Code() != "UNAUTHENTICATED" || res.Errors[0].Message != "Invalid username or password" {
			t.Fatalf("bad login: %+v", res.Errors)
		}
		res = c.GraphQL(t, login, map[string]any{"u": "", "p": ""})
		if !strings.Contains(string(res.Data), `{"field":"username","message":"Username is required"}`) ||
			!strings.Contains(string(res.Data), `{"field":"password","message":"Password is required"}`) {
			t.Fatalf("blank login: %s", res.Data)
		}
		res = c.GraphQL(t, login, map[string]any{"u": "ANN", "p": "secret1"})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"email":"ann@example.com"`) {
			t.Fatalf("login payload: %s", res.Data)
		}

		// Update the profile.
		update := `mutation($in: UpdateProfileInput!) { updateProfile(input: $in) { user { firstName website socialLinks isPublicProfile } errors { field message code } } }`
		res = c.GraphQL(t, update, map[string]any{"in": map[string]any{"firstName": "Ann", "lastName": "Lee", "website": "ftp://x.example"}})
		if !strings.Contains(string(res.Data), `{"field":"website","message":"Please enter a valid URL starting with http:// or https://","code":"INVALID"}`) {
			t.Fatalf("bad update: %s", res.Data)
		}
		res = c.GraphQL(t, update, map[string]any{"in": map[string]any{"firstName": "Annie", "lastName": "Lee",
			"website": "https://ann.example", "socialLinks": []string{"https://x.example/ann"}, "isPublicProfile": false}})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `{"firstName":"Annie","website":"https://ann.example","socialLinks":["https://x.example/ann"],"isPublicProfile":false}`) {
			t.Fatalf("update: %s", res.Data)
		}
		// Visitors cannot update.
		res = s.NewClient().GraphQL(t, update, map[string]any{"in": map[string]any{"firstName": "X", "lastName": "Y"}})
		if len(res.Errors) != 1 || res.Errors[0].Code() != "UNAUTHENTICATED" {
			t.Fatalf("visitor update: %s %+v", res.Data, res.Errors)
		}
	})
}

func TestUserPrivacyAndDirectory(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		priv, pub := s.NewClient(), s.NewClient()
		p := priv.Register(t, "privy", "candidate")
		q := pub.Register(t, "pubby", "vendor")
		res := priv.GraphQL(t, `mutation { updateProfile(input: {firstName: "Pri", lastName: "Vy", bio: "secret bio", isPublicProfile: false}) { errors { message } } }`, nil)
		res.NoErrors(t)

		fields := `id databaseId username firstName lastName userType email bio location politicalAffiliation socialLinks phoneNumber isPublicProfile`
		res = pub.GraphQL(t, `query($id: Int!) { user(databaseId: $id) { `+fields+` } }`, map[string]any{"id": p.DatabaseID})
		res.NoErrors(t)
		var out struct {
			User map[string]any `json:"user"`
		}
		res.Decode(t, &out)
		for _, k := range []string{"email", "bio", "location", "politicalAffiliation", "socialLinks", "phoneNumber"} {
			if out.User[k] != nil {
				t.Errorf("private %s visible to others: %v", k, out.User[k])
			}
		}
		if out.User["username"] != "privy" || out.User["firstName"] != "Pri" || out.User["userType"] != "CANDIDATE" || out.User["id"] != p.ID {
			t.Fatalf("identity fields: %v", out.User)
		}
		res = priv.GraphQL(t, `query($id: Int!) { user(databaseId: $id) { email bio } }`, map[string]any{"id": p.DatabaseID})
		if !strings.Contains(string(res.Data), `"email":"privy@example.com","bio":"secret bio"`) {
			t.Fatalf("own private profile: %s", res.Data)
		}
		res = priv.GraphQL(t, `query($id: Int!) { user(databaseId: $id) { email } }`, map[string]any{"id": q.DatabaseID})
		if !strings.Contains(string(res.Data), `"email":"pubby@example.com"`) {
			t.Fatalf("public profile: %s", res.Data)
		}

		// Directory: signed-in only, searchable, paged.
		res = s.NewClient().GraphQL(t, `{ users { edges { node { username } } } }`, nil)
		if len(res.Errors) != 1 || res.Errors[0].Code() != "UNAUTHENTICATED" {
			t.Fatalf("visitor directory: %+v", res.Errors)
		}
		res = s.NewClient().GraphQL(t, `{ user(databaseId: 1) { username } }`, nil)
		if len(res.Errors) != 1 || res.Errors[0].Code() != "UNAUTHENTICATED" {
			t.Fatalf("visitor user: %+v", res.Errors)
		}
		res = pub.GraphQL(t, `{ users(search: "PRIV") { edges { cursor node { username email } } pageInfo { hasNextPage endCursor } } }`, nil)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"node":{"username":"privy","email":null}`) || strings.Contains(string(res.Data), "pubby") {
			t.Fatalf("search: %s", res.Data)
		}
		res = pub.GraphQL(t, `{ users(first: 1) { edges { node { username } } pageInfo { hasNextPage endCursor } } }`, nil)
		var page struct {
			Users struct {
				Edges    []struct{ Node struct{ Username string } }
				PageInfo struct {
					HasNextPage bool
					EndCursor   string
				}
			}
		}
		res.Decode(t, &page)
		if len(page.Users.Edges) != 1 || !page.Users.PageInfo.HasNextPage || page.Users.Edges[0].Node.Username != "privy" {
			t.Fatalf("page 1: %s", res.Data)
		}
		res = pub.GraphQL(t, `query($a: String) { users(first: 1, after: $a) { edges { node { username } } pageInfo { hasNextPage } } }`,
			map[string]any{"a": page.Users.PageInfo.EndCursor})
		if !strings.Contains(string(res.Data), `"username":"pubby"`) || !strings.Contains(string(res.Data), `"hasNextPage":false`) {
			t.Fatalf("page 2: %s", res.Data)
		}

		// Edge cursors (written only when asked, here through a fragment)
		// are the items' own: the first is startCursor, the last endCursor,
		// and paging after the first gives the second.
		res = pub.GraphQL(t, `{ users(first: 2) { edges { ...E } pageInfo { startCursor endCursor } } }
			fragment E on UserEdge { cursor node { username } }`, nil)
		var both struct {
			Users struct {
				Edges []struct {
					Cursor string
					Node   struct{ Username string }
				}
				PageInfo struct{ StartCursor, EndCursor string }
			}
		}
		res.Decode(t, &both)
		e, pi := both.Users.Edges, both.Users.PageInfo
		if len(e) != 2 || e[0].Cursor == "" || e[0].Cursor != pi.StartCursor || e[1].Cursor != pi.EndCursor || e[0].Cursor == e[1].Cursor {
			t.Fatalf("edge cursors: %s", res.Data)
		}
		res = pub.GraphQL(t, `query($a: String) { users(first: 1, after: $a) { edges { node { username } } } }`, map[string]any{"a": e[0].Cursor})
		if !strings.Contains(string(res.Data), `"username":"`+e[1].Node.Username+`"`) {
			t.Fatalf("after the first edge's cursor: %s, want %s", res.Data, e[1].Node.Username)
		}
	})
}

func TestPasswordResetMutations(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		laptop := s.NewClient()
		u := laptop.Register(t, "resetter", "candidate")
		res := s.NewClient().GraphQL(t, `mutation { requestPasswordReset(input: {email: "nobody@example.com"}) { ok errors { message } } }`, nil)
		res.NoErrors(t)
		if string(res.Data) != `{"requestPasswordReset":{"ok":true,"errors":[]}}` {
			t.Fatalf("unknown email: %s", res.Data)
		}
		res = s.NewClient().GraphQL(t, `mutation { requestPasswordReset(input: {email: "resetter@example.com"}) { ok errors { message } } }`, nil)
		if string(res.Data) != `{"requestPasswordReset":{"ok":true,"errors":[]}}` {
			t.Fatalf("known email: %s", res.Data)
		}
		s.DrainQueue(t)

		// The emailed token is only in the server log; plant a known one.
		token := "known-test-token-0123456789abcdefghijklmnop"
		sum := sha256.Sum256([]byte(token))
		if _, err := s.App.DB.Exec(ctx, `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)`,
			hex.EncodeToString(sum[:]), u.DatabaseID, store.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		reset := `mutation($t: String!, $p: String!) { resetPassword(input: {token: $t, password: $p}) { ok errors { field message code } } }`
		res = s.NewClient().GraphQL(t, reset, map[string]any{"t": token, "p": "123"})
		if !strings.Contains(string(res.Data), `"ok":false`) || !strings.Contains(string(res.Data), `"message":"Password must be at least 6 characters"`) {
			t.Fatalf("short password: %s", res.Data)
		}
		res = s.NewClient().GraphQL(t, reset, map[string]any{"t": token, "p": "brand-new-secret"})
		res.NoErrors(t)
		if string(res.Data) != `{"resetPassword":{"ok":true,"errors":[]}}` {
			t.Fatalf("reset: %s", res.Data)
		}
		// The laptop's session has ended.
		if res = laptop.GraphQL(t, `{ viewer { username } }`, nil); string(res.Data) != `{"viewer":null}` {
			t.Fatalf("old session survived the reset: %s", res.Data)
		}
		// Single use.
		res = s.NewClient().GraphQL(t, reset, map[string]any{"t": token, "p": "another-secret"})
		if !strings.Contains(string(res.Data), `{"field":"token","message":"This reset link is invalid or has expired.","code":"INVALID"}`) {
			t.Fatalf("reuse: %s", res.Data)
		}
		login := `mutation($p: String!) { login(input: {username: "resetter", password: $p}) { user { username } } }`
		if res = laptop.GraphQL(t, login, map[string]any{"p": "brand-new-secret"}); !strings.Contains(string(res.Data), `"username":"resetter"`) {
			t.Fatalf("login with new password: %s %+v", res.Data, res.Errors)
		}
	})
}

// The reset email goes through the queue and a real mail server (Mailpit):
// its link's token resets the password.
func TestPasswordResetEmailArrives(t *testing.T) {
	mp := mailpittest.Start(t)
	apptest.EachWith(t, func(c *app.Config) { c.SMTPURL = mp.SMTPURL() }, func(t *testing.T, s *apptest.Server) {
		u := s.NewClient().Register(t, "mailreset"+s.Engine, "candidate")
		res := s.NewClient().GraphQL(t, `mutation($e: String!) { requestPasswordReset(input: {email: $e}) { ok } }`,
			map[string]any{"e": u.Email})
		res.NoErrors(t)
		token := mailedToken(t, mp, u.Email, "Reset your Canvass password", s.URL+"/reset-password", 1)
		res = s.NewClient().GraphQL(t, `mutation($t: String!) { resetPassword(input: {token: $t, password: "via-the-mail"}) { ok } }`,
			map[string]any{"t": token})
		if string(res.Data) != `{"resetPassword":{"ok":true}}` {
			t.Fatalf("reset with the emailed token: %s %+v", res.Data, res.Errors)
		}
	})
}

// mailedToken waits for want emails to addr with this subject and returns
// the token of the newest one's link to link (BASE/path).
func mailedToken(t *testing.T, mp *mailpittest.Server, addr, subject, link string, want int) string {
	t.Helper()
	var got []mailpittest.Message
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		got = got[:0]
		for _, m := range mp.To(t, addr) {
			if m.Subject == subject {
				got = append(got, m)
			}
		}
		if len(got) >= want {
			break
		}
	}
	if len(got) != want {
		t.Fatalf("%d emails %q to %s, want %d", len(got), subject, addr, want)
	}
	m := mp.Get(t, got[0].ID)
	prefix := link + "?token="
	i := strings.Index(m.Text, prefix)
	if i < 0 || !strings.Contains(m.HTML, prefix) {
		t.Fatalf("no link to %s in %q", prefix, m.Text)
	}
	return strings.Fields(m.Text[i+len(prefix):])[0]
}

// Registration emails a confirmation link (through the queue and a real
// mail server); verifyEmail (GraphQL) and POST /api/user/email/verify
// (REST) confirm it; resending works until then.
func TestEmailVerificationFlow(t *testing.T) {
	const confirmSubject = "Confirm your email address for Canvass"
	mp := mailpittest.Start(t)
	apptest.EachWith(t, func(c *app.Config) { c.SMTPURL = mp.SMTPURL() }, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		u := c.Register(t, "confirm"+s.Engine, "candidate")
		viewer := `{ viewer { emailVerified } }`
		if res := c.GraphQL(t, viewer, nil); string(res.Data) != `{"viewer":{"emailVerified":false}}` {
			t.Fatalf("before: %s", res.Data)
		}
		token := mailedToken(t, mp, u.Email, confirmSubject, s.URL+"/verify-email", 1)
		// Someone else's view of the user: no emailVerified.
		other := s.NewClient()
		other.Register(t, "other"+s.Engine, "candidate")
		res := other.GraphQL(t, `query($id: ID!) { node(id: $id) { ... on User { emailVerified } } }`, map[string]any{"id": u.ID})
		if string(res.Data) != `{"node":{"emailVerified":null}}` {
			t.Fatalf("another member sees it: %s", res.Data)
		}
		// Resend: a second email, whose link works as well.
		res = c.GraphQL(t, `mutation { resendVerification { ok errors { message } } }`, nil)
		if string(res.Data) != `{"resendVerification":{"ok":true,"errors":[]}}` {
			t.Fatalf("resend: %s", res.Data)
		}
		token2 := mailedToken(t, mp, u.Email, confirmSubject, s.URL+"/verify-email", 2)
		if token2 == token {
			t.Fatal("the resent link is the same")
		}
		verify := `mutation($t: String!) { verifyEmail(input: {token: $t}) { ok user { emailVerified } errors { field message code } } }`
		res = s.NewClient().GraphQL(t, verify, map[string]any{"t": "forged"})
		if string(res.Data) != `{"verifyEmail":{"ok":false,"user":null,"errors":[{"field":"token","message":"This confirmation link is invalid or has expired.","code":"INVALID"}]}}` {
			t.Fatalf("forged: %s", res.Data)
		}
		// Opened signed in: the payload's user is the viewer, confirmed.
		res = c.GraphQL(t, verify, map[string]any{"t": token})
		if string(res.Data) != `{"verifyEmail":{"ok":true,"user":{"emailVerified":true},"errors":[]}}` {
			t.Fatalf("verify: %s", res.Data)
		}
		if res := c.GraphQL(t, viewer, nil); string(res.Data) != `{"viewer":{"emailVerified":true}}` {
			t.Fatalf("after: %s", res.Data)
		}
		resp, body := c.Do(t, "GET", "/api/user", nil)
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"emailVerified":true`) {
			t.Fatalf("GET /api/user: %d %s", resp.StatusCode, body)
		}
		// Confirmed: resending is refused. The other link still confirms the
		// same address (nothing changes), once, through REST and signed out.
		resp, body = c.Do(t, "POST", "/api/user/email/resend", nil)
		if resp.StatusCode != 400 || !strings.Contains(string(body), "Your email address is already confirmed.") {
			t.Fatalf("resend when confirmed: %d %s", resp.StatusCode, body)
		}
		resp, body = s.NewClient().Do(t, "POST", "/api/user/email/verify", map[string]string{"token": token2})
		if resp.StatusCode != 200 || strings.TrimSpace(string(body)) != `{"emailVerified":true,"ok":true}` {
			t.Fatalf("REST verify, signed out: %d %q", resp.StatusCode, body)
		}
		resp, body = s.NewClient().Do(t, "POST", "/api/user/email/verify", map[string]string{"token": token2})
		if resp.StatusCode != 400 || !strings.Contains(string(body), "This confirmation link is invalid or has expired.") {
			t.Fatalf("REST verify again: %d %s", resp.StatusCode, body)
		}
		resp, _ = s.NewClient().Do(t, "POST", "/api/user/email/resend", nil)
		if resp.StatusCode != 401 {
			t.Fatalf("visitor resend: %d", resp.StatusCode)
		}
	})
}
