package seed

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"canvass/internal/elections"
	"canvass/internal/jobs"
	"canvass/internal/store"
)

type demoJob struct {
	owner   string // demo username (candidate or campaign staff)
	in      jobs.Input
	daysAgo int
	closed  bool // deadline already passed (the page stays, the board hides it)
	// election: the job serves the next election on the calendar
	// (internal/elections), so it closes the day after.
	election bool
}

func intp(n int) *int { return &n }

// demoJobList are realistic campaign postings spread over the demo
// candidates and staff.
var demoJobList = []demoJob{
	{"candidate1", jobs.Input{Title: "Field Organizer", Organization: "Alvarez for Colorado House", Location: "Denver, CO",
		JobType: "full-time", PoliticalAffiliation: "Democratic", Workplace: "on-site",
		SalaryMin: intp(48000), SalaryMax: intp(55000), SalaryPeriod: "year",
		Description: "Recruit and manage volunteers in House District 6, run weekend canvasses and phone banks, and hit weekly voter-contact goals. Spanish a plus. Car and license required."}, 1, false, true},
	{"candidate1", jobs.Input{Title: "Volunteer Phone Bank Captain", Organization: "Alvarez for Colorado House", Location: "Remote",
		JobType: "volunteer", PoliticalAffiliation: "Democratic", Workplace: "remote",
		Description: "Lead a team of ten volunteer callers two evenings a week. We train you on the dialer and the script; you keep the team motivated and report results."}, 3, false, false},
	{"candidate1", jobs.Input{Title: "Communications Intern", Organization: "Alvarez for Colorado House", Location: "Denver, CO",
		JobType: "internship", PoliticalAffiliation: "Democratic", Workplace: "hybrid",
		SalaryMin: intp(1500), SalaryMax: intp(2000), SalaryPeriod: "stipend",
		Description: "Draft social posts, clip local press, and help prepare the candidate for interviews and debates. Ideal for journalism or political science students."}, 6, false, false},
	{"candidate2", jobs.Input{Title: "Campaign Manager", Organization: "Whitfield for Commissioner", Location: "Columbus, OH",
		JobType: "full-time", PoliticalAffiliation: "Republican", Workplace: "on-site",
		SalaryMin: intp(65000), SalaryMax: intp(80000), SalaryPeriod: "year",
		Description: "Own the plan, the budget and the calendar for a countywide race. Manage a staff of four, work with our mail and polling vendors, and report to the candidate daily."}, 2, false, false},
	{"candidate2", jobs.Input{Title: "Finance Assistant", Organization: "Whitfield for Commissioner", Location: "Columbus, OH",
		JobType: "part-time", PoliticalAffiliation: "Republican", Workplace: "hybrid",
		SalaryMin: intp(20), SalaryMax: intp(24), SalaryPeriod: "hour",
		Description: "Prepare call time sheets, log contributions, keep donor records compliant with state reporting rules, and help organize two fundraising events."}, 9, false, false},
	{"candidate2", jobs.Input{Title: "Door-to-Door Canvasser", Organization: "Whitfield for Commissioner", Location: "Columbus, OH",
		JobType: "contract", PoliticalAffiliation: "Republican", Workplace: "on-site",
		SalaryMin: intp(18), SalaryMax: intp(18), SalaryPeriod: "hour",
		Description: "Eight-week contract knocking doors in Franklin County suburbs. Comfortable shoes, a smartphone and a friendly attitude required; we provide the walk lists."}, 12, false, true},
	{"staff1", jobs.Input{Title: "Regional Field Director", Organization: "Georgia Votes Coalition", Location: "Atlanta, GA",
		JobType: "full-time", PoliticalAffiliation: "Independent", Workplace: "hybrid",
		SalaryMin: intp(60000), SalaryMax: intp(72000), SalaryPeriod: "year",
		Description: "Supervise six field organizers across metro Atlanta, set turf and goals, and build the GOTV plan for a nonpartisan voter registration drive."}, 4, false, false},
	{"staff1", jobs.Input{Title: "Voter Registration Organizer", Organization: "Georgia Votes Coalition", Location: "Savannah, GA",
		JobType: "contract", PoliticalAffiliation: "None", Workplace: "on-site",
		SalaryMin: intp(3500), SalaryMax: intp(4000), SalaryPeriod: "month",
		Description: "Register new voters at campuses, churches and community events. Nonpartisan program; training on state rules provided. Four-month contract."}, 15, false, false},
	{"staff1", jobs.Input{Title: "Summer Organizing Fellow", Organization: "Georgia Votes Coalition", Location: "Atlanta, GA",
		JobType: "internship", PoliticalAffiliation: "None", Workplace: "on-site", SalaryPeriod: "stipend",
		Description: "A ten-week fellowship teaching the fundamentals of community organizing: one-on-ones, house meetings, canvassing and data entry in VAN."}, 40, true, false},
	{"staff2", jobs.Input{Title: "Digital Ads Manager", Organization: "Keystone Forward PAC", Location: "Philadelphia, PA",
		JobType: "full-time", PoliticalAffiliation: "Other", Workplace: "remote",
		SalaryMin: intp(70000), SalaryMax: intp(85000), SalaryPeriod: "year",
		Description: "Plan and buy Meta, Google and streaming ads, run creative tests, and report cost per persuadable voter reached. Two cycles of paid digital experience required."}, 5, false, false},
	{"staff2", jobs.Input{Title: "Data Analyst", Organization: "Keystone Forward PAC", Location: "Pittsburgh, PA",
		JobType: "part-time", PoliticalAffiliation: "Other", Workplace: "remote",
		SalaryMin: intp(30), SalaryMax: intp(40), SalaryPeriod: "hour",
		Description: "Clean the voter file, build turnout models in SQL and Python, and keep the field dashboards current. About 20 hours a week through November."}, 8, false, false},
	{"staff2", jobs.Input{Title: "Email Fundraising Writer", Organization: "Independent Voices Network", Location: "Remote",
		JobType: "contract", PoliticalAffiliation: "Independent", Workplace: "remote",
		SalaryMin: intp(35), SalaryMax: intp(45), SalaryPeriod: "hour",
		Description: "Write three to five fundraising emails a week for a nonpartisan reform group, test subject lines, and help grow the small-dollar program."}, 20, false, false},
}

