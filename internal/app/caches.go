package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"maps"
	"sync"
	"time"

	"canvass/internal/events"
	"canvass/internal/memo"
	"canvass/internal/store"
)

// shareCaches makes a write on one process drop, on every process, the
// in-memory caches it makes stale (the facet counts of the job board, the
// vendor directory and the resources), so that no process serves them
// stale for more than the time a NOTIFY takes (milliseconds) rather than
// their TTL. SQLite is one process: its services drop their own caches
// already. docs/operations.md ("Shared limits and caches") lists every
// cache and its bound.
func (a *App) shareCaches(ctx context.Context, broker events.Broker) {
	if a.DB.Dialect() != store.Postgres {
		return
	}
	caches := map[string]memo.Shared{}
	for _, m := range []map[string]memo.Shared{a.Jobs.Caches(), a.Vendors.Caches(), a.Resources.Caches()} {
		maps.Copy(caches, m)
	}
	b := newCacheBus(ctx, broker, a.Log)
	for name, c := range caches {
		c.Share(func() { b.announce(name) })
	}
	broker.Tap(func(ev events.Event) {
		switch ev.Kind {
		case events.KindCache:
			if c := caches[ev.Cache]; c != nil && ev.From != b.origin {
				c.Drop()
			}
		case events.KindResync:
			// The LISTEN connection was lost: announcements may be missed.
			for _, c := range caches {
				c.Drop()
			}
		}
	})
	a.closers = append(a.closers, b.close)
}

// cacheBus sends a process's cache announcements off the request path: a
// Forget marks the name, and one goroutine publishes the marked names
// (a burst of writes to one cache makes one or a few events).
type cacheBus struct {
	broker events.Broker
	log    *slog.Logger
	origin string // this process, so it ignores its own announcements

	mu      sync.Mutex
	pending map[string]bool
	wake    chan struct{}
	cancel  context.CancelFunc
	done    chan struct{}
}

func newCacheBus(ctx context.Context, broker events.Broker, log *slog.Logger) *cacheBus {
	id := make([]byte, 8)
	rand.Read(id)
	ctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	b := &cacheBus{broker: broker, log: log, origin: hex.EncodeToString(id), pending: map[string]bool{},
		wake: make(chan struct{}, 1), cancel: cancel, done: make(chan struct{})}
	go b.run(ctx)
	return b
}

func (b *cacheBus) announce(name string) {
	b.mu.Lock()
	b.pending[name] = true
	b.mu.Unlock()
	select {
	case b.wake <- struct{}{}:
	default:
	}
}

func (b *cacheBus) run(ctx context.Context) {
	defer close(b.done)
	for {
		select {
		case <-ctx.Done():
			b.flush(context.Background()) // the last writes' announcements still go
			return
		case <-b.wake:
			b.flush(ctx)
		}
	}
}

func (b *cacheBus) flush(ctx context.Context) {
	b.mu.Lock()
	names := b.pending
	b.pending = map[string]bool{}
	b.mu.Unlock()
	for name := range names {
		// Not a request's statement (tests count those): store.Background.
		pctx, cancel := context.WithTimeout(store.Background(ctx), 5*time.Second)
		err := b.broker.Publish(pctx, nil, events.Event{Kind: events.KindCache, Cache: name, From: b.origin})
		cancel()
		if err != nil && b.log != nil {
			// The other processes' copies still expire within their TTL.
			b.log.Warn("cache: could not tell other processes", "cache", name, "err", err)
		}
	}
}

func (b *cacheBus) close() {
	b.cancel()
	<-b.done
}
