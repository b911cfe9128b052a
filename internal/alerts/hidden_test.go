package alerts

import (
	"context"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/jobs"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

// A job moderators hid before its alert ran is never sent (issue 28,
// internal/hidden); restored, the next run sends it.
func TestAlertsSkipHiddenJobs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s, js, c, d := setup(t, db)
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		bob := testkit.User(t, db, "bob", accounts.CampaignStaff)
		search, err := s.Create(ctx, ann, Input{Name: "Organizers", Frequency: "instant", Filter: jobs.Filter{Search: "organizer"}})
		if err != nil {
			t.Fatal(err)
		}
		c.add(time.Second)
		scam := post(t, js, bob, "Organizer (fee to apply)", "full-time")
		good := post(t, js, bob, "Field Organizer", "full-time")
		if _, err := db.Exec(ctx, `UPDATE jobs SET hidden = 1, hidden_reason = 'Scam' WHERE id = ?`, scam.ID); err != nil {
			t.Fatal(err)
		}
		js.ModerationChanged()
		c.add(time.Minute)
		if n, err := s.Run(ctx, Instant); err != nil || n != 1 {
			t.Fatalf("run: %d, %v", n, err)
		}
		if got := d.of(search.ID); len(got) != 1 || len(got[0]) != 1 || got[0][0] != good.ID {
			t.Fatalf("alert %v, want [[%d]] (not the hidden %d)", got, good.ID, scam.ID)
		}
		if _, err := db.Exec(ctx, `UPDATE jobs SET hidden = 0, hidden_reason = NULL WHERE id = ?`, scam.ID); err != nil {
			t.Fatal(err)
		}
		c.add(time.Minute)
		if n, err := s.Run(ctx, Instant); err != nil || n != 1 {
			t.Fatalf("run after restore: %d, %v", n, err)
		}
		if got := d.of(search.ID); len(got) != 2 || len(got[1]) != 1 || got[1][0] != scam.ID {
			t.Fatalf("alerts %v, want the restored job %d second", got, scam.ID)
		}
	})
}
