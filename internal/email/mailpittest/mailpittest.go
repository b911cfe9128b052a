// Package mailpittest runs a real Mailpit (github.com/axllent/mailpit, an
// SMTP server with an HTTP API) on free ports for a test and reads what
// arrived. The binary comes from `make mailpit-install` (CI installs it);
// when it is missing the test fails and says how to install it.
package mailpittest

import (
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Version is the Mailpit release the Makefile installs.
const Version = "v1.33.1"

// Binary finds the mailpit binary: $CANVASS_MAILPIT, the Makefile's
// install folder, or mailpit on PATH ("" when none).
func Binary() string {
	if p := os.Getenv("CANVASS_MAILPIT"); p != "" {
		return p
	}
	if p := filepath.Join(ToolsDir(), "mailpit-"+Version, "mailpit"); isExec(p) {
		return p
	}
	if p, err := exec.LookPath("mailpit"); err == nil {
		return p
	}
	return ""
}

// ToolsDir is where `make mailpit-install` puts tools: $CANVASS_TOOLS_DIR
// or ~/.cache/canvass-tools (outside the repository).
func ToolsDir() string {
	if d := os.Getenv("CANVASS_TOOLS_DIR"); d != "" {
		return d
	}
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "canvass-tools")
	}
	return filepath.Join(os.TempDir(), "canvass-tools")
}

func isExec(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir() && st.Mode()&0o111 != 0
}

// Server is a running Mailpit.
type Server struct {
	SMTPAddr string // 127.0.0.1:PORT
	HTTPURL  string // http://127.0.0.1:PORT
	cmd      *exec.Cmd
}

// SMTPURL is the CANVASS_SMTP_URL that sends to this server.
func (s *Server) SMTPURL() string { return "smtp://" + s.SMTPAddr }

// Start runs Mailpit until the test ends (SMTP on smtpAddr when given,
// else a free port).
func Start(t testing.TB, smtpAddr ...string) *Server {
	t.Helper()
	bin := Binary()
	if bin == "" {
		t.Fatalf("Mailpit %s is not installed: run `make mailpit-install` (installs it into %s; CI does this), "+
			"or set CANVASS_MAILPIT to its path", Version, filepath.Join(ToolsDir(), "mailpit-"+Version))
	}
	s := &Server{SMTPAddr: freeAddr(t)}
	if len(smtpAddr) > 0 && smtpAddr[0] != "" {
		s.SMTPAddr = smtpAddr[0]
	}
	httpAddr := freeAddr(t)
	s.HTTPURL = "http://" + httpAddr
	s.cmd = exec.Command(bin, "--smtp", s.SMTPAddr, "--listen", httpAddr, "--database", filepath.Join(t.TempDir(), "mailpit.db"),
		"--quiet", "--disable-version-check", "--smtp-disable-rdns")
	s.cmd.Stdout, s.cmd.Stderr = os.Stderr, os.Stderr
	if err := s.cmd.Start(); err != nil {
		t.Fatalf("start mailpit: %v", err)
	}
	t.Cleanup(func() { s.cmd.Process.Kill(); s.cmd.Wait() })
	deadline := time.Now().Add(15 * time.Second)
	for {
		resp, err := http.Get(s.HTTPURL + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				if c, err := net.DialTimeout("tcp", s.SMTPAddr, time.Second); err == nil {
					c.Close()
					return s
				}
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("mailpit did not start on %s / %s", s.SMTPAddr, httpAddr)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Stop ends the server (its SMTP port refuses connections afterwards).
func (s *Server) Stop() { s.cmd.Process.Kill(); s.cmd.Wait() }

// FreeAddr is a 127.0.0.1 address with a port nothing listens on.
func FreeAddr(t testing.TB) string { return freeAddr(t) }

func freeAddr(t testing.TB) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// Address is a mailbox in Mailpit's API.
type Address struct{ Name, Address string }

// Message is one message as Mailpit's API gives it.
type Message struct {
	ID      string
	From    Address
	To      []Address
	Subject string
	Created time.Time
	// Filled by Get:
	Text    string
	HTML    string
	Headers map[string][]string
}

// Messages lists what arrived, newest first (GET /api/v1/messages).
func (s *Server) Messages(t testing.TB) []Message {
	t.Helper()
	var out struct{ Messages []Message }
	s.get(t, "/api/v1/messages?limit=500", &out)
	return out.Messages
}

// Get reads one message's parts and headers.
func (s *Server) Get(t testing.TB, id string) Message {
	t.Helper()
	var m Message
	s.get(t, "/api/v1/message/"+id, &m)
	s.get(t, "/api/v1/message/"+id+"/headers", &m.Headers)
	return m
}

// Await waits up to within for at least n messages and returns them
// (newest first; fewer when the time ran out).
func (s *Server) Await(t testing.TB, n int, within time.Duration) []Message {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		ms := s.Messages(t)
		if len(ms) >= n || time.Now().After(deadline) {
			return ms
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// To returns the messages sent to addr (newest first).
func (s *Server) To(t testing.TB, addr string) []Message {
	t.Helper()
	var out []Message
	for _, m := range s.Messages(t) {
		for _, a := range m.To {
			if strings.EqualFold(a.Address, addr) {
				out = append(out, m)
				break
			}
		}
	}
	return out
}

func (s *Server) get(t testing.TB, path string, into any) {
	t.Helper()
	resp, err := http.Get(s.HTTPURL + path)
	if err != nil {
		t.Fatalf("mailpit %s: %v", path, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("mailpit %s: %d", path, resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(into); err != nil {
		t.Fatalf("mailpit %s: %v", path, err)
	}
}
