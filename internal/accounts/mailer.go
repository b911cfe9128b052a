package accounts

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net"
	"net/mail"
	"net/smtp"
	"net/url"
	"strings"
	"time"
)

// Mailer sends one plain-text email.
type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

// NewMailer returns an SMTP mailer for smtpURL
// (smtp://user:pass@host:port?from=addr, STARTTLS when the server offers it;
// smtps://... for TLS from the first byte), or one that writes each email to
// the log when smtpURL is empty. An unusable URL is logged and the log
// mailer is used.
func NewMailer(smtpURL string, log *slog.Logger) Mailer {
	if log == nil {
		log = slog.Default()
	}
	if strings.TrimSpace(smtpURL) == "" {
		return logMailer{log}
	}
	m, err := parseSMTPURL(smtpURL)
	if err != nil {
		log.Error("CANVASS_SMTP_URL unusable; emails go to the log", "err", err)
		return logMailer{log}
	}
	return m
}

type logMailer struct{ log *slog.Logger }

func (m logMailer) Send(ctx context.Context, to, subject, body string) error {
	m.log.Info("email (no SMTP configured)", "to", to, "subject", subject, "body", body)
	return nil
}

// smtpMailer sends through one SMTP server with net/smtp.
type smtpMailer struct {
	addr     string // host:port
	host     string
	implicit bool // smtps: TLS from the start
	user     string
	pass     string
	from     string // From header
	envelope string // bare address for MAIL FROM
}

func parseSMTPURL(s string) (*smtpMailer, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, fmt.Errorf("parse SMTP URL: %w", err)
	}
	m := &smtpMailer{host: u.Hostname()}
	switch u.Scheme {
	case "smtp":
	case "smtps":
		m.implicit = true
	default:
		return nil, fmt.Errorf("SMTP URL scheme must be smtp or smtps, not %q", u.Scheme)
	}
	if m.host == "" {
		return nil, errors.New("SMTP URL has no host")
	}
	port := u.Port()
	if port == "" {
		port = "587"
		if m.implicit {
			port = "465"
		}
	}
	m.addr = net.JoinHostPort(m.host, port)
	if u.User != nil {
		m.user = u.User.Username()
		m.pass, _ = u.User.Password()
	}
	m.from = u.Query().Get("from")
	if m.from == "" {
		return nil, errors.New("SMTP URL needs ?from=address")
	}
	a, err := mail.ParseAddress(m.from)
	if err != nil {
		return nil, fmt.Errorf("SMTP from address: %w", err)
	}
	m.envelope = a.Address
	return m, nil
}

func (m *smtpMailer) Send(ctx context.Context, to, subject, body string) error {
	if strings.ContainsAny(to+subject, "\r\n") {
		return errors.New("mailer: line break in header")
	}
	dialer := &net.Dialer{Timeout: 15 * time.Second}
	var conn net.Conn
	var err error
	if m.implicit {
		td := &tls.Dialer{NetDialer: dialer, Config: &tls.Config{ServerName: m.host}}
		conn, err = td.DialContext(ctx, "tcp", m.addr)
	} else {
		conn, err = dialer.DialContext(ctx, "tcp", m.addr)
	}
	if err != nil {
		return fmt.Errorf("mailer: dial: %w", err)
	}
	if dl, ok := ctx.Deadline(); ok {
		conn.SetDeadline(dl)
	}
	c, err := smtp.NewClient(conn, m.host)
	if err != nil {
		conn.Close()
		return fmt.Errorf("mailer: %w", err)
	}
	defer c.Close()
	if !m.implicit {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(&tls.Config{ServerName: m.host}); err != nil {
				return fmt.Errorf("mailer: starttls: %w", err)
			}
		}
	}
	if m.user != "" {
		// smtp.PlainAuth refuses to send credentials without TLS except to localhost.
		if err := c.Auth(smtp.PlainAuth("", m.user, m.pass, m.host)); err != nil {
			return fmt.Errorf("mailer: auth: %w", err)
		}
	}
	if err := c.Mail(m.envelope); err != nil {
		return fmt.Errorf("mailer: MAIL FROM: %w", err)
	}
	if err := c.Rcpt(to); err != nil {
		return fmt.Errorf("mailer: RCPT TO: %w", err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("mailer: DATA: %w", err)
	}
	if _, err := w.Write(m.message(to, subject, body)); err != nil {
		return fmt.Errorf("mailer: write: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("mailer: %w", err)
	}
	return c.Quit()
}

// message builds an RFC 5322 plain-text message with CRLF line endings.
func (m *smtpMailer) message(to, subject, body string) []byte {
	id := make([]byte, 12)
	rand.Read(id)
	domain := m.envelope[strings.LastIndexByte(m.envelope, '@')+1:]
	var b strings.Builder
	h := func(k, v string) { b.WriteString(k + ": " + v + "\r\n") }
	h("From", m.from)
	h("To", to)
	h("Subject", mime.QEncoding.Encode("utf-8", subject))
	h("Date", time.Now().Format(time.RFC1123Z))
	h("Message-ID", "<"+hex.EncodeToString(id)+"@"+domain+">")
	h("MIME-Version", "1.0")
	h("Content-Type", "text/plain; charset=utf-8")
	h("Content-Transfer-Encoding", "8bit")
	b.WriteString("\r\n")
	b.WriteString(strings.ReplaceAll(strings.ReplaceAll(body, "\r\n", "\n"), "\n", "\r\n"))
	return []byte(b.String())
}
