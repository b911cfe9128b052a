package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"canvass/graph/gqlrun"
	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/ratelimit"
	"canvass/internal/store/storetest"
)

// What the executor shares between operations (collected fields, kept
// arguments, answer buffers and the bytes of answers already sent) never
// carries one user's answer into another's, nor changes an answer.

// poison is what released answers' bytes are overwritten with while the
// tests below run: anything that still holds an answer's bytes once they
// are written (to send, cache or log them later) holds this instead.
const poison = "!RELEASED-ANSWER-BYTES-READ-AFTER-RELEASE!"

func poisonReleased() (undo func()) {
	return gqlrun.OnRelease(func(data []byte) {
		for i := 0; i < len(data); i += copy(data[i:], poison) {
		}
	})
}

// request is one document, its variables and who asks.
type request struct {
	doc    *gqlDoc
	vars   map[string]any
	viewer viewer
}

func (r request) String() string {
	vj, _ := json.Marshal(r.vars)
	return fmt.Sprintf("%s as %s with %s", r.doc.name, r.viewer.name, vj)
}

// requests are every query document with each of its variable sets, as
// each viewer that runs it.
func (f *execFixture) requests(docs []gqlDoc) [][]request {
	byViewer := make([][]request, len(f.viewers))
	for i := range docs {
		d := &docs[i]
		for vi, v := range f.viewers {
			if d.visitorOnly && vi > 0 {
				continue
			}
			for _, vars := range d.varSets() {
				byViewer[vi] = append(byViewer[vi], request{doc: d, vars: vars, viewer: v})
			}
		}
	}
	return byViewer
}

// Each user's answers, asked by several users at once over and over, are
// their answers asked alone: 4 viewers in 2 goroutines each, every query
// document of gqldocs_test.go with each of its variables, in a different
// order in each goroutine. Meanwhile released answers' bytes are
// overwritten (poison) and every use of a kept argument map is compared
// with what it held when kept (gqlrun.VerifyKeptArgs): a resolver that
// writes through a kept argument fails this test. Run alone:
//
//	go test ./graph -run TestConcurrentAnswersMatchSerial -count=1 -v
func TestConcurrentAnswersMatchSerial(t *testing.T) {
	apptest.EachWith(t, noBudget, func(t *testing.T, s *apptest.Server) {
		f := newExecFixture(t, s)
		docs := queries(f.documents(t))
		var mu sync.Mutex
		var written []string
		stop := gqlrun.VerifyKeptArgs(func(field, kept, now string) {
			mu.Lock()
			defer mu.Unlock()
			written = append(written, fmt.Sprintf("%s: kept %s, now %s", field, kept, now))
		})
		defer stop()
		defer poisonReleased()()

		byViewer := f.requests(docs)
		serial := map[*gqlDoc]map[string]answer{}
		key := func(r request) string { vj, _ := json.Marshal(r.vars); return r.viewer.name + " " + string(vj) }
		total := 0
		for _, reqs := range byViewer {
			for _, r := range reqs {
				a, err := ask(r.viewer, s.URL, r.doc.query, r.vars)
				if err != nil {
					t.Fatalf("%s: %v", r, err)
				}
				if serial[r.doc] == nil {
					serial[r.doc] = map[string]answer{}
				}
				serial[r.doc][key(r)] = a
				total++
			}
		}

		const perViewer = 2
		start := time.Now()
		var wg sync.WaitGroup
		var asked, differ int
		var diffs []string
		for vi, reqs := range byViewer {
			for g := range perViewer {
				wg.Add(1)
				go func() {
					defer wg.Done()
					order := rand.New(rand.NewPCG(uint64(vi), uint64(g))).Perm(len(reqs))
					for _, i := range order {
						r := reqs[i]
						got, err := ask(r.viewer, s.URL, r.doc.query, r.vars)
						want := serial[r.doc][key(r)]
						mu.Lock()
						asked++
						if err != nil || !got.same(want) {
							differ++
							if len(diffs) < 10 {
								diffs = append(diffs, fmt.Sprintf("%s: %v\n  concurrent: %s\n  alone:      %s", r, err, clipped(got.Body), clipped(want.Body)))
							}
						}
						mu.Unlock()
					}
				}()
			}
		}
		wg.Wait()
		compared := stop()
		t.Logf("%d answers asked alone, then %d by %d goroutines at once in %s: %d differ; %d uses of kept arguments compared, %d changed",
			total, asked, perViewer*len(byViewer), time.Since(start).Round(time.Millisecond), differ, compared, len(written))
		for _, d := range diffs {
			t.Error(d)
		}
		for _, w := range written {
			t.Errorf("a kept argument changed (a resolver wrote through it?): %s", w)
		}
		if compared < 100 {
			t.Errorf("only %d uses of kept arguments compared: the documents no longer have literal arguments", compared)
		}
	})
}

