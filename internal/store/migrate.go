package store

import (
	"context"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/jmoiron/sqlx"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"

	"canvass/migrations"
)

// Migrate applies every embedded migration not yet applied, each in its own
// transaction, in file-name order, then the job queue's tables (River's own
// migrations, rivermigrate, in one more transaction; internal/queue).
func (db *DB) Migrate(ctx context.Context) error {
	dir := string(db.dialect)
	names, err := fs.Glob(migrations.FS, dir+"/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	if _, err := db.w.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY)`); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	conn, err := db.w.Connx(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if db.dialect == Postgres {
		// Several processes may start at once: one migrates, the others wait.
		if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(727274)`); err != nil {
			return err
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(727274)`)
	}
	var done []string
	if err := conn.SelectContext(ctx, &done, `SELECT version FROM schema_migrations`); err != nil {
		return err
	}
	applied := map[string]bool{}
	for _, v := range done {
		applied[v] = true
	}
	for _, name := range names {
		version := strings.TrimSuffix(name[len(dir)+1:], ".sql")
		if applied[version] {
			continue
		}
		body, err := fs.ReadFile(migrations.FS, name)
		if err != nil {
			return err
		}
		tx, err := conn.BeginTxx(ctx, nil)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, string(body)); err != nil {
			tx.Rollback()
			return fmt.Errorf("migrate %s: %w", name, err)
		}
		if _, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO schema_migrations (version) VALUES (?)`), version); err != nil {
			tx.Rollback()
			return fmt.Errorf("migrate %s: %w", name, err)
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("migrate %s: %w", name, err)
		}
	}
	return db.migrateRiver(ctx, conn)
}

// migrateRiver brings River's tables (river_job, river_leader, river_queue,
// ...) up to the version this build's River expects. PostgreSQL: one
// transaction per River version (a version adds an enum value the next one
// uses), while conn holds the migration lock. SQLite: in one transaction on
// conn, the one write connection (River must not ask its pool for another).
func (db *DB) migrateRiver(ctx context.Context, conn *sqlx.Conn) error {
	if db.dialect == Postgres {
		m, err := rivermigrate.New(riverdatabasesql.New(db.w.DB), nil)
		if err != nil {
			return err
		}
		if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
			return fmt.Errorf("migrate river: %w", err)
		}
		return nil
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	m, err := rivermigrate.New(riversqlite.New(nil), nil)
	if err != nil {
		return err
	}
	if _, err := m.MigrateTx(ctx, tx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("migrate river: %w", err)
	}
	return tx.Commit()
}
