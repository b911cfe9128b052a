package accounts_test

import (
	"bufio"
	"bytes"
	"context"
	"log/slog"
	"net"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
)

func TestMailerLogsWithoutSMTP(t *testing.T) {
	var buf bytes.Buffer
	m := accounts.NewMailer("", slog.New(slog.NewTextHandler(&buf, nil)))
	link := "http://canvass.test/reset-password?token=abc123"
	if err := m.Send(context.Background(), "ann@example.com", "Reset your Canvass password", "Follow "+link); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{"ann@example.com", "Reset your Canvass password", link} {
		if !strings.Contains(out, want) {
			t.Errorf("log %q lacks %q", out, want)
		}
	}
	// An unusable URL falls back to the log (and says so).
	buf.Reset()
	m = accounts.NewMailer("http://not-smtp", slog.New(slog.NewTextHandler(&buf, nil)))
	m.Send(context.Background(), "ann@example.com", "s", "b")
	if !strings.Contains(buf.String(), "CANVASS_SMTP_URL unusable") || !strings.Contains(buf.String(), "ann@example.com") {
		t.Fatalf("fallback log: %q", buf.String())
	}
}

// fakeSMTP accepts one message over plain SMTP with AUTH PLAIN and returns
// the transcript of what the client sent.
func fakeSMTP(t *testing.T) (addr string, transcript <-chan string) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	ch := make(chan string, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		c.SetDeadline(time.Now().Add(10 * time.Second))
		var got strings.Builder
		r := bufio.NewReader(c)
		say := func(s string) { c.Write([]byte(s + "\r\n")) }
		say("220 fake ESMTP")
		inData := false
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				ch <- got.String()
				return
			}
			got.WriteString(line)
			if inData {
				if line == ".\r\n" {
					inData = false
					say("250 queued")
				}
				continue
			}
			switch cmd := strings.ToUpper(strings.Fields(line + " x")[0]); cmd {
			case "EHLO":
				say("250-fake")
				say("250 AUTH PLAIN")
			case "AUTH":
				say("235 ok")
			case "MAIL", "RCPT":
				say("250 ok")
			case "DATA":
				inData = true
				say("354 go")
			case "QUIT":
				say("221 bye")
				ch <- got.String()
				return
			default:
				say("250 ok")
			}
		}
	}()
	return ln.Addr().String(), ch
}

func TestSMTPMailer(t *testing.T) {
	addr, transcript := fakeSMTP(t)
	m := accounts.NewMailer("smtp://mailer:s3cret@"+addr+"?from=Canvass+%3Cno-reply%40canvass.test%3E", slog.New(slog.DiscardHandler))
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := m.Send(ctx, "ann@example.com", "Reset your Canvass password", "Line one\nhttp://x.test/reset-password?token=t"); err != nil {
		t.Fatal(err)
	}
	got := <-transcript
	for _, want := range []string{
		"AUTH PLAIN", "MAIL FROM:<no-reply@canvass.test>", "RCPT TO:<ann@example.com>",
		"From: Canvass <no-reply@canvass.test>\r\n", "To: ann@example.com\r\n", "Subject: Reset your Canvass password\r\n",
		"Content-Type: text/plain; charset=utf-8\r\n", "Line one\r\nhttp://x.test/reset-password?token=t\r\n", "QUIT",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("transcript lacks %q:\n%s", want, got)
		}
	}
	// Header injection is refused.
	if err := m.Send(ctx, "ann@example.com\r\nBcc: x@y.z", "s", "b"); err == nil {
		t.Fatal("CRLF in recipient accepted")
	}
}

func TestMemoryThrottle(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	th := accounts.NewMemoryThrottle(accounts.Limit{Max: 3, Window: time.Minute}, func() time.Time { return now })
	for i := range 3 {
		if w := th.Wait("k"); w != 0 {
			t.Fatalf("blocked after %d", i)
		}
		th.Add("k")
		now = now.Add(10 * time.Second)
	}
	// Events at 0s, 10s, 20s; now 30s: blocked until the first leaves at 60s.
	if w := th.Wait("k"); w != 30*time.Second {
		t.Fatalf("wait %v, want 30s", w)
	}
	if th.Wait("other") != 0 {
		t.Fatal("keys are independent")
	}
	now = now.Add(30 * time.Second)
	if w := th.Wait("k"); w != 0 {
		t.Fatalf("still blocked: %v", w)
	}
	th.Add("k")
	th.Reset("k")
	if th.Wait("k") != 0 {
		t.Fatal("reset")
	}
}

// The production argon2id cost is OWASP's minimum (m = 19 MiB, t = 2,
// p = 1), whatever cost this package's tests hash at.
func TestProductionHashCost(t *testing.T) {
	if m, tm, p := accounts.ProductionHashCost(); m != 19456 || tm != 2 || p != 1 {
		t.Fatalf("argon2id cost m=%d t=%d p=%d, want m=19456 t=2 p=1", m, tm, p)
	}
}
