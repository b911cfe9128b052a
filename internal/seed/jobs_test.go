package seed

import (
	"context"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/jobs"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// posters registers the demo candidates and staff who post jobs.
func posters(t *testing.T, s *Seeder) DemoUsers {
	t.Helper()
	users := DemoUsers{}
	for _, d := range []struct{ name, typ string }{{"candidate1", "candidate"}, {"candidate2", "candidate"}, {"staff1", "campaign_staff"}, {"staff2", "campaign_staff"}} {
		u, err := s.Accounts.Register(context.Background(), accounts.RegisterInput{Username: d.name, Password: DemoPassword,
			Email: d.name + "@example.com", FirstName: "D", LastName: "U", UserType: d.typ})
		if err != nil {
			t.Fatal(err)
		}
		users[d.name] = u
	}
	return users
}

func TestDemoJobs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		users := posters(t, s)
		if err := s.demoJobs(ctx, users); err != nil {
			t.Fatal(err)
		}
		var total int
		db.Get(ctx, &total, `SELECT COUNT(*) FROM jobs`)
		open, err := s.Jobs.Count(ctx, jobs.Filter{})
		if err != nil {
			t.Fatal(err)
		}
		if total != len(demoJobList) || open != total-1 {
			t.Errorf("demo jobs: %d stored, %d open; want %d and one closed", total, open, len(demoJobList))
		}
		f, _ := s.Jobs.Facets(ctx)
		if len(f.JobTypes) != 5 || len(f.Locations) < 5 {
			t.Errorf("demo facets too thin: %+v", f)
		}
	})
}

func TestBenchJobs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		if err := s.benchUsers(ctx, 200); err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if err := s.benchJobs(ctx, 5000); err != nil {
			t.Fatal(err)
		}
		t.Logf("5,000 bench jobs in %v", time.Since(start))
		var total, vendorOwned int
		db.Get(ctx, &total, `SELECT COUNT(*) FROM jobs`)
		db.Get(ctx, &vendorOwned, `SELECT COUNT(*) FROM jobs j JOIN users u ON u.id = j.user_id WHERE u.user_type = 'vendor'`)
		if total != 5000 || vendorOwned != 0 {
			t.Errorf("%d jobs, %d owned by vendors", total, vendorOwned)
		}
		// The full-text index is in step with the bulk insert.
		n, err := s.Jobs.Count(ctx, jobs.Filter{Search: "organizer"})
		var like int
		db.Get(ctx, &like, `SELECT COUNT(*) FROM jobs WHERE (deadline IS NULL OR deadline > ?) AND
			(lower(title) LIKE '%organizer%' OR lower(organization) LIKE '%organizer%' OR lower(description) LIKE '%organizer%')`, store.Now())
		if err != nil || n == 0 || n != like {
			t.Errorf("search organizer = %d (%v), LIKE finds %d", n, err, like)
		}
		closed := total - func() int { n, _ := s.Jobs.Count(ctx, jobs.Filter{}); return n }()
		if closed < 100 || closed > 500 {
			t.Errorf("%d closed jobs, want about 5%%", closed)
		}
	})
}
