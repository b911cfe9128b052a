package verify_test

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/email"
	"canvass/internal/events"
	"canvass/internal/notifications"
	"canvass/internal/queue"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
	"canvass/internal/verify"
)

type env struct {
	svc *verify.Service
	db  *store.DB
	q   *queue.Queue
	rec *email.Recorder
	now time.Time
}

func newEnv(t *testing.T, db *store.DB) *env {
	t.Helper()
	log := slog.New(slog.DiscardHandler)
	q, err := queue.New(db, queue.Options{Log: log, PollInterval: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	e := &env{db: db, q: q, rec: &email.Recorder{}, now: time.Now().UTC()}
	ob := email.New(q, email.Options{BaseURL: "http://canvass.test", Transport: e.rec, Log: log})
	e.svc = verify.NewService(db, ob, notifications.NewService(db, events.NewLocalBroker(), log))
	e.svc.SetNow(func() time.Time { return e.now })
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { q.Stop(5 * time.Second) })
	return e
}

var codeLine = regexp.MustCompile(`Your code is: ([0-9]{6})`)

// code is the code in the newest verification email to addr.
func (e *env) code(t *testing.T, addr string) string {
	t.Helper()
	if err := e.q.AwaitIdle(10 * time.Second); err != nil {
		t.Fatal(err)
	}
	sent := e.rec.Sent()
	for i := len(sent) - 1; i >= 0; i-- {
		if sent[i].To == addr && strings.Contains(sent[i].Subject, "verification code") {
			m := codeLine.FindStringSubmatch(sent[i].Text)
			if m == nil {
				t.Fatalf("no code in %q", sent[i].Text)
			}
			return m[1]
		}
	}
	t.Fatalf("no verification email to %s", addr)
	return ""
}

func wantErr(t *testing.T, err error, code apperr.Code, field, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil {
		t.Fatalf("got %v, want %s %q", err, code, msg)
	}
	if e.Code != code {
		t.Fatalf("code %s (%q %v), want %s", e.Code, e.Message, e.Fields, code)
	}
	if field == "" {
		if e.Message != msg {
			t.Fatalf("message %q, want %q", e.Message, msg)
		}
		return
	}
	for _, f := range e.Fields {
		if f.Field == field && f.Message == msg {
			return
		}
	}
	t.Fatalf("fields %+v, want %s: %q", e.Fields, field, msg)
}

func moderator(t *testing.T, db *store.DB, name string) *accounts.User {
	t.Helper()
	u := testkit.User(t, db, name, accounts.CampaignStaff)
	if _, err := db.Exec(context.Background(), `INSERT INTO moderators (user_id, granted_at) VALUES (?, ?)`, u.ID, store.Now()); err != nil {
		t.Fatal(err)
	}
	return u
}

var fed = verify.Input{Kind: "CAMPAIGN", Name: "Friends of Ann", FECID: "c00123456", Website: "https://www.friendsofann.org", Email: "ann@friendsofann.org"}

func TestRequestValidation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		_, err := e.svc.Request(ctx, nil, fed)
		wantErr(t, err, apperr.Unauthenticated, "", "Not signed in")
		cases := []struct {
			in         verify.Input
			field, msg string
		}{
			{verify.Input{Kind: "party", Name: "X", Website: "https://x.org", Email: "a@x.org"}, "kind", verify.MsgKind},
			{verify.Input{Kind: "vendor", Name: " ", Website: "https://x.org", Email: "a@x.org"}, "name", verify.MsgName},
			{verify.Input{Kind: "vendor", Name: strings.Repeat("n", 121), Website: "https://x.org", Email: "a@x.org"}, "name", verify.MsgNameTooLong},
			{verify.Input{Kind: "campaign", Name: "X", Website: "https://x.org", Email: "a@x.org"}, "fecId", verify.MsgCommitteeID},
			{verify.Input{Kind: "campaign", Name: "X", FECID: "C1234567", Website: "https://x.org", Email: "a@x.org"}, "fecId", verify.MsgFECID},
			{verify.Input{Kind: "campaign", Name: "X", FECID: "H00123456", Website: "https://x.org", Email: "a@x.org"}, "fecId", verify.MsgFECID},
			{verify.Input{Kind: "campaign", Name: "X", FECID: "C001234567", Website: "https://x.org", Email: "a@x.org"}, "fecId", verify.MsgFECID},
			{verify.Input{Kind: "campaign", Name: "X", State: "CO", Website: "https://x.org", Email: "a@x.org"}, "stateCommitteeId", verify.MsgCommitteeID},
			{verify.Input{Kind: "campaign", Name: "X", StateCommitteeID: "2024-123", Website: "https://x.org", Email: "a@x.org"}, "state", verify.MsgState},
			{verify.Input{Kind: "campaign", Name: "X", StateCommitteeID: "2024-123", State: "ZZ", Website: "https://x.org", Email: "a@x.org"}, "state", verify.MsgState},
			{verify.Input{Kind: "campaign", Name: "X", StateCommitteeID: "<b>", State: "CO", Website: "https://x.org", Email: "a@x.org"}, "stateCommitteeId", verify.MsgStateID},
			{verify.Input{Kind: "vendor", Name: "X", Website: "x.org", Email: "a@x.org"}, "website", verify.MsgWebsite},
			{verify.Input{Kind: "vendor", Name: "X", Website: "javascript:alert(1)", Email: "a@x.org"}, "website", verify.MsgWebsite},
			{verify.Input{Kind: "vendor", Name: "X", Website: "https://localhost", Email: "a@x.org"}, "website", verify.MsgWebsite},
			{verify.Input{Kind: "vendor", Name: "X", Website: "https://x.org", Email: "not an address"}, "email", verify.MsgEmail},
			{verify.Input{Kind: "vendor", Name: "X", Website: "https://x.org", Email: "a@other.org"}, "email", fmt.Sprintf(verify.MsgEmailDomain, "x.org")},
			{verify.Input{Kind: "vendor", Name: "X", Website: "https://x.org", Email: "a@x.org.evil.com"}, "email", fmt.Sprintf(verify.MsgEmailDomain, "x.org")},
			{verify.Input{Kind: "vendor", Name: "X", Website: "https://x.org", Email: "a@notx.org"}, "email", fmt.Sprintf(verify.MsgEmailDomain, "x.org")},
			{verify.Input{Kind: "vendor", Name: "X", Website: "https://gmail.com", Email: "a@gmail.com"}, "email", verify.MsgFreeEmail},
		}
		for _, c := range cases {
			_, err := e.svc.Request(ctx, ann, c.in)
			wantErr(t, err, apperr.Invalid, c.field, c.msg)
		}
		// Every bad field at once.
		_, err = e.svc.Request(ctx, ann, verify.Input{Kind: "campaign", FECID: "C1", Website: "nope", Email: "nope"})
		if ae := apperr.As(err); ae == nil || len(ae.Fields) != 4 {
			t.Fatalf("want 4 field errors, got %v", err)
		}
		var n int
		db.Get(ctx, &n, `SELECT COUNT(*) FROM verifications`)
		if n != 0 {
			t.Fatalf("%d requests stored after refusals", n)
		}
		// Good inputs: a federal committee (mail at the site's parent domain,
		// id upper-cased), a state committee, a vendor at a subdomain.
		v, err := e.svc.Request(ctx, ann, fed)
		if err != nil || v.FECID == nil || *v.FECID != "C00123456" || v.Status != verify.Pending || v.FECURL() != "https://www.fec.gov/data/committee/C00123456/" {
			t.Fatalf("request: %+v %v", v, err)
		}
		bob := testkit.User(t, db, "bob", accounts.CampaignStaff)
		v, err = e.svc.Request(ctx, bob, verify.Input{Kind: "campaign", Name: "Bob for Senate", StateCommitteeID: "20245001", State: "co",
			Website: "https://bobforsenate.com", Email: "bob@bobforsenate.com"})
		if err != nil || v.State == nil || *v.State != "CO" || v.FECID != nil || v.FECURL() != "" {
			t.Fatalf("state request: %+v %v", v, err)
		}
		cy := testkit.User(t, db, "cy", accounts.Vendor)
		if _, err := e.svc.Request(ctx, cy, verify.Input{Kind: "vendor", Name: "Cy Print", FECID: "junk", Website: "https://cyprint.com/about",
			Email: "cy@mail.cyprint.com"}); err != nil {
			t.Fatalf("vendor request: %v", err)
		}
	})
}