// demoJobs creates demo job postings through the jobs service (so they
// follow every rule), then backdates them so the board shows a spread of
// "Posted ... ago"; one has its deadline passed (closed).
func (s *Seeder) demoJobs(ctx context.Context, users DemoUsers) error {
	now := store.Now()
	made := 0
	for _, d := range demoJobList {
		owner := users[d.owner]
		if owner == nil {
			continue
		}
		in := d.in
		if d.closed {
			deadline := now.Add(time.Hour)
			in.Deadline = &deadline
		} else if d.daysAgo%5 == 4 {
			deadline := now.AddDate(0, 0, 30)
			in.Deadline = &deadline
		}
		if next := elections.Upcoming(now.AddDate(0, 0, 1)); d.election && len(next) > 0 {
			in.ElectionDate = next[0].Date.Format(time.DateOnly)
		}
		j, err := s.Jobs.Create(ctx, owner, in)
		if err != nil {
			return fmt.Errorf("demo job %q: %w", d.in.Title, err)
		}
		created := now.Add(-time.Duration(d.daysAgo)*24*time.Hour - time.Duration(made)*time.Minute)
		if _, err := s.DB.Exec(ctx, `UPDATE jobs SET created_at = ? WHERE id = ?`, created, j.ID); err != nil {
			return err
		}
		if d.closed {
			if _, err := s.DB.Exec(ctx, `UPDATE jobs SET deadline = ? WHERE id = ?`, now.AddDate(0, 0, -3), j.ID); err != nil {
				return err
			}
		}
		made++
	}
	if s.Log != nil {
		s.Log.Info("demo jobs created", "count", made)
	}
	return nil
}

// Bench data vocabulary: realistic campaign postings, combined at random
// (seeded, so every run loads the same data).
var (
	benchTitles = []string{"Field Organizer", "Regional Field Organizer", "Community Organizer", "Campaign Manager",
		"Deputy Campaign Manager", "Finance Director", "Call Time Manager", "Communications Director", "Press Secretary",
		"Digital Director", "Data Manager", "Volunteer Coordinator", "Scheduler", "Policy Advisor", "Canvasser",
		"Phone Bank Captain", "GOTV Director", "Research Associate", "Social Media Manager", "Operations Director",
		"Compliance Officer", "Speechwriter", "Graphic Designer", "Deputy Field Director", "Organizing Fellow"}
	benchOrgPrefix = []string{"Friends of", "Committee to Elect", "Citizens for", "People for", "Neighbors for"}
	benchSurnames  = []string{"Alvarez", "Whitfield", "Natarajan", "Okafor", "Brennan", "Castillo", "Duval", "Eriksen",
		"Fitzgerald", "Goldberg", "Hoang", "Iverson", "Jablonski", "Kowalski", "Larkin", "Moreno", "Nakamura", "OBrien",
		"Petrov", "Quintana", "Rasmussen", "Sandoval", "Thibodeaux", "Underwood", "Vasquez", "Whitaker", "Yamamoto", "Zeller"}
	benchGroups = []string{"Democratic Party", "Republican Party", "Votes Coalition", "Forward PAC", "Civic Alliance",
		"Young Voters Project", "Taxpayers Association", "Clean Water Action Fund", "Labor Council", "Chamber PAC"}
	benchCities = []string{"Austin, TX", "Houston, TX", "Dallas, TX", "Des Moines, IA", "Cedar Rapids, IA", "Manchester, NH",
		"Concord, NH", "Phoenix, AZ", "Tucson, AZ", "Madison, WI", "Milwaukee, WI", "Raleigh, NC", "Charlotte, NC", "Reno, NV",
		"Las Vegas, NV", "Tampa, FL", "Miami, FL", "Orlando, FL", "Atlanta, GA", "Savannah, GA", "Philadelphia, PA",
		"Pittsburgh, PA", "Detroit, MI", "Lansing, MI", "Columbus, OH", "Cleveland, OH", "Denver, CO", "Boulder, CO",
		"Minneapolis, MN", "St. Paul, MN", "Richmond, VA", "Arlington, VA", "Washington, DC", "Boise, ID", "Omaha, NE",
		"Portland, OR", "Seattle, WA", "Sacramento, CA", "Los Angeles, CA", "Albuquerque, NM", "Remote"}
	benchSentences = []string{
		"Recruit, train and manage volunteers for weekend canvasses and phone banks.",
		"Build relationships with community leaders, faith groups and local organizations.",
		"Hit weekly voter-contact goals and report results to the field director.",
		"Manage call time for the candidate and keep donor records up to date.",
		"Write press releases, pitch reporters and prepare the candidate for interviews.",
		"Run digital ads, email programs and social media with a tight budget.",
		"Clean the voter file and build turnout targets with the data team.",
		"Plan events, rallies and town halls across the district.",
		"Experience with VAN or a similar voter database is a plus.",
		"Spanish or another second language is highly valued.",
		"A car, a valid license and flexible hours, including weekends, are required.",
		"This is a great first job for a recent graduate who wants to learn organizing.",
		"You will work closely with the campaign manager and the candidate.",
		"We are a small, scrappy team that values initiative and follow-through.",
		"Candidates of every background are encouraged to apply.",
	}
	benchAffs       = []string{"Democratic", "Republican", "Independent", "Libertarian", "Green", "Other", "None", ""}
	benchWorkplaces = []string{"on-site", "on-site", "hybrid", "remote", ""}
	benchPeriods    = []string{"hour", "month", "year"}
)

