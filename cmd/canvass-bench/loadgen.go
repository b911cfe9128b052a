package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// The load generator runs in its own process (issue 24: measured from the
// same process, the app, the baseline and the client shared one Go runtime
// and scheduler, which flattered the app). The bench starts this binary
// again as `canvass-bench loadgen`, sends it a loadSpec on stdin and reads
// a genResult from stdout, once per target turn, so every target (Canvass,
// the baseline handler, the peers) is driven the same way from outside.

// loadSpec is one turn: Workers concurrent clients for Duration, cycling
// through Requests (worker w sends Requests[w], then the next, ...).
//
// With Rate > 0 the turn is an open loop instead: requests start at Rate a
// second on a fixed schedule, whatever the answers' speed (at most
// maxInFlight at once), and each latency counts from the moment its
// request was due, so a server that falls behind shows it (a closed loop of
// Workers clients only sends when an answer came back, which hides a
// queue's growth; "coordinated omission").
type loadSpec struct {
	Workers  int
	Duration time.Duration
	Requests []request
	Rate     float64 `json:",omitempty"`
}

// maxInFlight bounds the open loop's concurrent requests (a server that
// stops answering must not exhaust the load generator's sockets).
const maxInFlight = 256

// genResult is what the load generator measured: each request's latency
// in microseconds, by the index of its request in the spec.
type genResult struct {
	Elapsed    time.Duration
	Errors     int
	FirstError string
	Lat        [][]int64
}

// loadgenMain is the load generator process: spec on stdin, result on
// stdout.
func loadgenMain() int {
	var spec loadSpec
	if err := json.NewDecoder(bufio.NewReader(os.Stdin)).Decode(&spec); err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		return 2
	}
	out := generate(spec)
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		return 1
	}
	return 0
}

// generate drives spec's requests and measures them (in the load
// generator's process).
func generate(spec loadSpec) genResult {
	n := len(spec.Requests)
	out := genResult{Lat: make([][]int64, n)}
	if n > 0 && spec.Rate > 0 {
		return generateAtRate(spec)
	}
	if n == 0 || spec.Workers < 1 {
		return out
	}
	var mu sync.Mutex
	deadline := time.Now().Add(spec.Duration)
	start := time.Now()
	var wg sync.WaitGroup
	for w := range spec.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lat := make([][]int64, n)
			errs, first := 0, ""
			for k := w; time.Now().Before(deadline); k++ {
				i := k % n
				t0 := time.Now()
				if _, err := spec.Requests[i].do(); err != nil {
					errs++
					if first == "" {
						first = err.Error()
					}
					continue
				}
				lat[i] = append(lat[i], time.Since(t0).Microseconds())
			}
			mu.Lock()
			for i := range lat {
				out.Lat[i] = append(out.Lat[i], lat[i]...)
			}
			out.Errors += errs
			if out.FirstError == "" {
				out.FirstError = first
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	out.Elapsed = time.Since(start)
	return out
}

// generateAtRate is generate's open loop (spec.Rate > 0): request k is
// due at start + k/Rate and its latency counts from then.
func generateAtRate(spec loadSpec) genResult {
	n := len(spec.Requests)
	out := genResult{Lat: make([][]int64, n)}
	var mu sync.Mutex
	var wg sync.WaitGroup
	slots := make(chan struct{}, maxInFlight)
	interval := time.Duration(float64(time.Second) / spec.Rate)
	start := time.Now()
	for k := 0; ; k++ {
		due := start.Add(time.Duration(k) * interval)
		if due.Sub(start) >= spec.Duration {
			break
		}
		time.Sleep(time.Until(due))
		slots <- struct{}{}
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, err := spec.Requests[i].do()
			lat := time.Since(due).Microseconds()
			<-slots
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				out.Errors++
				if out.FirstError == "" {
					out.FirstError = err.Error()
				}
				return
			}
			out.Lat[i] = append(out.Lat[i], lat)
		}(k % n)
	}
	wg.Wait()
	out.Elapsed = time.Since(start)
	return out
}

// runOutside runs one turn in a load generator process: cfg.Workers
// clients for cfg.Duration over reqs. It returns one sample per request.
func runOutside(cfg loadConfig, reqs []request) ([]sample, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	spec, err := json.Marshal(loadSpec{Workers: cfg.Workers, Duration: cfg.Duration, Requests: reqs, Rate: cfg.Rate})
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(self, "loadgen")
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		stdin.Write(spec)
		stdin.Close()
	}()
	var res genResult
	decodeErr := json.NewDecoder(stdout).Decode(&res)
	io.Copy(io.Discard, stdout)
	if err := cmd.Wait(); err != nil {
		return nil, fmt.Errorf("load generator: %w", err)
	}
	if decodeErr != nil {
		return nil, fmt.Errorf("load generator's answer: %w", decodeErr)
	}
	out := make([]sample, len(reqs))
	for i := range out {
		out[i].elapsed = res.Elapsed
		for _, us := range res.Lat[i] {
			out[i].lat = append(out[i].lat, time.Duration(us)*time.Microsecond)
		}
	}
	if len(out) > 0 {
		out[0].errors = res.Errors
		if res.Errors > 0 && res.FirstError != "" {
			fmt.Fprintf(os.Stderr, "   load generator: %d errors, first: %.200s\n", res.Errors, res.FirstError)
		}
	}
	return out, nil
}
