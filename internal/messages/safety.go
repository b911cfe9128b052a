package messages

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/ratelimit"
	"canvass/internal/store"
)

const (
	msgBlockSelf       = "You cannot block yourself."
	msgUserNotFound    = "User not found"
	msgReasonBlank     = "Please give a reason for the report."
	msgReasonLong      = "The reason must be at most 1000 characters."
	msgReportOwn       = "You can only report messages sent to you."
	msgReportedAlready = "You have already reported this message."
	msgReportLimit     = "You can report up to %d messages a day. Please try again tomorrow."
)

// Block stops userID from messaging viewer: their sends answer as usual and
// are never delivered, and the conversation leaves viewer's contacts.
// Blocking twice is fine.
func (s *Service) Block(ctx context.Context, viewer *accounts.User, userID int64) error {
	// SECURITY: a user blocks for themselves only.
	if viewer == nil {
		return notSignedIn()
	}
	if userID == viewer.ID {
		return apperr.Field("userId", msgBlockSelf)
	}
	res, err := s.db.Exec(ctx, `INSERT INTO blocks (blocker_id, blocked_id, created_at)
		SELECT ?, id, ? FROM users WHERE id = ?
		ON CONFLICT (blocker_id, blocked_id) DO NOTHING`, viewer.ID, s.now(), userID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var exists bool
		if err := s.db.Get(ctx, &exists, `SELECT EXISTS (SELECT 1 FROM users WHERE id = ?)`, userID); err != nil {
			return err
		}
		if !exists {
			return apperr.New(apperr.NotFound, msgUserNotFound)
		}
		return nil
	}
	// The blocker's other tabs drop the conversation and its unread count.
	s.publish(ctx, Event{Kind: KindResync, UserIDs: []int64{viewer.ID}})
	return nil
}

// Unblock lets userID message viewer again (what they sent while blocked
// stays undelivered). Unblocking someone not blocked is fine.
func (s *Service) Unblock(ctx context.Context, viewer *accounts.User, userID int64) error {
	if viewer == nil {
		return notSignedIn()
	}
	res, err := s.db.Exec(ctx, `DELETE FROM blocks WHERE blocker_id = ? AND blocked_id = ?`, viewer.ID, userID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		s.publish(ctx, Event{Kind: KindResync, UserIDs: []int64{viewer.ID}})
	}
	return nil
}

// Blocked is one person viewer blocked.
type Blocked struct {
	UserID    int64     `db:"blocked_id"`
	CreatedAt time.Time `db:"created_at"`
}

var byBlocked = store.Order{Name: "block.newest", Cols: []store.Col{
	{Expr: "created_at", Desc: true, Kind: store.Time}, {Expr: "blocked_id", Desc: true, Kind: store.Int}}}

// BlockedUsers pages the people viewer blocked, most recent first.
func (s *Service) BlockedUsers(ctx context.Context, viewer *accounts.User, first int, after string) (store.Page[*Blocked], error) {
	if viewer == nil {
		return store.Page[*Blocked]{}, notSignedIn()
	}
	return store.Paginate(ctx, s.db, store.PageQuery{
		Select: `SELECT blocked_id, created_at FROM blocks`, Where: []string{`blocker_id = ?`}, Args: []any{viewer.ID},
		Order: byBlocked, First: first, After: after,
	}, func(b *Blocked) []any { return []any{b.CreatedAt, b.UserID} })
}

// IsBlocked reports whether viewer blocked userID.
func (s *Service) IsBlocked(ctx context.Context, viewer *accounts.User, userID int64) (bool, error) {
	if viewer == nil {
		return false, nil
	}
	var b bool
	err := s.db.Get(ctx, &b, `SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ? AND blocked_id = ?)`, viewer.ID, userID)
	return b, err
}

// ReportsPerDay is how many messages one member may report a day.
const ReportsPerDay = 20

// ReportContext is how many earlier messages of the conversation a report
// keeps with the reported one.
const ReportContext = 20

