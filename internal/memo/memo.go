// Package memo keeps one computed value for a short while: for aggregate
// reads (filter dropdown values) that scan a whole table and change rarely.
package memo

import (
	"context"
	"sync"
	"time"
)

// Value is a value computed at most once per TTL, or again after Forget.
// The zero Value is ready to use once TTL is set.
type Value[T any] struct {
	TTL time.Duration

	mu  sync.Mutex
	at  time.Time
	val T
	ok  bool
	// refreshing is set while Refresh's background load runs; gen counts
	// Forgets, so a load that started before one is not kept.
	refreshing bool
	gen        uint64
	// announce, when set (Share), is told of every Forget.
	announce func()
}

// Shared is a kept value that other processes can be told to drop: a Value
// of any type.
type Shared interface {
	Share(announce func())
	Drop()
}

// Share makes every later Forget call announce after dropping the value, so
// that other processes drop theirs too (internal/app sends it over the
// events broker; they call Drop). Set it once, before the value is used.
func (v *Value[T]) Share(announce func()) {
	v.mu.Lock()
	v.announce = announce
	v.mu.Unlock()
}

// Get returns the value computed within TTL of now, or calls load and keeps
// its result. A clock that moved backwards also reloads. Errors are not kept.
func (v *Value[T]) Get(now time.Time, load func() (T, error)) (T, error) {
	v.mu.Lock()
	if v.ok && !now.Before(v.at) && now.Sub(v.at) < v.TTL {
		val := v.val
		v.mu.Unlock()
		return val, nil
	}
	v.mu.Unlock()
	val, err := load()
	if err != nil {
		return val, err
	}
	v.mu.Lock()
	v.val, v.at, v.ok = val, now, true
	v.mu.Unlock()
	return val, nil
}

// Forget drops the kept value (after a write that changes it), and tells
// other processes to drop theirs when the value is shared.
func (v *Value[T]) Forget() {
	v.mu.Lock()
	v.ok = false
	v.gen++
	announce := v.announce
	v.mu.Unlock()
	if announce != nil {
		announce()
	}
}

// Drop is Forget without the announcement: another process wrote.
func (v *Value[T]) Drop() {
	v.mu.Lock()
	v.ok = false
	v.gen++
	v.mu.Unlock()
}

// MaxStale is how many TTLs past its time Refresh still serves a value
// while reloading it; older values are reloaded before answering.
const MaxStale = 10

// RefreshTimeout bounds Refresh's background load.
const RefreshTimeout = 30 * time.Second

// Refresh is Get, stale-while-refresh: a value past its TTL (but younger
// than MaxStale TTLs, and not dropped by Forget) is returned at once while
// one background load, with ctx's values but not its cancellation,
// replaces it; so no reader waits for the aggregate scan an expiry would
// otherwise cost (the job board's facets: 100-300 ms at 100,000 jobs every
// TTL). With no usable value it loads and waits, as Get does.
func (v *Value[T]) Refresh(ctx context.Context, now time.Time, load func(context.Context) (T, error)) (T, error) {
	v.mu.Lock()
	if v.ok && !now.Before(v.at) {
		age := now.Sub(v.at)
		if age < v.TTL {
			val := v.val
			v.mu.Unlock()
			return val, nil
		}
		if age < MaxStale*v.TTL {
			val := v.val
			if !v.refreshing {
				v.refreshing = true
				go v.refresh(context.WithoutCancel(ctx), now, v.gen, load)
			}
			v.mu.Unlock()
			return val, nil
		}
	}
	v.mu.Unlock()
	return v.Get(now, func() (T, error) { return load(ctx) })
}

// refresh runs Refresh's background load and keeps its value, unless a
// Forget came meanwhile (the load may have read the rows before the write).
func (v *Value[T]) refresh(ctx context.Context, now time.Time, gen uint64, load func(context.Context) (T, error)) {
	ctx, cancel := context.WithTimeout(ctx, RefreshTimeout)
	defer cancel()
	val, err := load(ctx)
	v.mu.Lock()
	defer v.mu.Unlock()
	v.refreshing = false
	if err != nil || !v.ok || v.gen != gen {
		return
	}
	v.val, v.at = val, now
}
