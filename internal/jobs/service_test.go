package jobs

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

func validInput() Input {
	return Input{
		Title:        "Field Organizer",
		Organization: "Friends of Jane Doe",
		Location:     "Des Moines, IA",
		JobType:      "full-time",
		Description:  "Knock doors, recruit volunteers and run phone banks.",
	}
}

func ptr[T any](v T) *T { return &v }

// wantCode fails unless err is a domain error with code and message.
func wantCode(t *testing.T, err error, code apperr.Code, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil {
		t.Fatalf("err = %v, want %s %q", err, code, msg)
	}
	if e.Code != code || e.Message != msg {
		t.Fatalf("err = %s %q, want %s %q", e.Code, e.Message, code, msg)
	}
}

// wantField fails unless err is INVALID with message msg on field.
func wantField(t *testing.T, err error, field, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil || e.Code != apperr.Invalid {
		t.Fatalf("err = %v, want INVALID %s: %q", err, field, msg)
	}
	for _, f := range e.Fields {
		if f.Field == field {
			if f.Message != msg {
				t.Fatalf("%s: message %q, want %q", field, f.Message, msg)
			}
			return
		}
	}
	t.Fatalf("no error on %s (got %+v), want %q", field, e.Fields, msg)
}

func TestCreateValidation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		alice := testkit.User(t, db, "alice", accounts.Candidate)
		cases := []struct {
			name   string
			modify func(*Input)
			field  string
			msg    string
		}{
			{"short title", func(in *Input) { in.Title = "Org " }, "title", MsgPostTitle},
			{"long title", func(in *Input) { in.Title = strings.Repeat("x", 201) }, "title", "Title must be at most 200 characters"},
			{"no organization", func(in *Input) { in.Organization = " " }, "organization", MsgOrganization},
			{"one-letter organization", func(in *Input) { in.Organization = "A" }, "organization", MsgOrganization},
			{"no location", func(in *Input) { in.Location = "" }, "location", MsgLocation},
			{"no job type", func(in *Input) { in.JobType = "" }, "jobType", MsgJobType},
			{"unknown job type", func(in *Input) { in.JobType = "gig" }, "jobType", MsgUnknownJobType},
			{"short description", func(in *Input) { in.Description = "Too short" }, "description", MsgPostDescription},
			{"huge description", func(in *Input) { in.Description = strings.Repeat("x", 20001) }, "description", "Description must be at most 20,000 characters"},
			{"bad affiliation", func(in *Input) { in.PoliticalAffiliation = "Whig" }, "politicalAffiliation", MsgUnknownAffil},
			{"bad workplace", func(in *Input) { in.Workplace = "moon" }, "workplace", MsgUnknownWorkplace},
			{"negative salary", func(in *Input) { in.SalaryMin, in.SalaryPeriod = ptr(-1), "year" }, "salaryMin", MsgSalaryNegative},
			{"min above max", func(in *Input) { in.SalaryMin, in.SalaryMax, in.SalaryPeriod = ptr(60000), ptr(50000), "year" }, "salaryMin", MsgSalaryOrder},
			{"salary without period", func(in *Input) { in.SalaryMax = ptr(50000) }, "salaryPeriod", MsgSalaryPeriod},
			{"bad period", func(in *Input) { in.SalaryMax, in.SalaryPeriod = ptr(5), "week" }, "salaryPeriod", MsgSalaryPeriod},
			{"huge salary", func(in *Input) { in.SalaryMax, in.SalaryPeriod = ptr(MaxSalary+1), "year" }, "salaryMax", MsgSalaryTooLarge},
			{"past deadline", func(in *Input) { in.Deadline = ptr(time.Now().Add(-time.Hour)) }, "deadline", MsgDeadlinePast},
		}
		for _, c := range cases {
			in := validInput()
			c.modify(&in)
			_, err := s.Create(ctx, alice, in)
			t.Run(c.name, func(t *testing.T) { wantField(t, err, c.field, c.msg) })
		}
		// Every spec message at once for an empty form.
		_, err := s.Create(ctx, alice, Input{})
		for field, msg := range map[string]string{"title": MsgPostTitle, "organization": MsgOrganization,
			"location": MsgLocation, "jobType": MsgJobType, "description": MsgPostDescription} {
			wantField(t, err, field, msg)
		}
		var n int
		db.Get(ctx, &n, `SELECT COUNT(*) FROM jobs`)
		if n != 0 {
			t.Errorf("%d jobs stored after invalid input", n)
		}
	})
}

