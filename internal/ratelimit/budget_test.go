package ratelimit_test

import (
	"context"
	"os"
	"testing"
	"time"

	"canvass/internal/ratelimit"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

// A caller spends points until the next would pass the limit (refused
// requests cost nothing), other callers are apart, the budget is whole
// again when the hour ends, and flushes keep the count (in memory on
// SQLite, summed in api_budgets on PostgreSQL, where past hours' rows go).
func TestBudget(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 28, 10, 59, 0, 0, time.UTC)
		b := ratelimit.NewBudget(db, nil, -1, func() time.Time { return now }) // flushed here only
		defer b.Close()
		alice, bob := ratelimit.Caller{Key: "member:1", Limit: 100}, ratelimit.Caller{Key: "addr:192.0.2.1", Limit: 50}
		if st := b.Peek(alice); st.Remaining != 100 || st.Used != 0 || !st.Reset.Equal(time.Date(2026, 11, 28, 11, 0, 0, 0, time.UTC)) {
			t.Fatalf("peek: %+v", st)
		}
		if st, ok := b.Spend(alice, 60); !ok || st.Remaining != 40 || st.Cost != 60 {
			t.Fatalf("spend 60: %+v %v", st, ok)
		}
		if err := b.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if st, ok := b.Spend(alice, 30); !ok || st.Remaining != 10 || st.Used != 90 {
			t.Fatalf("spend 30 after a flush: %+v %v", st, ok)
		}
		if st, ok := b.Spend(alice, 11); ok || st.Remaining != 10 || st.Cost != 0 {
			t.Fatalf("spend 11 of 10 left: %+v %v", st, ok)
		}
		if st, ok := b.Spend(bob, 50); !ok || st.Remaining != 0 {
			t.Fatalf("another caller: %+v %v", st, ok)
		}
		if err := b.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if st, ok := b.Spend(alice, 10); !ok || st.Remaining != 0 {
			t.Fatalf("the last 10: %+v %v", st, ok)
		}
		if _, ok := b.Spend(alice, 1); ok {
			t.Fatal("past the limit: spent")
		}
		now = now.Add(time.Minute) // 11:00: a new hour
		if st, ok := b.Spend(alice, 1); !ok || st.Remaining != 99 || !st.Reset.Equal(time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)) {
			t.Fatalf("the next hour: %+v %v", st, ok)
		}
		if err := b.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if db.Dialect() == store.Postgres {
			var rows []struct {
				Key  string `db:"key"`
				Used int64  `db:"used"`
			}
			if err := db.Select(ctx, &rows, `SELECT key, used FROM api_budgets ORDER BY key`); err != nil {
				t.Fatal(err)
			}
			if len(rows) != 1 || rows[0].Key != "member:1" || rows[0].Used != 1 {
				t.Fatalf("api_budgets after the hour: %+v (past hours' rows are deleted)", rows)
			}
		}
		if st := b.Peek(ratelimit.Caller{Key: "x", Limit: 0}); st.Limit != 0 {
			t.Fatalf("a caller without a limit: %+v", st)
		}
		if _, ok := b.Spend(ratelimit.Caller{Key: "x"}, 1_000_000); !ok {
			t.Fatal("a caller without a limit was refused")
		}
	})
}
