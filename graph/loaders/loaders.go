// Package loaders holds the per-operation dataloaders (generated with
// vektah/dataloaden) that batch the lookups resolvers make one object at a
// time. A fresh set is built for every GraphQL operation (graph.NewHandler
// installs it with srv.AroundOperations), so nothing is cached across
// requests and long websocket connections never see a stale cache.
//
// To add a loader: run `go tool dataloaden JobLoader int64 '*canvass/internal/jobs.Job'`
// in this directory, add a field to Loaders and a method that builds it on
// first use (with the next of its sync.Onces) with a Fetch (wrapped in
// fetching) that captures ctx and calls a one-statement ByIDs method of the
// service, then orders the result with Ordered.
package loaders

import (
	"context"
	"sync"
	"time"

	"canvass/graph/gqlrun"
	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/domain"
	"canvass/internal/session"
)

//go:generate go tool dataloaden UserLoader int64 *canvass/internal/accounts.User
//go:generate go tool dataloaden StringLoader int64 string

const (
	wait     = 2 * time.Millisecond
	maxBatch = 100
)

// Loaders is the set of dataloaders of one operation. Each is made on its
// first use (most operations use one or none of them: a GraphQL request
// made them all, a few dozen allocations, before it read anything).
type Loaders struct {
	ctx context.Context
	svc domain.Services

	once                 [6]sync.Once // user, vendor, vendorByUser, jobs, resources, verified
	user                 *UserLoader
	vendor, vendorByUser *VendorLoader
	jobs                 *JobLoaders
	resources            *ResourceLoaders
	verified             *StringLoader

	mu    sync.Mutex
	stash map[any]any // Put, Take

	modOnce sync.Once // ViewerIsModerator
	isMod   bool
	modErr  error
}

// ViewerIsModerator reports whether the operation's viewer is a moderator,
// asked once per operation (one statement, made only when a resolver meets
// content moderators hid that the viewer does not own: internal/hidden).
func (l *Loaders) ViewerIsModerator() (bool, error) {
	l.modOnce.Do(func() { l.isMod, l.modErr = l.svc.Jobs.IsModerator(l.ctx, session.Viewer(l.ctx)) })
	return l.isMod, l.modErr
}

// User loads users by id.
func (l *Loaders) User() *UserLoader {
	l.once[0].Do(func() { l.user = newUserLoader(l.ctx, l.svc.Accounts) })
	return l.user
}

// Vendor loads vendors by id.
func (l *Loaders) Vendor() *VendorLoader {
	l.once[1].Do(func() { l.vendor = newVendorLoader(l.ctx, l.svc.Vendors) })
	return l.vendor
}

// VendorByUser loads the vendor profile of a user id (nil when the user
// has none).
func (l *Loaders) VendorByUser() *VendorLoader {
	l.once[2].Do(func() { l.vendorByUser = newVendorByUserLoader(l.ctx, l.svc.Vendors) })
	return l.vendorByUser
}

// Jobs are the job board's loaders (jobs.go).
func (l *Loaders) Jobs() *JobLoaders {
	l.once[3].Do(func() { l.jobs = newJobLoaders(l.ctx, l.svc.Jobs) })
	return l.jobs
}

// Resources are the resource centre's loaders (resources.go).
func (l *Loaders) Resources() *ResourceLoaders {
	l.once[4].Do(func() { l.resources = newResourceLoaders(l.ctx, l.svc.Resources) })
	return l.resources
}

// VerifiedName loads the verified organisation name of user ids ("" when
// not verified): one statement per batch, so a page of jobs or vendors
// showing badges costs one statement, whatever its size.
func (l *Loaders) VerifiedName() *StringLoader {
	l.once[5].Do(func() {
		ctx := l.ctx
		l.verified = NewStringLoader(StringLoaderConfig{
			Wait:     wait,
			MaxBatch: maxBatch,
			Fetch: fetching(ctx, func(ids []int64) ([]string, []error) {
				m, err := l.svc.Verify.Names(ctx, ids)
				out := make([]string, len(ids))
				if err != nil {
					return out, []error{err}
				}
				for i, id := range ids {
					out[i] = m[id]
				}
				return out, nil
			}),
		})
	})
	return l.verified
}

// Verified reads the verified names of user ids in one statement (for
// priming VerifiedName from a page).
func (l *Loaders) Verified(ids []int64) (map[int64]string, error) {
	return l.svc.Verify.Names(l.ctx, ids)
}

// Put leaves v under key for another resolver of the operation (one
// statement answered two fields); Take hands it over once.
func (l *Loaders) Put(key, v any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.stash == nil {
		l.stash = map[any]any{}
	}
	l.stash[key] = v
}

// Take returns and removes what Put left under key.
func (l *Loaders) Take(key any) (any, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	v, ok := l.stash[key]
	delete(l.stash, key)
	return v, ok
}

