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

// On PostgreSQL a capped count and a keyset page are planned with their
// values on every run (plannedEachTime): no prepared statement is kept for
// them, so PostgreSQL never switches them to a generic plan (which took
// "join" + a location at 100,000 jobs from 3-8 ms to 49-77 ms after five
// runs, its page from 1.5-6 ms to 64-97 ms). A statement run plainly is
// kept, as the control.
func TestListsPlannedEachTime(t *testing.T) {
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
		type row struct {
			ID int64 `db:"id"`
		}
		byID := store.Order{Name: "row.id", Cols: []store.Col{{Expr: "r.id", Kind: store.Int}}}
		if _, err := store.Paginate(ctx, db, store.PageQuery{Select: `SELECT r.id FROM planned_rows r`, Where: []string{"r.kind = ?"},
			Args: []any{"odd"}, Order: byID, First: 3}, func(r row) []any { return []any{r.ID} }); err != nil {
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
	if n := kept("%SELECT r.id FROM planned_rows r WHERE%ORDER BY%"); n != 0 {
		t.Errorf("the page is kept as %d prepared statement(s); want it planned each time", n)
	}
	if n := kept("%FROM planned_rows r WHERE r.kind = $1 AND r.id > 0%"); n != 1 {
		t.Errorf("control: the plain statement is kept %d times, want 1 (the listing cannot see prepared statements?)", n)
	}
}

// CountMatchUpTo counts the whole words first and, when they pass the cap,
// never asks the prefix query (FTS5 merges a long prefix's every term
// before its first row): a malformed prefix query shows whether it ran.
// Either way the counts are the plain ones.
func TestCountMatchWholeWordsFirst(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if db.Dialect() != store.SQLite {
			t.Skip("SQLite's FTS5")
		}
		ctx := context.Background()
		for _, q := range []string{
			`CREATE TABLE docs (id INTEGER PRIMARY KEY, body TEXT, gone INTEGER NOT NULL DEFAULT 0)`,
			`CREATE VIRTUAL TABLE docs_fts USING fts5 (body, content = 'docs', content_rowid = 'id')`,
			`WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 30)
			 INSERT INTO docs (id, body, gone) SELECT i, CASE WHEN i % 2 = 0 THEN 'campaign' ELSE 'campaigning' END, i % 5 = 0 FROM k`,
			`INSERT INTO docs_fts (docs_fts) VALUES ('rebuild')`,
		} {
			if _, err := db.Exec(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		ft := store.FullText{SQLiteTable: "docs_fts"}
		words := []string{"campaign"}
		match, whole := ft.SQLiteWords(words), ft.SQLiteWholeWords(words)
		if match != `"campaign"*` || whole != `"campaign"` {
			t.Fatalf("match %q, whole %q", match, whole)
		}
		conds := []string{"d.gone = ?"}
		// 24 rows are not gone: 12 hold "campaign", 12 "campaigning".
		for _, tc := range []struct {
			upTo int
			want store.Count
		}{{0, store.Count{N: 24}}, {5, store.Count{N: 5, More: true}}, {11, store.Count{N: 11, More: true}},
			{12, store.Count{N: 12, More: true}}, {23, store.Count{N: 23, More: true}}, {24, store.Count{N: 24}}, {100, store.Count{N: 24}}} {
			got, err := ft.CountMatchUpTo(ctx, db, "docs", "d", match, whole, conds, tc.upTo, 0)
			if err != nil || got != tc.want {
				t.Errorf("up to %d: %+v %v, want %+v", tc.upTo, got, err, tc.want)
			}
		}
		// Whole words past the cap: the prefix query is not run.
		if got, err := ft.CountMatchUpTo(ctx, db, "docs", "d", `"campaign`, whole, conds, 5, 0); err != nil || got != (store.Count{N: 5, More: true}) {
			t.Errorf("whole words past the cap: %+v %v; the prefix query ran", got, err)
		}
		if _, err := ft.CountMatchUpTo(ctx, db, "docs", "d", `"campaign`, whole, conds, 20, 0); err == nil {
			t.Error("whole words short of the cap: the (malformed) prefix query did not run")
		}
	})
}
