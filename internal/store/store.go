// Package store opens Canvass's database (SQLite by default, PostgreSQL at
// scale), applies migrations and keeps the few dialect differences in one
// place. Every statement goes through DB or Tx, which rebind placeholders and
// count statements so tests can assert there is no N+1.
package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	"github.com/jmoiron/sqlx"
	_ "modernc.org/sqlite" // registers "sqlite"

	"canvass/internal/apperr"
)

func init() { sqlx.BindDriver("sqlite", sqlx.QUESTION) }

// Dialect names the database engine.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is the database: a read pool and a write pool (the same pool on
// PostgreSQL; one connection for writes on SQLite).
type DB struct {
	r, w    *sqlx.DB
	reads   stmtCache  // SQLite's prepared reads
	probes  probeCache // SQLite's full-text commonness probes (FullText.Where)
	dialect Dialect
	url     string
	stmts   atomic.Int64
}

// Open connects to url: "sqlite:PATH" (or a bare path) or "postgres://...".
func Open(ctx context.Context, url string) (*DB, error) {
	db := &DB{url: url}
	switch {
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		db.dialect = Postgres
		p, err := sqlx.Open("pgx", url)
		if err != nil {
			return nil, err
		}
		p.SetMaxOpenConns(DefaultMaxConns)
		p.SetMaxIdleConns(DefaultMaxConns)
		p.SetConnMaxIdleTime(5 * time.Minute)
		db.r, db.w = p, p
	default:
		db.dialect = SQLite
		path := strings.TrimPrefix(url, "sqlite:")
		if path == "" {
			return nil, errors.New("store: empty sqlite path")
		}
		if dir := filepath.Dir(path); dir != "." {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, err
			}
		}
		dsn := "file:" + path + "?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)" +
			"&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)&_time_format=sqlite" +
			"&_pragma=mmap_size(" + strconv.Itoa(SQLiteMmapSize) + ")"
		w, err := sqlx.Open("sqlite", dsn)
		if err != nil {
			return nil, err
		}
		w.SetMaxOpenConns(1)
		r, err := sqlx.Open("sqlite", dsn+"&_pragma=query_only(1)")
		if err != nil {
			w.Close()
			return nil, err
		}
		r.SetMaxOpenConns(8)
		r.SetMaxIdleConns(8)
		db.r, db.w = r, w
	}
	if err := db.w.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: connect: %w", err)
	}
	return db, nil
}

// SQLiteMmapSize is how much of a SQLite database file each connection
// reads through a memory map (PRAGMA mmap_size) instead of copying pages
// into its own cache, which holds only 2 MB (SQLite's default). A list's
// count or page that reads rows by id lands on a different page for each
// row: at 100,000 jobs, 1,001 resources joined to their full-text matches
// cost 2.8 ms read page by page and 0.65 ms mapped (docs/performance.md,
// "SQLite pages"). The mapped pages are the kernel's page cache, shared by
// every connection and given back under memory pressure, not the heap.
const SQLiteMmapSize = 1 << 30

// DefaultMaxConns is the size of the PostgreSQL pool of one process.
const DefaultMaxConns = 20

// SetMaxConns sets the PostgreSQL pool's size (CANVASS_DB_MAX_CONNS): each
// process of a cluster holds up to this many connections, so processes ×
// (n + the queue's and LISTEN's) must fit PostgreSQL's max_connections.
// SQLite's pools keep their sizes (one writer by nature).
func (db *DB) SetMaxConns(n int) {
	if db.dialect != Postgres || n <= 0 {
		return
	}
	db.w.SetMaxOpenConns(n)
	db.w.SetMaxIdleConns(n)
}

// Close closes both pools.
func (db *DB) Close() error {
	db.reads.close()
	err := db.w.Close()
	if db.r != db.w {
		if e := db.r.Close(); err == nil {
			err = e
		}
	}
	return err
}

// Dialect tells which engine this is.
func (db *DB) Dialect() Dialect { return db.dialect }

// URL returns the URL the database was opened with.
func (db *DB) URL() string { return db.url }

