package notifications

import (
	"context"
	"errors"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/events"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

func alert(userID int64, key string) Event {
	return Event{UserID: userID, Kind: SavedSearch, Key: key, Args: Args{Search: "Field", Count: 2, URL: "/jobs?q=field"}}
}

// received returns the events sub got within d.
func received(sub *events.Subscription, d time.Duration) []events.Event {
	var out []events.Event
	timeout := time.After(d)
	for {
		select {
		case ev := <-sub.C:
			out = append(out, ev)
		case <-timeout:
			return out
		}
	}
}

func count(t *testing.T, db *store.DB, userID int64) int {
	t.Helper()
	var n int
	if err := db.Get(context.Background(), &n, `SELECT COUNT(*) FROM notifications WHERE user_id = ?`, userID); err != nil {
		t.Fatal(err)
	}
	return n
}

// A notification made in a transaction exists, and is announced, only if the
// transaction commits; the announcement comes after the commit.
func TestNotifyFollowsTheTransaction(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		broker := events.NewBroker(ctx, db, nil)
		defer broker.Close()
		svc := NewService(db, broker, nil)
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		sub, err := svc.Subscribe(ann)
		if err != nil {
			t.Fatal(err)
		}
		defer sub.Close()

		boom := errors.New("rolled back")
		err = db.InTx(ctx, func(tx *store.Tx) error {
			if created, err := svc.Notify(ctx, tx, alert(ann.ID, "a:1")); err != nil || !created {
				t.Fatalf("Notify in a transaction: %v %v", created, err)
			}
			return boom
		})
		if !errors.Is(err, boom) {
			t.Fatal(err)
		}
		if n := count(t, db, ann.ID); n != 0 {
			t.Errorf("after a rollback: %d notifications", n)
		}
		if evs := received(sub, 300*time.Millisecond); len(evs) != 0 {
			t.Errorf("a rolled-back notification was announced: %+v", evs)
		}

		err = db.InTx(ctx, func(tx *store.Tx) error {
			if _, err := svc.Notify(ctx, tx, alert(ann.ID, "a:2")); err != nil {
				return err
			}
			if evs := received(sub, 200*time.Millisecond); len(evs) != 0 {
				t.Errorf("announced before the commit: %+v", evs)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		evs := received(sub, 2*time.Second)
		if len(evs) != 1 || evs[0].Kind != events.KindNotification || evs[0].NotificationID == 0 {
			t.Fatalf("after the commit: %+v", evs)
		}
		n, err := svc.Get(ctx, ann, evs[0].NotificationID)
		if err != nil || n.Title != "2 new jobs for your saved search “Field”" || n.URL != "/jobs?q=field" || n.Read() {
			t.Fatalf("the announced notification: %+v %v", n, err)
		}
	})
}

// The rules Notify keeps: one per event key, never about your own action,
// a known kind and a key; others' notifications are NOT_FOUND.
func TestNotifyRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		svc := NewService(db, nil, nil)
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		bob := testkit.User(t, db, "bob", accounts.CampaignStaff)
		for range 3 {
			if _, err := svc.Notify(ctx, db, alert(ann.ID, "same")); err != nil {
				t.Fatal(err)
			}
		}
		if n := count(t, db, ann.ID); n != 1 {
			t.Errorf("the same key three times: %d notifications", n)
		}
		own := alert(ann.ID, "own")
		own.ActorID = ann.ID
		if created, err := svc.Notify(ctx, db, own); created || err != nil {
			t.Errorf("own action: created %v, %v", created, err)
		}
		bad := alert(ann.ID, "k")
		bad.Kind = "nonsense"
		if _, err := svc.Notify(ctx, db, bad); err == nil {
			t.Error("an unknown kind was accepted")
		}
		if _, err := svc.Notify(ctx, db, alert(ann.ID, " ")); err == nil {
			t.Error("a blank key was accepted")
		}
		var nilSvc *Service
		if created, err := nilSvc.Notify(ctx, db, alert(ann.ID, "x")); created || err != nil {
			t.Errorf("a nil service notified: %v %v", created, err)
		}

		page, err := svc.List(ctx, ann, 10, "")
		if err != nil || len(page.Items) != 1 {
			t.Fatalf("list: %+v %v", page, err)
		}
		id := page.Items[0].ID
		for name, err := range map[string]error{
			"get":       func() error { _, err := svc.Get(ctx, bob, id); return err }(),
			"mark read": func() error { _, err := svc.MarkRead(ctx, bob, id); return err }(),
		} {
			if apperr.CodeOf(err) != apperr.NotFound {
				t.Errorf("%s of someone else's: %v, want NOT_FOUND", name, err)
			}
		}
		if _, err := svc.List(ctx, nil, 10, ""); apperr.CodeOf(err) != apperr.Unauthenticated {
			t.Errorf("visitor's list: %v", err)
		}
		if k, err := svc.MarkAllRead(ctx, bob); k != 0 || err != nil {
			t.Errorf("bob marks all: %d %v", k, err)
		}
		if n, _ := svc.UnreadCount(ctx, ann); n != 1 {
			t.Errorf("ann's unread after bob's mark-all = %d", n)
		}
		if _, err := svc.MarkRead(ctx, ann, id); err != nil {
			t.Fatal(err)
		}
		if n, _ := svc.UnreadCount(ctx, ann); n != 0 {
			t.Errorf("unread after marking = %d", n)
		}
		if err := Forget(ctx, db, SavedSearch, 0); err != nil {
			t.Fatal(err)
		}
	})
}

// Every kind has its wording, and titles read well.
func TestWording(t *testing.T) {
	for _, k := range Kinds.Values() {
		if _, ok := WordingOf(Kind(k)); !ok {
			t.Errorf("kind %s has no wording", k)
		}
	}
	for _, c := range []struct {
		k    Kind
		a    Args
		want string
	}{
		{Application, Args{Actor: "Ann Lee", Job: "Field Organizer"}, "Ann Lee applied to your job “Field Organizer”"},
		{SavedSearch, Args{Search: "Reno", Count: 1}, "1 new job for your saved search “Reno”"},
		{TeamAdded, Args{Actor: "Ann Lee", Team: "Alvarez", Role: "Member"}, "Ann Lee added you to the team “Alvarez” as Member"},
		{TeamRole, Args{Actor: "Ann Lee", Team: "Alvarez", Role: "Admin"}, "Ann Lee made you Admin of the team “Alvarez”"},
	} {
		if got, _ := render(c.k, c.a, 7, 9); got != c.want {
			t.Errorf("%s: %q, want %q", c.k, got, c.want)
		}
	}
	if _, url := render(Application, Args{}, 7, 0); url != "/jobs/7#applicants" {
		t.Errorf("application url %q", url)
	}
}
