// Package memo keeps one computed value for a short while: for aggregate
// reads (filter dropdown values) that scan a whole table and change rarely.
package memo

import (
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

// Forget drops the kept value (after a write that changes it).
func (v *Value[T]) Forget() {
	v.mu.Lock()
	v.ok = false
	v.mu.Unlock()
}
