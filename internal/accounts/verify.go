package accounts

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"canvass/internal/apperr"
	mail "canvass/internal/email"
	"canvass/internal/store"
)

// VerifyTTL is how long an address confirmation link stays valid.
const VerifyTTL = 48 * time.Hour

const (
	mintVerifyEmail    = "verify_email"
	msgVerifyInvalid   = "This confirmation link is invalid or has expired."
	msgAlreadyVerified = "Your email address is already confirmed."
)

// ConfirmedEmailSQL is the condition on the users table (no alias) that
// holds for a confirmed address: non-essential email (digests, alerts)
// goes only where it holds (`... FROM users WHERE ` + accounts.ConfirmedEmailSQL).
const ConfirmedEmailSQL = `email_verified_at IS NOT NULL`

// EmailConfirmed tells whether the user's current address is confirmed
// (false for an unknown user).
func (s *Service) EmailConfirmed(ctx context.Context, userID int64) (bool, error) {
	var ok bool
	err := s.db.Get(ctx, &ok, `SELECT `+ConfirmedEmailSQL+` FROM users WHERE id = ?`, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return ok, err
}

// queueVerification enqueues, inside tx, the email with a link confirming
// u's current address (the link's token is made when it is sent).
func (s *Service) queueVerification(ctx context.Context, tx *store.Tx, u *User) error {
	return s.opts.Outbox.Enqueue(ctx, tx, verificationMessage(u))
}

func verificationMessage(u *User) mail.Message {
	return mail.Message{To: u.Email, Template: "verify_email", Mint: mintVerifyEmail, UserID: u.ID,
		Data: map[string]any{"first_name": u.FirstName, "username": u.Username}}
}

// mintVerification is the "verify_email" email's Minter: a token valid for
// VerifyTTL that confirms this address, stored as its hash. Nothing is sent
// when the account is gone, its address changed since, or it is confirmed.
func (s *Service) mintVerification(ctx context.Context, m *mail.Message) (string, error) {
	var cur struct {
		Email     string `db:"email"`
		Confirmed bool   `db:"confirmed"`
	}
	err := s.db.Get(ctx, &cur, `SELECT email, `+ConfirmedEmailSQL+` AS confirmed FROM users WHERE id = ?`, m.UserID)
	if errors.Is(err, sql.ErrNoRows) || err == nil && (cur.Confirmed || !strings.EqualFold(cur.Email, m.To)) {
		return "", mail.ErrSkip
	}
	if err != nil {
		return "", err
	}
	return s.storeToken(ctx, VerifyTTL, `INSERT INTO email_verifications (token_hash, expires_at, user_id, email) VALUES (?, ?, ?, ?)`,
		m.UserID, cur.Email)
}

// VerifyEmail confirms the address a confirmation link was sent to and
// returns its owner. No sign-in is needed: the token is the proof (the link
// may be opened on another device). An unknown, expired or used token, or
// one for an address the account no longer has, is INVALID on the token
// field: "This confirmation link is invalid or has expired.".
func (s *Service) VerifyEmail(ctx context.Context, token string) (*User, error) {
	invalid := apperr.Field("token", msgVerifyInvalid)
	token = strings.TrimSpace(token)
	if token == "" || len(token) > 128 {
		return nil, invalid
	}
	h := tokenHash(token)
	now := s.now().UTC().Truncate(time.Microsecond)
	var userID int64
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		var row struct {
			UserID    int64      `db:"user_id"`
			Email     string     `db:"email"`
			ExpiresAt time.Time  `db:"expires_at"`
			UsedAt    *time.Time `db:"used_at"`
		}
		err := tx.Get(ctx, &row, `SELECT user_id, email, expires_at, used_at FROM email_verifications WHERE token_hash = ?`, h)
		if errors.Is(err, sql.ErrNoRows) {
			return invalid
		}
		if err != nil {
			return err
		}
		if row.UsedAt != nil || !now.Before(row.ExpiresAt) {
			return invalid
		}
		// Claim the token: of two concurrent uses, one wins.
		res, err := tx.Exec(ctx, `UPDATE email_verifications SET used_at = ? WHERE token_hash = ? AND used_at IS NULL`, now, h)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return invalid
		}
		// SECURITY: the link confirms the address it was sent to, and only
		// while the account still has it.
		res, err = tx.Exec(ctx, `UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ? AND lower(email) = lower(?)`,
			now, row.UserID, row.Email)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return invalid
		}
		userID = row.UserID
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.Get(ctx, userID)
}

// ResendVerification sends actor a new confirmation link for their current
// address (INVALID "Your email address is already confirmed." when it is;
// RATE_LIMITED after VerifyPerUser sends in its window).
func (s *Service) ResendVerification(ctx context.Context, actor *User) error {
	if actor == nil {
		return ErrNotSignedIn()
	}
	u, err := s.Get(ctx, actor.ID)
	if err != nil {
		return err
	}
	if u.EmailVerified {
		return apperr.New(apperr.Invalid, msgAlreadyVerified)
	}
	// SECURITY: bound confirmation emails per account (mail bombing an
	// address typed into a profile).
	key := u.Username
	if _, w, err := take(ctx, taking{s.verifyBy, key}); err != nil || w > 0 {
		if err != nil {
			return err
		}
		return rateLimited(msgTooManyRequests, w)
	}
	return s.opts.Outbox.EnqueueNow(ctx, verificationMessage(u))
}

// ConfirmEmailDirectly marks the user's current address confirmed without
// a link: demo content and trusted internal callers only.
func (s *Service) ConfirmEmailDirectly(ctx context.Context, userID int64) error {
	_, err := s.db.Exec(ctx, `UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ?`, store.Now(), userID)
	return err
}
