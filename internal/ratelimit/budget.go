package ratelimit

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	"canvass/internal/store"
)

// The API budget (issue 30): every caller of /api and /graphql has points
// to spend in each clock hour (UTC), as GitHub's API does. A REST request
// costs RESTCost; a GraphQL operation its complexity (at least 1). The
// caller is a personal access token, else a signed-in member, else a
// client address; tokens and members get BudgetLimits.Member points an
// hour, each address BudgetLimits.Visitor.
//
// Points are counted in memory and flushed every FlushEvery: on
// PostgreSQL an UPSERT per active caller into api_budgets (migration
// 0131) adds this process's points and returns every process's total, so
// all processes on one database see about the same remaining (a caller
// new to a process may spend one flush interval's worth there before it
// learns the total). On SQLite (one process) the flush only adds the
// points to the total in memory: one code path for both.

// BudgetLimits are the points a caller may spend in an hour. Zero lifts
// that class's limit (nothing is counted).
type BudgetLimits struct {
	Member  int // per personal access token, or per signed-in member
	Visitor int // per client address (an IPv6 address's /64)
}

// DefaultBudget is the hourly budget: about ten times what a member
// clicking through the app as fast as they read spends (a page is 10 to
// 1,600 points; the job board 594, messages 1,029, a profile 1,483), and
// a few minutes' worth for a script sending heavy queries in a loop.
// Visitors' is per address, so an office behind one address shares it.
var DefaultBudget = BudgetLimits{Member: 300_000, Visitor: 150_000}

// RESTCost is what one /api request costs: about a GraphQL query of one
// object and its fields (a REST list answers a page of such objects).
const RESTCost = 10

// FlushEvery is how often each process adds its points to the shared
// totals (PostgreSQL).
const FlushEvery = time.Second

// maxBudgetKeys bounds the callers one process remembers: past it, those
// with nothing left to flush are forgotten (on PostgreSQL they learn their
// total again at their next flush).
const maxBudgetKeys = 200_000

// Caller is whose budget a request spends: Key names it ("token:12",
// "member:34", "addr:192.0.2.1"), Limit is its points an hour (zero: not
// counted).
type Caller struct {
	Key   string
	Limit int
}

// BudgetStatus is a caller's budget after a request.
type BudgetStatus struct {
	Limit, Used, Remaining int
	Cost                   int       // what the request cost (zero when refused)
	Reset                  time.Time // when the hour ends and the budget is whole again
}

// Budget counts callers' points (see above). Close stops its flushes.
type Budget struct {
	db  *store.DB // PostgreSQL: the shared totals; nil: this process alone
	now func() time.Time
	log *slog.Logger

	mu      sync.Mutex
	keys    map[string]*account
	flushMu sync.Mutex // one flush at a time
	swept   time.Time  // the hour whose flush last deleted past hours' rows (under flushMu)

	stop chan struct{}
	done chan struct{}
}

// account is one caller's points in one hour.
type account struct {
	hour     time.Time // the hour counted
	total    int64     // every process's points, as of the last flush (this one's flushed points included)
	pending  int64     // this process's points since
	flushing int64     // points of the flush under way
}

func (a *account) used() int64 { return a.total + a.pending + a.flushing }

// NewBudget returns a budget that flushes every interval (zero:
// FlushEvery; negative: only when Flush is called, for tests) until Close.
// On PostgreSQL, db holds the shared totals; on SQLite it is not used.
// log (may be nil) is told when flushes start failing (each process then
// counts alone, keeping its points for a later flush) and recover; now
// may be nil.
func NewBudget(db *store.DB, log *slog.Logger, every time.Duration, now func() time.Time) *Budget {
	if now == nil {
		now = time.Now
	}
	if every == 0 {
		every = FlushEvery
	}
	b := &Budget{now: now, log: log, keys: map[string]*account{}, stop: make(chan struct{}), done: make(chan struct{})}
	if db != nil && db.Dialect() == store.Postgres {
		b.db = db
	}
	go b.loop(every)
	return b
}

// Close stops the flushes, flushing once more.
func (b *Budget) Close() {
	select {
	case <-b.stop:
		return
	default:
	}
	close(b.stop)
	<-b.done
}

func (b *Budget) loop(every time.Duration) {
	defer close(b.done)
	var tick <-chan time.Time
	if every > 0 {
		t := time.NewTicker(every)
		defer t.Stop()
		tick = t.C
	}
	ctx := store.Background(context.Background()) // not a request's statements
	failing := false
	flush := func(timeout time.Duration) {
		fctx, cancel := context.WithTimeout(ctx, timeout)
		err := b.Flush(fctx)
		cancel()
		if (err != nil) != failing && b.log != nil {
			if err != nil {
				b.log.Warn("api budgets: flush failed; counting in this process until it works again", "err", err)
			} else {
				b.log.Info("api budgets: flushing again")
			}
		}
		failing = err != nil
	}
	for {
		select {
		case <-b.stop:
			flush(5 * time.Second)
			return
		case <-tick:
			flush(10 * time.Second)
		}
	}
}

// hourOf is the start of the hour t is in.
func hourOf(t time.Time) time.Time { return t.UTC().Truncate(time.Hour) }

// Spend takes cost points from c's budget, or refuses (ok false) when
// fewer remain. A refused request costs nothing.
func (b *Budget) Spend(c Caller, cost int) (st BudgetStatus, ok bool) {
	return b.spend(c, cost, false)
}

