package messages

import (
	"context"
	"fmt"
	"log/slog"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/email"
	"canvass/internal/notify/prefs"
	"canvass/internal/queue"
	"canvass/internal/store"
)

// Message digests (issue 26, docs/email.md): a message still unread
// DigestDelay after it was sent is emailed to its receiver once, in one
// email per receiver per sweep listing every sender, with a link to reply
// in the app.
const (
	// DigestDelay is how long a message waits unread before it is emailed.
	DigestDelay = 15 * time.Minute
	// DigestEvery is how often the sweep runs (one process at a time).
	DigestEvery = time.Minute
	// digestBatch bounds the messages one sweep deals with; the rest wait
	// for the next minute.
	digestBatch = 2000
	// digestExcerpt is how much of a message the email quotes (runes).
	digestExcerpt = 160
	// digestPerSender is how many messages of one sender the email quotes.
	digestPerSender = 3
)

// DigestSweepArgs is the periodic "messages.digest_sweep" job.
type DigestSweepArgs struct{}

func (DigestSweepArgs) Kind() string { return "messages.digest_sweep" }

// Digests sweeps unread messages into digest emails.
type Digests struct {
	db     *store.DB
	outbox *email.Outbox
	prefs  *prefs.Service
	now    func() time.Time
	log    *slog.Logger
}

// NewDigests registers the sweep on q (a periodic job every DigestEvery).
func NewDigests(db *store.DB, q *queue.Queue, outbox *email.Outbox, p *prefs.Service, log *slog.Logger) *Digests {
	if log == nil {
		log = slog.Default()
	}
	d := &Digests{db: db, outbox: outbox, prefs: p, now: store.Now, log: log}
	queue.AddWorker(q, &digestWorker{d: d})
	q.Periodic("messages.digest_sweep", DigestEvery, func() (queue.Args, *queue.InsertOpts) {
		// One sweep per minute however many leaders come and go.
		return DigestSweepArgs{}, &queue.InsertOpts{UniqueOpts: queue.UniqueOpts{ByPeriod: DigestEvery}}
	})
	return d
}

// SetNow replaces the clock (tests).
func (d *Digests) SetNow(now func() time.Time) { d.now = now }

type digestWorker struct {
	queue.WorkerDefaults[DigestSweepArgs]
	d *Digests
}

func (w *digestWorker) Work(ctx context.Context, job *queue.Job[DigestSweepArgs]) error {
	_, err := w.d.Sweep(ctx)
	return err
}

type dueMessage struct {
	ID         int64     `db:"id"`
	SenderID   int64     `db:"sender_id"`
	ReceiverID int64     `db:"receiver_id"`
	Content    string    `db:"content"`
	CreatedAt  time.Time `db:"created_at"`
	// The receiver blocked the sender after the message arrived: it is
	// out of their unread count, and out of the email.
	Blocked bool `db:"blocked"`
}

// Sweep deals with every message unread DigestDelay after it was sent and
// not dealt with before: for each receiver, in one transaction, it marks
// their messages (the sent-marker, digest_at) and, when the receiver's
// address is confirmed and they want digests, enqueues one email. It
// returns how many emails it enqueued.
func (d *Digests) Sweep(ctx context.Context) (int, error) {
	now := d.now().UTC()
	var due []dueMessage
	err := d.db.Select(ctx, &due, `SELECT m.id, m.sender_id, m.receiver_id, m.content, m.created_at,
		EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = m.receiver_id AND b.blocked_id = m.sender_id) AS blocked
		FROM messages m
		WHERE m.digest_at IS NULL AND m.read_at IS NULL AND NOT m.withheld AND m.hidden = 0 AND m.created_at <= ?
		ORDER BY m.created_at, m.id LIMIT `+strconv.Itoa(digestBatch), now.Add(-DigestDelay))
	if err != nil || len(due) == 0 {
		return 0, err
	}
	byReceiver := map[int64][]dueMessage{}
	var receivers []int64
	people := map[int64]bool{}
	for _, m := range due {
		if byReceiver[m.ReceiverID] == nil {
			receivers = append(receivers, m.ReceiverID)
		}
		byReceiver[m.ReceiverID] = append(byReceiver[m.ReceiverID], m)
		people[m.ReceiverID], people[m.SenderID] = true, true
	}
	wants, err := d.prefs.AllowedAmong(ctx, receivers, prefs.MessageDigest)
	if err != nil {
		return 0, err
	}
	ids := make([]int64, 0, len(people))
	for id := range people {
		ids = append(ids, id)
	}
	users, err := d.people(ctx, ids)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, rid := range receivers {
		n, err := d.digest(ctx, now, users[rid], wants[rid], byReceiver[rid], users)
		if err != nil {
			return sent, err
		}
		sent += n
	}
	return sent, nil
}

