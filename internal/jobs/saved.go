package jobs

import (
	"context"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/store"
)

// Saved jobs (issue 26): a member keeps jobs to come back to. Who may save
// is who may see the board: signed-in non-vendors (the spec sends vendors
// away from /jobs). Closed jobs stay saved and listed (their page says they
// are closed); a deleted job leaves every list.

var newestSaved = store.Order{Name: "job.saved", Cols: []store.Col{
	{Expr: "s.created_at", Desc: true, Kind: store.Time}, {Expr: "s.job_id", Desc: true, Kind: store.Int}}}

func canSave(actor *accounts.User) error {
	// SECURITY: signed-in members who can see the board: not vendors.
	return accounts.MembersOnly(actor, MsgLoginToSave, MsgVendorCannotSave)
}

// Save keeps job id in actor's saved jobs; saving twice is saving once.
func (s *Service) Save(ctx context.Context, actor *accounts.User, id int64) (*Job, error) {
	if err := canSave(actor); err != nil {
		return nil, err
	}
	j, err := s.GetFor(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	// SECURITY: actor is the session's user: a member saves for themself only.
	_, err = s.db.Exec(ctx, `INSERT INTO saved_jobs (user_id, job_id, created_at) VALUES (?, ?, ?)
		ON CONFLICT (user_id, job_id) DO NOTHING`, actor.ID, id, s.now())
	if err != nil {
		return nil, err
	}
	return j, nil
}

// Unsave drops job id from actor's saved jobs; unsaving what is not saved
// does nothing.
func (s *Service) Unsave(ctx context.Context, actor *accounts.User, id int64) (*Job, error) {
	if err := canSave(actor); err != nil {
		return nil, err
	}
	j, err := s.GetFor(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	if _, err := s.db.Exec(ctx, `DELETE FROM saved_jobs WHERE user_id = ? AND job_id = ?`, actor.ID, id); err != nil {
		return nil, err
	}
	return j, nil
}

// SavedIDs reports, in one statement, which of ids actor saved (none for
// visitors).
func (s *Service) SavedIDs(ctx context.Context, actor *accounts.User, ids []int64) (map[int64]bool, error) {
	// SECURITY: what a member saved is private to them: only actor's own.
	if actor == nil || len(ids) == 0 {
		return map[int64]bool{}, nil
	}
	return store.IDSet(ctx, s.db, `SELECT job_id FROM saved_jobs WHERE user_id = ? AND job_id IN (?)`, actor.ID, ids)
}

func ownSaved(actor *accounts.User, userID int64) error {
	if err := canSave(actor); err != nil {
		return err
	}
	// SECURITY: a member's saved jobs are private to them.
	if actor.ID != userID {
		return apperr.New(apperr.Forbidden, MsgOwnSaved)
	}
	return nil
}

// ListSaved returns one page of userID's saved jobs, most recently saved
// first, closed ones included, hidden ones left out, in one statement (owners' cards with it);
// only the member themself may read it.
func (s *Service) ListSaved(ctx context.Context, actor *accounts.User, userID int64, first int, after string) (store.Page[*Job], error) {
	if err := ownSaved(actor, userID); err != nil {
		return store.Page[*Job]{}, err
	}
	type row struct {
		Job
		SavedAt time.Time `db:"saved_at"`
	}
	p, err := store.Paginate(ctx, s.db, store.PageQuery{
		Select: `SELECT ` + jobColumns + `, s.created_at AS saved_at, ` + ownerCard + ` FROM saved_jobs s
			JOIN jobs j ON j.id = s.job_id LEFT JOIN users u ON u.id = j.user_id`,
		// SECURITY: a saved job moderators hid leaves the list (but its own poster's).
		Where: []string{"s.user_id = ?", hidden.VisibleOrOwn("j", "user_id")}, Args: []any{userID, userID}, Order: newestSaved, First: first, After: after,
	}, func(r *row) []any { return []any{r.SavedAt.UTC(), r.ID} })
	out := store.MapPage(p, func(r *row) *Job {
		normalize(&r.Job)
		accounts.SetCardID(r.Job.Owner, r.Job.UserID)
		return &r.Job
	})
	return out, err
}

// SavedCount returns how many jobs userID saved (the dashboard's tile);
// only the member themself may know.
func (s *Service) SavedCount(ctx context.Context, actor *accounts.User, userID int64) (int, error) {
	if err := ownSaved(actor, userID); err != nil {
		return 0, err
	}
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM saved_jobs s JOIN jobs j ON j.id = s.job_id
		WHERE s.user_id = ? AND `+hidden.VisibleOrOwn("j", "user_id"), userID, userID)
	return n, err
}
