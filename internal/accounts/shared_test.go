package accounts_test

import (
	"context"
	"log/slog"
	"sync"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// On PostgreSQL the login throttles are shared: two services on one
// database (two processes, each with its own pool) count one limit, and
// concurrent failures spread over both never pass it.
func TestLoginThrottleAcrossProcesses(t *testing.T) {
	db := storetest.Postgres(t)
	e := newEnv(t, db)
	e.register(t, "alice")
	ctx := context.Background()
	db2, err := store.Open(ctx, db.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db2.Close() })
	other := accounts.NewService(db2, e.up, accounts.Options{Log: slog.New(slog.DiscardHandler)})
	procs := []*accounts.Service{e.svc, other}
	max := accounts.DefaultLimits.LoginPerAccountAddress.Max

	// Failures through one count on the other.
	for i := range max {
		_, err := procs[i%2].Login(ctx, "alice", "bad-password", "10.0.0.1:1")
		wantErr(t, err, apperr.Unauthenticated, "", "Invalid username or password")
	}
	for _, p := range procs {
		_, err := p.Login(ctx, "alice", "secret1", "10.0.0.1:2")
		wantErr(t, err, apperr.RateLimited, "", "Too many login attempts. Please try again later.")
	}
	// A success on one process clears the pair's failures on both.
	for i := range max - 1 {
		procs[i%2].Login(ctx, "alice", "bad-password", "10.0.0.2:1")
	}
	if _, err := other.Login(ctx, "alice", "secret1", "10.0.0.2:1"); err != nil {
		t.Fatal(err)
	}
	for range max - 1 {
		e.svc.Login(ctx, "alice", "bad-password", "10.0.0.2:1")
	}
	if _, err := e.svc.Login(ctx, "alice", "secret1", "10.0.0.2:1"); err != nil {
		t.Fatalf("failures before a success elsewhere still count: %v", err)
	}

	// N concurrent failures from one address, half through each process:
	// exactly max are checked, the rest refused before any password check.
	counts := map[apperr.Code]int{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i := range 30 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := procs[i%2].Login(ctx, "alice", "bad-password", "10.0.0.9:1")
			code := apperr.Code("none")
			if e := apperr.As(err); e != nil {
				code = e.Code
			}
			mu.Lock()
			counts[code]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	if counts[apperr.Unauthenticated] != max || counts[apperr.RateLimited] != 30-max {
		t.Fatalf("concurrent failures: %v, want %d checked and %d refused", counts, max, 30-max)
	}

	// Sign-ups per address are shared too.
	lim := accounts.DefaultLimits.RegisterPerAddress.Max
	for i := range lim {
		in := validInput("new" + string(rune('a'+i)))
		in.RemoteAddr = "10.1.0.1:1"
		if _, err := procs[i%2].Register(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	in := validInput("onemore")
	in.RemoteAddr = "10.1.0.1:1"
	for _, p := range procs {
		_, err := p.Register(ctx, in)
		wantErr(t, err, apperr.RateLimited, "", "Too many requests. Please try again later.")
	}
}
