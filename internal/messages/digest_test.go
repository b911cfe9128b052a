package messages

import (
	"context"
	"log/slog"
	"strconv"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/email"
	"canvass/internal/notify/prefs"
	"canvass/internal/queue"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

const digestBase = "http://canvass.test"

// digestStack is one process's queue, outbox and digests on db.
type digestStack struct {
	q   *queue.Queue
	rec *email.Recorder
	d   *Digests
}

func newDigestStack(t *testing.T, db *store.DB, now *time.Time) *digestStack {
	t.Helper()
	log := slog.New(slog.DiscardHandler)
	q, err := queue.New(db, queue.Options{Log: log, PollInterval: 20 * time.Millisecond, NoPeriodic: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { q.Stop(5 * time.Second) })
	rec := &email.Recorder{}
	ob := email.New(q, email.Options{BaseURL: digestBase, Transport: rec, Log: log})
	ob.SetUnsubscriber(func(ctx context.Context, userID int64, kind string) (string, error) {
		return digestBase + "/unsubscribe?u=" + strconv.FormatInt(userID, 10) + "&k=" + kind, nil
	})
	d := NewDigests(db, q, ob, prefs.New(db), log)
	d.SetNow(func() time.Time { return *now })
	return &digestStack{q: q, rec: rec, d: d}
}

func confirm(t *testing.T, db *store.DB, users ...*accounts.User) {
	t.Helper()
	for _, u := range users {
		if _, err := db.Exec(ctx, `UPDATE users SET email_verified_at = ? WHERE id = ?`, store.Now(), u.ID); err != nil {
			t.Fatal(err)
		}
	}
}

func sweep(t *testing.T, d *Digests) int {
	t.Helper()
	n, err := d.Sweep(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestMessageDigests(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, _ := newSvc(db, nil)
		now := time.Now()
		st := newDigestStack(t, db, &now)
		if err := st.q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		ann, bob, cat := mkUser(t, db, "ann"), mkUser(t, db, "bob"), mkUser(t, db, "cat")
		eve, gus, ivy, kim := mkUser(t, db, "eve"), mkUser(t, db, "gus"), mkUser(t, db, "ivy"), mkUser(t, db, "kim")
		lee := mkUser(t, db, "lee")
		teammates(t, db, ann, bob, cat, eve, gus, ivy, kim, lee) // not message requests
		confirm(t, db, ann, gus, ivy, kim)                       // eve is not confirmed
		if _, err := prefs.New(db).Set(ctx, gus, map[string]bool{prefs.MessageDigest: false}); err != nil {
			t.Fatal(err)
		}
		long := strings.Repeat("word ", 100)
		send(t, s, bob, ann, "Are you free on Tuesday?")
		send(t, s, cat, ann, long)
		send(t, s, bob, ann, "We need an answer about the\nyard signs.")
		send(t, s, bob, eve, "to an unconfirmed address")
		send(t, s, bob, gus, "to someone who turned digests off")
		m := send(t, s, bob, ivy, "read in time")
		if _, err := s.MarkRead(ctx, ivy, m.ID); err != nil {
			t.Fatal(err)
		}
		send(t, s, lee, kim, "before the block: secret words")
		if err := s.Block(ctx, kim, lee.ID); err != nil {
			t.Fatal(err)
		}
		send(t, s, lee, kim, "withheld words") // withheld: kim blocked lee

		now = now.Add(DigestDelay - time.Minute)
		if n := sweep(t, st.d); n != 0 {
			t.Fatalf("%d digests before 15 minutes", n)
		}
		now = now.Add(2 * time.Minute)
		if n := sweep(t, st.d); n != 1 {
			t.Fatalf("%d digests, want 1 (ann's)", n)
		}
		if err := st.q.AwaitIdle(10 * time.Second); err != nil {
			t.Fatal(err)
		}
		sent := st.rec.Sent()
		if len(sent) != 1 || sent[0].To != "ann@example.com" {
			t.Fatalf("sent %+v", sent)
		}
		d := sent[0]
		if d.Subject != "You have 3 unread messages from 2 people on Canvass" {
			t.Fatalf("subject %q", d.Subject)
		}
		for _, want := range []string{"Fbob Lbob (@bob), 2 messages", "Fcat Lcat (@cat)", `"We need an answer about the yard signs."`,
			`"Are you free on Tuesday?"`, digestBase + "/messages?to=" + strconv.FormatInt(bob.ID, 10),
			digestBase + "/messages?to=" + strconv.FormatInt(cat.ID, 10), "Replies go through Canvass",
			"Unsubscribe from these emails: " + digestBase + "/unsubscribe?u=" + strconv.FormatInt(ann.ID, 10) + "&k=message_digest",
			"Choose which emails you get: " + digestBase + "/profile?tab=email"} {
			if !strings.Contains(d.Text, want) {
				t.Errorf("text lacks %q:\n%s", want, d.Text)
			}
		}
		if strings.Contains(d.Text, long) || !strings.Contains(d.Text, "…") {
			t.Error("a long message is quoted whole")
		}
		if strings.Index(d.Text, "@bob") > strings.Index(d.Text, "@cat") {
			t.Error("the most recent sender is not first")
		}
		if !strings.Contains(d.HTML, "Read and reply to Fbob Lbob") || d.Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" {
			t.Errorf("html/headers: %v\n%s", d.Headers, d.HTML)
		}
		for _, r := range sent {
			if strings.Contains(r.Text+r.HTML, "secret words") || strings.Contains(r.Text+r.HTML, "withheld words") {
				t.Fatal("a blocked sender's words were emailed")
			}
		}

		// A second sweep finds nothing new; a new message gets its own.
		if n := sweep(t, st.d); n != 0 {
			t.Fatalf("second sweep: %d", n)
		}
		send(t, s, cat, ann, "One more thing")
		now = time.Now().Add(DigestDelay - time.Minute)
		if n := sweep(t, st.d); n != 0 {
			t.Fatalf("a message sent just now was swept (clock %v)", now)
		}
		now = time.Now().Add(DigestDelay + time.Minute)
		if n := sweep(t, st.d); n != 1 {
			t.Fatalf("new message: %d", n)
		}
		st.q.AwaitIdle(10 * time.Second)
		sent = st.rec.Sent()
		if len(sent) != 2 || sent[1].Subject != "Fcat Lcat sent you a message on Canvass" || strings.Contains(sent[1].Text, "Tuesday") {
			t.Fatalf("second digest: %+v", sent[1:])
		}
		// Confirming later does not email what was swept before.
		confirm(t, db, eve)
		if n := sweep(t, st.d); n != 0 {
			t.Fatalf("after eve confirmed: %d", n)
		}
	})
}

// A process dies between the sweep (the digest enqueued with its
// sent-markers) and the sending: the next process sends it, once.
func TestMessageDigestSurvivesACrash(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, _ := newSvc(db, nil)
		now := time.Now().Add(DigestDelay + time.Minute)
		first := newDigestStack(t, db, &now)
		ann, bob := mkUser(t, db, "ann"), mkUser(t, db, "bob")
		teammates(t, db, ann, bob)
		confirm(t, db, ann)
		send(t, s, bob, ann, "hello?")
		if n := sweep(t, first.d); n != 1 {
			t.Fatalf("swept %d", n)
		}
		first.q.Kill() // never started: the email job waits in the database

		db2, err := store.Open(ctx, db.URL())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db2.Close() })
		second := newDigestStack(t, db2, &now)
		if n := sweep(t, second.d); n != 0 {
			t.Fatalf("the new process swept again: %d", n)
		}
		if err := second.q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		if err := second.q.AwaitIdle(10 * time.Second); err != nil {
			t.Fatal(err)
		}
		time.Sleep(200 * time.Millisecond)
		if got := second.rec.Sent(); len(got) != 1 || got[0].To != "ann@example.com" || len(first.rec.Sent()) != 0 {
			t.Fatalf("after the restart: %+v / %+v", got, first.rec.Sent())
		}
	})
}
