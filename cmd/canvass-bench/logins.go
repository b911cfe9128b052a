package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"canvass/internal/appdocs"
	"canvass/internal/ratelimit"
)

// The login burst (issue 24 item 7): a server of its own (`canvass serve`,
// the binary `make bench` builds, over the benchmark's database) takes
// -logins sign-ins of distinct benchmark users (-login-workers at a time,
// the web app's LoginMutation document), and the bench reports the server
// process's peak resident size (VmHWM in /proc/PID/status): what a small
// machine must hold when many people sign in at once (argon2id needs 64 MiB
// per hash in flight).

var (
	canvassBin   string
	logins       int
	loginWorkers int
	loginReports []string
)

// runLoginBurst starts the server over dbURL, signs in n users and
// returns the report line.
func runLoginBurst(engine, dbURL string) (string, error) {
	doc, err := appdocs.Named("LoginMutation")
	if err != nil {
		return "", err
	}
	// People sign in from addresses of their own: the server trusts the
	// loopback as its proxy, and each sign-in names an address of its own
	// in X-Forwarded-For (from one address, the login throttle's hard
	// limit per address, 20 attempts, would refuse most of a burst of 50
	// at a time: an attempt counts until its password is checked).
	srv, err := startCanvass(dbURL, "CANVASS_TRUSTED_PROXIES=127.0.0.1/32")
	if err != nil {
		return "", err
	}
	defer srv.stop()
	base := srv.URL
	pid := srv.cmd.Process.Pid
	before := procStatus(pid, "VmHWM")
	var next, failed atomic.Int64
	var first atomic.Value
	// The peak of the server's private memory (RssAnon, sampled): VmHWM
	// also counts the pages of the SQLite file each connection maps
	// (store.SQLiteMmapSize), once per mapping, which the kernel shares and
	// can take back.
	stopSampling := make(chan struct{})
	anonPeak := make(chan int64, 1)
	go func() {
		var most int64
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			most = max(most, statusKB(pid, "RssAnon"))
			select {
			case <-stopSampling:
				anonPeak <- most
				return
			case <-tick.C:
			}
		}
	}()
	start := time.Now()
	var wg sync.WaitGroup
	for range loginWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1)
				if i > int64(logins) {
					return
				}
				body, _ := json.Marshal(map[string]any{"documentId": doc.ID, "variables": map[string]any{
					"input": map[string]any{"username": fmt.Sprintf("bench_user_%d", i), "password": "canvass-bench"}}})
				req := request{Method: http.MethodPost, URL: base + "/graphql", Body: body,
					Header: http.Header{"Content-Type": {"application/json"}, "Accept": {"application/json"},
						"X-Forwarded-For": {fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255)}}}
				b, err := req.do()
				if err == nil && !bytes.Contains(b, []byte(`"databaseId"`)) {
					err = fmt.Errorf("no user in %.200s", b)
				}
				if err != nil {
					failed.Add(1)
					first.CompareAndSwap(nil, err.Error())
				}
			}
		}()
	}
	wg.Wait()
	took := time.Since(start)
	close(stopSampling)
	peak, rss := procStatus(pid, "VmHWM"), procStatus(pid, "VmRSS")
	line := fmt.Sprintf("%s: %d logins (%d at a time) in %v: server peak RSS %s (before the burst %s), RSS after %s, peak private memory (RssAnon) %d kB; %d failed; load average %s",
		engine, logins, loginWorkers, took.Round(time.Millisecond), peak, before, rss, <-anonPeak, failed.Load(), loadAverage())
	if f := first.Load(); f != nil {
		line += fmt.Sprintf("; first failure: %.200s", f)
	}
	return line, nil
}

// procStatus is a field of /proc/PID/status ("VmHWM": "123456 kB").
func procStatus(pid int, field string) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "?"
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, field+":"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "?"
}

// statusKB is a field of /proc/PID/status in kB (0 when unknown).
func statusKB(pid int, field string) int64 {
	n, _ := strconv.ParseInt(strings.TrimSuffix(procStatus(pid, field), " kB"), 10, 64)
	return n
}

// canvassProc is a `canvass serve` process the bench started (-canvass).
type canvassProc struct {
	URL     string // http://127.0.0.1:PORT
	cmd     *exec.Cmd
	logs    bytes.Buffer
	uploads string
}

// benchBudget is the API budget of the servers the bench loads: counted
// (its cost is part of what is measured) but never reached, as the load
// comes from one address and a few members far faster than any person.
var benchBudget = &ratelimit.BudgetLimits{Member: 1e12, Visitor: 1e12}

// startCanvass starts -canvass serve on a free loopback port over dbURL,
// with env added to the bench's environment, and waits until /healthz
// answers (60 s at most).
func startCanvass(dbURL string, env ...string) (*canvassProc, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := l.Addr().String()
	l.Close()
	p := &canvassProc{URL: "http://" + addr}
	if p.uploads, err = os.MkdirTemp("", "canvass-bench-serve-"); err != nil {
		return nil, err
	}
	p.cmd = exec.Command(canvassBin, "serve", "--addr", addr)
	p.cmd.Env = append(append(os.Environ(), "CANVASS_DATABASE_URL="+dbURL, "CANVASS_UPLOAD_DIR="+p.uploads,
		"CANVASS_API_LIMIT="+strconv.Itoa(benchBudget.Member), "CANVASS_API_LIMIT_VISITOR="+strconv.Itoa(benchBudget.Visitor)), env...)
	p.cmd.Stdout, p.cmd.Stderr = &p.logs, &p.logs
	if err := p.cmd.Start(); err != nil {
		os.RemoveAll(p.uploads)
		return nil, fmt.Errorf("start %s (make build): %w", canvassBin, err)
	}
	up := time.Now().Add(60 * time.Second)
	for {
		resp, err := client.Get(p.URL + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return p, nil
			}
		}
		if time.Now().After(up) {
			p.stop()
			return nil, fmt.Errorf("server did not answer /healthz in 60 s: %.500s", p.logs.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// stop ends the process (SIGTERM, then SIGKILL after 10 s) and removes its
// upload folder.
func (p *canvassProc) stop() {
	p.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		p.cmd.Process.Kill()
		<-done
	}
	os.RemoveAll(p.uploads)
}
