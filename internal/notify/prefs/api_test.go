package prefs_test

import (
	"context"
	"strings"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/apptest"
	"canvass/internal/notify/prefs"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

// Tokens: made and checked by any process on the database (the secret is
// shared), refused when altered, for another kind or member, or once the
// member is gone; unsubscribing twice is unsubscribing once.
func TestUnsubscribeTokens(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		one, two := prefs.New(db), prefs.New(db) // two processes
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		bob := testkit.User(t, db, "bob", accounts.Candidate)
		tok, err := one.Token(ctx, ann.ID, prefs.JobAlert)
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := two.Token(ctx, ann.ID, prefs.JobAlert); again != tok {
			t.Fatalf("two processes sign differently: %s %s", tok, again)
		}
		other, _ := one.Token(ctx, bob.ID, prefs.JobAlert)
		parts := strings.Split(tok, ".")
		bad := []string{"", "x", tok + "A", tok[:len(tok)-1],
			parts[0] + "." + prefs.MessageDigest + "." + parts[2],          // another kind, same signature
			strings.Split(other, ".")[0] + "." + parts[1] + "." + parts[2], // another member
			parts[0] + ".daily_news." + parts[2], "-1.job_alert." + parts[2], strings.Repeat("9", 300)}
		for _, b := range bad {
			if _, err := two.Unsubscribe(ctx, b, false); apperr.CodeOf(err) != apperr.Invalid || apperr.As(err).Fields[0].Field != "token" {
				t.Fatalf("token %q: %v", b, err)
			}
		}
		for range 2 {
			u, err := two.Unsubscribe(ctx, tok, false)
			if err != nil || u.UserID != ann.ID || u.Kind != prefs.JobAlert || u.Enabled {
				t.Fatalf("unsubscribe: %+v %v", u, err)
			}
		}
		if ok, _ := one.Allows(ctx, ann.ID, prefs.JobAlert); ok {
			t.Fatal("still allowed after unsubscribing")
		}
		if ok, _ := one.Allows(ctx, bob.ID, prefs.JobAlert); !ok {
			t.Fatal("bob was unsubscribed too")
		}
		if _, err := one.Unsubscribe(ctx, tok, true); err != nil {
			t.Fatal(err)
		}
		if ok, _ := one.Allows(ctx, ann.ID, prefs.JobAlert); !ok {
			t.Fatal("undo did not turn alerts on again")
		}
		if _, err := db.Exec(ctx, `DELETE FROM users WHERE id = ?`, bob.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := one.Unsubscribe(ctx, other, false); apperr.CodeOf(err) != apperr.Invalid {
			t.Fatalf("a deleted member's token: %v", err)
		}
	})
}

