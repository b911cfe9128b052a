package news

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
)

// The editor role: a site role stored apart from userType (table editors).
// Editors write, schedule, publish, unpublish and delete news articles.
//
// SECURITY: the role is granted and revoked only by the command line
// (canvass editors add|remove|list, internal/app). GrantEditor,
// RevokeEditor and Editors take no actor on purpose and must never be
// reachable from GraphQL or the REST shim; an API only ever asks IsEditor.

// Editor is one member holding the editor role.
type Editor struct {
	UserID    int64     `db:"user_id"`
	Username  string    `db:"username"`
	FirstName string    `db:"first_name"`
	LastName  string    `db:"last_name"`
	GrantedAt time.Time `db:"granted_at"`
}

// errNoSuchUser is the command line's answer for an unknown username.
func errNoSuchUser(username string) error {
	return apperr.New(apperr.NotFound, "No user named "+username+".")
}

// userID finds a member by username, in any letter case.
func (s *Service) userID(ctx context.Context, username string) (int64, error) {
	username = strings.TrimSpace(username)
	var id int64
	err := s.db.Get(ctx, &id, `SELECT id FROM users WHERE lower(username) = lower(?)`, username)
	if errors.Is(err, sql.ErrNoRows) || username == "" {
		return 0, errNoSuchUser(username)
	}
	return id, err
}

// GrantEditor makes username an editor; added is false when they already were.
func (s *Service) GrantEditor(ctx context.Context, username string) (added bool, err error) {
	id, err := s.userID(ctx, username)
	if err != nil {
		return false, err
	}
	// ON CONFLICT DO NOTHING is the same on both engines.
	res, err := s.db.Exec(ctx, `INSERT INTO editors (user_id, granted_at) VALUES (?, ?)
		ON CONFLICT (user_id) DO NOTHING`, id, s.now())
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// RevokeEditor takes the role from username; removed is false when they did
// not hold it. Their articles stay (and stay theirs).
func (s *Service) RevokeEditor(ctx context.Context, username string) (removed bool, err error) {
	id, err := s.userID(ctx, username)
	if err != nil {
		return false, err
	}
	res, err := s.db.Exec(ctx, `DELETE FROM editors WHERE user_id = ?`, id)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// Editors lists every editor, by username.
func (s *Service) Editors(ctx context.Context) ([]Editor, error) {
	var out []Editor
	err := s.db.Select(ctx, &out, `SELECT e.user_id, u.username, u.first_name, u.last_name, e.granted_at
		FROM editors e JOIN users u ON u.id = e.user_id ORDER BY lower(u.username)`)
	for i := range out {
		out[i].GrantedAt = out[i].GrantedAt.UTC()
	}
	return out, err
}

// IsEditor reports whether u (nil for visitors) holds the editor role.
func (s *Service) IsEditor(ctx context.Context, u *accounts.User) (bool, error) {
	if u == nil {
		return false, nil
	}
	var n int
	if err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM editors WHERE user_id = ?`, u.ID); err != nil {
		return false, err
	}
	return n > 0, nil
}

// requireEditor is the one permission check of every write: visitors get
// UNAUTHENTICATED, members without the role FORBIDDEN.
func (s *Service) requireEditor(ctx context.Context, actor *accounts.User) error {
	// SECURITY: only editors write news; the role is read from the database
	// on every write, so a revoked editor loses it at once.
	if actor == nil {
		return apperr.New(apperr.Unauthenticated, MsgLoginToWrite)
	}
	ok, err := s.IsEditor(ctx, actor)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.New(apperr.Forbidden, MsgNotEditor)
	}
	return nil
}
