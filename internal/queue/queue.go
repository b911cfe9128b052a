// Package queue is Canvass's durable job queue: River
// (github.com/riverqueue/river) on the project's own database, PostgreSQL or
// SQLite. Work that happens later (sending email, digests, alerts) is a job
// row, enqueued inside the caller's transaction, so it exists only if that
// transaction commits, survives a crash or restart, and is worked by one
// process at a time. docs/queue.md has the rules and how to use it.
//
//	type PingArgs struct{ UserID int64 `json:"user_id"` }
//	func (PingArgs) Kind() string { return "ping" }
//
//	type pingWorker struct{ queue.WorkerDefaults[PingArgs] }
//	func (w *pingWorker) Work(ctx context.Context, job *queue.Job[PingArgs]) error { ... }
//
//	queue.AddWorker(q, &pingWorker{})               // before q.Start
//	err := db.InTx(ctx, func(tx *store.Tx) error {   // in the service's transaction
//		...
//		_, err := q.Enqueue(ctx, tx, PingArgs{UserID: 7}, nil)
//		return err
//	})
package queue

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivertype"

	"canvass/internal/store"
)

// River's types under the project's names, so callers import one package.
type (
	// Args are a job's arguments: a struct stored as JSON with a Kind.
	Args = river.JobArgs
	// InsertOpts adjust one enqueue: ScheduledAt, MaxAttempts, UniqueOpts.
	InsertOpts = river.InsertOpts
	// UniqueOpts make a second enqueue of the same job a no-op.
	UniqueOpts = river.UniqueOpts
	// Job is a job being worked: its Args, Attempt, ID.
	Job[T river.JobArgs] = river.Job[T]
	// Worker works the jobs of one kind.
	Worker[T river.JobArgs] = river.Worker[T]
	// WorkerDefaults gives a worker River's default retry and timeout.
	WorkerDefaults[T river.JobArgs] = river.WorkerDefaults[T]
	// JobRow is a job as stored.
	JobRow = rivertype.JobRow
)

// Options configure a Queue; the zero value is the production setting.
type Options struct {
	Log *slog.Logger
	// MaxWorkers is how many jobs this process works at once (default 4).
	MaxWorkers int
	// PollInterval is how often an idle process looks for jobs that became
	// available without a notification (default 1 s; PostgreSQL also wakes
	// on LISTEN/NOTIFY at once).
	PollInterval time.Duration
	// RetryPolicy, when set, replaces River's default backoff (attempt^4
	// seconds, with jitter, up to 25 attempts): tests use a short one.
	RetryPolicy river.ClientRetryPolicy
	// RescueAfter is how long a job may stay "running" before another
	// process takes it up again (its process died); default 10 minutes.
	RescueAfter time.Duration
	// JobTimeout bounds one run of a job (default 2 minutes).
	JobTimeout time.Duration
	// ID names this process's client (tests: several clients on one database).
	ID string
	// NoPeriodic leaves the periodic jobs out (tests that count statements
	// run sweeps themselves).
	NoPeriodic bool
}

// Queue enqueues jobs inside the project's transactions and, once started,
// works them in this process.
type Queue struct {
	db   *store.DB
	opts Options
	log  *slog.Logger

	workers  *river.Workers
	periodic []*river.PeriodicJob

	// insert enqueues inside a *sql.Tx of the project's write pool:
	// riverdatabasesql over pgx's database/sql driver on PostgreSQL,
	// riversqlite on SQLite.
	insert *river.Client[*sql.Tx]

	failures failureCounts
	statPool atomic.Pointer[pgxpool.Pool] // pool, read by PoolStat without waiting for mu (held by Stop while jobs drain)

	mu      sync.Mutex
	started bool
	pgWork  *river.Client[pgx.Tx] // PostgreSQL: riverpgxv5 on its own pgxpool (LISTEN/NOTIFY)
	pool    *pgxpool.Pool
	sqWork  *river.Client[*sql.Tx] // SQLite: riversqlite on the one write connection
}

