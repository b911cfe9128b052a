package seed

import (
	"context"
	"testing"

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
		users := posters(t, s)
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
