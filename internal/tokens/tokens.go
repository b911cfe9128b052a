// Package tokens holds personal access tokens (issue 30, docs/api.md): a
// member makes a token with a name, an expiry and a scope, sees its secret
// once, and scripts send it as "Authorization: Bearer <secret>" on /graphql
// and every /api route (session.Middleware). Only the secret's SHA-256 is
// stored, with its first characters so the member can recognise it.
package tokens

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/relayid"
	"canvass/internal/store"
)

// Prefix starts every secret, so a leaked one is recognisable (as GitHub's
// "ghp_" is) by people and secret scanners.
const Prefix = "cvs_"

// Limits.
const (
	MaxName   = 100
	MaxTokens = 50 // live (neither revoked nor expired) tokens per member
	// LastUsedEvery: a token's last use is written at most this often.
	LastUsedEvery = time.Minute
)

// Messages.
const (
	MsgName        = "Give the token a name"
	MsgNameTooLong = "Name must be at most 100 characters"
	MsgExpiry      = "Choose an expiry: 30, 90 or 365 days, or none"
	MsgScope       = "Choose a scope: read or read_write"
	MsgTooMany     = "You have 50 tokens already. Revoke one you no longer use."
	MsgNotFound    = "Token not found."
)

// ExpiryDays are the expiries a token may have (0: none).
var ExpiryDays = []int{30, 90, 365, 0}

// Token is one personal access token as its owner sees it.
type Token struct {
	ID         int64      `db:"id" json:"id"`
	UserID     int64      `db:"user_id" json:"-"`
	Name       string     `db:"name" json:"name"`
	Prefix     string     `db:"prefix" json:"prefix"` // "cvs_AbCd1234"
	Scope      string     `db:"scope" json:"scope"`
	CreatedAt  time.Time  `db:"created_at" json:"createdAt"`
	ExpiresAt  *time.Time `db:"expires_at" json:"expiresAt"`
	LastUsedAt *time.Time `db:"last_used_at" json:"lastUsedAt"`
	RevokedAt  *time.Time `db:"revoked_at" json:"revokedAt"`
}

// IsNode marks Token as a GraphQL Node.
func (Token) IsNode() {}

// GlobalID is the token's opaque GraphQL id.
func (t *Token) GlobalID() string { return relayid.Encode("ApiToken", t.ID) }

// Input is what the create form sends.
type Input struct {
	Name          string `json:"name"`
	ExpiresInDays *int   `json:"expiresInDays"` // nil or 0: never
	Scope         string `json:"scope"`
}

// Service holds the rules of personal access tokens.
type Service struct {
	db  *store.DB
	acc *accounts.Service
	now func() time.Time
}

// NewService returns the tokens service.
func NewService(db *store.DB, acc *accounts.Service) *Service {
	return &Service{db: db, acc: acc, now: store.Now}
}

const columns = `id, user_id, name, prefix, scope, created_at, expires_at, last_used_at, revoked_at`

func hash(secret string) string {
	h := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(h[:])
}

// newSecret is Prefix and 40 characters of base62: 238 random bits.
func newSecret() string {
	const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	b := make([]byte, 40)
	out := make([]byte, 0, len(Prefix)+40)
	out = append(out, Prefix...)
	for len(out) < cap(out) {
		rand.Read(b)
		for _, c := range b {
			if c < 248 && len(out) < cap(out) { // 248 = 4 x 62: no bias
				out = append(out, alphabet[c%62])
			}
		}
	}
	return string(out)
}

