package app_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"log/slog"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/obs"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

const metricsToken = "metrics-token-for-tests"

// scrape gets path with the bearer token (none when token is empty).
func scrape(t *testing.T, url, token string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// metricValue finds the sample of name whose labels include every one of
// labels (`k="v"`), or -1.
func metricValue(text, name string, labels ...string) float64 {
	for line := range strings.SplitSeq(text, "\n") {
		if !strings.HasPrefix(line, name+"{") && !strings.HasPrefix(line, name+" ") {
			continue
		}
		ok := true
		for _, l := range labels {
			if !strings.Contains(line, l) {
				ok = false
			}
		}
		if ok {
			v, err := strconv.ParseFloat(line[strings.LastIndexByte(line, ' ')+1:], 64)
			if err == nil {
				return v
			}
		}
	}
	return -1
}

// TestMetrics: GET /metrics on the public port only with the token, and
// after REST and GraphQL requests the counters show route patterns (never
// raw paths) and operation names, beside the pools, queue, sockets and
// email metrics.
func TestMetrics(t *testing.T) {
	apptest.EachWith(t, func(c *app.Config) { c.MetricsToken = metricsToken }, func(t *testing.T, s *apptest.Server) {
		if code, _ := scrape(t, s.URL+"/metrics", ""); code != http.StatusUnauthorized {
			t.Fatalf("no token: %d, want 401", code)
		}
		if code, _ := scrape(t, s.URL+"/metrics", "wrong"); code != http.StatusUnauthorized {
			t.Fatalf("wrong token: %d, want 401", code)
		}
		c := s.NewClient()
		c.Register(t, "metricsuser", "CANDIDATE") // operation "Register", and a confirmation email
		c.GraphQL(t, `query MetricsProbe { viewer { username } }`, nil).NoErrors(t)
		c.GraphQL(t, `{ viewer { username } }`, nil).NoErrors(t)
		c.GraphQL(t, `query Broken { nope }`, nil)
		c.GraphQL(t, `query Broken2 {`, nil)
		for _, p := range []string{"/api/jobs?limit=1", "/api/jobs/999999", "/api/jobs/888888", "/api/no-such-route-7f3a", "/no-such-page-9c1d"} {
			c.Do(t, http.MethodGet, p, nil)
		}
		s.DrainQueue(t)
		// A live socket with one subscription.
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		ws, err := c.DialWS(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer ws.Close()
		if _, err := ws.Subscribe(ctx, `subscription Beat { heartbeat }`, nil); err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			if _, text := scrape(t, s.URL+"/metrics", metricsToken); metricValue(text, "canvass_subscriptions_live") == 1 || time.Now().After(deadline) {
				break
			}
		}

		code, text := scrape(t, s.URL+"/metrics", metricsToken)
		if code != http.StatusOK {
			t.Fatalf("with token: %d %s", code, text)
		}
		for _, want := range []struct {
			name   string
			labels []string
			min    float64
		}{
			{"canvass_http_requests_total", []string{`route="GET /api/jobs"`, `method="GET"`, `status="200"`}, 1},
			{"canvass_http_requests_total", []string{`route="GET /api/jobs/{id}"`, `status="404"`}, 2},
			{"canvass_http_requests_total", []string{`route="/graphql"`, `method="POST"`, `status="200"`}, 3},
			{"canvass_http_requests_total", []string{`route="/api/"`, `status="404"`}, 1},
			{"canvass_http_requests_total", []string{`route="GET /metrics"`, `status="401"`}, 2},
			{"canvass_http_request_duration_seconds_count", []string{`route="GET /api/jobs/{id}"`}, 2},
			{"canvass_graphql_operations_total", []string{`operation="Register"`, `outcome="ok"`}, 1},
			{"canvass_graphql_operations_total", []string{`operation="MetricsProbe"`, `outcome="ok"`}, 1},
			{"canvass_graphql_operations_total", []string{`operation="(anonymous)"`, `outcome="ok"`}, 1},
			{"canvass_graphql_operations_total", []string{`operation="(invalid)"`, `outcome="error"`}, 2},
			{"canvass_graphql_operation_duration_seconds_count", []string{`operation="MetricsProbe"`}, 1},
			{"canvass_queue_jobs", []string{`state="available"`}, 0},
			{"canvass_queue_jobs", []string{`state="completed"`}, 1},
			{"canvass_websockets_open", nil, 1},
			{"canvass_websockets_signed_in", nil, 1},
			{"canvass_subscriptions_live", nil, 1},
			{"canvass_emails_sent_total", nil, 1},
			{"canvass_emails_failed_total", nil, 0},
			{"go_sql_open_connections", nil, 1},
			{"go_goroutines", nil, 1},
			{"process_resident_memory_bytes", nil, 1},
		} {
			if v := metricValue(text, want.name, want.labels...); v < want.min {
				t.Errorf("%s%v = %v, want at least %v", want.name, want.labels, v, want.min)
			}
		}
		// Raw paths never become labels.
		for _, raw := range []string{"999999", "no-such-route-7f3a", "no-such-page-9c1d"} {
			if strings.Contains(text, raw+`"`) || strings.Contains(text, raw+"?") {
				t.Errorf("raw path %q is in the metrics", raw)
			}
		}
		// A socket's request is counted when it ends (status 101), never timed.
		ws.Close()
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			_, text := scrape(t, s.URL+"/metrics", metricsToken)
			if metricValue(text, "canvass_http_requests_total", `route="/graphql"`, `method="GET"`, `status="101"`) == 1 &&
				metricValue(text, "canvass_websockets_open") == 0 {
				if metricValue(text, "canvass_http_request_duration_seconds_count", `route="/graphql"`, `method="GET"`) != -1 {
					t.Error("a websocket's life was timed as an answer")
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the closed socket's request is not counted:\n%s", text)
			}
		}
		if testing.Verbose() {
			t.Log(text)
		}
		if s.Engine == "postgres" && metricValue(text, "go_sql_in_use_connections", `db_name="main"`) < 0 {
			t.Error("no main pool on PostgreSQL")
		}
	})
}

// TestMetricsNotPublicByDefault: without CANVASS_METRICS_TOKEN the public
// port answers /metrics with 404, whatever the client sends.
func TestMetricsNotPublicByDefault(t *testing.T) {
	s := apptest.Start(t, storetest.SQLiteURL(t), nil)
	for _, tok := range []string{"", "anything", metricsToken} {
		if code, body := scrape(t, s.URL+"/metrics", tok); code != http.StatusNotFound || strings.Contains(body, "go_goroutines") {
			t.Fatalf("token %q: %d %.80s", tok, code, body)
		}
	}
}

// TestRequestIDs: every answer carries X-Request-Id (the client's when
// sane, else a new one), and a line logged while serving a request
// carries its request_id.
func TestRequestIDs(t *testing.T) {
	run := func(t *testing.T, dbURL string) {
		var out testkit.LogBuffer
		ts := httptest.NewUnstartedServer(nil)
		a, err := app.New(context.Background(), app.Config{Addr: ts.Listener.Addr().String(), DatabaseURL: dbURL, UploadDir: t.TempDir(),
			BaseURL: "http://" + ts.Listener.Addr().String(), NoPeriodicJobs: true}, slog.New(slog.NewTextHandler(&out, nil)))
		if err != nil {
			t.Fatal(err)
		}
		ts.Config.Handler = a.Handler
		ts.Start()
		defer func() { ts.Close(); a.Close() }()

		get := func(id string) string {
			req, _ := http.NewRequest(http.MethodGet, ts.URL+"/healthz", nil)
			if id != "" {
				req.Header.Set("X-Request-Id", id)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			return resp.Header.Get("X-Request-Id")
		}
		if got := get("lb-7.abc_DEF-9"); got != "lb-7.abc_DEF-9" {
			t.Errorf("sane id: got %q", got)
		}
		generated := regexp.MustCompile(`^[A-Z2-7]{26}$`)
		for _, bad := range []string{"", "has space", "a=b", "x\ty", "é", strings.Repeat("x", 65)} {
			if got := get(bad); !generated.MatchString(got) {
				t.Errorf("id %q: got %q, want a generated one", bad, got)
			}
		}
		if a, b := get(""), get(""); a == b {
			t.Errorf("two requests, one id %q", a)
		}

		// A request that logs (an Info line: a reset asked for an unknown address).
		body := `{"query":"mutation R { requestPasswordReset(input: {email: \"nobody-here@example.com\"}) { ok } }"}`
		req, _ := http.NewRequest(http.MethodPost, ts.URL+"/graphql", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Request-Id", "reset-probe-42")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("X-Request-Id") != "reset-probe-42" || strings.Contains(string(b), `"errors"`) {
			t.Fatalf("reset: %d %s %s", resp.StatusCode, resp.Header.Get("X-Request-Id"), b)
		}
		var line string
		for l := range strings.SplitSeq(out.String(), "\n") {
			if strings.Contains(l, "password reset requested for an unknown email") {
				line = l
			}
		}
		if !strings.Contains(line, "request_id=reset-probe-42") {
			t.Fatalf("the request's log line has no request_id: %q\n%s", line, out.String())
		}
	}
	t.Run("sqlite", func(t *testing.T) { run(t, storetest.SQLiteURL(t)) })
	t.Run("postgres", func(t *testing.T) { run(t, storetest.PostgresURL(t)) })
}

// TestRunMetricsAddrAndJSONLogs runs the command line with
// CANVASS_METRICS_ADDR (a listener of its own serves /metrics; the public
// port does not) and CANVASS_LOG_FORMAT=json (every line a JSON object,
// request lines with request_id).
func TestRunMetricsAddrAndJSONLogs(t *testing.T) {
	dir := t.TempDir()
	metricsAddr := freeAddr(t)
	env := map[string]string{
		"CANVASS_DATABASE_URL": "sqlite:" + filepath.Join(dir, "run.db"),
		"CANVASS_UPLOAD_DIR":   filepath.Join(dir, "uploads"),
		"CANVASS_METRICS_ADDR": metricsAddr,
		"CANVASS_LOG_FORMAT":   "json",
	}
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	var out testkit.LogBuffer
	done := make(chan error, 1)
	go func() {
		done <- app.Run(ctx, []string{"serve", "--addr", addr}, func(k string) string { return env[k] }, &out)
	}()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Run: %v", err)
		}
	}()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if resp, err := http.Get("http://" + metricsAddr + "/metrics"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("metrics listener never answered\n%s", out.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	req, _ := http.NewRequest(http.MethodPost, "http://"+addr+"/graphql",
		strings.NewReader(`{"query":"mutation R { requestPasswordReset(input: {email: \"nobody-json@example.com\"}) { ok } }"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(obs.HeaderRequestID, "json-probe-1")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if code, _ := scrape(t, "http://"+addr+"/metrics", ""); code != http.StatusNotFound {
		t.Errorf("public /metrics with only CANVASS_METRICS_ADDR: %d, want 404", code)
	}
	code, text := scrape(t, "http://"+metricsAddr+"/metrics", "")
	if code != http.StatusOK || metricValue(text, "canvass_graphql_operations_total", `operation="R"`) != 1 ||
		metricValue(text, "canvass_http_requests_total", `route="GET /metrics"`, `status="404"`) != 1 {
		t.Errorf("metrics listener: %d\n%s", code, text)
	}

	found := false
	for l := range strings.SplitSeq(strings.TrimSpace(out.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(l), &rec); err != nil {
			t.Fatalf("not a JSON log line: %q", l)
		}
		if rec["msg"] == "password reset requested for an unknown email" && rec["request_id"] == "json-probe-1" {
			found = true
		}
	}
	if !found {
		t.Errorf("no JSON line with the request's request_id:\n%s", out.String())
	}
}
