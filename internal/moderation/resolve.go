package moderation

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/notifications"
	"canvass/internal/queue"
	"canvass/internal/store"
)

// ResolveInput is a moderator's answer to the reports of one thing.
type ResolveInput struct {
	Action Action `json:"action"`
	Reason string `json:"reason"`
	// Days is a suspension's length; nil or 0 suspends for good.
	Days *int `json:"days"`
}

// Outcome is what a resolution did.
type Outcome struct {
	Action     Action     `json:"action"`
	TargetType TargetType `json:"targetType"`
	TargetID   int64      `json:"targetId"`
	// Resolved is how many open reports it closed.
	Resolved int `json:"resolved"`
	// Hidden is whether the thing is now hidden from everyone else.
	Hidden bool `json:"hidden"`
}

// Resolve answers report reportID (and every open report of the same
// thing) with a moderator's action and reason, writes it to the audit log
// and tells each reporter the outcome, without the moderator's name.
// Restore works on resolved reports too (taking a thing back up later).
func (s *Service) Resolve(ctx context.Context, actor *accounts.User, reportID int64, in ResolveInput) (*Outcome, error) {
	if err := s.RequireModerator(ctx, actor); err != nil {
		return nil, err
	}
	action, okAction := Actions.Parse(string(in.Action))
	a := Action(action)
	reason := strings.TrimSpace(in.Reason)
	var v apperr.Validation
	v.Check(okAction && (a == Dismiss || a == Hide || a == Restore || a == Warn || a == Suspend), "action", msgAction)
	v.Check(reason != "", "reason", msgActionReason)
	v.Check(utf8.RuneCountInString(reason) <= maxText, "reason", msgActionReasonLong)
	days := 0
	if in.Days != nil {
		days = *in.Days
	}
	v.Check(a != Suspend || (days >= 0 && days <= MaxSuspendDays), "days", msgDays)
	if err := v.Err(); err != nil {
		return nil, err
	}
	var rep Report
	err := s.db.Get(ctx, &rep, `SELECT `+reportCols+` FROM moderation_reports WHERE id = ?`, reportID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, msgReportNotFound)
	}
	if err != nil {
		return nil, err
	}
	tt, id := rep.TargetType, rep.TargetID
	subj, err := read(ctx, s.db, tt, id, 0)
	gone := apperr.CodeOf(err) == apperr.NotFound
	if err != nil && !gone {
		return nil, err
	}
	authorID := subj.AuthorID
	if gone {
		authorID = rep.AuthorID
	}
	if (a == Warn || a == Suspend) && authorID == nil {
		return nil, apperr.Field("action", msgNoAuthor)
	}
	if a == Suspend && *authorID == actor.ID {
		return nil, apperr.Field("action", msgSuspendSelf)
	}
	var daysPtr *int
	if a == Suspend && days > 0 {
		daysPtr = &days
	}
	now := s.now()
	out := &Outcome{Action: a, TargetType: tt, TargetID: id}
	changed := []TargetType{tt}
	var ended int64
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		if !gone {
			var err error
			switch a {
			case Dismiss, Warn:
				err = clearBits(ctx, tx, tt, id, hidden.HeldByReports)
			case Hide:
				err = setBits(ctx, tx, tt, id, hidden.ByModerators, reason)
				if err == nil {
					err = clearBits(ctx, tx, tt, id, hidden.HeldByReports)
				}
			case Restore:
				err = clearBits(ctx, tx, tt, id, hidden.ByModerators|hidden.HeldByReports)
				if err == nil && tt == TargetUser {
					var lifted bool
					lifted, err = s.lift(ctx, tx, id, nil)
					if lifted {
						changed = allTypes()
					}
				}
			case Suspend:
				err = clearBits(ctx, tx, tt, id, hidden.HeldByReports)
			}
			if err != nil {
				return err
			}
		}
		if a == Suspend {
			if err := s.suspend(ctx, tx, *authorID, reason, daysPtr, now); err != nil {
				return err
			}
			ended, changed = *authorID, allTypes()
		}
		if err := s.log(ctx, tx, actor, tt, id, authorID, a, reason, daysPtr, now); err != nil {
			return err
		}
		var reporters []struct {
			ID         int64  `db:"id"`
			ReporterID *int64 `db:"reporter_id"`
		}
		if err := tx.Select(ctx, &reporters, `SELECT id, reporter_id FROM moderation_reports
			WHERE target_type = ? AND target_id = ? AND status = 'open'`, string(tt), id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE moderation_reports SET status = 'resolved', outcome = ?, resolved_at = ?
			WHERE target_type = ? AND target_id = ? AND status = 'open'`, string(a), now, string(tt), id); err != nil {
			return err
		}
		out.Resolved = len(reporters)
		// The reporters learn the outcome; the moderator stays unnamed.
		for _, r := range reporters {
			if r.ReporterID == nil {
				continue
			}
			if _, err := s.opts.Notifications.Notify(ctx, tx, notifications.Event{UserID: *r.ReporterID, Kind: notifications.Moderation,
				Key: "report:" + strconv.FormatInt(r.ID, 10), Args: notifications.Args{Outcome: reporterOutcome(a, tt, subj), URL: "/notifications"}}); err != nil {
				return err
			}
		}
		// The author learns what was done to their content.
		if authorID != nil && (a == Hide || a == Warn) {
			if _, err := s.opts.Notifications.Notify(ctx, tx, notifications.Event{UserID: *authorID, Kind: notifications.Moderation,
				Key:  "action:" + string(a) + ":" + string(tt) + ":" + strconv.FormatInt(id, 10) + ":" + strconv.FormatInt(now.UnixMicro(), 10),
				Args: notifications.Args{Outcome: authorOutcome(a, tt, subj, reason), URL: targets[tt].path(id)}}); err != nil {
				return err
			}
		}
		if !gone {
			var h int
			if err := tx.Get(ctx, &h, `SELECT hidden FROM `+targets[tt].table+` WHERE id = ?`, id); err != nil {
				return err
			}
			out.Hidden = h != 0
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.changed(ctx, authorID, changed...)
	if ended != 0 && s.acc != nil {
		s.acc.EndSessions(ctx, ended)
	}
	return out, nil
}

func allTypes() []TargetType {
	return []TargetType{TargetJob, TargetVendor, TargetResource, TargetUser, TargetTeam, TargetMessage}
}

// named is how a notification names the thing: the noun and its title.
func named(tt TargetType, subj subject) string {
	n := targets[tt].noun
	if t := strings.TrimSpace(subj.Title); t != "" && tt != TargetMessage {
		if len(t) > 80 {
			t = string([]rune(t)[:60]) + "…"
		}
		n += " “" + t + "”"
	}
	return n
}

// reporterOutcome is what a reporter is told.
func reporterOutcome(a Action, tt TargetType, subj subject) string {
	thing := named(tt, subj)
	switch a {
	case Hide:
		return "Thank you for your report of " + thing + ". Moderators took it down."
	case Suspend:
		return "Thank you for your report of " + thing + ". Moderators took it down and suspended its author."
	case Warn:
		return "Thank you for your report of " + thing + ". Moderators warned its author."
	default:
		return "Thank you for your report of " + thing + ". Moderators reviewed it and found it within our rules."
	}
}

// authorOutcome is what the author is told of a hide or a warning.
func authorOutcome(a Action, tt TargetType, subj subject, reason string) string {
	if a == Hide {
		return "Moderators hid " + strings.Replace(named(tt, subj), "the ", "your ", 1) + ". Reason: " + reason
	}
	return "Moderators warned you about " + strings.Replace(named(tt, subj), "the ", "your ", 1) + ". Reason: " + reason
}

// suspend suspends userID (days nil: for good): they cannot sign in, their
// sessions end (session_epoch), and everything they wrote is hidden while
// it lasts. A timed suspension ends by a queued job.
func (s *Service) suspend(ctx context.Context, tx *store.Tx, userID int64, reason string, days *int, now time.Time) error {
	var until *time.Time
	if days != nil {
		t := now.Add(time.Duration(*days) * 24 * time.Hour)
		until = &t
	}
	if _, err := tx.Exec(ctx, `UPDATE users SET suspended_at = ?, suspended_until = ?, suspension_reason = ?, session_epoch = session_epoch + 1
		WHERE id = ?`, now, until, reason, userID); err != nil {
		return err
	}
	if err := s.markAuthor(ctx, tx, userID, true); err != nil {
		return err
	}
	if until != nil && s.opts.Queue != nil {
		if _, err := s.opts.Queue.Enqueue(ctx, tx, LiftArgs{UserID: userID, Until: *until}, &queue.InsertOpts{ScheduledAt: *until}); err != nil {
			return err
		}
	}
	return nil
}

// markAuthor sets (or clears) the author-suspended bit on everything
// userID wrote and on their profile.
func (s *Service) markAuthor(ctx context.Context, tx *store.Tx, userID int64, on bool) error {
	for _, tt := range allTypes() {
		tg := targets[tt]
		where := tg.authorCol + " = ?"
		if tt == TargetTeam {
			where = "id IN (SELECT team_id FROM team_members WHERE user_id = ? AND role = 'owner')"
		}
		q := `UPDATE ` + tg.table + ` SET hidden_reason = CASE WHEN hidden = 0 THEN ? ELSE hidden_reason END, hidden = hidden | ` + strconv.Itoa(hidden.AuthorSuspended) + ` WHERE ` + where
		args := []any{msgAuthorSuspended, userID}
		if !on {
			q = `UPDATE ` + tg.table + ` SET hidden = hidden & ` + strconv.Itoa(^hidden.AuthorSuspended&7) + `,
				hidden_reason = CASE WHEN hidden & ` + strconv.Itoa(^hidden.AuthorSuspended&7) + ` = 0 THEN NULL ELSE hidden_reason END
				WHERE hidden & ` + strconv.Itoa(hidden.AuthorSuspended) + ` <> 0 AND ` + where
			args = []any{userID}
		}
		if _, err := tx.Exec(ctx, q, args...); err != nil {
			return fmt.Errorf("moderation: %s: %w", tg.table, err)
		}
	}
	return nil
}

const msgAuthorSuspended = "Its author is suspended."

// lift ends userID's suspension (only the one ending at until, when until
// is set: a newer suspension is left alone) and brings their content back.
func (s *Service) lift(ctx context.Context, tx *store.Tx, userID int64, until *time.Time) (bool, error) {
	q := `UPDATE users SET suspended_at = NULL, suspended_until = NULL, suspension_reason = NULL WHERE id = ? AND suspended_at IS NOT NULL`
	args := []any{userID}
	if until != nil {
		q += ` AND suspended_until = ?`
		args = append(args, *until)
	}
	res, err := tx.Exec(ctx, q, args...)
	if err != nil {
		return false, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return false, nil
	}
	return true, s.markAuthor(ctx, tx, userID, false)
}

// LiftArgs ends a timed suspension when it runs out.
type LiftArgs struct {
	UserID int64     `json:"user_id"`
	Until  time.Time `json:"until"`
}

// Kind names the job.
func (LiftArgs) Kind() string { return "moderation.lift" }

type liftWorker struct {
	queue.WorkerDefaults[LiftArgs]
	s *Service
}

// Work lifts the suspension if it is still the one that ends now.
func (w *liftWorker) Work(ctx context.Context, job *queue.Job[LiftArgs]) error {
	s := w.s
	until := job.Args.Until.UTC().Truncate(time.Microsecond)
	lifted := false
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		var err error
		if lifted, err = s.lift(ctx, tx, job.Args.UserID, &until); err != nil || !lifted {
			return err
		}
		uid := job.Args.UserID
		return s.log(ctx, tx, nil, TargetUser, uid, &uid, Lift, "The suspension ran out.", nil, s.now())
	})
	if err == nil && lifted {
		uid := job.Args.UserID
		s.changed(ctx, &uid, allTypes()...)
	}
	return err
}
