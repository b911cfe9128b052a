package obs

import (
	"bufio"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics is one app's Prometheus registry (its own, not the global one,
// so several apps in one process, as in tests, never collide) with the
// HTTP and GraphQL metrics every request feeds; the app registers its
// scrape-time collectors (Register).
type Metrics struct {
	Registry *prometheus.Registry

	requests   *prometheus.CounterVec
	latency    *prometheus.HistogramVec
	operations *prometheus.CounterVec
	opLatency  *prometheus.HistogramVec
	names      operationNames
}

// NewMetrics returns a registry holding the HTTP and GraphQL metrics and
// Go's runtime and process collectors.
func NewMetrics() *Metrics {
	m := &Metrics{
		Registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "canvass_http_requests_total",
			Help: "HTTP requests answered, by route (the ServeMux pattern), method and status.",
		}, []string{"route", "method", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "canvass_http_request_duration_seconds",
			Help:    "Time to answer an HTTP request (websocket upgrades excluded), by route and method.",
			Buckets: prometheus.DefBuckets,
		}, []string{"route", "method"}),
		operations: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "canvass_graphql_operations_total",
			Help: "GraphQL queries and mutations answered, by operation name and outcome (ok, or error when the answer has errors).",
		}, []string{"operation", "outcome"}),
		opLatency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "canvass_graphql_operation_duration_seconds",
			Help:    "Time to answer a GraphQL query or mutation, by operation name.",
			Buckets: prometheus.DefBuckets,
		}, []string{"operation"}),
		names: operationNames{seen: map[string]bool{}},
	}
	m.Registry.MustRegister(m.requests, m.latency, m.operations, m.opLatency,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Register adds collectors (read at scrape time) to the registry.
func (m *Metrics) Register(cs ...prometheus.Collector) { m.Registry.MustRegister(cs...) }

// Handler serves the registry in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{
		// A failing collector (the queue's count timing out) leaves its
		// metrics out rather than failing the whole scrape.
		ErrorHandling:       promhttp.ContinueOnError,
		MaxRequestsInFlight: 4,
		Timeout:             10 * time.Second,
	})
}

// Route labels of requests no ServeMux pattern answered: refused before
// routing (cross-origin check, a bad token), or a method the route does
// not allow.
const (
	RouteUnmatched = "unmatched"
	routeMetrics   = "GET /metrics"
)

type routeBox struct{ pattern string }

type routeKey struct{}

// Routed wraps the ServeMux so the outer Instrument learns the pattern
// that served each request: the middlewares between them (sessions) pass
// the mux a copy of the request, so the pattern ServeMux sets on it is
// not on Instrument's.
func Routed(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mux.ServeHTTP(w, r)
		if box, ok := r.Context().Value(routeKey{}).(*routeBox); ok {
			box.pattern = r.Pattern
		}
	})
}

// Instrument counts and times every request by route and status (the
// route is the ServeMux pattern, through Routed, so the labels are
// bounded whatever paths clients send). It also answers GET /metrics on
// the public port: the registry for "Authorization: Bearer token" when
// token is set, 401 for anyone else; a plain 404 when token is empty.
// It sits outside the session middleware, which would take the metrics
// token for a personal access token.
func (m *Metrics) Instrument(next http.Handler, token string) http.Handler {
	scrape := m.Handler()
	var want [32]byte
	if token != "" {
		want = sha256.Sum256([]byte(token))
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		box := &routeBox{}
		sw := &statusWriter{ResponseWriter: w}
		if r.URL.Path == "/metrics" {
			box.pattern = routeMetrics
			switch {
			case token == "" || (r.Method != http.MethodGet && r.Method != http.MethodHead):
				http.NotFound(sw, r)
			case !bearerMatches(r, want):
				sw.Header().Set("WWW-Authenticate", `Bearer realm="metrics"`)
				http.Error(sw, "401 unauthorized", http.StatusUnauthorized)
			default:
				scrape.ServeHTTP(sw, r)
			}
		} else {
			next.ServeHTTP(sw, r.WithContext(context.WithValue(r.Context(), routeKey{}, box)))
		}
		route := box.pattern
		if route == "" {
			route = RouteUnmatched
		}
		method := methodLabel(r.Method)
		status := sw.status
		if status == 0 {
			status = http.StatusOK
		}
		m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
		// A websocket's time is the life of the socket, not an answer's.
		if status != http.StatusSwitchingProtocols {
			m.latency.WithLabelValues(route, method).Observe(time.Since(start).Seconds())
		}
	})
}

// bearerMatches compares the request's bearer token with want (a SHA-256,
// so the comparison takes the same time whatever the lengths).
func bearerMatches(r *http.Request, want [32]byte) bool {
	auth := r.Header.Get("Authorization")
	if len(auth) < 7 || !strings.EqualFold(auth[:7], "bearer ") {
		return false
	}
	got := sha256.Sum256([]byte(strings.TrimSpace(auth[7:])))
	return subtle.ConstantTimeCompare(got[:], want[:]) == 1
}

// methodLabel bounds the method label to the methods HTTP defines.
func methodLabel(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions:
		return m
	}
	return "OTHER"
}

// statusWriter remembers the status written. It keeps the writer's other
// abilities: Flush and Unwrap (http.ResponseController), and Hijack for
// websocket upgrades.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (s *statusWriter) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusWriter) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	return s.ResponseWriter.Write(b)
}

func (s *statusWriter) Flush() { http.NewResponseController(s.ResponseWriter).Flush() }

func (s *statusWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }

func (s *statusWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	conn, rw, err := http.NewResponseController(s.ResponseWriter).Hijack()
	if err == nil && s.status == 0 {
		s.status = http.StatusSwitchingProtocols
	}
	return conn, rw, err
}

// Operation labels that are not a document's own operation name.
const (
	OperationAnonymous = "(anonymous)" // a document whose operation has no name
	OperationInvalid   = "(invalid)"   // refused before an operation was chosen: parse or validation errors, unknown operationName
	OperationOther     = "(other)"     // past MaxOperationNames distinct names
)

// MaxOperationNames bounds the operation label: the first names seen are
// kept (the app's operations, a few dozen), any name after that counts as
// OperationOther, so clients inventing names cannot grow the series.
const MaxOperationNames = 200

// ObserveOperation records one answered GraphQL operation. name is the
// operation's name in the parsed document ("" for an anonymous one);
// valid is false when the request failed before an operation was chosen.
func (m *Metrics) ObserveOperation(name string, valid, failed bool, elapsed time.Duration) {
	label := OperationInvalid
	if valid {
		label = m.names.label(name)
	}
	outcome := "ok"
	if failed {
		outcome = "error"
	}
	m.operations.WithLabelValues(label, outcome).Inc()
	m.opLatency.WithLabelValues(label).Observe(elapsed.Seconds())
}

type operationNames struct {
	mu   sync.Mutex
	seen map[string]bool
}

func (n *operationNames) label(name string) string {
	if name == "" {
		return OperationAnonymous
	}
	if len(name) > 100 {
		return OperationOther
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.seen[name] {
		return name
	}
	if len(n.seen) >= MaxOperationNames {
		return OperationOther
	}
	n.seen[name] = true
	return name
}