// New builds the loaders of one operation. ctx is the operation's context,
// captured by every Fetch (dataloaden's fetch functions take no context).
func New(ctx context.Context, s domain.Services) *Loaders {
	return &Loaders{ctx: ctx, svc: s}
}

func newUserLoader(ctx context.Context, acc *accounts.Service) *UserLoader {
	return NewUserLoader(UserLoaderConfig{
		Wait:     wait,
		MaxBatch: maxBatch,
		Fetch: fetching(ctx, func(ids []int64) ([]*accounts.User, []error) {
			m, err := acc.ByIDs(ctx, ids)
			return Ordered(ids, m, err, "User not found.")
		}),
	})
}

// fetching wraps the Fetch of every loader: it tells the executor that a
// resolver of the operation waited for a batch (gqlrun.Fetched), so the
// rest of a list's items run concurrently and their loads batch together.
func fetching[K comparable, V any](ctx context.Context, fetch func([]K) ([]V, []error)) func([]K) ([]V, []error) {
	return func(keys []K) ([]V, []error) {
		gqlrun.Fetched(ctx)
		return fetch(keys)
	}
}

// PrimeUsers loads the users ids in one statement and primes the user
// loader with them (missing ones stay unprimed: loading them reports
// NOT_FOUND as usual).
func (l *Loaders) PrimeUsers(ids []int64) error {
	return Prime(ids, func(ids []int64) (map[int64]*accounts.User, error) { return l.svc.Accounts.ByIDs(l.ctx, ids) }, l.User().Prime)
}

// Prime is the one way to prime a loader for a page: it fetches the
// distinct keys in one call and primes every value fetch returns, so the
// page's field resolvers hit the cache instead of waiting for a batch.
func Prime[K comparable, V any](keys []K, fetch func([]K) (map[K]V, error), prime func(K, V) bool) error {
	seen := make(map[K]bool, len(keys))
	var uniq []K
	for _, k := range keys {
		if !seen[k] {
			seen[k] = true
			uniq = append(uniq, k)
		}
	}
	if len(uniq) == 0 {
		return nil
	}
	m, err := fetch(uniq)
	if err != nil {
		return err
	}
	for k, v := range m {
		prime(k, v)
	}
	return nil
}

type ctxKey struct{}

// With returns ctx carrying l.
func With(ctx context.Context, l *Loaders) context.Context {
	return context.WithValue(ctx, ctxKey{}, l)
}

// For returns the loaders of the operation running in ctx. It panics when
// none were installed: that is a wiring bug (resolvers always run inside an
// operation built by graph.NewHandler).
func For(ctx context.Context) *Loaders {
	l, _ := ctx.Value(ctxKey{}).(*Loaders)
	if l == nil {
		panic("loaders.For: no loaders in context (not inside a GraphQL operation?)")
	}
	return l
}

// Ordered turns the map a ByIDs method returns into the results dataloaden
// expects: one value per key, in key order, with a NOT_FOUND error (carrying
// notFound as its message) for each key missing from m. A non-nil err fails
// the whole batch.
func Ordered[K comparable, V any](keys []K, m map[K]V, err error, notFound string) ([]V, []error) {
	out := make([]V, len(keys))
	if err != nil {
		return out, []error{err}
	}
	var errs []error
	for i, k := range keys {
		v, ok := m[k]
		if !ok {
			if errs == nil {
				errs = make([]error, len(keys))
			}
			errs[i] = apperr.New(apperr.NotFound, notFound)
			continue
		}
		out[i] = v
	}
	return out, errs
}

// ViewerFlags answers, for ids, which hold for viewer (applied to, saved),
// in one statement; ids absent from the map are false.
type ViewerFlags func(ctx context.Context, viewer *accounts.User, ids []int64) (map[int64]bool, error)

// primeFlags loads flags for the operation's viewer and each of ids in one
// statement, and primes loader with them (false where absent); nothing for
// visitors.
func primeFlags(ctx context.Context, ids []int64, flags ViewerFlags, loader *BoolLoader) error {
	viewer := session.Viewer(ctx)
	if viewer == nil {
		return nil
	}
	return Prime(ids, func(ids []int64) (map[int64]bool, error) {
		m, err := flags(ctx, viewer, ids)
		if err != nil {
			return nil, err
		}
		for _, id := range ids {
			m[id] = m[id] // false where absent
		}
		return m, nil
	}, loader.Prime)
}

// newFlagLoader loads flags for the operation's viewer, a batch per statement.
func newFlagLoader(ctx context.Context, flags ViewerFlags) *BoolLoader {
	return NewBoolLoader(BoolLoaderConfig{
		Wait:     wait,
		MaxBatch: maxBatch,
		Fetch: fetching(ctx, func(ids []int64) ([]bool, []error) {
			out := make([]bool, len(ids))
			m, err := flags(ctx, session.Viewer(ctx), ids)
			if err != nil {
				return out, []error{err}
			}
			for i, id := range ids {
				out[i] = m[id]
			}
			return out, nil
		}),
	})
}
