package email_test

import (
	"bufio"
	"context"
	"errors"
	"log/slog"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	"canvass/internal/email"
	"canvass/internal/email/mailpittest"
	"canvass/internal/queue"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"

	"github.com/riverqueue/river/rivertype"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

const base = "http://canvass.test"

type quickRetry struct{}

func (quickRetry) NextRetry(job *rivertype.JobRow) time.Time {
	return time.Now().Add(time.Duration(job.Attempt) * 300 * time.Millisecond)
}

func outbox(t *testing.T, db *store.DB, tr email.Transport, log *slog.Logger) (*queue.Queue, *email.Outbox) {
	t.Helper()
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	q, err := queue.New(db, queue.Options{Log: log, PollInterval: 50 * time.Millisecond, RetryPolicy: quickRetry{}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { q.Stop(5 * time.Second) })
	return q, email.New(q, email.Options{BaseURL: base + "/", Transport: tr, Log: log})
}

func TestSendsThroughMailpit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		mp := mailpittest.Start(t)
		tr, err := email.ParseSMTPURL(mp.SMTPURL(), email.DefaultFrom(base))
		if err != nil {
			t.Fatal(err)
		}
		q, ob := outbox(t, db, tr, nil)
		minted := 0
		ob.Mint("test", func(ctx context.Context, m *email.Message) (string, error) {
			minted++
			if m.UserID == 0 {
				return "", email.ErrSkip
			}
			return "tok/en+1", nil
		})
		err = db.InTx(ctx, func(tx *store.Tx) error {
			if err := ob.Enqueue(ctx, tx, email.Message{To: "ann@example.com", Template: "test_note",
				Data: map[string]any{"note": "Tea & <cake> at 5"}, UnsubscribeURL: base + "/unsubscribe?t=abc"}); err != nil {
				return err
			}
			if err := ob.Enqueue(ctx, tx, email.Message{To: "bob@example.com", Template: "password_reset", Mint: "test", UserID: 7,
				Data: map[string]any{"first_name": "Bob", "username": "bobby"}}); err != nil {
				return err
			}
			// Dropped by its minter when sent.
			return ob.Enqueue(ctx, tx, email.Message{To: "gone@example.com", Template: "password_reset", Mint: "test"})
		})
		if err != nil {
			t.Fatal(err)
		}
		// A message enqueued in a rolled-back transaction is never sent.
		db.InTx(ctx, func(tx *store.Tx) error {
			ob.Enqueue(ctx, tx, email.Message{To: "never@example.com", Template: "test_note", Data: map[string]any{"note": "no"}})
			return errors.New("roll back")
		})
		if err := ob.Enqueue(ctx, nil, email.Message{To: "x@example.com", Template: "nope"}); err == nil {
			t.Fatal("unknown template accepted")
		}
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		msgs := mp.Await(t, 2, 10*time.Second)
		time.Sleep(300 * time.Millisecond)
		if msgs = mp.Messages(t); len(msgs) != 2 {
			t.Fatalf("%d messages: %+v", len(msgs), msgs)
		}
		if minted != 2 {
			t.Fatalf("minted %d times", minted)
		}
		ann := mp.Get(t, mp.To(t, "ann@example.com")[0].ID)
		if ann.From.Address != "no-reply@canvass.test" || ann.From.Name != "Canvass" || ann.Subject != "A note from Canvass" {
			t.Fatalf("from/subject: %+v %q", ann.From, ann.Subject)
		}
		if !strings.Contains(ann.Text, "Tea & <cake> at 5") || !strings.Contains(ann.HTML, "Tea &amp; &lt;cake&gt; at 5") {
			t.Fatalf("parts: text %q html %q", ann.Text, ann.HTML)
		}
		if !strings.Contains(ann.Text, "Unsubscribe from these emails: "+base+"/unsubscribe?t=abc") ||
			!strings.Contains(ann.HTML, `href="`+base+`/unsubscribe?t=abc"`) {
			t.Fatalf("no visible unsubscribe link: %q / %q", ann.Text, ann.HTML)
		}
		if h := ann.Headers["List-Unsubscribe"]; len(h) != 1 || h[0] != "<"+base+"/unsubscribe?t=abc>" {
			t.Fatalf("List-Unsubscribe %q", h)
		}
		if h := ann.Headers["List-Unsubscribe-Post"]; len(h) != 1 || h[0] != "List-Unsubscribe=One-Click" {
			t.Fatalf("List-Unsubscribe-Post %q", h)
		}
		if ct := strings.Join(ann.Headers["Content-Type"], ""); !strings.HasPrefix(ct, "multipart/alternative") {
			t.Fatalf("Content-Type %q", ct)
		}
		bob := mp.Get(t, mp.To(t, "bob@example.com")[0].ID)
		link := base + "/reset-password?token=tok%2Fen%2B1"
		if !strings.Contains(bob.Text, link) || !strings.Contains(bob.HTML, `href="`+link+`"`) || !strings.Contains(bob.Text, "Hello Bob,") {
			t.Fatalf("reset mail: %q\n%q", bob.Text, bob.HTML)
		}
		if len(bob.Headers["List-Unsubscribe"]) != 0 {
			t.Fatal("essential mail carries List-Unsubscribe")
		}
	})
}

