package accounts_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
)

func TestMemoryThrottle(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	th := accounts.NewMemoryThrottle(accounts.Limit{Max: 3, Window: time.Minute}, func() time.Time { return now })
	testThrottle(t, th, &now)
}

// testThrottle checks a throttle of Max 3 per minute on the clock *now.
func testThrottle(t *testing.T, th accounts.Throttle, now *time.Time) {
	t.Helper()
	ctx := context.Background()
	wait := func(key string) time.Duration {
		t.Helper()
		w, err := th.Wait(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	for i := range 3 {
		w, _, err := th.Take(ctx, "k")
		if err != nil || w != 0 {
			t.Fatalf("blocked after %d: %v %v", i, w, err)
		}
		*now = now.Add(10 * time.Second)
	}
	// Events at 0s, 10s, 20s; now 30s: blocked until the first leaves at 60s.
	if w := wait("k"); w != 30*time.Second {
		t.Fatalf("wait %v, want 30s", w)
	}
	if w, _, err := th.Take(ctx, "k"); err != nil || w != 30*time.Second {
		t.Fatalf("take while blocked: %v %v, want 30s", w, err)
	}
	if wait("other") != 0 {
		t.Fatal("keys are independent")
	}
	*now = now.Add(30 * time.Second)
	if w := wait("k"); w != 0 {
		t.Fatalf("still blocked: %v", w)
	}
	// An event taken back does not count.
	_, ev, err := th.Take(ctx, "k")
	if err != nil {
		t.Fatal(err)
	}
	if w := wait("k"); w == 0 {
		t.Fatal("the fourth event does not count")
	}
	if err := th.Undo(ctx, "k", ev); err != nil {
		t.Fatal(err)
	}
	if w := wait("k"); w != 0 {
		t.Fatalf("undone event still counts: %v", w)
	}
	th.Take(ctx, "k")
	if err := th.Reset(ctx, "k"); err != nil || wait("k") != 0 {
		t.Fatal("reset", err)
	}
	// Keys PostgreSQL text cannot hold as they are still count apart.
	odd := []string{"a\x00b", "a\x00c", string([]byte{0xff, 0xfe}), strings.Repeat("x", 500), strings.Repeat("x", 501)}
	for _, k := range odd {
		for range 3 {
			if w, _, err := th.Take(ctx, k); err != nil || w != 0 {
				t.Fatalf("%q: %v %v", k, w, err)
			}
		}
	}
	for _, k := range odd {
		if wait(k) == 0 {
			t.Fatalf("%q: not counted", k)
		}
	}
}

// The production argon2id cost is OWASP's minimum (m = 19 MiB, t = 2,
// p = 1), whatever cost this package's tests hash at.
func TestProductionHashCost(t *testing.T) {
	if m, tm, p := accounts.ProductionHashCost(); m != 19456 || tm != 2 || p != 1 {
		t.Fatalf("argon2id cost m=%d t=%d p=%d, want m=19456 t=2 p=1", m, tm, p)
	}
}