// Writer is the raw write pool, for libraries that need a *sql.DB (sessions).
func (db *DB) Writer() *sql.DB { return db.w.DB }

// Pools names the connection pools, for their metrics: "main" on
// PostgreSQL (reads and writes share it), "read" and "write" on SQLite.
func (db *DB) Pools() map[string]*sql.DB {
	if db.r == db.w {
		return map[string]*sql.DB{"main": db.w.DB}
	}
	return map[string]*sql.DB{"read": db.r.DB, "write": db.w.DB}
}

// Ping checks the database answers.
func (db *DB) Ping(ctx context.Context) error { return db.r.PingContext(ctx) }

// Statements returns how many statements have run through DB and Tx so far.
func (db *DB) Statements() int64 { return db.stmts.Load() }

// backgroundKey marks a context as the job queue's work.
type backgroundKey struct{}

// Background marks ctx as work of the job queue, not of a request: its
// statements are not in Statements, so a test that counts a request's
// statements is not disturbed by a queued job (an alert run, an email)
// that runs meanwhile.
func Background(ctx context.Context) context.Context {
	return context.WithValue(ctx, backgroundKey{}, true)
}

// count adds one statement run with ctx.
func (db *DB) count(ctx context.Context) {
	if ctx.Value(backgroundKey{}) == nil {
		db.stmts.Add(1)
	}
}

// Queryer is what DB and Tx have in common; store functions take it so they
// work inside and outside a transaction. Queries use ? placeholders.
type Queryer interface {
	Get(ctx context.Context, dest any, query string, args ...any) error
	Select(ctx context.Context, dest any, query string, args ...any) error
	Exec(ctx context.Context, query string, args ...any) (sql.Result, error)
	Dialect() Dialect
}

// Get runs a read query expecting one row (sql.ErrNoRows when none).
func (db *DB) Get(ctx context.Context, dest any, query string, args ...any) error {
	db.count(ctx)
	if err := checkText(args); err != nil {
		return err
	}
	if st := db.prepared(query); st != nil {
		return retryBadConn(ctx, func() error { return st.GetContext(ctx, dest, args...) })
	}
	return retryBadConn(ctx, func() error { return db.r.GetContext(ctx, dest, db.r.Rebind(query), args...) })
}

// Select runs a read query into a slice.
func (db *DB) Select(ctx context.Context, dest any, query string, args ...any) error {
	db.count(ctx)
	if err := checkText(args); err != nil {
		return err
	}
	if st := db.prepared(query); st != nil {
		return retryBadConn(ctx, func() error { return st.SelectContext(ctx, dest, args...) })
	}
	return retryBadConn(ctx, func() error { return db.r.SelectContext(ctx, dest, db.r.Rebind(query), args...) })
}

// retryBadConn runs read again, up to badConnRetries times, while
// database/sql gives up with driver.ErrBadConn (each time it has tried
// pooled connections and a new one). Seen on PostgreSQL under load, when
// many requests' contexts ended at once and broke the connections they
// held (25 subscriptions closed with their websocket while the whole test
// suite ran: the next dial's session read failed after one retry): each
// try drops the broken connections it meets, and a read is safe to
// repeat. A signed-in viewer's session load must not
// read as "signed out" because of it.
func retryBadConn(ctx context.Context, read func() error) error {
	err := read()
	for try := 0; try < badConnRetries && errors.Is(err, driver.ErrBadConn) && ctx.Err() == nil; try++ {
		err = read()
	}
	return err
}

// badConnRetries bounds retryBadConn's tries after the first.
const badConnRetries = 3

// Exec runs a write statement on the write pool.
func (db *DB) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	db.count(ctx)
	if err := checkText(args); err != nil {
		return nil, err
	}
	return db.w.ExecContext(ctx, db.w.Rebind(query), args...)
}

// GetW runs a query that writes and returns a row (INSERT ... RETURNING).
func (db *DB) GetW(ctx context.Context, dest any, query string, args ...any) error {
	db.count(ctx)
	if err := checkText(args); err != nil {
		return err
	}
	return db.w.GetContext(ctx, dest, db.w.Rebind(query), args...)
}

