package moderation

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/notifications"
	"canvass/internal/queue"
	"canvass/internal/ratelimit"
	"canvass/internal/store"
)

// reporterLock serializes one reporter's reports (ratelimit.Rule.Lock: a
// transaction-scoped advisory lock on PostgreSQL; SQLite has one writer).
var reporterLock = ratelimit.Rule{Table: "moderation_reports"}

// The rules' numbers (docs/trust.md).
const (
	// ReportsPerDay is how many reports one member may send in 24 hours.
	ReportsPerDay = 20
	// HoldAfter reports by different members with accounts older than
	// HoldAccountAge hide a thing until a moderator looks.
	HoldAfter      = 3
	HoldAccountAge = 7 * 24 * time.Hour
	// MaxSuspendDays is the longest suspension with an end; longer is for good.
	MaxSuspendDays = 3650
	maxText        = 1000
	// QueueSize is the most things the queue shows at once.
	QueueSize = 50
)

// Messages (the issue gives none; docs/trust.md lists them).
const (
	msgSignInToReport   = "Sign in to report content."
	msgTargetType       = "Choose what you are reporting."
	msgTargetNotFound   = "We could not find that. It may have been removed."
	msgReportOwn        = "You cannot report your own content."
	msgReason           = "Choose a reason for your report."
	msgDetailsLong      = "Details must be at most 1000 characters."
	msgReportLimit      = "You can send up to %d reports a day. Please try again tomorrow."
	msgNotModerator     = "Only moderators can do that."
	msgSignIn           = "Sign in to continue."
	msgAction           = "Choose dismiss, hide, restore, warn or suspend."
	msgActionReason     = "Give a reason for this action."
	msgActionReasonLong = "The reason must be at most 1000 characters."
	msgDays             = "Suspend for 1 to 3650 days, or leave the days empty to suspend for good."
	msgReportNotFound   = "Report not found."
	msgNoAuthor         = "This content has no author left to warn or suspend."
	msgSuspendSelf      = "You cannot suspend yourself."
	// MsgHeldReason is the reason shown on a thing held after reports.
	MsgHeldReason = "Reported by several members; hidden until a moderator reviews it."
)

// Options wire the service to the rest of the app.
type Options struct {
	Notifications *notifications.Service
	// Queue runs the end of timed suspensions (nil: they end only when a
	// moderator restores the member, or at the next sign-in check).
	Queue *queue.Queue
	// Changed is told after the hidden bits of tt's rows by authorID (0:
	// unknown) changed, so lists can forget what they cached (facets) and
	// conversations can re-read what their members may see.
	Changed func(ctx context.Context, tt TargetType, authorID int64)
}

// Service holds trust and safety's rules.
type Service struct {
	db   *store.DB
	acc  *accounts.Service
	role *accounts.SiteRole
	opts Options
	now  func() time.Time
}

// NewService returns the moderation service.
func NewService(db *store.DB, acc *accounts.Service, opts Options) *Service {
	s := &Service{db: db, acc: acc, role: accounts.NewSiteRole(db, "moderators"), opts: opts, now: store.Now}
	if opts.Queue != nil {
		queue.AddWorker(opts.Queue, &liftWorker{s: s})
	}
	return s
}

// SetClock replaces the service's clock (tests).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// Role is the moderator role (the command line grants it).
func (s *Service) Role() *accounts.SiteRole { return s.role }

// IsModerator reports whether u (nil for visitors) is a moderator.
func (s *Service) IsModerator(ctx context.Context, u *accounts.User) (bool, error) {
	return s.role.Has(ctx, u)
}

// RequireModerator is the permission check of every moderator read and
// action: UNAUTHENTICATED for visitors, FORBIDDEN for members.
func (s *Service) RequireModerator(ctx context.Context, actor *accounts.User) error {
	// SECURITY: read from the database on every call, so a revoked
	// moderator loses the queue at once.
	if actor == nil {
		return apperr.New(apperr.Unauthenticated, msgSignIn)
	}
	ok, err := s.IsModerator(ctx, actor)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.New(apperr.Forbidden, msgNotModerator)
	}
	return nil
}

func (s *Service) changed(ctx context.Context, authorID *int64, types ...TargetType) {
	if s.opts.Changed == nil {
		return
	}
	var id int64
	if authorID != nil {
		id = *authorID
	}
	for _, t := range types {
		s.opts.Changed(context.WithoutCancel(ctx), t, id)
	}
}

