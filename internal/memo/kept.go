package memo

import (
	"sync"
	"sync/atomic"
)

// Kept is a bounded map of computed answers, read without a lock: Keep
// publishes a copy that holds the new answer, so it suits answers computed
// from a program's few shapes (a statement's text, a type's name, a parsed
// document's arguments), read on every request and added rarely. Past Max
// answers Keep keeps no more: Get misses and the caller computes the
// answer each time. The zero Kept is ready to use once Max is set.
type Kept[K comparable, V any] struct {
	Max int

	read atomic.Pointer[map[K]V]
	mu   sync.Mutex
}

// Get returns the answer kept for key.
func (k *Kept[K, V]) Get(key K) (V, bool) {
	if m := k.read.Load(); m != nil {
		v, ok := (*m)[key]
		return v, ok
	}
	var zero V
	return zero, false
}

// Keep keeps v for key unless an answer is kept for it already, and
// returns the kept answer (v when Max answers are kept).
func (k *Kept[K, V]) Keep(key K, v V) V {
	k.mu.Lock()
	defer k.mu.Unlock()
	var old map[K]V
	if m := k.read.Load(); m != nil {
		old = *m
	}
	if kept, ok := old[key]; ok {
		return kept
	}
	if len(old) >= k.Max {
		return v
	}
	next := make(map[K]V, len(old)+1)
	for key, v := range old {
		next[key] = v
	}
	next[key] = v
	k.read.Store(&next)
	return v
}

// Len is how many answers are kept.
func (k *Kept[K, V]) Len() int {
	if m := k.read.Load(); m != nil {
		return len(*m)
	}
	return 0
}

// Reset forgets every kept answer (tests that need room to keep again).
func (k *Kept[K, V]) Reset() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.read.Store(nil)
}
