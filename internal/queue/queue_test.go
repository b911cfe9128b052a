package queue_test

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"canvass/internal/queue"
	"canvass/internal/store"
	"canvass/internal/store/storetest"

	"github.com/riverqueue/river/rivertype"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

// noteArgs is a test job: it records its Note in a table when worked.
type noteArgs struct {
	Note string `json:"note"`
}

func (noteArgs) Kind() string { return "test.note" }

// runs counts how often each note was worked, across every queue of a test.
type runs struct {
	mu   sync.Mutex
	n    map[string]int
	at   map[string][]time.Time
	fail map[string]int // fail the first N attempts of a note
	ch   chan string
}

func newRuns() *runs {
	return &runs{n: map[string]int{}, at: map[string][]time.Time{}, fail: map[string]int{}, ch: make(chan string, 100)}
}

type noteWorker struct {
	queue.WorkerDefaults[noteArgs]
	r *runs
}

func (w *noteWorker) Work(ctx context.Context, job *queue.Job[noteArgs]) error {
	w.r.mu.Lock()
	note := job.Args.Note
	w.r.at[note] = append(w.r.at[note], time.Now())
	if w.r.fail[note] >= job.Attempt {
		w.r.mu.Unlock()
		return errors.New("failing on purpose (attempt " + string(rune('0'+job.Attempt)) + ")")
	}
	w.r.n[note]++
	w.r.mu.Unlock()
	w.r.ch <- note
	return nil
}

func (r *runs) count(note string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n[note]
}

// wait waits for note to be worked successfully (or fails the test).
func (r *runs) wait(t *testing.T, note string, within time.Duration) {
	t.Helper()
	deadline := time.After(within)
	for {
		if r.count(note) > 0 {
			return
		}
		select {
		case <-r.ch:
		case <-deadline:
			t.Fatalf("job %q not worked within %s", note, within)
		}
	}
}

// shortRetry retries after 200 ms times the attempt number.
type shortRetry struct{}

func (shortRetry) NextRetry(job *rivertype.JobRow) time.Time {
	return time.Now().Add(time.Duration(job.Attempt) * 200 * time.Millisecond)
}

func newQueue(t *testing.T, db *store.DB, r *runs, id string) *queue.Queue {
	t.Helper()
	q, err := queue.New(db, queue.Options{
		Log: slog.New(slog.DiscardHandler), PollInterval: 50 * time.Millisecond, RetryPolicy: shortRetry{}, ID: id,
	})
	if err != nil {
		t.Fatal(err)
	}
	queue.AddWorker(q, &noteWorker{r: r})
	t.Cleanup(func() { q.Stop(5 * time.Second) })
	return q
}

func TestEnqueueFollowsTheTransaction(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		r := newRuns()
		q := newQueue(t, db, r, "")
		oops := errors.New("roll back")
		err := db.InTx(ctx, func(tx *store.Tx) error {
			if _, err := q.Enqueue(ctx, tx, noteArgs{Note: "rolled back"}, nil); err != nil {
				return err
			}
			return oops
		})
		if !errors.Is(err, oops) {
			t.Fatal(err)
		}
		err = db.InTx(ctx, func(tx *store.Tx) error {
			_, err := q.Enqueue(ctx, tx, noteArgs{Note: "committed"}, nil)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		r.wait(t, "committed", 10*time.Second)
		var n int
		if err := db.Get(ctx, &n, `SELECT COUNT(*) FROM river_job`); err != nil || n != 1 {
			t.Fatalf("river_job rows: %d %v (the rolled-back job must not exist)", n, err)
		}
		time.Sleep(200 * time.Millisecond)
		if r.count("rolled back") != 0 || r.count("committed") != 1 {
			t.Fatalf("runs: %v", r.n)
		}
	})
}

func TestJobSurvivesRestart(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		// The first process enqueues and dies before working anything.
		first := newQueue(t, db, newRuns(), "first")
		if _, err := first.EnqueueNow(ctx, noteArgs{Note: "survivor"}, nil); err != nil {
			t.Fatal(err)
		}
		first.Kill()
		// A new process (a new database handle, a new queue) works it.
		db2 := reopen(t, db)
		r := newRuns()
		second := newQueue(t, db2, r, "second")
		if err := second.Start(ctx); err != nil {
			t.Fatal(err)
		}
		r.wait(t, "survivor", 10*time.Second)
	})
}

func TestUniqueJobsOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		r := newRuns()
		a := newQueue(t, db, r, "a")
		db2 := reopen(t, db)
		b := newQueue(t, db2, r, "b")
		every := time.Hour
		for _, q := range []*queue.Queue{a, b} {
			q.Periodic("test.tick", every, func() (queue.Args, *queue.InsertOpts) {
				return noteArgs{Note: "tick"}, &queue.InsertOpts{UniqueOpts: queue.UniqueOpts{ByArgs: true, ByPeriod: every}}
			})
		}
		// Both processes enqueue the same unique job: one row.
		uniq := &queue.InsertOpts{UniqueOpts: queue.UniqueOpts{ByArgs: true}}
		e1, err := a.EnqueueNow(ctx, noteArgs{Note: "once"}, uniq)
		if err != nil {
			t.Fatal(err)
		}
		e2, err := b.EnqueueNow(ctx, noteArgs{Note: "once"}, uniq)
		if err != nil {
			t.Fatal(err)
		}
		if e1.Duplicate || !e2.Duplicate || e1.ID != e2.ID {
			t.Fatalf("unique enqueue: %+v %+v", e1, e2)
		}
		const many = 30
		for i := range many {
			if _, err := a.EnqueueNow(ctx, noteArgs{Note: "n" + string(rune('A'+i))}, nil); err != nil {
				t.Fatal(err)
			}
		}
		if err := a.Start(ctx); err != nil {
			t.Fatal(err)
		}
		if err := b.Start(ctx); err != nil {
			t.Fatal(err)
		}
		r.wait(t, "once", 10*time.Second)
		r.wait(t, "tick", 15*time.Second)
		for i := range many {
			r.wait(t, "n"+string(rune('A'+i)), 10*time.Second)
		}
		time.Sleep(time.Second)
		r.mu.Lock()
		defer r.mu.Unlock()
		for note, n := range r.n {
			if n != 1 {
				t.Errorf("%s worked %d times", note, n)
			}
		}
		if len(r.n) != many+2 {
			t.Errorf("%d notes worked, want %d", len(r.n), many+2)
		}
	})
}

func TestFailingJobRetriedWithBackoff(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		r := newRuns()
		r.fail["flaky"] = 1 // the first attempt fails
		q := newQueue(t, db, r, "")
		e, err := q.EnqueueNow(ctx, noteArgs{Note: "flaky"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		r.wait(t, "flaky", 20*time.Second)
		r.mu.Lock()
		at := r.at["flaky"]
		r.mu.Unlock()
		if len(at) != 2 {
			t.Fatalf("%d attempts, want 2", len(at))
		}
		if gap := at[1].Sub(at[0]); gap < 200*time.Millisecond {
			t.Fatalf("retried after %s, before the backoff", gap)
		}
		var errs string
		if err := db.Get(ctx, &errs, `SELECT CAST(errors AS TEXT) FROM river_job WHERE id = ?`, e.ID); err != nil {
			t.Fatal(err)
		}
		if !contains(errs, "failing on purpose") {
			t.Fatalf("the failure is not recorded on the job: %s", errs)
		}
		if f := q.Failures(); f[queue.Failure{Kind: "test.note"}] != 1 || len(f) != 1 {
			t.Fatalf("failures: %v, want one retry", f)
		}

		// A job whose last attempt fails is discarded, and counted so.
		r.fail["doomed"] = 5
		if _, err := q.EnqueueNow(ctx, noteArgs{Note: "doomed"}, &queue.InsertOpts{MaxAttempts: 1}); err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(10 * time.Second); q.Failures()[queue.Failure{Kind: "test.note", Discard: true}] != 1; time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("failures: %v, want a discard", q.Failures())
			}
		}
		// River records the outcomes a moment later (in batches on PostgreSQL).
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			counts, err := q.CountByState(ctx)
			if err == nil && counts["discarded"] == 1 && counts["completed"] == 1 && len(counts) == len(queue.States) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("by state: %v %v", counts, err)
			}
		}
	})
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// reopen opens db's database again, as another process would (closed after
// the queues using it have stopped).
func reopen(t *testing.T, db *store.DB) *store.DB {
	t.Helper()
	db2, err := store.Open(context.Background(), db.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db2.Close() })
	return db2
}
