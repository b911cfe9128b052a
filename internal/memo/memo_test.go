package memo

import (
	"errors"
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