func TestCreatePermissionsAndStoredValues(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		staff := testkit.User(t, db, "sam", accounts.CampaignStaff)
		vendor := testkit.User(t, db, "vic", accounts.Vendor)

		_, err := s.Create(ctx, nil, validInput())
		wantCode(t, err, apperr.Unauthenticated, MsgLoginToPost)
		_, err = s.Create(ctx, vendor, validInput())
		wantCode(t, err, apperr.Forbidden, "Vendor accounts cannot post jobs. Only candidates and campaign staff can post jobs.")

		for _, typ := range []string{"Full-Time", "full-time", "FULL_TIME", "full time", "Part-Time", "INTERNSHIP", "Volunteer"} {
			in := validInput()
			in.JobType = typ
			in.PoliticalAffiliation = "democratic"
			j, err := s.Create(ctx, staff, in)
			if err != nil {
				t.Fatalf("jobType %q: %v", typ, err)
			}
			got, err := s.Get(ctx, j.ID)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := JobTypes.Parse(typ)
			if string(got.JobType) != want || want != strings.ToLower(want) {
				t.Errorf("jobType %q stored as %q", typ, got.JobType)
			}
			if got.PoliticalAffiliation == nil || *got.PoliticalAffiliation != "Democratic" {
				t.Errorf("affiliation stored as %v", got.PoliticalAffiliation)
			}
			if got.UserID != staff.ID {
				t.Errorf("owner = %d, want the actor %d", got.UserID, staff.ID)
			}
		}

		deadline := time.Now().Add(48 * time.Hour).In(time.FixedZone("EST", -5*3600))
		in := validInput()
		in.Title = "  Digital Director  "
		in.SalaryMin, in.SalaryMax, in.SalaryPeriod = ptr(50000), ptr(70000), "YEAR"
		in.Workplace = "Remote"
		in.Deadline = &deadline
		j, err := s.Create(ctx, staff, in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.Get(ctx, j.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Title != "Digital Director" || *got.SalaryMin != 50000 || *got.SalaryMax != 70000 ||
			*got.SalaryPeriod != "year" || *got.Workplace != "remote" || got.PoliticalAffiliation != nil {
			t.Errorf("stored %+v", got)
		}
		if got.Deadline == nil || !got.Deadline.Equal(deadline.Truncate(time.Microsecond)) || got.Deadline.Location() != time.UTC {
			t.Errorf("deadline = %v, want %v in UTC", got.Deadline, deadline)
		}
		if !got.CreatedAt.Equal(j.CreatedAt) {
			t.Errorf("created_at = %v, want %v", got.CreatedAt, j.CreatedAt)
		}
		// A stipend may be given without amounts.
		in = validInput()
		in.SalaryPeriod = "stipend"
		if _, err := s.Create(ctx, staff, in); err != nil {
			t.Errorf("stipend without amount: %v", err)
		}
		_, err = s.Get(ctx, 999999)
		wantCode(t, err, apperr.NotFound, MsgNotFound)
	})
}

func TestUpdateAndDelete(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "olga", accounts.Candidate)
		other := testkit.User(t, db, "otto", accounts.Candidate)
		j, err := s.Create(ctx, owner, validInput())
		if err != nil {
			t.Fatal(err)
		}
		edit := validInput()
		edit.Title = "Senior Field Organizer"
		edit.Description = "Lead a team of organizers across the county."

		_, err = s.Update(ctx, nil, j.ID, edit)
		wantCode(t, err, apperr.Unauthenticated, MsgLoginToEdit)
		_, err = s.Update(ctx, other, j.ID, edit)
		wantCode(t, err, apperr.Forbidden, "You don't have permission to edit this job posting.")
		err = s.Delete(ctx, other, j.ID)
		wantCode(t, err, apperr.Forbidden, "You don't have permission to edit this job posting.")
		_, err = s.Update(ctx, owner, 424242, edit)
		wantCode(t, err, apperr.NotFound, MsgNotFound)

		bad := edit
		bad.Title = "Lead"
		_, err = s.Update(ctx, owner, j.ID, bad)
		wantField(t, err, "title", "Title must be at least 5 characters")
		bad = edit
		bad.Description = "Only fifteen ch" // 15 characters: fine to post, too short to edit
		_, err = s.Update(ctx, owner, j.ID, bad)
		wantField(t, err, "description", "Description must be at least 20 characters")
		bad = edit
		bad.Organization, bad.Location, bad.JobType = "", "", ""
		_, err = s.Update(ctx, owner, j.ID, bad)
		wantField(t, err, "organization", MsgOrganization)
		wantField(t, err, "location", MsgLocation)
		wantField(t, err, "jobType", MsgJobType)

		edit.JobType = "Part-Time" // the edit form's casing
		up, err := s.Update(ctx, owner, j.ID, edit)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := s.Get(ctx, j.ID)
		if got.Title != "Senior Field Organizer" || got.JobType != "part-time" || got.UserID != owner.ID ||
			!got.CreatedAt.Equal(j.CreatedAt) || up.ID != j.ID {
			t.Errorf("after edit: %+v", got)
		}

		if err := s.Delete(ctx, nil, j.ID); apperr.CodeOf(err) != apperr.Unauthenticated {
			t.Errorf("visitor delete: %v", err)
		}
		if err := s.Delete(ctx, owner, j.ID); err != nil {
			t.Fatal(err)
		}
		_, err = s.Get(ctx, j.ID)
		wantCode(t, err, apperr.NotFound, MsgNotFound)
		err = s.Delete(ctx, owner, j.ID)
		wantCode(t, err, apperr.NotFound, MsgNotFound)
	})
}

