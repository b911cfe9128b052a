package alerts

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/jobs"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

// clock is a fake time the test moves.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// delivered records every alert a run delivers.
type delivered struct {
	mu     sync.Mutex
	alerts map[int64][][]int64 // search id: each alert's job ids
	fail   error
}

func (d *delivered) sink(ctx context.Context, tx *store.Tx, s *SavedSearch, found []jobs.Match) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.fail != nil {
		return d.fail
	}
	ids := make([]int64, len(found))
	for i, m := range found {
		ids[i] = m.ID
	}
	d.alerts[s.ID] = append(d.alerts[s.ID], ids)
	return nil
}

func (d *delivered) of(id int64) [][]int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.alerts[id]
}

func setup(t *testing.T, db *store.DB) (*Service, *jobs.Service, *clock, *delivered) {
	js := jobs.NewService(db)
	s := NewService(db, js)
	c := &clock{t: store.Now()}
	s.Now = c.now
	d := &delivered{alerts: map[int64][][]int64{}}
	s.Deliver = d.sink
	return s, js, c, d
}

func post(t *testing.T, js *jobs.Service, who *accounts.User, title, typ string) *jobs.Job {
	t.Helper()
	j, err := js.Create(context.Background(), who, jobs.Input{Title: title, Organization: "Friends of Jane Doe",
		Location: "Des Moines, IA", JobType: typ, Description: "Knock doors and run phone banks."})
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func wantField(t *testing.T, err error, field, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil || e.Code != apperr.Invalid {
		t.Fatalf("err = %v, want INVALID on %s", err, field)
	}
	for _, f := range e.Fields {
		if f.Field == field && f.Message == msg {
			return
		}
	}
	t.Fatalf("fields %+v, want %s: %q", e.Fields, field, msg)
}

func wantCode(t *testing.T, err error, code apperr.Code) {
	t.Helper()
	if e := apperr.As(err); e == nil || e.Code != code {
		t.Fatalf("err = %v, want %s", err, code)
	}
}

func TestSavedSearchRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s, _, _, _ := setup(t, db)
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		bob := testkit.User(t, db, "bob", accounts.CampaignStaff)
		vic := testkit.User(t, db, "vic", accounts.Vendor)

		x, err := s.Create(ctx, ann, Input{Name: "  Organizers in Iowa ", Frequency: "DAILY",
			Filter: jobs.Filter{Search: " organizer ", Location: "Des Moines, IA", JobType: "FULL_TIME", Affiliation: "_all", Workplace: "remote"}})
		if err != nil {
			t.Fatal(err)
		}
		if x.Name != "Organizers in Iowa" || x.Frequency != Daily || x.Search != "organizer" || x.JobType != "full-time" ||
			x.Affiliation != "" || x.Workplace != "remote" {
			t.Fatalf("saved %+v", x)
		}
		if got, want := x.BoardPath(), "/jobs?location=Des+Moines%2C+IA&q=organizer&type=FULL_TIME&workplace=REMOTE"; got != want {
			t.Fatalf("BoardPath %q, want %q", got, want)
		}

		_, err = s.Create(ctx, ann, Input{Name: "", Frequency: "hourly", Filter: jobs.Filter{JobType: "boss", Affiliation: "purple", Workplace: "moon"}})
		wantField(t, err, "name", MsgName)
		wantField(t, err, "frequency", MsgFrequency)
		wantField(t, err, "filter.jobType", jobs.MsgUnknownJobType)
		wantField(t, err, "filter.affiliation", jobs.MsgUnknownAffil)
		wantField(t, err, "filter.workplace", jobs.MsgUnknownWorkplace)
		_, err = s.Create(ctx, ann, Input{Name: string(make([]rune, 101)), Frequency: "off"})
		wantCode(t, err, apperr.Invalid)

		// SECURITY: visitors, vendors and other members.
		_, err = s.Create(ctx, nil, Input{Name: "x", Frequency: "off"})
		wantCode(t, err, apperr.Unauthenticated)
		_, err = s.Create(ctx, vic, Input{Name: "x", Frequency: "off"})
		wantCode(t, err, apperr.Forbidden)
		_, err = s.Get(ctx, bob, x.ID)
		wantCode(t, err, apperr.NotFound)
		_, err = s.Update(ctx, bob, x.ID, Input{Name: "mine now", Frequency: "off"})
		wantCode(t, err, apperr.NotFound)
		wantCode(t, s.Delete(ctx, bob, x.ID), apperr.NotFound)
		if p, err := s.List(ctx, bob, 10, ""); err != nil || len(p.Items) != 0 {
			t.Fatalf("bob lists %v, %v", p.Items, err)
		}

		up, err := s.Update(ctx, ann, x.ID, Input{Name: "Any organizer", Frequency: "instant", Filter: jobs.Filter{Search: "organizer"}})
		if err != nil || up.Frequency != Instant || up.Location != "" || up.JobType != "" || up.BoardPath() != "/jobs?q=organizer" {
			t.Fatalf("update: %+v %v", up, err)
		}

		// At most MaxSearches each, even when saved in parallel.
		var wg sync.WaitGroup
		errs := make(chan error, MaxSearches+5)
		for i := range MaxSearches + 5 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := s.Create(ctx, ann, Input{Name: fmt.Sprintf("search %d", i), Frequency: "off"})
				errs <- err
			}()
		}
		wg.Wait()
		close(errs)
		refused := 0
		for err := range errs {
			if err != nil {
				wantCode(t, err, apperr.Conflict)
				refused++
			}
		}
		if n, _ := s.Count(ctx, ann); n != MaxSearches || refused != 6 {
			t.Fatalf("count %d, refused %d; want %d and 6", n, refused, MaxSearches)
		}
		p, err := s.List(ctx, ann, 5, "")
		if err != nil || len(p.Items) != 5 || !p.HasNext {
			t.Fatalf("page: %d items, next %v, %v", len(p.Items), p.HasNext, err)
		}
		if err := s.Delete(ctx, ann, x.ID); err != nil {
			t.Fatal(err)
		}
		_, err = s.Get(ctx, ann, x.ID)
		wantCode(t, err, apperr.NotFound)
	})
}

