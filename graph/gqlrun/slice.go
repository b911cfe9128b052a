// Package gqlrun holds what the rewritten executor (cmd/gqlfast) calls in
// place of gqlgen's runtime.
package gqlrun

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
)

// MarshalSlice keeps graphql.MarshalSliceConcurrently's contract (results
// in order; a panic becomes an error and a null list; the resolvers of a
// list's items wait for their dataloaders together) without its cost: in
// an operation that counts its loaders' fetches (WithFetches), the elements
// run one after another in the calling goroutine as long as none of them
// made a loader fetch (a page's lists prime their loaders, so their items
// find everything in hand); from the first element that did, the rest run
// concurrently, on reused goroutines, so their loads batch as before.
// Without the count, every element runs concurrently. gqlgen starts a
// goroutine per element, and each grew its stack from scratch through the
// executor's deep recursion (a tenth of a list's CPU); the hand-offs to
// reused ones still cost a twentieth. workerLimit is ignored (the schema's
// lists are bounded by their page size).
func MarshalSlice(ctx context.Context, length int, _ int64, omitPanicHandler bool,
	marshalElement func(ctx context.Context, i int) graphql.Marshaler) graphql.Array {
	s := &slice{ctx: ctx, ret: make(graphql.Array, length), omitPanicHandler: omitPanicHandler, marshal: marshalElement}
	inlineThenAll(ctx, length, s.elem)
	if s.failed.Load() {
		return nil
	}
	return s.ret
}

// slice is one list being marshalled.
type slice struct {
	ctx              context.Context
	ret              graphql.Array
	failed           atomic.Bool
	omitPanicHandler bool
	marshal          func(ctx context.Context, i int) graphql.Marshaler
}

// elemContext is an element's context, its field context and the index
// that points at, allocated together.
type elemContext struct {
	fieldCtx
	idx int
}

func (s *slice) elem(i int) {
	e := &elemContext{fieldCtx: fieldCtx{Context: s.ctx}, idx: i}
	e.fc.Index = &e.idx
	e.fc.Parent = graphql.GetFieldContext(s.ctx)
	ctx := context.Context(&e.fieldCtx)
	if !s.omitPanicHandler {
		defer func() {
			if r := recover(); r != nil {
				graphql.AddError(ctx, graphql.Recover(ctx, r))
				s.failed.Store(true)
			}
		}()
	}
	s.ret[i] = s.marshal(ctx, i)
}

// inlineThenAll runs task(0), ..., task(n-1): one after another in the
// calling goroutine while none made one of the operation's loaders fetch
// (WithFetches), then, from the first that did, the rest concurrently (all),
// so that their loads batch. Without the count, all of them concurrently.
func inlineThenAll(ctx context.Context, n int, task func(i int)) {
	done := 0
	if fetches, _ := ctx.Value(fetchesKey{}).(*atomic.Int64); fetches != nil {
		for done < n {
			before := fetches.Load()
			task(done)
			done++
			if fetches.Load() != before {
				break
			}
		}
	}
	if start := done; start < n {
		all(n-start, func(i int) { task(start + i) })
	}
}

type fetchesKey struct{}

// WithFetches returns ctx (an operation's) counting its dataloaders'
// fetches, which tells MarshalSlice when a list's items need their loads
// batched. Every loader of the operation must call Fetched.
func WithFetches(ctx context.Context) context.Context {
	return context.WithValue(ctx, fetchesKey{}, new(atomic.Int64))
}

// Fetched records that a dataloader of ctx's operation fetched a batch
// (some resolver waited for it).
func Fetched(ctx context.Context) {
	if n, _ := ctx.Value(fetchesKey{}).(*atomic.Int64); n != nil {
		n.Add(1)
	}
}

// all runs task(0), ..., task(n-1) concurrently, the first in the calling
// goroutine and the others on reused goroutines, and returns when every one
// has ended.
func all(n int, task func(i int)) {
	if n == 1 {
		task(0)
		return
	}
	var wg sync.WaitGroup
	for i := 1; i < n; i++ {
		wg.Add(1)
		run(func() {
			defer wg.Done()
			task(i)
		})
	}
	if n > 0 {
		task(0)
	}
	wg.Wait()
}

// idle hands a task to a worker waiting for one (unbuffered: a send
// succeeds only when a worker is waiting).
var idle = make(chan func())

// workerIdle is how long a worker waits for another task before it ends.
const workerIdle = 10 * time.Second

// run runs f on a waiting worker, or on a new one when none waits (so a
// task never waits behind another: no deadlock when tasks start tasks).
func run(f func()) {
	select {
	case idle <- f:
	default:
		go worker(f)
	}
}

func worker(f func()) {
	t := time.NewTimer(workerIdle)
	defer t.Stop()
	for {
		f()
		t.Reset(workerIdle)
		select {
		case f = <-idle:
		case <-t.C:
			return
		}
	}
}