func TestDeadlineClosesJob(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "olga", accounts.Candidate)
		bob := testkit.User(t, db, "bob", accounts.CampaignStaff)
		in := validInput()
		in.Title = "Deadline Organizer"
		in.Location = "Reno, NV"
		in.Deadline = ptr(time.Now().Add(time.Hour))
		closing, err := s.Create(ctx, owner, in)
		if err != nil {
			t.Fatal(err)
		}
		open, err := s.Create(ctx, owner, validInput())
		if err != nil {
			t.Fatal(err)
		}
		if page, _ := s.Search(ctx, nil, Filter{}, Newest, 10, ""); len(page.Items) != 2 {
			t.Fatalf("before the deadline the board has %d jobs, want 2", len(page.Items))
		}
		// Two hours later the deadline has passed.
		later := time.Now().Add(2 * time.Hour)
		s.now = func() time.Time { return later }

		page, err := s.Search(ctx, nil, Filter{}, Newest, 10, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Items) != 1 || page.Items[0].ID != open.ID {
			t.Errorf("board after deadline: %d jobs, want only the open one", len(page.Items))
		}
		if n, _ := s.Count(ctx, Filter{}); n != 1 {
			t.Errorf("count = %d, want 1", n)
		}
		f, _ := s.Facets(ctx)
		for _, l := range f.Locations {
			if l.Value == "Reno, NV" {
				t.Errorf("closed job's location in facets: %+v", f.Locations)
			}
		}
		got, err := s.Get(ctx, closing.ID)
		if err != nil || !s.Closed(got) {
			t.Errorf("Get closed job: %v, closed=%v", err, got != nil && s.Closed(got))
		}
		_, err = s.Apply(ctx, bob, closing.ID, "Please consider me")
		wantCode(t, err, apperr.Invalid, MsgApplyClosed)
		// The owner may still edit it while keeping the past deadline...
		edit := validInput()
		edit.Description = "Still a description of twenty characters."
		edit.Deadline = got.Deadline
		if _, err := s.Update(ctx, owner, closing.ID, edit); err != nil {
			t.Errorf("edit keeping the past deadline: %v", err)
		}
		// ...but not move it to another past date.
		edit.Deadline = ptr(got.Deadline.Add(-time.Minute))
		_, err = s.Update(ctx, owner, closing.ID, edit)
		wantField(t, err, "deadline", MsgDeadlinePast)
		// Owners still see closed jobs in their list.
		mine, _ := s.ListByOwner(ctx, owner, owner.ID, 10, "")
		if len(mine.Items) != 2 {
			t.Errorf("owner's list has %d jobs, want 2", len(mine.Items))
		}
	})
}

