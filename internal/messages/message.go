// Package messages owns direct messaging: sending (exactly once, through a
// client id), conversations and contacts, read state and unread counts,
// blocks, reports for moderators, send limits and the real-time events that
// tell open tabs about all of it. Every rule lives here; GraphQL, the REST
// shim and the subscriptions only translate.
package messages

import (
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/hidden"
	"canvass/internal/relayid"
)

// Message is one direct message. Withheld marks a send from someone the
// receiver has blocked: only its sender ever sees it, as if delivered.
type Message struct {
	ID         int64      `db:"id" json:"id"`
	SenderID   int64      `db:"sender_id" json:"senderId"`
	ReceiverID int64      `db:"receiver_id" json:"receiverId"`
	Content    string     `db:"content" json:"content"`
	ClientID   *string    `db:"client_id" json:"clientId"`
	Withheld   bool       `db:"withheld" json:"-"`
	ReadAt     *time.Time `db:"read_at" json:"readAt"`
	CreatedAt  time.Time  `db:"created_at" json:"createdAt"`
	// Read is set, in place of ReadAt, by a brief read (briefMsgCols).
	Read bool `db:"is_read" json:"-"`
	// Replayed is set by Send when it returns an earlier send with the same client id.
	Replayed bool `db:"-" json:"-"`
	// State is whether moderators hid the message (internal/hidden): like a
	// withheld one, only its sender (and the moderators' queue) still sees it.
	hidden.State
}

// msgCols are Message's columns, in struct order.
const msgCols = `m.id, m.sender_id, m.receiver_id, m.content, m.client_id, m.withheld, m.read_at, m.created_at, m.hidden, m.hidden_reason`

// msgColsBare are the same without the table alias (RETURNING).
const msgColsBare = `id, sender_id, receiver_id, content, client_id, withheld, read_at, created_at, hidden, hidden_reason`

// briefMsgCols are msgCols without the read time, but with whether the
// message was read (on SQLite each timestamp read costs the driver two
// parses): ReadAt stays nil (a column left out leaves its field zero),
// IsRead is right.
var briefMsgCols = strings.Replace(msgCols, "m.read_at", readState[:len(readState)-2], 1)

// readState is briefMsgCols' read state column, as it appears in the list.
const readState = "m.read_at IS NOT NULL AS is_read, "

// IsRead reports whether the receiver has read the message.
func (m *Message) IsRead() bool { return m.ReadAt != nil || m.Read }

// IsNode marks Message as a GraphQL Node.
func (Message) IsNode() {}

// GlobalID is the message's opaque GraphQL id.
func (m *Message) GlobalID() string { return relayid.Encode("Message", m.ID) }

// Other returns the party of the message that is not userID.
func (m *Message) Other(userID int64) int64 {
	if m.SenderID == userID {
		return m.ReceiverID
	}
	return m.SenderID
}

// Contact is one conversation as one of its two people sees it: the other
// person, the newest message they can see and how many messages from the
// other person they have not read.
type Contact struct {
	UserID      int64   `db:"user_id"`
	OtherID     int64   `db:"other_id"`
	LastMessage Message `db:"last"`
	UnreadCount int     `db:"unread"`
	Blocked     bool    `db:"-"` // the user blocked the other person (only set by Conversation)
	// With is the other person's public card when read with the contacts
	// (accounts.CardColumns), else nil.
	With *accounts.User `db:"with"`
}

// IsNode marks Contact (GraphQL Conversation) as a Node.
func (Contact) IsNode() {}

// Newest is the conversation's newest message, or nil when it has none yet
// (a conversation opened with ?to= before the first message).
func (c *Contact) Newest() *Message {
	if c.LastMessage.ID == 0 {
		return nil
	}
	return &c.LastMessage
}

// GlobalID is the conversation's id as its viewer sees it (one per other
// person, so a client's store keeps one record per contact).
func (c *Contact) GlobalID() string { return relayid.Encode("Conversation", c.OtherID) }

// Report is a report of a message (and the conversation around it) for
// moderators, with a copy of the reported messages.
type Report struct {
	ID             int64     `db:"id" json:"id"`
	ReporterID     *int64    `db:"reporter_id" json:"reporterId"`
	ReportedUserID *int64    `db:"reported_user_id" json:"reportedUserId"`
	MessageID      *int64    `db:"message_id" json:"messageId"`
	Reason         string    `db:"reason" json:"reason"`
	Messages       string    `db:"messages" json:"-"` // JSON copy of the reported messages
	CreatedAt      time.Time `db:"created_at" json:"createdAt"`
}

// pair returns the two user ids in ascending order (a conversation's key).
func pair(a, b int64) (lo, hi int64) {
	if a < b {
		return a, b
	}
	return b, a
}