// Report files a report of message id (received by viewer) with a reason,
// keeping a copy of it and up to ReportContext earlier messages of the
// conversation for moderators.
func (s *Service) Report(ctx context.Context, viewer *accounts.User, id int64, reason string) (*Report, error) {
	reason = strings.TrimSpace(reason)
	var v apperr.Validation
	v.Check(reason != "", "reason", msgReasonBlank)
	v.Check(utf8.RuneCountInString(reason) <= MaxReasonLen, "reason", msgReasonLong)
	m, err := s.Get(ctx, viewer, id) // SECURITY: parties only (NOT_FOUND otherwise)
	if err != nil {
		return nil, err
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	if m.SenderID == viewer.ID {
		return nil, apperr.New(apperr.Forbidden, msgReportOwn)
	}
	lo, hi := pair(m.SenderID, m.ReceiverID)
	var around []*Message
	if err := s.db.Select(ctx, &around, `SELECT `+msgCols+` FROM messages m
		WHERE m.pair_lo = ? AND m.pair_hi = ? AND m.id <= ? AND NOT ((m.withheld OR m.hidden <> 0) AND m.receiver_id = ?)
		ORDER BY m.id DESC LIMIT ?`, lo, hi, m.ID, viewer.ID, ReportContext+1); err != nil {
		return nil, err
	}
	type kept struct {
		ID         int64     `json:"id"`
		SenderID   int64     `json:"senderId"`
		ReceiverID int64     `json:"receiverId"`
		Content    string    `json:"content"`
		CreatedAt  time.Time `json:"createdAt"`
	}
	copies := make([]kept, len(around))
	for i, x := range around {
		copies[len(around)-1-i] = kept{x.ID, x.SenderID, x.ReceiverID, x.Content, x.CreatedAt}
	}
	body, _ := json.Marshal(copies)
	r := &Report{ReporterID: &viewer.ID, ReportedUserID: &m.SenderID, MessageID: &m.ID, Reason: reason, Messages: string(body), CreatedAt: s.now()}
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		// SECURITY: one report per message and reporter, and at most
		// ReportsPerDay a day, counted under the reporter's lock.
		if err := lockUsers(ctx, tx, viewer.ID, viewer.ID); err != nil {
			return err
		}
		var today int
		if err := tx.Get(ctx, &today, `SELECT COUNT(*) FROM reports WHERE reporter_id = ? AND created_at > ?`,
			viewer.ID, r.CreatedAt.Add(-24*time.Hour)); err != nil {
			return err
		}
		if today >= ReportsPerDay {
			return ratelimit.Limited(fmt.Sprintf(msgReportLimit, ReportsPerDay), 24*time.Hour)
		}
		err := tx.Get(ctx, &r.ID, `INSERT INTO reports (reporter_id, reported_user_id, message_id, reason, messages, created_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (reporter_id, message_id) DO NOTHING RETURNING id`,
			r.ReporterID, r.ReportedUserID, r.MessageID, r.Reason, r.Messages, r.CreatedAt)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.Conflict, msgReportedAlready)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	if s.Reported != nil {
		if err := s.Reported(ctx, viewer, m.ID, reason); err != nil {
			s.log.WarnContext(ctx, "messages: report not queued for moderators", "report", r.ID, "err", err)
		}
	}
	return r, nil
}

// ReportLine is a report as moderators read it (canvass reports list).
type ReportLine struct {
	Report
	Reporter string `db:"reporter"`
	Reported string `db:"reported"`
}

// Reports lists reports, newest first, with the usernames involved. It has
// no viewer: it is for the command line (moderators), never an API.
func (s *Service) Reports(ctx context.Context, limit int) ([]*ReportLine, error) {
	var out []*ReportLine
	err := s.db.Select(ctx, &out, `SELECT r.id, r.reporter_id, r.reported_user_id, r.message_id, r.reason, r.messages, r.created_at,
		COALESCE(a.username, '(deleted)') AS reporter, COALESCE(b.username, '(deleted)') AS reported
		FROM reports r LEFT JOIN users a ON a.id = r.reporter_id LEFT JOIN users b ON b.id = r.reported_user_id
		ORDER BY r.created_at DESC, r.id DESC LIMIT ?`, min(max(limit, 1), 1000))
	return out, err
}

// ReportedMessages decodes the messages a report kept.
func (r *Report) ReportedMessages() ([]map[string]any, error) {
	var out []map[string]any
	if err := json.Unmarshal([]byte(r.Messages), &out); err != nil {
		return nil, errors.New("messages: malformed report copy")
	}
	return out, nil
}
