// Package alerts owns saved job searches and the job alerts they send: a
// member keeps up to MaxSearches job board filters, each with a name and a
// frequency, and an alert run (a job on the queue) tells them about open
// matching jobs posted since, each job once per search. Every rule and
// message is here; GraphQL, the REST shim and the queue's workers only call it.
package alerts

import (
	"io"
	"time"

	"canvass/internal/enum"
	"canvass/internal/jobs"
	"canvass/internal/relayid"
)

// Frequency is how often a saved search sends its alert.
type Frequency string

const (
	Instant Frequency = "instant" // within 5 minutes of the posting
	Daily   Frequency = "daily"
	Weekly  Frequency = "weekly"
	Off     Frequency = "off"
)

// Frequencies is the form's order.
var Frequencies = enum.New("AlertFrequency",
	enum.V("INSTANT", "instant", "Instant").Badge("green"),
	enum.V("DAILY", "daily", "Daily").Badge("blue"),
	enum.V("WEEKLY", "weekly", "Weekly").Badge("purple"),
	enum.V("OFF", "off", "Off").Badge("gray"))

func (f Frequency) MarshalGQL(w io.Writer)    { Frequencies.MarshalGQL(w, string(f)) }
func (f *Frequency) UnmarshalGQL(v any) error { return enum.Unmarshal(Frequencies, f, v) }

// Every is how long a run waits between two looks at a search of frequency
// f: instant searches are looked at by every run.
func (f Frequency) Every() time.Duration {
	switch f {
	case Daily:
		return 24 * time.Hour
	case Weekly:
		return 7 * 24 * time.Hour
	}
	return 0
}

// SavedSearch is one member's saved job board filter.
type SavedSearch struct {
	ID          int64     `db:"id" json:"id"`
	UserID      int64     `db:"user_id" json:"-"`
	Name        string    `db:"name" json:"name"`
	Search      string    `db:"search" json:"-"`
	Location    string    `db:"location" json:"-"`
	JobType     string    `db:"job_type" json:"-"`
	Affiliation string    `db:"political_affiliation" json:"-"`
	Workplace   string    `db:"workplace" json:"-"`
	Frequency   Frequency `db:"frequency" json:"frequency"`
	CreatedAt   time.Time `db:"created_at" json:"createdAt"`
	UpdatedAt   time.Time `db:"updated_at" json:"updatedAt"`
	CheckedAt   time.Time `db:"checked_at" json:"-"`
	// WeekAfterElection: the alert is sent in the week after a general
	// election (elections.WeekAfterGeneral), so its email's subject leads
	// with "New jobs this week". Set by the run, never stored.
	WeekAfterElection bool `db:"-" json:"-"`
}

// IsNode marks SavedSearch as a GraphQL Node.
func (SavedSearch) IsNode() {}

// GlobalID is the search's opaque GraphQL id.
func (s *SavedSearch) GlobalID() string { return relayid.Encode("SavedSearch", s.ID) }

// Filter is the job board filter the search keeps.
func (s *SavedSearch) Filter() jobs.Filter {
	return jobs.Filter{Search: s.Search, Location: s.Location, JobType: s.JobType, Affiliation: s.Affiliation, Workplace: s.Workplace}
}

// BoardPath is the job board with the search's filters (what "View all" and
// the alert email link to), as the web app's /jobs reads them.
func (s *SavedSearch) BoardPath() string {
	return jobs.BoardPath(s.Filter())
}

func normalize(s *SavedSearch) {
	s.CreatedAt, s.UpdatedAt, s.CheckedAt = s.CreatedAt.UTC(), s.UpdatedAt.UTC(), s.CheckedAt.UTC()
}
