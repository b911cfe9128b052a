package jobs

import (
	"context"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

// The board's capped count (issue 24) agrees with the jobs the board lists,
// below, at and above the cap, on both engines: open jobs only (with and
// without a deadline), every filter, and after edits and deletes (on
// SQLite jobs_fts's attrs follow the triggers). Search words never match
// the attribute tokens.
func TestCountUpTo(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "carla", accounts.Candidate)
		soon := time.Now().Add(48 * time.Hour)
		mk := func(title, location, jobType, workplace string, deadline *time.Time) *Job {
			t.Helper()
			in := validInput()
			in.Title, in.Location, in.JobType, in.Workplace, in.Deadline = title, location, jobType, workplace, deadline
			in.SalaryMin, in.SalaryMax, in.SalaryPeriod = ptr(40000), ptr(50000), "year" // remote jobs need a range
			j, err := s.Create(ctx, owner, in)
			if err != nil {
				t.Fatal(err)
			}
			return j
		}
		mk("Field Organizer", "Austin, TX", "full-time", "", nil)
		mk("Field Organizer", "Austin, TX", "full-time", "on-site", &soon)
		mk("Data Organizer", "Austin, TX", "part-time", "hybrid", nil)
		mk("Press Secretary", "Austin, TX", "full-time", "", &soon)
		mk("Press Secretary", "Remote", "contract", "", nil)
		mk("Digital Organizer", "Denver, CO", "full-time", "remote", &soon)
		closed := mk("Closed Organizer", "Austin, TX", "full-time", "", &soon)
		if _, err := db.Exec(ctx, `UPDATE jobs SET deadline = ? WHERE id = ?`, time.Now().Add(-time.Hour).UTC(), closed.ID); err != nil {
			t.Fatal(err)
		}
		moved := mk("Field Organizer", "Boise, ID", "volunteer", "", nil)
		gone := mk("Field Organizer", "Austin, TX", "full-time", "", nil)
		if _, err := db.Exec(ctx, `UPDATE jobs SET location = 'Austin, TX', job_type = 'full-time' WHERE id = ?`, moved.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(ctx, `DELETE FROM jobs WHERE id = ?`, gone.ID); err != nil {
			t.Fatal(err)
		}

		listed := func(f Filter) int {
			t.Helper()
			p, err := s.Search(ctx, nil, f, Newest, 100, "")
			if err != nil {
				t.Fatal(err)
			}
			return len(p.Items)
		}
		cases := []struct {
			name string
			f    Filter
			want int
		}{
			{"no filter", Filter{}, 7},
			{"word", Filter{Search: "organizer"}, 5},
			{"prefix", Filter{Search: "organ"}, 5},
			{"location", Filter{Location: "Austin, TX"}, 5},
			{"word and location and type", Filter{Search: "organizer", Location: "Austin, TX", JobType: "FULL_TIME"}, 3},
			{"location Remote finds remote workplaces", Filter{Location: "Remote"}, 2},
			{"workplace", Filter{Workplace: "REMOTE"}, 2},
			{"type", Filter{JobType: "full-time"}, 5},
			{"nothing", Filter{Search: "zzqx"}, 0},
			{"attribute token is not a word", Filter{Search: "dn"}, 0},
			{"attribute token prefix is not a word", Filter{Search: "l4"}, 0},
		}
		for _, c := range cases {
			if got := listed(c.f); got != c.want {
				t.Fatalf("%s: board lists %d jobs, want %d", c.name, got, c.want)
			}
			n := c.want
			for _, upTo := range []int{0, n - 1, n, n + 1, 1000} {
				if upTo < 0 {
					continue
				}
				got, err := s.CountUpTo(ctx, c.f, upTo)
				if err != nil {
					t.Fatalf("%s up to %d: %v", c.name, upTo, err)
				}
				want := store.Count{N: n}
				if upTo > 0 && n > upTo {
					want = store.Count{N: upTo, More: true} // above the cap
				}
				if got != want {
					t.Errorf("%s: CountUpTo(%d) = %+v, want %+v", c.name, upTo, got, want)
				}
			}
			if exact, err := s.Count(ctx, c.f); err != nil || exact != n {
				t.Errorf("%s: Count = %d, %v; want %d", c.name, exact, err, n)
			}
		}
		if _, err := s.CountUpTo(ctx, Filter{JobType: "SEASONAL"}, 10); err == nil {
			t.Error("unknown job type: no error")
		}
	})
}

