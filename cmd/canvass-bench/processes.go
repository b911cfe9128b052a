package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"canvass/internal/app"
	"canvass/internal/appdocs"
	"canvass/internal/relayid"
)

// The scale-out run (issue 29, -processes 1,2,3): on one PostgreSQL
// database, the job search and the message send served by 1, 2 and 3
// `canvass serve` processes (-canvass, built by make build). The bench
// starts as many processes as the largest count once; a turn with N sends
// to the first N of them (the others stay up, idle, holding their pools
// and LISTEN connections), so the counts can take turns in rotating rounds
// like every other target and a swing in the machine's load hits them
// alike. The load is spread on the client side: the load generator's
// requests cycle through every (request, process) pair, so consecutive
// requests of a client go to the processes in turn (round-robin, no proxy
// in between: a proxy would take its own share of the two cores).
//
// Beside req/s, p50/p95/p99 and the load average, each figure has the CPU
// time per request of the Canvass processes and of the PostgreSQL backends
// serving this database (from /proc: the server runs on this machine),
// and how busy the machine's cores were: what bounds the throughput, and
// what a separate database machine would have to provide.

var processCounts string // -processes

// processScenario is one row group of the scale-out report: the requests
// sent to one process (base URL) for one turn.
type processScenario struct {
	Name     string
	requests func(base string) ([]request, error)
	names    []string // the requests' names, for a line each (nil: none)
}

// processResult is one figure: a scenario served by N processes.
type processResult struct {
	Scenario  string
	N         int
	Stats     stats
	CanvassMS float64 // CPU ms per request, all Canvass processes
	PGMS      float64 // CPU ms per request, this database's PostgreSQL backends
	Busy      float64 // share of the machine's cores in use during the turns (everything on it)
}

// parseCounts reads -processes: "1,2,3".
func parseCounts(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > 8 {
			return nil, fmt.Errorf("-processes: want counts 1..8 separated by commas, got %q", s)
		}
		out = append(out, n)
	}
	return out, nil
}

// sendContent is the load's message text; sendUnique is replaced by a token
// of its own in every send (request.Unique).
const (
	sendUnique  = "@@unique@@"
	sendContent = "scale-out message "
)

