package notifications

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/events"
	"canvass/internal/store"
)

// Messages.
const (
	MsgNotFound   = "Notification not found"
	MsgLoginToSee = "Log in to see your notifications"
)

// Service is the notification centre.
type Service struct {
	db     *store.DB
	events events.Broker
	now    func() time.Time
	log    *slog.Logger
}

// NewService returns the notification centre; broker carries the live
// events (nil: none, for tests of other packages).
func NewService(db *store.DB, broker events.Broker, log *slog.Logger) *Service {
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &Service{db: db, events: broker, now: store.Now, log: log}
}

// Event is something a member is told about.
type Event struct {
	// UserID is the member told.
	UserID int64
	Kind   Kind
	// Key names the event, unique per member and kind ("application:42"):
	// notifying the same event twice (a retried request, a second process)
	// creates one notification.
	Key string
	// ActorID is the member whose action this is (0: nobody, the system).
	// Nobody is told about their own action, and a member who blocked the
	// actor does not see it.
	ActorID int64
	// JobID and TeamID are what it is about (0: none): deleting either
	// deletes the notification, and a team's notification is shown only
	// while the member belongs to the team.
	JobID, TeamID int64
	// SubjectID is another record it is about (a saved search), for Forget.
	SubjectID int64
	// Args fill the kind's wording.
	Args Args
}

// Notify creates e's notification in q (the caller's transaction, or the
// database) unless it exists already, and tells the member's live
// subscriptions once q commits. It reports whether it created one. A nil
// Service notifies nobody.
func (s *Service) Notify(ctx context.Context, q store.Queryer, e Event) (bool, error) {
	if s == nil {
		return false, nil
	}
	// SECURITY: never notify someone about their own action.
	if e.UserID == 0 || e.UserID == e.ActorID {
		return false, nil
	}
	if _, ok := wording[e.Kind]; !ok {
		return false, fmt.Errorf("notifications: unknown kind %q", e.Kind)
	}
	if strings.TrimSpace(e.Key) == "" {
		return false, errors.New("notifications: an event needs a key")
	}
	title, url := render(e.Kind, e.Args, e.JobID, e.TeamID)
	var id int64
	get := q.Get
	if db, ok := q.(*store.DB); ok {
		get = db.GetW // outside a transaction: the write pool
	}
	err := get(ctx, &id, `INSERT INTO notifications (user_id, kind, event_key, actor_id, job_id, team_id, subject_id, title, url, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_id, kind, event_key) DO NOTHING RETURNING id`,
		e.UserID, string(e.Kind), e.Key, nullID(e.ActorID), nullID(e.JobID), nullID(e.TeamID), nullID(e.SubjectID), title, url, s.now())
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil // told already
	}
	if err != nil {
		return false, err
	}
	return true, s.publish(ctx, q, events.Event{Kind: events.KindNotification, UserIDs: []int64{e.UserID}, NotificationID: id})
}

// publish sends ev when q's changes are committed: on PostgreSQL NOTIFY in
// the transaction is delivered at commit; the in-process broker delivers at
// once, so in a transaction it waits for the commit (subscribers read the
// row back).
func (s *Service) publish(ctx context.Context, q store.Queryer, ev events.Event) error {
	if s.events == nil {
		return nil
	}
	if tx, ok := q.(*store.Tx); ok && q.Dialect() == store.Postgres {
		return s.events.Publish(ctx, tx, ev)
	}
	send := func() {
		if err := s.events.Publish(context.WithoutCancel(ctx), nil, ev); err != nil {
			s.log.WarnContext(ctx, "notifications: publish event", "err", err)
		}
	}
	if tx, ok := q.(*store.Tx); ok {
		tx.AfterCommit(send)
		return nil
	}
	send()
	return nil
}

