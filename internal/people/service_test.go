package people

import (
	"context"
	"os"
	"slices"
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

var on, off = ptr(true), ptr(false)

func ptr[T any](v T) *T { return &v }

// at is a fixed day: the tests read availability against it.
var at = time.Date(2026, 6, 15, 15, 0, 0, 0, time.UTC)

func setup(t *testing.T, db *store.DB) (*Service, *jobs.Service) {
	js := jobs.NewService(db)
	s := NewService(db, js)
	s.SetNow(func() time.Time { return at })
	return s, js
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

func wantCode(t *testing.T, err error, code apperr.Code, msg string) {
	t.Helper()
	if e := apperr.As(err); e == nil || e.Code != code || (msg != "" && e.Message != msg) {
		t.Fatalf("err = %v, want %s %q", err, code, msg)
	}
}

func names(p store.Page[*Person]) []string {
	out := make([]string, len(p.Items))
	for i, x := range p.Items {
		out[i] = x.User.Username
	}
	return out
}

func TestOpenToWorkRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s, _ := setup(t, db)
		ann := testkit.User(t, db, "ann", accounts.CampaignStaff)
		bob := testkit.User(t, db, "bob", accounts.Candidate)
		vic := testkit.User(t, db, "vic", accounts.Vendor)
		ann.IsPublicProfile, bob.IsPublicProfile = true, true // the column's default

		// Nothing set yet.
		if o, err := s.Mine(ctx, ann); err != nil || o != nil {
			t.Fatalf("Mine before = %v, %v", o, err)
		}
		// Vendors and visitors.
		_, err := s.Update(ctx, vic, Input{Open: on, AvailableFrom: "2026-11-04", Roles: []string{"field"}, States: []string{"CO"}})
		wantCode(t, err, apperr.Forbidden, MsgVendor)
		_, err = s.Mine(ctx, vic)
		wantCode(t, err, apperr.Forbidden, MsgVendor)
		_, err = s.Update(ctx, nil, Input{Open: on})
		wantCode(t, err, apperr.Unauthenticated, "")
		_, err = s.Update(ctx, ann, Input{AvailableFrom: "2026-11-04"})
		wantField(t, err, "open", MsgOpen)

		// Every field checked at once.
		_, err = s.Update(ctx, ann, Input{Open: on, AvailableFrom: "November 4", Roles: nil, States: nil})
		wantField(t, err, "availableFrom", MsgDate)
		wantField(t, err, "roles", MsgRoles)
		wantField(t, err, "states", MsgStates)
		_, err = s.Update(ctx, ann, Input{Open: on, AvailableFrom: "2031-01-01", Roles: []string{"chef"}, States: []string{"Narnia"}})
		wantField(t, err, "availableFrom", MsgDateFar)
		wantField(t, err, "roles", MsgRole)
		wantField(t, err, "states", MsgState)

		// Saved in the enums' order, without repeats; GraphQL names and any case accepted.
		o, err := s.Update(ctx, ann, Input{Open: on, AvailableFrom: " 2026-11-04 ", Roles: []string{"DATA", "field", "Field"},
			States: []string{"remote", "ny", "CO", "co"}})
		if err != nil {
			t.Fatal(err)
		}
		if !o.Open || o.AvailableFrom != "2026-11-04" || !slices.Equal(o.Roles, store.StringList{"field", "data"}) ||
			!slices.Equal(o.States, store.StringList{"CO", "NY", Remote}) {
			t.Fatalf("saved %+v", o)
		}
		if got := o.Availability(at); got != "Available from November 4" {
			t.Fatalf("Availability = %q", got)
		}
		if got := o.StateNames(); !slices.Equal(got, []string{"Colorado", "New York", "Remote"}) {
			t.Fatalf("StateNames = %v", got)
		}

		// Others see it on a public profile only, and only while it is on.
		if got, _ := s.Of(ctx, bob, ann); got == nil || got.AvailableFrom != "2026-11-04" {
			t.Fatalf("bob sees %v", got)
		}
		if got, _ := s.Of(ctx, nil, ann); got != nil {
			t.Fatal("a visitor sees it")
		}
		if _, err := db.Exec(ctx, `UPDATE users SET is_public_profile = ? WHERE id = ?`, false, ann.ID); err != nil {
			t.Fatal(err)
		}
		ann.IsPublicProfile = false
		if got, _ := s.Of(ctx, bob, ann); got != nil {
			t.Fatal("bob sees a private profile's")
		}
		if got, _ := s.Of(ctx, ann, ann); got == nil {
			t.Fatal("ann does not see her own on a private profile")
		}
		if _, err := db.Exec(ctx, `UPDATE users SET is_public_profile = ? WHERE id = ?`, true, ann.ID); err != nil {
			t.Fatal(err)
		}
		ann.IsPublicProfile = true

		// Turning it off keeps the values for the member and hides it from others.
		o, err = s.Update(ctx, ann, Input{Open: off, AvailableFrom: "garbage"})
		if err != nil || o.Open || o.AvailableFrom != "2026-11-04" {
			t.Fatalf("off: %+v, %v", o, err)
		}
		if got, _ := s.Of(ctx, bob, ann); got != nil {
			t.Fatal("bob sees it turned off")
		}
		if got, _ := s.Of(ctx, ann, ann); got == nil || got.Open {
			t.Fatalf("ann sees %+v", got)
		}
		// Off before ever set: nothing stored.
		o, err = s.Update(ctx, bob, Input{Open: off})
		if err != nil || o.Open {
			t.Fatalf("bob off: %+v, %v", o, err)
		}
		if got, _ := s.Mine(ctx, bob); got != nil {
			t.Fatalf("bob stored %+v", got)
		}
	})
}

