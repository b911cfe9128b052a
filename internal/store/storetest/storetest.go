// Package storetest gives tests a fresh, migrated database on each engine:
// SQLite always, PostgreSQL when CANVASS_TEST_DATABASE_URL is set (CI sets
// it; without it the PostgreSQL half skips with a message).
package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"canvass/internal/store"
	"github.com/jmoiron/sqlx"
)

// EnvURL names the variable holding the PostgreSQL server URL for tests.
const EnvURL = "CANVASS_TEST_DATABASE_URL"

// Each runs fn as a subtest on every available engine, each with its own
// fresh migrated database.
func Each(t *testing.T, fn func(t *testing.T, db *store.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, SQLite(t)) })
	t.Run("postgres", func(t *testing.T) { fn(t, Postgres(t)) })
}

// URLs returns, for each engine, a fresh migrated database URL (for tests
// that start the whole server). Names are "sqlite" and "postgres".
func URLs(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{"sqlite": SQLiteURL(t)}
	if os.Getenv(EnvURL) != "" {
		out["postgres"] = PostgresURL(t)
	}
	return out
}

// SQLiteURL returns the URL of a fresh migrated SQLite file.
func SQLiteURL(t testing.TB) string {
	t.Helper()
	u := "sqlite:" + filepath.Join(t.TempDir(), "test.db")
	db, err := store.Open(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return u
}

// SQLite opens a fresh migrated SQLite database.
func SQLite(t *testing.T) *store.DB {
	t.Helper()
	return open(t, SQLiteURL(t))
}

// Postgres opens a fresh migrated PostgreSQL database, or skips.
func Postgres(t *testing.T) *store.DB {
	t.Helper()
	return open(t, PostgresURL(t))
}

func open(t *testing.T, u string) *store.DB {
	db, err := store.Open(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

var (
	tmplOnce sync.Once
	tmplName string
	tmplErr  error
)

// PostgresURL creates a fresh database from a migrated template (made once
// per test binary) and drops it when the test ends.
func PostgresURL(t *testing.T) string {
	t.Helper()
	base := os.Getenv(EnvURL)
	if base == "" {
		t.Skip("PostgreSQL half skipped: set " + EnvURL + "=postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable")
	}
	admin, err := sqlx.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	tmplOnce.Do(func() {
		tmplName = "t_tmpl_" + randHex()
		if _, tmplErr = admin.Exec(`CREATE DATABASE ` + tmplName); tmplErr != nil {
			return
		}
		var db *store.DB
		if db, tmplErr = store.Open(context.Background(), withDB(base, tmplName)); tmplErr != nil {
			return
		}
		tmplErr = db.Migrate(context.Background())
		db.Close()
	})
	if tmplErr != nil {
		t.Fatal("postgres template: ", tmplErr)
	}
	name := "t_" + randHex()
	if _, err := admin.Exec(`CREATE DATABASE ` + name + ` TEMPLATE ` + tmplName); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		a, err := sqlx.Open("pgx", base)
		if err != nil {
			return
		}
		defer a.Close()
		a.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`)
	})
	return withDB(base, name)
}

// DropTemplate removes the template database; call it from TestMain after m.Run.
func DropTemplate() {
	base := os.Getenv(EnvURL)
	if base == "" || tmplName == "" {
		return
	}
	if a, err := sqlx.Open("pgx", base); err == nil {
		a.Exec(`DROP DATABASE IF EXISTS ` + tmplName + ` WITH (FORCE)`)
		a.Close()
	}
}

func withDB(base, name string) string {
	u, err := url.Parse(base)
	if err != nil {
		return base
	}
	u.Path = "/" + name
	return u.String()
}

func randHex() string {
	b := make([]byte, 6)
	rand.Read(b)
	return hex.EncodeToString(b)
}