// ReportInput is a member's report.
type ReportInput struct {
	TargetType TargetType `json:"targetType"`
	TargetID   int64      `json:"targetId"`
	Reason     Reason     `json:"reason"`
	Details    string     `json:"details"`
}

// Report files actor's report of a thing they can see. The same open
// report again answers the existing one (created false). A thing reported
// by HoldAfter members whose accounts are older than HoldAccountAge is
// held (hidden) until a moderator looks.
func (s *Service) Report(ctx context.Context, actor *accounts.User, in ReportInput) (r *Report, created bool, err error) {
	// SECURITY: members only; what they report must be something they can
	// see (a message sent to them, a team they belong to).
	if actor == nil {
		return nil, false, apperr.New(apperr.Unauthenticated, msgSignInToReport)
	}
	tt, okType := TargetTypes.Parse(string(in.TargetType))
	reason, okReason := ReportReasons.Parse(string(in.Reason))
	details := strings.TrimSpace(in.Details)
	var v apperr.Validation
	v.Check(okType, "targetType", msgTargetType)
	v.Check(okReason, "reason", msgReason)
	v.Check(utf8.RuneCountInString(details) <= maxText, "details", msgDetailsLong)
	if err := v.Err(); err != nil {
		return nil, false, err
	}
	in.TargetType, in.Reason, in.Details = TargetType(tt), Reason(reason), details
	if in.TargetID <= 0 {
		return nil, false, apperr.New(apperr.NotFound, msgTargetNotFound)
	}
	subj, err := read(ctx, s.db, in.TargetType, in.TargetID, actor.ID)
	if err != nil {
		return nil, false, err
	}
	if subj.AuthorID != nil && *subj.AuthorID == actor.ID {
		return nil, false, apperr.Field("targetId", msgReportOwn)
	}
	held := false
	now := s.now()
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		// SECURITY: the reporter's lock serializes their reports (on any
		// process), so concurrent reports of different things cannot all
		// pass one count of ReportsPerDay.
		if err := reporterLock.Lock(ctx, tx, actor.ID); err != nil {
			return err
		}
		// SECURITY: the thing's row lock (a no-op write) serializes its
		// reports, so concurrent reports cannot each count too few for a hold.
		if _, err := tx.Exec(ctx, `UPDATE `+targets[in.TargetType].table+` SET hidden = hidden WHERE id = ?`, in.TargetID); err != nil {
			return err
		}
		var existing Report
		err := tx.Get(ctx, &existing, `SELECT `+reportCols+` FROM moderation_reports
			WHERE reporter_id = ? AND target_type = ? AND target_id = ? AND status = 'open'`, actor.ID, string(in.TargetType), in.TargetID)
		if err == nil {
			r = &existing
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		var today int
		if err := tx.Get(ctx, &today, `SELECT COUNT(*) FROM moderation_reports WHERE reporter_id = ? AND created_at > ?`,
			actor.ID, now.Add(-24*time.Hour)); err != nil {
			return err
		}
		if today >= ReportsPerDay {
			return &apperr.Error{Code: apperr.RateLimited, Message: fmt.Sprintf(msgReportLimit, ReportsPerDay), RetryAfter: 3600}
		}
		var id int64
		err = tx.Get(ctx, &id, `INSERT INTO moderation_reports (target_type, target_id, author_id, reporter_id, reason, details, snapshot, status, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?)
			ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'open' DO NOTHING RETURNING id`,
			string(in.TargetType), in.TargetID, subj.AuthorID, actor.ID, string(in.Reason), in.Details, subj.snapshot(), now)
		if errors.Is(err, sql.ErrNoRows) { // the same report, sent twice at once
			if err := tx.Get(ctx, &existing, `SELECT `+reportCols+` FROM moderation_reports
				WHERE reporter_id = ? AND target_type = ? AND target_id = ? AND status = 'open'`, actor.ID, string(in.TargetType), in.TargetID); err != nil {
				return err
			}
			r = &existing
			return nil
		}
		if err != nil {
			return err
		}
		created = true
		var got Report
		if err := tx.Get(ctx, &got, `SELECT `+reportCols+` FROM moderation_reports WHERE id = ?`, id); err != nil {
			return err
		}
		r = &got
		held, err = s.holdIfReported(ctx, tx, in.TargetType, in.TargetID, subj, now)
		return err
	})
	if err != nil {
		return nil, false, err
	}
	if held {
		s.changed(ctx, subj.AuthorID, in.TargetType)
	}
	r.normalize()
	return r, created, nil
}

