package seed

import (
	"context"
	"fmt"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/store"
)

// DemoUsers keyed by username; filled in by demoUsers.
type DemoUsers map[string]*accounts.User

// DemoPassword is the password of every demo account (listed in the README).
const DemoPassword = "canvass-demo"

type demoUser struct {
	reg     accounts.RegisterInput
	profile accounts.ProfileInput
}

// acctStr returns a pointer to s (optional profile fields).
func acctStr(s string) *string { return &s }

// demoAccounts are the demo accounts: two of each user type, and the
// newsroom's editor (a campaign_staff account granted the editor role).
var demoAccounts = []demoUser{
	{
		accounts.RegisterInput{Username: "candidate1", Email: "maria.alvarez@demo.canvass.test", FirstName: "Maria", LastName: "Alvarez",
			UserType: "candidate", PoliticalAffiliation: "Democratic", Location: "Denver, CO",
			Bio: "Running for Colorado State House District 6. Former public school teacher focused on education funding and affordable housing."},
		accounts.ProfileInput{CurrentPosition: acctStr("Candidate, Colorado State House District 6"),
			PreviousPositions: acctStr("High school civics teacher, Denver Public Schools (2012-2023)"),
			Education:         acctStr("M.Ed., University of Colorado Denver"), Skills: acctStr("Public speaking, Community organizing, Education policy"),
			Website: acctStr("https://example.com/alvarez-for-colorado")},
	},
	{
		accounts.RegisterInput{Username: "candidate2", Email: "james.whitfield@demo.canvass.test", FirstName: "James", LastName: "Whitfield",
			UserType: "candidate", PoliticalAffiliation: "Republican", Location: "Columbus, OH",
			Bio: "Small business owner running for Franklin County Commissioner on a platform of fiscal responsibility and road repair."},
		accounts.ProfileInput{CurrentPosition: acctStr("Candidate, Franklin County Commission"),
			PreviousPositions: acctStr("Owner, Whitfield Hardware (2008-present); Chamber of Commerce board member"),
			Education:         acctStr("B.B.A., Ohio State University"), Skills: acctStr("Budgeting, Small business, Coalition building")},
	},
	{
		accounts.RegisterInput{Username: "staff1", Email: "priya.natarajan@demo.canvass.test", FirstName: "Priya", LastName: "Natarajan",
			UserType: "campaign_staff", PoliticalAffiliation: "Independent", Location: "Atlanta, GA",
			Bio: "Field director with three cycles of experience building volunteer programs for local and statewide races."},
		accounts.ProfileInput{CurrentPosition: acctStr("Field Director"),
			PreviousPositions: acctStr("Regional Field Organizer, statewide ballot initiative (2022); Volunteer Coordinator (2020)"),
			Education:         acctStr("B.A. Political Science, Georgia State University"), Skills: acctStr("Canvass operations, VAN, Volunteer recruitment, GOTV"),
			SocialLinks: []string{"https://www.linkedin.com/in/example-priya"}},
	},
	{
		accounts.RegisterInput{Username: "staff2", Email: "daniel.okafor@demo.canvass.test", FirstName: "Daniel", LastName: "Okafor",
			UserType: "campaign_staff", PoliticalAffiliation: "None", Location: "Philadelphia, PA",
			Bio: "Digital and data staffer. I build email programs, run A/B tests and keep the voter file clean."},
		accounts.ProfileInput{CurrentPosition: acctStr("Digital Director"),
			PreviousPositions: acctStr("Data Analyst, city council campaign (2021); Email Fundraising Associate (2019-2020)"),
			Education:         acctStr("B.S. Statistics, Temple University"), Skills: acctStr("Email fundraising, SQL, Digital ads, Analytics")},
	},
	{
		accounts.RegisterInput{Username: "vendor1", Email: "hello@summitstrategies.demo.canvass.test", FirstName: "Rebecca", LastName: "Lindqvist",
			UserType: "vendor", PoliticalAffiliation: "None", Location: "Washington, DC",
			Bio: "Founder of Summit Strategies, a nonpartisan polling and research firm serving campaigns and advocacy groups."},
		accounts.ProfileInput{CurrentPosition: acctStr("Founder and Principal, Summit Strategies"),
			Website: acctStr("https://example.com/summit-strategies"), Skills: acctStr("Polling, Focus groups, Message testing")},
	},
	{
		accounts.RegisterInput{Username: "vendor2", Email: "team@redwoodprint.demo.canvass.test", FirstName: "Marcus", LastName: "Bell",
			UserType: "vendor", PoliticalAffiliation: "None", Location: "Sacramento, CA",
			Bio: "Runs Redwood Print & Mail: yard signs, door hangers and direct mail with union-printed options and fast turnaround."},
		accounts.ProfileInput{CurrentPosition: acctStr("Owner, Redwood Print & Mail"),
			Website: acctStr("https://example.com/redwood-print"), Skills: acctStr("Direct mail, Print production, Logistics")},
	},
	{
		accounts.RegisterInput{Username: "editor1", Email: "newsroom@demo.canvass.test", FirstName: "Elena", LastName: "Park",
			UserType: "campaign_staff", PoliticalAffiliation: "None", Location: "Washington, DC",
			Bio: "Editor of Canvass News. Covers elections administration, campaign operations and the policy fights that shape them."},
		accounts.ProfileInput{CurrentPosition: acctStr("Editor, Canvass News"),
			PreviousPositions: acctStr("Statehouse reporter (2014-2021); Campaign press secretary (2012)"),
			Education:         acctStr("B.A. Journalism, University of Missouri"), Skills: acctStr("Editing, Reporting, Elections law")},
	},
	{
		accounts.RegisterInput{Username: "moderator1", Email: "trust@demo.canvass.test", FirstName: "Sam", LastName: "Okafor",
			UserType: "campaign_staff", PoliticalAffiliation: "None", Location: "Columbus, OH",
			Bio: "Canvass moderator. Reviews reports of scams, harassment and impersonation, across every party."},
		accounts.ProfileInput{CurrentPosition: acctStr("Trust and Safety, Canvass"), Skills: acctStr("Moderation, Elections law, Fraud review")},
	},
}

