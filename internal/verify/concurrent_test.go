package verify_test

import (
	"context"
	"sync"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
	"canvass/internal/verify"
)

// Concurrent wrong codes (as from several processes) are compared at most
// MaxAttempts times: each reads the attempts under the row's lock.
func TestConcurrentCodeGuesses(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		if _, err := e.svc.Request(ctx, ann, fed); err != nil {
			t.Fatal(err)
		}
		wrong := "000000"
		if e.code(t, "ann@friendsofann.org") == wrong {
			wrong = "111111"
		}
		var wg sync.WaitGroup
		for range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := e.svc.Confirm(ctx, ann, wrong)
				if apperr.As(err) == nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		var attempts int
		if err := db.Get(ctx, &attempts, `SELECT email_code_attempts FROM verifications WHERE user_id = ?`, ann.ID); err != nil {
			t.Fatal(err)
		}
		if attempts != verify.MaxAttempts {
			t.Fatalf("%d codes compared, want %d", attempts, verify.MaxAttempts)
		}
	})
}
