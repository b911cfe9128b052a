// Package people is "open to work" (issue 27, docs/hiring.md): members say
// from which date they can start, for which role families and where, and
// campaigns and candidates find them on /people. Only members who turned it
// on and whose profile is public are listed; vendors neither set it nor
// search.
package people

import (
	"io"
	"slices"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/enum"
	"canvass/internal/geo"
	"canvass/internal/insights"
	"canvass/internal/store"
)

// Remote is the "state" of a member open to remote work.
const Remote = "REMOTE"

// DateLayout is how availability dates are written (stored, GraphQL, REST).
const DateLayout = "2006-01-02"

// OpenToWork is a member's availability.
type OpenToWork struct {
	UserID int64 `db:"user_id" json:"-"`
	// Open is false when the member turned it off (the values are kept for
	// when they turn it on again); only the member sees it off.
	Open          bool   `db:"is_open" json:"open"`
	AvailableFrom string `db:"available_from" json:"availableFrom"` // YYYY-MM-DD
	// Roles are stored role families (insights.Roles), in the families' order.
	Roles store.StringList `db:"roles" json:"roles"`
	// States are two-letter codes in geo.States order, then Remote.
	States    store.StringList `db:"states" json:"states"`
	CreatedAt time.Time        `db:"created_at" json:"-"`
	UpdatedAt time.Time        `db:"updated_at" json:"updatedAt"`
}

// RoleValues are o's role families as the insights enum.
func (o *OpenToWork) RoleValues() []insights.Role {
	out := make([]insights.Role, len(o.Roles))
	for i, r := range o.Roles {
		out[i] = insights.Role(r)
	}
	return out
}

// AvailableNow tells whether o's date is today or past at now (UTC days).
func (o *OpenToWork) AvailableNow(now time.Time) bool {
	return o.AvailableFrom <= now.UTC().Format(DateLayout)
}

// Availability is how a profile shows o at now: "Available now" when the
// date is today or past, else "Available from November 4", with the year
// when it is not now's ("Available from January 5, 2027").
func (o *OpenToWork) Availability(now time.Time) string {
	if o.AvailableNow(now) {
		return "Available now"
	}
	d, err := time.Parse(DateLayout, o.AvailableFrom)
	if err != nil {
		return "Available from " + o.AvailableFrom
	}
	if d.Year() != now.UTC().Year() {
		return "Available from " + d.Format("January 2, 2006")
	}
	return "Available from " + d.Format("January 2")
}

// StateNames are o's states as people read them ("Colorado", "Remote").
func (o *OpenToWork) StateNames() []string {
	out := make([]string, len(o.States))
	for i, c := range o.States {
		out[i] = StateName(c)
	}
	return out
}

// Place is where a member can work: a state's two-letter code, or Remote.
type Place string

func (p Place) MarshalGQL(w io.Writer)    { Places.MarshalGQL(w, string(p)) }
func (p *Place) UnmarshalGQL(v any) error { return enum.Unmarshal(Places, p, v) }

// Places is the table of places: the states and DC by code (GraphQL names
// and stored values alike), then Remote.
var Places = func() *enum.Table {
	vs := make([]enum.Value, 0, len(geo.States)+1)
	for _, st := range geo.States {
		vs = append(vs, enum.V(st.Code, st.Code, st.Name))
	}
	return enum.New("OpenToWorkPlace", append(vs, enum.V(Remote, Remote, "Remote"))...)
}()

// StateName is a state code's name, "Remote" for Remote.
func StateName(code string) string {
	if code == Remote {
		return "Remote"
	}
	if st, ok := geo.ByCode(code); ok {
		return st.Name
	}
	return code
}

// Person is one card of /people: the member's profile and availability,
// read in the page's statement.
type Person struct {
	User accounts.User `db:"u"`
	OTW  OpenToWork    `db:"o"`
}

// stateOrder sorts state codes as geo.States lists them, Remote last.
func stateOrder(codes []string) []string {
	rank := func(c string) int {
		if c == Remote {
			return len(geo.States)
		}
		return slices.IndexFunc(geo.States, func(s geo.State) bool { return s.Code == c })
	}
	slices.SortFunc(codes, func(a, b string) int { return rank(a) - rank(b) })
	return codes
}

// StateCodes are o's states (GraphQL).
func (o *OpenToWork) StateCodes() []Place {
	out := make([]Place, len(o.States))
	for i, c := range o.States {
		out[i] = Place(c)
	}
	return out
}
