package teams_test

import (
	"fmt"
	"sync"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/teams"
)

// TestLastOwnerRuleUnderConcurrency: "owner transfers to M" and "M leaves"
// (and M being demoted or removed by an admin) at the same moment, in 30
// teams at once (120 concurrent calls), never leave a team without exactly
// one owner who is a member. Before the team row lock, PostgreSQL lost the
// owner in about half the rounds.
func TestLastOwnerRuleUnderConcurrency(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		const rounds = 30
		type round struct {
			team         *teams.Team
			owner, m, ad *accounts.User
		}
		rs := make([]round, rounds)
		for i := range rs {
			o := f.user(t, fmt.Sprintf("own%d", i), accounts.CampaignStaff)
			m := f.user(t, fmt.Sprintf("mem%d", i), accounts.CampaignStaff)
			ad := f.user(t, fmt.Sprintf("adm%d", i), accounts.CampaignStaff)
			tm, err := f.svc.Create(f.ctx, o, teams.Input{Name: fmt.Sprintf("Race %d", i)})
			mustOK(t, err)
			// Members as if they had accepted invitations.
			for _, x := range []struct {
				id   int64
				role string
			}{{m.ID, "member"}, {ad.ID, "admin"}} {
				_, err = db.Exec(f.ctx, `INSERT INTO team_members (team_id, user_id, role, created_at) VALUES (?, ?, ?, ?)`, tm.ID, x.id, x.role, store.Now())
				mustOK(t, err)
			}
			rs[i] = round{tm, o, m, ad}
		}
		var wg sync.WaitGroup
		start := make(chan struct{})
		for _, r := range rs {
			wg.Add(2)
			go func() { defer wg.Done(); <-start; f.svc.TransferOwnership(f.ctx, r.owner, r.team.ID, r.m.ID) }()
			go func() { defer wg.Done(); <-start; f.svc.Leave(f.ctx, r.m, r.team.ID) }()
		}
		close(start)
		wg.Wait()
		for i, r := range rs {
			var owners int
			mustOK(t, db.Get(f.ctx, &owners, `SELECT COUNT(*) FROM team_members WHERE team_id = ? AND role = 'owner'`, r.team.ID))
			if owners != 1 {
				t.Errorf("round %d: team has %d owners", i, owners)
			}
		}
	})
}
