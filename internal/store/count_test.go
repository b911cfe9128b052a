package store_test

import (
	"context"
	"testing"

	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// Every list's capped count (store.CountWhereUpTo): exact below and at the
// cap, the cap and More above it, every row when uncapped; one statement.
func TestCountWhereUpTo(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		if _, err := db.Exec(ctx, `CREATE TABLE count_rows (id INTEGER PRIMARY KEY, kind TEXT NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		for i := 1; i <= 12; i++ {
			kind := "odd"
			if i%2 == 0 {
				kind = "even"
			}
			if _, err := db.Exec(ctx, `INSERT INTO count_rows (id, kind) VALUES (?, ?)`, i, kind); err != nil {
				t.Fatal(err)
			}
		}
		cases := []struct {
			upTo int
			want store.Count
		}{
			{0, store.Count{N: 6}},             // uncapped
			{5, store.Count{N: 5, More: true}}, // above the cap
			{6, store.Count{N: 6}},             // at the cap
			{7, store.Count{N: 6}},             // below the cap
			{1000, store.Count{N: 6}},          // far below
			{1, store.Count{N: 1, More: true}}, // the smallest cap
		}
		for _, c := range cases {
			before := db.Statements()
			got, err := db.CountWhereUpTo(ctx, "count_rows r", []string{"r.kind = ?"}, c.upTo, "even")
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("up to %d: %+v, want %+v", c.upTo, got, c.want)
			}
			if n := db.Statements() - before; n != 1 {
				t.Errorf("up to %d: %d statements, want 1", c.upTo, n)
			}
		}
		if got, err := db.CountWhereUpTo(ctx, "count_rows r", nil, 12); err != nil || got != (store.Count{N: 12}) {
			t.Errorf("no condition, 12 rows up to 12: %+v, %v", got, err)
		}
		if n, err := db.CountWhere(ctx, "count_rows r", []string{"r.kind = ?"}, "odd"); err != nil || n != 6 {
			t.Errorf("CountWhere = %d, %v; want 6", n, err)
		}
	})
}

// On PostgreSQL a capped count is planned with its values on every run
// (plannedEachTime): no prepared statement is kept for it, so
// PostgreSQL never switches it to a generic plan (which took "join" + a
// location at 100,000 jobs from 3-8 ms to 49-77 ms after five runs). The
// same statement run plainly is kept, as the control.
func TestCountPlannedEachTime(t *testing.T) {
	db := storetest.Postgres(t)
	db.SetMaxConns(1) // one connection: its prepared statements are the ones listed
	ctx := context.Background()
	if _, err := db.Exec(ctx, `CREATE TABLE planned_rows (id INTEGER PRIMARY KEY, kind TEXT NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	kept := func(like string) int {
		t.Helper()
		var n int
		if err := db.Get(ctx, &n, `SELECT COUNT(*) FROM pg_prepared_statements WHERE statement LIKE ?`, like); err != nil {
			t.Fatal(err)
		}
		return n
	}
	for range 7 {
		if _, err := db.CountWhereUpTo(ctx, "planned_rows r", []string{"r.kind = ?"}, 10, "even"); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := db.Get(ctx, &n, `SELECT COUNT(*) FROM planned_rows r WHERE r.kind = ? AND r.id > 0`, "odd"); err != nil {
			t.Fatal(err)
		}
	}
	if n := kept("%FROM planned_rows r WHERE r.kind = $1 LIMIT 11%"); n != 0 {
		t.Errorf("the capped count is kept as %d prepared statement(s); want it planned each time", n)
	}
	if n := kept("%FROM planned_rows r WHERE r.kind = $1 AND r.id > 0%"); n != 1 {
		t.Errorf("control: the plain statement is kept %d times, want 1 (the listing cannot see prepared statements?)", n)
	}
}
