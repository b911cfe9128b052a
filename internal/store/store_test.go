package store_test

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

func TestMigrateAndRoundTrip(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		// Migrating twice is a no-op.
		if err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		now := store.Now()
		var id int64
		err := db.GetW(ctx, &id, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, social_links, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, "Ada", "x", "ada@example.com", "Ada", "L", "candidate", store.StringList{"https://a.example"}, now)
		if err != nil {
			t.Fatal(err)
		}
		var row struct {
			CreatedAt time.Time        `db:"created_at"`
			Links     store.StringList `db:"social_links"`
		}
		before := db.Statements()
		if err := db.Get(ctx, &row, `SELECT created_at, social_links FROM users WHERE id = ?`, id); err != nil {
			t.Fatal(err)
		}
		if got := db.Statements() - before; got != 1 {
			t.Errorf("statements = %d, want 1", got)
		}
		if !row.CreatedAt.Equal(now) {
			t.Errorf("created_at = %v, want %v", row.CreatedAt, now)
		}
		if len(row.Links) != 1 || row.Links[0] != "https://a.example" {
			t.Errorf("social_links = %v", row.Links)
		}
		// Usernames are unique regardless of case.
		_, err = db.Exec(ctx, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, "ADA", "x", "other@example.com", "A", "L", "candidate", now)
		if !store.IsUniqueViolation(err) {
			t.Errorf("duplicate username: err = %v, want unique violation", err)
		}
	})
}

// Text PostgreSQL cannot hold (NUL, invalid UTF-8) is an INVALID error on
// both engines, in every kind of statement, never a driver failure.
func TestRefusesUnstorableText(t *testing.T) {
	type name string
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		bad := []any{"a\x00b", "\xff\xfe", name("x\x00"), ptr("\xc3"), ptr(name("\x00"))}
		for _, arg := range bad {
			var n int
			errs := []error{
				db.Get(ctx, &n, `SELECT COUNT(*) FROM users WHERE username = ?`, arg),
				db.Select(ctx, &[]int{}, `SELECT id FROM users WHERE email = ?`, arg),
				db.GetW(ctx, &n, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
					VALUES (?, 'x', 'e@example.com', 'F', 'L', 'candidate', ?) RETURNING id`, arg, store.Now()),
				db.InTx(ctx, func(tx *store.Tx) error {
					_, err := tx.Exec(ctx, `UPDATE users SET bio = ? WHERE id = 1`, arg)
					return err
				}),
			}
			_, err := db.Exec(ctx, `UPDATE users SET bio = ?`, arg)
			errs = append(errs, err)
			for i, err := range errs {
				if apperr.CodeOf(err) != apperr.Invalid {
					t.Errorf("arg %q, statement %d: err %v, want INVALID", arg, i, err)
				}
			}
		}
		// Ordinary text, including other control characters and emoji, passes.
		var n int
		if err := db.Get(ctx, &n, `SELECT COUNT(*) FROM users WHERE username = ?`, "tab\there 🙂"); err != nil {
			t.Fatal(err)
		}
	})
}

func ptr[T any](v T) *T { return &v }

// SQLite reads the database file through a memory map on every connection,
// reads and writes (SQLiteMmapSize): without it each connection copies pages
// into a 2 MB cache, and a count reading 1,001 rows by id costs 4 times as
// much at 100,000 jobs.
func TestSQLiteMemoryMapped(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if db.Dialect() != store.SQLite {
			t.Skip("SQLite only")
		}
		ctx := context.Background()
		var r, w int64
		if err := db.Get(ctx, &r, `PRAGMA mmap_size`); err != nil {
			t.Fatal(err)
		}
		if err := db.GetW(ctx, &w, `PRAGMA mmap_size`); err != nil {
			t.Fatal(err)
		}
		if r != store.SQLiteMmapSize || w != store.SQLiteMmapSize {
			t.Errorf("mmap_size: reads %d, writes %d, want %d", r, w, store.SQLiteMmapSize)
		}
	})
}

// Every GIN index on PostgreSQL takes new entries straight into the index
// (migration 0151): a pending list is read in full by every search until a
// vacuum merges it, and makes the planner walk a date index instead. The
// job queue's own indexes (river_*, its migrations) are left as River made
// them: nothing searches them on a page.
func TestGINIndexesHaveNoPendingList(t *testing.T) {
	db := storetest.Postgres(t)
	var rows []struct {
		Name    string  `db:"relname"`
		Options *string `db:"options"`
	}
	if err := db.Select(context.Background(), &rows, `SELECT c.relname, array_to_string(c.reloptions, ',') AS options
		FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid JOIN pg_am a ON a.oid = c.relam
		JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE a.amname = 'gin' AND n.nspname = current_schema() AND c.relname NOT LIKE 'river\_%'`); err != nil {
		t.Fatal(err)
	}
	if len(rows) < 5 {
		t.Fatalf("found %d GIN indexes, want the 5 full-text ones at least", len(rows))
	}
	for _, r := range rows {
		if r.Options == nil || !strings.Contains(*r.Options, "fastupdate=off") {
			t.Errorf("GIN index %s: options %v, want fastupdate=off (a migration: ALTER INDEX ... SET (fastupdate = off))", r.Name, r.Options)
		}
	}
}
