package prefs

// One-click unsubscribe (RFC 8058). Every non-essential email carries a link
// that turns its kind off for its receiver without signing in: the token is
// the proof. A token is "USERID.KIND.MAC", MAC an HMAC-SHA256 (128 bits)
// of the user and kind under a server secret that every process on the
// database shares (app_secrets, made by the first process that needs it). A
// token does not expire: a link in a months-old email still works, as mail
// providers expect; it can do nothing but switch one kind of email of one
// member off (or on again, for the page's Undo).

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"canvass/internal/apperr"
	"canvass/internal/store"
)

// MsgBadToken answers a token that is not one of ours (altered, cut short,
// or its member deleted).
const MsgBadToken = "This unsubscribe link is invalid. Choose which emails you get in your profile instead."

// UnsubscribePath is the one-click endpoint that email headers name: POST
// unsubscribes (RFC 8058), GET shows the app's confirmation page.
const UnsubscribePath = "/api/unsubscribe"

const secretName = "unsubscribe"

// key returns the signing secret, making it on first use.
func (s *Service) key(ctx context.Context) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.secret != nil {
		return s.secret, nil
	}
	fresh := make([]byte, 32)
	if _, err := rand.Read(fresh); err != nil {
		return nil, err
	}
	// Whichever process inserts first wins; everyone reads the winner.
	if _, err := s.db.Exec(ctx, `INSERT INTO app_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`,
		secretName, base64.RawStdEncoding.EncodeToString(fresh)); err != nil {
		return nil, err
	}
	var stored string
	if err := s.db.Get(ctx, &stored, `SELECT value FROM app_secrets WHERE name = ?`, secretName); err != nil {
		return nil, err
	}
	k, err := base64.RawStdEncoding.DecodeString(stored)
	if err != nil || len(k) < 16 {
		return nil, errors.New("prefs: the stored unsubscribe secret is unusable")
	}
	s.secret = k
	return k, nil
}

func mac(key []byte, userID int64, kind string) string {
	h := hmac.New(sha256.New, key)
	fmt.Fprintf(h, "unsubscribe\x00%d\x00%s", userID, kind)
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil)[:16])
}

// Token returns the unsubscribe token of userID's email of kind.
func (s *Service) Token(ctx context.Context, userID int64, kind string) (string, error) {
	if !slices.Contains(Kinds, kind) {
		return "", fmt.Errorf("prefs: unknown kind %q", kind)
	}
	k, err := s.key(ctx)
	if err != nil {
		return "", err
	}
	return strconv.FormatInt(userID, 10) + "." + kind + "." + mac(k, userID, kind), nil
}

// Unsubscriber returns the email outbox's hook (email.Unsubscriber): the
// one-click URL, under baseURL, of userID's email of kind.
func (s *Service) Unsubscriber(baseURL string) func(ctx context.Context, userID int64, kind string) (string, error) {
	base := strings.TrimRight(baseURL, "/")
	return func(ctx context.Context, userID int64, kind string) (string, error) {
		tok, err := s.Token(ctx, userID, kind)
		if err != nil {
			return "", err
		}
		return base + UnsubscribePath + "?" + url.Values{"token": {tok}}.Encode(), nil
	}
}

// Unsubscribed is what a token switched: one kind of one member's email.
type Unsubscribed struct {
	UserID  int64
	Kind    string
	Enabled bool
}

// parse checks token and returns its member and kind.
func (s *Service) parse(ctx context.Context, token string) (int64, string, error) {
	bad := apperr.Field("token", MsgBadToken)
	parts := strings.Split(strings.TrimSpace(token), ".")
	if len(token) > 200 || len(parts) != 3 || !slices.Contains(Kinds, parts[1]) {
		return 0, "", bad
	}
	id, err := strconv.ParseInt(parts[0], 10, 64)
	if err != nil || id <= 0 {
		return 0, "", bad
	}
	k, err := s.key(ctx)
	if err != nil {
		return 0, "", err
	}
	// SECURITY: constant-time comparison of the signature.
	if !hmac.Equal([]byte(mac(k, id, parts[1])), []byte(parts[2])) {
		return 0, "", bad
	}
	return id, parts[1], nil
}

// Unsubscribe switches the kind of email token names off for its member
// (on again with enabled, the page's Undo). No sign-in: the token is the
// proof. Doing it twice is doing it once.
func (s *Service) Unsubscribe(ctx context.Context, token string, enabled bool) (Unsubscribed, error) {
	id, kind, err := s.parse(ctx, token)
	if err != nil {
		return Unsubscribed{}, err
	}
	n, err := s.set(ctx, id, map[string]bool{kind: enabled})
	if err != nil {
		return Unsubscribed{}, err
	}
	if n == 0 { // the member was deleted since the email was sent
		return Unsubscribed{}, apperr.Field("token", MsgBadToken)
	}
	return Unsubscribed{UserID: id, Kind: kind, Enabled: enabled}, nil
}

// set writes the kinds in m for userID and returns how many it wrote (none
// when the user does not exist).
func (s *Service) set(ctx context.Context, userID int64, m map[string]bool) (int64, error) {
	var wrote int64
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		for _, k := range Kinds {
			on, ok := m[k]
			if !ok {
				continue
			}
			res, err := tx.Exec(ctx, `INSERT INTO email_preferences (user_id, kind, enabled)
				SELECT id, ?, ? FROM users WHERE id = ?
				ON CONFLICT (user_id, kind) DO UPDATE SET enabled = excluded.enabled`, k, on, userID)
			if err != nil {
				return err
			}
			n, _ := res.RowsAffected()
			wrote += n
		}
		return nil
	})
	return wrote, err
}
