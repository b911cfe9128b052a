// Package moderation is trust and safety's moderator side (issue 28,
// docs/trust.md): the moderator role, reports of anything members write,
// the queue moderators work from, their actions (dismiss, hide, restore,
// warn, suspend) and the audit log that records every one of them.
//
// What an action does to content is a bit of the hidden column that every
// read path checks (internal/hidden); this package is the only writer of
// those bits and of users' suspension columns.
package moderation

import (
	"io"
	"strings"
	"time"

	"canvass/internal/enum"
)

// TargetType is what a report is about.
type TargetType string

// The reportable things.
const (
	TargetJob      TargetType = "job"
	TargetVendor   TargetType = "vendor"
	TargetResource TargetType = "resource"
	TargetUser     TargetType = "user"
	TargetTeam     TargetType = "team"
	TargetMessage  TargetType = "message"
)

// TargetTypes is the enum table.
var TargetTypes = enum.New("ReportTargetType",
	enum.V("JOB", string(TargetJob), "Job"),
	enum.V("VENDOR", string(TargetVendor), "Vendor profile"),
	enum.V("RESOURCE", string(TargetResource), "Resource"),
	enum.V("USER", string(TargetUser), "Member"),
	enum.V("TEAM", string(TargetTeam), "Team"),
	enum.V("MESSAGE", string(TargetMessage), "Message"))

func (t TargetType) MarshalGQL(w io.Writer)    { TargetTypes.MarshalGQL(w, string(t)) }
func (t *TargetType) UnmarshalGQL(v any) error { return enum.Unmarshal(TargetTypes, t, v) }

// Reason is why a member reports something.
type Reason string

// ReportReasons is the enum table, in the report form's order.
var ReportReasons = enum.New("ReportReason",
	enum.V("SPAM", "spam", "Spam"),
	enum.V("SCAM", "scam", "Scam or fee to apply").Badge("red"),
	enum.V("HARASSMENT", "harassment", "Harassment or hate").Badge("red"),
	enum.V("IMPERSONATION", "impersonation", "Impersonation").Badge("orange"),
	enum.V("MISINFORMATION", "misinformation", "Misinformation about voting").Badge("orange"),
	enum.V("OTHER", "other", "Other"))

func (r Reason) MarshalGQL(w io.Writer)    { ReportReasons.MarshalGQL(w, string(r)) }
func (r *Reason) UnmarshalGQL(v any) error { return enum.Unmarshal(ReportReasons, r, v) }

// Action is what a moderator (or the system) did, as the audit log stores it.
type Action string

// The actions. The first five are a moderator's answers to a report; the
// others are written by the system or by verification decisions.
const (
	Dismiss  Action = "dismiss"
	Hide     Action = "hide"
	Restore  Action = "restore"
	Warn     Action = "warn"
	Suspend  Action = "suspend"
	AutoHide Action = "auto_hide"
	Lift     Action = "lift_suspension"
)

// Actions is the enum table (labels for the log).
var Actions = enum.New("ModerationActionKind",
	enum.V("DISMISS", string(Dismiss), "Dismissed").Badge("gray"),
	enum.V("HIDE", string(Hide), "Hidden").Badge("red"),
	enum.V("RESTORE", string(Restore), "Restored").Badge("green"),
	enum.V("WARN", string(Warn), "Warned").Badge("orange"),
	enum.V("SUSPEND", string(Suspend), "Suspended").Badge("red"),
	enum.V("AUTO_HIDE", string(AutoHide), "Held after reports").Badge("orange"),
	enum.V("LIFT_SUSPENSION", string(Lift), "Suspension ended").Badge("green"),
	enum.V("APPROVE_VERIFICATION", "approve_verification", "Verification approved").Badge("green"),
	enum.V("REFUSE_VERIFICATION", "refuse_verification", "Verification refused").Badge("gray"))

func (a Action) MarshalGQL(w io.Writer)    { Actions.MarshalGQL(w, string(a)) }
func (a *Action) UnmarshalGQL(v any) error { return enum.Unmarshal(Actions, a, v) }

// Report is one member's report of one thing.
type Report struct {
	ID         int64      `db:"id" json:"id"`
	TargetType TargetType `db:"target_type" json:"targetType"`
	TargetID   int64      `db:"target_id" json:"targetId"`
	AuthorID   *int64     `db:"author_id" json:"-"`
	ReporterID *int64     `db:"reporter_id" json:"-"`
	Reason     Reason     `db:"reason" json:"reason"`
	Details    string     `db:"details" json:"details"`
	Snapshot   string     `db:"snapshot" json:"-"`
	Status     string     `db:"status" json:"status"`
	Outcome    *string    `db:"outcome" json:"outcome"`
	CreatedAt  time.Time  `db:"created_at" json:"createdAt"`
	ResolvedAt *time.Time `db:"resolved_at" json:"resolvedAt"`
}

// Snapshot is the reported content as it was when reported.
type Snapshot struct {
	Title string `json:"title"`
	Body  string `json:"body"`
}

// LogEntry is one line of the audit log.
type LogEntry struct {
	ID                int64     `db:"id" json:"id"`
	ModeratorID       *int64    `db:"moderator_id" json:"-"`
	ModeratorUsername string    `db:"moderator_username" json:"moderator"`
	TargetType        string    `db:"target_type" json:"targetType"`
	TargetID          int64     `db:"target_id" json:"targetId"`
	AuthorID          *int64    `db:"author_id" json:"authorId"`
	AuthorUsername    string    `db:"author_username" json:"author"`
	Action            Action    `db:"action" json:"action"`
	Reason            string    `db:"reason" json:"reason"`
	Days              *int      `db:"days" json:"days"`
	CreatedAt         time.Time `db:"created_at" json:"createdAt"`
}

// Title is the reported content's title as first reported.
func (it *Item) Title() string { return it.Snapshot.Title }

// Body is the reported content's text as first reported.
func (it *Item) Body() string { return it.Snapshot.Body }

// ReportCount is how many open reports it has.
func (it *Item) ReportCount() int { return len(it.Reports) }

// ResolveReportID is the report a moderator answers (any open one resolves
// them all): the newest.
func (it *Item) ResolveReportID() int64 {
	if len(it.Reports) == 0 {
		return 0
	}
	return it.Reports[0].ID
}

// ReasonLabel is the reason as the report form words it.
func (r *Report) ReasonLabel() string { return ReportReasons.Label(string(r.Reason)) }

// Name is the author's full name, else their username.
func (a *AuthorHistory) Name() string {
	if n := strings.TrimSpace(a.FirstName + " " + a.LastName); n != "" {
		return n
	}
	return a.Username
}

// ActionLabel is the action as the log words it.
func (e *LogEntry) ActionLabel() string { return Actions.Label(string(e.Action)) }
