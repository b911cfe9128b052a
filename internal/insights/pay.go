// Package insights publishes what campaign jobs pay (issue 27, docs/hiring.md):
// the 25th percentile, median and 75th percentile of posted pay, annualised,
// by role family and state, from open and recently closed postings. A cell
// with fewer than MinPostings postings has no figures.
package insights

import (
	"context"
	"io"
	"slices"
	"sort"
	"strings"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/enum"
	"canvass/internal/geo"
	"canvass/internal/jobs"
	"canvass/internal/memo"
	"canvass/internal/store"
)

// Role is a family of campaign jobs, read from a posting's title.
type Role string

// The role families, in the order the page shows them.
const (
	Field          Role = "field"
	Finance        Role = "finance"
	Communications Role = "communications"
	Digital        Role = "digital"
	Management     Role = "management"
	Operations     Role = "operations"
	Data           Role = "data"
)

// Roles is the enum of role families.
var Roles = enum.New("RoleFamily",
	enum.V("FIELD", string(Field), "Field"),
	enum.V("FINANCE", string(Finance), "Finance"),
	enum.V("COMMUNICATIONS", string(Communications), "Communications"),
	enum.V("DIGITAL", string(Digital), "Digital"),
	enum.V("MANAGEMENT", string(Management), "Management"),
	enum.V("OPERATIONS", string(Operations), "Operations"),
	enum.V("DATA", string(Data), "Data"))

func (r Role) MarshalGQL(w io.Writer)    { Roles.MarshalGQL(w, string(r)) }
func (r *Role) UnmarshalGQL(v any) error { return enum.Unmarshal(Roles, r, v) }

// Label is the family as people read it.
func (r Role) Label() string { return Roles.Label(string(r)) }

// keywords read a title's family: the first family with a word in the
// title wins, so "Digital Director" is digital and "Campaign Manager",
// which names no other family, is management.
var keywords = []struct {
	role  Role
	words []string
}{
	{Data, []string{"data", "analyst", "analytics", "voter file", "targeting", "research", "poll"}},
	{Digital, []string{"digital", "social media", "online", "email", "web", "content", "video"}},
	{Finance, []string{"finance", "fundrais", "call time", "development", "donor", "compliance", "treasurer"}},
	{Communications, []string{"communications", "press", "spokes", "media", "speechwrit", "writer", "messaging"}},
	{Field, []string{"field", "organiz", "canvass", "gotv", "outreach", "precinct", "volunteer"}},
	{Operations, []string{"operations", "scheduler", "office manager", "logistics", "advance", "administrative", "assistant", "coordinator"}},
	{Management, []string{"campaign manager", "chief of staff", "deputy", "director", "manager"}},
}

// RoleOf is the family of a job title ("" when it names none).
func RoleOf(title string) Role {
	t := strings.ToLower(title)
	for _, k := range keywords {
		for _, w := range k.words {
			if strings.Contains(t, w) {
				return k.role
			}
		}
	}
	return ""
}

// Rules.
const (
	// MinPostings is the fewest postings a cell shows figures for.
	MinPostings = 5
	// HoursPerYear and MonthsPerYear annualise hourly and monthly pay.
	HoursPerYear  = 2080
	MonthsPerYear = 12
	// RecentlyClosed: postings whose deadline passed this long ago or less
	// still count.
	RecentlyClosed = 365 * 24 * time.Hour
	// TTL: the figures are computed at most this often per process (they
	// read every posting with pay; a new posting shows within TTL).
	TTL = 10 * time.Minute
)

// Messages.
const (
	MsgRole    = "Choose a role family: field, finance, communications, digital, management, operations or data."
	MsgState   = "Choose a US state by its two-letter code (CO, NY, DC)."
	MsgJobType = "Choose a job type: full-time, part-time, contract, volunteer or internship"
)

// Cell is the pay of one role family in one state ("" for every state).
type Cell struct {
	Role  Role   `json:"role"`
	State string `json:"state"` // two letters, "" for all states
	Count int    `json:"count"` // postings
	// The figures, in dollars a year; nil when Count < MinPostings.
	P25    *int `json:"p25"`
	Median *int `json:"median"`
	P75    *int `json:"p75"`
}

// Enough tells whether the cell has figures.
func (c Cell) Enough() bool { return c.Median != nil }

// Filter narrows the table; zero values mean all.
type Filter struct {
	Role    string // a family
	State   string // a two-letter code
	JobType string // a job type
}

// Table is the answer: the cells, every family in order, all states first
// and then each state by name.
type Table struct {
	Cells    []Cell    `json:"cells"`
	Computed time.Time `json:"computedAt"`
}

// Service computes the figures.
type Service struct {
	db    *store.DB
	now   func() time.Time
	cache memo.Value[*samples]
}

// New returns the pay insights service.
func New(db *store.DB) *Service {
	s := &Service{db: db, now: store.Now}
	s.cache.TTL = TTL
	return s
}

// SetNow replaces the clock (tests).
func (s *Service) SetNow(now func() time.Time) { s.now = now }

// Forget drops the cached figures (tests).
func (s *Service) Forget() { s.cache.Forget() }

// samples are the annualised pay of the postings, by family, state and job type.
type samples struct {
	at  time.Time
	pay map[key][]int
}

