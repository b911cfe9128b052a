package memo

import (
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
