// Command canvass-bench is `make bench`: on SQLite (a temporary file) and on
// PostgreSQL (a fresh database; skipped with a message when no server
// answers) it loads the benchmark data set (canvass seed --bench), serves the
// real app on a loopback port next to a plain JSON baseline handler (the best
// plain handler: one statement per page, only the columns the answer needs,
// owners joined; baseline.go), and measures every target from OUTSIDE: a
// load generator process of its own (this binary run as `canvass-bench
// loadgen`, loadgen.go), N clients for a fixed time per turn, the targets
// taking turns in an order that rotates every round. It prints req/s, p50
// and p99 per target with the machine's load average beside each figure,
// and the ratio GraphQL/baseline for every list scenario.
//
// Page scenarios (pages.go) send the documents the web app really sends
// (by id, as the app does: internal/appdocs, the persisted-documents map
// relay-compiler writes; counts and filter dropdowns included) with the variables its routes build, for
// several URLs each, against the goal p99 <= 25 ms. List scenarios
// (scenarios.go) compare one hand-written query with its baseline handler.
// The login burst (logins.go) signs -logins users in against a `canvass
// serve` process of its own (-canvass, built by make bench) and reports that
// process's peak RSS.
//
//	go run ./cmd/canvass-bench [-duration 5s] [-workers 8] [-engines sqlite,postgres]
//	    [-scale 1] [-subscribers 200] [-rate 50] [-load-duration 20s] [-peers DIR]
//	go run ./cmd/canvass-bench -processes 1,2,3 [-scale 0.1] [-workers 16] [-duration 20s]
//
// -processes (processes.go, issue 29) replaces the scenarios with the
// scale-out run on PostgreSQL: the job search and the message send served
// by 1, 2 and 3 `canvass serve` processes (-canvass) on one database.
//
// -scale (or CANVASS_BENCH_SCALE) multiplies the data set's counts: 0.01
// tries the whole benchmark on 1% of the data in a minute (the job, vendor,
// resource and news scenarios expect the full set: pick
// -scenario messages). The messages load run (200 subscriptions while 50
// messages a second are sent) runs after the scenarios unless -scenario
// leaves it out; -subscribers, -rate and -load-duration size it.
//
// PostgreSQL: CANVASS_TEST_DATABASE_URL (else
// postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable) names the
// server; the benchmark creates canvass_bench_<random> there and drops it.
package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"text/tabwriter"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"canvass/internal/app"
	"canvass/internal/store"
)

// Flags read by runEngine.
var (
	only       string
	cpuProfile string
	// serialProfile prefixes the CPU profiles of the serial runs.
	serialProfile string
	serialN       int
	memProfile    string
	// keepDir (-keep) holds a loaded data set between runs: the developers'
	// loop, where loading 1,000,000 messages would take most of each run.
	keepDir string
	// serialOnly (-serial) measures targets in process, one request at a
	// time, instead of with the load generator.
	serialOnly bool
	// pageLoads (-page-load) are the open-loop turns of each page scenario,
	// at these fractions of the throughput its closed loop reached.
	pageLoads []float64
	scale     float64
	msgLoad   messageLoad
	loads     []loadResult
	memory    []string // memoryReport per engine
)

const defaultPostgres = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"

