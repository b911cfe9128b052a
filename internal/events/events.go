// Package events carries "something changed" signals between the parts of
// Canvass and, on PostgreSQL, between processes (NOTIFY/LISTEN): new
// messages and read state for live subscriptions, and ended sessions for the
// sockets that must close. Events carry ids only; the database stays the
// source of truth.
package events

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"canvass/internal/store"
)

// Event kinds.
const (
	KindMessage = "message" // a new message: MessageID
	KindRead    = "read"    // ReaderID read messages from OtherID up to UpTo
	KindResync  = "resync"  // events may have been missed: catch up from the database
	KindSession = "session" // sessions of UserIDs may have ended: live sockets recheck theirs
	// KindNotification: UserIDs' notifications changed (a new one:
	// NotificationID; read state: none). Subscribers recount from the database.
	KindNotification = "notification"
	// KindCache: the process From wrote something that makes the cache Cache
	// (a name such as "jobs.facets") stale; every other process drops its
	// copy (internal/app's shared caches). For the taps only.
	KindCache = "cache"
)

// Event tells the users in UserIDs that something changed. It carries ids
// only: the database stays the source of truth, and each subscriber reads
// what it may see from there.
type Event struct {
	Kind      string  `json:"k"`
	UserIDs   []int64 `json:"u,omitempty"`
	MessageID int64   `json:"m,omitempty"`
	ReaderID  int64   `json:"r,omitempty"`
	OtherID   int64   `json:"o,omitempty"`
	UpTo      int64   `json:"t,omitempty"`
	// NotificationID is the new notification of a KindNotification event.
	NotificationID int64 `json:"n,omitempty"`
	// Cache and From are a KindCache event's cache name and publishing
	// process (which dropped its own copy already).
	Cache string `json:"c,omitempty"`
	From  string `json:"f,omitempty"`
}

// Subscription is one listener's stream of events. C is closed when the
// subscription ends, including when the listener falls too far behind (its
// buffer fills): it then reconnects and catches up from the database rather
// than silently missing an event.
type Subscription struct {
	C      <-chan Event
	c      chan Event
	userID int64
	hub    *hub
	once   sync.Once
}

// Close ends the subscription. It is safe to call more than once.
func (s *Subscription) Close() { s.hub.remove(s) }

// Broker fans events out to the subscriptions of the users they name.
// Publish takes the transaction that made the change where the broker can
// use one (PostgreSQL: NOTIFY inside it is delivered at commit, in commit
// order); q may be nil.
type Broker interface {
	Publish(ctx context.Context, q store.Queryer, ev Event) error
	Subscribe(userID int64) *Subscription
	// Tap calls fn with every event delivered in this process (see hub.Tap).
	Tap(fn func(Event))
	Close()
}

// Open is how many subscriptions b holds (for tests and the bench's leak
// checks), or -1 for a broker of another kind.
func Open(b Broker) int {
	switch b := b.(type) {
	case *LocalBroker:
		return b.count()
	case *PGBroker:
		return b.count()
	}
	return -1
}

// SubscriptionBuffer is how many events a subscription holds before it is
// considered lost and closed.
const SubscriptionBuffer = 64

// hub is the in-process fan-out.
type hub struct {
	mu   sync.Mutex
	subs map[int64]map[*Subscription]struct{}
	taps []func(Event)
}

// Tap calls fn with every event this process delivers, whoever it is
// addressed to (in delivery order, under the hub's lock: fn must not block
// or call back into the broker).
func (h *hub) Tap(fn func(Event)) {
	h.mu.Lock()
	h.taps = append(h.taps, fn)
	h.mu.Unlock()
}

func newHub() *hub { return &hub{subs: map[int64]map[*Subscription]struct{}{}} }

func (h *hub) Subscribe(userID int64) *Subscription {
	c := make(chan Event, SubscriptionBuffer)
	s := &Subscription{C: c, c: c, userID: userID, hub: h}
	h.mu.Lock()
	defer h.mu.Unlock()
	m := h.subs[userID]
	if m == nil {
		m = map[*Subscription]struct{}{}
		h.subs[userID] = m
	}
	m[s] = struct{}{}
	return s
}

// remove drops s and closes its channel (once).
func (h *hub) remove(s *Subscription) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.removeLocked(s)
}

func (h *hub) removeLocked(s *Subscription) {
	if m := h.subs[s.userID]; m != nil {
		delete(m, s)
		if len(m) == 0 {
			delete(h.subs, s.userID)
		}
	}
	s.once.Do(func() { close(s.c) })
}

