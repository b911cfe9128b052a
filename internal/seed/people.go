package seed

import (
	"context"
	"fmt"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/people"
	"canvass/internal/store"
)

// demoOpenToWork are campaign staff open to work after the election, so that
// /people is filled on a demo server: dates from two weeks ago (available
// now) to three months ahead, every role family, a dozen states and remote.
// Their password is the demo password; their usernames start with "otw_".
var demoOpenToWork = []struct {
	username, first, last, location, position string
	days                                      int // available from today + days
	roles, states                             []string
}{
	{"otw_rosa", "Rosa", "Delgado", "Phoenix, AZ", "Field Director", -14, []string{"field", "management"}, []string{"AZ", "NV"}},
	{"otw_tyler", "Tyler", "Brooks", "Des Moines, IA", "Regional Field Organizer", -7, []string{"field"}, []string{"IA", "NE", "MO"}},
	{"otw_aisha", "Aisha", "Rahman", "Philadelphia, PA", "Finance Director", -3, []string{"finance"}, []string{"PA", "NJ", "REMOTE"}},
	{"otw_ben", "Ben", "Kowalski", "Milwaukee, WI", "Data Analyst", -1, []string{"data", "digital"}, []string{"WI", "REMOTE"}},
	{"otw_grace", "Grace", "Liu", "Denver, CO", "Press Secretary", 0, []string{"communications"}, []string{"CO"}},
	{"otw_marcus", "Marcus", "Hill", "Atlanta, GA", "Deputy Campaign Manager", 0, []string{"management", "operations"}, []string{"GA", "NC", "SC"}},
	{"otw_sofia", "Sofia", "Ortiz", "Las Vegas, NV", "Digital Organizer", 2, []string{"digital", "field"}, []string{"NV", "REMOTE"}},
	{"otw_jamal", "Jamal", "Carter", "Detroit, MI", "Call Time Manager", 5, []string{"finance"}, []string{"MI", "OH"}},
	{"otw_hannah", "Hannah", "Berg", "Minneapolis, MN", "Scheduler", 9, []string{"operations"}, []string{"MN"}},
	{"otw_luis", "Luis", "Ramirez", "San Antonio, TX", "Field Organizer", 14, []string{"field"}, []string{"TX", "NM"}},
	{"otw_claire", "Claire", "Dubois", "Manchester, NH", "Communications Director", 21, []string{"communications", "management"}, []string{"NH", "ME", "VT"}},
	{"otw_kevin", "Kevin", "Park", "Seattle, WA", "Email Fundraising Manager", 30, []string{"digital", "finance"}, []string{"WA", "OR", "REMOTE"}},
	{"otw_nora", "Nora", "Walsh", "Columbus, OH", "Operations Director", 45, []string{"operations", "management"}, []string{"OH"}},
	{"otw_dev", "Dev", "Patel", "Raleigh, NC", "Voter File Manager", 60, []string{"data"}, []string{"NC", "VA", "REMOTE"}},
	{"otw_emma", "Emma", "Schultz", "Madison, WI", "Volunteer Coordinator", 90, []string{"field", "operations"}, []string{"WI", "MN", "IA"}},
}

// demoPeople creates demoOpenToWork: the accounts in one statement (one
// password hash), each availability through the people service.
func (s *Seeder) demoPeople(ctx context.Context) error {
	hash, err := accounts.HashPassword(ctx, DemoPassword)
	if err != nil {
		return err
	}
	now := store.Now()
	var q strings.Builder
	q.WriteString(`INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, location, bio,
		current_position, political_affiliation, created_at) VALUES `)
	var args []any
	for i, d := range demoOpenToWork {
		if i > 0 {
			q.WriteString(", ")
		}
		q.WriteString("(?, ?, ?, ?, ?, 'campaign_staff', ?, ?, ?, 'None', ?)")
		args = append(args, d.username, hash, d.username+"@demo.canvass.test", d.first, d.last, d.location,
			fmt.Sprintf("%s looking for the next campaign after election day. Based in %s.", d.position, d.location), d.position,
			now.Add(-time.Duration(400-i)*24*time.Hour))
	}
	if _, err := s.DB.Exec(ctx, q.String(), args...); err != nil {
		return fmt.Errorf("demo people: %w", err)
	}
	var ids []struct {
		ID       int64  `db:"id"`
		Username string `db:"username"`
	}
	if err := s.DB.Select(ctx, &ids, `SELECT id, username FROM users WHERE username LIKE 'otw\_%' ESCAPE '\'`); err != nil {
		return err
	}
	byName := map[string]int64{}
	for _, x := range ids {
		byName[x.Username] = x.ID
	}
	on := true
	for _, d := range demoOpenToWork {
		u, err := s.Accounts.Get(ctx, byName[d.username])
		if err != nil {
			return fmt.Errorf("demo person %s: %w", d.username, err)
		}
		from := now.AddDate(0, 0, d.days).UTC().Format(people.DateLayout)
		if _, err := s.People.Update(ctx, u, people.Input{Open: &on, AvailableFrom: from, Roles: d.roles, States: d.states}); err != nil {
			return fmt.Errorf("demo open to work %s: %w", d.username, err)
		}
	}
	return nil
}