func main() {
	if len(os.Args) > 1 && os.Args[1] == "loadgen" {
		os.Exit(loadgenMain()) // loadgen.go: the load generator process
	}
	duration := flag.Duration("duration", 5*time.Second, "measuring time per target")
	warmup := flag.Duration("warmup", time.Second, "warm-up time per target (not measured)")
	workers := flag.Int("workers", 8, "concurrent workers per target")
	engines := flag.String("engines", "sqlite,postgres", "engines to run, comma-separated")
	explain := flag.Bool("explain", true, "print each scenario's query plan")
	flag.StringVar(&only, "scenario", "", "run only the scenarios whose name contains this text")
	flag.StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile of the measuring phase (all engines) to this file")
	flag.StringVar(&serialProfile, "serialprofile", "", "write CPU profiles of -serialn requests per scenario and target served one at a time in process (no load generator) to files named with this prefix (.ENGINE.SCENARIO.TARGET appended: .sqlite.contacts.graphql)")
	flag.IntVar(&serialN, "serialn", 2000, "requests per scenario in the -serialprofile profile (more requests, more samples)")
	flag.StringVar(&memProfile, "memprofile", "", "write an allocation profile of the per-request allocation runs to this file (.ENGINE appended)")
	defaultScale := 1.0
	if v, err := strconv.ParseFloat(os.Getenv("CANVASS_BENCH_SCALE"), 64); err == nil && v > 0 {
		defaultScale = v
	}
	flag.StringVar(&keepDir, "keep", "", "developers' loop: keep the loaded data set (SQLite file, PostgreSQL database) named in this folder and reuse it on later runs at the same -scale; reported figures then include earlier runs' sent messages")
	flag.IntVar(&rounds, "rounds", rounds, "turns each target takes within -duration (more, shorter turns average out the machine's swings)")
	flag.BoolVar(&serialOnly, "serial", false, "developers' loop: measure each target in process, one request at a time (no HTTP client, loopback or concurrency), in the same alternating rounds; req/s is then one core's")
	pageLoad := flag.String("page-load", "0.25,0.5", "page scenarios: after the closed loop, open loops at these fractions (comma-separated) of the req/s it reached, each latency counted from when its request was due (empty or 0: none)")
	flag.Float64Var(&scale, "scale", defaultScale, "multiply the data set's counts by this (CANVASS_BENCH_SCALE; 0.01 for a quick trial)")
	flag.IntVar(&msgLoad.Subscribers, "subscribers", 200, "messages load run: open subscriptions")
	flag.IntVar(&msgLoad.Rate, "rate", 50, "messages load run: messages sent per second")
	flag.DurationVar(&msgLoad.Duration, "load-duration", 20*time.Second, "messages load run: how long messages are sent")
	flag.StringVar(&canvassBin, "canvass", "bin/canvass", "the server binary for the login burst (make build)")
	flag.IntVar(&logins, "logins", 1000, "login burst: sign-ins of distinct users against a server process of its own (0: none)")
	flag.IntVar(&loginWorkers, "login-workers", 50, "login burst: sign-ins at a time")
	flag.StringVar(&processCounts, "processes", "", "scale-out run instead of the scenarios (issue 29, processes.go): the job search and message send served by this many `canvass serve` processes (-canvass) on one PostgreSQL database, e.g. 1,2,3")
	flag.Parse()
	for _, f := range strings.Split(*pageLoad, ",") {
		if v, err := strconv.ParseFloat(strings.TrimSpace(f), 64); err == nil && v > 0 {
			pageLoads = append(pageLoads, v)
		} else if strings.TrimSpace(f) != "" && strings.TrimSpace(f) != "0" {
			fmt.Fprintf(os.Stderr, "-page-load: %q is not a fraction\n", f)
			os.Exit(2)
		}
	}
	if scale <= 0 || scale > 1 || msgLoad.Subscribers < 2 || msgLoad.Rate < 1 || msgLoad.Duration <= 0 || msgLoad.Duration > 5*time.Minute {
		fmt.Fprintln(os.Stderr, "canvass-bench: -scale must be in (0, 1], -subscribers at least 2, -rate at least 1, -load-duration at most 5m")
		os.Exit(2)
	}
	if *workers < 1 || *workers > 256 || *duration <= 0 || *duration > 5*time.Minute || rounds < 1 || *duration/time.Duration(max(rounds, 1)) < 50*time.Millisecond {
		fmt.Fprintln(os.Stderr, "canvass-bench: -workers must be 1..256, -duration at most 5m, -rounds at least 1 with turns of 50ms or more")
		os.Exit(2)
	}
	// The same GC settings as `canvass serve`, for GraphQL and baseline alike.
	app.TuneRuntime(os.Getenv)
	ctx := context.Background()
	cfg := loadConfig{Workers: *workers, Duration: *duration, Warmup: *warmup}
	if processCounts != "" {
		counts, err := parseCounts(processCounts)
		if err == nil {
			var rs []processResult
			if rs, err = runProcesses(ctx, counts, cfg); err == nil {
				printProcesses(os.Stdout, rs, cfg)
				return
			}
		}
		fmt.Fprintf(os.Stderr, "canvass-bench: -processes: %v\n", err)
		os.Exit(1)
	}
	var results []result
	for _, engine := range strings.Split(*engines, ",") {
		engine = strings.TrimSpace(engine)
		rs, err := runEngine(ctx, engine, cfg, *explain)
		if err != nil {
			fmt.Fprintf(os.Stderr, "canvass-bench: %s: %v\n", engine, err)
			os.Exit(1)
		}
		results = append(results, rs...)
	}
	printResults(os.Stdout, results, cfg)
	printPeers(os.Stdout, results) // peers.go (-peers)
	failed := false
	if len(loads) > 0 {
		fmt.Println("\nMessages load run (delivery latency: from just before the send to the receiver's subscription event):")
		for _, l := range loads {
			fmt.Println("  " + l.String())
			failed = failed || l.failed()
		}
	}
	if failed {
		os.Exit(1)
	}
}

