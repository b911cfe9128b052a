package accounts

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"net/url"
	"strings"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/store"
)

// ResetTTL is how long a password reset link stays valid.
const ResetTTL = time.Hour

// RequestPasswordReset emails a single-use reset link to the account with
// this email, if there is one. The answer is the same either way (and the
// email is sent in the background so timing does not tell either). Only the
// SHA-256 of the token is stored. remoteAddr is for throttling ("" for
// trusted internal callers).
func (s *Service) RequestPasswordReset(ctx context.Context, email, remoteAddr string) error {
	email = strings.TrimSpace(email)
	if !validEmail(email) {
		return apperr.Field("email", msgEmail)
	}
	// SECURITY: bound reset emails per address and per recipient (mail bombing).
	if w := max(s.resetAddr.Wait(addrKey(remoteAddr)), s.resetMail.Wait(strings.ToLower(email))); w > 0 {
		return rateLimited(msgTooManyRequests, w)
	}
	s.resetAddr.Add(addrKey(remoteAddr))
	s.resetMail.Add(strings.ToLower(email))

	var u struct {
		ID        int64  `db:"id"`
		Username  string `db:"username"`
		Email     string `db:"email"`
		FirstName string `db:"first_name"`
	}
	err := s.db.Get(ctx, &u, `SELECT id, username, email, first_name FROM users WHERE lower(email) = lower(?)`, email)
	if errors.Is(err, sql.ErrNoRows) {
		s.log.Info("password reset requested for an unknown email")
		return nil
	}
	if err != nil {
		return err
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return err
	}
	token := base64.RawURLEncoding.EncodeToString(raw)
	now := s.now().UTC().Truncate(time.Microsecond)
	if _, err := s.db.Exec(ctx, `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)`,
		tokenHash(token), u.ID, now.Add(ResetTTL)); err != nil {
		return err
	}
	link := strings.TrimRight(s.opts.BaseURL, "/") + "/reset-password?token=" + url.QueryEscape(token)
	body := "Hello " + u.FirstName + ",\n\n" +
		"Someone (hopefully you) asked to reset the password of your Canvass account.\n" +
		"Your username is " + u.Username + " (you can also log in with this email address).\n\n" +
		"Follow this link within one hour to choose a new password:\n\n" + link + "\n\n" +
		"The link works once. If you did not ask for this, ignore this email; your password stays the same.\n"
	s.mail.Add(1)
	go func() {
		defer s.mail.Done()
		sendCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
		defer cancel()
		if err := s.opts.Mailer.Send(sendCtx, u.Email, "Reset your Canvass password", body); err != nil {
			s.log.Error("password reset email failed", "user_id", u.ID, "err", err)
		}
	}()
	return nil
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
	s.loginUser.Reset(strings.ToLower(username))
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
