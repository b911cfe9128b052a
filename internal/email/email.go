// Package email sends Canvass's email: messages rendered from embedded
// templates (HTML and plain text, multipart/alternative), sent by a queue
// job ("email.send", internal/queue) through SMTP (go-mail) or, without
// CANVASS_SMTP_URL, to the log. A message is enqueued inside the caller's
// transaction, so it goes out only if that commits; a failing SMTP server
// is retried with backoff and shows in the log. docs/queue.md has the rules.
//
//	err := db.InTx(ctx, func(tx *store.Tx) error {
//		...
//		return outbox.Enqueue(ctx, tx, email.Message{To: u.Email, Template: "welcome",
//			Data: map[string]any{"name": u.FirstName}})
//	})
package email

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"fmt"
	htmltemplate "html/template"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	texttemplate "text/template"
	"time"

	"canvass/internal/queue"
	"canvass/internal/store"
)

// Product is the name emails sign with.
const Product = "Canvass"

// Message is one email to send, as the queue stores it: the template and
// its data, not the rendered text.
type Message struct {
	To string `json:"to"`
	// Template names templates/NAME.txt (subject and text) and
	// templates/NAME.html (the HTML body inside the layout).
	Template string         `json:"template"`
	Data     map[string]any `json:"data,omitempty"`
	// UnsubscribeURL, for non-essential email (alerts, digests): sent as
	// List-Unsubscribe with List-Unsubscribe-Post: List-Unsubscribe=One-Click
	// (RFC 8058) and shown as a link at the foot of the message.
	UnsubscribeURL string `json:"unsubscribe_url,omitempty"`
	// Kind names a non-essential email's kind (prefs: "message_digest",
	// "job_alert", ...). With a Kind and no UnsubscribeURL, the outbox's
	// Unsubscriber (when set) makes the URL at sending for UserID, and the
	// foot of the message links to the email preferences either way.
	Kind string `json:"kind,omitempty"`
	// Mint names a Minter run when the email is sent, whose token the
	// templates read as .Token: secrets (reset and confirmation links) are
	// made at sending and never stored in the queue.
	Mint   string `json:"mint,omitempty"`
	UserID int64  `json:"user_id,omitempty"` // for the Minter
}

// A Minter makes the token of a message when it is sent (storing only its
// hash). ErrSkip: the message is no longer wanted (the account is gone).
type Minter func(ctx context.Context, m *Message) (token string, err error)

// ErrSkip, from a Minter, drops the message without sending it.
var ErrSkip = errors.New("email: not sent: no longer wanted")

// SendArgs is the "email.send" job.
type SendArgs struct {
	Message
}

func (SendArgs) Kind() string { return "email.send" }

// InsertOpts: up to 25 attempts with River's backoff (attempt^4 seconds:
// about three weeks in all) before the message is given up.
func (SendArgs) InsertOpts() queue.InsertOpts { return queue.InsertOpts{MaxAttempts: 25} }

// Options configure an Outbox.
type Options struct {
	BaseURL   string // the public URL links start with
	Transport Transport
	Log       *slog.Logger
	// SendTimeout bounds one SMTP session (default 60 s).
	SendTimeout time.Duration
}

// Outbox renders and sends email through the queue.
type Outbox struct {
	q    *queue.Queue
	opts Options
	log  *slog.Logger

	mu          sync.RWMutex
	minters     map[string]Minter
	unsubscribe Unsubscriber
}

// An Unsubscriber makes the one-click unsubscribe URL (RFC 8058: it works
// without signing in, by POST) of a non-essential email of kind to userID.
type Unsubscriber func(ctx context.Context, userID int64, kind string) (string, error)

// SetUnsubscriber installs the hook that gives non-essential email (a
// Message with a Kind) its List-Unsubscribe URL when it is sent.
func (o *Outbox) SetUnsubscriber(fn Unsubscriber) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.unsubscribe = fn
}

