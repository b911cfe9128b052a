package accounts_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// Issue 14: log in with a username or an email address; the reset email
// names the username; the reset page can tell a bad link before the form.

func TestLoginWithEmail(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		alice := e.register(t, "alice")
		u, err := e.svc.Login(ctx, " ALICE@Example.com ", "secret1", "10.0.0.1:1")
		if err != nil || u.ID != alice.ID {
			t.Fatalf("login by email: %v %+v", err, u)
		}
		_, err = e.svc.Login(ctx, "alice@example.com", "wrong-password", "10.0.0.1:1")
		wantErr(t, err, apperr.Unauthenticated, "", "Invalid username or password")
		_, err = e.svc.Login(ctx, "nobody@example.com", "secret1", "10.0.0.1:1")
		wantErr(t, err, apperr.Unauthenticated, "", "Invalid username or password")

		// A username that looks like another account's email: the username wins.
		odd := e.register(t, "bob@example.com", func(in *accounts.RegisterInput) { in.Email = "robert@example.com" })
		e.register(t, "bob", func(in *accounts.RegisterInput) { in.Email = "bob@example.com" })
		u, err = e.svc.Login(ctx, "bob@example.com", "secret1", "10.0.0.2:1")
		if err != nil || u.ID != odd.ID {
			t.Fatalf("username match must win: %v %+v", err, u)
		}
	})
}

func TestLoginEmailSharesTheAccountsThrottle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		e.register(t, "carol")
		// Failures by email and by username add up for the one account.
		var last error
		for i := range 12 {
			id := "carol"
			if i%2 == 0 {
				id = "Carol@example.com"
			}
			_, last = e.svc.Login(ctx, id, "bad-password", "10.0.0.9:1")
			if ae := apperr.As(last); ae != nil && ae.Code == apperr.RateLimited {
				break
			}
		}
		wantErr(t, last, apperr.RateLimited, "", "Too many login attempts. Please try again later.")
		_, err := e.svc.Login(ctx, "carol@example.com", "secret1", "10.0.0.9:1")
		wantErr(t, err, apperr.RateLimited, "", "Too many login attempts. Please try again later.")
		_, err = e.svc.Login(ctx, "carol", "secret1", "10.0.0.9:1")
		wantErr(t, err, apperr.RateLimited, "", "Too many login attempts. Please try again later.")
	})
}

func TestResetEmailNamesTheUsernameAndTokenCheck(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		e.register(t, "DanaW", func(in *accounts.RegisterInput) { in.Email = "dana@example.com" })
		if err := e.svc.RequestPasswordReset(ctx, "dana@example.com", "10.3.3.3:1"); err != nil {
			t.Fatal(err)
		}
		e.drain(t)
		msgs := e.mail.resets()
		if len(msgs) != 1 || !strings.Contains(msgs[0].body, "Your username is DanaW") {
			t.Fatalf("reset email does not name the username: %+v", msgs)
		}
		prefix := baseURL + "/reset-password?token="
		i := strings.Index(msgs[0].body, prefix)
		lu, _ := url.Parse(strings.Fields(msgs[0].body[i:])[0])
		token := lu.Query().Get("token")

		if err := e.svc.CheckResetToken(ctx, token); err != nil {
			t.Fatalf("fresh token: %v", err)
		}
		for _, bad := range []string{"", "nope", strings.Repeat("x", 500), token + "x"} {
			wantErr(t, e.svc.CheckResetToken(ctx, bad), apperr.Invalid, "token", "This reset link is invalid or has expired.")
		}
		if err := e.svc.ResetPassword(ctx, token, "new-secret"); err != nil {
			t.Fatal(err)
		}
		// Used up: the page says so before the form is filled.
		wantErr(t, e.svc.CheckResetToken(ctx, token), apperr.Invalid, "token", "This reset link is invalid or has expired.")
	})
}

// Issue 13: only login reads the password hash; lists, loaders, profiles and
// sessions never carry it.
func TestPasswordHashReadOnlyByLogin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		alice := e.register(t, "alice")
		got, err := e.svc.Get(ctx, alice.ID)
		if err != nil || got.PasswordHash != "" || got.Username != "alice" {
			t.Fatalf("Get: %v hash=%q", err, got.PasswordHash)
		}
		byIDs, err := e.svc.ByIDs(ctx, []int64{alice.ID})
		if err != nil || byIDs[alice.ID] == nil || byIDs[alice.ID].PasswordHash != "" {
			t.Fatalf("ByIDs: %v %+v", err, byIDs[alice.ID])
		}
		epoch, err := e.svc.SessionEpoch(ctx, alice.ID)
		if err != nil {
			t.Fatal(err)
		}
		s, err := e.svc.SessionUser(ctx, alice.ID, epoch)
		if err != nil || s == nil || s.PasswordHash != "" {
			t.Fatalf("SessionUser: %v %+v", err, s)
		}
		if _, err := e.svc.Login(ctx, "alice", "secret1", "10.0.0.9:1"); err != nil {
			t.Fatalf("login still checks the stored hash: %v", err)
		}
	})
}
