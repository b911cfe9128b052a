package messages

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"log/slog"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/ratelimit"
	"canvass/internal/store"
)

// Service holds every messaging rule.
type Service struct {
	// order keeps, on SQLite, each send's commit and its event together, so
	// events go out in commit (and id) order. (PostgreSQL notifies inside
	// the transaction, delivered in commit order.)
	order      sync.Mutex
	db         *store.DB
	events     Broker
	people     *accounts.Service
	limits     Limits
	now        func() time.Time
	log        *slog.Logger
	noRequests bool // Options.NoRequests
	// Reported, when set, is told of each new report after it is stored, so
	// the report also reaches the moderation queue (internal/moderation).
	Reported func(ctx context.Context, viewer *accounts.User, messageID int64, reason string) error
}

// Limits are the per-sender send limits: a burst (messages inside a short
// window) and an hourly cap, tighter for accounts younger than NewAccountAge.
// They are counted in the database, so they hold across processes
// (internal/ratelimit, shared with resources and news).
type Limits = ratelimit.Limits

// DefaultLimits: 10 messages in 10 seconds and 300 an hour; a day-old
// account 5 in 10 seconds and 40 an hour (enough to reach out to a team,
// too few to spam a community).
var DefaultLimits = Limits{
	BurstWindow: 10 * time.Second, Burst: 10, Hourly: 300,
	NewAccountAge: 24 * time.Hour, NewBurst: 5, NewHourly: 40,
}

// Options configure the service; zero values take the defaults.
type Options struct {
	// Accounts is the member directory the New Contact search reads.
	Accounts *accounts.Service
	Limits   *Limits
	Now      func() time.Time
	Log      *slog.Logger
	// NoRequests sends every message to the inbox, strangers' too
	// (CANVASS_MESSAGE_REQUESTS=off: load tests, and journeys that test
	// something else with two new accounts).
	NoRequests bool
}

