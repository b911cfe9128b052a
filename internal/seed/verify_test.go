package seed

import (
	"context"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/verify"
)

func TestDemoVerifications(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		s.Verify = verify.NewService(db, nil, nil)
		users := DemoUsers{}
		for _, name := range []string{"candidate1", "vendor1", "candidate2"} {
			u, err := s.Accounts.Register(ctx, accounts.RegisterInput{Username: name, Password: DemoPassword,
				Email: name + "@example.com", FirstName: "D", LastName: "D", UserType: "candidate"})
			if err != nil {
				t.Fatal(err)
			}
			users[name] = u
		}
		if err := s.demoVerifications(ctx, users); err != nil {
			t.Fatal(err)
		}
		for name, want := range map[string]string{"candidate1": "Alvarez for Colorado House", "vendor1": "Summit Strategies", "candidate2": ""} {
			got, _, err := verify.VerifiedName(ctx, db, users[name].ID)
			if err != nil || got != want {
				t.Errorf("%s: verified as %q (%v), want %q", name, got, err, want)
			}
		}
	})
}
