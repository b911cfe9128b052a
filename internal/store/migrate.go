package store

import (
	"context"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"canvass/migrations"
)

// Migrate applies every embedded migration not yet applied, each in its own
// transaction, in file-name order.
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
	return nil
}
