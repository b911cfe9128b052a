package accounts

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strings"
	"time"

	"canvass/internal/apperr"
	mail "canvass/internal/email"
	"canvass/internal/store"
)

// ResetTTL is how long a password reset link stays valid.
const ResetTTL = time.Hour

// RequestPasswordReset emails a single-use reset link to the account with
// this email, if there is one. The answer is the same either way (the
// email is a queue job, sent apart from the request, so timing does not
// tell either). The link's token is made when the email is sent (so it is
// never stored in the queue) and only its SHA-256 is stored. remoteAddr is
// for throttling ("" for trusted internal callers).
func (s *Service) RequestPasswordReset(ctx context.Context, email, remoteAddr string) error {
	email = strings.TrimSpace(email)
	if !validEmail(email) {
		return apperr.Field("email", msgEmail)
	}
	// SECURITY: bound reset emails per address and per recipient (mail bombing).
	if _, w, err := take(ctx, taking{s.resetAddr, addrKey(remoteAddr)}, taking{s.resetMail, strings.ToLower(email)}); err != nil || w > 0 {
		if err != nil {
			return err
		}
		return rateLimited(msgTooManyRequests, w)
	}

	var u struct {
		ID        int64  `db:"id"`
		Username  string `db:"username"`
		Email     string `db:"email"`
		FirstName string `db:"first_name"`
	}
	err := s.db.Get(ctx, &u, `SELECT id, username, email, first_name FROM users WHERE lower(email) = lower(?)`, email)
	if errors.Is(err, sql.ErrNoRows) {
		s.log.InfoContext(ctx, "password reset requested for an unknown email")
		return nil
	}
	if err != nil {
		return err
	}
	return s.opts.Outbox.EnqueueNow(ctx, mail.Message{To: u.Email, Template: "password_reset", Mint: mintPasswordReset, UserID: u.ID,
		Data: map[string]any{"first_name": u.FirstName, "username": u.Username}})
}

// mintPasswordReset is the "password_reset" email's Minter: a new token
// valid for ResetTTL from the sending, stored as its hash, for the account
// whose address the email goes to (none when it changed or is gone).
func (s *Service) mintPasswordReset(ctx context.Context, m *mail.Message) (string, error) {
	var current string
	err := s.db.Get(ctx, &current, `SELECT email FROM users WHERE id = ?`, m.UserID)
	if errors.Is(err, sql.ErrNoRows) || err == nil && !strings.EqualFold(current, m.To) {
		return "", mail.ErrSkip
	}
	if err != nil {
		return "", err
	}
	return s.storeToken(ctx, ResetTTL, `INSERT INTO password_resets (token_hash, expires_at, user_id) VALUES (?, ?, ?)`, m.UserID)
}

// storeToken makes a token valid for ttl from now and stores its SHA-256
// with insert, whose first two placeholders are the hash and the expiry
// (args fill the rest).
func (s *Service) storeToken(ctx context.Context, ttl time.Duration, insert string, args ...any) (string, error) {
	token, err := newToken()
	if err != nil {
		return "", err
	}
	expires := s.now().UTC().Truncate(time.Microsecond).Add(ttl)
	if _, err := s.db.Exec(ctx, insert, append([]any{tokenHash(token), expires}, args...)...); err != nil {
		return "", err
	}
	return token, nil
}

const mintPasswordReset = "password_reset"

// newToken is 256 random bits, URL-safe.
func newToken() (string, error) {
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(raw), nil
}

func tokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// ResetPassword sets a new password with a reset token. An unknown, expired
// or used token is INVALID "This reset link is invalid or has expired.". On
// success the token and every other outstanding token of the user are used
// up, and the user's session epoch is bumped so all their sessions end.
func (s *Service) ResetPassword(ctx context.Context, token, newPassword string) error {
	var v apperr.Validation
	checkNewPassword(&v, "password", newPassword)
	if err := v.Err(); err != nil {
		return err
	}
	invalid := apperr.Field("token", msgResetInvalid)
	h, row, err := s.resetToken(ctx, token)
	if err != nil {
		return err
	}
	now := s.now().UTC().Truncate(time.Microsecond)
	hash, err := HashPassword(ctx, newPassword)
	if err != nil {
		return err
	}
	var username string
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		// Claim the token atomically: of two concurrent uses, one wins.
		res, err := tx.Exec(ctx, `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL`, now, h)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return invalid
		}
		if _, err := tx.Exec(ctx, `UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL`, now, row.UserID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE users SET password_hash = ?, session_epoch = session_epoch + 1 WHERE id = ?`, hash, row.UserID); err != nil {
			return err
		}
		return tx.Get(ctx, &username, `SELECT username FROM users WHERE id = ?`, row.UserID)
	})
	if err != nil {
		return err
	}
	// The owner proved control of the email: lift the login lockout.
	if err := s.loginUser.Reset(ctx, strings.ToLower(username)); err != nil {
		s.log.Warn("password reset: login failures not cleared", "err", err)
	}
	s.sessionsEnded(ctx, row.UserID)
	return nil
}

type resetRow struct {
	UserID    int64      `db:"user_id"`
	ExpiresAt time.Time  `db:"expires_at"`
	UsedAt    *time.Time `db:"used_at"`
}

// CheckResetToken tells whether a reset link's token can still be used (so
// the reset page can say so before the form is filled): nil, or INVALID
// "This reset link is invalid or has expired.". Tokens are 256-bit random
// values, so answering this reveals nothing that guessing could use.
func (s *Service) CheckResetToken(ctx context.Context, token string) error {
	_, _, err := s.resetToken(ctx, token)
	return err
}

// resetToken finds an unused, unexpired reset token: its hash and row.
func (s *Service) resetToken(ctx context.Context, token string) (string, resetRow, error) {
	var row resetRow
	invalid := apperr.Field("token", msgResetInvalid)
	token = strings.TrimSpace(token)
	if token == "" || len(token) > 128 {
		return "", row, invalid
	}
	h := tokenHash(token)
	err := s.db.Get(ctx, &row, `SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = ?`, h)
	if errors.Is(err, sql.ErrNoRows) {
		return "", row, invalid
	}
	if err != nil {
		return "", row, err
	}
	if row.UsedAt != nil || !s.now().UTC().Before(row.ExpiresAt) {
		return "", row, invalid
	}
	return h, row, nil
}
