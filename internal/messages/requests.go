package messages

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"strconv"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/enum"
	"canvass/internal/store"
	"canvass/internal/verify"
)

// Message requests (issue 28, docs/messages.md "Message requests"): a first
// message from someone the receiver never talked to, shares no team with and
// who is not verified waits in the receiver's Requests list (no live event,
// no unread count, no email) until they accept it (it moves to the inbox)
// or decline it (it disappears, and the sender's messages are withheld for
// DeclinePeriod, answered as usual: the sender is never told).
//
// The state lives in the rows the sends already write, under the pair's
// lock: conversations.request (RequestReceived on the receiver's row,
// RequestSent on the sender's), messages.request (a pending request's
// messages) and message_declines. A declined sender's sends are withheld
// exactly as a blocked sender's are.

// A conversation row's request state (conversations.request).
const (
	RequestNone     = 0
	RequestReceived = 1
	RequestSent     = 2
)

// RequestState is a conversation's request state as GraphQL names it
// (MessageRequestState).
type RequestState string

// RequestStates maps GraphQL names to the stored states.
var RequestStates = enum.New("MessageRequestState", enum.V("NONE", "0", "Conversation"),
	enum.V("RECEIVED", "1", "Message request"), enum.V("SENT", "2", MsgRequestSent))

func (s RequestState) MarshalGQL(w io.Writer)    { RequestStates.MarshalGQL(w, string(s)) }
func (s *RequestState) UnmarshalGQL(v any) error { return enum.Unmarshal(RequestStates, s, v) }

// RequestState is the conversation's request state for its viewer.
func (c *Contact) RequestState() RequestState { return RequestState(strconv.Itoa(c.Request)) }

// DeclinePeriod is how long a declined sender's messages are withheld.
const DeclinePeriod = 30 * 24 * time.Hour

// MsgRequestSent is what the sender sees under a request (spec, issue 28).
const MsgRequestSent = "Request sent"

const msgNoRequest = "Message request not found."

// A send's kind, decided by classify.
type sendKind int

const (
	sendNormal   sendKind = iota // delivered to the inbox
	sendRequest                  // a new or pending request: the receiver's Requests list
	sendDeclined                 // the receiver declined the sender's request: withheld
	sendAnswer                   // the receiver had asked the sender: this accepts their request
)

// classify decides, inside the send's transaction and under the pair's
// lock, what a send from sender to receiver is. In order: an answer to the
// receiver's request (the sender has it in Requests, or declined it: writing
// back accepts it); a sender declined less than DeclinePeriod ago; a pending
// request (further messages stay in it); people who talked (the receiver has
// an ordinary conversation row: they wrote, or accepted, or received a
// delivered message); teammates and verified senders (an approved
// organisation verification, internal/verify); else a new request.
func (s *Service) classify(ctx context.Context, tx *store.Tx, sender, receiver int64, now time.Time) (sendKind, error) {
	if s.noRequests {
		return sendNormal, nil
	}
	var st struct {
		Mine      *int `db:"mine"`
		Theirs    *int `db:"theirs"`
		Declined  bool `db:"declined"`
		Teammates bool `db:"teammates"`
		Verified  bool `db:"verified"`
	}
	err := tx.Get(ctx, &st, `SELECT
		(SELECT request FROM conversations WHERE user_id = ? AND other_id = ?) AS mine,
		(SELECT request FROM conversations WHERE user_id = ? AND other_id = ?) AS theirs,
		EXISTS (SELECT 1 FROM message_declines d WHERE d.receiver_id = ? AND d.sender_id = ? AND d.declined_at > ?) AS declined,
		EXISTS (SELECT 1 FROM team_members a JOIN team_members b ON b.team_id = a.team_id AND b.user_id = ? WHERE a.user_id = ?) AS teammates,
		`+verify.VerifiedSQL("?")+` AS verified`,
		sender, receiver, receiver, sender, receiver, sender, now.Add(-DeclinePeriod), receiver, sender, sender)
	if err != nil {
		return sendNormal, err
	}
	is := func(p *int, v int) bool { return p != nil && *p == v }
	switch {
	case is(st.Mine, RequestReceived) || is(st.Theirs, RequestSent):
		return sendAnswer, nil
	case st.Declined:
		return sendDeclined, nil
	case is(st.Theirs, RequestReceived):
		return sendRequest, nil
	case is(st.Theirs, RequestNone), st.Teammates, st.Verified:
		return sendNormal, nil
	}
	return sendRequest, nil
}

// acceptRequest makes the request from sender to receiver (pending, or
// declined) an ordinary conversation: its messages join the receiver's
// inbox (unread), both rows become ordinary and the decline is forgotten.
func acceptRequest(ctx context.Context, tx *store.Tx, receiver, sender int64) error {
	if _, err := tx.Exec(ctx, `UPDATE messages SET request = FALSE WHERE sender_id = ? AND receiver_id = ? AND request`, sender, receiver); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `UPDATE conversations SET request = 0
		WHERE (user_id = ? AND other_id = ?) OR (user_id = ? AND other_id = ?)`, receiver, sender, sender, receiver); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, `DELETE FROM message_declines WHERE receiver_id = ? AND sender_id = ?`, receiver, sender)
	return err
}

