package alerts_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"canvass/internal/alerts"
	"canvass/internal/apptest"
	"canvass/internal/store"
)

// A saved search, another member's matching posting, and the queued alert
// run: one notification linking to the job, through the whole server, on
// both engines; a second run sends nothing; deleting the search takes its
// notification away.
func TestAlertReachesTheNotificationCentre(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		ctx := t.Context()
		carol, alice := s.NewClient(), s.NewClient()
		carol.Register(t, "carol", "CAMPAIGN_STAFF")
		alice.Register(t, "alice", "CANDIDATE")

		resp, body := carol.Do(t, "POST", "/api/saved-searches", map[string]any{"name": "Organizers",
			"filter": map[string]any{"search": "organizer", "jobType": "full-time"}, "frequency": "instant"})
		var saved struct {
			ID        int64
			BoardPath string
			Frequency string
		}
		if resp.StatusCode != 201 || json.Unmarshal(body, &saved) != nil || saved.Frequency != "instant" ||
			saved.BoardPath != "/jobs?q=organizer&type=FULL_TIME" {
			t.Fatalf("save: %d %s", resp.StatusCode, body)
		}
		job := func(title, typ string) int64 {
			resp, body := alice.Do(t, "POST", "/api/jobs", map[string]any{"title": title, "organization": "Friends of Jane",
				"location": "Reno, NV", "jobType": typ, "description": "Knock doors and recruit volunteers."})
			var j struct{ ID int64 }
			if resp.StatusCode != 201 || json.Unmarshal(body, &j) != nil {
				t.Fatalf("post job: %d %s", resp.StatusCode, body)
			}
			return j.ID
		}
		match := job("Field Organizer", "full-time")
		job("Organizing Intern", "internship")

		run := func() {
			// The run's clock is two minutes on: the search is due.
			s.App.Alerts.Now = func() time.Time { return store.Now().Add(2 * time.Minute) }
			if _, err := s.App.Queue.EnqueueNow(ctx, alerts.RunArgs{Frequency: alerts.Instant}, nil); err != nil {
				t.Fatal(err)
			}
			s.DrainQueue(t)
		}
		run()
		type note struct {
			ID    int64
			Kind  string
			Title string
			URL   string
			Read  bool
		}
		list := func() []note {
			resp, body := carol.Do(t, "GET", "/api/notifications", nil)
			var out []note
			if resp.StatusCode != 200 || json.Unmarshal(body, &out) != nil {
				t.Fatalf("notifications: %d %s", resp.StatusCode, body)
			}
			return out
		}
		got := list()
		want := note{Kind: "saved-search", Title: "1 new job for your saved search “Organizers”", URL: fmt.Sprintf("/jobs/%d", match)}
		if len(got) != 1 || got[0].Kind != want.Kind || got[0].Title != want.Title || got[0].URL != want.URL {
			t.Fatalf("notifications %+v, want one %+v", got, want)
		}
		run()
		if got := list(); len(got) != 1 {
			t.Fatalf("a second run notified again: %+v", got)
		}
		// The poster is not alerted about their own job.
		resp, body = alice.Do(t, "GET", "/api/notifications", nil)
		if resp.StatusCode != 200 || string(body) != "[]\n" {
			t.Fatalf("alice's notifications: %d %s", resp.StatusCode, body)
		}
		if resp, body := carol.Do(t, "DELETE", fmt.Sprintf("/api/saved-searches/%d", saved.ID), nil); resp.StatusCode != 200 {
			t.Fatalf("delete: %d %s", resp.StatusCode, body)
		}
		if got := list(); len(got) != 0 {
			t.Fatalf("the deleted search's alert is still listed: %+v", got)
		}
	})
}
