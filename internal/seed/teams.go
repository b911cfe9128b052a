package seed

import (
	"context"
	"fmt"

	"canvass/internal/teams"
)

// demoTeam is one demo team: its owner (who creates it) and the other
// members with their roles, all demo accounts.
type demoTeam struct {
	owner   string
	in      teams.Input
	members []struct{ user, role string }
}

// demoTeams are two campaign teams among the demo accounts, so every
// non-vendor demo account has teams, roles of each kind and Connections.
var demoTeams = []demoTeam{
	{owner: "candidate1", in: teams.Input{Name: "Alvarez for Colorado",
		Description: "Campaign staff for Maria Alvarez, Colorado State House District 6: field, digital and the volunteer program."},
		members: []struct{ user, role string }{{"staff1", "admin"}, {"staff2", "member"}}},
	{owner: "staff2", in: teams.Input{Name: "Philadelphia Digital Volunteers",
		Description: "Email, texting and data volunteers helping local campaigns across Philadelphia."},
		members: []struct{ user, role string }{{"candidate2", "member"}}},
}

// demoTeams creates the demo teams through the teams service (so they
// follow every rule). Vendors are never members.
func (s *Seeder) demoTeams(ctx context.Context, users DemoUsers) error {
	for _, d := range demoTeams {
		owner := users[d.owner]
		if owner == nil {
			return fmt.Errorf("demo team %q: no demo user %s", d.in.Name, d.owner)
		}
		t, err := s.Teams.Create(ctx, owner, d.in)
		if err != nil {
			return fmt.Errorf("demo team %q: %w", d.in.Name, err)
		}
		for _, m := range d.members {
			u := users[m.user]
			if u == nil {
				return fmt.Errorf("demo team %q: no demo user %s", d.in.Name, m.user)
			}
			// Strangers to the owner are invited (issue 25); the demo
			// member accepts at once.
			_, inv, _, err := s.Teams.AddMember(ctx, owner, t.ID, u.ID, m.role)
			if err == nil && inv != nil {
				_, err = s.Teams.AcceptInvitation(ctx, u, inv.ID)
			}
			if err != nil {
				return fmt.Errorf("demo team %q, member %s: %w", d.in.Name, m.user, err)
			}
		}
	}
	return nil
}