// person is what the digest needs of a receiver or sender.
type person struct {
	ID        int64  `db:"id"`
	Username  string `db:"username"`
	FirstName string `db:"first_name"`
	LastName  string `db:"last_name"`
	Email     string `db:"email"`
	Confirmed bool   `db:"confirmed"`
}

func (d *Digests) people(ctx context.Context, ids []int64) (map[int64]person, error) {
	return store.ByKeys(ctx, d.db, `SELECT id, username, first_name, last_name, email, `+accounts.ConfirmedEmailSQL+` AS confirmed
		FROM users WHERE id IN (?)`, ids, func(p person) int64 { return p.ID })
}

// digest handles one receiver's due messages in one transaction: claims
// them (only those no other sweep claimed), then enqueues the email.
func (d *Digests) digest(ctx context.Context, now time.Time, to person, wants bool, msgs []dueMessage, users map[int64]person) (int, error) {
	ids := make([]int64, len(msgs))
	for i, m := range msgs {
		ids[i] = m.ID
	}
	sent := 0
	err := d.db.InTx(ctx, func(tx *store.Tx) error {
		q, args, err := store.In(`UPDATE messages SET digest_at = ? WHERE id IN (?) AND digest_at IS NULL AND read_at IS NULL RETURNING id`, now, ids)
		if err != nil {
			return err
		}
		var claimed []int64
		if err := tx.Select(ctx, &claimed, q, args...); err != nil {
			return err
		}
		mine := map[int64]bool{}
		for _, id := range claimed {
			mine[id] = true
		}
		var show []dueMessage
		for _, m := range msgs {
			// SECURITY: never a blocked sender's words (nor a withheld
			// message: the query left those out).
			if mine[m.ID] && !m.Blocked {
				show = append(show, m)
			}
		}
		// Only to a confirmed address, and only when the receiver wants it.
		if len(show) == 0 || to.ID == 0 || !to.Confirmed || !wants {
			return nil
		}
		sent = 1
		return d.outbox.Enqueue(ctx, tx, email.Message{
			To: to.Email, Template: "message_digest", Kind: prefs.MessageDigest, UserID: to.ID,
			Data: digestData(to, show, users),
		})
	})
	return sent, err
}

// digestData is the template's data: the senders, most recent first, each
// with their count and their latest few messages (excerpts).
func digestData(to person, msgs []dueMessage, users map[int64]person) map[string]any {
	bySender := map[int64][]dueMessage{}
	var order []int64
	for _, m := range msgs {
		if bySender[m.SenderID] == nil {
			order = append(order, m.SenderID)
		}
		bySender[m.SenderID] = append(bySender[m.SenderID], m)
	}
	latest := func(id int64) dueMessage { l := bySender[id]; return l[len(l)-1] }
	sort.SliceStable(order, func(i, j int) bool { return latest(order[i]).ID > latest(order[j]).ID })
	senders := make([]any, 0, len(order))
	for _, sid := range order {
		l := bySender[sid]
		quoted := l[max(0, len(l)-digestPerSender):]
		excerpts := make([]any, 0, len(quoted))
		for i := len(quoted) - 1; i >= 0; i-- {
			excerpts = append(excerpts, excerpt(quoted[i].Content))
		}
		s := users[sid]
		name := strings.TrimSpace(s.FirstName + " " + s.LastName)
		if name == "" {
			name = s.Username
		}
		count, more := "", ""
		if len(l) > 1 {
			count = fmt.Sprintf("%d messages", len(l))
		}
		if n := len(l) - len(quoted); n > 0 {
			more = fmt.Sprintf("and %d more", n)
		}
		senders = append(senders, map[string]any{
			"id": strconv.FormatInt(sid, 10), "name": name, "username": s.Username,
			"count": count, "more": more, "excerpts": excerpts,
		})
	}
	// Strings only: the data goes through the queue as JSON.
	subject := "You have " + summary(len(msgs), len(order))
	if len(order) == 1 {
		subject = senders[0].(map[string]any)["name"].(string) + " sent you a message"
		if len(msgs) > 1 {
			subject = fmt.Sprintf("%s sent you %d messages", senders[0].(map[string]any)["name"], len(msgs))
		}
	}
	return map[string]any{"first_name": to.FirstName, "senders": senders, "subject": subject,
		"summary": summary(len(msgs), len(order))}
}

// summary is the subject's count: "a message", "3 messages from 2 people".
func summary(n, people int) string {
	s := "an unread message"
	if n > 1 {
		s = fmt.Sprintf("%d unread messages", n)
	}
	if people > 1 {
		s += fmt.Sprintf(" from %d people", people)
	}
	return s
}

// excerpt is the start of a message on one line, at most digestExcerpt runes.
func excerpt(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= digestExcerpt {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:digestExcerpt-1])) + "…"
}