func nullID(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

// Forget deletes the notifications of kind about subject id (a saved search
// that was deleted), in q.
func Forget(ctx context.Context, q store.Queryer, k Kind, subjectID int64) error {
	_, err := q.Exec(ctx, `DELETE FROM notifications WHERE kind = ? AND subject_id = ?`, string(k), subjectID)
	return err
}

// columns are a notification's columns (alias n).
const columns = `n.id, n.user_id, n.kind, n.event_key, n.actor_id, n.job_id, n.team_id, n.subject_id, n.title, n.url, n.read_at, n.created_at`

// visible is the condition (alias n) that keeps what the member may still
// see: nothing from an actor they blocked, nothing about a team they no
// longer belong to. Deleted jobs, teams and actors delete their rows.
const visible = `NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = n.user_id AND b.blocked_id = n.actor_id)
	AND (n.team_id IS NULL OR EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = n.team_id AND tm.user_id = n.user_id))`

var newest = store.Order{Name: "notification.newest", Cols: []store.Col{
	{Expr: "n.created_at", Desc: true, Kind: store.Time}, {Expr: "n.id", Desc: true, Kind: store.Int}}}

func signedIn(actor *accounts.User) error {
	// SECURITY: notifications are their member's own.
	if actor == nil {
		return apperr.New(apperr.Unauthenticated, MsgLoginToSee)
	}
	return nil
}

// List returns one page of actor's notifications, newest first, in one
// statement.
func (s *Service) List(ctx context.Context, actor *accounts.User, first int, after string) (store.Page[*Notification], error) {
	if err := signedIn(actor); err != nil {
		return store.Page[*Notification]{}, err
	}
	p, err := store.Paginate(ctx, s.db, store.PageQuery{
		Select: `SELECT ` + columns + ` FROM notifications n`,
		// SECURITY: the member's own only, and only what they may still see.
		Where: []string{"n.user_id = ?", visible}, Args: []any{actor.ID},
		Order: newest, First: first, After: after,
	}, func(n *Notification) []any { return []any{n.CreatedAt.UTC(), n.ID} })
	for _, n := range p.Items {
		n.normalize()
	}
	return p, err
}

// Get returns actor's notification id (NOT_FOUND for anyone else's, and for
// one they may no longer see).
func (s *Service) Get(ctx context.Context, actor *accounts.User, id int64) (*Notification, error) {
	if err := signedIn(actor); err != nil {
		return nil, err
	}
	var n Notification
	// SECURITY: the owner condition is part of the query.
	err := store.GetOne(ctx, s.db, &n, apperr.New(apperr.NotFound, MsgNotFound),
		`SELECT `+columns+` FROM notifications n WHERE n.id = ? AND n.user_id = ? AND `+visible, id, actor.ID)
	if err != nil {
		return nil, err
	}
	return n.normalize(), nil
}

// ByIDs returns actor's notifications among ids (others' are absent), in
// one statement.
func (s *Service) ByIDs(ctx context.Context, actor *accounts.User, ids []int64) (map[int64]*Notification, error) {
	out := map[int64]*Notification{}
	if actor == nil || len(ids) == 0 {
		return out, nil
	}
	q, args, err := store.In(`SELECT `+columns+` FROM notifications n WHERE n.id IN (?) AND n.user_id = ? AND `+visible, ids, actor.ID)
	if err != nil {
		return nil, err
	}
	var rows []*Notification
	if err := s.db.Select(ctx, &rows, q, args...); err != nil {
		return nil, err
	}
	for _, n := range rows {
		out[n.ID] = n.normalize()
	}
	return out, nil
}

// UnreadCount is how many of actor's notifications are unread (the bell).
func (s *Service) UnreadCount(ctx context.Context, actor *accounts.User) (int, error) {
	if err := signedIn(actor); err != nil {
		return 0, err
	}
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM notifications n WHERE n.user_id = ? AND n.read_at IS NULL AND `+visible, actor.ID)
	return n, err
}

// MarkRead marks actor's notification id read (again: nothing changes) and
// returns it.
func (s *Service) MarkRead(ctx context.Context, actor *accounts.User, id int64) (*Notification, error) {
	n, err := s.Get(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	if n.ReadAt != nil {
		return n, nil
	}
	now := s.now()
	// SECURITY: the owner condition is part of the statement.
	res, err := s.db.Exec(ctx, `UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL`, now, id, actor.ID)
	if err != nil {
		return nil, err
	}
	n.ReadAt = &now
	if k, _ := res.RowsAffected(); k > 0 {
		err = s.publish(ctx, s.db, events.Event{Kind: events.KindNotification, UserIDs: []int64{actor.ID}})
	}
	return n, err
}

// MarkAllRead marks every notification of actor's read and returns how many
// changed.
func (s *Service) MarkAllRead(ctx context.Context, actor *accounts.User) (int, error) {
	if err := signedIn(actor); err != nil {
		return 0, err
	}
	res, err := s.db.Exec(ctx, `UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL`, s.now(), actor.ID)
	if err != nil {
		return 0, err
	}
	k, _ := res.RowsAffected()
	if k > 0 {
		err = s.publish(ctx, s.db, events.Event{Kind: events.KindNotification, UserIDs: []int64{actor.ID}})
	}
	return int(k), err
}

// Subscribe streams actor's events (the caller keeps those of
// KindNotification and KindResync).
func (s *Service) Subscribe(actor *accounts.User) (*events.Subscription, error) {
	if err := signedIn(actor); err != nil {
		return nil, err
	}
	// SECURITY: a stream carries the member's own events only.
	return s.events.Subscribe(actor.ID), nil
}
