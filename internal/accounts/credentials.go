package accounts

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"canvass/internal/apperr"
	"canvass/internal/store"
)

// Messages of the account settings (beyond the spec, which shows no
// settings page: see docs/sessions.md).
const (
	msgCurrentPassword = "Current password is incorrect"
	msgSamePassword    = "Choose a password different from your current one"
	msgOwnsTeams       = "Transfer ownership of %s or delete it before deleting your account."
)

// sessionsEnded tells the app that every session of userID has ended.
func (s *Service) sessionsEnded(ctx context.Context, userID int64) {
	if s.opts.SessionsEnded != nil {
		s.opts.SessionsEnded(context.WithoutCancel(ctx), userID)
	}
}

// checkCurrentPassword verifies viewer's password for a sensitive change:
// INVALID on the field currentPassword when wrong. Failures count against
// the account like failed sign-ins, so it cannot be used to guess.
func (s *Service) checkCurrentPassword(ctx context.Context, viewer *User, password string) error {
	key := strings.ToLower(viewer.Username)
	// Counted first, taken back unless the password is wrong (see Login).
	taken, w, err := take(ctx, taking{s.loginUser, key})
	if err != nil {
		return err
	}
	if w > 0 {
		return rateLimited(msgTooManyLogins, w)
	}
	var hash string
	err = s.db.Get(ctx, &hash, `SELECT password_hash FROM users WHERE id = ?`, viewer.ID)
	ok := false
	if err == nil {
		ok, err = checkPassword(ctx, password, hash)
	}
	if err == nil && !ok {
		return apperr.Field("currentPassword", msgCurrentPassword)
	}
	taken.undo(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotSignedIn()
	}
	return err
}

// ChangePassword sets viewer's new password after checking the current one.
// Every session of the user ends (the session epoch is bumped) and their live
// sockets close; the caller signs the current browser in again.
func (s *Service) ChangePassword(ctx context.Context, viewer *User, current, next string) error {
	// SECURITY: only the signed-in user, and only with their current password.
	if viewer == nil {
		return ErrNotSignedIn()
	}
	if err := RefuseTokens(ctx); err != nil {
		return err
	}
	var v apperr.Validation
	v.Check(current != "", "currentPassword", msgCurrentPassword)
	checkNewPassword(&v, "newPassword", next)
	v.Check(next == "" || next != current, "newPassword", msgSamePassword)
	if err := v.Err(); err != nil {
		return err
	}
	if err := s.checkCurrentPassword(ctx, viewer, current); err != nil {
		return err
	}
	hash, err := HashPassword(ctx, next)
	if err != nil {
		return err
	}
	if _, err := s.db.Exec(ctx, `UPDATE users SET password_hash = ?, session_epoch = session_epoch + 1 WHERE id = ?`, hash, viewer.ID); err != nil {
		return err
	}
	s.sessionsEnded(ctx, viewer.ID)
	return nil
}

// DeleteAccount deletes viewer's account and everything they own (jobs,
// listings, messages, memberships: the foreign keys cascade) after checking
// their password. Teams they alone belong to go with them; owning a team
// that has other members refuses, naming the team, so no team is left
// without an owner. Every session ends and live sockets close.
func (s *Service) DeleteAccount(ctx context.Context, viewer *User, password string) error {
	// SECURITY: only the signed-in user, and only with their password.
	if viewer == nil {
		return ErrNotSignedIn()
	}
	if err := RefuseTokens(ctx); err != nil {
		return err
	}
	if password == "" {
		return apperr.Field("currentPassword", msgCurrentPassword)
	}
	if err := s.checkCurrentPassword(ctx, viewer, password); err != nil {
		return err
	}
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		// Same row locks as every team role change (teams.lockTeam), so a
		// concurrent transfer cannot slip in between.
		if tx.Dialect() == store.Postgres {
			if _, err := tx.Exec(ctx, `SELECT id FROM teams WHERE id IN (SELECT team_id FROM team_members WHERE user_id = ?)
				ORDER BY id FOR UPDATE`, viewer.ID); err != nil {
				return err
			}
		}
		var teams []string
		if err := tx.Select(ctx, &teams, `SELECT t.name FROM team_members m JOIN teams t ON t.id = m.team_id
			WHERE m.user_id = ? AND m.role = 'owner'
			AND EXISTS (SELECT 1 FROM team_members o WHERE o.team_id = m.team_id AND o.user_id <> m.user_id)
			ORDER BY t.name`, viewer.ID); err != nil {
			return err
		}
		if len(teams) > 0 {
			return apperr.New(apperr.Conflict, strings.Replace(msgOwnsTeams, "%s", quoteList(teams), 1))
		}
		if _, err := tx.Exec(ctx, `DELETE FROM teams WHERE id IN (SELECT team_id FROM team_members WHERE user_id = ?)
			AND NOT EXISTS (SELECT 1 FROM team_members o WHERE o.team_id = teams.id AND o.user_id <> ?)`, viewer.ID, viewer.ID); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `DELETE FROM users WHERE id = ?`, viewer.ID)
		return err
	})
	if err != nil {
		return err
	}
	s.sessionsEnded(ctx, viewer.ID)
	return nil
}

// quoteList renders names as "A", "A and B" or "A, B and C" in quotes.
func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = `"` + n + `"`
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1]
}
