// Package notifications is the notification centre (issue 26): one row per
// member told about one event, a bell's unread count and a live event when
// one arrives. Other services create notifications with Notify inside their
// own transaction; the rules are in docs/notifications.md.
package notifications

import (
	"io"
	"strconv"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/enum"
	"canvass/internal/relayid"
)

// Kind is what a notification is about, stored as its stored value.
type Kind string

// The kinds. ApplicationStage and Moderation are reserved for later issues
// (declared so the table and the schema need no change then).
const (
	Application      Kind = "application"
	ApplicationStage Kind = "application-stage"
	SavedSearch      Kind = "saved-search"
	TeamAdded        Kind = "team-added"
	TeamRole         Kind = "team-role"
	Moderation       Kind = "moderation"
)

// Kinds is the enum table (labels for filters and screens).
var Kinds = enum.New("NotificationKind",
	enum.V("NEW_APPLICATION", string(Application), "New application").Badge("green"),
	enum.V("APPLICATION_STAGE", string(ApplicationStage), "Application update").Badge("blue"),
	enum.V("SAVED_SEARCH", string(SavedSearch), "Job alert").Badge("orange"),
	enum.V("TEAM_ADDED", string(TeamAdded), "Added to a team").Badge("purple"),
	enum.V("TEAM_ROLE", string(TeamRole), "Team role changed").Badge("purple"),
	enum.V("MODERATION", string(Moderation), "Moderation").Badge("gray"))

func (k Kind) MarshalGQL(w io.Writer)    { Kinds.MarshalGQL(w, string(k)) }
func (k *Kind) UnmarshalGQL(v any) error { return enum.Unmarshal(Kinds, k, v) }

// Wording is how a kind reads: its title and the link it opens, templates
// filled from Args ({actor}, {job}, {team}, {role}, {search}, {count},
// {jobId}, {teamId}, {url}). It is the one place a notification's words
// are written.
type Wording struct {
	Title string
	URL   string
	// ByStage: titles for some application stages (by label) instead of
	// Title: "Not selected" is worded kindly, not as a move.
	ByStage map[string]string
}

// wording is every kind's wording.
var wording = map[Kind]Wording{
	Application: {Title: "{actor} applied to your job {job}", URL: "/jobs/{jobId}#applicants"},
	ApplicationStage: {Title: "Your application to {job} moved to {stage}", URL: "/jobs/{jobId}", ByStage: map[string]string{
		"Not selected": "Thank you for applying to {job}. The campaign has chosen to move forward with other candidates this time.",
		"Offer":        "Good news: you have an offer for {job}",
		"Hired":        "Congratulations: you were hired for {job}",
	}},
	SavedSearch: {Title: "{count} new {jobs} for your saved search {search}", URL: "{url}"},
	TeamAdded:   {Title: "{actor} added you to the team {team} as {role}", URL: "/teams/{teamId}"},
	TeamRole:    {Title: "{actor} made you {role} of the team {team}", URL: "/teams/{teamId}"},
	Moderation:  {Title: "{outcome}", URL: "{url}"},
}

// WordingOf returns kind k's wording (tests and docs).
func WordingOf(k Kind) (Wording, bool) { w, ok := wording[k]; return w, ok }

// Args are the values a kind's wording reads. Names are quoted where the
// wording shows them: a job's or team's name is the member's own text.
type Args struct {
	Actor   string // the acting member's name
	Job     string // a job's title
	Team    string // a team's name
	Role    string // a role's label ("Admin")
	Stage   string // an application stage's label
	Search  string // a saved search's name
	Count   int    // how many (saved search: new jobs)
	URL     string // the link, for kinds whose wording is "{url}"
	Outcome string // a moderation outcome, worded by its caller
}

// Name is how a wording names member u: their full name, else username.
func Name(u *accounts.User) string {
	if n := strings.TrimSpace(u.FirstName + " " + u.LastName); n != "" {
		return n
	}
	return u.Username
}

// render fills k's wording from a and the event's ids.
func render(k Kind, a Args, jobID, teamID int64) (title, url string) {
	w := wording[k]
	jobs := "jobs"
	if a.Count == 1 {
		jobs = "job"
	}
	quote := func(s string) string {
		if s == "" {
			return ""
		}
		return "“" + s + "”"
	}
	r := strings.NewReplacer("{actor}", a.Actor, "{job}", quote(a.Job), "{team}", quote(a.Team), "{role}", a.Role,
		"{stage}", a.Stage, "{search}", quote(a.Search), "{count}", strconv.Itoa(a.Count), "{jobs}", jobs,
		"{url}", a.URL, "{outcome}", a.Outcome,
		"{jobId}", strconv.FormatInt(jobID, 10), "{teamId}", strconv.FormatInt(teamID, 10))
	tpl := w.Title
	if alt, ok := w.ByStage[a.Stage]; ok {
		tpl = alt
	}
	title = strings.Join(strings.Fields(r.Replace(tpl)), " ")
	return title, r.Replace(w.URL)
}

// Notification is one member's notification.
type Notification struct {
	ID        int64      `db:"id" json:"id"`
	UserID    int64      `db:"user_id" json:"-"`
	Kind      Kind       `db:"kind" json:"kind"`
	EventKey  string     `db:"event_key" json:"-"`
	ActorID   *int64     `db:"actor_id" json:"-"`
	JobID     *int64     `db:"job_id" json:"-"`
	TeamID    *int64     `db:"team_id" json:"-"`
	SubjectID *int64     `db:"subject_id" json:"-"`
	Title     string     `db:"title" json:"title"`
	URL       string     `db:"url" json:"url"`
	ReadAt    *time.Time `db:"read_at" json:"-"`
	CreatedAt time.Time  `db:"created_at" json:"createdAt"`
}

// IsNode marks Notification as a GraphQL Node.
func (Notification) IsNode() {}

// GlobalID is the notification's opaque GraphQL id.
func (n *Notification) GlobalID() string { return relayid.Encode("Notification", n.ID) }

// Read reports whether the member has read it.
func (n *Notification) Read() bool { return n.ReadAt != nil }

func (n *Notification) normalize() *Notification {
	n.CreatedAt = n.CreatedAt.UTC()
	if n.ReadAt != nil {
		t := n.ReadAt.UTC()
		n.ReadAt = &t
	}
	return n
}
