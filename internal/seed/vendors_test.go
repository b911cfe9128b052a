package seed

import (
	"context"
	"io"
	"log/slog"
	"os"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/domain"
	"canvass/internal/jobs"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/uploads"
	"canvass/internal/vendors"
)

// TestMain drops the PostgreSQL template database once every test of the
// package (accounts, jobs, vendors) has run.
func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

func newSeeder(t *testing.T, db *store.DB) *Seeder {
	t.Helper()
	up, err := uploads.New(t.TempDir(), "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	return &Seeder{DB: db, Services: domain.Services{Accounts: accounts.NewService(db, up, accounts.Options{Log: log}),
		Jobs: jobs.NewService(db), Vendors: vendors.NewService(db, up)}, Log: log}
}

func TestDemoVendors(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		users := DemoUsers{}
		for _, name := range []string{"vendor1", "vendor2"} {
			u, err := s.Accounts.Register(ctx, accounts.RegisterInput{Username: name, Password: DemoPassword,
				Email: name + "@example.com", FirstName: "V", LastName: "D", UserType: "vendor"})
			if err != nil {
				t.Fatal(err)
			}
			users[name] = u
		}
		if err := s.demoVendors(ctx, users); err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"vendor1", "vendor2", "bluewave_media"} {
			v, err := s.Vendors.ByUser(ctx, users[name].ID)
			if err != nil || v == nil || len(v.Services) < 3 || v.RecentWork == "" {
				t.Errorf("%s: vendor %+v, %v", name, v, err)
			}
		}
		v1, _ := s.Vendors.ByUser(ctx, users["vendor1"].ID)
		if v1.Category != "Data" || v1.Logo == "" {
			t.Errorf("vendor1 = %+v", v1)
		}
		f, err := s.Vendors.Facets(ctx)
		if err != nil || len(f.Categories) != len(demoVendorProfiles) {
			t.Errorf("facets = %+v, %v", f, err)
		}
	})
}

func TestBenchVendors(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		const n = 1234
		for range 2 { // re-running adds nothing
			if err := s.benchVendors(ctx, n); err != nil {
				t.Fatal(err)
			}
		}
		var users, vs int
		db.Get(ctx, &users, `SELECT COUNT(*) FROM users WHERE user_type = 'vendor'`)
		db.Get(ctx, &vs, `SELECT COUNT(*) FROM vendors`)
		if users != n || vs != n {
			t.Fatalf("users = %d, vendors = %d, want %d", users, vs, n)
		}
		// Search, chips and keyset pages work on the bulk rows.
		p, err := s.Vendors.Search(ctx, vendors.Filter{Search: "polling", Category: "Polling"}, vendors.ByName, 20, "")
		if err != nil || len(p.Items) == 0 {
			t.Fatalf("search = %d, %v", len(p.Items), err)
		}
		if n, err := s.Vendors.Count(ctx, vendors.Filter{Category: "advertising"}); err != nil || n < 100 {
			t.Errorf("advertising count = %d, %v", n, err)
		}
	})
}
