package messages

import (
	"strconv"
	"testing"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// TestHiddenMessages: a message moderators hid (issue 28) leaves its
// receiver's conversation, contacts preview, unread counts, Since, Get (so
// node, REST and the live event) and the email digest; its sender still
// reads it with the reason; ModerationChanged points the receiver's contact
// row back at the newest message they can see and tells their tabs.
func TestHiddenMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, b := newSvc(db, nil)
		ann, bob := mkUser(t, db, "ann"), mkUser(t, db, "bob")
		first := send(t, s, bob, ann, "Hello Ann")
		spam := send(t, s, bob, ann, "Buy followers now")
		if _, err := db.Exec(ctx, `UPDATE messages SET hidden = 1, hidden_reason = 'Spam' WHERE id = ?`, spam.ID); err != nil {
			t.Fatal(err)
		}
		// Before the moderation service repoints the rows, the preview is left out.
		if p, err := s.Contacts(ctx, ann, ContactsFilter{}, 10, ""); err != nil || len(p.Items) != 0 {
			t.Fatalf("contacts before ModerationChanged: %+v %v", p.Items, err)
		}
		sub := b.Subscribe(ann.ID)
		defer sub.Close()
		if err := s.ModerationChanged(ctx, bob.ID); err != nil {
			t.Fatal(err)
		}
		select {
		case ev := <-sub.C:
			if ev.Kind != KindResync {
				t.Fatalf("event %+v", ev)
			}
		case <-time.After(time.Second):
			t.Fatal("no RESYNC for the receiver")
		}

		// The receiver.
		if _, err := s.Get(ctx, ann, spam.ID); apperr.CodeOf(err) != apperr.NotFound {
			t.Errorf("Get as the receiver: %v", err)
		}
		p, err := s.Conversation(ctx, ann, bob.ID, 10, "")
		if err != nil || len(p.Items) != 1 || p.Items[0].ID != first.ID {
			t.Errorf("conversation: %+v %v", p.Items, err)
		}
		if l, err := s.List(ctx, ann, 0, 10, ""); err != nil || len(l.Items) != 1 {
			t.Errorf("list: %+v %v", l.Items, err)
		}
		if since, _, err := s.Since(ctx, ann, 0, 10); err != nil || len(since) != 1 {
			t.Errorf("since: %+v %v", since, err)
		}
		if n, err := s.UnreadCount(ctx, ann); err != nil || n != 1 {
			t.Errorf("unread: %d %v", n, err)
		}
		c, err := s.Contacts(ctx, ann, ContactsFilter{}, 10, "")
		if err != nil || len(c.Items) != 1 || c.Items[0].LastMessage.ID != first.ID || c.Items[0].UnreadCount != 1 {
			t.Errorf("contacts: %+v %v", c.Items, err)
		}
		if cw, err := s.ConversationWith(ctx, ann, bob.ID); err != nil || cw.LastMessage.ID != first.ID || cw.UnreadCount != 1 {
			t.Errorf("conversation with: %+v %v", cw, err)
		}
		if n, err := s.MarkAllRead(ctx, ann); err != nil || n != 1 {
			t.Errorf("mark all read: %d %v", n, err)
		}

		// The sender sees it, hidden, with the reason.
		m, err := s.Get(ctx, bob, spam.ID)
		if err != nil || !m.IsHidden() || m.ReasonText() != "Spam" {
			t.Fatalf("Get as the sender: %+v %v", m, err)
		}
		if p, _ := s.Conversation(ctx, bob, ann.ID, 10, ""); len(p.Items) != 2 || !p.Items[0].IsHidden() {
			t.Errorf("sender's conversation: %+v", p.Items)
		}
		if c, _ := s.Contacts(ctx, bob, ContactsFilter{}, 10, ""); len(c.Items) != 1 || c.Items[0].LastMessage.ID != spam.ID {
			t.Errorf("sender's contacts: %+v", c.Items)
		}

		// Restored: the receiver's preview is the message again.
		if _, err := db.Exec(ctx, `UPDATE messages SET hidden = 0, hidden_reason = NULL WHERE id = ?`, spam.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.ModerationChanged(ctx, bob.ID); err != nil {
			t.Fatal(err)
		}
		if c, _ := s.Contacts(ctx, ann, ContactsFilter{}, 10, ""); len(c.Items) != 1 || c.Items[0].LastMessage.ID != spam.ID {
			t.Errorf("contacts after restore: %+v", c.Items)
		}
	})
}

// TestHiddenMessagesSkipTheDigest: the email digest never mails a hidden
// message's words.
func TestHiddenMessagesSkipTheDigest(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, _ := newSvc(db, nil)
		now := time.Now()
		st := newDigestStack(t, db, &now)
		if err := st.q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		ann, bob := mkUser(t, db, "ann"), mkUser(t, db, "bob")
		confirm(t, db, ann)
		for i := range 3 {
			m := send(t, s, bob, ann, "Spam number "+strconv.Itoa(i))
			if _, err := db.Exec(ctx, `UPDATE messages SET hidden = 4, hidden_reason = 'Suspended' WHERE id = ?`, m.ID); err != nil {
				t.Fatal(err)
			}
		}
		now = now.Add(DigestDelay + time.Minute)
		if n := sweep(t, st.d); n != 0 {
			t.Fatalf("%d digests of hidden messages", n)
		}
	})
}
