package people

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"slices"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/elections"
	"canvass/internal/enum"
	"canvass/internal/geo"
	"canvass/internal/hidden"
	"canvass/internal/insights"
	"canvass/internal/jobs"
	"canvass/internal/store"
)

// Messages. docs/hiring.md lists every rule with its message.
const (
	MsgVendor       = "Vendor accounts cannot be open to work. This feature is only available for candidates and campaign staff."
	MsgVendorSearch = "Vendor accounts cannot search people. This feature is only available for candidates and campaign staff."
	MsgSignIn       = "You need to log in to search people."
	MsgDate         = "Choose the date you are available from (YYYY-MM-DD)."
	MsgDateFar      = "Choose a date within the next two years."
	MsgRoles        = "Choose at least one role."
	MsgRole         = insights.MsgRole
	MsgStates       = "Choose at least one state, or Remote."
	MsgState        = "Choose a US state by its two-letter code (CO, NY, DC), or Remote."
	MsgAvailable    = "Choose when: now, or a date (YYYY-MM-DD)."
	MsgOpen         = "Say whether you are open to work (open: true or false)."
)

// Bounds.
const (
	// MaxAhead is how far ahead an availability date may be.
	MaxAhead = 2 * 366 * 24 * time.Hour
	// LeadSize is how many people the home page's "Available now" shows.
	LeadSize = 6
)

// Service holds the open-to-work rules and the people search.
type Service struct {
	db   *store.DB
	jobs *jobs.Service
	now  func() time.Time
}

// NewService returns the people service.
func NewService(db *store.DB, js *jobs.Service) *Service {
	return &Service{db: db, jobs: js, now: store.Now}
}

// SetNow replaces the clock (tests).
func (s *Service) SetNow(now func() time.Time) { s.now = now }

// Now is the service's clock (the availability wording is read at it).
func (s *Service) Now() time.Time { return s.now() }

// Input is the open-to-work form. Open is required; with Open false the
// other values are ignored and the stored ones kept.
type Input struct {
	Open          *bool
	AvailableFrom string
	Roles         []string // stored values or GraphQL names
	States        []string // two-letter codes or "remote"
}

func ownerGate(actor *accounts.User) error {
	// SECURITY: open to work is for signed-in candidates and campaign staff.
	return accounts.MembersOnly(actor, "", MsgVendor)
}

func searchGate(viewer *accounts.User) error {
	// SECURITY: /people is for signed-in candidates and campaign staff.
	return accounts.MembersOnly(viewer, MsgSignIn, MsgVendorSearch)
}

const columns = `o.user_id, o.is_open, o.available_from, o.roles, o.states, o.created_at, o.updated_at`