func TestSearchFTSInStep(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "olga", accounts.Candidate)
		ids := func(f Filter) []int64 {
			t.Helper()
			p, err := s.Search(ctx, nil, f, Newest, 50, "")
			if err != nil {
				t.Fatalf("search %+v: %v", f, err)
			}
			var out []int64
			for _, j := range p.Items {
				out = append(out, j.ID)
			}
			// A brief page (the board's cards) finds the same jobs, without
			// their descriptions.
			f.Brief = true
			brief, err := s.Search(ctx, nil, f, Newest, 50, "")
			if err != nil || len(brief.Items) != len(out) {
				t.Fatalf("brief search %+v: %d jobs, %v; want %d", f, len(brief.Items), err, len(out))
			}
			for i, j := range brief.Items {
				if j.ID != out[i] || j.Description != "" || j.Title == "" || j.Owner == nil || j.Owner.Username == "" || !j.Owner.CreatedAt.IsZero() {
					t.Errorf("brief search %+v: job %d %q description %q owner %+v", f, j.ID, j.Title, j.Description, j.Owner)
				}
			}
			// Leaving every optional column: the same jobs, those fields zero.
			f.Leave = OptionalColumns
			bare, err := s.Search(ctx, nil, f, Newest, 50, "")
			if err != nil || len(bare.Items) != len(out) {
				t.Fatalf("bare search %+v: %d jobs, %v", f, len(bare.Items), err)
			}
			for i, j := range bare.Items {
				if j.ID != out[i] || j.Title != "" || j.Location != "" || j.JobType != "" || j.Deadline != nil || j.CreatedAt.IsZero() || j.UserID == 0 {
					t.Errorf("bare search %+v: job %+v", f, j)
				}
			}
			f.Leave = []string{"id"}
			if _, err := s.Search(ctx, nil, f, Newest, 50, ""); err == nil {
				t.Error("the id left out")
			}
			f.Leave = nil
			// Name cards (and names alone): the same owners' names, no more
			// of them.
			for _, names := range []bool{false, true} {
				f.NameCard, f.Names = !names, names
				named, err := s.Search(ctx, nil, f, Newest, 50, "")
				if err != nil || len(named.Items) != len(out) {
					t.Fatalf("name-card search %+v: %d jobs, %v", f, len(named.Items), err)
				}
				for i, j := range named.Items {
					o := p.Items[i].Owner
					if j.ID != out[i] || j.Owner == nil || o == nil || j.Owner.ID != o.ID || j.Owner.Username != o.Username ||
						j.Owner.FirstName != o.FirstName || j.Owner.LastName != o.LastName || j.Owner.IsPublicProfile != (o.IsPublicProfile && !names) ||
						j.Owner.UserType != "" || o.UserType == "" {
						t.Errorf("name-card search %+v: job %d owner %+v, full %+v", f, j.ID, j.Owner, o)
					}
				}
			}
			return out
		}
		in := validInput()
		in.Title = "Canvassing Coordinator"
		in.Organization = "Zephyr Campaign"
		in.Description = "Coordinate weekend canvassing shifts in Ward 7."
		a, err := s.Create(ctx, owner, in)
		if err != nil {
			t.Fatal(err)
		}
		in = validInput()
		in.Title = "Finance Director"
		in.Organization = "Committee for Parks"
		in.Description = "Plan the fundraising calendar; call time with the candidate."
		b, err := s.Create(ctx, owner, in)
		if err != nil {
			t.Fatal(err)
		}
		checks := []struct {
			q    string
			want []int64
		}{
			{"canvassing", []int64{a.ID}},
			{"CANVASSING coordinator", []int64{a.ID}},
			{"zephyr", []int64{a.ID}},   // organization
			{"ward", []int64{a.ID}},     // description
			{"fundrais", []int64{b.ID}}, // prefix of the last word
			{"coord", []int64{a.ID}},    // prefix
			{"finance canvassing", nil}, // every word must match
			{"director", []int64{b.ID}},
			{"", []int64{b.ID, a.ID}},    // no search
			{"   ", []int64{b.ID, a.ID}}, // blank
			{"nothingmatches", nil},
		}
		for _, c := range checks {
			if got := ids(Filter{Search: c.q}); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("search %q = %v, want %v", c.q, got, c.want)
			}
		}
		// Edit: the new words are found, the old ones are not.
		edit := validInput()
		edit.Title = "Volunteer Wrangler"
		edit.Organization = "Quokka Alliance"
		edit.Description = "Keep the volunteer pipeline full for the whole season."
		if _, err := s.Update(ctx, owner, a.ID, edit); err != nil {
			t.Fatal(err)
		}
		if got := ids(Filter{Search: "canvassing"}); len(got) != 0 {
			t.Errorf("old words still found after edit: %v", got)
		}
		if got := ids(Filter{Search: "quokka wrangler"}); fmt.Sprint(got) != fmt.Sprint([]int64{a.ID}) {
			t.Errorf("new words not found after edit: %v", got)
		}
		// Delete: gone from search.
		if err := s.Delete(ctx, owner, a.ID); err != nil {
			t.Fatal(err)
		}
		if got := ids(Filter{Search: "quokka"}); len(got) != 0 {
			t.Errorf("deleted job still found: %v", got)
		}
		if n, err := s.Count(ctx, Filter{Search: "director"}); err != nil || n != 1 {
			t.Errorf("count director = %d, %v", n, err)
		}
	})
}