// runEngine loads the data set into a fresh database of engine and runs
// every scenario against it.
func runEngine(ctx context.Context, engine string, load loadConfig, explain bool) ([]result, error) {
	dbURL, loaded, cleanup, err := benchDatabase(engine)
	if err != nil {
		return nil, err
	}
	if dbURL == "" {
		return nil, nil // skipped (message printed)
	}
	defer cleanup()

	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	uploadDir, err := os.MkdirTemp("", "canvass-bench-uploads-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(uploadDir)
	ts := httptest.NewUnstartedServer(nil) // loopback only
	cfg := app.Config{Addr: ts.Listener.Addr().String(), DatabaseURL: dbURL, UploadDir: uploadDir,
		BaseURL: "http://" + ts.Listener.Addr().String(), MessageLimits: benchMessageLimits, APIBudget: benchBudget,
		// The messages load run's subscribers are people at addresses of
		// their own (X-Forwarded-For): from one address the cap on sockets
		// per address refuses most of them. Its ring of senders (each to
		// the next) includes pairs who never wrote before, whose first
		// message would wait in Requests (as for issue 29's processes).
		TrustedProxies: "127.0.0.1/32", NoMessageRequests: true}
	a, err := app.New(ctx, cfg, log)
	if err != nil {
		return nil, err
	}
	defer a.Close()

	if err := loadDataSet(ctx, a, engine, loaded); err != nil {
		return nil, err
	}

	ts.Config.Handler = a.Handler
	ts.Start()
	defer ts.Close()
	env := &env{App: a, AppURL: ts.URL}
	defer stopPeers() // peers.go: PostGraphile stops before the database is dropped

	if cpuProfile != "" {
		f, err := os.Create(cpuProfile + "." + engine)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return nil, err
		}
		defer pprof.StopCPUProfile()
	}
	if memProfile != "" {
		defer func() {
			if f, err := os.Create(memProfile + "." + engine); err == nil {
				pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
		}()
	}
	if engine == "sqlite" && (only == "" || strings.Contains("board", only)) {
		if err := boardQueries(ctx, a, engine, 200); err != nil {
			return nil, err
		}
	}
	var out []result
	for _, sc := range scenarios {
		if only != "" && !strings.Contains(sc.Name, only) {
			continue
		}
		if explain && sc.Explain != nil && !sc.page() {
			lines, err := sc.Explain(ctx, env)
			if err != nil {
				return nil, fmt.Errorf("%s: explain: %w", sc.Name, err)
			}
			fmt.Printf("   plan of %q on %s:\n", sc.Name, engine)
			for _, l := range lines {
				fmt.Printf("     %s\n", l)
			}
		}
		targets := []target{{label: "graphql", reqs: sc.requests(env), names: sc.variantNames(), handler: a.Handler}}
		if sc.Baseline != nil {
			baseHandler := sc.Baseline(env)
			base := httptest.NewServer(baseHandler)
			defer base.Close()
			baseReq := sc.BaselineRequest(base.URL)
			if sc.SignedIn {
				baseReq = signedIn(env, baseReq)
			}
			targets = append(targets, target{label: "baseline", reqs: []request{baseReq}, handler: baseHandler})
		}
		for _, p := range peerTargets(env, sc) { // peers.go (-peers)
			targets = append(targets, target{label: p.label, reqs: []request{p.req}, handler: p.handler})
		}
		for _, t := range targets {
			for _, r := range t.reqs {
				if err := r.check(); err != nil {
					return nil, fmt.Errorf("%s %s: %w", sc.Name, t.label, err)
				}
			}
			if !serialOnly { // warm-up, not measured
				if _, err := runOutside(loadConfig{Workers: load.Workers, Duration: load.Warmup}, t.reqs); err != nil {
					return nil, err
				}
			}
		}
		// The targets take turns (rounds of duration/rounds each), each
		// round in another order (the first of a round ran right after
		// the previous one's last), so a change in the machine's load
		// hits them alike. The load generator is another process.
		samples := make([][]sample, len(targets))
		loadSum := make([]float64, len(targets))
		for i, t := range targets {
			samples[i] = make([]sample, len(t.reqs))
		}
		turn := load.Duration / time.Duration(rounds)
		for round := 0; round < rounds; round++ {
			for k := range targets {
				i := (k + round) % len(targets)
				t := targets[i]
				gc0 := numGC()
				if serialOnly && t.handler == nil {
					continue // a peer in another process
				} else if serialOnly {
					samples[i][0].add(runSerial(t.handler, t.reqs[0], turn))
				} else {
					got, err := runOutside(loadConfig{Workers: load.Workers, Duration: turn}, t.reqs)
					if err != nil {
						return nil, err
					}
					for v := range got {
						samples[i][v].add(got[v])
					}
				}
				samples[i][0].gcs += numGC() - gc0
				loadSum[i] += loadAverage1()
			}
		}
		for i, t := range targets {
			var all sample
			for _, smp := range samples[i] {
				all.add(smp)
			}
			all.elapsed = samples[i][0].elapsed // the turns' time, once
			st := all.stats()
			st.Load = loadSum[i] / float64(rounds)
			if t.handler != nil { // nil: another process (a peer)
				st.AllocBytes, st.AllocObjects, st.Serial = allocsPerRequest(t.handler, t.reqs[0], 200)
			}
			if serialProfile != "" && t.handler != nil {
				if err := profileSerial(profileName(serialProfile, engine, sc.Name, t.label), t.handler, t.reqs[0], serialN); err != nil {
					return nil, err
				}
			}
			out = append(out, result{Engine: engine, Scenario: sc.Name, Target: t.label, Stats: st, Goal: sc.Goal})
			fmt.Printf("   %-9s %-34s %-8s %8.0f req/s  p50 %-9v p99 %-9v %6.1f KB %6.0f allocs/req  serial %-9v %4d GCs  (errors %d)  load %.1f\n", engine, sc.Name, t.label,
				st.RPS, st.P50, st.P99, st.AllocBytes/1024, st.AllocObjects, st.Serial, st.GCs, st.Errors, st.Load)
			if len(t.names) > 1 {
				for v, name := range t.names {
					vs := samples[i][v]
					vs.elapsed = samples[i][0].elapsed
					vst := vs.stats()
					vst.Load = st.Load
					if t.handler != nil {
						// One request at a time, in process: the page's own
						// cost without the other clients' contention.
						ones := runSerialN(t.handler, t.reqs[v], 100)
						one := ones.stats()
						vst.SerialP50, vst.SerialP99 = one.P50, one.P99
					}
					out = append(out, result{Engine: engine, Scenario: sc.Name + ": " + name, Target: t.label, Stats: vst, Goal: sc.Goal})
					fmt.Printf("   %-9s   %-32s %-8s %8.0f req/s  p50 %-9v p99 %-9v %s  load %.1f;  one at a time in process: p50 %v p99 %v\n", engine, name, t.label,
						vst.RPS, vst.P50, vst.P99, goalVerdict(vst.P99, sc.Goal), vst.Load, vst.SerialP50, vst.SerialP99)
				}
			}
			for _, share := range pageLoads {
				if !sc.page() || serialOnly || t.label != "graphql" {
					break
				}
				rs, err := openLoopTurn(engine, sc, t, load, share, st.RPS)
				if err != nil {
					return nil, err
				}
				out = append(out, rs...)
			}
		}
	}
	if only == "" || strings.Contains("messages: load", only) {
		fmt.Printf("   %-9s messages load: %d subscriptions, %d messages/s for %v...\n", engine, msgLoad.Subscribers, msgLoad.Rate, msgLoad.Duration)
		lr, err := runMessageLoad(ctx, engine, env, msgLoad)
		if err != nil {
			return nil, fmt.Errorf("messages load: %w", err)
		}
		fmt.Println("   " + lr.String())
		loads = append(loads, lr)
	}
	if logins > 0 && (only == "" || strings.Contains("logins", only)) {
		line, err := runLoginBurst(engine, dbURL)
		if err != nil {
			return nil, fmt.Errorf("login burst: %w", err)
		}
		fmt.Println("   login burst: " + line)
		loginReports = append(loginReports, line)
	}
	fmt.Printf("   %s done; load average %s\n", engine, loadAverage())
	mem := engine + ": " + memoryReport()
	fmt.Println("   memory: " + mem)
	memory = append(memory, mem)
	return out, nil
}

// loadDataSet loads the benchmark data set through a (canvass seed
// --bench at -scale), or says it was kept from an earlier run (-keep:
// loaded names it).
func loadDataSet(ctx context.Context, a *app.App, engine, loaded string) error {
	fmt.Printf("== %s: load average %s\n", engine, loadAverage())
	fmt.Printf("== %s: loading the benchmark data set (10,000 users, 100,000 jobs, vendors, news, 1,000,000 messages; scale %g)...\n", engine, scale)
	start := time.Now()
	if loaded != "" {
		fmt.Printf("   kept from an earlier run (-keep): %s\n", loaded)
	} else {
		seeder := a.Seeder()
		seeder.BenchScale = scale
		if err := seeder.Bench(ctx); err != nil {
			return fmt.Errorf("seed --bench: %w", err)
		}
		fmt.Printf("   loaded in %v\n", time.Since(start).Round(time.Millisecond))
		if a.DB.Dialect() == store.SQLite {
			// Fold the bulk load's write-ahead log into the database file, as a
			// long-running server would have done by now.
			if _, err := a.DB.Exec(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
				return err
			}
		}
		if err := markKept(engine); err != nil {
			return err
		}
	}
	return nil
}

// freshDatabase returns the URL of an empty database for engine and a
// function that removes it. An empty URL means "skipped".
func freshDatabase(engine string) (string, func(), error) {
	switch engine {
	case "sqlite":
		dir, err := os.MkdirTemp("", "canvass-bench-")
		if err != nil {
			return "", nil, err
		}
		return "sqlite:" + filepath.Join(dir, "bench.db"), func() { os.RemoveAll(dir) }, nil
	case "postgres":
		return createPostgres("canvass_bench_" + randomHex(4))
	}
	return "", nil, fmt.Errorf("unknown engine %q (want sqlite or postgres)", engine)
}

// benchDatabase is freshDatabase, or with -keep the database kept in
// keepDir for this engine and scale: loaded names it when an earlier run
// finished loading it (the marker file markKept writes), and cleanup then
// leaves it in place.
func benchDatabase(engine string) (url, loaded string, cleanup func(), err error) {
	if keepDir == "" {
		url, cleanup, err = freshDatabase(engine)
		return url, "", cleanup, err
	}
	if err := os.MkdirAll(keepDir, 0o755); err != nil {
		return "", "", nil, err
	}
	name := fmt.Sprintf("canvass_bench_keep_%s", strings.ReplaceAll(strconv.FormatFloat(scale, 'f', -1, 64), ".", "_"))
	if _, err := os.Stat(keptMarker(engine)); err == nil {
		loaded = name
	}
	switch engine {
	case "sqlite":
		path := filepath.Join(keepDir, name+".db")
		if loaded == "" {
			for _, suffix := range []string{"", "-wal", "-shm"} {
				os.Remove(path + suffix)
			}
		}
		return "sqlite:" + path, loaded, func() {}, nil
	case "postgres":
		if loaded != "" {
			u, err := postgresURL(name)
			return u, loaded, func() {}, err
		}
		u, drop, err := createPostgres(name)
		if err != nil {
			return "", "", nil, err
		}
		if u == "" {
			return "", "", nil, nil // skipped (message printed)
		}
		return u, "", func() {
			if _, err := os.Stat(keptMarker(engine)); err != nil {
				drop() // the load did not finish: start again next time
			}
		}, nil
	}
	return "", "", nil, fmt.Errorf("unknown engine %q (want sqlite or postgres)", engine)
}

// keptMarker is the file that says engine's kept data set is loaded.
func keptMarker(engine string) string {
	return filepath.Join(keepDir, fmt.Sprintf("%s-%g.loaded", engine, scale))
}

// markKept records, with -keep, that engine's data set finished loading.
func markKept(engine string) error {
	if keepDir == "" {
		return nil
	}
	return os.WriteFile(keptMarker(engine), []byte(time.Now().UTC().Format(time.RFC3339)+"\n"), 0o644)
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// postgresURL is the URL of database name on the server of
// CANVASS_TEST_DATABASE_URL.
func postgresURL(name string) (string, error) {
	base := os.Getenv("CANVASS_TEST_DATABASE_URL")
	if base == "" {
		base = defaultPostgres
	}
	u, err := url.Parse(base)
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	return u.String(), nil
}

// createPostgres creates database name (dropping one left by an earlier
// run) and returns its URL and what drops it; "" when no server answers.
func createPostgres(name string) (string, func(), error) {
	base := os.Getenv("CANVASS_TEST_DATABASE_URL")
	if base == "" {
		base = defaultPostgres
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", nil, err
	}
	pingCtx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := admin.PingContext(pingCtx); err != nil {
		admin.Close()
		fmt.Printf("== postgres: skipped, no server at %s (%v)\n", redact(base), err)
		return "", nil, nil
	}
	admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`)
	if _, err := admin.Exec(`CREATE DATABASE ` + name); err != nil {
		admin.Close()
		return "", nil, err
	}
	u, err := postgresURL(name)
	if err != nil {
		admin.Close()
		return "", nil, err
	}
	return u, func() {
		admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`)
		admin.Close()
	}, nil
}