// deliver hands ev to every subscription of its users without blocking; a
// subscription whose buffer is full is closed (see Subscription). A resync
// event without users goes to everyone.
func (h *hub) deliver(ev Event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, fn := range h.taps {
		fn(ev)
	}
	if ev.Kind == KindSession || ev.Kind == KindCache {
		return // for the taps (live sockets, caches) only
	}
	send := func(s *Subscription) {
		select {
		case s.c <- ev:
		default:
			h.removeLocked(s)
		}
	}
	if ev.Kind == KindResync && len(ev.UserIDs) == 0 {
		for _, m := range h.subs {
			for s := range m {
				send(s)
			}
		}
		return
	}
	seen := map[int64]bool{}
	for _, id := range ev.UserIDs {
		if seen[id] {
			continue
		}
		seen[id] = true
		for s := range h.subs[id] {
			send(s)
		}
	}
}

// count returns how many subscriptions are open (for tests).
func (h *hub) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, m := range h.subs {
		n += len(m)
	}
	return n
}

func (h *hub) closeAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, m := range h.subs {
		for s := range m {
			h.removeLocked(s)
		}
	}
}

// LocalBroker fans events out inside this process (SQLite: one process).
type LocalBroker struct{ *hub }

// NewLocalBroker returns an in-process broker.
func NewLocalBroker() *LocalBroker { return &LocalBroker{newHub()} }

func (b *LocalBroker) Publish(_ context.Context, _ store.Queryer, ev Event) error {
	b.deliver(ev)
	return nil
}
func (b *LocalBroker) Close() { b.closeAll() }

// Channel is the PostgreSQL NOTIFY channel of Canvass's events.
const Channel = "canvass_events"

// PGBroker sends events through PostgreSQL NOTIFY on one channel and
// delivers what its LISTEN connection hears (its own events included) to
// this process's subscriptions, so events cross every process sharing the
// database. NOTIFY is never replayed: when the LISTEN connection drops, every
// subscription gets a resync event once it is back, and clients catch up
// from the database.
type PGBroker struct {
	*hub
	db     *store.DB
	log    *slog.Logger
	cancel context.CancelFunc
	done   chan struct{}
	ready  chan struct{}
}

// NewPGBroker starts listening on db's server. It returns once the first
// LISTEN is in place (or ctx ends), so nothing published after it returns
// is missed by this process.
func NewPGBroker(ctx context.Context, db *store.DB, log *slog.Logger) *PGBroker {
	lctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	b := &PGBroker{hub: newHub(), db: db, log: log, cancel: cancel, done: make(chan struct{}), ready: make(chan struct{})}
	go b.listen(lctx)
	select {
	case <-b.ready:
	case <-ctx.Done():
	case <-time.After(10 * time.Second):
		log.Warn("events: LISTEN not ready after 10 s; continuing")
	}
	return b
}

// Publish sends ev through NOTIFY (ids only, well under the 8 KB limit),
// inside q's transaction when q is one: then it is delivered only if, and
// when, that transaction commits.
func (b *PGBroker) Publish(ctx context.Context, q store.Queryer, ev Event) error {
	payload, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	if q == nil {
		q = b.db
	}
	_, err = q.Exec(ctx, `SELECT pg_notify('`+Channel+`', ?)`, string(payload))
	return err
}

// Close stops listening and ends every subscription.
func (b *PGBroker) Close() {
	b.cancel()
	<-b.done
	b.closeAll()
}

func (b *PGBroker) listen(ctx context.Context) {
	defer close(b.done)
	first := true
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := b.listenOnce(ctx, func() {
			if first {
				first = false
				close(b.ready)
			} else {
				// Anything sent while we were away is lost to NOTIFY.
				b.deliver(Event{Kind: KindResync})
			}
			backoff = 100 * time.Millisecond
		})
		if ctx.Err() != nil {
			return
		}
		b.log.Warn("events: LISTEN connection lost; reconnecting", "err", err)
		select {
		case <-time.After(backoff):
		case <-ctx.Done():
			return
		}
		backoff = min(backoff*2, 5*time.Second)
	}
}

func (b *PGBroker) listenOnce(ctx context.Context, onListening func()) error {
	conn, err := pgx.Connect(ctx, b.db.URL())
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, `LISTEN `+Channel); err != nil {
		return err
	}
	onListening()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		var ev Event
		if err := json.Unmarshal([]byte(n.Payload), &ev); err != nil || ev.Kind == "" {
			b.log.Warn("events: ignoring a malformed event")
			continue
		}
		b.deliver(ev)
	}
}

// NewBroker returns the broker for db: NOTIFY/LISTEN on PostgreSQL, in
// process on SQLite.
func NewBroker(ctx context.Context, db *store.DB, log *slog.Logger) Broker {
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if db.Dialect() == store.Postgres {
		return NewPGBroker(ctx, db, log)
	}
	return NewLocalBroker()
}