// msgBadText is the message of checkText's error.
const msgBadText = "Text must not contain NUL characters or invalid UTF-8."

// checkText refuses string arguments PostgreSQL cannot store or compare (a
// NUL byte, invalid UTF-8: its driver fails with SQLSTATE 22021), with an
// INVALID error on both engines, so hostile text in any field, filter,
// cursor or login is a 400 and never a 500, and SQLite does not keep what
// PostgreSQL would refuse.
func checkText(args []any) error {
	for _, a := range args {
		var s string
		switch v := a.(type) {
		case nil, int, int64, bool, time.Time, float64:
			continue
		case string:
			s = v
		case *string:
			if v == nil {
				continue
			}
			s = *v
		default:
			rv := reflect.ValueOf(a)
			if rv.Kind() == reflect.Pointer {
				if rv.IsNil() {
					continue
				}
				rv = rv.Elem()
			}
			if rv.Kind() != reflect.String {
				continue
			}
			s = rv.String()
		}
		if strings.IndexByte(s, 0) >= 0 || !utf8.ValidString(s) {
			return apperr.New(apperr.Invalid, msgBadText)
		}
	}
	return nil
}

// CountWhere counts the rows of from (a table and its alias, "jobs j") for
// which every cond holds (all rows when conds is empty): the exact
// totalCount of a list, run only when a client asks for it.
func (db *DB) CountWhere(ctx context.Context, from string, conds []string, args ...any) (int, error) {
	c, err := db.CountWhereUpTo(ctx, from, conds, 0, args...)
	return c.N, err
}

// CountCap is how far a list's capped count counts (totalCountCapped):
// exactly up to it, "CountCap+" beyond. Counting every match of a common
// word cost 85-327 ms at 100,000 jobs; counting up to 1,000 reads at most
// 1,001 rows, as large boards show "1,000+ jobs".
const CountCap = 1000

// Count is a capped count: N matches when More is false; at least N+1
// (N is then the cap) when More is true.
type Count struct {
	N    int
	More bool
}

// CountWhereUpTo is CountWhere counting no further than upTo rows (upTo
// <= 0: every row): the statement stops after upTo+1 matching rows
// (SELECT COUNT(*) FROM (SELECT 1 ... LIMIT upTo+1)), so a filter matching
// most of a table costs what one matching 1,001 rows does.
func (db *DB) CountWhereUpTo(ctx context.Context, from string, conds []string, upTo int, args ...any) (Count, error) {
	q := `SELECT 1 FROM ` + from
	if len(conds) > 0 {
		q += ` WHERE ` + strings.Join(conds, " AND ")
	}
	return db.CountUpTo(ctx, q, upTo, args...)
}

// CountUpTo counts the rows of query (a SELECT whose rows are counted, not
// read), no further than upTo (upTo <= 0: every row). The limit is written
// into the statement (like a page's), so the planners cost the plan for it.
func (db *DB) CountUpTo(ctx context.Context, query string, upTo int, args ...any) (Count, error) {
	if upTo > 0 {
		query += ` LIMIT ` + strconv.Itoa(upTo+1)
	}
	var n int
	if err := db.Get(ctx, &n, `SELECT COUNT(*) FROM (`+query+`) counted`, plannedEachTime(db, args)...); err != nil {
		return Count{}, err
	}
	return Capped(n, upTo), nil
}

// plannedEachTime returns args for a read whose best plan depends on its
// values (a list's page or count under a LIMIT, filtered by what the
// request chose: Paginate, CountUpTo): on PostgreSQL the statement is then planned with them on every
// run (pgx's QueryExecModeCacheDescribe executes the unnamed statement)
// instead of through a cached prepared statement, which PostgreSQL switches
// to a generic plan after five runs. Measured on the board at 100,000 jobs,
// one at a time (docs/performance.md, issue 24): "join" + a location
// counted in 3-8 ms for five runs, then 49-77 ms; its page 1.5-6 ms, then
// 64-97 ms. Runs one to five of a cached statement were planned this way
// already. SQLite's args are returned as they are.
func plannedEachTime(q Queryer, args []any) []any {
	if q.Dialect() != Postgres {
		return args
	}
	return append([]any{pgx.QueryExecModeCacheDescribe}, args...)
}