func TestAlertRuns(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s, js, c, d := setup(t, db)
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		bob := testkit.User(t, db, "bob", accounts.CampaignStaff)
		old := post(t, js, bob, "Field Organizer (before the search)", "full-time")
		time.Sleep(2 * time.Millisecond)
		c.t = store.Now() // the searches are saved after that job

		instant, err := s.Create(ctx, ann, Input{Name: "Organizers", Frequency: "instant", Filter: jobs.Filter{Search: "organizer", JobType: "full-time"}})
		if err != nil {
			t.Fatal(err)
		}
		daily, err := s.Create(ctx, ann, Input{Name: "Organizers daily", Frequency: "daily", Filter: jobs.Filter{Search: "organizer"}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Create(ctx, ann, Input{Name: "Paused", Frequency: "off", Filter: jobs.Filter{Search: "organizer"}}); err != nil {
			t.Fatal(err)
		}
		c.add(time.Second) // jobs posted after the searches were saved
		match := post(t, js, bob, "Regional Organizer", "full-time")
		post(t, js, bob, "Organizer Intern", "internship") // another type
		post(t, js, bob, "Press Secretary", "full-time")   // another word
		post(t, js, ann, "Organizer for my own campaign", "full-time")

		c.add(time.Minute)
		if n, err := s.Run(ctx, Instant); err != nil || n != 1 {
			t.Fatalf("instant run: %d, %v", n, err)
		}
		if got := d.of(instant.ID); len(got) != 1 || len(got[0]) != 1 || got[0][0] != match.ID {
			t.Fatalf("instant alert %v, want [[%d]] (not %d, posted before)", got, match.ID, old.ID)
		}
		// Again: nothing new, nothing sent.
		c.add(time.Minute)
		if n, err := s.Run(ctx, Instant); err != nil || n != 0 {
			t.Fatalf("second run: %d, %v", n, err)
		}
		// Off is never run; daily is not due after a minute.
		if n, _ := s.Run(ctx, Off); n != 0 {
			t.Fatal("an off search ran")
		}
		if n, _ := s.Run(ctx, Daily); n != 0 {
			t.Fatal("a daily search ran after two minutes")
		}

		// A delivery that fails sends nothing and marks nothing: the next run sends it.
		next := post(t, js, bob, "Field Organizer", "full-time")
		closed := post(t, js, bob, "Organizer (closed)", "full-time")
		if _, err := db.Exec(ctx, `UPDATE jobs SET deadline = ? WHERE id = ?`, store.Now().Add(-time.Hour), closed.ID); err != nil {
			t.Fatal(err)
		}
		c.add(time.Minute)
		d.fail = errors.New("mail server down")
		if _, err := s.Run(ctx, Instant); err == nil {
			t.Fatal("a failed delivery was not reported")
		}
		d.fail = nil
		if n, err := s.Run(ctx, Instant); err != nil || n != 1 {
			t.Fatalf("run after the failure: %d, %v", n, err)
		}
		if got := d.of(instant.ID); len(got) != 2 || len(got[1]) != 1 || got[1][0] != next.ID {
			t.Fatalf("alerts %v, want the second to be [%d] (the closed job %d left out)", got, next.ID, closed.ID)
		}

		// Daily: a day later, every match since it was saved, newest first.
		c.add(24 * time.Hour)
		if n, err := s.Run(ctx, Daily); err != nil || n != 1 {
			t.Fatalf("daily run: %d, %v", n, err)
		}
		// The field organizer, the internship and the regional organizer (this
		// search has no type), newest first.
		if got := d.of(daily.ID); len(got) != 1 || len(got[0]) != 3 || got[0][0] != next.ID || got[0][2] != match.ID {
			t.Fatalf("daily alert %v, want [%d, (the internship), %d]", got, next.ID, match.ID)
		}
		c.add(24 * time.Hour)
		if n, _ := s.Run(ctx, Daily); n != 0 {
			t.Fatal("the daily search sent the same jobs again")
		}
	})
}

