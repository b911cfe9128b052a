package jobs

// Application stages (issue 27, docs/hiring.md): the poster moves an
// application through Applied, Reviewing, Interview, Offer, Hired or Not
// selected and keeps a private note on it; the applicant may withdraw. Every
// move past Applied tells the applicant (a notification in the move's
// transaction, and StageMoved's email).

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/enum"
	"canvass/internal/notifications"
	"canvass/internal/store"
)

// Stage is where an application stands.
type Stage string

// The stages, in the order the poster's board shows them.
const (
	Applied     Stage = "applied"
	Reviewing   Stage = "reviewing"
	Interview   Stage = "interview"
	Offer       Stage = "offer"
	Hired       Stage = "hired"
	NotSelected Stage = "not_selected"
	Withdrawn   Stage = "withdrawn" // by the applicant only
)

// Stages is the enum of stages: GraphQL names, stored (REST) values, labels.
var Stages = enum.New("ApplicationStage",
	enum.V("APPLIED", string(Applied), "Applied").Badge("gray"),
	enum.V("REVIEWING", string(Reviewing), "Reviewing").Badge("blue"),
	enum.V("INTERVIEW", string(Interview), "Interview").Badge("purple"),
	enum.V("OFFER", string(Offer), "Offer").Badge("orange"),
	enum.V("HIRED", string(Hired), "Hired").Badge("green"),
	enum.V("NOT_SELECTED", string(NotSelected), "Not selected").Badge("red"),
	enum.V("WITHDRAWN", string(Withdrawn), "Withdrawn").Badge("gray"))

func (s Stage) MarshalGQL(w io.Writer)    { Stages.MarshalGQL(w, string(s)) }
func (s *Stage) UnmarshalGQL(v any) error { return enum.Unmarshal(Stages, s, v) }

// Label is the stage as people read it ("Not selected").
func (s Stage) Label() string { return Stages.Label(string(s)) }

// Messages of the stage rules.
const (
	MsgAppNotFound     = "Application not found."
	MsgStage           = "Choose a stage: applied, reviewing, interview, offer, hired or not_selected."
	MsgPosterOnlyStage = "Only the person who posted this job can move its applications."
	MsgWithdrawnFinal  = "This application was withdrawn; it can no longer be moved."
	MsgApplicantOnly   = "Only the applicant can withdraw an application."
	MsgNoteTooLong     = "Note must be at most 2,000 characters."
	MsgNoteMissing     = "Send the note as text (an empty one clears it)."
	MsgNoteNUL         = "Note cannot contain NUL characters."
)

// MaxNote is the length of the poster's private note, in characters.
const MaxNote = 2000

// appRow is an application with its job's title and poster, the rules' input.
type appRow struct {
	Application
	OwnerID  int64  `db:"owner_id"`
	JobTitle string `db:"job_title"`
}

// appColumns are an application's columns and its résumé's description,
// read FROM appFrom.
const appColumns = `a.id, a.job_id, a.user_id, a.message, a.created_at, a.stage, a.updated_at, a.note,
	r.file_name AS resume_name, r.size AS resume_size, r.created_at AS resume_at`

// appFrom is job_applications a with its résumé r, if any (never its bytes).
const appFrom = `job_applications a LEFT JOIN resumes r ON r.application_id = a.id`

// application reads application appID of job jobID through q (NOT_FOUND
// when it is not that job's; jobID 0: whichever job it is of).
func application(ctx context.Context, q store.Queryer, jobID, appID int64) (*appRow, error) {
	var r appRow
	err := q.Get(ctx, &r, `SELECT `+appColumns+`, j.user_id AS owner_id, j.title AS job_title
		FROM `+appFrom+` JOIN jobs j ON j.id = a.job_id WHERE a.id = ? AND (a.job_id = ? OR ? = 0)`, appID, jobID, jobID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, MsgAppNotFound)
	}
	if err != nil {
		return nil, err
	}
	r.normalize()
	return &r, nil
}

// ParseStage reads a stage by its stored or GraphQL name ("" is not one).
func ParseStage(v string) (Stage, bool) {
	s, ok := Stages.Parse(strings.TrimSpace(v))
	return Stage(s), ok
}