// Create makes a token for actor and returns it with its secret, which is
// never shown again.
func (s *Service) Create(ctx context.Context, actor *accounts.User, in Input) (*Token, string, error) {
	// SECURITY: a member's own tokens only, and never from a token.
	if actor == nil {
		return nil, "", accounts.ErrNotSignedIn()
	}
	if err := accounts.RefuseTokens(ctx); err != nil {
		return nil, "", err
	}
	var v apperr.Validation
	name := strings.TrimSpace(in.Name)
	v.Check(name != "", "name", MsgName)
	v.Check(utf8.RuneCountInString(name) <= MaxName, "name", MsgNameTooLong)
	days := 0
	if in.ExpiresInDays != nil {
		days = *in.ExpiresInDays
	}
	okDays := false
	for _, d := range ExpiryDays {
		okDays = okDays || d == days
	}
	v.Check(okDays, "expiresInDays", MsgExpiry)
	scope := strings.ToLower(strings.TrimSpace(in.Scope))
	v.Check(scope == accounts.ScopeRead || scope == accounts.ScopeReadWrite, "scope", MsgScope)
	if err := v.Err(); err != nil {
		return nil, "", err
	}
	now := s.now().UTC().Truncate(time.Microsecond)
	var live int
	if err := s.db.Get(ctx, &live, `SELECT COUNT(*) FROM api_tokens WHERE user_id = ? AND revoked_at IS NULL
		AND (expires_at IS NULL OR expires_at > ?)`, actor.ID, now); err != nil {
		return nil, "", err
	}
	if live >= MaxTokens {
		return nil, "", apperr.New(apperr.Conflict, MsgTooMany)
	}
	secret := newSecret()
	t := &Token{UserID: actor.ID, Name: name, Prefix: secret[:len(Prefix)+8], Scope: scope, CreatedAt: now}
	if days > 0 {
		e := now.AddDate(0, 0, days)
		t.ExpiresAt = &e
	}
	var expires any
	if t.ExpiresAt != nil {
		expires = *t.ExpiresAt
	}
	if err := s.db.GetW(ctx, &t.ID, `INSERT INTO api_tokens (user_id, name, prefix, secret_hash, scope, created_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, t.UserID, t.Name, t.Prefix, hash(secret), t.Scope, t.CreatedAt, expires); err != nil {
		return nil, "", err
	}
	return t, secret, nil
}

// List returns actor's tokens, newest first (revoked and expired ones too).
func (s *Service) List(ctx context.Context, actor *accounts.User) ([]*Token, error) {
	if actor == nil {
		return nil, accounts.ErrNotSignedIn()
	}
	out := []*Token{}
	err := s.db.Select(ctx, &out, `SELECT `+columns+` FROM api_tokens WHERE user_id = ? ORDER BY created_at DESC, id DESC`, actor.ID)
	return out, err
}

// Get returns actor's token id; anyone else's is "not found".
func (s *Service) Get(ctx context.Context, actor *accounts.User, id int64) (*Token, error) {
	if actor == nil {
		return nil, apperr.New(apperr.NotFound, MsgNotFound)
	}
	var t Token
	err := s.db.Get(ctx, &t, `SELECT `+columns+` FROM api_tokens WHERE id = ? AND user_id = ?`, id, actor.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, MsgNotFound)
	}
	return &t, err
}

// Revoke ends actor's token id at once, on every process (each request
// reads the token). Another member's token is "not found".
func (s *Service) Revoke(ctx context.Context, actor *accounts.User, id int64) (*Token, error) {
	// SECURITY: owners only, and never from a token.
	if actor == nil {
		return nil, accounts.ErrNotSignedIn()
	}
	if err := accounts.RefuseTokens(ctx); err != nil {
		return nil, err
	}
	t, err := s.Get(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	if t.RevokedAt == nil {
		now := s.now().UTC().Truncate(time.Microsecond)
		if _, err := s.db.Exec(ctx, `UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`, now, id); err != nil {
			return nil, err
		}
		t.RevokedAt = &now
	}
	return t, nil
}

// Authenticate returns the member and token a bearer secret stands for, or
// an UNAUTHENTICATED error for anything else (unknown, revoked, expired, or
// its member gone or suspended). One statement (the token and its member), plus at most
// one write a minute per token to record its last use.
func (s *Service) Authenticate(ctx context.Context, secret string) (*accounts.User, accounts.TokenAuth, error) {
	fail := apperr.New(apperr.Unauthenticated, accounts.MsgTokenUnavailable)
	if !strings.HasPrefix(secret, Prefix) || len(secret) > 100 {
		return nil, accounts.TokenAuth{}, fail
	}
	// One statement: the token and its member (suspended members' tokens
	// answer as unavailable, issue 28).
	var row struct {
		accounts.User
		TokenID  int64      `db:"token_id"`
		Scope    string     `db:"token_scope"`
		LastUsed *time.Time `db:"token_last_used"`
	}
	now := s.now().UTC()
	err := s.db.Get(ctx, &row, `SELECT `+accounts.UserColumns+`, token_id, token_scope, token_last_used FROM users
		JOIN (SELECT id AS token_id, user_id AS token_user, scope AS token_scope, last_used_at AS token_last_used FROM api_tokens
			WHERE secret_hash = ? AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)) tk ON tk.token_user = users.id
		WHERE `+accounts.NotSuspendedSQL, hash(secret), now, now)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, accounts.TokenAuth{}, fail
	}
	if err != nil {
		return nil, accounts.TokenAuth{}, err
	}
	if row.LastUsed == nil || now.Sub(*row.LastUsed) >= LastUsedEvery {
		if _, err := s.db.Exec(ctx, `UPDATE api_tokens SET last_used_at = ? WHERE id = ?`, now.Truncate(time.Microsecond), row.TokenID); err != nil {
			return nil, accounts.TokenAuth{}, err
		}
	}
	u := row.User
	return &u, accounts.TokenAuth{ID: row.TokenID, Scope: row.Scope}, nil
}