// NewService returns the messaging service publishing through events.
func NewService(db *store.DB, events Broker, opts Options) *Service {
	s := &Service{db: db, events: events, people: opts.Accounts, limits: DefaultLimits, now: store.Now, log: opts.Log}
	if opts.Limits != nil {
		s.limits = *opts.Limits
	}
	if opts.Now != nil {
		s.now = opts.Now
	}
	if s.log == nil {
		s.log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s.noRequests = opts.NoRequests
	return s
}

// Bounds and messages.
const (
	MaxContentLen  = 5000
	MaxClientIDLen = 100
	MaxReasonLen   = 1000

	msgContentBlank   = "Message cannot be empty."
	msgContentLong    = "Message must be at most 5000 characters."
	msgReceiverNeeded = "Choose who to send the message to."
	msgReceiverSelf   = "You cannot send a message to yourself."
	msgReceiverGone   = "That user does not exist."
	msgClientID       = "Client id must be at most 100 characters."
	msgClientIDReused = "This client id was already used for a message to someone else."
	msgYouBlocked     = "You blocked this user. Unblock them to send a message."
	MsgNotFound       = "Message not found."
	msgNotReceiver    = "Only the receiver can mark a message as read."
	msgTooFast        = "You're sending messages too quickly. Please wait %d seconds and try again."
	msgHourly         = "You've reached the limit of %d messages an hour. Please try again in %d minutes."
)

// SendInput is one send. ClientID, chosen by the client (a UUID), makes the
// send idempotent: sending again with the same ClientID returns the first
// message and creates nothing.
type SendInput struct {
	ReceiverID int64
	Content    string
	ClientID   string
}

// ErrUnknownReceiver is the field error of a send to nobody.
func ErrUnknownReceiver() error { return apperr.Field("receiverId", msgReceiverGone) }

func notSignedIn() error { return accounts.ErrNotSignedIn() }

// Send stores a message from actor. Content is trimmed; blank, too long,
// an unknown receiver or the sender themself are INVALID. A send to someone
// who blocked the sender answers exactly like any other, and is never
// delivered.
func (s *Service) Send(ctx context.Context, actor *accounts.User, in SendInput) (*Message, error) {
	// SECURITY: only signed-in users send, always as themselves.
	if actor == nil {
		return nil, notSignedIn()
	}
	content := trimInvisible(in.Content)
	clientID := strings.TrimSpace(in.ClientID)
	var v apperr.Validation
	v.Check(in.ReceiverID > 0, "receiverId", msgReceiverNeeded)
	v.Check(in.ReceiverID != actor.ID, "receiverId", msgReceiverSelf)
	v.Check(content != "", "content", msgContentBlank)
	v.Check(utf8.RuneCountInString(content) <= MaxContentLen, "content", msgContentLong)
	v.Check(utf8.RuneCountInString(clientID) <= MaxClientIDLen, "clientId", msgClientID)
	if err := v.Err(); err != nil {
		return nil, err
	}
	// A retry of a send that went through returns it, before any limit.
	if clientID != "" {
		if m, err := s.byClientID(ctx, s.db, actor.ID, clientID); err == nil {
			if m.ReceiverID != in.ReceiverID {
				return nil, apperr.Field("clientId", msgClientIDReused)
			}
			m.Replayed = true
			return m, nil
		} else if !errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
	}
	// One statement: does the receiver exist, and is either side blocked?
	var rcv struct {
		ID       int64 `db:"id"`
		Withheld bool  `db:"withheld"`
		Blocking bool  `db:"blocking"`
	}
	err := s.db.Get(ctx, &rcv, `SELECT u.id,
		EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = u.id AND b.blocked_id = ?) AS withheld,
		EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ? AND b.blocked_id = u.id) AS blocking
		FROM users u WHERE u.id = ?`, actor.ID, actor.ID, in.ReceiverID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrUnknownReceiver()
	}
	if err != nil {
		return nil, err
	}
	if rcv.Blocking {
		return nil, apperr.New(apperr.Forbidden, msgYouBlocked)
	}
	now := s.now()
	lo, hi := pair(actor.ID, in.ReceiverID)
	var cid *string
	if clientID != "" {
		cid = &clientID
	}
	var m Message
	created := false
	pg := s.db.Dialect() == store.Postgres
	if !pg {
		s.order.Lock()
		defer s.order.Unlock()
	}
	event := func() Event {
		users := []int64{m.SenderID, m.ReceiverID}
		// SECURITY: nothing tells the receiver of a withheld message, nor
		// (quietly: no toast, no badge) of a pending request.
		if m.Withheld || m.Request {
			users = users[:1]
		}
		return Event{Kind: KindMessage, UserIDs: users, MessageID: m.ID}
	}
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		if err := lockUsers(ctx, tx, lo, hi); err != nil {
			return err
		}
		// SECURITY: the send limits count inside the transaction, under the
		// sender's lock (SQLite: one writer at a time and s.order), so
		// concurrent sends cannot all pass the same count.
		if err := s.sendRule().Check(ctx, tx, actor.ID, actor.CreatedAt, now); err != nil {
			return err
		}
		// SECURITY: whether this is a message request, an answer to one or
		// a send to someone who declined the sender's request, decided
		// under the pair's lock from the database (requests.go).
		kind, err := s.classify(ctx, tx, actor.ID, in.ReceiverID, now)
		if err != nil {
			return err
		}
		withheld := rcv.Withheld || kind == sendDeclined
		request := kind == sendRequest && !withheld
		var digestAt *time.Time
		if request {
			digestAt = &now // never emailed
		}
		err = tx.Get(ctx, &m, `INSERT INTO messages (sender_id, receiver_id, pair_lo, pair_hi, content, client_id, withheld, request, digest_at, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (sender_id, client_id) DO NOTHING
			RETURNING `+msgColsBare, actor.ID, in.ReceiverID, lo, hi, content, cid, withheld, request, digestAt, now)
		if errors.Is(err, sql.ErrNoRows) {
			// The same send, committed by a concurrent retry.
			found, err := s.byClientID(ctx, tx, actor.ID, clientID)
			if err != nil {
				return err
			}
			m = *found
			return nil
		}
		if err != nil {
			return err
		}
		created = true
		if kind == sendAnswer && !withheld {
			if err := acceptRequest(ctx, tx, actor.ID, in.ReceiverID); err != nil {
				return err
			}
		}
		// The sender's contact row always; the receiver's only when delivered.
		mine, theirs := RequestNone, RequestNone
		if kind == sendRequest || kind == sendDeclined {
			mine, theirs = RequestSent, RequestReceived
		}
		if err := upsertContacts(ctx, tx, actor.ID, in.ReceiverID, m.ID, !m.Withheld, mine, theirs); err != nil {
			return err
		}
		if pg {
			// Delivered at commit, in commit order; never for a rollback.
			return s.events.Publish(ctx, tx, event())
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !created {
		if m.ReceiverID != in.ReceiverID {
			return nil, apperr.Field("clientId", msgClientIDReused)
		}
		m.Replayed = true
		return &m, nil
	}
	if !pg {
		s.publish(ctx, event())
	}
	return &m, nil
}

// trimInvisible trims white space and invisible format characters (zero-width
// spaces and joiners, byte-order marks) from both ends, so a message of
// nothing visible is blank.
func trimInvisible(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) })
}

