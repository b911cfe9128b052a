// Package prefs holds each member's email preferences: which kinds of
// non-essential email they want (issue 26). A kind is on until its owner
// turns it off; essential email (password resets, address confirmation)
// has no preference. Digests and alerts ask Allows (or AllowedAmong for a
// batch) before they enqueue an email.
package prefs

import (
	"context"
	"slices"
	"strings"
	"sync"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
)

// The kinds of non-essential email.
const (
	MessageDigest      = "message_digest"      // unread messages, batched (internal/messages)
	JobAlert           = "job_alert"           // saved searches' new jobs
	ApplicationUpdates = "application_updates" // my applications and applications to my jobs
	TeamUpdates        = "team_updates"        // added to a team, role changed
)

// Kinds lists every kind, in the order a preferences form shows them.
var Kinds = []string{MessageDigest, JobAlert, ApplicationUpdates, TeamUpdates}

// Service reads and writes the preferences.
type Service struct {
	db *store.DB

	mu     sync.Mutex
	secret []byte // signs unsubscribe tokens (unsubscribe.go)
}

// New returns the preferences service.
func New(db *store.DB) *Service { return &Service{db: db} }

// Allows tells whether userID wants email of kind (true unless turned off).
func (s *Service) Allows(ctx context.Context, userID int64, kind string) (bool, error) {
	m, err := s.AllowedAmong(ctx, []int64{userID}, kind)
	return m[userID], err
}

// AllowedAmong is Allows for many users in one statement: the map holds
// every id asked, true when the kind is on.
func (s *Service) AllowedAmong(ctx context.Context, userIDs []int64, kind string) (map[int64]bool, error) {
	return AllowedAmongIn(ctx, s.db, userIDs, kind)
}

// AllowsIn is Allows read through q (a transaction that enqueues the email).
func AllowsIn(ctx context.Context, q store.Queryer, userID int64, kind string) (bool, error) {
	m, err := AllowedAmongIn(ctx, q, []int64{userID}, kind)
	return m[userID], err
}

// AllowedAmongIn is AllowedAmong read through q.
func AllowedAmongIn(ctx context.Context, q store.Queryer, userIDs []int64, kind string) (map[int64]bool, error) {
	out := make(map[int64]bool, len(userIDs))
	for _, id := range userIDs {
		out[id] = true
	}
	if len(userIDs) == 0 {
		return out, nil
	}
	query, args, err := store.In(`SELECT user_id FROM email_preferences WHERE kind = ? AND NOT enabled AND user_id IN (?)`, kind, userIDs)
	if err != nil {
		return nil, err
	}
	var off []int64
	if err := q.Select(ctx, &off, query, args...); err != nil {
		return nil, err
	}
	for _, id := range off {
		out[id] = false
	}
	return out, nil
}

// Get returns actor's preferences, every kind present.
func (s *Service) Get(ctx context.Context, actor *accounts.User) (map[string]bool, error) {
	if actor == nil {
		return nil, accounts.ErrNotSignedIn()
	}
	out := make(map[string]bool, len(Kinds))
	for _, k := range Kinds {
		out[k] = true
	}
	var rows []struct {
		Kind    string `db:"kind"`
		Enabled bool   `db:"enabled"`
	}
	if err := s.db.Select(ctx, &rows, `SELECT kind, enabled FROM email_preferences WHERE user_id = ?`, actor.ID); err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.Kind] = r.Enabled
	}
	return out, nil
}

// Set changes the kinds named in set (others keep their value) and returns
// the preferences. An unknown kind is INVALID on a field named after it.
func (s *Service) Set(ctx context.Context, actor *accounts.User, set map[string]bool) (map[string]bool, error) {
	// SECURITY: members change only their own preferences.
	if actor == nil {
		return nil, accounts.ErrNotSignedIn()
	}
	var v apperr.Validation
	for k := range set {
		v.Check(slices.Contains(Kinds, k), k, "Unknown kind of email.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	if _, err := s.set(ctx, actor.ID, set); err != nil {
		return nil, err
	}
	return s.Get(ctx, actor)
}

// Recipient is where a non-essential email of some kind to a member goes.
type Recipient struct {
	Email     string `db:"email"`
	FirstName string `db:"first_name"` // the username when the member gave no first name
}

// RecipientIn returns userID's address for an email of kind, read through
// q (the transaction that enqueues it): ok only when the address is
// confirmed and the member allows the kind.
func RecipientIn(ctx context.Context, q store.Queryer, userID int64, kind string) (r Recipient, ok bool, err error) {
	var row struct {
		Recipient
		Username  string `db:"username"`
		Confirmed bool   `db:"confirmed"`
	}
	if err := q.Get(ctx, &row, `SELECT email, first_name, username, `+accounts.ConfirmedEmailSQL+` AS confirmed
		FROM users WHERE id = ?`, userID); err != nil {
		return r, false, err
	}
	if !row.Confirmed || row.Email == "" {
		return r, false, nil
	}
	if allowed, err := AllowsIn(ctx, q, userID, kind); err != nil || !allowed {
		return r, false, err
	}
	r = row.Recipient
	if strings.TrimSpace(r.FirstName) == "" {
		r.FirstName = row.Username
	}
	return r, true, nil
}