type key struct {
	role    Role
	state   string
	jobType string
}

// Pay answers the table for f (a bad value is a field error naming it).
func (s *Service) Pay(ctx context.Context, f Filter) (*Table, error) {
	var v apperr.Validation
	var role Role
	if f.Role != "" {
		r, ok := Roles.Parse(strings.TrimSpace(f.Role))
		v.Check(ok, "role", MsgRole)
		role = Role(r)
	}
	var state string
	if f.State != "" {
		st, ok := geo.ByCode(f.State)
		v.Check(ok, "state", MsgState)
		state = st.Code
	}
	var jobType string
	if f.JobType != "" {
		t, ok := jobs.JobTypes.Parse(strings.TrimSpace(f.JobType))
		v.Check(ok, "jobType", MsgJobType)
		jobType = t
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	now := s.now()
	smp, err := s.cache.Refresh(ctx, now, func(ctx context.Context) (*samples, error) { return s.load(ctx, now) })
	if err != nil {
		return nil, err
	}
	// Gather each (family, state) cell's pay over the job types asked for.
	cells := map[key][]int{}
	for k, pay := range smp.pay {
		if (role != "" && k.role != role) || (jobType != "" && k.jobType != jobType) || (state != "" && k.state != state) {
			continue
		}
		cells[key{role: k.role, state: k.state}] = append(cells[key{role: k.role, state: k.state}], pay...)
		if state == "" {
			all := key{role: k.role}
			cells[all] = append(cells[all], pay...)
		}
	}
	out := &Table{Computed: smp.at.UTC(), Cells: []Cell{}}
	for _, r := range Roles.Values() {
		if role != "" && Role(r) != role {
			continue
		}
		if state == "" {
			out.Cells = append(out.Cells, cell(Role(r), "", cells[key{role: Role(r)}]))
		}
		for _, st := range geo.States {
			if pay, ok := cells[key{role: Role(r), state: st.Code}]; ok || st.Code == state {
				out.Cells = append(out.Cells, cell(Role(r), st.Code, pay))
			}
		}
	}
	return out, nil
}

func cell(r Role, state string, pay []int) Cell {
	c := Cell{Role: r, State: state, Count: len(pay)}
	if len(pay) < MinPostings {
		return c
	}
	sorted := slices.Clone(pay)
	sort.Ints(sorted)
	p := func(q float64) *int { v := percentile(sorted, q); return &v }
	c.P25, c.Median, c.P75 = p(0.25), p(0.5), p(0.75)
	return c
}

// percentile of sorted values, linear between the closest ranks, rounded
// to the dollar.
func percentile(sorted []int, q float64) int {
	pos := q * float64(len(sorted)-1)
	lo := int(pos)
	if lo+1 >= len(sorted) {
		return sorted[lo]
	}
	frac := pos - float64(lo)
	return int(float64(sorted[lo]) + frac*float64(sorted[lo+1]-sorted[lo]) + 0.5)
}

// posting is what the figures read of a job.
type posting struct {
	Title    string            `db:"title"`
	Location string            `db:"location"`
	JobType  string            `db:"job_type"`
	Min      int               `db:"salary_min"`
	Max      *int              `db:"salary_max"`
	Period   jobs.SalaryPeriod `db:"salary_period"`
}

// load reads every posting with pay that is open or recently closed (one
// statement) and files its annualised pay: the middle of its range, or its
// minimum. Stipends (not a rate), jobs of no family and jobs moderators
// hid (internal/hidden: a scam's pay is no figure) are left out.
func (s *Service) load(ctx context.Context, now time.Time) (*samples, error) {
	var list []posting
	if err := s.db.Select(ctx, &list, `SELECT title, location, job_type, salary_min, salary_max, salary_period FROM jobs
		WHERE hidden = 0 AND salary_min IS NOT NULL AND salary_period IN ('year', 'month', 'hour')
		AND (deadline IS NULL OR deadline > ?)`, now.Add(-RecentlyClosed)); err != nil {
		return nil, err
	}
	out := &samples{at: now, pay: map[key][]int{}}
	for _, p := range list {
		role := RoleOf(p.Title)
		st, ok := geo.StateOf(p.Location)
		if role == "" || !ok {
			continue
		}
		pay := p.Min
		if p.Max != nil && *p.Max > p.Min {
			pay = (p.Min + *p.Max) / 2
		}
		switch p.Period {
		case "hour":
			pay *= HoursPerYear
		case "month":
			pay *= MonthsPerYear
		}
		if pay <= 0 {
			continue
		}
		k := key{role: role, state: st.Code, jobType: p.JobType}
		out.pay[k] = append(out.pay[k], pay)
	}
	return out, nil
}

// StateCode is the cell's state, nil for every state (GraphQL).
func (c Cell) StateCode() *string {
	if c.State == "" {
		return nil
	}
	return &c.State
}

// StateName is the cell's state by name, nil for every state.
func (c Cell) StateName() *string {
	st, ok := geo.ByCode(c.State)
	if !ok {
		return nil
	}
	return &st.Name
}

// MinPostings is the fewest postings a cell shows figures for (GraphQL).
func (t *Table) MinPostings() int { return MinPostings }
