package seed

import (
	"context"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/teams"
)

func TestDemoTeams(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		s.Teams = teams.NewService(db, s.Accounts)
		users := DemoUsers{}
		for _, name := range []string{"candidate1", "candidate2", "staff1", "staff2"} {
			typ := "candidate"
			if name[:5] == "staff" {
				typ = "campaign_staff"
			}
			u, err := s.Accounts.Register(ctx, accounts.RegisterInput{Username: name, Password: DemoPassword,
				Email: name + "@example.com", FirstName: "D", LastName: name, UserType: typ})
			if err != nil {
				t.Fatal(err)
			}
			users[name] = u
		}
		if err := s.demoTeams(ctx, users); err != nil {
			t.Fatal(err)
		}
		page, err := s.Teams.List(ctx, users["staff2"], 10, "")
		if err != nil || len(page.Items) != 2 {
			t.Fatalf("staff2's teams: %+v %v", page.Items, err)
		}
		roles := map[string]teams.Role{}
		for _, tm := range page.Items {
			roles[tm.Name] = tm.ViewerRole
		}
		if roles["Alvarez for Colorado"] != teams.Member || roles["Philadelphia Digital Volunteers"] != teams.Owner {
			t.Fatalf("roles = %v", roles)
		}
		if n, _ := s.Teams.Connections(ctx, users["staff2"], users["staff2"].ID); n == nil || *n != 3 {
			t.Fatalf("staff2 connections = %v", n)
		}
	})
}
