package messages

import (
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// requestsOf lists the senders of viewer's pending requests.
func requestsOf(t *testing.T, s *Service, viewer *accounts.User) []int64 {
	t.Helper()
	p, err := s.Requests(ctx, viewer, ContactsFilter{}, 20, "")
	if err != nil {
		t.Fatal(err)
	}
	var out []int64
	for _, c := range p.Items {
		if c.Request != RequestReceived {
			t.Fatalf("request row %+v", c)
		}
		out = append(out, c.OtherID)
	}
	if n, err := s.RequestCount(ctx, viewer); err != nil || n != len(out) {
		t.Fatalf("request count %d (%v), list %d", n, err, len(out))
	}
	return out
}

// inboxOf lists the people in viewer's inbox (contacts).
func inboxOf(t *testing.T, s *Service, viewer *accounts.User) []int64 {
	t.Helper()
	p, err := s.Contacts(ctx, viewer, ContactsFilter{}, 20, "")
	if err != nil {
		t.Fatal(err)
	}
	var out []int64
	for _, c := range p.Items {
		out = append(out, c.OtherID)
	}
	return out
}

func unreadOf(t *testing.T, s *Service, u *accounts.User) int {
	t.Helper()
	n, err := s.UnreadCount(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func stateOf(t *testing.T, s *Service, viewer *accounts.User, other int64) int {
	t.Helper()
	c, err := s.ConversationWith(ctx, viewer, other)
	if err != nil {
		t.Fatal(err)
	}
	return c.Request
}

func noEvent(t *testing.T, sub *Subscription, who string) {
	t.Helper()
	select {
	case ev := <-sub.C:
		t.Fatalf("%s got event %+v", who, ev)
	case <-time.After(50 * time.Millisecond):
	}
}

func TestStrangersFirstMessageIsARequest(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, broker := newSvc(db, nil)
		now := time.Now()
		st := newDigestStack(t, db, &now)
		ann, sam := mkUser(t, db, "ann"), mkUser(t, db, "sam")
		confirm(t, db, ann, sam)
		annSub, samSub := broker.Subscribe(ann.ID), broker.Subscribe(sam.ID)
		defer annSub.Close()
		defer samSub.Close()

		m := send(t, s, sam, ann, "Hi Ann, can I pitch you our mailers?")
		if !m.Request || m.Withheld {
			t.Fatalf("first message %+v, want a request", m)
		}
		// The sender's own tabs hear of it; the receiver nothing at all.
		select {
		case ev := <-samSub.C:
			if ev.MessageID != m.ID {
				t.Fatalf("sam's event %+v", ev)
			}
		case <-time.After(time.Second):
			t.Fatal("sam's own tab heard nothing")
		}
		noEvent(t, annSub, "ann")
		// In Requests, not the inbox, not unread, not in the catch-up.
		if got := requestsOf(t, s, ann); len(got) != 1 || got[0] != sam.ID {
			t.Fatalf("ann's requests %v", got)
		}
		if got := inboxOf(t, s, ann); len(got) != 0 {
			t.Fatalf("ann's inbox %v", got)
		}
		if n := unreadOf(t, s, ann); n != 0 {
			t.Fatalf("ann unread %d", n)
		}
		if list, _, _ := s.Since(ctx, ann, 0, 10); len(list) != 0 {
			t.Fatalf("ann's catch-up %v", list)
		}
		// Ann can read the request (and its messages), which tells Sam nothing.
		if _, err := s.Get(ctx, ann, m.ID); err != nil {
			t.Fatal(err)
		}
		if p, _ := s.Conversation(ctx, ann, sam.ID, 10, ""); len(p.Items) != 1 {
			t.Fatalf("ann's request thread %d", len(p.Items))
		}
		if n, _ := s.MarkConversationRead(ctx, ann, sam.ID, 0); n != 0 {
			t.Fatalf("marked %d of a request read", n)
		}
		noEvent(t, samSub, "sam")
		// Sam sees the conversation in his inbox, as a request sent.
		if got := inboxOf(t, s, sam); len(got) != 1 || stateOf(t, s, sam, ann.ID) != RequestSent {
			t.Fatalf("sam's inbox %v", got)
		}
		if stateOf(t, s, ann, sam.ID) != RequestReceived {
			t.Fatal("ann's state")
		}
		// Further messages stay in the request.
		m2 := send(t, s, sam, ann, "Following up")
		if !m2.Request {
			t.Fatalf("second message %+v", m2)
		}
		<-samSub.C
		noEvent(t, annSub, "ann")
		if got := requestsOf(t, s, ann); len(got) != 1 {
			t.Fatalf("ann's requests %v", got)
		}
		// Never emailed.
		now = now.Add(DigestDelay + time.Hour)
		if n := sweep(t, st.d); n != 0 {
			t.Fatalf("%d digests of a request", n)
		}
	})
}

func TestWhoSkipsRequests(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, b := newSvc(db, nil)
		ann, tom, vic, old := mkUser(t, db, "ann"), mkUser(t, db, "tom"), mkUser(t, db, "vic"), mkUser(t, db, "old")
		ref := mkUser(t, db, "ref")
		teammates(t, db, tom, ann)
		// Vic's organisation is verified (Ref's request was refused: no).
		for _, v := range []struct {
			u      *accounts.User
			status string
		}{{vic, "approved"}, {ref, "refused"}} {
			if _, err := db.Exec(ctx, `INSERT INTO verifications (user_id, kind, name, website, email, status, decided_at, created_at)
				VALUES (?, 'campaign', 'Vic for Council', 'https://vic.example', 'vic@vic.example', ?, ?, ?)`, v.u.ID, v.status, store.Now(), store.Now()); err != nil {
				t.Fatal(err)
			}
		}
		annSub := b.Subscribe(ann.ID)
		defer annSub.Close()
		for _, from := range []*accounts.User{tom, vic} {
			if m := send(t, s, from, ann, "hello from "+from.Username); m.Request || m.Withheld {
				t.Fatalf("%s's message %+v", from.Username, m)
			}
			select {
			case <-annSub.C:
			case <-time.After(time.Second):
				t.Fatalf("ann not told of %s's message", from.Username)
			}
		}
		// Someone Ann wrote to first: their answer is no request.
		send(t, s, ann, old, "Are you still running for council?")
		if m := send(t, s, old, ann, "Yes!"); m.Request {
			t.Fatalf("answer %+v", m)
		}
		if got := requestsOf(t, s, ann); len(got) != 0 {
			t.Fatalf("ann's requests %v", got)
		}
		if n := unreadOf(t, s, ann); n != 3 {
			t.Fatalf("ann unread %d, want 3", n)
		}
		if m := send(t, s, ref, ann, "refused, so a request"); !m.Request {
			t.Fatalf("ref's message %+v", m)
		}
	})
}

