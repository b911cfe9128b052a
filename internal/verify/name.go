// Package verify holds verified campaigns, organisations and vendors
// (issue 28, docs/trust.md "Verified organisations"): a member asks to be
// verified for the organisation they post for, confirms an email address at
// its website's domain with a code, and a moderator approves or refuses.
// An approved verification is the badge with the organisation's name on the
// member's jobs, vendor profile and messages.
package verify

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"canvass/internal/store"
)

// NameSQL is a scalar subquery giving the verified name of the member whose
// id is in userCol ("j.user_id"), NULL when they are not verified: list
// statements select it so a page of items costs no extra statement. The
// latest approved request wins (index verifications_user_status).
func NameSQL(userCol string) string {
	return "(SELECT vf.name FROM verifications vf WHERE vf.user_id = " + userCol +
		" AND vf.status = 'approved' ORDER BY vf.decided_at DESC, vf.id DESC LIMIT 1)"
}

// VerifiedSQL is the condition keeping rows whose member (userCol) is
// verified: the verified=true filter of /jobs and /vendors.
func VerifiedSQL(userCol string) string {
	return "EXISTS (SELECT 1 FROM verifications vf WHERE vf.user_id = " + userCol + " AND vf.status = 'approved')"
}

// VerifiedName reports the organisation name userID is verified for (ok
// false when they are not, or userID is 0). Message requests ask it whether
// a sender is verified.
func VerifiedName(ctx context.Context, q store.Queryer, userID int64) (name string, ok bool, err error) {
	if userID == 0 {
		return "", false, nil
	}
	err = q.Get(ctx, &name, `SELECT name FROM verifications WHERE user_id = ? AND status = 'approved'
		ORDER BY decided_at DESC, id DESC LIMIT 1`, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, err
	}
	return name, true, nil
}

// Names returns, in one statement, the verified name of each of userIDs
// that is verified (the latest approved request of each).
func Names(ctx context.Context, q store.Queryer, userIDs []int64) (map[int64]string, error) {
	type row struct {
		UserID    int64     `db:"user_id"`
		Name      string    `db:"name"`
		DecidedAt time.Time `db:"decided_at"`
		ID        int64     `db:"id"`
	}
	out := make(map[int64]string, len(userIDs))
	if len(userIDs) == 0 {
		return out, nil
	}
	query, args, err := store.In(`SELECT user_id, name, decided_at, id FROM verifications WHERE status = 'approved' AND user_id IN (?)
		ORDER BY user_id, decided_at, id`, userIDs)
	if err != nil {
		return nil, err
	}
	var rows []row
	if err := q.Select(ctx, &rows, query, args...); err != nil {
		return nil, err
	}
	for _, r := range rows { // the latest of each member's comes last
		out[r.UserID] = r.Name
	}
	return out, nil
}