func TestSearchHostileInput(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "olga", accounts.Candidate)
		in := validInput()
		in.Title = "Organizer (Spanish-speaking) – Café \"Data\" team"
		in.Description = "Bilingüe organizer; AND/OR NEAR stuff; 100% remote-friendly; O'Brien for Congress."
		if _, err := s.Create(ctx, owner, in); err != nil {
			t.Fatal(err)
		}
		hostile := []string{`"`, `""`, `*`, `**`, `AND`, `OR`, `NOT`, `NEAR(`, `NEAR(a b`, `'`, `''`, `\`, `(`, `)`,
			`organizer"`, `"organizer`, `organ*`, `-organizer`, `+`, `^`, `title:organizer`, `{title}: x`,
			`a & b | !c`, `!`, `<->`, `:*`, `'; DROP TABLE jobs; --`, `%`, `_`, "\x00", "caf\u00e9", "日本語",
			"🙂", "o'brien", `NEAR("a" "b", 2)`, `AND AND`, strings.Repeat("organizer ", 500), strings.Repeat("(", 1000)}
		for _, q := range hostile {
			if _, err := s.Search(ctx, nil, Filter{Search: q}, Newest, 20, ""); err != nil {
				t.Errorf("search %q: %v", q, err)
			}
			if _, err := s.Count(ctx, Filter{Search: q}); err != nil {
				t.Errorf("count %q: %v", q, err)
			}
		}
		for _, q := range []string{"organizer", `"organizer"`, "Spanish", "spanish-speaking", "o'brien", "AND", "near", "bilingüe", "café"} {
			p, err := s.Search(ctx, nil, Filter{Search: q}, Newest, 20, "")
			if err != nil || len(p.Items) != 1 {
				t.Errorf("search %q: %d results, %v; want 1", q, len(p.Items), err)
			}
		}
	})
}