// An answer's bytes are handed back (gqlrun.Release) once written, and the
// next answer is written into them: nothing between the transport and the
// client (middleware, logging, caching, compression) may keep or read them
// after Write returns. With released bytes overwritten, every answer
// through the app's whole handler is still the answer asked without, and
// the app's log (at debug level) never shows the overwritten bytes. Two
// deliberately bad middlewares show what this catches: one that keeps the
// slices it is given and writes them after the handler returns (a cache or
// buffer that does not copy), and one that logs the answer after the
// handler returns. Run alone:
//
//	go test ./graph -run TestReleasedAnswerBytesNotKept -count=1 -v
func TestReleasedAnswerBytesNotKept(t *testing.T) {
	for engine, dbURL := range storetest.URLs(t) {
		t.Run(engine, func(t *testing.T) {
			logs := &lockedBuffer{}
			log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
			s, serve := startLogged(t, dbURL, log)
			f := newExecFixture(t, s)
			var reqs []request
			for _, rs := range f.requests(queries(f.documents(t))) {
				for i, r := range rs {
					if i%4 == 0 { // a quarter of them: most documents and variables
						reqs = append(reqs, r)
					}
				}
			}
			want := make([]answer, len(reqs))
			for i, r := range reqs {
				a, err := ask(r.viewer, s.URL, r.doc.query, r.vars)
				if err != nil {
					t.Fatalf("%s: %v", r, err)
				}
				want[i] = a
			}
			// check asks every request twice through handler, released
			// bytes overwritten, and returns what went wrong.
			check := func(handler http.Handler) []string {
				serve(handler)
				logs.Reset()
				undo := poisonReleased()
				defer undo()
				var problems []string
				for pass := range 2 {
					for i, r := range reqs {
						got, err := ask(r.viewer, s.URL, r.doc.query, r.vars)
						if err != nil || !got.same(want[i]) || bytes.Contains(got.Body, []byte(poison[:12])) {
							problems = append(problems, fmt.Sprintf("pass %d, %s: %v %s", pass, r, err, clipped(got.Body)))
						}
					}
				}
				if logged := logs.String(); strings.Contains(logged, poison[:12]) {
					at := strings.Index(logged, poison[:12])
					problems = append(problems, "the log shows released bytes: …"+logged[max(0, at-200):min(len(logged), at+100)])
				}
				return problems
			}
			real := s.App.Handler
			problems := check(real)
			t.Logf("%d answers through the app's handler, twice, released bytes overwritten: %d problems", len(reqs), len(problems))
			for i, p := range problems {
				if i == 10 {
					break
				}
				t.Error(p)
			}
			if n := len(check(keepingMiddleware(real))); n == 0 {
				t.Error("a middleware that keeps the answer's bytes and writes them later went unnoticed")
			} else {
				t.Logf("a middleware that keeps the answer's bytes: %d problems found, as it should be", n)
			}
			if n := len(check(lateLogger(real, log))); n == 0 {
				t.Error("a middleware that logs the answer after the handler returns went unnoticed")
			} else {
				t.Logf("a middleware that logs the answer late: %d problems found, as it should be", n)
			}
		})
	}
}

// keepingMiddleware is a bad middleware: it keeps the slices it is given
// (as a response cache or buffer that does not copy would) and writes them
// once the handler has returned.
func keepingMiddleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		kw := &keepingWriter{ResponseWriter: w}
		next.ServeHTTP(kw, r)
		for _, p := range kw.kept {
			w.Write(p)
		}
	})
}

type keepingWriter struct {
	http.ResponseWriter
	kept [][]byte
}

func (k *keepingWriter) Write(p []byte) (int, error) {
	k.kept = append(k.kept, p)
	return len(p), nil
}

// lateLogger is a bad middleware: it writes the answer through, keeps the
// slices and logs them once the handler has returned.
func lateLogger(next http.Handler, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		lw := &keepingWriter{ResponseWriter: w}
		next.ServeHTTP(teeWriter{lw}, r)
		log.Debug("answered", "body", string(bytes.Join(lw.kept, nil)))
	})
}

// teeWriter writes through and keeps what it wrote.
type teeWriter struct{ k *keepingWriter }

func (t teeWriter) Header() http.Header    { return t.k.Header() }
func (t teeWriter) WriteHeader(status int) { t.k.ResponseWriter.WriteHeader(status) }
func (t teeWriter) Write(p []byte) (int, error) {
	t.k.kept = append(t.k.kept, p)
	return t.k.ResponseWriter.Write(p)
}

// startLogged is apptest.Start with the app logging to log; serve
// changes the handler (the app's, at first) that answers.
func startLogged(t *testing.T, dbURL string, log *slog.Logger) (s *apptest.Server, serve func(http.Handler)) {
	t.Helper()
	ts := httptest.NewUnstartedServer(nil)
	base := "http://" + ts.Listener.Addr().String()
	a, err := app.New(context.Background(), app.Config{Addr: ts.Listener.Addr().String(), DatabaseURL: dbURL, UploadDir: t.TempDir(), BaseURL: base,
		APIBudget: &ratelimit.BudgetLimits{}}, log) // noBudget
	if err != nil {
		ts.Close()
		t.Fatalf("app.New: %v", err)
	}
	var current atomic.Pointer[http.Handler]
	serve = func(h http.Handler) { current.Store(&h) }
	serve(a.Handler)
	ts.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { (*current.Load()).ServeHTTP(w, r) })
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
	return &apptest.Server{App: a, URL: ts.URL, Engine: engine}, serve
}

// lockedBuffer is a bytes.Buffer safe for concurrent use.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func (l *lockedBuffer) Reset() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.b.Reset()
}
