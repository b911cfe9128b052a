package accounts_test

import (
	"testing"
	"time"

	"canvass/internal/accounts"
)

func TestMemoryThrottle(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	th := accounts.NewMemoryThrottle(accounts.Limit{Max: 3, Window: time.Minute}, func() time.Time { return now })
	for i := range 3 {
		if w := th.Wait("k"); w != 0 {
			t.Fatalf("blocked after %d", i)
		}
		th.Add("k")
		now = now.Add(10 * time.Second)
	}
	// Events at 0s, 10s, 20s; now 30s: blocked until the first leaves at 60s.
	if w := th.Wait("k"); w != 30*time.Second {
		t.Fatalf("wait %v, want 30s", w)
	}
	if th.Wait("other") != 0 {
		t.Fatal("keys are independent")
	}
	now = now.Add(30 * time.Second)
	if w := th.Wait("k"); w != 0 {
		t.Fatalf("still blocked: %v", w)
	}
	th.Add("k")
	th.Reset("k")
	if th.Wait("k") != 0 {
		t.Fatal("reset")
	}
}

// The production argon2id cost is OWASP's minimum (m = 19 MiB, t = 2,
// p = 1), whatever cost this package's tests hash at.
func TestProductionHashCost(t *testing.T) {
	if m, tm, p := accounts.ProductionHashCost(); m != 19456 || tm != 2 || p != 1 {
		t.Fatalf("argon2id cost m=%d t=%d p=%d, want m=19456 t=2 p=1", m, tm, p)
	}
}
