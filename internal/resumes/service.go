package resumes

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
)

// Storage (migration 0122): a row of resumes is a member's profile résumé
// (application_id NULL, at most one per member) or the copy sent with one
// application (at most one each). Rows go with their member (user_id ON
// DELETE CASCADE: deleting an account deletes its résumés) and with their
// application (a deleted job's applications take their résumés along). An
// application that sends the profile's résumé gets a copy of its bytes, so
// replacing or removing the profile's résumé never changes what a poster was
// sent. The bytes are the last column: lists read the other columns only.

// ProfileURL is where a member downloads their own profile résumé.
const ProfileURL = "/api/user/resume"

// ApplicationURL is where application appID of job jobID's résumé downloads.
func ApplicationURL(jobID, appID int64) string {
	return "/api/jobs/" + strconv.FormatInt(jobID, 10) + "/applications/" + strconv.FormatInt(appID, 10) + "/resume"
}

// Service keeps profile résumés and serves every résumé's download.
type Service struct {
	db  *store.DB
	now func() time.Time
}

// NewService returns the résumé service.
func NewService(db *store.DB) *Service { return &Service{db: db, now: store.Now} }

const infoColumns = `r.file_name, r.size, r.created_at`

// Profile returns userID's profile résumé (nil when none). Only the member
// themself may know it: for anyone else it is nil.
func (s *Service) Profile(ctx context.Context, actor *accounts.User, userID int64) (*Info, error) {
	// SECURITY: a member's résumé is theirs alone (and the posters' of the
	// jobs it was sent to, through the applications).
	if actor == nil || actor.ID != userID {
		return nil, nil
	}
	var in Info
	err := s.db.Get(ctx, &in, `SELECT `+infoColumns+` FROM resumes r WHERE r.user_id = ? AND r.application_id IS NULL`, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	in.UploadedAt, in.URL = in.UploadedAt.UTC(), ProfileURL
	return &in, nil
}

// SetProfile checks the upload and makes it actor's profile résumé,
// replacing any (applications already sent keep theirs).
func (s *Service) SetProfile(ctx context.Context, actor *accounts.User, up Upload) (*Info, error) {
	// SECURITY: the signed-in member's own profile only.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLogin)
	}
	c, err := Check(ctx, up)
	if err != nil {
		return nil, err
	}
	now := s.now()
	if _, err := s.db.Exec(ctx, `INSERT INTO resumes (user_id, application_id, file_name, size, created_at, data) VALUES (?, NULL, ?, ?, ?, ?)
		ON CONFLICT (user_id) WHERE application_id IS NULL
		DO UPDATE SET file_name = excluded.file_name, size = excluded.size, created_at = excluded.created_at, data = excluded.data`,
		actor.ID, c.FileName, len(c.Data), now, c.Data); err != nil {
		return nil, err
	}
	return &Info{FileName: c.FileName, Size: int64(len(c.Data)), UploadedAt: now.UTC(), URL: ProfileURL}, nil
}

// RemoveProfile removes actor's profile résumé (none: nothing happens).
func (s *Service) RemoveProfile(ctx context.Context, actor *accounts.User) error {
	// SECURITY: the signed-in member's own profile only.
	if actor == nil {
		return apperr.New(apperr.Unauthenticated, MsgLogin)
	}
	_, err := s.db.Exec(ctx, `DELETE FROM resumes WHERE user_id = ? AND application_id IS NULL`, actor.ID)
	return err
}

// ProfileFile returns actor's profile résumé with its bytes (NOT_FOUND when
// none).
func (s *Service) ProfileFile(ctx context.Context, actor *accounts.User) (*File, error) {
	// SECURITY: the signed-in member's own only.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLogin)
	}
	return s.file(ctx, ProfileURL, `SELECT `+infoColumns+`, r.data FROM resumes r WHERE r.user_id = ? AND r.application_id IS NULL`, actor.ID)
}

// ApplicationFile returns the résumé sent with application appID of job
// jobID, with its bytes, to the applicant and the job's poster. For anyone
// else (visitors included), for an application of another job, and when the
// application has none, it is NOT_FOUND: its existence is not theirs to
// learn.
func (s *Service) ApplicationFile(ctx context.Context, actor *accounts.User, jobID, appID int64) (*File, error) {
	// SECURITY: the applicant and the job's poster only, in the statement
	// itself; everyone else learns nothing (404, never 401 or 403).
	if actor == nil {
		return nil, apperr.New(apperr.NotFound, MsgNotFound)
	}
	return s.file(ctx, ApplicationURL(jobID, appID), `SELECT `+infoColumns+`, r.data FROM resumes r
		JOIN job_applications a ON a.id = r.application_id JOIN jobs j ON j.id = a.job_id
		WHERE a.id = ? AND a.job_id = ? AND (a.user_id = ? OR j.user_id = ?)`, appID, jobID, actor.ID, actor.ID)
}

func (s *Service) file(ctx context.Context, u, q string, args ...any) (*File, error) {
	var f File
	err := s.db.Get(ctx, &f, q, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, MsgNotFound)
	}
	if err != nil {
		return nil, err
	}
	f.UploadedAt, f.URL = f.UploadedAt.UTC(), u
	return &f, nil
}

// Attach stores c as the résumé of application appID of userID, in the
// application's transaction.
func Attach(ctx context.Context, tx store.Queryer, userID, appID int64, c *Checked, now time.Time) (*Info, error) {
	if _, err := tx.Exec(ctx, `INSERT INTO resumes (user_id, application_id, file_name, size, created_at, data) VALUES (?, ?, ?, ?, ?, ?)`,
		userID, appID, c.FileName, len(c.Data), now, c.Data); err != nil {
		return nil, err
	}
	return &Info{FileName: c.FileName, Size: int64(len(c.Data)), UploadedAt: now.UTC()}, nil
}

// AttachProfile copies userID's profile résumé, if any, to application
// appID, in the application's transaction (nil when there is none).
func AttachProfile(ctx context.Context, tx store.Queryer, userID, appID int64, now time.Time) (*Info, error) {
	var in Info
	err := tx.Get(ctx, &in, `INSERT INTO resumes (user_id, application_id, file_name, size, created_at, data)
		SELECT user_id, ?, file_name, size, ?, data FROM resumes WHERE user_id = ? AND application_id IS NULL
		RETURNING file_name, size`, appID, now, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	in.UploadedAt = now.UTC()
	return &in, nil
}
