package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"canvass/internal/store"
	"canvass/internal/uploads"
)

// backup is `canvass backup [--uploads-only] PATH`: a consistent copy of a
// live SQLite database in PATH/canvass.db and the upload blobs, from
// whatever blob store, in PATH/uploads/ (a file store). The server may be
// running meanwhile. Restore by pointing a Canvass at them:
// CANVASS_DATABASE_URL=sqlite:PATH/canvass.db CANVASS_BLOB_URL=file:///abs/PATH/uploads.
//
// The database is copied first, then the blobs: an image is stored before
// any row points at it and is never deleted, so every image the copied
// rows name is in the store when the blobs are copied.
//
// PostgreSQL is backed up by pg_dump (or WAL archiving), not by Canvass:
// without --uploads-only the command refuses, so a backup script that was
// written for SQLite cannot silently skip the database.
func backup(ctx context.Context, cfg Config, dest string, uploadsOnly bool, stdout io.Writer) error {
	if err := os.MkdirAll(dest, 0o755); err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	if !uploadsOnly {
		if err := backupSQLite(ctx, cfg.DatabaseURL, filepath.Join(dest, "canvass.db"), stdout); err != nil {
			return err
		}
	}
	src, err := openUploads(ctx, cfg)
	if err != nil {
		return err
	}
	defer src.Close()
	dir := filepath.Join(dest, "uploads")
	dst, err := uploads.New(dir, "/uploads/")
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	defer dst.Close()
	copied, present, err := src.CopyTo(ctx, dst)
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	fmt.Fprintf(stdout, "uploads: %d copied, %d already there, in %s\n", copied, present, dir)
	return nil
}

// backupSQLite writes a transactionally consistent copy of the database
// with VACUUM INTO, which reads one snapshot while the server keeps writing
// (WAL), into a temporary name renamed at the end: an interrupted backup
// never leaves a canvass.db that looks whole.
func backupSQLite(ctx context.Context, dbURL, out string, stdout io.Writer) error {
	if strings.HasPrefix(dbURL, "postgres://") || strings.HasPrefix(dbURL, "postgresql://") {
		return errors.New("backup: the database is PostgreSQL: back it up with pg_dump (docs/operations.md, \"Backups and restore\"); " +
			"`canvass backup --uploads-only PATH` copies the uploads")
	}
	if _, err := os.Stat(out); err == nil {
		return fmt.Errorf("backup: %s exists: back up into a new directory", out)
	}
	// store.Open would create an empty database where none is.
	if _, err := os.Stat(strings.TrimPrefix(dbURL, "sqlite:")); err != nil {
		return fmt.Errorf("backup: database: %w", err)
	}
	db, err := store.Open(ctx, dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	tmp := out + ".partial"
	os.Remove(tmp) // VACUUM INTO refuses an existing file; a partial one is from an interrupted backup
	if _, err := db.Writer().ExecContext(ctx, "VACUUM INTO ?", tmp); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("backup: VACUUM INTO: %w", err)
	}
	if err := os.Rename(tmp, out); err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	fi, err := os.Stat(out)
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	fmt.Fprintf(stdout, "database: %s (%d bytes)\n", out, fi.Size())
	return nil
}
