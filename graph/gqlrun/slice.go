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

// MarshalSlice keeps graphql.MarshalSliceConcurrently's contract (every
// element marshalled concurrently, so the resolvers of a list's items wait
// for their dataloaders together; results in order; a panic becomes an
// error and a null list) but runs the elements on reused goroutines:
// gqlgen starts a goroutine per element, and each grew its stack from
// scratch through the executor's deep recursion (a tenth of a list's CPU).
// The first element runs in the calling goroutine. workerLimit is ignored
// (the schema's lists are bounded by their page size).
func MarshalSlice(ctx context.Context, length int, _ int64, omitPanicHandler bool,
	marshalElement func(ctx context.Context, i int) graphql.Marshaler) graphql.Array {
	ret := make(graphql.Array, length)
	var failed atomic.Bool
	elem := func(i int) {
		idx := i
		childCtx := graphql.WithFieldContext(ctx, &graphql.FieldContext{Index: &idx})
		if !omitPanicHandler {
			defer func() {
				if r := recover(); r != nil {
					graphql.AddError(childCtx, graphql.Recover(childCtx, r))
					failed.Store(true)
				}
			}()
		}
		ret[i] = marshalElement(childCtx, i)
	}
	all(length, elem)
	if failed.Load() {
		return nil
	}
	return ret
}

// all runs task(0), ..., task(n-1) concurrently, the first in the calling
// goroutine and the others on reused goroutines, and returns when every one
// has ended.
func all(n int, task func(i int)) {
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