func TestSMTPFailureIsRetriedAndLogged(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		addr := mailpittest.FreeAddr(t) // nothing listens yet
		tr, err := email.ParseSMTPURL("smtp://"+addr, email.DefaultFrom(base))
		if err != nil {
			t.Fatal(err)
		}
		var logs testkit.LogBuffer
		q, ob := outbox(t, db, tr, slog.New(slog.NewTextHandler(&logs, nil)))
		if err := ob.EnqueueNow(ctx, email.Message{To: "ann@example.com", Template: "test_note", Data: map[string]any{"note": "hi"}}); err != nil {
			t.Fatal(err)
		}
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(10 * time.Second)
		for !strings.Contains(logs.String(), "email not sent; it is retried with backoff") {
			if time.Now().After(deadline) {
				t.Fatalf("no failure in the log: %s", logs.String())
			}
			time.Sleep(20 * time.Millisecond)
		}
		if !strings.Contains(logs.String(), "to=ann@example.com") || !strings.Contains(logs.String(), addr) {
			t.Fatalf("the log does not say which mail and server: %s", logs.String())
		}
		// The server comes back: the retry delivers it, once.
		mp := mailpittest.Start(t, addr)
		if msgs := mp.Await(t, 1, 15*time.Second); len(msgs) != 1 {
			t.Fatalf("%d messages after the server came back", len(msgs))
		}
		time.Sleep(500 * time.Millisecond)
		if n := len(mp.Messages(t)); n != 1 {
			t.Fatalf("%d messages", n)
		}
	})
}

func TestLogTransportWithoutSMTP(t *testing.T) {
	var buf testkit.LogBuffer
	log := slog.New(slog.NewTextHandler(&buf, nil))
	tr := email.NewTransport("", email.DefaultFrom(base), log)
	if err := tr.Send(context.Background(), &email.Rendered{To: "ann@example.com", Subject: "Reset your Canvass password",
		Text: "Follow http://canvass.test/reset-password?token=abc123"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"ann@example.com", "Reset your Canvass password", "http://canvass.test/reset-password?token=abc123"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("log %q lacks %q", buf.String(), want)
		}
	}
	// An unusable URL falls back to the log (and says so).
	tr = email.NewTransport("http://not-smtp", "", log)
	if _, ok := tr.(email.LogTransport); !ok || !strings.Contains(buf.String(), "CANVASS_SMTP_URL unusable") {
		t.Fatalf("fallback: %T %q", tr, buf.String())
	}
	if got := email.DefaultFrom("https://jobs.example.org:8443/x"); got != "Canvass <no-reply@jobs.example.org>" {
		t.Fatal(got)
	}
}

// fakeSMTP accepts one message over plain SMTP with AUTH PLAIN and returns
// the transcript of what the client sent (Mailpit refuses AUTH without TLS).
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
			switch strings.ToUpper(strings.Fields(line + " x")[0]) {
			case "EHLO":
				say("250-fake")
				say("250 AUTH PLAIN")
			case "AUTH":
				say("235 ok")
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

func TestSMTPAuthAndHeaders(t *testing.T) {
	addr, transcript := fakeSMTP(t)
	tr, err := email.ParseSMTPURL("smtp://mailer:s3cret@"+addr+"?from=Jobs+%3Cjobs%40canvass.test%3E", "ignored@x.test")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := tr.Send(ctx, &email.Rendered{To: "ann@example.com", Subject: "Hello", Text: "Line one", HTML: "<p>Line one</p>"}); err != nil {
		t.Fatal(err)
	}
	got := <-transcript
	for _, want := range []string{"AUTH PLAIN", "MAIL FROM:<jobs@canvass.test>", "RCPT TO:<ann@example.com>",
		`From: "Jobs" <jobs@canvass.test>`, "To: <ann@example.com>", "Subject: Hello", "multipart/alternative", "text/plain", "text/html"} {
		if !strings.Contains(got, want) {
			t.Errorf("transcript lacks %q:\n%s", want, got)
		}
	}
	// Header injection is refused.
	if err := tr.Send(ctx, &email.Rendered{To: "ann@example.com\r\nBcc: x@y.z", Subject: "s", Text: "b"}); err == nil {
		t.Fatal("CRLF in recipient accepted")
	}
	if _, err := email.ParseSMTPURL("smtp://host:25", ""); err == nil {
		t.Fatal("no From accepted")
	}
}