// runProcesses is the scale-out run on PostgreSQL.
func runProcesses(ctx context.Context, counts []int, load loadConfig) ([]processResult, error) {
	dbURL, loaded, cleanup, err := benchDatabase("postgres")
	if err != nil {
		return nil, err
	}
	if dbURL == "" {
		return nil, nil // skipped (message printed)
	}
	defer cleanup()

	// Load the data set in this process, pick the senders, then close the
	// app: only the `canvass serve` processes serve.
	uploadDir, err := os.MkdirTemp("", "canvass-bench-uploads-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(uploadDir)
	a, err := app.New(ctx, app.Config{Addr: "127.0.0.1:0", DatabaseURL: dbURL, UploadDir: uploadDir}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		return nil, err
	}
	if err := loadDataSet(ctx, a, "postgres", loaded); err != nil {
		a.Close()
		return nil, err
	}
	// Senders and receivers: members who already talk (the send updates an
	// existing conversation, as most sends do), one pair per sender.
	var pairs []struct {
		Sender   string `db:"username"`
		Receiver int64  `db:"other_id"`
	}
	err = a.DB.Select(ctx, &pairs, `SELECT DISTINCT ON (c.user_id) s.username, c.other_id FROM conversations c JOIN users s ON s.id = c.user_id
		WHERE s.username LIKE 'bench\_user\_%' ESCAPE '\' AND c.request = 0 ORDER BY c.user_id, c.other_id LIMIT ?`, processSenders)
	a.Close()
	if err != nil {
		return nil, err
	}
	if len(pairs) == 0 {
		return nil, fmt.Errorf("no conversations between bench users to send in")
	}

	most := slices.Max(counts)
	procs := make([]*canvassProc, 0, most)
	defer func() {
		for _, p := range procs {
			p.stop()
		}
	}()
	for range most {
		// The limits a person meets are lifted, as for any load test: the
		// sends are the bench's, far faster than a person's.
		p, err := startCanvass(dbURL, "CANVASS_MESSAGE_LIMITS=off", "CANVASS_MESSAGE_REQUESTS=off")
		if err != nil {
			return nil, err
		}
		procs = append(procs, p)
	}
	fmt.Printf("== postgres: %d `canvass serve` processes up (%s); load average %s\n", most, canvassBin, loadAverage())

	// The senders sign in once, through the first process (sessions are in
	// the database: the others know them).
	cookies := make([]string, len(pairs))
	for i, p := range pairs {
		if cookies[i], err = benchLogin(procs[0].URL, p.Sender); err != nil {
			return nil, err
		}
	}
	jobsDoc, err := appdocs.Named(jobsPageScenario.Doc)
	if err != nil {
		return nil, err
	}
	sendDoc, err := appdocs.Named("SendMessageMutation")
	if err != nil {
		return nil, err
	}
	scs := []processScenario{
		{Name: "job search (" + jobsPageScenario.Doc + ", " + strconv.Itoa(len(jobsPageScenario.Variants)) + " URLs)",
			requests: func(base string) ([]request, error) {
				var out []request
				for _, v := range jobsPageScenario.Variants {
					out = append(out, appRequest(&env{AppURL: base}, jobsDoc, v.Vars, func(json.RawMessage) error { return nil }))
				}
				return out, nil
			}, names: jobsPageScenario.variantNames()},
		{Name: "message send (SendMessageMutation)",
			requests: func(base string) ([]request, error) {
				var out []request
				for i, p := range pairs {
					r := appRequest(&env{AppURL: base}, sendDoc, map[string]any{"input": map[string]any{
						"receiverId": relayid.Encode("User", p.Receiver), "content": sendContent + sendUnique, "clientId": sendUnique}}, checkSent)
					r.Unique = sendUnique
					r.Header.Set("Cookie", cookies[i])
					out = append(out, r)
				}
				return out, nil
			}},
	}

	cpu, err := newCPUWatch(dbURL, procs)
	if err != nil {
		return nil, err
	}
	defer cpu.close()
	countSent := func() (n int, err error) {
		err = cpu.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM messages WHERE content LIKE $1`, sendContent+"%").Scan(&n)
		return n, err
	}
	storedBefore, err := countSent() // -keep: earlier runs' sends are there
	if err != nil {
		return nil, err
	}
	answered := 0 // sends answered 200 (checks, warm-ups and turns)
	var out []processResult
	for _, sc := range scs {
		if only != "" && !strings.Contains(sc.Name, only) {
			continue
		}
		sends := strings.HasPrefix(sc.Name, "message send")
		// Each process's requests, then the turn's list for N: every
		// request to each of the first N processes in turn.
		per := make([][]request, most)
		for i, p := range procs {
			if per[i], err = sc.requests(p.URL); err != nil {
				return nil, err
			}
		}
		reqs := make([][]request, len(counts))
		for c, n := range counts {
			for k := range per[0] {
				for i := range n {
					reqs[c] = append(reqs[c], per[i][k])
				}
			}
			for _, r := range reqs[c] {
				if err := r.check(); err != nil {
					return nil, fmt.Errorf("%s, %d processes: %w", sc.Name, n, err)
				}
			}
			warm, err := runOutside(loadConfig{Workers: load.Workers, Duration: load.Warmup}, reqs[c])
			if err != nil {
				return nil, err
			}
			if sends {
				answered += len(reqs[c])
				for _, w := range warm {
					answered += len(w.lat)
				}
			}
		}
		all := make([]sample, len(counts))
		byName := make([][]sample, len(counts)) // [count][request of per[0]]
		for c := range byName {
			byName[c] = make([]sample, len(per[0]))
		}
		loadSum := make([]float64, len(counts))
		var canvassCPU, pgCPU, busy, wall = make([]time.Duration, len(counts)), make([]time.Duration, len(counts)), make([]time.Duration, len(counts)), make([]time.Duration, len(counts))
		turn := load.Duration / time.Duration(rounds)
		for round := range rounds {
			for k := range counts {
				c := (k + round) % len(counts)
				before, err := cpu.read(ctx)
				if err != nil {
					return nil, err
				}
				got, err := runOutside(loadConfig{Workers: load.Workers, Duration: turn}, reqs[c])
				if err != nil {
					return nil, err
				}
				after, err := cpu.read(ctx)
				if err != nil {
					return nil, err
				}
				var turnSample sample
				for j, g := range got {
					byName[c][j/counts[c]].add(g)
					turnSample.lat = append(turnSample.lat, g.lat...)
					turnSample.errors += g.errors
				}
				turnSample.elapsed = got[0].elapsed
				if sends {
					answered += len(turnSample.lat)
				}
				all[c].add(turnSample)
				d := after.since(before)
				canvassCPU[c] += d.canvass
				pgCPU[c] += d.postgres
				busy[c] += d.machine
				wall[c] += d.wall
				loadSum[c] += loadAverage1()
			}
		}
		for c, n := range counts {
			st := all[c].stats()
			st.Load = loadSum[c] / float64(rounds)
			r := processResult{Scenario: sc.Name, N: n, Stats: st}
			if st.Requests > 0 {
				r.CanvassMS = float64(canvassCPU[c].Microseconds()) / 1000 / float64(st.Requests)
				r.PGMS = float64(pgCPU[c].Microseconds()) / 1000 / float64(st.Requests)
			}
			if wall[c] > 0 {
				r.Busy = float64(busy[c]) / float64(wall[c]) / float64(runtime.NumCPU())
			}
			out = append(out, r)
			fmt.Printf("   %-40s %d process(es) %7.0f req/s  p50 %-9v p95 %-9v p99 %-9v errors %d  load %.1f  CPU/req: canvass %.2f ms, postgres %.2f ms; cores busy %.0f%%\n",
				sc.Name, n, st.RPS, st.P50, st.P95, st.P99, st.Errors, st.Load, r.CanvassMS, r.PGMS, r.Busy*100)
			for k, name := range sc.names {
				vs := byName[c][k].stats()
				fmt.Printf("     %-38s p50 %-9v p95 %-9v (%d requests)\n", name, vs.P50, vs.P95, vs.Requests)
			}
		}
	}
	// Every answered send is one stored message, and no more (a send
	// whose answer timed out may be stored too: errors says how many).
	stored, err := countSent()
	if err != nil {
		return nil, err
	}
	verdict := "every answered send stored once"
	if stored-storedBefore != answered {
		verdict = "MISMATCH"
	}
	fmt.Printf("   message send: %d sends answered (checks, warm-ups and turns), %d messages stored: %s\n", answered, stored-storedBefore, verdict)
	var backends, maxConns int
	if err := cpu.db.QueryRowContext(ctx, `SELECT COUNT(*), current_setting('max_connections')::int FROM pg_stat_activity WHERE datname = $1`, cpu.name).Scan(&backends, &maxConns); err != nil {
		return nil, err
	}
	fmt.Printf("   PostgreSQL: %d backends on this database now (%d processes and the bench's one; max_connections %d for the whole server)\n", backends, most, maxConns)
	for _, p := range procs {
		fmt.Printf("   process %s: peak RSS %s\n", p.URL, procStatus(p.cmd.Process.Pid, "VmHWM"))
	}
	return out, nil
}

// processSenders is how many members send in the message scenario (each
// signs in once: a password hash apiece).
const processSenders = 16

// checkSent checks a sendMessage answer holds the stored message and no
// errors.
func checkSent(data json.RawMessage) error {
	var d struct {
		SendMessage struct {
			Message *struct{ DatabaseID json.RawMessage }
			Errors  []json.RawMessage
		}
	}
	if err := json.Unmarshal(data, &d); err != nil {
		return err
	}
	if m := d.SendMessage.Message; m == nil || len(m.DatabaseID) == 0 || string(m.DatabaseID) == "null" || len(d.SendMessage.Errors) > 0 {
		return fmt.Errorf("want the sent message: %.300s", data)
	}
	return nil
}

// printProcesses prints the scale-out report.
func printProcesses(w io.Writer, rs []processResult, cfg loadConfig) {
	if len(rs) == 0 {
		return
	}
	fmt.Fprintf(w, "\nScale-out (issue 29): `canvass serve` processes on one PostgreSQL, %d clients round-robin over the processes' addresses, %v per count in %d rotating rounds after %v warm-up; %d cores; load average now %s:\n\n",
		cfg.Workers, cfg.Duration, rounds, cfg.Warmup, runtime.NumCPU(), loadAverage())
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "scenario\tprocesses\treq/s\tof 1 process\tp50\tp95\tp99\terrors\tload\tcanvass CPU/req\tpostgres CPU/req\tcores busy")
	for _, r := range rs {
		ratio := ""
		for _, b := range rs {
			if b.Scenario == r.Scenario && b.N == 1 && b.Stats.RPS > 0 {
				ratio = fmt.Sprintf("%.2f", r.Stats.RPS/b.Stats.RPS)
			}
		}
		fmt.Fprintf(tw, "%s\t%d\t%.0f\t%s\t%v\t%v\t%v\t%d\t%.1f\t%.2f ms\t%.2f ms\t%.0f%%\n", r.Scenario, r.N, r.Stats.RPS, ratio,
			r.Stats.P50, r.Stats.P95, r.Stats.P99, r.Stats.Errors, r.Stats.Load, r.CanvassMS, r.PGMS, r.Busy*100)
	}
	tw.Flush()
}

// ------------------------------------------------------------- CPU from /proc

// cpuWatch reads the CPU time of the Canvass processes, of the PostgreSQL
// backends connected to the bench's database (pg_stat_activity; the
// server runs on this machine) and of the whole machine (/proc/stat).
type cpuWatch struct {
	db    *sql.DB
	name  string
	procs []*canvassProc
}

// cpuReading is one reading of cpuWatch.
type cpuReading struct {
	at       time.Time
	canvass  time.Duration
	backends map[int]time.Duration // pid → CPU so far
	machine  time.Duration         // busy time of all cores (not idle, not iowait)
}

// cpuDelta is what was used between two readings.
type cpuDelta struct{ canvass, postgres, machine, wall time.Duration }

func newCPUWatch(dbURL string, procs []*canvassProc) (*cpuWatch, error) {
	u, err := url.Parse(dbURL)
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("pgx", dbURL)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	return &cpuWatch{db: db, name: strings.TrimPrefix(u.Path, "/"), procs: procs}, nil
}

func (c *cpuWatch) close() { c.db.Close() }

func (c *cpuWatch) read(ctx context.Context) (cpuReading, error) {
	r := cpuReading{at: time.Now(), backends: map[int]time.Duration{}}
	for _, p := range c.procs {
		r.canvass += procCPU(p.cmd.Process.Pid)
	}
	rows, err := c.db.QueryContext(ctx, `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, c.name)
	if err != nil {
		return r, err
	}
	defer rows.Close()
	for rows.Next() {
		var pid int
		if err := rows.Scan(&pid); err != nil {
			return r, err
		}
		r.backends[pid] = procCPU(pid)
	}
	if b, err := os.ReadFile("/proc/stat"); err == nil {
		// cpu user nice system idle iowait irq softirq steal ...
		if f := strings.Fields(strings.SplitN(string(b), "\n", 2)[0]); len(f) > 8 && f[0] == "cpu" {
			for i, v := range f[1:9] {
				if i == 3 || i == 4 {
					continue // idle, iowait
				}
				n, _ := strconv.ParseInt(v, 10, 64)
				r.machine += ticks(n)
			}
		}
	}
	return r, rows.Err()
}

// since is the CPU used from before to r: a backend that connected in
// between counts whole, one that closed in between is lost (the pools keep
// theirs for minutes).
func (r cpuReading) since(before cpuReading) cpuDelta {
	d := cpuDelta{canvass: r.canvass - before.canvass, machine: r.machine - before.machine, wall: r.at.Sub(before.at)}
	for pid, t := range r.backends {
		d.postgres += t - before.backends[pid]
	}
	return d
}

// procCPU is a process's user + system CPU time so far (0 when gone).
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The command name (field 2) may hold spaces: count from the ")".
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(f[11], 10, 64) // field 14
	stime, _ := strconv.ParseInt(f[12], 10, 64) // field 15
	return ticks(utime + stime)
}

// ticks converts clock ticks (USER_HZ, 100 on Linux) to a duration.
func ticks(n int64) time.Duration { return time.Duration(n) * 10 * time.Millisecond }