// Both APIs: a member's own preferences (null for anyone else), a clear
// field error for an unknown kind or a value that is not a boolean, and the
// unsubscribe mutation without a session.
func TestEmailPreferencesAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		ann, bob, visitor := s.NewClient(), s.NewClient(), s.NewClient()
		ua := ann.Register(t, "ann", "CANDIDATE")
		bob.Register(t, "bob", "VENDOR")

		if resp, body := visitor.Do(t, "GET", "/api/user/email-preferences", nil); resp.StatusCode != 401 {
			t.Fatalf("visitor GET: %d %s", resp.StatusCode, body)
		}
		if resp, body := visitor.Do(t, "PUT", "/api/user/email-preferences", map[string]any{"job_alert": false}); resp.StatusCode != 401 {
			t.Fatalf("visitor PUT: %d %s", resp.StatusCode, body)
		}
		resp, body := ann.Do(t, "GET", "/api/user/email-preferences", nil)
		if want := `{"application_updates":true,"job_alert":true,"message_digest":true,"team_updates":true}` + "\n"; resp.StatusCode != 200 || string(body) != want {
			t.Fatalf("GET: %d %s, want %s", resp.StatusCode, body, want)
		}
		for in, field := range map[string]string{`{"daily_news": false}`: "daily_news", `{"job_alert": "no"}`: "job_alert", `{"job_alert": null}`: "job_alert"} {
			resp, body := ann.Do(t, "PUT", "/api/user/email-preferences", in)
			if resp.StatusCode != 400 || !strings.Contains(string(body), `"field":"`+field+`"`) {
				t.Fatalf("PUT %s: %d %s", in, resp.StatusCode, body)
			}
		}
		resp, body = ann.Do(t, "PUT", "/api/user/email-preferences", map[string]any{"message_digest": false, "team_updates": false})
		if resp.StatusCode != 200 || string(body) != `{"application_updates":true,"job_alert":true,"message_digest":false,"team_updates":false}`+"\n" {
			t.Fatalf("PUT: %d %s", resp.StatusCode, body)
		}

		const q = `query($id: ID!) { viewer { emailPreferences { kind enabled } } node(id: $id) { ... on User { emailPreferences { kind } } } }`
		res := ann.GraphQL(t, q, map[string]any{"id": ua.ID})
		res.NoErrors(t)
		if want := `{"viewer":{"emailPreferences":[{"kind":"MESSAGE_DIGEST","enabled":false},{"kind":"JOB_ALERT","enabled":true},{"kind":"APPLICATION_UPDATES","enabled":true},{"kind":"TEAM_UPDATES","enabled":false}]},"node":{"emailPreferences":[{"kind":"MESSAGE_DIGEST"},{"kind":"JOB_ALERT"},{"kind":"APPLICATION_UPDATES"},{"kind":"TEAM_UPDATES"}]}}`; string(res.Data) != want {
			t.Fatalf("viewer: %s", res.Data)
		}
		res = bob.GraphQL(t, q, map[string]any{"id": ua.ID})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"node":{"emailPreferences":null}`) {
			t.Fatalf("someone else's preferences: %s", res.Data)
		}
		const upd = `mutation($in: UpdateEmailPreferencesInput!) { updateEmailPreferences(input: $in) { user { emailPreferences { kind enabled } } errors { field message } } }`
		res = ann.GraphQL(t, upd, map[string]any{"in": map[string]any{"preferences": []any{map[string]any{"kind": "MESSAGE_DIGEST", "enabled": true}}}})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `{"kind":"MESSAGE_DIGEST","enabled":true}`) || !strings.Contains(string(res.Data), `{"kind":"TEAM_UPDATES","enabled":false}`) {
			t.Fatalf("update: %s", res.Data)
		}
		if res = visitor.GraphQL(t, upd, map[string]any{"in": map[string]any{"preferences": []any{}}}); len(res.Codes()) == 0 || res.Codes()[0] != "UNAUTHENTICATED" {
			t.Fatalf("visitor update: %s %v", res.Data, res.Codes())
		}

		tok, err := s.App.EmailPrefs.Token(t.Context(), ua.DatabaseID, prefs.JobAlert)
		if err != nil {
			t.Fatal(err)
		}
		const unsub = `mutation($in: UnsubscribeInput!) { unsubscribe(input: $in) { kind enabled errors { field message } } }`
		res = visitor.GraphQL(t, unsub, map[string]any{"in": map[string]any{"token": tok}})
		if string(res.Data) != `{"unsubscribe":{"kind":"JOB_ALERT","enabled":false,"errors":[]}}` {
			t.Fatalf("unsubscribe: %s %+v", res.Data, res.Errors)
		}
		res = visitor.GraphQL(t, unsub, map[string]any{"in": map[string]any{"token": tok + "x"}})
		if string(res.Data) != `{"unsubscribe":{"kind":null,"enabled":null,"errors":[{"field":"token","message":"`+prefs.MsgBadToken+`"}]}}` {
			t.Fatalf("bad token: %s", res.Data)
		}
		// REST undo, JSON body.
		resp, body = visitor.Do(t, "POST", "/api/unsubscribe", map[string]any{"token": tok, "enabled": true})
		if resp.StatusCode != 200 || string(body) != `{"enabled":true,"kind":"job_alert","ok":true}`+"\n" {
			t.Fatalf("undo: %d %s", resp.StatusCode, body)
		}
		resp, body = visitor.Do(t, "POST", "/api/unsubscribe?token=nope", nil)
		if resp.StatusCode != 400 || !strings.Contains(string(body), `"field":"token"`) {
			t.Fatalf("bad token (REST): %d %s", resp.StatusCode, body)
		}
	})
}
