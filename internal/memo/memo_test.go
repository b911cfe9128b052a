package memo

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"
)

func TestValue(t *testing.T) {
	v := Value[int]{TTL: time.Minute}
	calls := 0
	load := func() (int, error) { calls++; return calls, nil }
	t0 := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

	if got, _ := v.Get(t0, load); got != 1 {
		t.Fatalf("first get = %d", got)
	}
	if got, _ := v.Get(t0.Add(59*time.Second), load); got != 1 || calls != 1 {
		t.Fatalf("within TTL = %d (%d loads), want the kept 1", got, calls)
	}
	if got, _ := v.Get(t0.Add(time.Minute), load); got != 2 {
		t.Fatalf("after TTL = %d, want a reload", got)
	}
	v.Forget()
	if got, _ := v.Get(t0.Add(time.Minute), load); got != 3 {
		t.Fatalf("after Forget = %d, want a reload", got)
	}
	if got, _ := v.Get(t0, load); got != 4 {
		t.Fatalf("clock moved back = %d, want a reload", got)
	}
	boom := errors.New("boom")
	v.Forget()
	if _, err := v.Get(t0, func() (int, error) { return 0, boom }); err != boom {
		t.Fatalf("error = %v", err)
	}
	if got, _ := v.Get(t0, load); got != 5 {
		t.Fatalf("after an error = %d, want a reload (errors are not kept)", got)
	}
}

func TestKept(t *testing.T) {
	k := Kept[string, int]{Max: 2}
	if _, ok := k.Get("a"); ok {
		t.Fatal("an empty Kept answered")
	}
	if got := k.Keep("a", 1); got != 1 {
		t.Fatalf("Keep(a, 1) = %d", got)
	}
	if got := k.Keep("a", 9); got != 1 {
		t.Fatalf("a second Keep(a) = %d, want the kept 1", got)
	}
	k.Keep("b", 2)
	if got := k.Keep("c", 3); got != 3 {
		t.Fatalf("Keep past Max = %d, want its own 3", got)
	}
	if _, ok := k.Get("c"); ok || k.Len() != 2 {
		t.Fatalf("past Max: c kept, or %d answers kept", k.Len())
	}
	if v, ok := k.Get("b"); !ok || v != 2 {
		t.Fatalf("Get(b) = %d, %v", v, ok)
	}
	if n := testing.AllocsPerRun(100, func() { k.Get("a") }); n != 0 {
		t.Errorf("Get: %v allocations, want 0", n)
	}
}

// Readers and writers at once (go test -race): every answer read is one
// that was kept for its key.
func TestKeptConcurrent(t *testing.T) {
	k := Kept[int, int]{Max: 64}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				key := (i + w) % 100
				if v, ok := k.Get(key); ok && v != key*10 {
					t.Errorf("Get(%d) = %d", key, v)
				}
				k.Keep(key, key*10)
			}
		}()
	}
	wg.Wait()
	if k.Len() != 64 {
		t.Errorf("%d kept, want 64", k.Len())
	}
}

// Refresh serves a value past its TTL at once and reloads it in the
// background (one load at a time); after Forget, or far past its time, it
// loads and waits; a background load that started before a Forget is not
// kept.
func TestRefresh(t *testing.T) {
	ctx := context.Background()
	v := Value[int]{TTL: time.Minute}
	var mu sync.Mutex
	calls := 0
	release := make(chan struct{})
	blocking := false
	load := func(context.Context) (int, error) {
		mu.Lock()
		calls++
		n, block := calls, blocking
		mu.Unlock()
		if block {
			<-release
		}
		return n, nil
	}
	t0 := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	if got, _ := v.Refresh(ctx, t0, load); got != 1 {
		t.Fatalf("first = %d, want a load", got)
	}
	mu.Lock()
	blocking = true
	mu.Unlock()
	// Past the TTL: the kept value at once, however slow the reload.
	for range 3 {
		if got, _ := v.Refresh(ctx, t0.Add(2*time.Minute), load); got != 1 {
			t.Fatalf("stale = %d, want the kept 1 at once", got)
		}
	}
	close(release)
	deadline := time.Now().Add(5 * time.Second)
	for {
		got, _ := v.Refresh(ctx, t0.Add(2*time.Minute), load)
		if got == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the background reload was not kept (got %d)", got)
		}
		time.Sleep(time.Millisecond)
	}
	mu.Lock()
	if calls != 2 {
		t.Errorf("%d loads, want 2 (one background reload for three stale reads)", calls)
	}
	blocking = false
	mu.Unlock()
	// Far past its time: load and wait.
	if got, _ := v.Refresh(ctx, t0.Add(2*time.Minute+MaxStale*time.Minute), load); got != 3 {
		t.Fatalf("far past = %d, want a waited load", got)
	}
	// A reload that started before a Forget is dropped.
	mu.Lock()
	blocking = true
	release = make(chan struct{})
	mu.Unlock()
	late := t0.Add(2*time.Minute + MaxStale*time.Minute + 2*time.Minute)
	if got, _ := v.Refresh(ctx, late, load); got != 3 {
		t.Fatalf("stale = %d, want 3", got)
	}
	for started := false; !started; time.Sleep(time.Millisecond) {
		mu.Lock()
		started = calls == 4 // the background reload is under way
		mu.Unlock()
	}
	v.Forget()
	mu.Lock()
	blocking = false
	mu.Unlock()
	if got, _ := v.Refresh(ctx, late, load); got != 5 {
		t.Fatalf("after Forget = %d, want a waited load (5)", got)
	}
	close(release) // the old reload (4) ends now and must not replace 5
	time.Sleep(20 * time.Millisecond)
	if got, _ := v.Refresh(ctx, late, load); got != 5 {
		t.Fatalf("after the old reload ended = %d, want 5 kept", got)
	}
}
