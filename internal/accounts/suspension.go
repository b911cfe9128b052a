package accounts

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"canvass/internal/apperr"
)

// Messages a suspended member gets at sign-in (issue 28, docs/trust.md).
const (
	MsgSuspendedForGood = "Your account is suspended. Reason: %s"
	MsgSuspendedUntil   = "Your account is suspended until %s. Reason: %s"
)

// NotSuspendedSQL is the condition on users (no alias) that keeps members
// who are not suspended now (bind the current time once).
const NotSuspendedSQL = `(suspended_at IS NULL OR suspended_until <= ?)`

// SuspendedError is the sign-in refusal of a member suspended until until
// (nil: for good) for reason: FORBIDDEN, with the reason shown.
func SuspendedError(until *time.Time, reason string) error {
	if until == nil {
		return apperr.New(apperr.Forbidden, fmt.Sprintf(MsgSuspendedForGood, reason))
	}
	return apperr.New(apperr.Forbidden, fmt.Sprintf(MsgSuspendedUntil, until.UTC().Format("January 2, 2006 at 15:04 UTC"), reason))
}

// checkSuspended refuses a member suspended now. It runs after the password
// check, so a suspension is never told to someone who does not know it.
func (s *Service) checkSuspended(ctx context.Context, userID int64) error {
	var row struct {
		Until  *time.Time `db:"suspended_until"`
		Reason *string    `db:"suspension_reason"`
	}
	err := s.db.Get(ctx, &row, `SELECT suspended_until, suspension_reason FROM users
		WHERE id = ? AND suspended_at IS NOT NULL AND (suspended_until IS NULL OR suspended_until > ?)`, userID, s.now())
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	reason := ""
	if row.Reason != nil {
		reason = *row.Reason
	}
	return SuspendedError(row.Until, reason)
}

// EndSessions tells the app that every session of userID ended (the caller
// bumped session_epoch in its committed transaction): their live sockets
// close at once, in every process.
func (s *Service) EndSessions(ctx context.Context, userID int64) { s.sessionsEnded(ctx, userID) }