// DemoEditor is the demo account holding the editor role (news).
const DemoEditor = "editor1"

// DemoModerator is the demo account holding the moderator role (trust and safety).
const DemoModerator = "moderator1"

// demoUsers creates the demo accounts through the accounts service (so they
// follow every rule) and returns them keyed by username.
func (s *Seeder) demoUsers(ctx context.Context) (DemoUsers, error) {
	out := DemoUsers{}
	for _, d := range demoAccounts {
		reg := d.reg
		reg.Password = DemoPassword
		u, err := s.Accounts.Register(ctx, reg)
		if err != nil {
			return nil, fmt.Errorf("demo user %s: %w", reg.Username, err)
		}
		prof := d.profile
		prof.FirstName, prof.LastName = u.FirstName, u.LastName
		if u, err = s.Accounts.UpdateProfile(ctx, u, prof); err != nil {
			return nil, fmt.Errorf("demo profile %s: %w", reg.Username, err)
		}
		// Demo addresses count as confirmed (their confirmation emails,
		// queued by Register, are then dropped unsent).
		if err := s.Accounts.ConfirmEmailDirectly(ctx, u.ID); err != nil {
			return nil, err
		}
		u.EmailVerified = true
		out[u.Username] = u
	}
	if s.Log != nil {
		s.Log.Info("demo accounts created", "count", len(out), "password", DemoPassword)
	}
	return out, nil
}

// benchChunk is how many users one INSERT statement writes.
const benchChunk = 500

// benchUsers inserts n users in bulk: multi-row INSERTs of benchChunk rows
// in one transaction, all sharing one password hash (password
// "canvass-bench", hashed once). Usernames are bench_user_N; rows that would
// collide with existing ones are skipped.
func (s *Seeder) benchUsers(ctx context.Context, n int) error {
	hash, err := accounts.HashPassword(ctx, "canvass-bench")
	if err != nil {
		return err
	}
	types := []string{"candidate", "campaign_staff", "campaign_staff", "vendor"}
	affs := accounts.Affiliations.Values()
	firsts := []string{"Alex", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Sam", "Jamie", "Avery", "Quinn", "Drew", "Reese"}
	lasts := []string{"Smith", "Johnson", "Garcia", "Brown", "Nguyen", "Patel", "Kim", "Lopez", "Davis", "Wilson", "Clark", "Young"}
	cities := []string{"Austin, TX", "Des Moines, IA", "Manchester, NH", "Phoenix, AZ", "Madison, WI", "Raleigh, NC", "Reno, NV", "Tampa, FL"}
	const cols = 10
	now := store.Now()
	return s.DB.InTx(ctx, func(tx *store.Tx) error {
		for start := 0; start < n; start += benchChunk {
			end := min(start+benchChunk, n)
			var q strings.Builder
			q.WriteString(`INSERT INTO users (username, password_hash, email, first_name, last_name, user_type,
				location, bio, political_affiliation, created_at) VALUES `)
			args := make([]any, 0, (end-start)*cols)
			for i := start; i < end; i++ {
				if i > start {
					q.WriteString(", ")
				}
				q.WriteString("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
				first, last := firsts[i%len(firsts)], lasts[(i/len(firsts))%len(lasts)]
				args = append(args,
					fmt.Sprintf("bench_user_%d", i+1), hash, fmt.Sprintf("bench_user_%d@bench.canvass.test", i+1),
					first, last, types[i%len(types)], cities[i%len(cities)],
					fmt.Sprintf("%s %s works on campaigns in %s.", first, last, cities[i%len(cities)]),
					affs[i%len(affs)], now.Add(-time.Duration(n-i)*time.Minute))
			}
			q.WriteString(` ON CONFLICT DO NOTHING`)
			if _, err := tx.Exec(ctx, q.String(), args...); err != nil {
				return fmt.Errorf("bench users %d-%d: %w", start+1, end, err)
			}
		}
		return nil
	})
}