func TestConfirmCode(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		bob := testkit.User(t, db, "bob", accounts.Candidate)
		_, err := e.svc.Confirm(ctx, ann, "123456")
		wantErr(t, err, apperr.Invalid, "", verify.MsgNoRequest)
		if _, err := e.svc.Request(ctx, ann, fed); err != nil {
			t.Fatal(err)
		}
		code := e.code(t, "ann@friendsofann.org")
		// The code is not in the queue, only its hash in the table.
		var args string
		db.Get(ctx, &args, `SELECT CAST(args AS TEXT) FROM river_job WHERE kind = 'email.send'`)
		if strings.Contains(args, code) {
			t.Fatal("the code is stored in the queue")
		}
		_, err = e.svc.Confirm(ctx, ann, "12a456")
		wantErr(t, err, apperr.Invalid, "code", verify.MsgCode)
		// Another member cannot use ann's code.
		_, err = e.svc.Confirm(ctx, bob, code)
		wantErr(t, err, apperr.Invalid, "", verify.MsgNoRequest)
		wrong := "000000"
		if code == wrong {
			wrong = "111111"
		}
		_, err = e.svc.Confirm(ctx, ann, wrong)
		wantErr(t, err, apperr.Invalid, "code", verify.MsgWrongCode)
		// Expired after CodeTTL.
		e.now = e.now.Add(verify.CodeTTL + time.Second)
		_, err = e.svc.Confirm(ctx, ann, code)
		wantErr(t, err, apperr.Invalid, "code", verify.MsgCodeExpired)
		// A new code (resend, bounded), the old one is dead.
		if err := e.svc.Resend(ctx, ann); err != nil {
			t.Fatal(err)
		}
		wantErr(t, e.svc.Resend(ctx, ann), apperr.RateLimited, "", verify.MsgResendWait)
		code2 := e.code(t, "ann@friendsofann.org")
		if code2 != code {
			_, err = e.svc.Confirm(ctx, ann, code)
			wantErr(t, err, apperr.Invalid, "code", verify.MsgWrongCode)
		}
		// Limited attempts: the fifth wrong one kills the code.
		wrong = "000000"
		if code2 == wrong {
			wrong = "111111"
		}
		for i := 0; i < verify.MaxAttempts; i++ {
			_, err = e.svc.Confirm(ctx, ann, wrong)
		}
		wantErr(t, err, apperr.Invalid, "code", verify.MsgTooManyCodes)
		_, err = e.svc.Confirm(ctx, ann, code2)
		wantErr(t, err, apperr.Invalid, "code", verify.MsgTooManyCodes)
		e.now = e.now.Add(verify.ResendEvery)
		if err := e.svc.Resend(ctx, ann); err != nil {
			t.Fatal(err)
		}
		code3 := e.code(t, "ann@friendsofann.org")
		v, err := e.svc.Confirm(ctx, ann, " "+code3[:3]+" "+code3[3:])
		if err != nil || v.EmailConfirmedAt == nil {
			t.Fatalf("confirm: %+v %v", v, err)
		}
		// Used once.
		_, err = e.svc.Confirm(ctx, ann, code3)
		wantErr(t, err, apperr.Invalid, "", verify.MsgNoRequest)
		// One open request: a second is refused while it waits.
		_, err = e.svc.Request(ctx, ann, fed)
		wantErr(t, err, apperr.Conflict, "", verify.MsgOpen)
		wantErr(t, e.svc.Resend(ctx, ann), apperr.Invalid, "", verify.MsgNoRequest)
	})
}

