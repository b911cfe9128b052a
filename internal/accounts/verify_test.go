package accounts_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// confirmLink finds the confirmation link in the newest email to addr and
// returns its token.
func (e *env) confirmLink(t *testing.T, addr string) string {
	t.Helper()
	e.drain(t)
	msgs := e.mail.all()
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].to != addr || !strings.HasPrefix(msgs[i].subject, "Confirm your email address") {
			continue
		}
		prefix := baseURL + "/verify-email?token="
		at := strings.Index(msgs[i].body, prefix)
		if at < 0 {
			t.Fatalf("no link in %q", msgs[i].body)
		}
		u, err := url.Parse(strings.Fields(msgs[i].body[at:])[0])
		if err != nil {
			t.Fatal(err)
		}
		return u.Query().Get("token")
	}
	t.Fatalf("no confirmation email to %s in %+v", addr, msgs)
	return ""
}

func TestEmailVerification(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		now := time.Now().UTC()
		e.svc.SetNow(func() time.Time { return now })
		ann := e.register(t, "ann")
		if ann.EmailVerified {
			t.Fatal("a new account is confirmed")
		}
		if ok, err := e.svc.EmailConfirmed(ctx, ann.ID); ok || err != nil {
			t.Fatalf("EmailConfirmed %v %v", ok, err)
		}
		token := e.confirmLink(t, "ann@example.com")
		// Only the hash is stored, valid 48 hours, for this address.
		var rows []struct {
			Hash    string    `db:"token_hash"`
			Email   string    `db:"email"`
			Expires time.Time `db:"expires_at"`
		}
		db.Select(ctx, &rows, `SELECT token_hash, email, expires_at FROM email_verifications`)
		sum := sha256.Sum256([]byte(token))
		if len(rows) != 1 || rows[0].Hash != hex.EncodeToString(sum[:]) || rows[0].Email != "ann@example.com" ||
			rows[0].Expires.Sub(now).Round(time.Minute) != accounts.VerifyTTL {
			t.Fatalf("stored %+v (token %q)", rows, token)
		}
		var jobArgs string
		db.Get(ctx, &jobArgs, `SELECT CAST(args AS TEXT) FROM river_job WHERE kind = 'email.send'`)
		if strings.Contains(jobArgs, token) {
			t.Fatal("the token is stored in the queue")
		}

		_, err := e.svc.VerifyEmail(ctx, "forged")
		wantErr(t, err, apperr.Invalid, "token", "This confirmation link is invalid or has expired.")
		u, err := e.svc.VerifyEmail(ctx, " "+token+" ")
		if err != nil || !u.EmailVerified || u.ID != ann.ID {
			t.Fatalf("verify: %+v %v", u, err)
		}
		if ok, _ := e.svc.EmailConfirmed(ctx, ann.ID); !ok {
			t.Fatal("EmailConfirmed after the link")
		}
		_, err = e.svc.VerifyEmail(ctx, token)
		wantErr(t, err, apperr.Invalid, "token", "This confirmation link is invalid or has expired.")
		err = e.svc.ResendVerification(ctx, u)
		wantErr(t, err, apperr.Invalid, "", "Your email address is already confirmed.")
		err = e.svc.ResendVerification(ctx, nil)
		wantErr(t, err, apperr.Unauthenticated, "", "Not signed in")

		// An email change: unconfirmed again, a link to the new address;
		// a link sent to the old one no longer confirms anything.
		bob := e.register(t, "bob")
		oldToken := e.confirmLink(t, "bob@example.com")
		newAddr := "bob.new@example.com"
		bob, err = e.svc.UpdateProfile(ctx, bob, accounts.ProfileInput{FirstName: bob.FirstName, LastName: bob.LastName, Email: &newAddr})
		if err != nil || bob.EmailVerified {
			t.Fatalf("update: %+v %v", bob, err)
		}
		newToken := e.confirmLink(t, newAddr)
		_, err = e.svc.VerifyEmail(ctx, oldToken)
		wantErr(t, err, apperr.Invalid, "token", "This confirmation link is invalid or has expired.")
		if u, err := e.svc.VerifyEmail(ctx, newToken); err != nil || !u.EmailVerified {
			t.Fatalf("new address: %+v %v", u, err)
		}
		// Same address in other letters: still confirmed, no email.
		sent := len(e.mail.all())
		upper := "BOB.NEW@example.com"
		bob, err = e.svc.UpdateProfile(ctx, bob, accounts.ProfileInput{FirstName: bob.FirstName, LastName: bob.LastName, Email: &upper})
		e.drain(t)
		if err != nil || !bob.EmailVerified || len(e.mail.all()) != sent {
			t.Fatalf("case change: %+v %v, %d emails", bob, err, len(e.mail.all())-sent)
		}

		// Expiry: 48 hours after the sending.
		cat := e.register(t, "cat")
		catToken := e.confirmLink(t, "cat@example.com")
		now = now.Add(accounts.VerifyTTL + time.Second)
		_, err = e.svc.VerifyEmail(ctx, catToken)
		wantErr(t, err, apperr.Invalid, "token", "This confirmation link is invalid or has expired.")
		// Resend: a new link that works; a few per hour.
		for i := range 5 {
			if err := e.svc.ResendVerification(ctx, cat); err != nil {
				t.Fatalf("resend %d: %v", i, err)
			}
		}
		err = e.svc.ResendVerification(ctx, cat)
		if apperr.As(err) == nil || apperr.As(err).Code != apperr.RateLimited {
			t.Fatalf("sixth resend in an hour: %v", err)
		}
		if u, err := e.svc.VerifyEmail(ctx, e.confirmLink(t, "cat@example.com")); err != nil || !u.EmailVerified {
			t.Fatalf("resent link: %+v %v", u, err)
		}
	})
}
