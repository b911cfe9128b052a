package vendors

import (
	"context"
	"database/sql"
	"errors"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/store"
)

// RecordView counts a view of vendor vendorID's profile by viewer. Only
// signed-in users other than the owner count, once per viewer per UTC day,
// so reloading a profile cannot inflate the number. Visitors (viewer nil)
// are not counted: without an account a view cannot be attributed or
// de-duplicated, and a script could raise the count at will. counted
// reports whether this call added a view. A missing vendor is NOT_FOUND.
func (s *Service) RecordView(ctx context.Context, viewer *accounts.User, vendorID int64) (counted bool, err error) {
	var row struct {
		Owner int64 `db:"user_id"`
		hidden.State
	}
	if err := s.db.Get(ctx, &row, `SELECT user_id, hidden, hidden_reason FROM vendors WHERE id = ?`, vendorID); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return false, apperr.New(apperr.NotFound, MsgNotFound)
		}
		return false, err
	}
	owner := row.Owner
	// SECURITY: a hidden profile is not found but by its owner and the moderators, and gains no views.
	if row.IsHidden() {
		ok, err := hidden.CanSee(ctx, s.db, row.State, owner, func() int64 {
			if viewer == nil {
				return 0
			}
			return viewer.ID
		}())
		if err == nil && !ok {
			err = apperr.New(apperr.NotFound, MsgNotFound)
		}
		return false, err
	}
	if viewer == nil || viewer.ID == owner {
		return false, nil
	}
	now := store.Now()
	res, err := s.db.Exec(ctx, `INSERT INTO vendor_views (vendor_id, viewer_id, day, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (vendor_id, viewer_id, day) DO NOTHING`, vendorID, viewer.ID, now.Format("2006-01-02"), now)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// Views returns how many views vendor vendorID's profile has (distinct
// viewer-days, see RecordView). Only the owner may read it.
func (s *Service) Views(ctx context.Context, actor *accounts.User, vendorID int64) (int, error) {
	// SECURITY: profile views are the owner's business only.
	if actor == nil {
		return 0, accounts.ErrNotSignedIn()
	}
	var owner int64
	if err := s.db.Get(ctx, &owner, `SELECT user_id FROM vendors WHERE id = ?`, vendorID); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return 0, apperr.New(apperr.NotFound, MsgNotFound)
		}
		return 0, err
	}
	if owner != actor.ID {
		return 0, apperr.New(apperr.Forbidden, msgViewsOwner)
	}
	return s.viewCount(ctx, vendorID)
}

// ViewsOf is Views for a vendor the caller already holds (no ownership
// look-up): nil for anyone but the owner, so GraphQL can show null.
func (s *Service) ViewsOf(ctx context.Context, actor *accounts.User, v *Vendor) (*int, error) {
	// SECURITY: profile views are the owner's business only.
	if v == nil || !v.OwnedBy(actor) {
		return nil, nil
	}
	n, err := s.viewCount(ctx, v.ID)
	if err != nil {
		return nil, err
	}
	return &n, nil
}

func (s *Service) viewCount(ctx context.Context, vendorID int64) (int, error) {
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM vendor_views WHERE vendor_id = ?`, vendorID)
	return n, err
}

func isNotFound(err error) bool { return apperr.CodeOf(err) == apperr.NotFound }