// New returns the outbox and registers its worker on q.
func New(q *queue.Queue, opts Options) *Outbox {
	if opts.Log == nil {
		opts.Log = slog.Default()
	}
	if opts.Transport == nil {
		opts.Transport = LogTransport{Log: opts.Log}
	}
	if opts.SendTimeout <= 0 {
		opts.SendTimeout = time.Minute
	}
	opts.BaseURL = strings.TrimRight(opts.BaseURL, "/")
	o := &Outbox{q: q, opts: opts, log: opts.Log, minters: map[string]Minter{}}
	queue.AddWorker(q, &sendWorker{o: o})
	return o
}

// PreferencesPath is the app's page of email preferences, linked from the
// foot of every non-essential email.
const PreferencesPath = "/profile?tab=email"

// DefaultFrom is the From address when CANVASS_SMTP_URL names none:
// "Canvass <no-reply@HOST>" for the public URL's host.
func DefaultFrom(baseURL string) string {
	host := "localhost"
	if u, err := url.Parse(baseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	if strings.Contains(host, ":") { // an IPv6 address
		host = "[" + host + "]"
	}
	return Product + " <no-reply@" + host + ">"
}

// BaseURL is the public URL links start with (no trailing slash).
func (o *Outbox) BaseURL() string { return o.opts.BaseURL }

// Mint registers the Minter named name (before the queue starts).
func (o *Outbox) Mint(name string, fn Minter) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.minters[name] = fn
}

// Enqueue queues m inside tx: it is sent only if tx commits.
func (o *Outbox) Enqueue(ctx context.Context, tx *store.Tx, m Message) error {
	if err := o.check(m); err != nil {
		return err
	}
	_, err := o.q.Enqueue(ctx, tx, SendArgs{m}, nil)
	return err
}

// EnqueueNow queues m in a transaction of its own.
func (o *Outbox) EnqueueNow(ctx context.Context, m Message) error {
	if err := o.check(m); err != nil {
		return err
	}
	_, err := o.q.EnqueueNow(ctx, SendArgs{m}, nil)
	return err
}

func (o *Outbox) check(m Message) error {
	if _, ok := templates[m.Template]; !ok {
		return fmt.Errorf("email: no template %q", m.Template)
	}
	if m.To == "" || strings.ContainsAny(m.To, "\r\n") {
		return fmt.Errorf("email: bad recipient %q", m.To)
	}
	if m.Mint != "" {
		o.mu.RLock()
		_, ok := o.minters[m.Mint]
		o.mu.RUnlock()
		if !ok {
			return fmt.Errorf("email: no minter %q", m.Mint)
		}
	}
	return nil
}

type sendWorker struct {
	queue.WorkerDefaults[SendArgs]
	o *Outbox
}

func (w *sendWorker) Work(ctx context.Context, job *queue.Job[SendArgs]) error {
	o := w.o
	m := job.Args.Message
	r, err := o.Render(ctx, &m)
	if errors.Is(err, ErrSkip) {
		o.log.Info("email dropped: no longer wanted", "template", m.Template, "user_id", m.UserID)
		return nil
	}
	if err != nil {
		return err
	}
	sendCtx, cancel := context.WithTimeout(ctx, o.opts.SendTimeout)
	defer cancel()
	if err := o.opts.Transport.Send(sendCtx, r); err != nil {
		msg := "email not sent; it is retried with backoff"
		if job.Attempt >= job.MaxAttempts {
			msg = "email not sent after the last attempt; given up"
		}
		o.log.Error(msg, "template", m.Template, "to", m.To, "attempt", job.Attempt, "job_id", job.ID, "err", err)
		return err
	}
	return nil
}

