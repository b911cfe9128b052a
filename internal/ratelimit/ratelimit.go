// Package ratelimit holds the per-member limits on what members create
// (messages, resources, news articles): a burst (rows inside a short window)
// and an hourly cap, tighter for accounts younger than NewAccountAge. They
// are counted from the rows the member created, in the database, so every
// process enforces the same limit; called inside the transaction that
// inserts, after Lock, the count and the insert are one step.
package ratelimit

import (
	"context"
	"fmt"
	"hash/fnv"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/store"
)

// Limits are one kind of row's limits. A zero Burst and Hourly (for the
// account's age) lift them.
type Limits struct {
	BurstWindow   time.Duration
	Burst         int
	Hourly        int
	NewAccountAge time.Duration
	NewBurst      int
	NewHourly     int
}

// Rule is the limit on one kind of row: the rows of Table whose Owner
// column is the member, by created_at. MsgTooFast takes the burst window in
// seconds; MsgHourly takes the hourly cap and the minutes to wait.
type Rule struct {
	Table, Owner          string
	MsgTooFast, MsgHourly string
	Limits
}

// Lock serialises, on PostgreSQL, the checks and inserts of one owner under
// this rule (a transaction-scoped advisory lock), so that concurrent
// creations cannot all pass one count. SQLite has one writer: already
// serial.
func (r Rule) Lock(ctx context.Context, tx *store.Tx, ownerID int64) error {
	if tx.Dialect() != store.Postgres {
		return nil
	}
	h := fnv.New32a()
	h.Write([]byte(r.Table))
	_, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(?::int, (?::bigint % 2147483647)::int)`, int32(h.Sum32()), ownerID)
	return err
}

// Check refuses with RATE_LIMITED (HTTP 429, Retry-After) a creation past
// the owner's burst or hourly limit. accountCreated is when the owner's
// account was made; q is the database or the inserting transaction.
func (r Rule) Check(ctx context.Context, q store.Queryer, ownerID int64, accountCreated, now time.Time) error {
	burst, hourly := r.Burst, r.Hourly
	if now.Sub(accountCreated) < r.NewAccountAge {
		burst, hourly = r.NewBurst, r.NewHourly
	}
	if burst <= 0 && hourly <= 0 {
		return nil
	}
	burstFrom, hourFrom := now.Add(-r.BurstWindow), now.Add(-time.Hour)
	var n struct {
		Burst  int `db:"burst"`
		Hourly int `db:"hourly"`
	}
	if err := q.Get(ctx, &n, `SELECT COALESCE(SUM(CASE WHEN created_at > ? THEN 1 ELSE 0 END), 0) AS burst, COUNT(*) AS hourly
		FROM `+r.Table+` WHERE `+r.Owner+` = ? AND created_at > ?`, burstFrom, ownerID, hourFrom); err != nil {
		return err
	}
	if hourly > 0 && n.Hourly >= hourly {
		// The oldest row of the hour leaves the window first.
		var oldest time.Time
		if err := q.Get(ctx, &oldest, `SELECT created_at FROM `+r.Table+` WHERE `+r.Owner+` = ? AND created_at > ?
			ORDER BY created_at LIMIT 1`, ownerID, hourFrom); err != nil {
			return err
		}
		wait := oldest.Add(time.Hour).Sub(now)
		return Limited(fmt.Sprintf(r.MsgHourly, hourly, max(1, int((wait+time.Minute-1)/time.Minute))), wait)
	}
	if burst > 0 && n.Burst >= burst {
		secs := int((r.BurstWindow + time.Second - 1) / time.Second)
		return Limited(fmt.Sprintf(r.MsgTooFast, secs), r.BurstWindow)
	}
	return nil
}

// Limited is the RATE_LIMITED error with msg, asking to retry after wait
// (whole seconds, at least one).
func Limited(msg string, wait time.Duration) error {
	secs := max(1, int((wait+time.Second-1)/time.Second))
	return &apperr.Error{Code: apperr.RateLimited, Message: msg, RetryAfter: secs}
}
