package insights_test

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/insights"
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

func TestRoleOf(t *testing.T) {
	for title, want := range map[string]insights.Role{
		"Field Organizer": insights.Field, "Deputy Field Director": insights.Field, "Finance Director": insights.Finance,
		"Call Time Manager": insights.Finance, "Press Secretary": insights.Communications, "Digital Director": insights.Digital,
		"Social Media Manager": insights.Digital, "Campaign Manager": insights.Management, "Data Analyst": insights.Data,
		"Scheduler": insights.Operations, "Office Manager": insights.Operations, "Volunteer Coordinator": insights.Field,
		"Chief of Staff": insights.Management, "Barista": "",
	} {
		if got := insights.RoleOf(title); got != want {
			t.Errorf("RoleOf(%q) = %q, want %q", title, got, want)
		}
	}
}

// The figures: annualised (hour x 2,080, month x 12), the middle of a
// range, percentiles over open and recently closed postings, no figures
// below five postings, stipends and long-closed postings left out.
func TestPayInsights(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		js := jobs.NewService(db)
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		n := func(v int) *int { return &v }
		post := func(title, loc, typ string, min, max *int, period string) *jobs.Job {
			t.Helper()
			j, err := js.Create(ctx, ann, jobs.Input{Title: title, Organization: "Friends of Jane Doe", Location: loc,
				JobType: typ, Description: "Knock doors and run phone banks.", SalaryMin: min, SalaryMax: max, SalaryPeriod: period})
			if err != nil {
				t.Fatal(err)
			}
			return j
		}
		// Colorado field (its law asks for a range: single figures are ranges of one): 40k, 45k (range 40-50), 52k (25/h), 60k (5k/month), 70k: five postings.
		post("Field Organizer", "Denver, CO", "full-time", n(40000), n(40000), "year")
		post("Regional Field Director", "Boulder, Colorado", "full-time", n(40000), n(50000), "year")
		post("Field Organizer", "Pueblo, CO", "part-time", n(25), n(25), "hour")
		post("Organizing Director", "Denver, CO", "full-time", n(5000), n(5000), "month")
		post("Field Organizer", "Aurora, CO", "full-time", n(70000), n(70000), "year")
		// Left out: a stipend, no pay, no state, no family.
		post("Field Fellow", "Denver, CO", "internship", n(3000), n(3000), "stipend")
		post("Field Organizer", "Denver, CO", "volunteer", nil, nil, "")
		post("Field Organizer", "Remote", "full-time", n(90000), n(90000), "year")
		post("Barista", "Denver, CO", "full-time", n(90000), n(90000), "year")
		// Iowa field: four postings, not enough.
		for i := range 4 {
			post(fmt.Sprintf("Field Organizer %d", i), "Des Moines, IA", "full-time", n(50000), nil, "year")
		}
		// Closed long ago: out (closed by moving the clock two years on).
		s := insights.New(db)
		tab, err := s.Pay(ctx, insights.Filter{Role: "field"})
		if err != nil {
			t.Fatal(err)
		}
		var co, ia, all insights.Cell
		for _, c := range tab.Cells {
			switch c.State {
			case "CO":
				co = c
			case "IA":
				ia = c
			case "":
				all = c
			}
			if c.Role != insights.Field {
				t.Fatalf("role filter let %+v through", c)
			}
		}
		if co.Count != 5 || *co.P25 != 45000 || *co.Median != 52000 || *co.P75 != 60000 {
			t.Fatalf("Colorado field: %+v (p25 %v median %v p75 %v)", co, deref(co.P25), deref(co.Median), deref(co.P75))
		}
		if ia.Count != 4 || ia.Enough() {
			t.Fatalf("Iowa field has figures with 4 postings: %+v", ia)
		}
		if all.Count != 9 || !all.Enough() || *all.Median != 50000 {
			t.Fatalf("all states: %+v median %v", all, deref(all.Median))
		}
		// Job type narrows (the hourly part-time posting leaves Colorado's cell at four).
		tab, _ = s.Pay(ctx, insights.Filter{Role: "FIELD", State: "co", JobType: "full-time"})
		if len(tab.Cells) != 1 || tab.Cells[0].State != "CO" || tab.Cells[0].Count != 4 || tab.Cells[0].Enough() {
			t.Fatalf("full-time Colorado field: %+v", tab.Cells)
		}
		// A state with no postings still answers its cell.
		tab, _ = s.Pay(ctx, insights.Filter{Role: "data", State: "WY"})
		if len(tab.Cells) != 1 || tab.Cells[0].Count != 0 {
			t.Fatalf("Wyoming data: %+v", tab.Cells)
		}
		// Bad values are field errors naming the field.
		_, err = s.Pay(ctx, insights.Filter{Role: "chef", State: "XX", JobType: "forever"})
		if e := apperr.As(err); e == nil || len(e.Fields) != 3 {
			t.Fatalf("bad filter: %v", err)
		}
		// Postings whose deadline passed over a year ago no longer count.
		if _, err := db.Exec(ctx, `UPDATE jobs SET deadline = ?`, time.Now().Add(-400*24*time.Hour)); err != nil {
			t.Fatal(err)
		}
		s.Forget()
		tab, _ = s.Pay(ctx, insights.Filter{Role: "field", State: "CO"})
		if tab.Cells[0].Count != 0 {
			t.Fatalf("long-closed postings counted: %+v", tab.Cells[0])
		}
	})
}

func deref(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}