// Peek is c's budget now, nothing spent.
func (b *Budget) Peek(c Caller) BudgetStatus {
	st, _ := b.spend(c, 0, true)
	return st
}

func (b *Budget) spend(c Caller, cost int, peek bool) (BudgetStatus, bool) {
	hour := hourOf(b.now())
	st := BudgetStatus{Limit: c.Limit, Reset: hour.Add(time.Hour)}
	if c.Limit <= 0 {
		st.Cost = cost
		return st, true
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	a := b.keys[c.Key]
	if a == nil || a.hour.Before(hour) {
		if peek {
			st.Remaining = c.Limit
			return st, true
		}
		if a == nil {
			if len(b.keys) >= maxBudgetKeys {
				b.forget(hour)
			}
			a = &account{}
			b.keys[c.Key] = a
		}
		*a = account{hour: hour}
	}
	used := a.used()
	ok := used+int64(cost) <= int64(c.Limit)
	if ok && !peek {
		a.pending += int64(cost)
		used += int64(cost)
		st.Cost = cost
	}
	st.Used = int(min(used, int64(c.Limit)))
	st.Remaining = c.Limit - st.Used
	return st, ok
}

// forget drops, when the map is full, the accounts of past hours and then
// (still over half full) those with nothing to flush. Called with mu held.
func (b *Budget) forget(hour time.Time) {
	for k, a := range b.keys {
		if a.hour.Before(hour) && a.flushing == 0 {
			delete(b.keys, k)
		}
	}
	for k, a := range b.keys {
		if len(b.keys) < maxBudgetKeys/2 {
			return
		}
		if a.pending == 0 && a.flushing == 0 {
			delete(b.keys, k)
		}
	}
}

// budgetRow is one caller's points in one hour, sent or returned by a
// flush.
type budgetRow struct {
	Key  string    `db:"key"`
	Hour time.Time `db:"window_start"`
	Used int64     `db:"used"`
}

// flushBatch bounds the rows of one statement (3 parameters each).
const flushBatch = 1000

// Flush adds this process's points to the totals: on PostgreSQL, one
// UPSERT (per thousand callers) that returns every process's totals; in
// memory, only here. Accounts of past hours with nothing to flush are
// dropped, and on PostgreSQL rows of past hours are deleted (by the first
// flush of each hour). On an error the points stay pending for the next
// flush.
func (b *Budget) Flush(ctx context.Context) error {
	b.flushMu.Lock()
	defer b.flushMu.Unlock()
	hour := hourOf(b.now())
	b.mu.Lock()
	var rows []budgetRow
	for k, a := range b.keys {
		if a.pending > 0 {
			a.flushing, a.pending = a.pending, 0
			rows = append(rows, budgetRow{Key: k, Hour: a.hour, Used: a.flushing})
		} else if a.hour.Before(hour) && a.flushing == 0 {
			delete(b.keys, k)
		}
	}
	b.mu.Unlock()
	if b.db == nil {
		b.settle(rows, rows, nil)
		return nil
	}
	// Rows in key order: two processes' flushes lock shared rows in the
	// same order, so they cannot deadlock.
	slices.SortFunc(rows, func(x, y budgetRow) int { return strings.Compare(x.Key, y.Key) })
	var err error
	for from := 0; from < len(rows); from += flushBatch {
		batch := rows[from:min(from+flushBatch, len(rows))]
		var totals []budgetRow
		if err = b.upsert(ctx, batch, &totals); err != nil {
			b.settle(rows[from:], nil, err)
			break
		}
		b.settle(batch, totals, nil)
	}
	if err == nil && !b.swept.Equal(hour) {
		if _, err = b.db.Exec(ctx, `DELETE FROM api_budgets WHERE window_start < ?`, hour); err == nil {
			b.swept = hour
		}
	}
	return err
}

func (b *Budget) upsert(ctx context.Context, batch []budgetRow, totals *[]budgetRow) error {
	var q strings.Builder
	q.WriteString(`INSERT INTO api_budgets (key, window_start, used) VALUES `)
	args := make([]any, 0, 3*len(batch))
	for i, r := range batch {
		if i > 0 {
			q.WriteByte(',')
		}
		q.WriteString(`(?, ?, ?)`)
		args = append(args, r.Key, r.Hour, r.Used)
	}
	q.WriteString(` ON CONFLICT (key, window_start) DO UPDATE SET used = api_budgets.used + EXCLUDED.used RETURNING key, window_start, used`)
	if err := b.db.Select(ctx, totals, q.String(), args...); err != nil {
		return fmt.Errorf("api budgets: %w", err)
	}
	return nil
}

// settle ends a flush of sent: each account's total becomes the one
// returned (in memory: its own plus what was sent); on err the points go
// back to pending, for the next flush.
func (b *Budget) settle(sent, totals []budgetRow, err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if err != nil {
		for _, r := range sent {
			if a := b.keys[r.Key]; a != nil && a.hour.Equal(r.Hour) {
				a.pending += a.flushing
				a.flushing = 0
			}
		}
		return
	}
	for _, r := range sent {
		if a := b.keys[r.Key]; a != nil && a.hour.Equal(r.Hour) {
			a.flushing = 0
		}
	}
	for _, r := range totals {
		if a := b.keys[r.Key]; a != nil && a.hour.Equal(r.Hour) {
			if b.db == nil {
				a.total += r.Used
			} else {
				a.total = max(a.total, r.Used)
			}
		}
	}
}
