// Package apptest runs tests against the whole Canvass server (app.New behind
// an httptest.Server) on SQLite and, when CANVASS_TEST_DATABASE_URL is set,
// PostgreSQL. A test package using it should have
//
//	func TestMain(m *testing.M) { code := m.Run(); storetest.DropTemplate(); os.Exit(code) }
//
// Typical use:
//
//	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
//		c := s.NewClient()
//		c.Register(t, "alice", "CANDIDATE")
//		res := c.GraphQL(t, `{ viewer { username } }`, nil)
//		res.NoErrors(t)
//	})
package apptest

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"canvass/internal/app"
	"canvass/internal/store/storetest"
)

// Server is a running Canvass for one test on one database engine.
type Server struct {
	App    *app.App
	URL    string // e.g. http://127.0.0.1:34567, no trailing slash
	Engine string // "sqlite" or "postgres"
}

// Each runs fn as a subtest ("sqlite", "postgres") against a fresh server on
// each engine. The PostgreSQL half skips when CANVASS_TEST_DATABASE_URL is unset.
func Each(t *testing.T, fn func(t *testing.T, s *Server)) {
	t.Helper()
	EachWith(t, nil, fn)
}

// EachWith is Each with a hook that adjusts the configuration before the app
// is built (for example `func(c *app.Config) { c.Dev = true }`).
func EachWith(t *testing.T, configure func(*app.Config), fn func(t *testing.T, s *Server)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, Start(t, storetest.SQLiteURL(t), configure)) })
	t.Run("postgres", func(t *testing.T) { fn(t, Start(t, storetest.PostgresURL(t), configure)) })
}

// Start builds the app on the migrated database at dbURL and serves it until
// the test ends. configure may be nil.
func Start(t testing.TB, dbURL string, configure func(*app.Config)) *Server {
	t.Helper()
	ts := httptest.NewUnstartedServer(nil)
	base := "http://" + ts.Listener.Addr().String()
	cfg := app.Config{
		Addr:        ts.Listener.Addr().String(),
		DatabaseURL: dbURL,
		UploadDir:   t.TempDir(),
		BaseURL:     base,
		// Queued jobs (email) run within a few tens of milliseconds.
		QueuePollInterval: 20 * time.Millisecond,
		// Sweeps (digests) run when a test calls them, not amid its counts.
		NoPeriodicJobs: true,
	}
	if configure != nil {
		configure(&cfg)
	}
	a, err := app.New(context.Background(), cfg, Logger(t))
	if err != nil {
		ts.Close()
		t.Fatalf("app.New: %v", err)
	}
	if err := a.StartQueue(context.Background()); err != nil {
		a.Close()
		ts.Close()
		t.Fatalf("queue: %v", err)
	}
	ts.Config.Handler = CheckAPI(t, a.Handler)
	ts.Start()
	t.Cleanup(func() {
		ts.CloseClientConnections()
		ts.Close()
		a.Close()
	})
	engine := "sqlite"
	if strings.HasPrefix(dbURL, "postgres") {
		engine = "postgres"
	}
	return &Server{App: a, URL: ts.URL, Engine: engine}
}

// CountStatements returns how many SQL statements ran through the app's
// database while fn ran (for N+1 assertions). Run nothing else concurrently.
func (s *Server) CountStatements(fn func()) int64 {
	// Queued jobs (a registration's confirmation email) run first: their
	// statements are not fn's.
	s.App.Queue.AwaitIdle(10 * time.Second)
	before := s.App.DB.Statements()
	fn()
	return s.App.DB.Statements() - before
}

// Logger returns a logger that writes to the test's log (warnings and
// errors only, so failing tests show server-side errors) and goes quiet once
// the test has finished.
func Logger(t testing.TB) *slog.Logger {
	w := &testWriter{t: t}
	t.Cleanup(w.close)
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

type testWriter struct {
	mu   sync.Mutex
	t    testing.TB
	done bool
}

func (w *testWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.done {
		w.t.Log(strings.TrimRight(string(p), "\n"))
	}
	return len(p), nil
}

func (w *testWriter) close() {
	w.mu.Lock()
	w.done = true
	w.mu.Unlock()
}

// DrainQueue waits (up to 10 s) until the job queue has worked every job
// enqueued so far (email sent, digests swept).
func (s *Server) DrainQueue(t *testing.T) {
	t.Helper()
	if err := s.App.Queue.AwaitIdle(10 * time.Second); err != nil {
		t.Fatal(err)
	}
}
