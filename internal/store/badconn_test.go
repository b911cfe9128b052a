package store

import (
	"context"
	"database/sql/driver"
	"errors"
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
