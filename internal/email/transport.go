package email

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/mail"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Rendered is one email ready to go: what a Transport sends.
type Rendered struct {
	To      string
	Subject string
	Text    string            // the text/plain part
	HTML    string            // the text/html part
	Headers map[string]string // extra headers (List-Unsubscribe, ...)
}

// Transport hands a rendered email to a mail server (or the log).
type Transport interface {
	Send(ctx context.Context, r *Rendered) error
}

// NewTransport returns an SMTP transport for smtpURL
// (smtp://user:pass@host:port?from=addr: STARTTLS when the server offers it;
// smtps://... for TLS from the first byte), or one that writes each email to
// the log when smtpURL is empty. from is the default From address (used
// when the URL has no ?from=). An unusable URL is logged and the log
// transport is used.
func NewTransport(smtpURL, from string, log *slog.Logger) Transport {
	if log == nil {
		log = slog.Default()
	}
	if strings.TrimSpace(smtpURL) == "" {
		return LogTransport{Log: log}
	}
	t, err := ParseSMTPURL(smtpURL, from)
	if err != nil {
		log.Error("CANVASS_SMTP_URL unusable; emails go to the log", "err", err)
		return LogTransport{Log: log}
	}
	return t
}

// LogTransport writes each email's recipient, subject and text to the log
// (no SMTP server configured: development, and links still reachable).
type LogTransport struct{ Log *slog.Logger }

func (t LogTransport) Send(ctx context.Context, r *Rendered) error {
	t.Log.Info("email (no SMTP configured)", "to", r.To, "subject", r.Subject, "body", r.Text)
	return nil
}

// SMTP sends through one SMTP server with go-mail.
type SMTP struct {
	host     string
	port     int
	implicit bool // smtps: TLS from the first byte
	user     string
	pass     string
	from     *mail.Address
}

// ParseSMTPURL reads smtp://[user:pass@]host[:port][?from=addr] (port 587
// by default, 465 for smtps). from is used when the URL has no ?from=.
func ParseSMTPURL(s, from string) (*SMTP, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, fmt.Errorf("parse SMTP URL: %w", err)
	}
	t := &SMTP{host: u.Hostname()}
	switch u.Scheme {
	case "smtp":
	case "smtps":
		t.implicit = true
	default:
		return nil, fmt.Errorf("SMTP URL scheme must be smtp or smtps, not %q", u.Scheme)
	}
	if t.host == "" {
		return nil, errors.New("SMTP URL has no host")
	}
	port := u.Port()
	switch {
	case port != "":
	case t.implicit:
		port = "465"
	default:
		port = "587"
	}
	if t.port, err = strconv.Atoi(port); err != nil || t.port < 1 || t.port > 65535 {
		return nil, fmt.Errorf("SMTP URL port %q", port)
	}
	if u.User != nil {
		t.user = u.User.Username()
		t.pass, _ = u.User.Password()
	}
	if f := u.Query().Get("from"); f != "" {
		from = f
	}
	if from == "" {
		return nil, errors.New("SMTP URL needs ?from=address")
	}
	if t.from, err = mail.ParseAddress(from); err != nil {
		return nil, fmt.Errorf("SMTP from address: %w", err)
	}
	return t, nil
}

// Send delivers r in one SMTP session.
func (t *SMTP) Send(ctx context.Context, r *Rendered) error {
	m, err := t.message(r)
	if err != nil {
		return err
	}
	opts := []gomail.Option{gomail.WithPort(t.port), gomail.WithTimeout(30 * time.Second)}
	if t.implicit {
		opts = append(opts, gomail.WithSSL())
	} else {
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	}
	if t.user != "" {
		// PLAIN refuses to send the password over a connection without
		// TLS (except to localhost).
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthPlain),
			gomail.WithUsername(t.user), gomail.WithPassword(t.pass))
	}
	c, err := gomail.NewClient(t.host, opts...)
	if err != nil {
		return fmt.Errorf("smtp: %w", err)
	}
	if err := c.DialAndSendWithContext(ctx, m); err != nil {
		return fmt.Errorf("smtp %s:%d: %w", t.host, t.port, err)
	}
	return nil
}

// message builds the multipart/alternative message (text first, HTML as
// the preferred alternative).
func (t *SMTP) message(r *Rendered) (*gomail.Msg, error) {
	if strings.ContainsAny(r.To+r.Subject, "\r\n") {
		return nil, errors.New("email: line break in a header")
	}
	m := gomail.NewMsg()
	m.FromMailAddress(t.from)
	if err := m.To(r.To); err != nil {
		return nil, fmt.Errorf("email: recipient: %w", err)
	}
	m.Subject(r.Subject)
	m.SetMessageID()
	m.SetDate()
	for k, v := range r.Headers {
		if strings.ContainsAny(k+v, "\r\n") {
			return nil, errors.New("email: line break in a header")
		}
		m.SetGenHeader(gomail.Header(k), v)
	}
	m.SetBodyString(gomail.TypeTextPlain, r.Text)
	if r.HTML != "" {
		m.AddAlternativeString(gomail.TypeTextHTML, r.HTML)
	}
	return m, nil
}

// Recorder is a Transport that keeps what it is given (tests).
type Recorder struct {
	mu   sync.Mutex
	sent []Rendered
}

func (r *Recorder) Send(ctx context.Context, m *Rendered) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sent = append(r.sent, *m)
	return nil
}

// Sent returns every email so far.
func (r *Recorder) Sent() []Rendered {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Rendered(nil), r.sent...)
}

// Await waits until at least n emails were sent (or within has passed) and
// returns them all.
func (r *Recorder) Await(n int, within time.Duration) []Rendered {
	deadline := time.Now().Add(within)
	for {
		if s := r.Sent(); len(s) >= n || time.Now().After(deadline) {
			return s
		}
		time.Sleep(10 * time.Millisecond)
	}
}