func redact(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return "(unparsable URL)"
	}
	return p.Redacted()
}

// ------------------------------------------------------------ load generator

type loadConfig struct {
	Workers  int
	Duration time.Duration
	Warmup   time.Duration
	Rate     float64 // > 0: an open loop at this many requests a second (loadSpec)
}

// request is one benchmark request: method, URL and body.
type request struct {
	Method string
	URL    string
	Body   []byte
	Header http.Header
	// Unique (optional) is a placeholder in Body replaced by a token of its
	// own on every send: a write the app must not take for a retry of an
	// earlier one (sendMessage's clientId, as the web app makes one per
	// message).
	Unique string `json:",omitempty"`
	// Check validates a response body once before measuring (nil: any 200).
	Check func(body []byte) error `json:"-"`
}

// uniquePrefix and uniqueSeq make Unique's tokens: a random prefix per
// process (each load generator turn is a process) and a counter.
var (
	uniquePrefix = randomHex(6)
	uniqueSeq    atomic.Int64
)

// client asks for answers uncompressed (no Accept-Encoding: gzip), as the
// peers send theirs: the bench measures the servers' work, not gzip's (about
// 25-50 us per 4-8 KB answer, web.Compress).
var client = &http.Client{
	Transport: &http.Transport{MaxIdleConns: 512, MaxIdleConnsPerHost: 256, IdleConnTimeout: time.Minute, DisableCompression: true},
	Timeout:   30 * time.Second,
}

