package main

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"
)

// The open loop sends on schedule whatever the server's speed and counts
// each latency from when its request was due: a server answering one
// request at a time in 20 ms, sent 100 a second, falls behind, and the
// late requests show the queue (a closed loop of one client would report
// 20 ms for every request).
func TestOpenLoopCountsFromWhenDue(t *testing.T) {
	var mu sync.Mutex
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		time.Sleep(20 * time.Millisecond)
	}))
	defer srv.Close()
	reqs := []request{{Method: http.MethodGet, URL: srv.URL + "/a"}, {Method: http.MethodGet, URL: srv.URL + "/b"}}

	closed := generate(loadSpec{Workers: 1, Duration: 300 * time.Millisecond, Requests: reqs})
	open := generate(loadSpec{Duration: 300 * time.Millisecond, Requests: reqs, Rate: 100})
	if open.Errors != 0 || closed.Errors != 0 {
		t.Fatalf("errors: open %d (%s), closed %d (%s)", open.Errors, open.FirstError, closed.Errors, closed.FirstError)
	}
	lat := func(r genResult) []int64 {
		var all []int64
		for _, l := range r.Lat {
			all = append(all, l...)
		}
		slices.Sort(all)
		return all
	}
	o, c := lat(open), lat(closed)
	// 30 requests due in 0.3 s; each URL got its share.
	if len(o) != 30 || len(open.Lat[0]) != 15 || len(open.Lat[1]) != 15 {
		t.Fatalf("open loop answered %d requests (%d, %d), want 30 (15 per URL)", len(o), len(open.Lat[0]), len(open.Lat[1]))
	}
	// The last one was due at 0.29 s and answered after all 30 had taken
	// 20 ms each (0.6 s): about 0.3 s late.
	if worst := o[len(o)-1]; worst < 200_000 {
		t.Errorf("open loop's worst latency %d µs, want the queue's 0.3 s to show (>= 200 ms)", worst)
	}
	if worst := c[len(c)-1]; worst > 100_000 {
		t.Errorf("closed loop's worst latency %d µs, want about 20 ms", worst)
	}
}