// holdIfReported hides a visible thing once HoldAfter different members
// with accounts older than HoldAccountAge reported it (open reports only:
// a moderator's dismissal resolves them, so the thing stays up until three
// new reports arrive), and logs the hold.
func (s *Service) holdIfReported(ctx context.Context, tx *store.Tx, tt TargetType, id int64, subj subject, now time.Time) (bool, error) {
	if subj.Hidden&hidden.HeldByReports != 0 {
		return false, nil
	}
	var n int
	if err := tx.Get(ctx, &n, `SELECT COUNT(DISTINCT r.reporter_id) FROM moderation_reports r JOIN users u ON u.id = r.reporter_id
		WHERE r.target_type = ? AND r.target_id = ? AND r.status = 'open' AND u.created_at < ?`,
		string(tt), id, now.Add(-HoldAccountAge)); err != nil {
		return false, err
	}
	if n < HoldAfter {
		return false, nil
	}
	if err := setBits(ctx, tx, tt, id, hidden.HeldByReports, MsgHeldReason); err != nil {
		return false, err
	}
	return true, s.log(ctx, tx, nil, tt, id, subj.AuthorID, AutoHide, fmt.Sprintf("Reported by %d members.", n), nil, now)
}

// setBits sets bits on row id of tt; reason becomes what its author is
// shown unless it was hidden already for another reason.
func setBits(ctx context.Context, q store.Queryer, tt TargetType, id int64, bits int, reason string) error {
	tg := targets[tt]
	_, err := q.Exec(ctx, `UPDATE `+tg.table+` SET hidden_reason = CASE WHEN hidden = 0 OR ? = 1 THEN ? ELSE hidden_reason END,
		hidden = hidden | ? WHERE id = ?`, bits&hidden.ByModerators, reason, bits, id)
	return err
}

// clearBits clears bits on row id of tt (its reason goes with the last bit).
func clearBits(ctx context.Context, q store.Queryer, tt TargetType, id int64, bits int) error {
	tg := targets[tt]
	_, err := q.Exec(ctx, `UPDATE `+tg.table+` SET hidden = hidden & ?, hidden_reason = CASE WHEN hidden & ? = 0 THEN NULL ELSE hidden_reason END
		WHERE id = ?`, ^bits&7, ^bits&7, id)
	return err
}

// log writes one audit line. moderator nil: the system (a hold, the end of
// a suspension).
func (s *Service) log(ctx context.Context, q store.Queryer, moderator *accounts.User, tt TargetType, id int64, authorID *int64, a Action, reason string, days *int, now time.Time) error {
	var modID *int64
	modName := ""
	if moderator != nil {
		modID, modName = &moderator.ID, moderator.Username
	}
	_, err := q.Exec(ctx, `INSERT INTO moderation_actions (moderator_id, moderator_username, target_type, target_id, author_id, author_username, action, reason, days, created_at)
		VALUES (?, ?, ?, ?, ?, COALESCE((SELECT username FROM users WHERE id = ?), ''), ?, ?, ?, ?)`,
		modID, modName, string(tt), id, authorID, authorID, string(a), reason, days, now)
	return err
}

// LogDecision writes a decision taken elsewhere (verification) to the
// audit log, in the caller's transaction.
func (s *Service) LogDecision(ctx context.Context, q store.Queryer, moderator *accounts.User, targetType string, id int64, authorID *int64, action, reason string) error {
	return s.log(ctx, q, moderator, TargetType(targetType), id, authorID, Action(action), reason, nil, s.now())
}

const reportCols = `id, target_type, target_id, author_id, reporter_id, reason, details, snapshot, status, outcome, created_at, resolved_at`

func (r *Report) normalize() {
	r.CreatedAt = r.CreatedAt.UTC()
	if r.ResolvedAt != nil {
		t := r.ResolvedAt.UTC()
		r.ResolvedAt = &t
	}
}
