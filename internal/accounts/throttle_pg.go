package accounts

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"hash/fnv"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"canvass/internal/store"
)

// PGThrottle is a Throttle counted in PostgreSQL (the throttle_events
// table, migration 0150), so that every process on one database enforces
// one limit: three processes behind a load balancer give an attacker the
// tries of one. Each key's check and record run in one transaction under
// an advisory lock on the key, so concurrent attempts on several processes
// queue for it and cannot all pass one count.
//
// Times come from the service's clock (the processes' clocks, kept by NTP),
// not the database's, so that tests can move time; a skew of a few
// milliseconds between machines only moves a window's edge by as much.
type PGThrottle struct {
	db   *store.DB
	name string // the limit's name, the first half of each row's key
	lim  Limit
	now  func() time.Time
	n    atomic.Uint64 // Takes, for the sweep
}

// NewPGThrottle returns a throttle for lim counted in db's throttle_events
// under name; now may be nil.
func NewPGThrottle(db *store.DB, name string, lim Limit, now func() time.Time) *PGThrottle {
	if now == nil {
		now = time.Now
	}
	return &PGThrottle{db: db, name: name, lim: lim, now: now}
}

// SweepEvery is how many Takes of one throttle pass between sweeps of every
// expired row (of any limit and key). Each Take also drops its own key's
// expired rows, so keys nobody uses again are the only ones a sweep finds.
const SweepEvery = 256

// maxStoredKey is the longest key stored as is; longer keys, keys with a
// NUL byte (the login pair's separator, which PostgreSQL text cannot hold)
// or invalid UTF-8 are stored as their SHA-256, so that typed input never
// makes a row large or a statement fail.
const maxStoredKey = 128

func storedKey(key string) string {
	if len(key) <= maxStoredKey && utf8.ValidString(key) && !strings.ContainsRune(key, 0) {
		return key
	}
	sum := sha256.Sum256([]byte(key))
	return "sha256:" + hex.EncodeToString(sum[:])
}

// lockKey is the key's advisory lock (the single 64-bit key space, which
// does not overlap the two-key space that other locks use).
func (t *PGThrottle) lockKey(key string) int64 {
	h := fnv.New64a()
	h.Write([]byte(t.name))
	h.Write([]byte{0})
	h.Write([]byte(key))
	return int64(h.Sum64())
}

// live reads key's events inside the window, oldest first (at most kept).
func (t *PGThrottle) live(ctx context.Context, q store.Queryer, key string, now time.Time) ([]time.Time, error) {
	var ev []time.Time
	err := q.Select(ctx, &ev, `SELECT at FROM throttle_events WHERE name = ? AND key = ? AND at > ? ORDER BY at DESC, id DESC LIMIT ?`,
		t.name, key, now.Add(-t.lim.Window), t.lim.kept())
	for i, j := 0, len(ev)-1; i < j; i, j = i+1, j-1 {
		ev[i], ev[j] = ev[j], ev[i]
	}
	return ev, err
}

func (t *PGThrottle) Wait(ctx context.Context, key string) (time.Duration, error) {
	if t.lim.Max <= 0 || key == "" {
		return 0, nil
	}
	now := t.now()
	ev, err := t.live(ctx, t.db, storedKey(key), now)
	if err != nil {
		return 0, err
	}
	return t.lim.wait(ev, now), nil
}

func (t *PGThrottle) Take(ctx context.Context, key string) (time.Duration, Taken, error) {
	if t.lim.Max <= 0 || key == "" {
		return 0, Taken{}, nil
	}
	key = storedKey(key)
	now := t.now().UTC()
	var wait time.Duration
	var taken Taken
	err := t.db.InTx(ctx, func(tx *store.Tx) error {
		// SECURITY: one check-and-record of a key at a time, on every process.
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(?::bigint)`, t.lockKey(key)); err != nil {
			return err
		}
		// The key's rows stay bounded: expired ones go now, and past kept
		// the oldest go below.
		if _, err := tx.Exec(ctx, `DELETE FROM throttle_events WHERE name = ? AND key = ? AND at <= ?`,
			t.name, key, now.Add(-t.lim.Window)); err != nil {
			return err
		}
		ev, err := t.live(ctx, tx, key, now)
		if err != nil {
			return err
		}
		if wait = t.lim.wait(ev, now); wait > 0 {
			return nil
		}
		if err := tx.Get(ctx, &taken.id, `INSERT INTO throttle_events (name, key, at, expires_at) VALUES (?, ?, ?, ?) RETURNING id`,
			t.name, key, now, now.Add(t.lim.Window)); err != nil {
			return err
		}
		if len(ev) >= t.lim.kept() {
			_, err = tx.Exec(ctx, `DELETE FROM throttle_events WHERE id IN (SELECT id FROM throttle_events WHERE name = ? AND key = ?
				ORDER BY at DESC, id DESC OFFSET ?)`, t.name, key, t.lim.kept())
		}
		return err
	})
	if err != nil {
		return 0, Taken{}, err
	}
	if t.n.Add(1)%SweepEvery == 0 {
		t.Sweep(context.WithoutCancel(ctx))
	}
	return wait, taken, nil
}

// Sweep deletes every expired row, of every limit (keys that were never
// used again). Errors are ignored: the next sweep tries again.
func (t *PGThrottle) Sweep(ctx context.Context) {
	_, _ = t.db.Exec(ctx, `DELETE FROM throttle_events WHERE expires_at <= ?`, t.now().UTC())
}

func (t *PGThrottle) Undo(ctx context.Context, _ string, ev Taken) error {
	if ev.id == 0 {
		return nil
	}
	_, err := t.db.Exec(ctx, `DELETE FROM throttle_events WHERE id = ?`, ev.id)
	return err
}

func (t *PGThrottle) Reset(ctx context.Context, key string) error {
	if key == "" {
		return nil
	}
	_, err := t.db.Exec(ctx, `DELETE FROM throttle_events WHERE name = ? AND key = ?`, t.name, storedKey(key))
	return err
}