// decideRequest runs fn in a transaction under the pair's lock once it has
// checked that viewer has a pending request from senderID (NOT_FOUND
// otherwise, also for a blocked sender's: Unblock brings it back first).
func (s *Service) decideRequest(ctx context.Context, viewer *accounts.User, senderID int64, fn func(tx *store.Tx) error) error {
	// SECURITY: only the receiver decides, and only on their own request.
	if viewer == nil {
		return notSignedIn()
	}
	lo, hi := pair(viewer.ID, senderID)
	if s.db.Dialect() != store.Postgres {
		s.order.Lock()
		defer s.order.Unlock()
	}
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		if err := lockUsers(ctx, tx, lo, hi); err != nil {
			return err
		}
		var pending bool
		if err := tx.Get(ctx, &pending, `SELECT EXISTS (SELECT 1 FROM conversations c WHERE c.user_id = ? AND c.other_id = ? AND c.request = ?
			AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = c.user_id AND b.blocked_id = c.other_id))`,
			viewer.ID, senderID, RequestReceived); err != nil {
			return err
		}
		if !pending {
			return apperr.New(apperr.NotFound, msgNoRequest)
		}
		return fn(tx)
	})
	if err != nil {
		return err
	}
	// The receiver's other tabs reload their lists; the sender hears
	// nothing (a decline is never told; an acceptance shows when they
	// next load the conversation).
	s.publish(ctx, Event{Kind: KindResync, UserIDs: []int64{viewer.ID}})
	return nil
}

// AcceptRequest moves viewer's pending request from senderID to their inbox:
// from now on an ordinary conversation (its messages are unread). It
// returns the conversation.
func (s *Service) AcceptRequest(ctx context.Context, viewer *accounts.User, senderID int64) (*Contact, error) {
	err := s.decideRequest(ctx, viewer, senderID, func(tx *store.Tx) error {
		return acceptRequest(ctx, tx, viewer.ID, senderID)
	})
	if err != nil {
		return nil, err
	}
	return s.ConversationWith(ctx, viewer, senderID)
}

// DeclineRequest takes viewer's pending request from senderID out of their
// Requests list for good: its messages become withheld (as a blocked
// sender's), and so is everything senderID sends viewer for DeclinePeriod.
// The sender is never told: their sends answer as usual and their
// conversation keeps showing MsgRequestSent.
func (s *Service) DeclineRequest(ctx context.Context, viewer *accounts.User, senderID int64) error {
	return s.decideRequest(ctx, viewer, senderID, func(tx *store.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE messages SET withheld = TRUE, request = FALSE WHERE sender_id = ? AND receiver_id = ? AND request`,
			senderID, viewer.ID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM conversations WHERE user_id = ? AND other_id = ?`, viewer.ID, senderID); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO message_declines (receiver_id, sender_id, declined_at) VALUES (?, ?, ?)
			ON CONFLICT (receiver_id, sender_id) DO UPDATE SET declined_at = excluded.declined_at`, viewer.ID, senderID, s.now())
		return err
	})
}

// Requests pages viewer's pending message requests, newest first, as the
// contacts list shows conversations (people viewer blocked are left out).
func (s *Service) Requests(ctx context.Context, viewer *accounts.User, f ContactsFilter, first int, after string) (store.Page[*Contact], error) {
	f.Requests = true
	return s.Contacts(ctx, viewer, f, first, after)
}

// RequestCount is how many pending message requests viewer has.
func (s *Service) RequestCount(ctx context.Context, viewer *accounts.User) (int, error) {
	if viewer == nil {
		return 0, notSignedIn()
	}
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM conversations c WHERE c.user_id = ? AND c.request = ?
		AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = c.user_id AND b.blocked_id = c.other_id)`, viewer.ID, RequestReceived)
	return n, err
}

// NewestRequestMessage is the newest message of viewer's pending request
// from senderID (what "Block and report" reports); NOT_FOUND without one.
func (s *Service) NewestRequestMessage(ctx context.Context, viewer *accounts.User, senderID int64) (*Message, error) {
	// SECURITY: the viewer's own request only (they are its receiver).
	if viewer == nil {
		return nil, notSignedIn()
	}
	lo, hi := pair(viewer.ID, senderID)
	var m Message
	err := s.db.Get(ctx, &m, `SELECT `+msgCols+` FROM messages m WHERE m.pair_lo = ? AND m.pair_hi = ? AND m.receiver_id = ? AND m.request
		AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = m.receiver_id AND b.blocked_id = m.sender_id)
		ORDER BY m.id DESC LIMIT 1`, lo, hi, viewer.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, msgNoRequest)
	}
	if err != nil {
		return nil, err
	}
	return &m, nil
}
