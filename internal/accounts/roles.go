package accounts

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/store"
)

// SiteRole is a site-wide role kept in a table of its own (user_id,
// granted_at), apart from users.user_type so that no profile or
// registration path can set it: editors (news) and moderators (trust and
// safety).
//
// SECURITY: Grant, Revoke and Holders take no actor on purpose: they are
// called only by the command line (canvass editors|moderators
// add|remove|list, internal/app) and the demo seeder, never from GraphQL or
// the REST shim; an API only ever asks Has.
type SiteRole struct {
	// Table is the role's table ("editors").
	Table string
	db    *store.DB
	now   func() time.Time
}

// NewSiteRole is the role stored in table.
func NewSiteRole(db *store.DB, table string) *SiteRole {
	return &SiteRole{Table: table, db: db, now: store.Now}
}

// RoleHolder is one member holding a site role.
type RoleHolder struct {
	UserID    int64     `db:"user_id"`
	Username  string    `db:"username"`
	FirstName string    `db:"first_name"`
	LastName  string    `db:"last_name"`
	GrantedAt time.Time `db:"granted_at"`
}

// userID finds a member by username, in any letter case.
func (r *SiteRole) userID(ctx context.Context, username string) (int64, error) {
	username = strings.TrimSpace(username)
	var id int64
	err := r.db.Get(ctx, &id, `SELECT id FROM users WHERE lower(username) = lower(?)`, username)
	if errors.Is(err, sql.ErrNoRows) || username == "" {
		return 0, apperr.New(apperr.NotFound, "No user named "+username+".")
	}
	return id, err
}

// Grant gives username the role; added is false when they held it already.
func (r *SiteRole) Grant(ctx context.Context, username string) (added bool, err error) {
	id, err := r.userID(ctx, username)
	if err != nil {
		return false, err
	}
	res, err := r.db.Exec(ctx, `INSERT INTO `+r.Table+` (user_id, granted_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING`, id, r.now())
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// Revoke takes the role from username; removed is false when they did not
// hold it.
func (r *SiteRole) Revoke(ctx context.Context, username string) (removed bool, err error) {
	id, err := r.userID(ctx, username)
	if err != nil {
		return false, err
	}
	res, err := r.db.Exec(ctx, `DELETE FROM `+r.Table+` WHERE user_id = ?`, id)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// Holders lists every holder of the role, by username.
func (r *SiteRole) Holders(ctx context.Context) ([]RoleHolder, error) {
	var out []RoleHolder
	err := r.db.Select(ctx, &out, `SELECT e.user_id, u.username, u.first_name, u.last_name, e.granted_at
		FROM `+r.Table+` e JOIN users u ON u.id = e.user_id ORDER BY lower(u.username)`)
	for i := range out {
		out[i].GrantedAt = out[i].GrantedAt.UTC()
	}
	return out, err
}

// Has reports whether u (nil for visitors) holds the role. It reads the
// database on every call, so a revoked role is lost at once.
func (r *SiteRole) Has(ctx context.Context, u *User) (bool, error) {
	if u == nil {
		return false, nil
	}
	var ok bool
	err := r.db.Get(ctx, &ok, `SELECT EXISTS (SELECT 1 FROM `+r.Table+` WHERE user_id = ?)`, u.ID)
	return ok, err
}