func TestAcceptRequest(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, broker := newSvc(db, nil)
		ann, sam, eve := mkUser(t, db, "ann"), mkUser(t, db, "sam"), mkUser(t, db, "eve")
		send(t, s, sam, ann, "one")
		send(t, s, sam, ann, "two")

		// Only the receiver accepts, only a pending request.
		_, err := s.AcceptRequest(ctx, nil, sam.ID)
		wantCode(t, err, apperr.Unauthenticated, "")
		_, err = s.AcceptRequest(ctx, sam, ann.ID)
		wantCode(t, err, apperr.NotFound, msgNoRequest)
		_, err = s.AcceptRequest(ctx, eve, sam.ID)
		wantCode(t, err, apperr.NotFound, msgNoRequest)
		wantCode(t, s.DeclineRequest(ctx, eve, sam.ID), apperr.NotFound, msgNoRequest)

		annSub := broker.Subscribe(ann.ID)
		defer annSub.Close()
		c, err := s.AcceptRequest(ctx, ann, sam.ID)
		if err != nil {
			t.Fatal(err)
		}
		if c.Request != RequestNone || c.UnreadCount != 2 || c.LastMessage.Content != "two" {
			t.Fatalf("accepted %+v", c)
		}
		if ev := <-annSub.C; ev.Kind != KindResync {
			t.Fatalf("ann's other tabs got %+v", ev)
		}
		if got := inboxOf(t, s, ann); len(got) != 1 || got[0] != sam.ID {
			t.Fatalf("ann's inbox %v", got)
		}
		if got := requestsOf(t, s, ann); len(got) != 0 {
			t.Fatalf("ann's requests %v", got)
		}
		if n := unreadOf(t, s, ann); n != 2 {
			t.Fatalf("ann unread %d", n)
		}
		if stateOf(t, s, sam, ann.ID) != RequestNone {
			t.Fatal("sam still sees a request")
		}
		_, err = s.AcceptRequest(ctx, ann, sam.ID)
		wantCode(t, err, apperr.NotFound, msgNoRequest)
		// Normal from then on: live, unread.
		if m := send(t, s, sam, ann, "three"); m.Request {
			t.Fatalf("after accepting %+v", m)
		}
		if ev := <-annSub.C; ev.Kind != KindMessage {
			t.Fatalf("ann got %+v", ev)
		}

		// Answering a request accepts it too.
		send(t, s, eve, ann, "from eve")
		send(t, s, ann, eve, "hi eve")
		if got := requestsOf(t, s, ann); len(got) != 0 {
			t.Fatalf("ann's requests after answering %v", got)
		}
		if stateOf(t, s, eve, ann.ID) != RequestNone || unreadOf(t, s, ann) != 4 {
			t.Fatalf("eve's state %d, ann unread %d", stateOf(t, s, eve, ann.ID), unreadOf(t, s, ann))
		}
	})
}