// get reads userID's row (nil when they never set it).
func (s *Service) get(ctx context.Context, userID int64) (*OpenToWork, error) {
	var o OpenToWork
	err := s.db.Get(ctx, &o, `SELECT `+columns+` FROM open_to_work o WHERE o.user_id = ?`, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &o, nil
}

// Mine returns actor's own availability, on or off (nil when never set).
func (s *Service) Mine(ctx context.Context, actor *accounts.User) (*OpenToWork, error) {
	if err := ownerGate(actor); err != nil {
		return nil, err
	}
	return s.get(ctx, actor.ID)
}

// Of returns u's availability as viewer may see it: the member themself
// always (nil when never set); anyone else only when u's profile is public
// and it is on; visitors never.
func (s *Service) Of(ctx context.Context, viewer, u *accounts.User) (*OpenToWork, error) {
	if !Visible(viewer, u) {
		return nil, nil
	}
	o, err := s.get(ctx, u.ID)
	if err != nil || o == nil {
		return nil, err
	}
	return Shown(viewer, u, o), nil
}

// Visible tells whether viewer may see anything of u's availability.
func Visible(viewer, u *accounts.User) bool {
	// SECURITY: the member sees theirs; others only on a public profile, and
	// only when signed in; a vendor account has none.
	if viewer == nil || u == nil || u.UserType == accounts.Vendor {
		return false
	}
	return viewer.ID == u.ID || u.IsPublicProfile
}

// Shown is o (u's) as viewer may see it: nil when it is off and viewer is
// someone else.
func Shown(viewer, u *accounts.User, o *OpenToWork) *OpenToWork {
	if o == nil || !Visible(viewer, u) {
		return nil
	}
	// SECURITY: turned off is the member's own business.
	if !o.Open && viewer.ID != u.ID {
		return nil
	}
	return o
}

// Update saves actor's availability (Open false turns it off and keeps the
// values; turning it off before ever setting it stores nothing).
func (s *Service) Update(ctx context.Context, actor *accounts.User, in Input) (*OpenToWork, error) {
	if err := ownerGate(actor); err != nil {
		return nil, err
	}
	if in.Open == nil {
		return nil, apperr.Field("open", MsgOpen)
	}
	now := s.now()
	if !*in.Open {
		if _, err := s.db.Exec(ctx, `UPDATE open_to_work SET is_open = ?, updated_at = ? WHERE user_id = ?`, false, now, actor.ID); err != nil {
			return nil, err
		}
		o, err := s.get(ctx, actor.ID)
		if o == nil && err == nil {
			o = &OpenToWork{UserID: actor.ID, Roles: store.StringList{}, States: store.StringList{}}
		}
		return o, err
	}
	o, err := s.clean(in, now)
	if err != nil {
		return nil, err
	}
	o.UserID, o.Open, o.CreatedAt, o.UpdatedAt = actor.ID, true, now, now
	if _, err := s.db.Exec(ctx, `INSERT INTO open_to_work (user_id, is_open, available_from, roles, states, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET is_open = excluded.is_open, available_from = excluded.available_from,
			roles = excluded.roles, states = excluded.states, updated_at = excluded.updated_at`,
		o.UserID, true, o.AvailableFrom, o.Roles, o.States, now, now); err != nil {
		return nil, err
	}
	return s.get(ctx, actor.ID)
}

// clean checks in and returns the values to store.
func (s *Service) clean(in Input, now time.Time) (*OpenToWork, error) {
	var v apperr.Validation
	o := &OpenToWork{}
	d, err := time.Parse(DateLayout, strings.TrimSpace(in.AvailableFrom))
	v.Check(err == nil, "availableFrom", MsgDate)
	if err == nil {
		v.Check(!d.After(now.Add(MaxAhead)), "availableFrom", MsgDateFar)
		o.AvailableFrom = d.Format(DateLayout)
	}
	roles, badRole := parseRoles(in.Roles)
	v.Check(len(in.Roles) > 0, "roles", MsgRoles)
	v.Check(!badRole, "roles", MsgRole)
	states, badState := parseStates(in.States)
	v.Check(len(in.States) > 0, "states", MsgStates)
	v.Check(!badState, "states", MsgState)
	o.Roles, o.States = roles, states
	return o, v.Err()
}

// parseRoles reads role families (stored values or GraphQL names), without
// repeats, in the families' order; bad is true when one is unknown.
func parseRoles(in []string) (out store.StringList, bad bool) {
	out = store.StringList{}
	for _, want := range insights.Roles.Values() {
		for _, r := range in {
			if v, ok := insights.Roles.Parse(r); ok && v == want {
				out = append(out, want)
				break
			}
		}
	}
	for _, r := range in {
		if _, ok := insights.Roles.Parse(r); !ok {
			bad = true
		}
	}
	return out, bad
}

// parseState reads a state code (any case) or "remote".
func parseState(s string) (string, bool) {
	if strings.EqualFold(strings.TrimSpace(s), Remote) {
		return Remote, true
	}
	st, ok := geo.ByCode(s)
	return st.Code, ok
}

// parseStates reads states without repeats, in geo.States order, Remote last.
func parseStates(in []string) (out store.StringList, bad bool) {
	out = store.StringList{}
	for _, s := range in {
		c, ok := parseState(s)
		if !ok {
			bad = true
			continue
		}
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return stateOrder(out), bad
}

// Filter narrows /people; "" and "_all" mean any.
type Filter struct {
	// Available is "now" (available today or earlier) or a date YYYY-MM-DD
	// (available by that day).
	Available string
	Role      string // a role family
	State     string // a two-letter code, or "remote"
}

// Soonest is /people's order: soonest available first, then by member.
var Soonest = store.Order{Name: "people.soonest", Cols: []store.Col{
	{Expr: "o.available_from", Kind: store.Text},
	{Expr: "o.user_id", Kind: store.Int},
}}

func anyValue(s string) bool { s = strings.TrimSpace(s); return s == "" || s == "_all" }

// where checks f and returns the search's conditions: open rows of public,
// non-vendor profiles, narrowed by f. A bad value is a field error naming it.
func (s *Service) where(f Filter) ([]string, []any, error) {
	// SECURITY: only members who turned it on and whose profile is public.
	// SECURITY: and not hidden by moderators (internal/hidden).
	conds := []string{"o.is_open", "u.is_public_profile", "u.user_type <> 'vendor'", hidden.Visible("u")}
	var args []any
	var v apperr.Validation
	if !anyValue(f.Available) {
		a := strings.ToLower(strings.TrimSpace(f.Available))
		if a == "now" {
			a = s.now().UTC().Format(DateLayout)
		} else if d, err := time.Parse(DateLayout, a); err == nil {
			a = d.Format(DateLayout)
		} else {
			v.Add("available", MsgAvailable)
		}
		conds, args = append(conds, "o.available_from <= ?"), append(args, a)
	}
	if !anyValue(f.Role) {
		r, ok := insights.Roles.Parse(f.Role)
		v.Check(ok, "role", MsgRole)
		// The JSON list holds each value quoted: "field" is one whole value.
		conds, args = append(conds, "o.roles LIKE ?"), append(args, `%"`+r+`"%`)
	}
	if !anyValue(f.State) {
		c, ok := parseState(f.State)
		v.Check(ok, "state", MsgState)
		conds, args = append(conds, "o.states LIKE ?"), append(args, `%"`+c+`"%`)
	}
	return conds, args, v.Err()
}

const from = ` FROM open_to_work o JOIN users u ON u.id = o.user_id`

// Search returns a page of the people open to work that f matches, soonest
// available first, each with their profile, in one statement.
func (s *Service) Search(ctx context.Context, viewer *accounts.User, f Filter, first int, after string) (store.Page[*Person], error) {
	if err := searchGate(viewer); err != nil {
		return store.Page[*Person]{}, err
	}
	conds, args, err := s.where(f)
	if err != nil {
		return store.Page[*Person]{}, err
	}
	return store.Paginate(ctx, s.db, store.PageQuery{
		Select: `SELECT ` + accounts.ProfileColumns("u", "u") + `, ` + personColumns + from,
		Where:  conds, Args: args, Order: Soonest, First: first, After: after},
		func(p *Person) []any { return []any{p.OTW.AvailableFrom, p.OTW.UserID} })
}

// personColumns are columns read into Person.OTW.
var personColumns = func() string {
	var b strings.Builder
	for i, c := range strings.Split(columns, ", ") {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c + ` AS "o.` + strings.TrimPrefix(c, "o.") + `"`)
	}
	return b.String()
}()

// CountUpTo counts the people f matches, no further than upTo (0: all).
func (s *Service) CountUpTo(ctx context.Context, viewer *accounts.User, f Filter, upTo int) (store.Count, error) {
	if err := searchGate(viewer); err != nil {
		return store.Count{}, err
	}
	conds, args, err := s.where(f)
	if err != nil {
		return store.Count{}, err
	}
	return s.db.CountWhereUpTo(ctx, strings.TrimPrefix(from, " FROM "), conds, upTo, args...)
}

// Lead is what the home page leads with in the week after a general election.
type Lead string

const (
	// LeadPeople: "Available now" people, for campaigns (members who posted jobs).
	LeadPeople Lead = "available_people"
	// LeadJobs: newly posted jobs, for the other members.
	LeadJobs Lead = "new_jobs"
)

// Leads is the enum of home page leads.
var Leads = enum.New("ElectionWeekLeadKind",
	enum.V("AVAILABLE_PEOPLE", string(LeadPeople), "Available now"),
	enum.V("NEW_JOBS", string(LeadJobs), "New jobs"))

func (l Lead) MarshalGQL(w io.Writer)    { Leads.MarshalGQL(w, string(l)) }
func (l *Lead) UnmarshalGQL(v any) error { return enum.Unmarshal(Leads, l, v) }

// HomeLead returns what viewer's home page leads with and the election it
// follows: in the AfterGeneralDays days after a general election, people
// available now for a signed-in candidate or campaign staff member who posted
// jobs, newly posted jobs for the others; "" on other days, for visitors and
// for vendors (who have neither people nor jobs).
func (s *Service) HomeLead(ctx context.Context, viewer *accounts.User) (Lead, time.Time, error) {
	election, ok := elections.WeekAfterGeneral(s.now())
	if !ok || viewer == nil || viewer.UserType == accounts.Vendor {
		return "", time.Time{}, nil
	}
	n, err := s.jobs.CountByOwner(ctx, viewer.ID, viewer.ID)
	if err != nil {
		return "", time.Time{}, err
	}
	if n > 0 {
		return LeadPeople, election, nil
	}
	return LeadJobs, election, nil
}
