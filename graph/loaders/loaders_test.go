package loaders

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"canvass/internal/apperr"
	"canvass/internal/domain"
)

func TestOrdered(t *testing.T) {
	m := map[int64]string{1: "one", 3: "three"}
	got, errs := Ordered([]int64{3, 2, 1}, m, nil, "Thing not found.")
	if got[0] != "three" || got[1] != "" || got[2] != "one" {
		t.Fatalf("got %v", got)
	}
	if len(errs) != 3 || errs[0] != nil || errs[2] != nil || apperr.CodeOf(errs[1]) != apperr.NotFound || errs[1].Error() != "Thing not found." {
		t.Fatalf("errs %v", errs)
	}
	if _, errs := Ordered([]int64{1, 3}, m, nil, "x"); errs != nil {
		t.Fatalf("all found: errs %v", errs)
	}
	boom := errors.New("boom")
	if _, errs := Ordered([]int64{1, 3}, m, boom, "x"); len(errs) != 1 || errs[0] != boom {
		t.Fatalf("batch error: %v", errs)
	}
}

// Every loader's Fetch reports to the executor (fetching): a loader that
// did not would leave a list's items running one after another, each
// waiting for its own batch.
func TestEveryFetchReported(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_gen.go") || strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "Fetch:") {
				n++
				if !strings.Contains(line, "Fetch: fetching(ctx, func(") {
					t.Errorf("%s: a Fetch not wrapped in fetching: %s", f, strings.TrimSpace(line))
				}
			}
		}
	}
	// The viewer's per-item flags (applied, saved) share one Fetch (newFlagLoader).
	if n < 8 {
		t.Errorf("found %d loaders' Fetch, want at least 8", n)
	}
}

// An operation's loaders are made when first used, once, however many
// resolvers ask at the same time.
func TestLoadersMadeOnFirstUse(t *testing.T) {
	l := New(context.Background(), domain.Services{})
	if l.user != nil || l.vendor != nil || l.vendorByUser != nil || l.jobs != nil || l.resources != nil {
		t.Fatal("loaders made before their first use")
	}
	got := make([]*UserLoader, 8)
	var wg sync.WaitGroup
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = l.User()
		}()
	}
	wg.Wait()
	for _, u := range got {
		if u == nil || u != got[0] {
			t.Fatalf("User() gave different loaders: %v", got)
		}
	}
	if l.Jobs() == nil || l.Jobs() != l.Jobs() || l.Resources() == nil || l.Vendor() == nil || l.VendorByUser() == nil || l.Vendor() == l.VendorByUser() {
		t.Fatal("a loader group is not made once on first use")
	}
	if n := testing.AllocsPerRun(100, func() { New(context.Background(), domain.Services{}) }); n > 1 {
		t.Errorf("New allocates %v times, want 1", n)
	}
}
