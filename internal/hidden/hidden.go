// Package hidden is the one rule every read path applies to what
// moderators took down (issue 28, docs/trust.md). Jobs, vendors, resources,
// users, teams and messages each carry a hidden column (migration 0140):
// 0 is visible, anything else is out of every list, search, count, facet,
// feed, sitemap, node and REST read, for everyone but the row's author (who
// sees MsgHidden and the reason) and the moderators.
//
// It is a leaf package (it imports only store) so every domain package can
// use it; internal/moderation sets and clears the bits.
package hidden

import (
	"context"

	"canvass/internal/store"
)

// The bits of a hidden column; a row is visible only when none is set.
const (
	// ByModerators: a moderator hid it ("hide").
	ByModerators = 1
	// HeldByReports: three members with accounts older than 7 days reported
	// it; it stays down until a moderator looks.
	HeldByReports = 2
	// AuthorSuspended: its author is suspended; cleared when the
	// suspension ends.
	AuthorSuspended = 4
)

// MsgHidden is what the author (and moderators) see on hidden content.
const MsgHidden = "Hidden by moderators"

// Visible is the SQL condition keeping alias's visible rows ("j" gives
// "j.hidden = 0"). Every read path that is not the author's own adds it.
func Visible(alias string) string {
	if alias == "" {
		return "hidden = 0"
	}
	return alias + ".hidden = 0"
}

// VisibleOrOwn keeps alias's visible rows and those whose ownerCol is the
// viewer (bind the viewer's id, 0 for visitors, as the condition's one
// argument).
func VisibleOrOwn(alias, ownerCol string) string {
	return "(" + Visible(alias) + " OR " + alias + "." + ownerCol + " = ?)"
}

// State is what a hidden row tells its author and the moderators.
type State struct {
	Hidden int     `db:"hidden" json:"-"`
	Reason *string `db:"hidden_reason" json:"-"`
}

// IsHidden reports whether any bit is set.
func (s State) IsHidden() bool { return s.Hidden != 0 }

// ReasonText is the reason shown with MsgHidden ("" when visible).
func (s State) ReasonText() string {
	if s.Hidden == 0 || s.Reason == nil {
		return ""
	}
	return *s.Reason
}

// IsModerator reports whether userID (0 for visitors) holds the moderator
// role. The role is read from the database on every call, so a revoked
// moderator loses it at once.
func IsModerator(ctx context.Context, q store.Queryer, userID int64) (bool, error) {
	if userID == 0 {
		return false, nil
	}
	var ok bool
	err := q.Get(ctx, &ok, `SELECT EXISTS (SELECT 1 FROM moderators WHERE user_id = ?)`, userID)
	return ok, err
}

// CanSee reports whether viewerID may read a row in state s written by
// authorID: anyone when it is visible; its author and moderators when not.
func CanSee(ctx context.Context, q store.Queryer, s State, authorID, viewerID int64) (bool, error) {
	if s.Hidden == 0 || (viewerID != 0 && viewerID == authorID) {
		return true, nil
	}
	return IsModerator(ctx, q, viewerID)
}