func (q request) do() ([]byte, error) {
	var body io.Reader
	if q.Unique != "" {
		token := uniquePrefix + "-" + strconv.FormatInt(uniqueSeq.Add(1), 36)
		body = bytes.NewReader(bytes.ReplaceAll(q.Body, []byte(q.Unique), []byte(token)))
	} else if q.Body != nil {
		body = bytes.NewReader(q.Body) // not a copy per request: the load generator shares the cores
	}
	req, err := http.NewRequest(q.Method, q.URL, body)
	if err != nil {
		return nil, err
	}
	for k, v := range q.Header {
		req.Header[k] = v
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return b, fmt.Errorf("status %d: %.200s", resp.StatusCode, b)
	}
	return b, nil
}

// check sends the request once and validates the answer.
func (q request) check() error {
	b, err := q.do()
	if err != nil {
		return err
	}
	if q.Check != nil {
		return q.Check(b)
	}
	return nil
}

type stats struct {
	Requests int
	Errors   int
	GCs      int // garbage collections during the measurement
	RPS      float64
	P50, P99 time.Duration
	P95      time.Duration // -processes reports it
	// Heap allocated per request by the handler alone (no network, no
	// client), measured serially: bytes and objects.
	AllocBytes, AllocObjects float64
	// Serial is the mean time of those requests served one at a time in
	// process (no loopback, no other client): the handler's own cost.
	Serial time.Duration
	// Load is the machine's 1-minute load average, the mean of its values
	// after each of the target's turns.
	Load float64
	// SerialP50 and SerialP99 (page variants): 100 requests served one at
	// a time in process, after the measured turns.
	SerialP50, SerialP99 time.Duration
}