func TestAvailabilityWording(t *testing.T) {
	for from, want := range map[string]string{
		"2026-06-15": "Available now", "2025-01-01": "Available now", "2026-06-16": "Available from June 16",
		"2026-11-04": "Available from November 4", "2027-01-05": "Available from January 5, 2027",
	} {
		o := &OpenToWork{AvailableFrom: from}
		if got := o.Availability(at); got != want {
			t.Errorf("%s: %q, want %q", from, got, want)
		}
	}
}

func TestPeopleSearch(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s, _ := setup(t, db)
		campaign := testkit.User(t, db, "campaign", accounts.Candidate)
		vic := testkit.User(t, db, "vic", accounts.Vendor)
		set := func(name string, from string, roles, states []string) *accounts.User {
			u := testkit.User(t, db, name, accounts.CampaignStaff)
			if _, err := s.Update(ctx, u, Input{Open: on, AvailableFrom: from, Roles: roles, States: states}); err != nil {
				t.Fatal(err)
			}
			return u
		}
		set("amy", "2026-06-01", []string{"field"}, []string{"CO"})
		set("ben", "2026-06-15", []string{"field", "data"}, []string{"NY", "remote"})
		set("cal", "2026-07-01", []string{"finance"}, []string{"CO"})
		set("dee", "2026-11-04", []string{"digital"}, []string{"remote"})
		private := set("pat", "2026-06-01", []string{"field"}, []string{"CO"})
		otto := set("otto", "2026-06-01", []string{"field"}, []string{"CO"})
		if _, err := db.Exec(ctx, `UPDATE users SET is_public_profile = ? WHERE id = ?`, false, private.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Update(ctx, otto, Input{Open: off}); err != nil {
			t.Fatal(err)
		}
		testkit.User(t, db, "never", accounts.CampaignStaff) // never opted in

		search := func(f Filter) []string {
			t.Helper()
			p, err := s.Search(ctx, campaign, f, 20, "")
			if err != nil {
				t.Fatal(err)
			}
			c, err := s.CountUpTo(ctx, campaign, f, 0)
			if err != nil || c.N != len(p.Items) {
				t.Fatalf("count %+v, %v; page %v", c, err, names(p))
			}
			return names(p)
		}
		for _, c := range []struct {
			f    Filter
			want []string
		}{
			// Soonest first; the private profile, the one turned off and the one never set are left out.
			{Filter{}, []string{"amy", "ben", "cal", "dee"}},
			{Filter{Available: "_all", Role: "_all", State: "_all"}, []string{"amy", "ben", "cal", "dee"}},
			{Filter{Available: "now"}, []string{"amy", "ben"}},
			{Filter{Available: "2026-07-01"}, []string{"amy", "ben", "cal"}},
			{Filter{Role: "FIELD"}, []string{"amy", "ben"}},
			{Filter{Role: "data"}, []string{"ben"}},
			{Filter{State: "co"}, []string{"amy", "cal"}},
			{Filter{State: "Remote"}, []string{"ben", "dee"}},
			{Filter{Available: "now", Role: "field", State: "NY"}, []string{"ben"}},
			{Filter{Role: "management"}, []string{}},
		} {
			if got := search(c.f); !slices.Equal(got, c.want) {
				t.Errorf("%+v: %v, want %v", c.f, got, c.want)
			}
		}

		// Bad values are field errors naming them, every one.
		_, err := s.Search(ctx, campaign, Filter{Available: "soon", Role: "chef", State: "ZZ"}, 20, "")
		wantField(t, err, "available", MsgAvailable)
		wantField(t, err, "role", MsgRole)
		wantField(t, err, "state", MsgState)
		_, err = s.CountUpTo(ctx, campaign, Filter{Role: "chef"}, 0)
		wantField(t, err, "role", MsgRole)

		// Who may search.
		_, err = s.Search(ctx, vic, Filter{}, 20, "")
		wantCode(t, err, apperr.Forbidden, MsgVendorSearch)
		_, err = s.Search(ctx, nil, Filter{}, 20, "")
		wantCode(t, err, apperr.Unauthenticated, MsgSignIn)
		_, err = s.CountUpTo(ctx, vic, Filter{}, 0)
		wantCode(t, err, apperr.Forbidden, MsgVendorSearch)

		// Keyset pages: two by two, then a bad cursor.
		var got []string
		after := ""
		for range 3 {
			p, err := s.Search(ctx, campaign, Filter{}, 2, after)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, names(p)...)
			if !p.HasNext {
				break
			}
			after = p.EndCursor()
		}
		if !slices.Equal(got, []string{"amy", "ben", "cal", "dee"}) {
			t.Fatalf("pages: %v", got)
		}
		_, err = s.Search(ctx, campaign, Filter{}, 2, "garbage")
		wantCode(t, err, apperr.Invalid, "Invalid cursor.")

		// The card carries the profile and the availability.
		p, _ := s.Search(ctx, campaign, Filter{Role: "data"}, 1, "")
		if x := p.Items[0]; x.User.FirstName != "Fben" || x.User.ID != x.OTW.UserID || !slices.Equal(x.OTW.States, store.StringList{"NY", Remote}) {
			t.Fatalf("card %+v", x)
		}
	})
}