// Render runs m's minter (if any) and its templates.
func (o *Outbox) Render(ctx context.Context, m *Message) (*Rendered, error) {
	t, ok := templates[m.Template]
	if !ok {
		return nil, fmt.Errorf("email: no template %q", m.Template)
	}
	if m.Kind != "" && m.UnsubscribeURL == "" && m.UserID != 0 {
		o.mu.RLock()
		unsub := o.unsubscribe
		o.mu.RUnlock()
		if unsub != nil {
			u, err := unsub(ctx, m.UserID, m.Kind)
			if err != nil {
				return nil, err
			}
			m.UnsubscribeURL = u
		}
	}
	v := view{Product: Product, BaseURL: o.opts.BaseURL, To: m.To, UnsubscribeURL: m.UnsubscribeURL, Data: m.Data,
		Optional: m.Kind != "" || m.UnsubscribeURL != ""}
	if m.Mint != "" {
		o.mu.RLock()
		mint := o.minters[m.Mint]
		o.mu.RUnlock()
		if mint == nil {
			return nil, fmt.Errorf("email: no minter %q", m.Mint)
		}
		tok, err := mint(ctx, m)
		if err != nil {
			return nil, err
		}
		v.Token = tok
	}
	var subject, text, html bytes.Buffer
	if err := t.text.ExecuteTemplate(&subject, "subject", v); err != nil {
		return nil, err
	}
	if err := t.text.ExecuteTemplate(&text, "text", v); err != nil {
		return nil, err
	}
	if err := t.html.ExecuteTemplate(&html, "layout", v); err != nil {
		return nil, err
	}
	body := strings.TrimSpace(text.String()) + "\n\n-- \n" + Product + " · " + o.opts.BaseURL + "\n"
	if m.UnsubscribeURL != "" {
		body += "Unsubscribe from these emails: " + m.UnsubscribeURL + "\n"
	}
	if v.Optional {
		body += "Choose which emails you get: " + o.opts.BaseURL + PreferencesPath + "\n"
	}
	r := &Rendered{
		To:      m.To,
		Subject: strings.Join(strings.Fields(subject.String()), " "),
		Text:    body,
		HTML:    html.String(),
		Headers: map[string]string{},
	}
	if m.UnsubscribeURL != "" {
		r.Headers["List-Unsubscribe"] = "<" + m.UnsubscribeURL + ">"
		r.Headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
	}
	return r, nil
}

// view is what the templates see.
type view struct {
	// Optional: non-essential email (a Kind or an unsubscribe URL): the
	// foot links to the email preferences.
	Optional       bool
	Product        string
	BaseURL        string
	To             string
	Token          string
	UnsubscribeURL string
	Data           map[string]any
}

//go:embed templates
var templateFS embed.FS

type pair struct {
	text *texttemplate.Template
	html *htmltemplate.Template
}

// templates are parsed once, at start: a broken template fails every test.
var templates = mustParse()

var funcs = map[string]any{
	// link builds BaseURL+path with query pairs: {{link .BaseURL "/x" "token" .Token}}.
	"link": func(base, path string, kv ...any) string {
		q := url.Values{}
		for i := 0; i+1 < len(kv); i += 2 {
			q.Set(fmt.Sprint(kv[i]), fmt.Sprint(kv[i+1]))
		}
		s := base + path
		if len(q) > 0 {
			s += "?" + q.Encode()
		}
		return s
	},
}

func mustParse() map[string]pair {
	out := map[string]pair{}
	names, err := templateFS.ReadDir("templates")
	if err != nil {
		panic(err)
	}
	for _, e := range names {
		name, ok := strings.CutSuffix(e.Name(), ".txt")
		if !ok {
			continue
		}
		t := texttemplate.Must(texttemplate.New(name).Funcs(funcs).ParseFS(templateFS, "templates/"+name+".txt"))
		h := htmltemplate.Must(htmltemplate.New(name).Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/"+name+".html"))
		for _, want := range []string{"subject", "text"} {
			if t.Lookup(want) == nil {
				panic("email template " + name + ".txt lacks {{define \"" + want + "\"}}")
			}
		}
		if h.Lookup("content") == nil {
			panic("email template " + name + ".html lacks {{define \"content\"}}")
		}
		out[name] = pair{t, h}
	}
	return out
}
