package app_test

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/session"
	"canvass/internal/testkit"
)

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestRunServeAndDrain runs the real command line: serve with demo content,
// /healthz answers once serving, and cancelling (SIGTERM) lets an in-flight
// request finish before Run returns.
func TestRunServeAndDrain(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{
		"CANVASS_DATABASE_URL": "sqlite:" + filepath.Join(dir, "run.db"),
		"CANVASS_UPLOAD_DIR":   filepath.Join(dir, "uploads"),
	}
	getenv := func(k string) string { return env[k] }
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out testkit.LogBuffer
	done := make(chan error, 1)
	go func() { done <- app.Run(ctx, []string{"serve", "--addr", addr, "--demo"}, getenv, &out) }()

	waitStatus(t, "http://"+addr+"/healthz", http.StatusOK, 30*time.Second)
	resp, err := http.Get("http://" + addr + "/readyz")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("readyz: %v %v", resp, err)
	}
	resp.Body.Close()
	// Demo content was seeded on first start.
	resp, err = http.Get("http://" + addr + "/api/jobs?limit=1")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `"title"`) {
		t.Fatalf("demo jobs: %d %s", resp.StatusCode, body)
	}

	// An in-flight request: its handler is running (reading the body) when
	// the signal arrives; it must still get its answer.
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	login := `{"username":"candidate1","password":"canvass-demo"}`
	head := "POST /api/login HTTP/1.1\r\nHost: canvass\r\nContent-Type: application/json\r\n" +
		"Connection: close\r\nContent-Length: " + strconv.Itoa(len(login)) + "\r\n\r\n"
	if _, err := io.WriteString(conn, head+login[:10]); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond) // the handler is now waiting for the rest of the body
	cancel()
	select {
	case err := <-done:
		t.Fatalf("Run returned (%v) while a request was in flight", err)
	case <-time.After(300 * time.Millisecond):
	}
	if _, err := io.WriteString(conn, login[10:]); err != nil {
		t.Fatal(err)
	}
	r, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("in-flight request was dropped: %v", err)
	}
	rb, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if r.StatusCode != http.StatusOK || !strings.Contains(string(rb), `"username":"candidate1"`) {
		t.Fatalf("in-flight login: %d %s", r.StatusCode, rb)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return after the drain")
	}
	if !strings.Contains(out.String(), "shutting down") {
		t.Errorf("log lacks the shutdown line:\n%s", out.String())
	}
}

func TestRunMigrateAndSeed(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{
		"CANVASS_DATABASE_URL": "sqlite:" + filepath.Join(dir, "cli.db"),
		"CANVASS_UPLOAD_DIR":   filepath.Join(dir, "uploads"),
	}
	getenv := func(k string) string { return env[k] }
	var out testkit.LogBuffer
	if err := app.Run(context.Background(), []string{"migrate"}, getenv, &out); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	if !strings.Contains(out.String(), "migrations applied") {
		t.Fatalf("migrate output: %s", out.String())
	}
	if err := app.Run(context.Background(), []string{"seed"}, getenv, &out); err != nil {
		t.Fatalf("seed: %v", err)
	}
	a, err := app.New(context.Background(), app.ConfigFromEnv(getenv), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	var users, jobs, vendors int
	for q, n := range map[string]*int{"SELECT COUNT(*) FROM users": &users, "SELECT COUNT(*) FROM jobs": &jobs, "SELECT COUNT(*) FROM vendors": &vendors} {
		if err := a.DB.Get(context.Background(), n, q); err != nil {
			t.Fatal(err)
		}
	}
	if users < 6 || jobs < 10 || vendors < 2 {
		t.Errorf("seeded users=%d jobs=%d vendors=%d, want demo content", users, jobs, vendors)
	}
	// The demo editor holds the role (README lists the account).
	var list testkit.LogBuffer
	if err := app.Run(context.Background(), []string{"editors", "list"}, getenv, &list); err != nil || !strings.Contains(list.String(), "editor1") {
		t.Errorf("editors list after seed: %q, %v", list.String(), err)
	}
	if err := app.Run(context.Background(), []string{"frobnicate"}, getenv, &out); err == nil {
		t.Error("unknown command: want an error")
	}
}

// TestRunDrainTellsBalancerAndSockets: on SIGTERM /readyz fails at once
// while requests are still served for CANVASS_DRAIN_DELAY, then live
// sockets close with 1012 (reconnect now, elsewhere) and Run returns.
func TestRunDrainTellsBalancerAndSockets(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{
		"CANVASS_DATABASE_URL": "sqlite:" + filepath.Join(dir, "drain.db"),
		"CANVASS_UPLOAD_DIR":   filepath.Join(dir, "uploads"),
		"CANVASS_DRAIN_DELAY":  "700ms",
	}
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out testkit.LogBuffer
	done := make(chan error, 1)
	go func() {
		done <- app.Run(ctx, []string{"serve", "--addr", addr}, func(k string) string { return env[k] }, &out)
	}()
	base := "http://" + addr
	waitStatus(t, base+"/readyz", http.StatusOK, 30*time.Second)

	c := (&apptest.Server{URL: base}).NewClient()
	c.Register(t, "drainer", "CANDIDATE")
	wsCtx, wsCancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer wsCancel()
	ws, err := c.DialWS(wsCtx)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	if _, err := ws.Subscribe(wsCtx, `subscription { messageEvents { kind } }`, nil); err != nil {
		t.Fatal(err)
	}
	if m, err := ws.Read(wsCtx); err != nil || !strings.Contains(string(m.Payload), "RESYNC") {
		t.Fatalf("first event: %+v %v", m, err)
	}

	cancel()
	waitStatus(t, base+"/readyz", http.StatusServiceUnavailable, 2*time.Second)
	// Still serving while the balancer notices.
	if resp, err := http.Get(base + "/healthz"); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("healthz while draining: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	_, err = ws.Read(wsCtx)
	if got := websocket.CloseStatus(err); got != session.CloseRestarting {
		t.Fatalf("socket closed with %v (%v), want %d", got, err, session.CloseRestarting)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return after the drain")
	}
}

// waitStatus polls url until it answers status.
func waitStatus(t *testing.T, url string, status int, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		resp, err := http.Get(url)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == status {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s did not answer %d within %v (last: %v %v)", url, status, within, resp, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
