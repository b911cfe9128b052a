package seed

import (
	"context"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/people"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

// The demo's people open to work fill /people: every role family, some
// available now, some later, some remote.
func TestDemoPeople(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		s.People = people.NewService(db, s.Jobs)
		if err := s.demoPeople(ctx); err != nil {
			t.Fatal(err)
		}
		campaign := testkit.User(t, db, "campaign", accounts.Candidate)
		count := func(f people.Filter) int {
			c, err := s.People.CountUpTo(ctx, campaign, f, 0)
			if err != nil {
				t.Fatal(err)
			}
			return c.N
		}
		if n := count(people.Filter{}); n != len(demoOpenToWork) {
			t.Fatalf("%d people, want %d", n, len(demoOpenToWork))
		}
		if n := count(people.Filter{Available: "now"}); n < 4 || n == len(demoOpenToWork) {
			t.Errorf("%d available now", n)
		}
		if n := count(people.Filter{State: "remote"}); n < 3 {
			t.Errorf("%d remote", n)
		}
		for _, r := range []string{"field", "finance", "communications", "digital", "management", "operations", "data"} {
			if count(people.Filter{Role: r}) == 0 {
				t.Errorf("no one in %s", r)
			}
		}
		if _, err := s.Accounts.Login(ctx, "otw_rosa", DemoPassword, ""); err != nil {
			t.Fatalf("demo login: %v", err)
		}
	})
}
