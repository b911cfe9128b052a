package jobs

import (
	"context"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

// hideJob hides job id as internal/moderation does: the bits and the
// reason, then ModerationChanged.
func hideJob(t *testing.T, db *store.DB, s *Service, id int64, bits int, reason string) {
	t.Helper()
	if _, err := db.Exec(context.Background(), `UPDATE jobs SET hidden = ?, hidden_reason = ? WHERE id = ?`, bits, reason, id); err != nil {
		t.Fatal(err)
	}
	s.ModerationChanged()
}

// A job moderators hid (issue 28, internal/hidden) is out of every read path
// of the board for visitors and other members (search, counts capped or
// not, with and without words and filters, which on SQLite the index
// answers alone, facets, the sitemap, alerts' matches, the poster's public
// list and count, saved jobs, single reads, applying and saving), stays in
// its poster's own list and detail with the reason, and in a moderator's
// detail; restoring it brings it back everywhere, index included.
func TestHiddenJobs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "carla", accounts.Candidate)
		other := testkit.User(t, db, "omar", accounts.CampaignStaff)
		mod := testkit.User(t, db, "mona", accounts.CampaignStaff)
		if _, err := db.Exec(ctx, `INSERT INTO moderators (user_id, granted_at) VALUES (?, ?)`, mod.ID, store.Now()); err != nil {
			t.Fatal(err)
		}
		soon := time.Now().Add(72 * time.Hour)
		mk := func(title, location string, deadline *time.Time) *Job {
			t.Helper()
			in := validInput()
			in.Title, in.Location, in.Deadline = title, location, deadline
			in.PoliticalAffiliation = "Green"
			j, err := s.Create(ctx, owner, in)
			if err != nil {
				t.Fatal(err)
			}
			return j
		}
		scam := mk("Scam Organizer Fee", "Scamtown, IA", nil)
		scamDeadline := mk("Scam Organizer Later", "Scamtown, IA", &soon)
		mk("Field Organizer", "Des Moines, IA", nil)
		mk("Press Organizer", "Des Moines, IA", &soon)
		if _, err := s.Save(ctx, other, scam.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Facets(ctx); err != nil { // cached before the hide
			t.Fatal(err)
		}
		hideJob(t, db, s, scam.ID, 1, "Scam")
		hideJob(t, db, s, scamDeadline.ID, 2, "Reported by members")

		filters := map[string]Filter{
			"none": {}, "word": {Search: "organizer"}, "prefix": {Search: "scam"}, "location": {Location: "Scamtown, IA"},
			"word+location": {Search: "organizer", Location: "Scamtown, IA"}, "type": {JobType: "full-time"},
			"affiliation": {Affiliation: "Green"},
		}
		want := map[string]int{"none": 2, "word": 2, "prefix": 0, "location": 0, "word+location": 0, "type": 2, "affiliation": 2}
		for name, f := range filters {
			page, err := s.Search(ctx, other, f, Newest, 50, "")
			if err != nil {
				t.Fatal(err)
			}
			for _, j := range page.Items {
				if j.ID == scam.ID || j.ID == scamDeadline.ID {
					t.Errorf("%s: search lists hidden job %d", name, j.ID)
				}
			}
			if len(page.Items) != want[name] {
				t.Errorf("%s: search has %d jobs, want %d", name, len(page.Items), want[name])
			}
			for _, upTo := range []int{0, 1, 1000} {
				c, err := s.CountUpTo(ctx, f, upTo)
				if err != nil {
					t.Fatal(err)
				}
				if wantN := store.Capped(want[name], upTo); c != wantN {
					t.Errorf("%s: CountUpTo(%d) = %+v, want %+v", name, upTo, c, wantN)
				}
			}
			m, err := s.Matching(ctx, db, f, nil, nil, 50)
			if err != nil {
				t.Fatal(err)
			}
			if len(m) != want[name] {
				t.Errorf("%s: alert matches %d jobs, want %d", name, len(m), want[name])
			}
		}

		f, err := s.Facets(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range f.Locations {
			if l.Value == "Scamtown, IA" {
				t.Errorf("facets count hidden jobs: %+v", f.Locations)
			}
		}
		if len(f.Affiliations) != 1 || f.Affiliations[0].Count != 2 {
			t.Errorf("affiliation facets = %+v, want 2 nonpartisan", f.Affiliations)
		}

		refs, err := s.RecentOpen(ctx, 100)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range refs {
			if r.ID == scam.ID || r.ID == scamDeadline.ID {
				t.Errorf("sitemap lists hidden job %d", r.ID)
			}
		}
		if len(refs) != 2 {
			t.Errorf("sitemap has %d jobs, want 2", len(refs))
		}

		// The poster's list: all four for them, two for anyone else.
		for _, c := range []struct {
			viewer *accounts.User
			n      int
		}{{owner, 4}, {other, 2}, {nil, 2}, {mod, 2}} {
			page, err := s.ListByOwner(ctx, c.viewer, owner.ID, 50, "")
			if err != nil {
				t.Fatal(err)
			}
			var vid int64
			if c.viewer != nil {
				vid = c.viewer.ID
			}
			n, err := s.CountByOwner(ctx, vid, owner.ID)
			if err != nil {
				t.Fatal(err)
			}
			counts, err := s.CountsByOwners(ctx, vid, []int64{owner.ID})
			if err != nil {
				t.Fatal(err)
			}
			if len(page.Items) != c.n || n != c.n || counts[owner.ID] != c.n {
				t.Errorf("viewer %v: poster's list %d, count %d, counts %d; want %d", c.viewer, len(page.Items), n, counts[owner.ID], c.n)
			}
		}

		// Saved jobs: the hidden one leaves the saver's list and count.
		saved, err := s.ListSaved(ctx, other, other.ID, 50, "")
		if err != nil {
			t.Fatal(err)
		}
		if n, _ := s.SavedCount(ctx, other, other.ID); len(saved.Items) != 0 || n != 0 {
			t.Errorf("saved list %d, count %d; want 0", len(saved.Items), n)
		}

		// Single reads: NOT_FOUND for visitors and other members, with the
		// reason for the poster and moderators.
		for _, v := range []*accounts.User{nil, other} {
			_, err := s.GetFor(ctx, v, scam.ID)
			wantCode(t, err, apperr.NotFound, MsgNotFound)
		}
		_, err = s.Apply(ctx, other, scam.ID, "Hello there")
		wantCode(t, err, apperr.NotFound, MsgNotFound)
		_, err = s.Save(ctx, other, scam.ID)
		wantCode(t, err, apperr.NotFound, MsgNotFound)
		for _, v := range []*accounts.User{owner, mod} {
			j, err := s.GetFor(ctx, v, scam.ID)
			if err != nil {
				t.Fatalf("%s: %v", v.Username, err)
			}
			h, reason := HiddenFor(v, v == mod, j)
			if !h || reason == nil || *reason != "Scam" {
				t.Errorf("%s: hidden %v reason %v, want true Scam", v.Username, h, reason)
			}
		}
		if h, reason := HiddenFor(other, false, scam); h || reason != nil {
			t.Errorf("another member is told hidden=%v reason=%v", h, reason)
		}

		// An edit of a hidden job keeps it out of the index; restoring puts
		// it back in every path.
		in := validInput()
		in.Title, in.Location, in.PoliticalAffiliation = "Scam Organizer Fee", "Scamtown, IA", "Green"
		if _, err := s.Update(ctx, owner, scam.ID, in); err != nil {
			t.Fatal(err)
		}
		if c, _ := s.CountUpTo(ctx, Filter{Search: "scam"}, 1000); c.N != 0 {
			t.Errorf("an edited hidden job counts: %+v", c)
		}
		hideJob(t, db, s, scam.ID, 0, "")
		hideJob(t, db, s, scamDeadline.ID, 0, "")
		for name, wantN := range map[string]int{"none": 4, "prefix": 2, "word+location": 2} {
			c, err := s.CountUpTo(ctx, filters[name], 1000)
			if err != nil {
				t.Fatal(err)
			}
			page, err := s.Search(ctx, nil, filters[name], Newest, 50, "")
			if err != nil {
				t.Fatal(err)
			}
			if c.N != wantN || len(page.Items) != wantN {
				t.Errorf("%s after restore: count %d, list %d, want %d", name, c.N, len(page.Items), wantN)
			}
		}
		if f, _ := s.Facets(ctx); len(f.Affiliations) != 1 || f.Affiliations[0].Count != 4 {
			t.Errorf("facets after restore = %+v, want 4", f.Affiliations)
		}
		// Deleting a hidden job leaves the index consistent (no entry to remove).
		hideJob(t, db, s, scam.ID, 1, "Scam")
		if err := s.Delete(ctx, owner, scam.ID); err != nil {
			t.Fatal(err)
		}
		if db.Dialect() == store.SQLite {
			// rank 1: the index must also agree with its content view.
			if _, err := db.Exec(ctx, `INSERT INTO jobs_fts (jobs_fts, rank) VALUES ('integrity-check', 1)`); err != nil {
				t.Errorf("jobs_fts integrity: %v", err)
			}
		}
	})
}