func TestFiltersOrderAndPaging(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "olga", accounts.Candidate)
		base := time.Now().UTC().Add(-time.Hour)
		tick := 0
		s.now = func() time.Time {
			tick++
			return base.Add(time.Duration(tick) * time.Second).Truncate(time.Microsecond)
		}
		var all []*Job
		types := []string{"full-time", "part-time", "contract", "volunteer", "internship"}
		affs := []string{"Democratic", "Republican", "", "None"}
		locs := []string{"Austin, TX", "Boise, ID", "Remote"}
		wps := []string{"on-site", "hybrid", "remote", ""}
		for i := 0; i < 23; i++ {
			in := validInput()
			in.Title = fmt.Sprintf("Organizer number %d", i)
			in.JobType = types[i%len(types)]
			in.PoliticalAffiliation = affs[i%len(affs)]
			in.Location = locs[i%len(locs)]
			in.Workplace = wps[i%len(wps)]
			in.SalaryMin, in.SalaryMax, in.SalaryPeriod = ptr(40000), ptr(50000), "year" // remote jobs need a range
			j, err := s.Create(ctx, owner, in)
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, j)
		}
		// Newest first, paged by 5 with cursors: every job once, in order.
		var got []int64
		after := ""
		for pages := 0; ; pages++ {
			p, err := s.Search(ctx, nil, Filter{}, Newest, 5, after)
			if err != nil {
				t.Fatal(err)
			}
			for _, j := range p.Items {
				got = append(got, j.ID)
			}
			if !p.HasNext {
				break
			}
			after = p.EndCursor()
			if pages > 10 {
				t.Fatal("paging does not end")
			}
		}
		var want []int64
		for i := len(all) - 1; i >= 0; i-- {
			want = append(want, all[i].ID)
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("newest paging = %v, want %v", got, want)
		}
		p, _ := s.Search(ctx, nil, Filter{}, Oldest, 3, "")
		p2, _ := s.Search(ctx, nil, Filter{}, Oldest, 3, p.Cursor(2))
		if p.Items[0].ID != all[0].ID || p2.Items[0].ID != all[3].ID {
			t.Errorf("oldest order wrong")
		}
		count := func(f Filter) int {
			t.Helper()
			p, err := s.Search(ctx, nil, f, Newest, 100, "")
			if err != nil {
				t.Fatalf("%+v: %v", f, err)
			}
			n, err := s.Count(ctx, f)
			if err != nil || n != len(p.Items) {
				t.Fatalf("count %+v = %d, %v; page has %d", f, n, err, len(p.Items))
			}
			return n
		}
		if n := count(Filter{JobType: "FULL_TIME"}); n != 5 {
			t.Errorf("full-time: %d, want 5", n)
		}
		if n := count(Filter{JobType: "Full-Time", Location: "Austin, TX"}); n != 2 {
			t.Errorf("full-time in Austin: %d, want 2", n)
		}
		if n := count(Filter{Affiliation: "DEMOCRATIC"}); n != 6 {
			t.Errorf("Democratic: %d, want 6", n)
		}
		if n := count(Filter{Affiliation: "None"}); n != 5 {
			t.Errorf("None: %d, want 5", n)
		}
		// 6 marked remote, plus job 11: located "Remote" with no workplace given.
		if n := count(Filter{Workplace: "REMOTE"}); n != 7 {
			t.Errorf("remote: %d, want 7", n)
		}
		if n := count(Filter{Location: "austin, tx"}); n != 0 {
			t.Errorf("location is exact: %d, want 0", n)
		}
		if n := count(Filter{Location: "_all", JobType: "_all", Search: "number"}); n != 23 {
			t.Errorf("_all means any: %d", n)
		}
		_, err := s.Search(ctx, nil, Filter{JobType: "gig"}, Newest, 5, "")
		wantField(t, err, "jobType", MsgUnknownJobType)
		_, err = s.Search(ctx, nil, Filter{}, Newest, 5, "not-a-cursor!")
		wantCode(t, err, apperr.Invalid, "Invalid cursor.")
		if p, err := s.Search(ctx, nil, Filter{}, Newest, 0, ""); err != nil || len(p.Items) != 0 {
			t.Errorf("first=0: %v %v", p, err)
		}

		f, err := s.Facets(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(f.Locations) != "[{Austin, TX Austin, TX 8} {Boise, ID Boise, ID 8} {Remote Remote 7}]" {
			t.Errorf("locations = %v", f.Locations)
		}
		if fmt.Sprint(f.JobTypes) != "[{full-time Full-Time 5} {part-time Part-Time 5} {contract Contract 5} {volunteer Volunteer 4} {internship Internship 4}]" {
			t.Errorf("job types = %v", f.JobTypes)
		}
		if fmt.Sprint(f.Affiliations) != "[{Democratic Democratic 6} {Republican Republican 6} {None Non-Partisan 5}]" {
			t.Errorf("affiliations = %v", f.Affiliations)
		}
		// Empty values get the spec's labels.
		if _, err := db.Exec(ctx, `UPDATE jobs SET location = '' WHERE id = ?`, all[0].ID); err != nil {
			t.Fatal(err)
		}
		// That write bypassed the service: within FacetsTTL the cached values stand.
		before := db.Statements()
		if f2, _ := s.Facets(ctx); fmt.Sprint(f2) != fmt.Sprint(f) || db.Statements() != before {
			t.Errorf("facets within the TTL: %v, %d statements; want the cached values and none", f2, db.Statements()-before)
		}
		s.forgetFacets()
		f, _ = s.Facets(ctx)
		if last := f.Locations[len(f.Locations)-1]; last.Label != "Unknown location" || last.Value != "" || last.Count != 1 {
			t.Errorf("empty location facet = %+v, want last", last)
		}
		if JobTypeLabel("") != "Unknown type" {
			t.Errorf("empty job type label = %q", JobTypeLabel(""))
		}
		// Owner lists and counts.
		mine, _ := s.ListByOwner(ctx, owner, owner.ID, 100, "")
		if n, _ := s.CountByOwner(ctx, owner.ID, owner.ID); n != 23 || len(mine.Items) != 23 {
			t.Errorf("owner count = %d, list = %d", n, len(mine.Items))
		}
		byIDs, err := s.ByIDs(ctx, []int64{all[0].ID, all[1].ID, 99999})
		if err != nil || len(byIDs) != 2 || byIDs[all[1].ID].Title != all[1].Title {
			t.Errorf("ByIDs = %v, %v", byIDs, err)
		}
	})
}

