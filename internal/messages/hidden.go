package messages

import (
	"context"

	"canvass/internal/store"
)

// Messages moderators hid (issue 28, internal/hidden) are withheld from
// their receivers as a blocked sender's are: out of the conversation, the
// contacts' previews and unread counts, Since, node, REST, the live events
// (each subscriber re-reads with Get, which no longer finds it) and the
// email digest. Their senders still see them, with "Hidden by moderators".

// ModerationChanged is what internal/moderation calls after it hid or
// restored messages senderID wrote (one message, or all of them when it
// suspends or lifts a suspension): each contact row of the people senderID
// wrote to points again at the newest message its user can see (a hidden
// message is no preview; a restored one is again), and their open tabs
// catch up (RESYNC). It runs under senderID's send lock, so a concurrent
// send to or from senderID lands before or after it, never in between.
func (s *Service) ModerationChanged(ctx context.Context, senderID int64) error {
	var receivers []int64
	pg := s.db.Dialect() == store.Postgres
	if !pg {
		s.order.Lock()
		defer s.order.Unlock()
	}
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		if err := lockUsers(ctx, tx, senderID, senderID); err != nil {
			return err
		}
		// Rows (user, senderID): the newest message of the pair the user sent,
		// or received and may see; the row keeps its pointer when there is
		// none (the contacts list leaves such a row out: previewShown).
		if _, err := tx.Exec(ctx, `UPDATE conversations SET last_message_id = COALESCE((SELECT MAX(m.id) FROM messages m
			WHERE m.pair_lo = CASE WHEN conversations.user_id < conversations.other_id THEN conversations.user_id ELSE conversations.other_id END
			AND m.pair_hi = CASE WHEN conversations.user_id < conversations.other_id THEN conversations.other_id ELSE conversations.user_id END
			AND (m.sender_id = conversations.user_id OR (NOT m.withheld AND m.hidden = 0))), last_message_id)
			WHERE other_id = ?`, senderID); err != nil {
			return err
		}
		return tx.Select(ctx, &receivers, `SELECT user_id FROM conversations WHERE other_id = ? ORDER BY user_id`, senderID)
	})
	if err != nil || len(receivers) == 0 {
		return err
	}
	// A notification's payload is bounded (PostgreSQL: 8,000 bytes): 200 ids at a time.
	for len(receivers) > 0 {
		n := min(len(receivers), 200)
		s.publish(ctx, Event{Kind: KindResync, UserIDs: receivers[:n]})
		receivers = receivers[n:]
	}
	return nil
}