func TestDecide(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		bob := testkit.User(t, db, "bob", accounts.Vendor)
		mod := moderator(t, db, "mod")
		if _, err := e.svc.Request(ctx, ann, fed); err != nil {
			t.Fatal(err)
		}
		mine, err := e.svc.Mine(ctx, ann)
		if err != nil || mine == nil || mine.Name != "Friends of Ann" {
			t.Fatalf("mine %+v %v", mine, err)
		}
		// Unconfirmed requests are not in the queue and cannot be decided.
		list, err := e.svc.Pending(ctx, mod)
		if err != nil || len(list) != 0 {
			t.Fatalf("queue before confirmation: %v %v", list, err)
		}
		_, err = e.svc.Decide(ctx, mod, mine.ID, "approve", "ok")
		wantErr(t, err, apperr.Conflict, "", verify.MsgNotWaiting)
		if _, err := e.svc.Confirm(ctx, ann, e.code(t, "ann@friendsofann.org")); err != nil {
			t.Fatal(err)
		}
		// Members and visitors are refused every moderator action.
		_, err = e.svc.Pending(ctx, ann)
		wantErr(t, err, apperr.Forbidden, "", verify.MsgModerators)
		_, err = e.svc.Pending(ctx, nil)
		wantErr(t, err, apperr.Unauthenticated, "", "Not signed in")
		_, err = e.svc.Decide(ctx, ann, mine.ID, "approve", "it is me")
		wantErr(t, err, apperr.Forbidden, "", verify.MsgModerators)
		_, err = e.svc.Decide(ctx, bob, mine.ID, "refuse", "no")
		wantErr(t, err, apperr.Forbidden, "", verify.MsgModerators)
		_, err = e.svc.Decide(ctx, nil, mine.ID, "approve", "x")
		wantErr(t, err, apperr.Unauthenticated, "", "Not signed in")
		_, err = e.svc.Get(ctx, bob, mine.ID)
		wantErr(t, err, apperr.NotFound, "", verify.MsgNotFound)
		if _, ok, _ := verify.VerifiedName(ctx, db, ann.ID); ok {
			t.Fatal("verified before a decision")
		}
		list, err = e.svc.Pending(ctx, mod)
		if err != nil || len(list) != 1 || list[0].Username != "ann" {
			t.Fatalf("queue: %+v %v", list, err)
		}
		// A reason and a decision are required.
		_, err = e.svc.Decide(ctx, mod, mine.ID, "maybe", " ")
		wantErr(t, err, apperr.Invalid, "reason", verify.MsgReason)
		wantErr(t, err, apperr.Invalid, "decision", verify.MsgDecision)
		_, err = e.svc.Decide(ctx, mod, 99999, "approve", "ok")
		wantErr(t, err, apperr.NotFound, "", verify.MsgNotFound)
		v, err := e.svc.Decide(ctx, mod, mine.ID, "approve", "FEC record and domain match")
		if err != nil || v.Status != verify.Approved || v.DecisionReason != "FEC record and domain match" {
			t.Fatalf("approve: %+v %v", v, err)
		}
		_, err = e.svc.Decide(ctx, mod, mine.ID, "refuse", "again")
		wantErr(t, err, apperr.Conflict, "", verify.MsgNotWaiting)
		if name, ok, _ := verify.VerifiedName(ctx, db, ann.ID); !ok || name != "Friends of Ann" {
			t.Fatalf("VerifiedName %q %v", name, ok)
		}
		// The audit log holds the decision; the member is notified without the moderator's name.
		var acts []struct {
			Mod    string `db:"moderator_username"`
			Author string `db:"author_username"`
			Action string `db:"action"`
			Type   string `db:"target_type"`
			Reason string `db:"reason"`
		}
		db.Select(ctx, &acts, `SELECT moderator_username, author_username, action, target_type, reason FROM moderation_actions`)
		if len(acts) != 1 || acts[0].Mod != "mod" || acts[0].Author != "ann" || acts[0].Action != verify.ActionApprove || acts[0].Type != "verification" {
			t.Fatalf("audit log %+v", acts)
		}
		var titles []string
		db.Select(ctx, &titles, `SELECT title FROM notifications WHERE user_id = ? AND kind = 'moderation'`, ann.ID)
		if len(titles) != 1 || !strings.Contains(titles[0], "“Friends of Ann” is verified") || strings.Contains(titles[0], "mod") {
			t.Fatalf("notifications %q", titles)
		}

		// A refusal: bob's vendor request.
		if _, err := e.svc.Request(ctx, bob, verify.Input{Kind: "vendor", Name: "Bob Print", Website: "https://bobprint.com", Email: "b@bobprint.com"}); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Confirm(ctx, bob, e.code(t, "b@bobprint.com")); err != nil {
			t.Fatal(err)
		}
		bv, _ := e.svc.Mine(ctx, bob)
		if _, err := e.svc.Decide(ctx, mod, bv.ID, "refuse", "The website does not name you"); err != nil {
			t.Fatal(err)
		}
		if _, ok, _ := verify.VerifiedName(ctx, db, bob.ID); ok {
			t.Fatal("refused but verified")
		}
		db.Select(ctx, &titles, `SELECT title FROM notifications WHERE user_id = ? AND kind = 'moderation'`, bob.ID)
		if len(titles) != 1 || !strings.Contains(titles[0], "was refused: The website does not name you") {
			t.Fatalf("bob's notifications %q", titles)
		}
		var action string
		db.Get(ctx, &action, `SELECT action FROM moderation_actions WHERE author_id = ?`, bob.ID)
		if action != verify.ActionRefuse {
			t.Fatalf("bob's action %q", action)
		}
		// After a decision the member may ask again.
		if _, err := e.svc.Request(ctx, bob, verify.Input{Kind: "vendor", Name: "Bob Print LLC", Website: "https://bobprint.com", Email: "b@bobprint.com"}); err != nil {
			t.Fatalf("request after a refusal: %v", err)
		}
		// A revoked moderator loses the role at once.
		db.Exec(ctx, `DELETE FROM moderators WHERE user_id = ?`, mod.ID)
		_, err = e.svc.Pending(ctx, mod)
		wantErr(t, err, apperr.Forbidden, "", verify.MsgModerators)
	})
}

func TestRequestReplacesUnconfirmed(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		if _, err := e.svc.Request(ctx, ann, fed); err != nil {
			t.Fatal(err)
		}
		old := e.code(t, "ann@friendsofann.org")
		fixed := fed
		fixed.Email = "press@friendsofann.org"
		if _, err := e.svc.Request(ctx, ann, fixed); err != nil {
			t.Fatal(err)
		}
		var n int
		db.Get(ctx, &n, `SELECT COUNT(*) FROM verifications WHERE user_id = ?`, ann.ID)
		if n != 1 {
			t.Fatalf("%d requests, want 1", n)
		}
		if _, err := e.svc.Confirm(ctx, ann, old); err == nil {
			t.Fatal("the replaced request's code confirmed the new one")
		}
		if _, err := e.svc.Confirm(ctx, ann, e.code(t, "press@friendsofann.org")); err != nil {
			t.Fatal(err)
		}
	})
}