func TestApplications(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "olga", accounts.Candidate)
		ann := testkit.User(t, db, "ann", accounts.CampaignStaff)
		ben := testkit.User(t, db, "ben", accounts.Candidate)
		j1, _ := s.Create(ctx, owner, validInput())
		j2, _ := s.Create(ctx, owner, validInput())
		j3, _ := s.Create(ctx, owner, validInput())

		_, err := s.Apply(ctx, nil, j1.ID, "Hi")
		wantCode(t, err, apperr.Unauthenticated, MsgLoginToApply)
		_, err = s.Apply(ctx, ann, j1.ID, "  \n ")
		wantField(t, err, "message", "Please enter a message")
		_, err = s.Apply(ctx, ann, j1.ID, strings.Repeat("x", MaxMessage+1))
		wantField(t, err, "message", MsgApplyTooLong)
		_, err = s.Apply(ctx, owner, j1.ID, "Hire me")
		wantCode(t, err, apperr.Invalid, MsgApplyOwn)
		_, err = s.Apply(ctx, ann, 999999, "Hire me")
		wantCode(t, err, apperr.NotFound, MsgNotFound)

		a1, err := s.Apply(ctx, ann, j1.ID, "  I organized three county fairs. ")
		if err != nil {
			t.Fatal(err)
		}
		if a1.Message != "I organized three county fairs." || a1.UserID != ann.ID || a1.JobID != j1.ID {
			t.Errorf("application = %+v", a1)
		}
		_, err = s.Apply(ctx, ann, j1.ID, "Again")
		wantCode(t, err, apperr.Conflict, "You have already applied to this job.")
		if _, err := s.Apply(ctx, ann, j3.ID, "Also this one"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(ctx, ben, j1.ID, "Me too"); err != nil {
			t.Fatal(err)
		}

		applied, err := s.AppliedJobIDs(ctx, ann, []int64{j1.ID, j2.ID, j3.ID})
		if err != nil || !applied[j1.ID] || applied[j2.ID] || !applied[j3.ID] {
			t.Errorf("applied = %v, %v", applied, err)
		}
		if n, _ := s.CountApplied(ctx, ann.ID); n != 2 {
			t.Errorf("ann applied %d, want 2", n)
		}
		// Only the owner reads applications and counts.
		_, err = s.ApplicationsForJob(ctx, ann, j1.ID, 10, "")
		wantCode(t, err, apperr.Forbidden, MsgOwnerOnlyApps)
		_, err = s.ApplicationsForJob(ctx, nil, j1.ID, 10, "")
		wantCode(t, err, apperr.Unauthenticated, MsgLoginToSee)
		p, err := s.ApplicationsForJob(ctx, owner, j1.ID, 1, "")
		if err != nil || len(p.Items) != 1 || !p.HasNext || p.Items[0].UserID != ben.ID {
			t.Fatalf("first page = %+v, %v", p, err)
		}
		p, err = s.ApplicationsForJob(ctx, owner, j1.ID, 1, p.Cursor(0))
		if err != nil || len(p.Items) != 1 || p.HasNext || p.Items[0].UserID != ann.ID {
			t.Fatalf("second page = %+v, %v", p, err)
		}
		counts, _ := s.ApplicationCounts(ctx, owner, []int64{j1.ID, j2.ID, j3.ID})
		if fmt.Sprint(counts) != fmt.Sprintf("map[%d:2 %d:0 %d:1]", j1.ID, j2.ID, j3.ID) {
			t.Errorf("owner's counts = %v", counts)
		}
		if counts, _ := s.ApplicationCounts(ctx, ann, []int64{j1.ID}); len(counts) != 0 {
			t.Errorf("non-owner sees counts %v", counts)
		}
		if _, err := s.CountForJob(ctx, ann, j1.ID); apperr.CodeOf(err) != apperr.Forbidden {
			t.Errorf("non-owner CountForJob: %v", err)
		}
		mine, err := s.ApplicationsByUser(ctx, ann, ann.ID, 10, "")
		if err != nil || len(mine.Items) != 2 || mine.Items[0].JobID != j3.ID {
			t.Errorf("ann's applications = %+v, %v", mine, err)
		}
		_, err = s.ApplicationsByUser(ctx, ben, ann.ID, 10, "")
		wantCode(t, err, apperr.Forbidden, MsgOwnApplications)
		// Deleting a job deletes its applications.
		if err := s.Delete(ctx, owner, j1.ID); err != nil {
			t.Fatal(err)
		}
		if n, _ := s.CountApplied(ctx, ben.ID); n != 0 {
			t.Errorf("ben still has %d applications after the job was deleted", n)
		}
	})
}