func TestDeclineRequest(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		clock := time.Now()
		broker := NewLocalBroker()
		s := NewService(db, broker, Options{Limits: &noLimits, Now: func() time.Time { return clock }})
		ann, sam := mkUser(t, db, "ann"), mkUser(t, db, "sam")
		first := send(t, s, sam, ann, "Buy my list of voters")
		if err := s.DeclineRequest(ctx, ann, sam.ID); err != nil {
			t.Fatal(err)
		}
		if got := requestsOf(t, s, ann); len(got) != 0 {
			t.Fatalf("ann's requests %v", got)
		}
		if got := inboxOf(t, s, ann); len(got) != 0 {
			t.Fatalf("ann's inbox %v", got)
		}
		if _, err := s.Get(ctx, ann, first.ID); apperr.CodeOf(err) != apperr.NotFound {
			t.Fatalf("ann still reads the declined request: %v", err)
		}
		wantCode(t, s.DeclineRequest(ctx, ann, sam.ID), apperr.NotFound, msgNoRequest)

		// For 30 days Sam's sends answer as usual and go nowhere.
		annSub := broker.Subscribe(ann.ID)
		defer annSub.Close()
		clock = clock.Add(29 * 24 * time.Hour)
		m, err := s.Send(ctx, sam, SendInput{ReceiverID: ann.ID, Content: "Did you see my message?", ClientID: "again-1"})
		if err != nil || m.Replayed || m.ID == 0 {
			t.Fatalf("declined sender's send: %+v %v", m, err)
		}
		noEvent(t, annSub, "ann")
		if got := requestsOf(t, s, ann); len(got) != 0 {
			t.Fatalf("ann's requests %v", got)
		}
		if unreadOf(t, s, ann) != 0 {
			t.Fatal("ann has unread")
		}
		// Sam sees his messages and "Request sent", as before the decline.
		if p, _ := s.Conversation(ctx, sam, ann.ID, 10, ""); len(p.Items) != 2 || stateOf(t, s, sam, ann.ID) != RequestSent {
			t.Fatalf("sam sees %d messages, state %d", len(p.Items), stateOf(t, s, sam, ann.ID))
		}
		if p, _ := s.Conversation(ctx, ann, sam.ID, 10, ""); len(p.Items) != 0 {
			t.Fatalf("ann sees %d messages", len(p.Items))
		}
		// After 30 days a message is a new request (the old ones stay withheld).
		clock = clock.Add(2 * 24 * time.Hour)
		m = send(t, s, sam, ann, "Trying once more")
		if !m.Request || m.Withheld {
			t.Fatalf("after 30 days %+v", m)
		}
		if got := requestsOf(t, s, ann); len(got) != 1 {
			t.Fatalf("ann's requests %v", got)
		}
		if p, _ := s.Conversation(ctx, ann, sam.ID, 10, ""); len(p.Items) != 1 || p.Items[0].ID != m.ID {
			t.Fatalf("ann sees %d messages", len(p.Items))
		}
	})
}

func TestBlockedRequest(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, _ := newSvc(db, nil)
		ann, sam := mkUser(t, db, "ann"), mkUser(t, db, "sam")
		m := send(t, s, sam, ann, "spam")
		if _, err := s.Report(ctx, ann, m.ID, "Unwanted message request"); err != nil {
			t.Fatal(err)
		}
		if err := s.Block(ctx, ann, sam.ID); err != nil {
			t.Fatal(err)
		}
		if got := requestsOf(t, s, ann); len(got) != 0 {
			t.Fatalf("ann's requests %v", got)
		}
		_, err := s.AcceptRequest(ctx, ann, sam.ID)
		wantCode(t, err, apperr.NotFound, msgNoRequest)
		if m := send(t, s, sam, ann, "more spam"); !m.Withheld {
			t.Fatalf("blocked sender's message %+v", m)
		}
		if stateOf(t, s, sam, ann.ID) != RequestSent {
			t.Fatal("sam's state")
		}
	})
}
