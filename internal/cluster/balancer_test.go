package cluster_test

import (
	"bytes"
	"errors"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// balancer is the load balancer a production cluster has in front of it,
// reduced to what matters here: round-robin over the processes whose
// /readyz answers 200 (checked every 50 ms, as a balancer's health check),
// websocket upgrades passed through, and a request whose connection was
// refused tried on the next process (nothing reached the server, so even a
// POST may go again). It counts what clients saw go wrong: proxy errors and
// 5xx answers.
type balancer struct {
	t   *testing.T
	srv *httptest.Server
	URL string

	mu       sync.Mutex
	backends []*process
	ready    map[*process]bool
	next     atomic.Uint64
	errs     []time.Time // when a client got a proxy error or a 5xx
	errNotes []string

	transport http.RoundTripper
	stop      chan struct{}
}

func newBalancer(t *testing.T) *balancer {
	b := &balancer{t: t, ready: map[*process]bool{}, stop: make(chan struct{}),
		transport: &http.Transport{MaxIdleConnsPerHost: 64, IdleConnTimeout: 30 * time.Second}}
	proxy := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.Out.URL.Scheme, pr.Out.URL.Host = "http", "backend" // chosen in RoundTrip
			pr.Out.Host = pr.In.Host
			pr.SetXForwarded()
		},
		Transport: b,
		ErrorLog:  log.New(io.Discard, "", 0),
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			b.clientError(r.Method + " " + r.URL.Path + ": " + err.Error())
			w.WriteHeader(http.StatusBadGateway)
		},
		ModifyResponse: func(resp *http.Response) error {
			if resp.StatusCode >= 500 {
				b.clientError(resp.Request.Method + " " + resp.Request.URL.Path + ": " + resp.Status)
			}
			return nil
		},
	}
	b.srv = httptest.NewServer(proxy)
	b.URL = b.srv.URL
	go b.check()
	t.Cleanup(func() { close(b.stop); b.srv.CloseClientConnections(); b.srv.Close() })
	return b
}

func (b *balancer) clientError(note string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.errs = append(b.errs, time.Now())
	b.errNotes = append(b.errNotes, note)
}

// errorsSince returns the client-visible errors after from.
func (b *balancer) errorsSince(from time.Time) []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []string
	for i, at := range b.errs {
		if !at.Before(from) {
			out = append(out, b.errNotes[i])
		}
	}
	return out
}

// set makes ps the balancer's processes (ready once /readyz says so).
func (b *balancer) set(ps ...*process) {
	b.mu.Lock()
	b.backends = slices.Clone(ps)
	b.mu.Unlock()
	b.probe()
}

// check is the health check: /readyz of every process, every 50 ms.
func (b *balancer) check() {
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-b.stop:
			return
		case <-tick.C:
			b.probe()
		}
	}
}

var probeClient = &http.Client{Timeout: 500 * time.Millisecond}

func (b *balancer) probe() {
	b.mu.Lock()
	ps := slices.Clone(b.backends)
	b.mu.Unlock()
	for _, p := range ps {
		ok := false
		if resp, err := probeClient.Get(p.URL + "/readyz"); err == nil {
			ok = resp.StatusCode == http.StatusOK
			resp.Body.Close()
		}
		b.mu.Lock()
		b.ready[p] = ok
		b.mu.Unlock()
	}
}

// pick returns the next ready process not in tried, or nil.
func (b *balancer) pick(tried []*process) *process {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := len(b.backends)
	for range n {
		p := b.backends[int(b.next.Add(1)%uint64(n))]
		if b.ready[p] && !slices.Contains(tried, p) {
			return p
		}
	}
	return nil
}

// RoundTrip sends the request to the next ready process; when that one
// refuses the connection it is marked down and the next one tried.
func (b *balancer) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		var err error
		if body, err = io.ReadAll(req.Body); err != nil {
			return nil, err
		}
		req.Body.Close()
	}
	var tried []*process
	lastErr := errors.New("no process is ready")
	for {
		p := b.pick(tried)
		if p == nil {
			return nil, lastErr
		}
		out := req.Clone(req.Context())
		out.URL.Host = p.addr
		if body != nil {
			out.Body = io.NopCloser(bytes.NewReader(body))
		}
		resp, err := b.transport.RoundTrip(out)
		if err == nil {
			return resp, nil
		}
		var op *net.OpError
		if !errors.As(err, &op) || op.Op != "dial" {
			return nil, err // the request may have reached the process: never sent twice
		}
		b.mu.Lock()
		b.ready[p] = false
		b.mu.Unlock()
		tried, lastErr = append(tried, p), err
	}
}
