package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"testing"
)

func TestRetryBadConn(t *testing.T) {
	failOnce := func(calls *int) func() error {
		return func() error {
			*calls++
			if *calls == 1 {
				return driver.ErrBadConn
			}
			return nil
		}
	}
	var calls int
	if err := retryBadConn(context.Background(), failOnce(&calls)); err != nil || calls != 2 {
		t.Fatalf("a read that met a bad connection once: err %v after %d calls, want nil after 2", err, calls)
	}
	calls = 0
	failing := func() error { calls++; return driver.ErrBadConn }
	if err := retryBadConn(context.Background(), failing); !errors.Is(err, driver.ErrBadConn) || calls != 1+badConnRetries {
		t.Fatalf("a read that always meets a bad connection: err %v after %d calls, want ErrBadConn after %d", err, calls, 1+badConnRetries)
	}
	calls = 0
	failThrice := func() error {
		if calls++; calls <= 3 {
			return driver.ErrBadConn
		}
		return nil
	}
	if err := retryBadConn(context.Background(), failThrice); err != nil || calls != 4 {
		t.Fatalf("a read that met three bad connections: err %v after %d calls, want nil after 4", err, calls)
	}
	calls = 0
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := retryBadConn(ctx, failOnce(&calls)); !errors.Is(err, driver.ErrBadConn) || calls != 1 {
		t.Fatalf("an ended request: err %v after %d calls, want ErrBadConn after 1", err, calls)
	}
	calls = 0
	other := errors.New("syntax error")
	if err := retryBadConn(context.Background(), func() error { calls++; return other }); err != other || calls != 1 {
		t.Fatalf("another error: %v after %d calls, want it after 1", err, calls)
	}
}

func TestSQLiteReadsPrepared(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, "sqlite:"+t.TempDir()+"/prepared.db")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	for i := 0; i < 3; i++ {
		if err := db.Get(ctx, &n, `SELECT ? + 1`, i); err != nil || n != i+1 {
			t.Fatalf("run %d: %d, %v", i, n, err)
		}
	}
	if got := len(db.reads.m); got != 1 {
		t.Fatalf("one query run three times: %d prepared statements, want 1", got)
	}
	// Queries with variable text stop being cached once the cache is full,
	// and still run.
	for i := 0; i < maxPreparedReads+50; i++ {
		var xs []int
		if err := db.Select(ctx, &xs, fmt.Sprintf(`SELECT %d`, i)); err != nil || len(xs) != 1 || xs[0] != i {
			t.Fatalf("query %d: %v, %v", i, xs, err)
		}
	}
	if got := len(db.reads.m); got != maxPreparedReads {
		t.Fatalf("%d prepared statements, want the bound %d", got, maxPreparedReads)
	}
	// A bad query is reported, not cached.
	if err := db.Get(ctx, &n, `SELECT nope FROM nowhere`); err == nil {
		t.Fatal("a query on a missing table ran")
	}
}
