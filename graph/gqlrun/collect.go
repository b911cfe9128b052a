package gqlrun

import (
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// CollectFields is graphql.CollectFields with its answers shared between
// requests. gqlgen caches them per request, under a key it hashes (and
// allocates) on every call, behind a lock every list element takes. Here
// the key is the selection set's identity: parsed documents are reused from
// the query cache, so the same query asks for the same selection sets, and
// the answer only depends on them and on satisfies, unless a directive
// (@skip, @include, @defer) makes it depend on the request's variables:
// those selection sets are collected by gqlgen, every time. satisfies must
// be the same slice for the same type (the executor passes a package
// variable per type).
//
// Response names do not repeat in the answer (an Obj writes each field
// without checking): gqlgen merges the fields of one name into one, and a
// repeat, were gqlgen to leave one, is dropped, as gqlgen's FieldSet
// would not write it.
func CollectFields(op *graphql.OperationContext, sel ast.SelectionSet, satisfies []string) []graphql.CollectedField {
	if len(sel) == 0 { // a leaf's: nothing to collect (gqlgen's made the operation a cache for it)
		return nil
	}
	if op.Doc == nil {
		return uniqueNames(graphql.CollectFields(op, sel, satisfies))
	}
	key := collectKey{sel: uintptr(unsafe.Pointer(unsafe.SliceData(sel))), n: len(sel), satisfies: uintptr(unsafe.Pointer(unsafe.SliceData(satisfies)))}
	// A list's items ask for the same selection set one after another:
	// the recent answers' slots find it without hashing the key.
	slot := &recentCollected[(key.sel>>4^key.sel>>12)%recentSlots]
	if r := slot.Load(); r != nil && r.key == key {
		return r.fields
	}
	e, ok := (*collected.read.Load())[key]
	if !ok {
		e = collected.slow(op, key, sel, satisfies)
	}
	if e.fields != nil {
		slot.Store(e)
		return e.fields
	}
	return uniqueNames(graphql.CollectFields(op, sel, satisfies)) // depends on variables
}

// uniqueNames is fields without any field whose response name an earlier
// one has (fields itself when none repeats, as gqlgen's always are).
func uniqueNames(fields []graphql.CollectedField) []graphql.CollectedField {
	for i := 1; i < len(fields); i++ {
		if repeated(fields[:i], fields[i].Alias) {
			out := append([]graphql.CollectedField(nil), fields[:i]...)
			for _, f := range fields[i+1:] {
				if !repeated(out, f.Alias) {
					out = append(out, f)
				}
			}
			return out
		}
	}
	return fields
}

// repeated reports whether alias is the name of one of before.
func repeated(before []graphql.CollectedField, alias string) bool {
	for j := range before {
		if before[j].Alias == alias {
			return true
		}
	}
	return false
}

// recentCollected holds, per slot, the last answer found for a selection
// set whose address falls there (its entry, which holds the selection set,
// so that its memory, whose address is the key, is not reused while the
// slot holds it). Answers that depend on variables are never put there.
var recentCollected [recentSlots]atomic.Pointer[collectEntry]

const recentSlots = 256

// maxCollected bounds the shared answers. Each holds (part of) its parsed
// document, so this also bounds the memory they keep: 2,048 selection
// sets, of at most as many documents, each limited by the parser's token
// limit; gqlgen's own query cache keeps 1,000 documents. A client sending
// ever new queries only makes the cache start again more often.
const maxCollected = 2048

// collectKey is a selection set's identity (and the type's satisfies
// list). Addresses, not pointers: a plain key hashes fast (a sync.Map's
// interface keys cost 5% of a list's CPU); the entry holds the selection
// set, so its address is not reused while the key exists.
type collectKey struct {
	sel       uintptr
	n         int
	satisfies uintptr
}

// collectEntry holds sel so that its memory, whose address is the key, is
// not reused by another document while the entry exists.
type collectEntry struct {
	key    collectKey
	sel    ast.SelectionSet
	fields []graphql.CollectedField // nil: depends on the request's variables
}

// collectCache is read without a lock: read is never written once
// published. New answers go to recent, under mu, and are published with
// the others (a new read map) after promoteAfter lookups missed read, so a
// stream of new queries copies the map once per promoteAfter of them.
type collectCache struct {
	read   atomic.Pointer[map[collectKey]*collectEntry]
	mu     sync.Mutex
	recent map[collectKey]*collectEntry
	misses int
}

const promoteAfter = 32

var collected = newCollectCache()

func newCollectCache() *collectCache {
	c := &collectCache{recent: map[collectKey]*collectEntry{}}
	c.read.Store(&map[collectKey]*collectEntry{})
	return c
}

// slow answers a lookup that missed the published answers.
func (c *collectCache) slow(op *graphql.OperationContext, key collectKey, sel ast.SelectionSet, satisfies []string) *collectEntry {
	c.mu.Lock()
	defer c.mu.Unlock()
	read := *c.read.Load()
	if e, ok := read[key]; ok {
		return e
	}
	e, ok := c.recent[key]
	if !ok {
		e = &collectEntry{key: key, sel: sel}
		if !hasDirectives(op.Doc, sel, map[string]bool{}) {
			e.fields = uniqueNames(graphql.CollectFields(op, sel, satisfies))
		}
		if len(read)+len(c.recent) >= maxCollected {
			// Many documents (or selection sets rebuilt per request below
			// a directive): start again rather than grow without bound.
			read = map[collectKey]*collectEntry{}
			c.read.Store(&read)
			c.recent = map[collectKey]*collectEntry{}
			c.misses = 0
		}
		c.recent[key] = e
	}
	if c.misses++; c.misses >= promoteAfter {
		next := make(map[collectKey]*collectEntry, len(read)+len(c.recent))
		for k, v := range read {
			next[k] = v
		}
		for k, v := range c.recent {
			next[k] = v
		}
		c.read.Store(&next)
		c.recent = map[collectKey]*collectEntry{}
		c.misses = 0
	}
	return e
}

// size is how many answers are kept.
func (c *collectCache) size() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(*c.read.Load()) + len(c.recent)
}

// hasDirectives reports whether collecting sel reads a directive: on its
// fields, or on the fragments (inline or named) it spreads, or inside them.
func hasDirectives(doc *ast.QueryDocument, sel ast.SelectionSet, seen map[string]bool) bool {
	for _, s := range sel {
		switch s := s.(type) {
		case *ast.Field:
			if len(s.Directives) > 0 {
				return true
			}
		case *ast.InlineFragment:
			if len(s.Directives) > 0 || hasDirectives(doc, s.SelectionSet, seen) {
				return true
			}
		case *ast.FragmentSpread:
			if len(s.Directives) > 0 {
				return true
			}
			if seen[s.Name] {
				continue
			}
			seen[s.Name] = true
			f := doc.Fragments.ForName(s.Name)
			if f == nil || len(f.Directives) > 0 || hasDirectives(doc, f.SelectionSet, seen) {
				return true
			}
		default:
			return true
		}
	}
	return false
}