// New returns the queue of db. Register workers and periodic jobs, then Start.
func New(db *store.DB, opts Options) (*Queue, error) {
	if opts.Log == nil {
		opts.Log = slog.Default()
	}
	if opts.MaxWorkers <= 0 {
		opts.MaxWorkers = 4
	}
	if opts.PollInterval <= 0 {
		opts.PollInterval = time.Second
	}
	if opts.RescueAfter <= 0 {
		opts.RescueAfter = 10 * time.Minute
	}
	if opts.JobTimeout <= 0 {
		opts.JobTimeout = 2 * time.Minute
	}
	q := &Queue{db: db, opts: opts, log: opts.Log, workers: river.NewWorkers()}
	var err error
	// An insert-only client (no Workers: River does not check that a kind
	// has a worker in this process, so any process may enqueue any kind).
	cfg := &river.Config{Logger: riverLogger(opts.Log)}
	if db.Dialect() == store.Postgres {
		q.insert, err = river.NewClient(riverdatabasesql.New(db.Writer()), cfg)
	} else {
		q.insert, err = river.NewClient[*sql.Tx](riversqlite.New(db.Writer()), cfg)
	}
	if err != nil {
		return nil, fmt.Errorf("queue: %w", err)
	}
	return q, nil
}

// riverLogger passes River's warnings and errors on (a failing job's error
// shows in the log) and leaves its routine messages out.
func riverLogger(log *slog.Logger) *slog.Logger {
	return slog.New(levelFilter{log.Handler(), slog.LevelWarn})
}

type levelFilter struct {
	slog.Handler
	min slog.Level
}

func (f levelFilter) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= f.min && f.Handler.Enabled(ctx, l)
}
func (f levelFilter) WithAttrs(a []slog.Attr) slog.Handler {
	return levelFilter{f.Handler.WithAttrs(a), f.min}
}
func (f levelFilter) WithGroup(g string) slog.Handler {
	return levelFilter{f.Handler.WithGroup(g), f.min}
}

// AddWorker registers w for its kind's jobs (before Start).
func AddWorker[T river.JobArgs](q *Queue, w river.Worker[T]) {
	river.AddWorker(q.workers, w)
}

// Periodic enqueues make() every interval (and once at start), on one
// process at a time (River's elected leader). Give the job UniqueOpts
// (ByPeriod) when two leaders in a row must not both enqueue it.
func (q *Queue) Periodic(id string, every time.Duration, make func() (Args, *InsertOpts)) {
	q.periodic = append(q.periodic, river.NewPeriodicJob(river.PeriodicInterval(every),
		river.PeriodicJobConstructor(make), &river.PeriodicJobOpts{ID: id, RunOnStart: true}))
}

// Enqueued tells what Enqueue did.
type Enqueued struct {
	ID int64
	// Duplicate: a unique job like it already existed; nothing was added.
	Duplicate bool
}

// Enqueue adds a job inside tx: it exists (and runs) only if tx commits.
func (q *Queue) Enqueue(ctx context.Context, tx *store.Tx, args Args, opts *InsertOpts) (Enqueued, error) {
	res, err := q.insert.InsertTx(ctx, tx.SQL(), args, opts)
	if err != nil {
		return Enqueued{}, fmt.Errorf("queue: enqueue %s: %w", args.Kind(), err)
	}
	return Enqueued{ID: res.Job.ID, Duplicate: res.UniqueSkippedAsDuplicate}, nil
}

// EnqueueNow adds a job in a transaction of its own.
func (q *Queue) EnqueueNow(ctx context.Context, args Args, opts *InsertOpts) (Enqueued, error) {
	var out Enqueued
	err := q.db.InTx(ctx, func(tx *store.Tx) error {
		var err error
		out, err = q.Enqueue(ctx, tx, args, opts)
		return err
	})
	return out, err
}