// publish sends ev; a failure is logged (the message is stored, and clients
// catch up from the database when they reconnect).
func (s *Service) publish(ctx context.Context, ev Event) {
	if err := s.events.Publish(context.WithoutCancel(ctx), nil, ev); err != nil {
		s.log.WarnContext(ctx, "messages: publish event", "kind", ev.Kind, "err", err)
	}
}

// lockUsers serialises, on PostgreSQL, the sends that involve either user
// (transaction-scoped advisory locks, taken in ascending order so two sends
// never deadlock). So the messages of any one user commit in id order, and a
// client that holds message N and asks for everything after N never misses
// one that committed late with a smaller id. (SQLite has one writer: already
// serial.)
func lockUsers(ctx context.Context, tx *store.Tx, lo, hi int64) error {
	if tx.Dialect() != store.Postgres {
		return nil
	}
	_, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(4211, (k % 2147483647)::int) FROM (VALUES (?::bigint), (?::bigint)) AS v(k) ORDER BY k`, lo, hi)
	return err
}

// upsertContacts points the sender's contact row (and the receiver's when
// delivered) at message msgID, in user-id order, with their request states
// (mine for the sender's row, theirs for the receiver's).
func upsertContacts(ctx context.Context, q store.Queryer, sender, receiver, msgID int64, delivered bool, mine, theirs int) error {
	type row struct {
		user, other int64
		request     int
	}
	rows := []row{{sender, receiver, mine}}
	if delivered {
		rows = append(rows, row{receiver, sender, theirs})
		if receiver < sender {
			rows[0], rows[1] = rows[1], rows[0]
		}
	}
	vals := make([]string, len(rows))
	var args []any
	for i, r := range rows {
		vals[i] = "(?, ?, ?, ?)"
		args = append(args, r.user, r.other, msgID, r.request)
	}
	_, err := q.Exec(ctx, `INSERT INTO conversations (user_id, other_id, last_message_id, request) VALUES `+strings.Join(vals, ", ")+`
		ON CONFLICT (user_id, other_id) DO UPDATE SET last_message_id = excluded.last_message_id, request = excluded.request
		WHERE excluded.last_message_id > conversations.last_message_id`, args...)
	return err
}

func (s *Service) byClientID(ctx context.Context, q store.Queryer, senderID int64, clientID string) (*Message, error) {
	var m Message
	err := q.Get(ctx, &m, `SELECT `+msgCols+` FROM messages m WHERE m.sender_id = ? AND m.client_id = ?`, senderID, clientID)
	if err != nil {
		return nil, err
	}
	return &m, nil
}

// sendRule is the send limit: a send past the sender's burst or hourly
// limit is RATE_LIMITED (HTTP 429, Retry-After).
func (s *Service) sendRule() ratelimit.Rule {
	return ratelimit.Rule{Table: "messages", Owner: "sender_id", MsgTooFast: msgTooFast, MsgHourly: msgHourly, Limits: s.limits}
}

// visible is the condition "the viewer (?) may see message m": they are a
// party, and a withheld message, or one moderators hid (internal/hidden),
// only to its sender.
const visible = `((m.sender_id = ?) OR (m.receiver_id = ? AND NOT m.withheld AND m.hidden = 0))`

// inInbox is visible without the messages of requests the viewer (?)
// received and has not accepted: those are in the Requests list only.
const inInbox = `((m.sender_id = ?) OR (m.receiver_id = ? AND NOT m.withheld AND NOT m.request AND m.hidden = 0))`

// Get returns message id if viewer may see it; anyone else gets NOT_FOUND,
// as if it did not exist.
func (s *Service) Get(ctx context.Context, viewer *accounts.User, id int64) (*Message, error) {
	// SECURITY: only the two parties see a message (the receiver never sees a withheld one).
	if viewer == nil {
		return nil, notSignedIn()
	}
	var m Message
	err := s.db.Get(ctx, &m, `SELECT `+msgCols+` FROM messages m WHERE m.id = ? AND `+visible, id, viewer.ID, viewer.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, MsgNotFound)
	}
	if err != nil {
		return nil, err
	}
	return &m, nil
}

// Newest is a conversation's and the message list's order: newest first.
var Newest = store.Order{Name: "message.newest", Cols: []store.Col{{Expr: "m.id", Desc: true, Kind: store.Int}}}

// Conversation pages the messages between viewer and otherID, newest first
// (after is the cursor of the oldest message already shown: the next page
// is older). The other user must exist.
func (s *Service) Conversation(ctx context.Context, viewer *accounts.User, otherID int64, first int, after string) (store.Page[*Message], error) {
	return s.conversation(ctx, viewer, otherID, first, after, msgCols)
}

// BriefConversation is Conversation without the messages' read times
// (ReadAt nil, IsRead right), receivers, client ids and withheld flags, for
// a page that does not show them (a conversation's page shows who sent each
// message; the receiver is the other one).
func (s *Service) BriefConversation(ctx context.Context, viewer *accounts.User, otherID int64, first int, after string) (store.Page[*Message], error) {
	return s.conversation(ctx, viewer, otherID, first, after, briefConversationCols)
}

// briefConversationCols are BriefConversation's columns.
var briefConversationCols = store.WithoutColumns(briefMsgCols, "m", "receiver_id", "client_id", "withheld", "request")

func (s *Service) conversation(ctx context.Context, viewer *accounts.User, otherID int64, first int, after, cols string) (store.Page[*Message], error) {
	// SECURITY: the viewer is one of the pair by construction; withheld
	// messages only show to their sender.
	if viewer == nil {
		return store.Page[*Message]{}, notSignedIn()
	}
	lo, hi := pair(viewer.ID, otherID)
	return store.Paginate(ctx, s.db, store.PageQuery{
		Select: `SELECT ` + cols + ` FROM messages m`,
		Where:  []string{`m.pair_lo = ?`, `m.pair_hi = ?`, `NOT ((m.withheld OR m.hidden <> 0) AND m.receiver_id = ?)`},
		Args:   []any{lo, hi, viewer.ID},
		Order:  Newest, First: first, After: after,
	}, func(m *Message) []any { return []any{m.ID} })
}

// List pages every message viewer sent or received, newest first; with
// otherID > 0 only those of that conversation (the REST shim's list).
func (s *Service) List(ctx context.Context, viewer *accounts.User, otherID int64, first int, after string) (store.Page[*Message], error) {
	if viewer == nil {
		return store.Page[*Message]{}, notSignedIn()
	}
	if otherID > 0 {
		// A conversation with nobody (or oneself) is a missing resource.
		var exists bool
		if err := s.db.Get(ctx, &exists, `SELECT EXISTS (SELECT 1 FROM users WHERE id = ?)`, otherID); err != nil {
			return store.Page[*Message]{}, err
		}
		if !exists || otherID == viewer.ID {
			return store.Page[*Message]{}, apperr.New(apperr.NotFound, msgUserNotFound)
		}
		return s.Conversation(ctx, viewer, otherID, first, after)
	}
	// SECURITY: only the viewer's own messages. Two index ranges (sent,
	// received) merged by the UNION's ORDER BY.
	return store.Paginate(ctx, s.db, store.PageQuery{
		Select: `SELECT ` + msgCols + ` FROM messages m`,
		Where:  []string{inInbox},
		Args:   []any{viewer.ID, viewer.ID},
		Order:  Newest, First: first, After: after,
	}, func(m *Message) []any { return []any{m.ID} })
}

// MaxSince bounds one Since call.
const MaxSince = 500

// Since returns, oldest first, up to limit messages viewer may see with ids
// above afterID (what a client missed while it was disconnected), and
// whether more follow.
func (s *Service) Since(ctx context.Context, viewer *accounts.User, afterID int64, limit int) ([]*Message, bool, error) {
	if viewer == nil {
		return nil, false, notSignedIn()
	}
	limit = min(max(limit, 1), MaxSince)
	var out []*Message
	// SECURITY: only the viewer's own messages.
	err := s.db.Select(ctx, &out, `SELECT `+msgCols+` FROM messages m
		WHERE m.id > ? AND `+inInbox+` ORDER BY m.id LIMIT ?`, afterID, viewer.ID, viewer.ID, limit+1)
	if err != nil {
		return nil, false, err
	}
	more := len(out) > limit
	if more {
		out = out[:limit]
	}
	return out, more, nil
}

// Subscribe starts viewer's stream of events (their messages and read
// state). The caller must Close it.
func (s *Service) Subscribe(viewer *accounts.User) (*Subscription, error) {
	// SECURITY: a stream only ever carries the viewer's own events (each is
	// addressed to its two parties; subscribers re-read with Get).
	if viewer == nil {
		return nil, notSignedIn()
	}
	return s.events.Subscribe(viewer.ID), nil
}
