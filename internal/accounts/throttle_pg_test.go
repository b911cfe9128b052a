package accounts_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// PGThrottle behaves as MemoryThrottle does, and two throttles of one name
// on one database (two processes) count one limit.
func TestPGThrottle(t *testing.T) {
	db := storetest.Postgres(t)
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	lim := accounts.Limit{Max: 3, Window: time.Minute}
	testThrottle(t, accounts.NewPGThrottle(db, "unit", lim, clock), &now)

	// Two processes, each with its own connection pool.
	db2, err := store.Open(context.Background(), db.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db2.Close() })
	a, b := accounts.NewPGThrottle(db, "shared", lim, clock), accounts.NewPGThrottle(db2, "shared", lim, clock)
	ctx := context.Background()
	if w, _, err := a.Take(ctx, "k"); err != nil || w != 0 {
		t.Fatal(w, err)
	}
	if w, _, err := b.Take(ctx, "k"); err != nil || w != 0 {
		t.Fatal(w, err)
	}
	if w, _, _ := a.Take(ctx, "k"); w != 0 {
		t.Fatal("third event refused")
	}
	if w, _ := b.Wait(ctx, "k"); w != time.Minute {
		t.Fatalf("the other process waits %v, want 1m", w)
	}
	// Another limit's name is another count.
	if w, _ := accounts.NewPGThrottle(db2, "other", lim, clock).Wait(ctx, "k"); w != 0 {
		t.Fatal("names are independent")
	}

	// Concurrent takes on both: exactly Max pass, whatever the interleaving.
	var passed atomic.Int32
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			th := a
			if i%2 == 1 {
				th = b
			}
			w, _, err := th.Take(ctx, "race")
			if err != nil {
				t.Error(err)
			}
			if w == 0 {
				passed.Add(1)
			}
		}()
	}
	wg.Wait()
	if n := passed.Load(); n != int32(lim.Max) {
		t.Fatalf("%d concurrent takes passed, want %d", n, lim.Max)
	}

	// Expired rows are swept; the kept ones stay.
	now = now.Add(2 * time.Minute)
	a.Take(ctx, "fresh")
	a.Sweep(ctx)
	var rows int
	if err := db.Get(ctx, &rows, `SELECT COUNT(*) FROM throttle_events`); err != nil {
		t.Fatal(err)
	}
	if rows != 1 {
		t.Fatalf("%d rows after the sweep, want 1", rows)
	}
}