func (q *Queue) config() *river.Config {
	periodic := q.periodic
	if q.opts.NoPeriodic {
		periodic = nil
	}
	return &river.Config{
		ID:                   q.opts.ID,
		Logger:               riverLogger(q.log),
		Queues:               map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: q.opts.MaxWorkers}},
		Workers:              q.workers,
		PeriodicJobs:         periodic,
		FetchPollInterval:    q.opts.PollInterval,
		FetchCooldown:        min(100*time.Millisecond, q.opts.PollInterval),
		RetryPolicy:          q.opts.RetryPolicy,
		RescueStuckJobsAfter: q.opts.RescueAfter,
		ErrorHandler:         &q.failures,
		JobTimeout:           q.opts.JobTimeout,
		// A worked job's row (and its arguments) is kept one hour for
		// inspection, then deleted.
		CompletedJobRetentionPeriod: time.Hour,
		// Jobs of a kind no process here works stay available for one that
		// does (a rolling deploy), instead of failing.
		FetchOnlyKnownKinds: true,
		// A job's statements are the queue's, not a request's (store.Background).
		Middleware: []rivertype.Middleware{river.WorkerMiddlewareFunc(
			func(ctx context.Context, _ *rivertype.JobRow, doInner func(context.Context) error) error {
				return doInner(store.Background(ctx))
			})},
	}
}

// Start begins working jobs in this process (PostgreSQL: on a pool of its
// own from the database URL; SQLite: on the one write connection).
func (q *Queue) Start(ctx context.Context) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.started {
		return errors.New("queue: already started")
	}
	ctx = context.WithoutCancel(ctx) // Stop ends the work, not the caller's context
	if q.db.Dialect() == store.Postgres {
		pc, err := pgxpool.ParseConfig(q.db.URL())
		if err != nil {
			return fmt.Errorf("queue: %w", err)
		}
		pc.MaxConns = int32(q.opts.MaxWorkers + 4)
		pool, err := pgxpool.NewWithConfig(ctx, pc)
		if err != nil {
			return fmt.Errorf("queue: %w", err)
		}
		c, err := river.NewClient(riverpgxv5.New(pool), q.config())
		if err != nil {
			pool.Close()
			return fmt.Errorf("queue: %w", err)
		}
		if err := c.Start(ctx); err != nil {
			pool.Close()
			return fmt.Errorf("queue: start: %w", err)
		}
		q.pgWork, q.pool = c, pool
		q.statPool.Store(pool)
	} else {
		c, err := river.NewClient[*sql.Tx](riversqlite.New(q.db.Writer()), q.config())
		if err != nil {
			return fmt.Errorf("queue: %w", err)
		}
		if err := c.Start(ctx); err != nil {
			return fmt.Errorf("queue: start: %w", err)
		}
		q.sqWork = c
	}
	q.started = true
	return nil
}

// Stop stops fetching jobs and waits for the running ones to finish (up to
// drain; then they are cancelled, and a cancelled job runs again later).
// Stop on a queue that was never started does nothing.
func (q *Queue) Stop(drain time.Duration) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if !q.started {
		return
	}
	q.started = false
	ctx, cancel := context.WithTimeout(context.Background(), drain)
	defer cancel()
	var soft, hard func(context.Context) error
	if q.pgWork != nil {
		soft, hard = q.pgWork.Stop, q.pgWork.StopAndCancel
	} else {
		soft, hard = q.sqWork.Stop, q.sqWork.StopAndCancel
	}
	if err := soft(ctx); err != nil {
		q.log.Warn("queue: jobs still running at shutdown are cancelled (they run again later)", "err", err)
		hctx, hcancel := context.WithTimeout(context.Background(), 5*time.Second)
		hard(hctx)
		hcancel()
	}
	if q.pool != nil {
		q.pool.Close()
	}
	q.pgWork, q.sqWork, q.pool = nil, nil, nil
	q.statPool.Store(nil)
}

