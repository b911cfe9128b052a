package store_test

import (
	"context"
	"os"
	"testing"
	"time"

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