// The filter values are cached, but the service's own writes show at once.
func TestFacetsFollowWrites(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "fiona", accounts.Candidate)
		has := func(loc string) bool {
			f, err := s.Facets(ctx)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range f.Locations {
				if l.Value == loc {
					return true
				}
			}
			return false
		}
		if has("Tulsa, OK") {
			t.Fatal("empty board lists Tulsa")
		}
		in := validInput()
		in.Location = "Tulsa, OK"
		j, err := s.Create(ctx, owner, in)
		if err != nil {
			t.Fatal(err)
		}
		if !has("Tulsa, OK") {
			t.Error("a new job's location is missing from the facets")
		}
		in.Location = "Omaha, NE"
		if _, err := s.Update(ctx, owner, j.ID, in); err != nil {
			t.Fatal(err)
		}
		if has("Tulsa, OK") || !has("Omaha, NE") {
			t.Error("an edit did not refresh the facets")
		}
		if err := s.Delete(ctx, owner, j.ID); err != nil {
			t.Fatal(err)
		}
		if has("Omaha, NE") {
			t.Error("a deleted job's location is still in the facets")
		}
	})
}

// Issue 14: a job marked Remote is found by the Remote filter, whether the
// poster said so in the location or in the workplace.
func TestRemoteLocationAndWorkplaceAgree(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		owner := testkit.User(t, db, "rita", accounts.Candidate)
		mk := func(title, location, workplace string) *Job {
			in := validInput()
			in.Title, in.Location, in.Workplace = title, location, workplace
			in.SalaryMin, in.SalaryMax, in.SalaryPeriod = ptr(40000), ptr(50000), "year" // Colorado and remote jobs need a range
			j, err := s.Create(ctx, owner, in)
			if err != nil {
				t.Fatal(err)
			}
			return j
		}
		byLocation := mk("Remote by location", " remote ", "")
		byWorkplace := mk("Remote by workplace", "Denver, CO", "REMOTE")
		onSite := mk("On-site in Denver", "Denver, CO", "on-site")
		if byLocation.Workplace == nil || *byLocation.Workplace != "remote" {
			t.Fatalf("location Remote without a workplace: workplace %v, want remote", byLocation.Workplace)
		}
		titles := func(f Filter) []string {
			p, err := s.Search(ctx, nil, f, Newest, 50, "")
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, j := range p.Items {
				out = append(out, j.Title)
			}
			n, err := s.Count(ctx, f)
			if err != nil || n != len(out) {
				t.Fatalf("count %d (%v), page %d", n, err, len(out))
			}
			return out
		}
		want := fmt.Sprint([]string{byWorkplace.Title, byLocation.Title})
		if got := fmt.Sprint(titles(Filter{Workplace: "REMOTE"})); got != want {
			t.Errorf("workplace REMOTE: %s, want %s", got, want)
		}
		if got := fmt.Sprint(titles(Filter{Location: "Remote"})); got != want {
			t.Errorf("location Remote: %s, want %s", got, want)
		}
		if got := fmt.Sprint(titles(Filter{Location: "Denver, CO"})); got != fmt.Sprint([]string{onSite.Title, byWorkplace.Title}) {
			t.Errorf("location Denver: %s", got)
		}
		// Rows from before this rule: the migration marked them remote.
		if _, err := db.Exec(ctx, `UPDATE jobs SET workplace = NULL WHERE id = ?`, byLocation.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(ctx, `UPDATE jobs SET workplace = 'remote' WHERE workplace IS NULL AND lower(trim(location)) = 'remote'`); err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(titles(Filter{Workplace: "remote"})); got != want {
			t.Errorf("after the backfill: %s, want %s", got, want)
		}
	})
}

// Every column a page may leave out is written so that it can be: each
// leaves the page's select list when asked (store.WithoutColumns matches
// "j.column, " and silently keeps a column it cannot find).
func TestOptionalColumnsCanBeLeftOut(t *testing.T) {
	sel := pageQuery(nil, nil, Newest, 20, "").Select
	for _, c := range append([]string{"description"}, OptionalColumns...) {
		if !strings.Contains(sel, "j."+c) {
			t.Errorf("%s is not read by a page", c)
		}
		if strings.Contains(store.WithoutColumns(sel, "j", c), "j."+c+",") {
			t.Errorf("%s cannot be left out of %q", c, sel)
		}
	}
}
