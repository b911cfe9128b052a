package cluster_test

import (
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"canvass/internal/testkit"
)

// binary is the canvass command the processes run: $CANVASS_BIN (make test
// sets it to bin/canvass), or one built once for this test run.
var (
	binOnce sync.Once
	binPath string
	binErr  error
	binDir  string
)

func canvassBinary(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("CANVASS_BIN"); p != "" {
		return p
	}
	binOnce.Do(func() {
		if binDir, binErr = os.MkdirTemp("", "canvass-cluster-"); binErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "canvass")
		cmd := exec.Command("go", "build", "-o", binPath, "./cmd/canvass")
		cmd.Dir = filepath.Join("..", "..")
		if out, err := cmd.CombinedOutput(); err != nil {
			binErr = &buildError{err, string(out)}
		}
	})
	if binErr != nil {
		t.Fatalf("building canvass: %v", binErr)
	}
	return binPath
}

type buildError struct {
	err error
	out string
}

func (e *buildError) Error() string { return e.err.Error() + "\n" + e.out }

// process is one `canvass serve` of the cluster.
type process struct {
	name, addr, URL string
	cmd             *exec.Cmd
	log             *testkit.LogBuffer
	exited          chan struct{}
	exitErr         error
}

// cluster starts processes that share one configuration.
type cluster struct {
	bin string
	env map[string]string // CANVASS_* of every process
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// start runs a process with the cluster's environment (plus extra) and
// waits until it is ready.
func (c *cluster) start(t *testing.T, name string, extra map[string]string) *process {
	t.Helper()
	addr := freeAddr(t)
	p := &process{name: name, addr: addr, URL: "http://" + addr, log: &testkit.LogBuffer{}, exited: make(chan struct{})}
	p.cmd = exec.Command(c.bin, "serve", "--addr", addr)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "CANVASS_") {
			p.cmd.Env = append(p.cmd.Env, kv)
		}
	}
	for k, v := range c.env {
		p.cmd.Env = append(p.cmd.Env, k+"="+v)
	}
	for k, v := range extra {
		p.cmd.Env = append(p.cmd.Env, k+"="+v)
	}
	p.cmd.Stdout, p.cmd.Stderr = p.log, p.log
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.exitErr = p.cmd.Wait(); close(p.exited) }()
	t.Cleanup(func() {
		p.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-p.exited:
		case <-time.After(20 * time.Second):
			p.cmd.Process.Kill()
		}
		if t.Failed() {
			t.Logf("--- log of process %s ---\n%s", p.name, p.log.String())
		}
	})
	deadline := time.Now().Add(60 * time.Second)
	for {
		if resp, err := probeClient.Get(p.URL + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return p
			}
		}
		select {
		case <-p.exited:
			t.Fatalf("process %s exited at start (%v):\n%s", name, p.exitErr, p.log.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("process %s not ready within a minute:\n%s", name, p.log.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// kill ends the process with SIGKILL (a crash: nothing drains).
func (p *process) kill(t *testing.T) {
	t.Helper()
	p.cmd.Process.Kill()
	<-p.exited
}

// term sends SIGTERM and waits for a clean exit.
func (p *process) term(t *testing.T) {
	t.Helper()
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.exited:
		if p.exitErr != nil {
			t.Errorf("process %s exited with %v after SIGTERM:\n%s", p.name, p.exitErr, p.log.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("process %s still running 30 s after SIGTERM", p.name)
	}
}