// MoveApplication puts application appID of job jobID at stage; only the
// job's poster may. Moving to where it is changes nothing (and tells no
// one); a withdrawn application stays withdrawn.
func (s *Service) MoveApplication(ctx context.Context, actor *accounts.User, jobID, appID int64, stage string) (*Application, error) {
	// SECURITY: signed in, then the poster of this job only.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToSee)
	}
	to, ok := ParseStage(stage)
	if !ok || to == Withdrawn {
		return nil, apperr.Field("stage", MsgStage)
	}
	var out *Application
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		r, err := application(ctx, tx, jobID, appID)
		if err != nil {
			return err
		}
		if r.OwnerID != actor.ID {
			if r.UserID == actor.ID {
				return apperr.New(apperr.Forbidden, MsgPosterOnlyStage)
			}
			return apperr.New(apperr.NotFound, MsgAppNotFound) // another member: no such application
		}
		out = &r.Application
		if r.Stage == to {
			return nil
		}
		if r.Stage == Withdrawn {
			return apperr.New(apperr.Conflict, MsgWithdrawnFinal)
		}
		now := s.now()
		if _, err := tx.Exec(ctx, `UPDATE job_applications SET stage = ?, updated_at = ? WHERE id = ?`, string(to), now, appID); err != nil {
			return err
		}
		out.Stage, out.UpdatedAt = to, now.UTC()
		if to == Applied {
			return nil // back to the start: nothing to tell
		}
		// SECURITY: never about a job the applicant may no longer see is
		// moot here: the job exists (its row was read in this transaction).
		// One notification per move: the key names the stage and the time.
		if _, err := s.notify.Notify(ctx, tx, notifications.Event{
			UserID: r.UserID, Kind: notifications.ApplicationStage, ActorID: actor.ID, JobID: jobID, SubjectID: appID,
			Key:  "stage:" + strconv.FormatInt(appID, 10) + ":" + string(to) + ":" + strconv.FormatInt(now.UnixNano(), 10),
			Args: notifications.Args{Job: r.JobTitle, Stage: to.Label()},
		}); err != nil {
			return err
		}
		if s.StageMoved != nil {
			return s.StageMoved(ctx, tx, StageMove{Application: *out, JobTitle: r.JobTitle})
		}
		return nil
	})
	return out, err
}

// StageMove is one move of an application, for StageMoved.
type StageMove struct {
	Application
	JobTitle string
}

// WithdrawApplication withdraws actor's application appID to job jobID.
// Withdrawing twice is withdrawing once. The poster is not notified (the
// application shows as Withdrawn on their board).
func (s *Service) WithdrawApplication(ctx context.Context, actor *accounts.User, jobID, appID int64) (*Application, error) {
	// SECURITY: the applicant only.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToApply)
	}
	var out *Application
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		r, err := application(ctx, tx, jobID, appID)
		if err != nil {
			return err
		}
		if r.UserID != actor.ID {
			if r.OwnerID == actor.ID {
				return apperr.New(apperr.Forbidden, MsgApplicantOnly)
			}
			return apperr.New(apperr.NotFound, MsgAppNotFound)
		}
		out = &r.Application
		if r.Stage == Withdrawn {
			return nil
		}
		now := s.now()
		out.Stage, out.UpdatedAt = Withdrawn, now.UTC()
		_, err = tx.Exec(ctx, `UPDATE job_applications SET stage = ?, updated_at = ? WHERE id = ?`, string(Withdrawn), now, appID)
		return err
	})
	return out, err
}

// SetApplicationNote keeps the poster's private note on application appID.
func (s *Service) SetApplicationNote(ctx context.Context, actor *accounts.User, jobID, appID int64, note string) (*Application, error) {
	// SECURITY: the poster only; the applicant never reads the note.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToSee)
	}
	note = strings.TrimSpace(note)
	if utf8.RuneCountInString(note) > MaxNote {
		return nil, apperr.Field("note", MsgNoteTooLong)
	}
	if strings.ContainsRune(note, 0) || !utf8.ValidString(note) {
		return nil, apperr.Field("note", MsgNoteNUL)
	}
	r, err := application(ctx, s.db, jobID, appID)
	if err != nil {
		return nil, err
	}
	if r.OwnerID != actor.ID {
		if r.UserID == actor.ID {
			return nil, apperr.New(apperr.Forbidden, MsgPosterOnlyStage)
		}
		return nil, apperr.New(apperr.NotFound, MsgAppNotFound)
	}
	if _, err := s.db.Exec(ctx, `UPDATE job_applications SET note = ? WHERE id = ?`, note, appID); err != nil {
		return nil, err
	}
	r.Note = note
	return &r.Application, nil
}

// StageCount is how many of a job's applications stand at one stage.
type StageCount struct {
	Stage Stage `db:"stage" json:"stage"`
	Count int   `db:"n" json:"count"`
}

// StageCounts returns, for the poster of job jobID, how many applications
// stand at each stage, every stage listed in order (one statement).
func (s *Service) StageCounts(ctx context.Context, actor *accounts.User, jobID int64) ([]StageCount, error) {
	// SECURITY: the poster only.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToSee)
	}
	var rows []StageCount
	if err := s.db.Select(ctx, &rows, `SELECT a.stage, COUNT(*) AS n FROM job_applications a JOIN jobs j ON j.id = a.job_id
		WHERE a.job_id = ? AND j.user_id = ? GROUP BY a.stage`, jobID, actor.ID); err != nil {
		return nil, err
	}
	if len(rows) == 0 { // none, or not the poster's: tell which
		j, err := s.Get(ctx, jobID)
		if err != nil {
			return nil, err
		}
		if !j.OwnedBy(actor) {
			return nil, apperr.New(apperr.Forbidden, MsgOwnerOnlyApps)
		}
	}
	n := map[Stage]int{}
	for _, r := range rows {
		n[r.Stage] = r.Count
	}
	out := make([]StageCount, 0, len(Stages.Values()))
	for _, v := range Stages.Values() {
		out = append(out, StageCount{Stage: Stage(v), Count: n[Stage(v)]})
	}
	return out, nil
}

func (a *Application) normalize() {
	a.CreatedAt, a.UpdatedAt = a.CreatedAt.UTC(), a.CreatedAt.UTC()
	if a.Moved != nil { // rows written before stages have none
		a.UpdatedAt = a.Moved.UTC()
	}
}