// Kill stops working at once without waiting for running jobs (tests: a
// process that dies; the jobs it held are rescued after RescueAfter).
func (q *Queue) Kill() {
	q.mu.Lock()
	defer q.mu.Unlock()
	if !q.started {
		return
	}
	q.started = false
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if q.pgWork != nil {
		q.pgWork.StopAndCancel(ctx)
		q.pool.Close()
	} else {
		q.sqWork.StopAndCancel(ctx)
	}
	q.pgWork, q.sqWork, q.pool = nil, nil, nil
	q.statPool.Store(nil)
}

// Failure is one kind of failed run: the job's kind, and whether it will
// run again (Retry) or was discarded (its last attempt failed).
type Failure struct {
	Kind    string
	Discard bool
}

// Failures returns how many runs of jobs worked in this process failed
// (returned an error or panicked) since it started, by kind and outcome
// (for metrics).
func (q *Queue) Failures() map[Failure]int64 {
	q.failures.mu.Lock()
	defer q.failures.mu.Unlock()
	out := make(map[Failure]int64, len(q.failures.n))
	for k, v := range q.failures.n {
		out[k] = v
	}
	return out
}

// failureCounts is River's ErrorHandler: it counts, and leaves River's
// retry schedule as it is. (River does not call it for snoozes, explicit
// cancels, or jobs interrupted by a shutdown.)
type failureCounts struct {
	mu sync.Mutex
	n  map[Failure]int64
}

func (f *failureCounts) add(job *rivertype.JobRow) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.n == nil {
		f.n = map[Failure]int64{}
	}
	f.n[Failure{Kind: job.Kind, Discard: job.Attempt >= job.MaxAttempts}]++
}

func (f *failureCounts) HandleError(_ context.Context, job *rivertype.JobRow, _ error) *river.ErrorHandlerResult {
	f.add(job)
	return nil
}

func (f *failureCounts) HandlePanic(_ context.Context, job *rivertype.JobRow, _ any, _ string) *river.ErrorHandlerResult {
	f.add(job)
	return nil
}

// States lists River's job states, for CountByState.
var States = []string{"available", "scheduled", "running", "retryable", "completed", "discarded", "cancelled", "pending"}

// CountByState counts the jobs in the table by state (every state of
// States, zero included): the queue's depth, for metrics. Worked jobs are
// kept an hour (completed) before River deletes them.
func (q *Queue) CountByState(ctx context.Context) (map[string]int64, error) {
	var rows []struct {
		State string `db:"state"`
		N     int64  `db:"n"`
	}
	if err := q.db.Select(store.Background(ctx), &rows, `SELECT state, COUNT(*) AS n FROM river_job GROUP BY state`); err != nil {
		return nil, err
	}
	out := make(map[string]int64, len(States))
	for _, s := range States {
		out[s] = 0
	}
	for _, r := range rows {
		out[r.State] = r.N
	}
	return out, nil
}

// PoolStat is the PostgreSQL pool the queue works jobs on (nil on SQLite,
// or before Start), for metrics.
func (q *Queue) PoolStat() *pgxpool.Stat {
	if p := q.statPool.Load(); p != nil {
		return p.Stat()
	}
	return nil
}

// Pending counts the jobs not yet worked to the end (available, scheduled,
// running or waiting for a retry).
func (q *Queue) Pending(ctx context.Context) (int, error) {
	var n int
	err := q.db.Get(ctx, &n, `SELECT COUNT(*) FROM river_job WHERE state NOT IN ('completed', 'discarded', 'cancelled')`)
	return n, err
}

// AwaitIdle waits until no job is pending (tests: "the email went out"),
// or fails after within.
func (q *Queue) AwaitIdle(within time.Duration) error {
	deadline := time.Now().Add(within)
	for {
		n, err := q.Pending(context.Background())
		if err != nil || n == 0 {
			return err
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("queue: %d jobs still pending after %s", n, within)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