// Capped is the Count of n rows counted up to upTo (<= 0: no cap): n is
// upTo+1 when the count stopped there.
func Capped(n, upTo int) Count {
	if upTo > 0 && n > upTo {
		return Count{N: upTo, More: true}
	}
	return Count{N: n}
}

// ExplainPage is Explain for the statement of a keyset page (the
// ExplainSearch of each list).
func (db *DB) ExplainPage(ctx context.Context, q PageQuery) ([]string, error) {
	query, args, err := q.SQL()
	if err != nil {
		return nil, err
	}
	return db.Explain(ctx, query, args...)
}

// Explain returns the engine's plan for query, one line per plan row:
// EXPLAIN ANALYZE on PostgreSQL (it runs the query), EXPLAIN QUERY PLAN on
// SQLite (for the benchmark and docs/performance.md).
func (db *DB) Explain(ctx context.Context, query string, args ...any) ([]string, error) {
	var lines []string
	if db.dialect == Postgres {
		err := db.Select(ctx, &lines, `EXPLAIN ANALYZE `+query, args...)
		return lines, err
	}
	var rows []struct {
		ID     int    `db:"id"`
		Parent int    `db:"parent"`
		NotUse int    `db:"notused"`
		Detail string `db:"detail"`
	}
	if err := db.Select(ctx, &rows, `EXPLAIN QUERY PLAN `+query, args...); err != nil {
		return nil, err
	}
	for _, r := range rows {
		lines = append(lines, r.Detail)
	}
	return lines, nil
}

// In expands "IN (?)" with a slice argument and rebinds (sqlx.In).
func In(query string, args ...any) (string, []any, error) { return sqlx.In(query, args...) }

// IDSet runs query, which selects one id column and takes its slice
// argument through "IN (?)", and returns the ids it found as a set, in one
// statement ("which of these jobs did the viewer apply to").
func IDSet(ctx context.Context, db Queryer, query string, args ...any) (map[int64]bool, error) {
	q, qargs, err := In(query, args...)
	if err != nil {
		return nil, err
	}
	var found []int64
	if err := db.Select(ctx, &found, q, qargs...); err != nil {
		return nil, err
	}
	out := make(map[int64]bool, len(found))
	for _, id := range found {
		out[id] = true
	}
	return out, nil
}

// Tx is a transaction on the write pool.
type Tx struct {
	tx    *sqlx.Tx
	db    *DB
	ctx   context.Context // InTx's: whose statements these are
	after []func()
}

// AfterCommit runs fn once the transaction has committed (never after a
// rollback): work that must see the committed rows, such as an in-process
// event whose subscribers read them back.
func (t *Tx) AfterCommit(fn func()) { t.after = append(t.after, fn) }

// InTx runs fn in a transaction, committing when it returns nil.
func (db *DB) InTx(ctx context.Context, fn func(tx *Tx) error) error {
	db.count(ctx)
	t, err := db.w.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	tx := &Tx{tx: t, db: db, ctx: ctx}
	if err := fn(tx); err != nil {
		t.Rollback()
		return err
	}
	if err := t.Commit(); err != nil {
		return err
	}
	for _, f := range tx.after {
		f()
	}
	return nil
}

func (t *Tx) Dialect() Dialect { return t.db.dialect }

// SQL is the transaction itself, for libraries that insert inside it (the
// job queue: a job enqueued in a transaction exists only if it commits).
// Each use counts as one statement.
func (t *Tx) SQL() *sql.Tx {
	t.db.count(t.ctx)
	return t.tx.Tx
}

func (t *Tx) Get(ctx context.Context, dest any, query string, args ...any) error {
	t.db.count(ctx)
	if err := checkText(args); err != nil {
		return err
	}
	return t.tx.GetContext(ctx, dest, t.tx.Rebind(query), args...)
}

func (t *Tx) Select(ctx context.Context, dest any, query string, args ...any) error {
	t.db.count(ctx)
	if err := checkText(args); err != nil {
		return err
	}
	return t.tx.SelectContext(ctx, dest, t.tx.Rebind(query), args...)
}