func TestHomeLeadInTheWeekAfterAnElection(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s, js := setup(t, db)
		campaign := testkit.User(t, db, "campaign", accounts.Candidate)
		staff := testkit.User(t, db, "staff", accounts.CampaignStaff)
		vic := testkit.User(t, db, "vic", accounts.Vendor)
		if _, err := js.Create(ctx, campaign, jobs.Input{Title: "Field Organizer", Organization: "Friends of Jane",
			Location: "Des Moines, IA", JobType: "full-time", Description: "Knock doors and recruit volunteers."}); err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 11, 5, 12, 0, 0, 0, time.UTC) // two days after the 2026 general election
		s.SetNow(func() time.Time { return now })
		for _, c := range []struct {
			who  *accounts.User
			want Lead
		}{{campaign, LeadPeople}, {staff, LeadJobs}, {vic, ""}, {nil, ""}} {
			lead, election, err := s.HomeLead(ctx, c.who)
			if err != nil || lead != c.want {
				t.Fatalf("%v: %q, %v; want %q", c.who, lead, err, c.want)
			}
			if lead != "" && election.Format(DateLayout) != "2026-11-03" {
				t.Fatalf("election %s", election)
			}
		}
		// Outside the week: nothing.
		now = time.Date(2026, 11, 11, 0, 0, 0, 0, time.UTC)
		if lead, _, _ := s.HomeLead(ctx, campaign); lead != "" {
			t.Fatalf("a week and a day after: %q", lead)
		}
		now = time.Date(2026, 11, 3, 20, 0, 0, 0, time.UTC)
		if lead, _, _ := s.HomeLead(ctx, campaign); lead != "" {
			t.Fatalf("election day: %q", lead)
		}
	})
}

// TestPeopleSearchLeavesOutHidden: a member moderators hid (issue 28) is in
// no /people search or count.
func TestPeopleSearchLeavesOutHidden(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s, _ := setup(t, db)
		campaign := testkit.User(t, db, "campaign", accounts.Candidate)
		for _, name := range []string{"amy", "ben"} {
			u := testkit.User(t, db, name, accounts.CampaignStaff)
			if _, err := s.Update(ctx, u, Input{Open: on, AvailableFrom: "2026-06-01", Roles: []string{"field"}, States: []string{"CO"}}); err != nil {
				t.Fatal(err)
			}
			if name == "ben" {
				if _, err := db.Exec(ctx, `UPDATE users SET hidden = 1, hidden_reason = 'Spam' WHERE id = ?`, u.ID); err != nil {
					t.Fatal(err)
				}
			}
		}
		p, err := s.Search(ctx, campaign, Filter{}, 20, "")
		if err != nil || !slices.Equal(names(p), []string{"amy"}) {
			t.Fatalf("search: %v %v", names(p), err)
		}
		if c, err := s.CountUpTo(ctx, campaign, Filter{}, 0); err != nil || c.N != 1 {
			t.Fatalf("count: %+v %v", c, err)
		}
	})
}