// allocsPerRequest serves n requests of q through h in this goroutine and
// returns the bytes and objects allocated per request and the mean time
// of one. The load generator
// is idle meanwhile, so the figures are the handler's own (plus the small,
// equal cost of httptest's request and recorder).
func allocsPerRequest(h http.Handler, q request, n int) (perReq, objects float64, mean time.Duration) {
	var before, after runtime.MemStats
	rate := runtime.MemProfileRate
	if memProfile != "" {
		// Every allocation of these runs goes into the profile.
		runtime.MemProfileRate = 1
	}
	runtime.GC()
	runtime.ReadMemStats(&before)
	serve(h, q, n)
	runtime.ReadMemStats(&after)
	runtime.MemProfileRate = rate
	// Timed apart: recording every allocation would slow the runs down.
	mean = serve(h, q, n)
	return float64(after.TotalAlloc-before.TotalAlloc) / float64(n), float64(after.Mallocs-before.Mallocs) / float64(n), mean
}

// serve serves n requests of q through h in this goroutine and returns the
// mean time of one.
func serve(h http.Handler, q request, n int) time.Duration {
	start := time.Now()
	for range n {
		var body io.Reader
		if q.Body != nil {
			body = bytes.NewReader(q.Body)
		}
		req := httptest.NewRequest(q.Method, q.URL, body)
		for k, v := range q.Header {
			req.Header[k] = v
		}
		h.ServeHTTP(httptest.NewRecorder(), req)
	}
	return time.Since(start) / time.Duration(n)
}

// profileName is the file of a target's serial profile:
// PREFIX.ENGINE.SCENARIO.TARGET, the scenario's name cut to its first word
// ("job", "vendor", "messages: contacts" -> "contacts").
func profileName(prefix, engine, scenario, target string) string {
	word := strings.Fields(strings.TrimPrefix(scenario, "messages: "))[0]
	return strings.Join([]string{prefix, engine, word, target}, ".")
}

// profileSerial writes a CPU profile of n requests of q served one at a
// time through h to file.
func profileSerial(file string, h http.Handler, q request, n int) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := pprof.StartCPUProfile(f); err != nil {
		return err
	}
	defer pprof.StopCPUProfile()
	serve(h, q, n)
	return nil
}