// benchJobChunk is how many jobs one INSERT writes (13 parameters each,
// well under both engines' parameter limits).
const benchJobChunk = 1000

// benchJobs inserts n jobs in bulk, owned by the existing candidates and
// campaign staff, spread over the last 365 days: multi-row INSERTs inside
// one transaction. The FTS index (SQLite) and the tsvector column
// (PostgreSQL) are kept in step by the same triggers and generated column
// as every other write. About 5% have a deadline that has passed (closed).
func (s *Seeder) benchJobs(ctx context.Context, n int) error {
	owners, err := s.benchWriters(ctx, "bench jobs")
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(2024, 11))
	pick := func(list []string) string { return list[rng.IntN(len(list))] }
	types := jobs.JobTypes.Values()
	now := store.Now()
	start := time.Now()
	err = s.DB.InTx(ctx, func(tx *store.Tx) error {
		return insertChunks(ctx, tx, "bench jobs", `INSERT INTO jobs (user_id, title, organization, location, job_type, description,
				political_affiliation, salary_min, salary_max, salary_period, workplace, deadline, created_at) VALUES `,
			"(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", n, benchJobChunk, func(i int) []any {
				surname := pick(benchSurnames)
				var org string
				switch rng.IntN(3) {
				case 0:
					org = pick(benchOrgPrefix) + " " + surname
				case 1:
					org = surname + " for " + pick([]string{"Congress", "Senate", "Governor", "Mayor", "City Council", "State House", "School Board"})
				default:
					org = strings.Split(pick(benchCities), ",")[0] + " " + pick(benchGroups)
				}
				city := pick(benchCities)
				title := pick(benchTitles)
				var desc strings.Builder
				desc.WriteString("Join " + org + " as " + title + " in " + city + ". ")
				for k := 0; k < 2+rng.IntN(3); k++ {
					desc.WriteString(pick(benchSentences) + " ")
				}
				var aff, wp, period any
				if a := pick(benchAffs); a != "" {
					aff = a
				}
				if w := pick(benchWorkplaces); w != "" {
					wp = w
				}
				var smin, smax any
				if rng.IntN(3) == 0 {
					p := pick(benchPeriods)
					lo := map[string]int{"hour": 15, "month": 2500, "year": 35000}[p]
					lo += rng.IntN(lo / 2)
					smin, smax, period = lo, lo+rng.IntN(lo/3+1), p
				}
				created := now.Add(-time.Duration(rng.Int64N(int64(365 * 24 * time.Hour)))).Truncate(time.Microsecond)
				var deadline any
				switch r := rng.IntN(100); {
				case r < 5: // closed
					deadline = created.Add(time.Duration(1+rng.IntN(14)) * 24 * time.Hour)
					if !deadline.(time.Time).Before(now) {
						deadline = now.Add(-time.Hour)
					}
				case r < 20:
					deadline = now.Add(time.Duration(1+rng.IntN(90)) * 24 * time.Hour)
				}
				return []any{owners[rng.IntN(len(owners))], title, org, city, pick(types), strings.TrimSpace(desc.String()),
					aff, smin, smax, period, wp, deadline, created}
			})
	})
	if err != nil {
		return err
	}
	if s.Log != nil {
		s.Log.Info("bench jobs inserted", "count", n, "took", time.Since(start).Round(time.Millisecond))
	}
	return nil
}
