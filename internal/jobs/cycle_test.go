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

// Postings where the law asks for a pay range carry one (internal/paylaw),
// on post and on edit; volunteer postings and other places do not need one.
func TestPayRangeLaws(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		s.now = func() time.Time { return time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC) }
		ann := testkit.User(t, db, "ann", accounts.CampaignStaff)
		at := func(location, workplace, jobType string) Input {
			in := validInput()
			in.Location, in.Workplace = location, workplace
			if jobType != "" {
				in.JobType = jobType
			}
			return in
		}
		_, err := s.Create(ctx, ann, at("Denver, CO", "", ""))
		wantField(t, err, "salaryMin", "Colorado requires a pay range on job postings")
		wantField(t, err, "salaryMax", "Colorado requires a pay range on job postings")

		in := at("Albany, New York", "on-site", "")
		in.SalaryMin, in.SalaryPeriod = ptr(50000), "year"
		_, err = s.Create(ctx, ann, in)
		wantField(t, err, "salaryMax", "New York requires a pay range on job postings")

		_, err = s.Create(ctx, ann, at("Remote", "", "part-time"))
		wantField(t, err, "salaryMin", "Colorado requires a pay range on job postings, remote ones included")
		_, err = s.Create(ctx, ann, at("Austin, TX", "remote", ""))
		wantField(t, err, "salaryMax", "Colorado requires a pay range on job postings, remote ones included")
		_, err = s.Create(ctx, ann, at("Boston, MA", "remote", "internship"))
		wantField(t, err, "salaryMin", "Massachusetts requires a pay range on job postings, remote ones included")
		_, err = s.Create(ctx, ann, at("Cleveland, OH", "hybrid", ""))
		wantField(t, err, "salaryMin", "Cleveland, Ohio requires a pay range on job postings")

		// Places without such a law, volunteer postings, and a law not yet in effect.
		for _, ok := range []Input{at("Austin, TX", "on-site", ""), at("Columbus, OH", "", ""), at("Denver, CO", "", "volunteer"),
			at("Remote", "", "volunteer"), at("Dover, DE", "", "")} {
			if _, err := s.Create(ctx, ann, ok); err != nil {
				t.Errorf("%s %s %s: %v", ok.Location, ok.Workplace, ok.JobType, err)
			}
		}
		// A range (a single figure too) is enough.
		in = at("Seattle, WA", "", "")
		in.SalaryMin, in.SalaryMax, in.SalaryPeriod = ptr(25), ptr(25), "hour"
		j, err := s.Create(ctx, ann, in)
		if err != nil {
			t.Fatal(err)
		}
		// Edits follow the rule too: moving the job to Remote without a range is refused.
		edit := at("Remote", "", "")
		edit.Description = "Knock doors, recruit volunteers and run phone banks, remotely."
		_, err = s.Update(ctx, ann, j.ID, edit)
		wantField(t, err, "salaryMin", "Colorado requires a pay range on job postings, remote ones included")
	})
}

// A job may name the election it serves: it closes the day after, unless its
// poster sets another deadline; editing the date moves a deadline that followed it.
func TestElectionDateClosesJob(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		now := time.Date(2028, 10, 1, 12, 0, 0, 0, time.UTC)
		s.now = func() time.Time { return now }
		ann := testkit.User(t, db, "ann", accounts.Candidate)

		in := validInput()
		in.ElectionDate = "2028-11-07"
		j, err := s.Create(ctx, ann, in)
		if err != nil {
			t.Fatal(err)
		}
		closes := time.Date(2028, 11, 8, 10, 0, 0, 0, time.UTC)
		if j.ElectionDate == nil || *j.ElectionDate != "2028-11-07" || j.Deadline == nil || !j.Deadline.Equal(closes) {
			t.Fatalf("stored election %v deadline %v, want 2028-11-07 and %v", j.ElectionDate, j.Deadline, closes)
		}
		got, err := s.Get(ctx, j.ID)
		if err != nil || got.ElectionDate == nil || *got.ElectionDate != "2028-11-07" || !got.Deadline.Equal(closes) {
			t.Fatalf("read back: %v %+v", err, got)
		}
		// Open on election night (11pm in Honolulu), closed the morning after.
		now = time.Date(2028, 11, 8, 9, 0, 0, 0, time.UTC)
		if s.Closed(got) {
			t.Error("closed on election night")
		}
		now = time.Date(2028, 11, 8, 10, 0, 0, 0, time.UTC)
		if !s.Closed(got) {
			t.Error("open the day after the election")
		}
		if page, _ := s.Search(ctx, nil, Filter{}, Newest, 10, ""); len(page.Items) != 0 {
			t.Errorf("the board still lists %d jobs after the election", len(page.Items))
		}
		now = time.Date(2028, 10, 1, 12, 0, 0, 0, time.UTC)

		// The edit form sends the deadline back as it was: a new election date moves it.
		edit := validInput()
		edit.Description = "Knock doors, recruit volunteers and run phone banks."
		edit.ElectionDate, edit.Deadline = "2028-12-06", got.Deadline
		j2, err := s.Update(ctx, ann, j.ID, edit)
		if err != nil {
			t.Fatal(err)
		}
		if want := time.Date(2028, 12, 7, 10, 0, 0, 0, time.UTC); !j2.Deadline.Equal(want) {
			t.Errorf("deadline after moving the election: %v, want %v", j2.Deadline, want)
		}
		// An extension is the poster's own deadline, and stays.
		ext := time.Date(2028, 12, 20, 23, 0, 0, 0, time.UTC)
		edit.Deadline = &ext
		j3, err := s.Update(ctx, ann, j.ID, edit)
		if err != nil || !j3.Deadline.Equal(ext) {
			t.Fatalf("extended: %v %v", err, j3)
		}
		edit.Deadline = j3.Deadline
		edit.ElectionDate = "2028-12-13"
		if j4, err := s.Update(ctx, ann, j.ID, edit); err != nil || !j4.Deadline.Equal(ext) {
			t.Errorf("an extension moved with the election: %v %v", err, j4)
		}
		// Clearing the election keeps the deadline the form sent.
		edit.ElectionDate = ""
		if j5, err := s.Update(ctx, ann, j.ID, edit); err != nil || j5.ElectionDate != nil || !j5.Deadline.Equal(ext) {
			t.Errorf("cleared: %v %+v", err, j5)
		}

		// Bad dates: not a date, past, too far.
		for _, c := range []struct{ date, msg string }{
			{"Nov 7", MsgElectionDate}, {"2028-02-30", MsgElectionDate}, {"2028-09-30", MsgElectionPast}, {"2035-11-06", MsgElectionFar},
		} {
			bad := validInput()
			bad.ElectionDate = c.date
			_, err := s.Create(ctx, ann, bad)
			wantField(t, err, "electionDate", c.msg)
		}
		// Election day itself still counts as "today or later".
		today := validInput()
		today.ElectionDate = "2028-10-01"
		if _, err := s.Create(ctx, ann, today); err != nil {
			t.Errorf("an election today: %v", err)
		}
	})
}
