package messages

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

var ctx = context.Background()

// mkUser inserts a user directly (the accounts service is not under test),
// created a week ago unless age says otherwise.
func mkUser(t *testing.T, db *store.DB, username string, age ...time.Duration) *accounts.User {
	t.Helper()
	created := store.Now().Add(-7 * 24 * time.Hour)
	if len(age) > 0 {
		created = store.Now().Add(-age[0])
	}
	u := &accounts.User{Username: username, FirstName: "F" + username, LastName: "L" + username, UserType: accounts.Candidate, CreatedAt: created}
	err := db.GetW(ctx, &u.ID, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
		VALUES (?, 'x', ?, ?, ?, ?, ?) RETURNING id`, username, username+"@example.com", u.FirstName, u.LastName, string(u.UserType), u.CreatedAt)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// teammates puts users on one team: their first messages to each other go
// straight to the inbox, not to Requests (requests.go).
func teammates(t *testing.T, db *store.DB, users ...*accounts.User) {
	t.Helper()
	var team int64
	now := store.Now()
	if err := db.GetW(ctx, &team, `INSERT INTO teams (name, created_at, updated_at) VALUES ('Team', ?, ?) RETURNING id`, now, now); err != nil {
		t.Fatal(err)
	}
	for i, u := range users {
		role := "member"
		if i == 0 {
			role = "owner"
		}
		if _, err := db.Exec(ctx, `INSERT INTO team_members (team_id, user_id, role, created_at) VALUES (?, ?, ?, ?)`, team, u.ID, role, now); err != nil {
			t.Fatal(err)
		}
	}
}

var noLimits = Limits{BurstWindow: time.Second}

func newSvc(db *store.DB, lim *Limits) (*Service, *LocalBroker) {
	b := NewLocalBroker()
	if lim == nil {
		lim = &noLimits
	}
	return NewService(db, b, Options{Limits: lim}), b
}

func wantCode(t *testing.T, err error, code apperr.Code, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil {
		t.Fatalf("err = %v, want %s %q", err, code, msg)
	}
	if e.Code != code || (msg != "" && e.Message != msg) {
		t.Fatalf("err = %s %q, want %s %q", e.Code, e.Message, code, msg)
	}
}

func send(t *testing.T, s *Service, from, to *accounts.User, content string) *Message {
	t.Helper()
	m, err := s.Send(ctx, from, SendInput{ReceiverID: to.ID, Content: content})
	if err != nil {
		t.Fatalf("send %q: %v", content, err)
	}
	return m
}

func TestSendRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, _ := newSvc(db, nil)
		a, b := mkUser(t, db, "alice"), mkUser(t, db, "bob")

		m := send(t, s, a, b, "  hello <script>alert(1)</script>\n ")
		if m.Content != "hello <script>alert(1)</script>" || m.SenderID != a.ID || m.ReceiverID != b.ID || m.IsRead() {
			t.Fatalf("stored %+v", m)
		}
		cases := []struct {
			name  string
			actor *accounts.User
			in    SendInput
			code  apperr.Code
			msg   string
		}{
			{"signed out", nil, SendInput{ReceiverID: b.ID, Content: "x"}, apperr.Unauthenticated, "Not signed in"},
			{"blank", a, SendInput{ReceiverID: b.ID, Content: " \n\t "}, apperr.Invalid, msgContentBlank},
			{"invisible", a, SendInput{ReceiverID: b.ID, Content: "\u200b\u200d\ufeff\u00a0"}, apperr.Invalid, msgContentBlank},
			{"too long", a, SendInput{ReceiverID: b.ID, Content: strings.Repeat("é", MaxContentLen+1)}, apperr.Invalid, msgContentLong},
			{"self", a, SendInput{ReceiverID: a.ID, Content: "me"}, apperr.Invalid, msgReceiverSelf},
			{"unknown receiver", a, SendInput{ReceiverID: 999999, Content: "hi"}, apperr.Invalid, msgReceiverGone},
			{"no receiver", a, SendInput{Content: "hi"}, apperr.Invalid, msgReceiverNeeded},
			{"NUL", a, SendInput{ReceiverID: b.ID, Content: "a\x00b"}, apperr.Invalid, ""},
			{"long client id", a, SendInput{ReceiverID: b.ID, Content: "hi", ClientID: strings.Repeat("x", 101)}, apperr.Invalid, msgClientID},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				_, err := s.Send(ctx, c.actor, c.in)
				wantCode(t, err, c.code, c.msg)
			})
		}
		if _, err := s.Send(ctx, a, SendInput{ReceiverID: b.ID, Content: strings.Repeat("é", MaxContentLen)}); err != nil {
			t.Fatalf("5000 characters refused: %v", err)
		}
		var n int
		db.Get(ctx, &n, `SELECT COUNT(*) FROM messages`)
		if n != 2 {
			t.Fatalf("%d messages stored, want 2", n)
		}
	})
}

func TestSendIsIdempotent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, b := newSvc(db, nil)
		alice, bob := mkUser(t, db, "alice"), mkUser(t, db, "bob")
		teammates(t, db, alice, bob)
		sub := b.Subscribe(bob.ID)
		defer sub.Close()

		in := SendInput{ReceiverID: bob.ID, Content: "Are you coming to the rally?", ClientID: "c0ffee-1"}
		var wg sync.WaitGroup
		got := make([]*Message, 5)
		errs := make([]error, 5)
		for i := range 5 {
			wg.Add(1)
			go func() { defer wg.Done(); got[i], errs[i] = s.Send(ctx, alice, in) }()
		}
		wg.Wait()
		for i := range 5 {
			if errs[i] != nil {
				t.Fatalf("send %d: %v", i, errs[i])
			}
			if got[i].ID != got[0].ID {
				t.Fatalf("send %d returned message %d, send 0 %d", i, got[i].ID, got[0].ID)
			}
		}
		var n int
		if err := db.Get(ctx, &n, `SELECT COUNT(*) FROM messages WHERE sender_id = ?`, alice.ID); err != nil || n != 1 {
			t.Fatalf("%d messages stored (%v), want 1", n, err)
		}
		// One event, not five.
		select {
		case ev := <-sub.C:
			if ev.Kind != KindMessage || ev.MessageID != got[0].ID {
				t.Fatalf("event %+v", ev)
			}
		case <-time.After(time.Second):
			t.Fatal("no event")
		}
		select {
		case ev := <-sub.C:
			t.Fatalf("second event %+v", ev)
		case <-time.After(50 * time.Millisecond):
		}
		// A later retry still finds it; the same id for someone else is refused.
		again, err := s.Send(ctx, alice, in)
		if err != nil || again.ID != got[0].ID {
			t.Fatalf("retry: %v %v", again, err)
		}
		carol := mkUser(t, db, "carol")
		_, err = s.Send(ctx, alice, SendInput{ReceiverID: carol.ID, Content: "hi", ClientID: "c0ffee-1"})
		wantCode(t, err, apperr.Invalid, msgClientIDReused)
		// Client ids are per sender: bob may use the same one.
		if _, err := s.Send(ctx, bob, SendInput{ReceiverID: alice.ID, Content: "Yes!", ClientID: "c0ffee-1"}); err != nil {
			t.Fatal(err)
		}
	})
}

func TestReadStateAndContacts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, _ := newSvc(db, nil)
		alice, bob, carol := mkUser(t, db, "alice"), mkUser(t, db, "bob"), mkUser(t, db, "carol")
		teammates(t, db, alice, bob, carol)
		carol.FirstName = "Carol"
		db.Exec(ctx, `UPDATE users SET first_name = 'Carolina', last_name = 'Smith' WHERE id = ?`, carol.ID)

		b1 := send(t, s, bob, alice, "one")
		b2 := send(t, s, bob, alice, "two")
		send(t, s, alice, bob, "reply")
		c1 := send(t, s, carol, alice, "from carol")

		unread := func(u *accounts.User) int {
			t.Helper()
			n, err := s.UnreadCount(ctx, u)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		if n := unread(alice); n != 3 {
			t.Fatalf("alice unread %d, want 3", n)
		}
		if n := unread(bob); n != 1 {
			t.Fatalf("bob unread %d, want 1", n)
		}
		page, err := s.Contacts(ctx, alice, ContactsFilter{}, 10, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Items) != 2 || page.Items[0].OtherID != carol.ID || page.Items[1].OtherID != bob.ID {
			t.Fatalf("contacts %+v", page.Items)
		}
		if page.Items[0].UnreadCount != 1 || page.Items[1].UnreadCount != 2 || page.Items[1].LastMessage.Content != "reply" {
			t.Fatalf("contacts %+v", page.Items)
		}
		// Paging: one at a time.
		p1, _ := s.Contacts(ctx, alice, ContactsFilter{}, 1, "")
		p2, _ := s.Contacts(ctx, alice, ContactsFilter{}, 1, p1.Cursor(0))
		if !p1.HasNext || p2.HasNext || p2.Items[0].OtherID != bob.ID {
			t.Fatalf("paging %+v %+v", p1, p2)
		}
		// A brief page: the same contacts, counts and messages, without
		// join dates and read times.
		brief, err := s.Contacts(ctx, alice, ContactsFilter{Brief: true}, 10, "")
		if err != nil || len(brief.Items) != 2 {
			t.Fatalf("brief: %v %+v", err, brief.Items)
		}
		for i, c := range brief.Items {
			full := page.Items[i]
			if c.OtherID != full.OtherID || c.UnreadCount != full.UnreadCount || c.LastMessage.Content != full.LastMessage.Content ||
				!c.LastMessage.CreatedAt.Equal(full.LastMessage.CreatedAt) || c.With.Username != full.With.Username {
				t.Errorf("brief contact %d: %+v, full %+v", i, c, full)
			}
			if full.With.CreatedAt.IsZero() || !c.With.CreatedAt.IsZero() || c.LastMessage.ReadAt != nil || c.LastMessage.IsRead() != full.LastMessage.IsRead() {
				t.Errorf("brief contact %d keeps a join date or read time (full join date %v)", i, full.With.CreatedAt)
			}
		}
		// Bare messages and name cards: the same contacts, names and last
		// messages, without senders, client ids, types or images.
		bare, err := s.Contacts(ctx, alice, ContactsFilter{BareMessage: true, BareCard: true}, 10, "")
		if err != nil || len(bare.Items) != 2 {
			t.Fatalf("bare: %v %+v", err, bare.Items)
		}
		for i, c := range bare.Items {
			full := page.Items[i]
			if c.OtherID != full.OtherID || c.LastMessage.ID != full.LastMessage.ID || c.LastMessage.Content != full.LastMessage.Content ||
				c.LastMessage.IsRead() != full.LastMessage.IsRead() || c.With.ID != full.With.ID || c.With.Username != full.With.Username ||
				c.With.FirstName != full.With.FirstName || c.With.LastName != full.With.LastName || c.With.IsPublicProfile != full.With.IsPublicProfile {
				t.Errorf("bare contact %d: %+v, full %+v", i, c, full)
			}
			if c.LastMessage.SenderID != 0 || full.LastMessage.SenderID == 0 || c.With.UserType != "" || full.With.UserType == "" {
				t.Errorf("bare contact %d keeps its sender or user type", i)
			}
		}
		// Every shape of the statement runs and reads the same contacts;
		// without read state, IsRead reads false.
		for n := range contactSelects {
			f := ContactsFilter{Brief: n&1 != 0, BareMessage: n&2 != 0, BareCard: n&4 != 0, NoReadState: n&8 != 0, Names: n&16 != 0}
			withTotal := n&32 != 0
			if f.shape(withTotal) != n {
				t.Fatalf("shape %d numbers %+v as %d", n, f, f.shape(withTotal))
			}
			got, total, err := s.contacts(ctx, alice, f, 10, "", withTotal)
			if err != nil || len(got.Items) != len(page.Items) {
				t.Fatalf("shape %d (%+v): %v %+v", n, f, err, got.Items)
			}
			if wantTotal, _ := s.UnreadCount(ctx, alice); withTotal && total != wantTotal {
				t.Errorf("shape %d: unread total %d, want %d", n, total, wantTotal)
			}
			for i, c := range got.Items {
				full := page.Items[i]
				if c.OtherID != full.OtherID || c.With.ID != full.OtherID || c.LastMessage.ID != full.LastMessage.ID ||
					c.LastMessage.Content != full.LastMessage.Content || c.UnreadCount != full.UnreadCount || c.With.Username != full.With.Username ||
					c.With.FirstName != full.With.FirstName || c.With.LastName != full.With.LastName ||
					c.With.IsPublicProfile != full.With.IsPublicProfile && !(f.BareCard && f.Names) {
					t.Errorf("shape %d contact %d: %+v, full %+v", n, i, c, full)
				}
				if f.Brief && f.NoReadState && c.LastMessage.IsRead() || !(f.Brief && f.NoReadState) && c.LastMessage.IsRead() != full.LastMessage.IsRead() {
					t.Errorf("shape %d contact %d: read state %v, full %v", n, i, c.LastMessage.IsRead(), full.LastMessage.IsRead())
				}
			}
		}
		// Filter by first name, last name, username; wildcards are literal.
		for f, want := range map[string]int{"carolina": 1, "SMITH": 1, "bob": 1, "Lbob": 1, "zzz": 0, "%": 0, "_": 0} {
			p, err := s.Contacts(ctx, alice, ContactsFilter{Search: f}, 10, "")
			if err != nil || len(p.Items) != want {
				t.Fatalf("filter %q: %d contacts (%v), want %d", f, len(p.Items), err, want)
			}
		}

		// Mark one; the sender cannot; a stranger sees nothing.
		if _, err := s.MarkRead(ctx, bob, b1.ID); apperr.CodeOf(err) != apperr.Forbidden {
			t.Fatalf("sender marking read: %v", err)
		}
		if _, err := s.MarkRead(ctx, carol, b1.ID); apperr.CodeOf(err) != apperr.NotFound {
			t.Fatalf("stranger marking read: %v", err)
		}
		m, err := s.MarkRead(ctx, alice, b1.ID)
		if err != nil || !m.IsRead() {
			t.Fatalf("mark read: %v %v", m, err)
		}
		if n := unread(alice); n != 2 {
			t.Fatalf("alice unread %d, want 2", n)
		}
		// Mark a conversation up to what is on screen.
		if n, err := s.MarkConversationRead(ctx, alice, bob.ID, b2.ID); err != nil || n != 1 {
			t.Fatalf("mark conversation: %d %v", n, err)
		}
		if n := unread(alice); n != 1 {
			t.Fatalf("alice unread %d, want 1", n)
		}
		// A brief conversation page: the same messages, read ones read,
		// without read times.
		convFull, err1 := s.Conversation(ctx, alice, bob.ID, 10, "")
		convBrief, err2 := s.BriefConversation(ctx, alice, bob.ID, 10, "")
		if err1 != nil || err2 != nil || len(convFull.Items) != len(convBrief.Items) || len(convFull.Items) < 3 {
			t.Fatalf("conversation pages: %v %v %d %d", err1, err2, len(convFull.Items), len(convBrief.Items))
		}
		reads := 0
		for i, m := range convBrief.Items {
			f := convFull.Items[i]
			if m.ID != f.ID || m.Content != f.Content || m.IsRead() != f.IsRead() || m.ReadAt != nil || !m.CreatedAt.Equal(f.CreatedAt) ||
				m.SenderID != f.SenderID || m.ReceiverID != 0 || f.ReceiverID == 0 || m.ClientID != nil {
				t.Errorf("brief message %d: %+v, full %+v", i, m, f)
			}
			if f.IsRead() {
				reads++
			}
		}
		if reads != 2 || convBrief.EndCursor() != convFull.EndCursor() {
			t.Errorf("%d read messages (want 2), cursors %q %q", reads, convBrief.EndCursor(), convFull.EndCursor())
		}
		if n, _ := s.MarkAllRead(ctx, alice); n != 1 {
			t.Fatalf("mark all: %d", n)
		}
		if n := unread(alice); n != 0 {
			t.Fatalf("alice unread %d, want 0", n)
		}
		_ = c1
	})
}

func TestPrivacy(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, _ := newSvc(db, nil)
		alice, bob, eve := mkUser(t, db, "alice"), mkUser(t, db, "bob"), mkUser(t, db, "eve")
		m := send(t, s, alice, bob, "secret")
		if _, err := s.Get(ctx, eve, m.ID); apperr.CodeOf(err) != apperr.NotFound {
			t.Fatalf("eve read it: %v", err)
		}
		if _, err := s.Get(ctx, nil, m.ID); apperr.CodeOf(err) != apperr.Unauthenticated {
			t.Fatalf("visitor: %v", err)
		}
		for _, u := range []*accounts.User{alice, bob} {
			if got, err := s.Get(ctx, u, m.ID); err != nil || got.Content != "secret" {
				t.Fatalf("%s: %v", u.Username, err)
			}
		}
		if p, _ := s.Conversation(ctx, eve, alice.ID, 10, ""); len(p.Items) != 0 {
			t.Fatal("eve sees alice's conversation")
		}
		if p, _ := s.List(ctx, eve, 0, 10, ""); len(p.Items) != 0 {
			t.Fatal("eve's list has others' messages")
		}
		if l, _, _ := s.Since(ctx, eve, 0, 10); len(l) != 0 {
			t.Fatal("eve's catch-up has others' messages")
		}
		if p, _ := s.Contacts(ctx, eve, ContactsFilter{}, 10, ""); len(p.Items) != 0 {
			t.Fatal("eve has contacts")
		}
		if _, err := s.Report(ctx, eve, m.ID, "spam"); apperr.CodeOf(err) != apperr.NotFound {
			t.Fatalf("eve reported: %v", err)
		}
		if n, _ := s.MarkConversationRead(ctx, eve, alice.ID, 0); n != 0 {
			t.Fatal("eve marked read")
		}
		if got, _ := s.Get(ctx, bob, m.ID); got.IsRead() {
			t.Fatal("read by eve")
		}
	})
}

func TestConversationPagingAndSince(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, _ := newSvc(db, nil)
		alice, bob, carol := mkUser(t, db, "alice"), mkUser(t, db, "bob"), mkUser(t, db, "carol")
		var ids []int64
		for i := range 25 {
			from, to := alice, bob
			if i%2 == 1 {
				from, to = bob, alice
			}
			ids = append(ids, send(t, s, from, to, fmt.Sprint("m", i)).ID)
			send(t, s, carol, alice, "noise")
		}
		var seen []int64
		after := ""
		for {
			p, err := s.Conversation(ctx, alice, bob.ID, 10, after)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range p.Items {
				seen = append(seen, m.ID)
			}
			if !p.HasNext {
				break
			}
			after = p.EndCursor()
		}
		if len(seen) != 25 || seen[0] != ids[24] || seen[24] != ids[0] {
			t.Fatalf("paged %v", seen)
		}
		if _, err := s.Conversation(ctx, alice, bob.ID, 10, "garbage"); apperr.CodeOf(err) != apperr.Invalid {
			t.Fatalf("bad cursor: %v", err)
		}
		got, more, err := s.Since(ctx, bob, ids[19], 3)
		if err != nil || !more || len(got) != 3 || got[0].ID != ids[20] || got[2].ID != ids[22] {
			t.Fatalf("since: %v %v %v", got, more, err)
		}
	})
}

func TestBlock(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, broker := newSvc(db, nil)
		alice, bully := mkUser(t, db, "alice"), mkUser(t, db, "bully")
		teammates(t, db, alice, bully)
		send(t, s, bully, alice, "first")
		if err := s.Block(ctx, alice, bully.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.Block(ctx, alice, bully.ID); err != nil {
			t.Fatalf("blocking twice: %v", err)
		}
		wantCode(t, s.Block(ctx, alice, alice.ID), apperr.Invalid, msgBlockSelf)
		wantCode(t, s.Block(ctx, alice, 987654), apperr.NotFound, "")

		aliceSub := broker.Subscribe(alice.ID)
		defer aliceSub.Close()
		// The bully's send answers as usual ...
		m, err := s.Send(ctx, bully, SendInput{ReceiverID: alice.ID, Content: "you can't hide", ClientID: "x1"})
		if err != nil || m.ID == 0 || m.Content != "you can't hide" {
			t.Fatalf("blocked send answered %v %v", m, err)
		}
		// ... and shows in their own conversation, but alice never gets it.
		if p, _ := s.Conversation(ctx, bully, alice.ID, 10, ""); len(p.Items) != 2 {
			t.Fatalf("bully sees %d", len(p.Items))
		}
		if p, _ := s.Conversation(ctx, alice, bully.ID, 10, ""); len(p.Items) != 1 {
			t.Fatalf("alice sees %d", len(p.Items))
		}
		if _, err := s.Get(ctx, alice, m.ID); apperr.CodeOf(err) != apperr.NotFound {
			t.Fatalf("alice reads withheld: %v", err)
		}
		select {
		case ev := <-aliceSub.C:
			t.Fatalf("alice got event %+v", ev)
		case <-time.After(50 * time.Millisecond):
		}
		if n, _ := s.UnreadCount(ctx, alice); n != 0 {
			t.Fatalf("alice unread %d", n)
		}
		if p, _ := s.Contacts(ctx, alice, ContactsFilter{}, 10, ""); len(p.Items) != 0 {
			t.Fatal("blocked conversation still in contacts")
		}
		bl, _ := s.BlockedUsers(ctx, alice, 10, "")
		if len(bl.Items) != 1 || bl.Items[0].UserID != bully.ID {
			t.Fatalf("blocked list %+v", bl.Items)
		}
		// Alice cannot message whom she blocked (she is told why).
		_, err = s.Send(ctx, alice, SendInput{ReceiverID: bully.ID, Content: "stop"})
		wantCode(t, err, apperr.Forbidden, msgYouBlocked)

		// Unblock: the conversation returns, withheld messages stay undelivered.
		if err := s.Unblock(ctx, alice, bully.ID); err != nil {
			t.Fatal(err)
		}
		p, _ := s.Contacts(ctx, alice, ContactsFilter{}, 10, "")
		if len(p.Items) != 1 || p.Items[0].LastMessage.Content != "first" {
			t.Fatalf("after unblock %+v", p.Items)
		}
		if bl, _ := s.BlockedUsers(ctx, alice, 10, ""); len(bl.Items) != 0 {
			t.Fatal("still blocked")
		}
		send(t, s, bully, alice, "sorry")
		if n, _ := s.UnreadCount(ctx, alice); n != 2 {
			t.Fatalf("alice unread %d, want 2 (first, sorry)", n)
		}
	})
}

func TestReport(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, _ := newSvc(db, nil)
		alice, bob := mkUser(t, db, "alice"), mkUser(t, db, "bob")
		send(t, s, bob, alice, "hello")
		bad := send(t, s, bob, alice, "buy followers now")
		mine := send(t, s, alice, bob, "no thanks")

		_, err := s.Report(ctx, alice, bad.ID, "  ")
		wantCode(t, err, apperr.Invalid, msgReasonBlank)
		_, err = s.Report(ctx, alice, mine.ID, "spam")
		wantCode(t, err, apperr.Forbidden, msgReportOwn)
		r, err := s.Report(ctx, alice, bad.ID, "Spam")
		if err != nil {
			t.Fatal(err)
		}
		// The copy survives the originals.
		db.Exec(ctx, `DELETE FROM messages`)
		list, err := s.Reports(ctx, 10)
		if err != nil || len(list) != 1 || list[0].ID != r.ID || list[0].Reporter != "alice" || list[0].Reported != "bob" {
			t.Fatalf("reports %+v %v", list, err)
		}
		kept, err := list[0].ReportedMessages()
		if err != nil || len(kept) != 2 || kept[0]["content"] != "hello" || kept[1]["content"] != "buy followers now" {
			t.Fatalf("kept %v %v", kept, err)
		}
	})
}

func TestSendLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		lim := Limits{BurstWindow: time.Minute, Burst: 3, Hourly: 5, NewAccountAge: 24 * time.Hour, NewBurst: 2, NewHourly: 3}
		s, _ := newSvc(db, &lim)
		old, fresh, bob := mkUser(t, db, "old"), mkUser(t, db, "fresh", time.Hour), mkUser(t, db, "bob")

		for i := range 3 {
			send(t, s, old, bob, fmt.Sprint("hi ", i))
		}
		_, err := s.Send(ctx, old, SendInput{ReceiverID: bob.ID, Content: "one more"})
		wantCode(t, err, apperr.RateLimited, "You're sending messages too quickly. Please wait 60 seconds and try again.")
		if e := apperr.As(err); e.RetryAfter != 60 {
			t.Fatalf("retry after %d", e.RetryAfter)
		}
		first, err := s.Send(ctx, fresh, SendInput{ReceiverID: bob.ID, Content: "hi", ClientID: "r1"})
		if err != nil {
			t.Fatal(err)
		}
		send(t, s, fresh, bob, "hi again")
		_, err = s.Send(ctx, fresh, SendInput{ReceiverID: bob.ID, Content: "one more"})
		wantCode(t, err, apperr.RateLimited, "")
		// A retry of an accepted send is not a new send: never limited.
		if again, err := s.Send(ctx, fresh, SendInput{ReceiverID: bob.ID, Content: "hi", ClientID: "r1"}); err != nil || again.ID != first.ID {
			t.Fatalf("retry limited: %v %v", again, err)
		}

		// Hourly: move the sends out of the burst window.
		db.Exec(ctx, `UPDATE messages SET created_at = ? WHERE sender_id = ?`, store.Now().Add(-30*time.Minute), old.ID)
		send(t, s, old, bob, "4")
		send(t, s, old, bob, "5")
		_, err = s.Send(ctx, old, SendInput{ReceiverID: bob.ID, Content: "6"})
		wantCode(t, err, apperr.RateLimited, "You've reached the limit of 5 messages an hour. Please try again in 30 minutes.")
	})
}