// runSerial serves q through h in this goroutine, one request at a time,
// for d (the -serial measure: the handlers' own cost, no HTTP client or
// loopback, no concurrency).
func runSerial(h http.Handler, q request, d time.Duration) sample {
	var out sample
	start := time.Now()
	for time.Since(start) < d {
		t0 := time.Now()
		serve(h, q, 1)
		out.lat = append(out.lat, time.Since(t0))
	}
	out.elapsed = time.Since(start)
	return out
}

// runSerialN serves q through h n times, one at a time, and returns the
// latencies.
func runSerialN(h http.Handler, q request, n int) sample {
	var out sample
	start := time.Now()
	for range n {
		t0 := time.Now()
		serve(h, q, 1)
		out.lat = append(out.lat, time.Since(t0))
	}
	out.elapsed = time.Since(start)
	return out
}

// rounds is how many turns each target takes within its duration (-rounds).
var rounds = 4

// sample accumulates the measurements of several runs of one target.
type sample struct {
	lat     []time.Duration
	errors  int
	elapsed time.Duration
	gcs     uint32 // garbage collections while it ran (the process's, both sides of loopback)
}

func (s *sample) add(o sample) {
	s.lat = append(s.lat, o.lat...)
	s.errors += o.errors
	s.elapsed += o.elapsed
	s.gcs += o.gcs
}

// loadAverage is the machine's load average over 1, 5 and 15 minutes
// (other work on the machine competes with the benchmark: report it).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "unknown"
}

// numGC is how many garbage collections the process has run.
func numGC() uint32 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.NumGC
}

// memoryReport describes the process's memory after an engine's run: the
// GC settings, the peak resident size (the data set's load included), the
// heap in use and the GC's share of the CPU since the start.
func memoryReport() string {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	self := os.Getpid()
	gogc := debug.SetGCPercent(100) // read it (and put it back)
	debug.SetGCPercent(gogc)
	// VmHWM counts the SQLite file's mapped pages once per connection
	// (store.SQLiteMmapSize); RssAnon is the process's private memory.
	return fmt.Sprintf("GOGC %d, GOMEMLIMIT %d MiB; peak RSS %s (mapped database pages included), private memory now (RssAnon) %s; heap in use %d MiB, heap from the OS %d MiB; %d GCs, GC CPU %.1f%% since start",
		gogc, debug.SetMemoryLimit(-1)>>20, procStatus(self, "VmHWM"), procStatus(self, "RssAnon"), m.HeapInuse>>20, m.HeapSys>>20, m.NumGC, m.GCCPUFraction*100)
}

func (s *sample) stats() stats {
	lat := slices.Clone(s.lat)
	slices.Sort(lat)
	st := stats{Requests: len(lat), Errors: s.errors, GCs: int(s.gcs)}
	if s.elapsed > 0 {
		st.RPS = float64(len(lat)) / s.elapsed.Seconds()
	}
	if len(lat) > 0 {
		st.P50 = lat[len(lat)*50/100].Round(10 * time.Microsecond)
		st.P95 = lat[min(len(lat)*95/100, len(lat)-1)].Round(10 * time.Microsecond)
		st.P99 = lat[min(len(lat)*99/100, len(lat)-1)].Round(10 * time.Microsecond)
	}
	return st
}

// run drives q with cfg.Workers concurrent workers for cfg.Duration and
// returns every request's latency.
func run(cfg loadConfig, q request) sample {
	var mu sync.Mutex
	var out sample
	deadline := time.Now().Add(cfg.Duration)
	start := time.Now()
	var wg sync.WaitGroup
	for range cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var lat []time.Duration
			errs := 0
			for time.Now().Before(deadline) {
				t0 := time.Now()
				if _, err := q.do(); err != nil {
					errs++
					continue
				}
				lat = append(lat, time.Since(t0))
			}
			mu.Lock()
			out.lat = append(out.lat, lat...)
			out.errors += errs
			mu.Unlock()
		}()
	}
	wg.Wait()
	out.elapsed = time.Since(start)
	return out
}