func (t *Tx) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	t.db.count(ctx)
	if err := checkText(args); err != nil {
		return nil, err
	}
	return t.tx.ExecContext(ctx, t.tx.Rebind(query), args...)
}

// Now is the time to store: UTC, microsecond precision on both engines.
func Now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }

// IsUniqueViolation reports whether err is a unique-constraint failure.
func IsUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	s := err.Error()
	return strings.Contains(s, "UNIQUE constraint failed") || strings.Contains(s, "SQLSTATE 23505")
}

// GetOne runs a read expecting one row into dest; no row gives notFound
// (a domain NOT_FOUND error), any other failure the driver's error.
func GetOne(ctx context.Context, db Queryer, dest any, notFound error, query string, args ...any) error {
	err := db.Get(ctx, dest, query, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return notFound
	}
	return err
}

// ByKeys runs query, whose "IN (?)" takes keys, in one statement and
// returns the rows by key(row) (the batch read behind every loader);
// missing keys are absent from the map.
func ByKeys[K comparable, T any](ctx context.Context, db Queryer, query string, keys []K, key func(T) K) (map[K]T, error) {
	out := make(map[K]T, len(keys))
	if len(keys) == 0 {
		return out, nil
	}
	q, args, err := In(query, keys)
	if err != nil {
		return nil, err
	}
	var rows []T
	if err := db.Select(ctx, &rows, q, args...); err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[key(r)] = r
	}
	return out, nil
}

// maxPreparedReads bounds the statement cache: queries built with variable
// parts (IN lists of any length, filter combinations) stop being cached
// once it is full and run unprepared, as before.
const maxPreparedReads = 512

// stmtCache keeps SQLite's read statements prepared, by query text: modernc's
// driver otherwise parses and plans every statement on every run, which was
// most of a small query's time (a board search that matches nothing).
// PostgreSQL needs none: pgx caches prepared statements per connection.
type stmtCache struct {
	mu     sync.Mutex
	m      map[string]*sqlx.Stmt
	closed bool
}

// prepared returns the read pool's prepared statement for query, preparing
// it on first use, or nil (PostgreSQL, a full cache, a failed prepare: the
// caller then runs the query unprepared, which reports any error).
func (db *DB) prepared(query string) *sqlx.Stmt {
	if db.dialect != SQLite {
		return nil
	}
	c := &db.reads
	c.mu.Lock()
	defer c.mu.Unlock()
	if st, ok := c.m[query]; ok || c.closed || len(c.m) >= maxPreparedReads {
		return st
	}
	// Prepared apart from any request: a statement outlives the request
	// that first ran it, and database/sql prepares it again on each
	// connection that runs it. Trailing blanks or a semicolon would leave
	// SQLite a "tail", which modernc takes for a script and parses again
	// on every run (the contacts page's statement did).
	st, err := db.r.Preparex(strings.TrimRight(query, " \t\r\n;"))
	if err != nil {
		return nil
	}
	if c.m == nil {
		c.m = map[string]*sqlx.Stmt{}
	}
	c.m[query] = st
	return st
}

func (c *stmtCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, st := range c.m {
		st.Close()
	}
	c.m, c.closed = nil, true
}

// AnalyzeSQLite gathers SQLite's planner statistics after a bulk load: it
// keeps ANALYZE's row estimates per index (sqlite_stat1) and drops the
// STAT4 samples (this build of SQLite has STAT4). With samples, SQLite
// re-plans a statement on every run in which a bound value is compared
// with a sampled index column (the value might change the plan): the job
// board's page (job_type = ?) was parsed and planned again on every
// request, 0.2-0.4 ms each time. The estimates alone give the same plans
// for these lists (make bench prints them).
func (db *DB) AnalyzeSQLite(ctx context.Context) error {
	for _, q := range []string{`ANALYZE`, `DELETE FROM sqlite_stat4`, `ANALYZE sqlite_schema`} {
		if _, err := db.Exec(ctx, q); err != nil {
			return err
		}
	}
	return nil
}
