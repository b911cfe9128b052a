package news

import (
	"context"
	"sync"
	"testing"

	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// TestCreationLimits: writing articles is limited as sending messages is
// (internal/ratelimit). Forty creations at once by an editor whose account
// is new store exactly NewBurst; the rest are RATE_LIMITED with a clear
// text. Edits and publishing are not creations.
func TestCreationLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		f.s.SetLimits(DefaultLimits)
		var wg sync.WaitGroup
		errs := make([]error, 40)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = f.s.Create(ctx, f.editor, input("A story written quickly"))
			}()
		}
		wg.Wait()
		made := 0
		for _, err := range errs {
			if err == nil {
				made++
				continue
			}
			if e := apperr.As(err); e == nil || e.Code != apperr.RateLimited || e.RetryAfter != 60 ||
				e.Message != "You're writing news articles too quickly. Please wait 60 seconds and try again." {
				t.Errorf("unexpected error: %v", err)
			}
		}
		if made != DefaultLimits.NewBurst || f.count(t) != made {
			t.Errorf("%d created (%d stored), want %d", made, f.count(t), DefaultLimits.NewBurst)
		}
		page, err := f.s.Search(ctx, nil, Filter{}, Newest, 1, "")
		if err != nil || len(page.Items) != 1 {
			t.Fatal(page, err)
		}
		if _, err := f.s.Update(ctx, f.editor, page.Items[0].ID, input("An edited story title")); err != nil {
			t.Errorf("edit at the limit: %v", err)
		}
	})
}