// openLoopTurn measures a page scenario's target t once more, as an open
// loop at share of closedRPS requests a second for load.Duration (its URLs in turn), and
// returns one result for the whole page and one per URL. At saturation (the
// closed loop's clients send again as soon as they are answered) latency is
// mostly the queue's length: 8 clients on 2 cores wait for each other
// whatever a page costs. This is the latency of a server with headroom,
// the one a goal like "p99 <= 25 ms" is about.
func openLoopTurn(engine string, sc scenario, t target, load loadConfig, share, closedRPS float64) ([]result, error) {
	rate := share * closedRPS
	if rate < 1 {
		rate = 1
	}
	got, err := runOutside(loadConfig{Duration: load.Duration, Rate: rate}, t.reqs)
	if err != nil {
		return nil, err
	}
	la := loadAverage1()
	name := fmt.Sprintf("%s at %.0f req/s", sc.Name, rate)
	var all sample
	for _, g := range got {
		all.add(g)
	}
	all.elapsed = got[0].elapsed
	st := all.stats()
	st.Load = la
	out := []result{{Engine: engine, Scenario: name, Target: t.label, Stats: st, Goal: sc.Goal}}
	fmt.Printf("   %-9s %-34s %-8s %8.0f req/s  p50 %-9v p99 %-9v %s  (errors %d)  load %.1f  [open loop, %.0f%% of the closed loop's req/s]\n", engine, name, t.label,
		st.RPS, st.P50, st.P99, goalVerdict(st.P99, sc.Goal), st.Errors, la, share*100)
	for v, vname := range t.names {
		vs := got[v]
		vs.elapsed = got[0].elapsed
		vst := vs.stats()
		vst.Load = la
		out = append(out, result{Engine: engine, Scenario: name + ": " + vname, Target: t.label, Stats: vst, Goal: sc.Goal})
		fmt.Printf("   %-9s   %-32s %-8s %8.0f req/s  p50 %-9v p99 %-9v %s  load %.1f\n", engine, vname, t.label,
			vst.RPS, vst.P50, vst.P99, goalVerdict(vst.P99, sc.Goal), la)
	}
	return out, nil
}

// ------------------------------------------------------------------ report

type result struct {
	Engine, Scenario, Target string
	Stats                    stats
	Goal                     time.Duration // the scenario's p99 goal (0: none)
}

// target is one server measured in a scenario: the requests sent to it in
// turn (a page scenario's variants, named by names) and, when it runs in
// this process, its handler (for the serial and allocation figures).
type target struct {
	label   string
	reqs    []request
	names   []string
	handler http.Handler
}

// goalVerdict says whether p99 meets goal ("" without a goal).
func goalVerdict(p99, goal time.Duration) string {
	switch {
	case goal == 0:
		return ""
	case p99 <= goal:
		return fmt.Sprintf("goal p99 <= %v: met", goal)
	}
	return fmt.Sprintf("goal p99 <= %v: NOT MET", goal)
}

// loadAverage1 is the machine's 1-minute load average (0 when unknown).
func loadAverage1() float64 {
	f := strings.Fields(loadAverage())
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}

func printResults(w io.Writer, rs []result, cfg loadConfig) {
	fmt.Fprintf(w, "\nResults (%d workers, %v per target in %d alternating rounds after %v warm-up, loopback; %d cores; load average now %s):\n\n",
		cfg.Workers, cfg.Duration, rounds, cfg.Warmup, runtime.NumCPU(), loadAverage())
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "engine\tscenario\ttarget\treq/s\tp50\tp99\tload\tKB/req\tallocs/req\tserial\tGCs\terrors\tratio graphql/baseline\tgoal")
	for i, r := range rs {
		ratio := ""
		if r.Target == "graphql" {
			for _, b := range rs[i+1:] {
				if b.Engine == r.Engine && b.Scenario == r.Scenario && b.Target == "baseline" && b.Stats.RPS > 0 {
					ratio = fmt.Sprintf("%.2f", r.Stats.RPS/b.Stats.RPS)
				}
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%.0f\t%v\t%v\t%.1f\t%.1f\t%.0f\t%v\t%d\t%d\t%s\t%s\n", r.Engine, r.Scenario, r.Target, r.Stats.RPS,
			r.Stats.P50, r.Stats.P99, r.Stats.Load, r.Stats.AllocBytes/1024, r.Stats.AllocObjects, r.Stats.Serial, r.Stats.GCs, r.Stats.Errors, ratio,
			goalVerdict(r.Stats.P99, r.Goal))
	}
	tw.Flush()
	fmt.Fprintln(w, "\nMemory (the whole process: app, baseline and load generator):")
	for _, m := range memory {
		fmt.Fprintln(w, "  "+m)
	}
	if len(loginReports) > 0 {
		fmt.Fprintln(w, "\nLogin burst (a `canvass serve` process of its own; peak RSS is its VmHWM):")
		for _, l := range loginReports {
			fmt.Fprintln(w, "  "+l)
		}
	}
	fmt.Fprintln(w, "\nPage goal (issue 24): the first page of each list screen, its real document, p99 <= 25 ms; \"at N req/s\" rows are the open loop (-page-load).")
	fmt.Fprintln(w, "\nTarget (issue 13): GraphQL throughput at least 0.8 of the baseline on every list scenario.")
}
