package resources

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

// TestCreationLimits: creating resources is limited as sending messages
// is (internal/ratelimit): a new account 2 a minute, an older one 5 a
// minute and 30 an hour, with RATE_LIMITED, a Retry-After and a clear
// text. Forty creations at once by one new account store exactly two: the
// count runs under the author's lock, in the transaction that inserts.
func TestCreationLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		e.svc.SetLimits(DefaultLimits)
		fresh := testkit.User(t, db, "freshwriter", accounts.Candidate)

		var wg sync.WaitGroup
		errs := make([]error, 40)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = e.svc.Create(ctx, fresh, validInput())
			}()
		}
		wg.Wait()
		made, limited := 0, 0
		for _, err := range errs {
			switch {
			case err == nil:
				made++
			case apperr.CodeOf(err) == apperr.RateLimited:
				limited++
				if got := err.Error(); !strings.Contains(got, "You're creating resources too quickly. Please wait 60 seconds and try again.") {
					t.Errorf("message %q", got)
				}
				if e := apperr.As(err); e.RetryAfter != 60 {
					t.Errorf("Retry-After %d, want 60", e.RetryAfter)
				}
			default:
				t.Errorf("unexpected error: %v", err)
			}
		}
		if made != DefaultLimits.NewBurst || limited != 40-made {
			t.Errorf("%d created, %d limited; want %d created", made, limited, DefaultLimits.NewBurst)
		}

		// An account older than a day: 5 a minute, then 30 an hour.
		old := testkit.User(t, db, "oldwriter", accounts.CampaignStaff)
		old.CreatedAt = old.CreatedAt.Add(-48 * time.Hour)
		now := store.Now()
		e.svc.now = func() time.Time { return now }
		for i := range DefaultLimits.Burst {
			if _, err := e.svc.Create(ctx, old, validInput()); err != nil {
				t.Fatalf("create %d: %v", i, err)
			}
		}
		_, err := e.svc.Create(ctx, old, validInput())
		wantCode(t, err, apperr.RateLimited, "You're creating resources too quickly. Please wait 60 seconds and try again.")
		for i := DefaultLimits.Burst; i < DefaultLimits.Hourly; i++ {
			if i%DefaultLimits.Burst == 0 {
				now = now.Add(time.Minute + time.Second)
			}
			if _, err := e.svc.Create(ctx, old, validInput()); err != nil {
				t.Fatalf("create %d: %v", i, err)
			}
		}
		now = now.Add(time.Minute + time.Second)
		_, err = e.svc.Create(ctx, old, validInput())
		if apperr.CodeOf(err) != apperr.RateLimited || !strings.HasPrefix(err.Error(), "You've reached the limit of 30 resources an hour. Please try again in ") {
			t.Errorf("hourly: %v", err)
		}
		// Edits are not creations.
		page, _ := e.svc.ListByAuthor(ctx, nil, old.ID, 1, "")
		if _, err := e.svc.Update(ctx, old, page.Items[0].ID, validInput()); err != nil {
			t.Errorf("edit at the limit: %v", err)
		}
	})
}