// Several processes run the same alerts at once: each job is delivered once.
func TestAlertRunsInParallelDeliverOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s, js, c, d := setup(t, db)
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		bob := testkit.User(t, db, "bob", accounts.CampaignStaff)
		var ids []int64
		for i := range 5 {
			x, err := s.Create(ctx, ann, Input{Name: fmt.Sprintf("s%d", i), Frequency: "instant", Filter: jobs.Filter{Search: "organizer"}})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, x.ID)
		}
		c.add(time.Second)
		post(t, js, bob, "Field Organizer", "full-time")
		c.add(time.Minute)
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				other := *s // another process: same database, its own service
				if _, err := other.Run(ctx, Instant); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		for _, id := range ids {
			if got := d.of(id); len(got) != 1 {
				t.Fatalf("search %d got %d alerts, want 1", id, len(got))
			}
		}
	})
}

// In the week after a general election an alert's email subject leads with
// "New jobs this week"; on other days it does not.
func TestAlertSubjectInTheWeekAfterAnElection(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s, js, c, _ := setup(t, db)
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		poster := testkit.User(t, db, "poster", accounts.CampaignStaff)
		var subjects []string
		s.Deliver = func(ctx context.Context, tx *store.Tx, x *SavedSearch, found []jobs.Match) error {
			subjects = append(subjects, alertEmailData(x, found, "Ann")["subject"].(string))
			return nil
		}
		c.t = time.Date(2026, 11, 5, 9, 0, 0, 0, time.UTC) // two days after the 2026 general election
		if _, err := s.Create(ctx, ann, Input{Name: "Organizers", Frequency: "instant", Filter: jobs.Filter{Search: "organizer"}}); err != nil {
			t.Fatal(err)
		}
		post(t, js, poster, "Field Organizer", "full-time")
		if _, err := s.Run(ctx, Instant); err != nil {
			t.Fatal(err)
		}
		post(t, js, poster, "Deputy Organizer", "full-time")
		post(t, js, poster, "Regional Organizer", "full-time")
		c.add(time.Minute)
		if _, err := s.Run(ctx, Instant); err != nil {
			t.Fatal(err)
		}
		c.t = time.Date(2026, 11, 12, 9, 0, 0, 0, time.UTC) // the week is over
		post(t, js, poster, "Field Organizer II", "full-time")
		if _, err := s.Run(ctx, Instant); err != nil {
			t.Fatal(err)
		}
		want := []string{"New jobs this week: Field Organizer, for “Organizers”", "New jobs this week: 2 for “Organizers”",
			"New job for “Organizers”: Field Organizer II"}
		if fmt.Sprint(subjects) != fmt.Sprint(want) {
			t.Fatalf("subjects %q, want %q", subjects, want)
		}
	})
}
