package seed

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/domain"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/uploads"
)

func accountsSeeder(t *testing.T, db *store.DB) *Seeder {
	t.Helper()
	up, err := uploads.New(t.TempDir(), "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	return &Seeder{DB: db, Services: domain.Services{Accounts: accounts.NewService(db, up, accounts.Options{Log: log})}, Log: log}
}

func TestDemoUsers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := accountsSeeder(t, db)
		users, err := s.demoUsers(ctx)
		if err != nil {
			t.Fatal(err)
		}
		count := map[accounts.UserType]int{}
		for name, u := range users {
			if u.Username != name || u.Bio == "" || u.Location == "" || u.CurrentPosition == "" {
				t.Errorf("demo user %s incomplete: %+v", name, u)
			}
			count[u.UserType]++
		}
		for _, typ := range []accounts.UserType{accounts.Candidate, accounts.CampaignStaff, accounts.Vendor} {
			if count[typ] < 2 {
				t.Errorf("%d demo %s accounts", count[typ], typ)
			}
		}
		for _, name := range []string{"candidate1", "candidate2", "staff1", "staff2", "vendor1", "vendor2"} {
			if _, err := s.Accounts.Login(ctx, name, DemoPassword, ""); err != nil {
				t.Errorf("demo login %s: %v", name, err)
			}
		}
	})
}

func TestBenchUsers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := accountsSeeder(t, db)
		before := db.Statements()
		if err := s.benchUsers(ctx, 1203); err != nil {
			t.Fatal(err)
		}
		// One transaction, three multi-row INSERTs.
		if n := db.Statements() - before; n != 4 {
			t.Errorf("%d statements for 1203 users", n)
		}
		var n int
		db.Get(ctx, &n, `SELECT COUNT(*) FROM users`)
		if n != 1203 {
			t.Fatalf("%d users", n)
		}
		if _, err := s.Accounts.Login(ctx, "bench_user_1203", "canvass-bench", ""); err != nil {
			t.Fatalf("bench login: %v", err)
		}
		// Running it again skips existing rows instead of failing.
		if err := s.benchUsers(ctx, 10); err != nil {
			t.Fatal(err)
		}
	})
}