// The board's count from the attribute index (jobs_fts's attrs on SQLite,
// jobs.attrs on PostgreSQL, issue 24) gives what the plain conditions give
// (filterSQL, the alerts' and the page's), for every combination of words,
// prefixes, location (case, accents, "Remote"), type, affiliation and
// workplace over open, closed, deadline and hidden jobs, below, at and
// above the cap, on both engines.
func TestCountMatchesPlainConditions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "carla", accounts.Candidate)
		now := time.Now().UTC()
		soon, past := now.Add(48*time.Hour), now.Add(-time.Hour)
		locations := []string{"Austin, TX", "austin, tx", "Bogotá, Colombia", "Remote", "Des Moines, IA"}
		types := JobTypes.Values()
		affs := []string{"", "Democratic", "Green"}
		places := []string{"", "on-site", "hybrid", "remote"}
		titles := []string{"Field Organizer", "Organizing Director", "Press Secretary", "Data Analyst Bogotá"}
		n := 0
		for i := range 60 {
			j := &Job{UserID: owner.ID, Title: titles[i%len(titles)], Organization: "Friends of Jane Doe",
				Location: locations[i%len(locations)], JobType: JobType(types[(i/2)%len(types)]),
				Description: "Knock doors and run phone banks.", CreatedAt: now.Add(-time.Duration(i) * time.Minute)}
			if a := affs[(i/3)%len(affs)]; a != "" {
				j.PoliticalAffiliation = ptr(accounts.Affiliation(a))
			}
			if w := places[(i/4)%len(places)]; w != "" {
				j.Workplace = ptr(Workplace(w))
			}
			switch i % 7 {
			case 1:
				j.Deadline = &soon
			case 2:
				j.Deadline = &past // closed
			}
			if err := insertJob(ctx, db, j); err != nil {
				t.Fatal(err)
			}
			if i%11 == 5 {
				if _, err := db.Exec(ctx, `UPDATE jobs SET hidden = 1 WHERE id = ?`, j.ID); err != nil {
					t.Fatal(err)
				}
			}
			n++
		}
		// An edit moves a job's attributes: the index follows.
		if _, err := db.Exec(ctx, `UPDATE jobs SET location = 'Remote', workplace = NULL, political_affiliation = 'Green' WHERE title = 'Press Secretary'`); err != nil {
			t.Fatal(err)
		}
		var filters []Filter
		for _, q := range []string{"", "organizer", "organ", "bogotá", "press secretary", "zzqx", "d"} {
			for _, loc := range []string{"", "Austin, TX", "austin, tx", "Bogotá, Colombia", "Remote", "Nowhere"} {
				for _, typ := range []string{"", "FULL_TIME", "volunteer"} {
					for _, aff := range []string{"", "GREEN", "Democratic"} {
						for _, wp := range []string{"", "REMOTE", "hybrid"} {
							filters = append(filters, Filter{Search: q, Location: loc, JobType: typ, Affiliation: aff, Workplace: wp})
						}
					}
				}
			}
		}
		nonzero := 0
		for _, f := range filters {
			conds, args, err := s.filterSQL(ctx, f, 0)
			if err != nil {
				t.Fatal(err)
			}
			plain, err := db.CountWhereUpTo(ctx, "jobs j", conds, 0, args...)
			if err != nil {
				t.Fatal(err)
			}
			if plain.N > 0 {
				nonzero++
			}
			for _, upTo := range []int{0, 1, plain.N, 1000} {
				got, err := s.CountUpTo(ctx, f, upTo)
				if err != nil {
					t.Fatalf("%+v: %v", f, err)
				}
				if want := store.Capped(plain.N, upTo); got != want {
					t.Fatalf("%+v up to %d: %+v, the plain conditions count %+v", f, upTo, got, want)
				}
			}
		}
		if nonzero < len(filters)/8 {
			t.Fatalf("only %d of %d filters match a job: the test proves little", nonzero, len(filters))
		}
	})
}

// A page's search words are its last condition on both engines, after the
// attributes (SQLite tests a row's conditions in their order, and a very
// common word's test reads the row's text: store.FullText.Where), and the
// arguments follow the conditions.
func TestSearchConditionLast(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		f := Filter{Search: "organizer", Location: "Austin, TX", JobType: "FULL_TIME", Workplace: "REMOTE"}
		conds, args, err := s.filterSQL(ctx, f, store.PageRows)
		if err != nil {
			t.Fatal(err)
		}
		want, wantArg, _, err := jobText.WhereFor(ctx, db, f.Search, nil, store.PageRows)
		if err != nil {
			t.Fatal(err)
		}
		if last := conds[len(conds)-1]; last != want || args[len(args)-1] != wantArg {
			t.Errorf("last condition %q (%v), want %q (%v); all: %q", last, args[len(args)-1], want, wantArg, conds)
		}
	})
}
