package seed

import (
	"context"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/insights"
	"canvass/internal/jobs"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// The demo's past postings give the pay insights figures in every demo
// state and family, and stay off the board (closed).
func TestDemoPayHistory(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		users := DemoUsers{}
		for _, d := range []struct{ name, typ string }{{"candidate1", "candidate"}, {"candidate2", "candidate"}, {"staff1", "campaign_staff"}, {"staff2", "campaign_staff"}} {
			u, err := s.Accounts.Register(ctx, accounts.RegisterInput{Username: d.name, Password: DemoPassword,
				Email: d.name + "@example.com", FirstName: "D", LastName: "U", UserType: d.typ})
			if err != nil {
				t.Fatal(err)
			}
			users[d.name] = u
		}
		if err := s.demoPayHistory(ctx, users); err != nil {
			t.Fatal(err)
		}
		if open, _ := s.Jobs.Count(ctx, jobs.Filter{}); open != 0 {
			t.Errorf("%d past postings are open", open)
		}
		tab, err := insights.New(db).Pay(ctx, insights.Filter{})
		if err != nil {
			t.Fatal(err)
		}
		withFigures := 0
		for _, c := range tab.Cells {
			if c.Enough() {
				withFigures++
			}
		}
		// Five families, each over all states and in four states.
		if withFigures != 5*5 {
			t.Errorf("%d cells with figures, want 25: %+v", withFigures, tab.Cells)
		}
	})
}
