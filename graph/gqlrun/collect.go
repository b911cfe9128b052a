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
func CollectFields(op *graphql.OperationContext, sel ast.SelectionSet, satisfies []string) []graphql.CollectedField {
	if len(sel) == 0 || op.Doc == nil {
		return graphql.CollectFields(op, sel, satisfies)
	}
	key := collectKey{sel: unsafe.SliceData(sel), n: len(sel), satisfies: unsafe.SliceData(satisfies)}
	c := collected.Load()
	if v, ok := c.m.Load(key); ok {
		e := v.(*collectEntry)
		if e.fields != nil {
			return e.fields
		}
		return graphql.CollectFields(op, sel, satisfies) // depends on variables
	}
	e := &collectEntry{sel: sel}
	if !hasDirectives(op.Doc, sel, map[string]bool{}) {
		e.fields = graphql.CollectFields(op, sel, satisfies)
	}
	if c.n.Add(1) > maxCollected {
		// Many documents (or selection sets rebuilt per request below a
		// directive): start again rather than grow without bound.
		collected.Store(&collectCache{})
	} else {
		c.m.Store(key, e)
	}
	if e.fields != nil {
		return e.fields
	}
	return graphql.CollectFields(op, sel, satisfies)
}

// maxCollected bounds the shared answers. Each holds (part of) its parsed
// document, so this also bounds the memory they keep: 2,048 selection
// sets, of at most as many documents, each limited by the parser's token
// limit; gqlgen's own query cache keeps 1,000 documents. A client sending
// ever new queries only makes the cache start again more often.
const maxCollected = 2048

type collectKey struct {
	sel       *ast.Selection
	n         int
	satisfies *string
}

// collectEntry holds sel so that its memory, whose address is the key, is
// not reused by another document while the entry exists.
type collectEntry struct {
	sel    ast.SelectionSet
	fields []graphql.CollectedField // nil: depends on the request's variables
}

type collectCache struct {
	m sync.Map // collectKey -> *collectEntry
	n atomic.Int64
}

var collected atomic.Pointer[collectCache]

func init() { collected.Store(&collectCache{}) }

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
