package seed

import (
	"context"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/messages"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

func TestDemoMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		users := DemoUsers{}
		for _, name := range []string{"candidate1", "candidate2", "staff1", "staff2", "vendor1", "vendor2", "editor1"} {
			typ := map[byte]string{'c': "candidate", 's': "campaign_staff", 'v': "vendor", 'e': "campaign_staff"}[name[0]]
			u, err := s.Accounts.Register(ctx, accounts.RegisterInput{Username: name, Password: DemoPassword,
				Email: name + "@example.com", FirstName: "D", LastName: name, UserType: typ})
			if err != nil {
				t.Fatal(err)
			}
			users[name] = u
		}
		if err := s.demoMessages(ctx, users); err != nil {
			t.Fatal(err)
		}
		svc := messages.NewService(db, messages.NewLocalBroker(), messages.Options{})
		for name, want := range map[string]int{"candidate1": 2, "staff1": 1, "vendor1": 1, "staff2": 0, "candidate2": 0, "vendor2": 0} {
			if n, err := svc.UnreadCount(ctx, users[name]); err != nil || n != want {
				t.Errorf("%s unread = %d, %v; want %d", name, n, err, want)
			}
		}
		page, err := svc.Contacts(ctx, users["candidate1"], messages.ContactsFilter{}, 10, "")
		if err != nil || len(page.Items) != 2 {
			t.Fatalf("candidate1 contacts: %+v %v", page.Items, err)
		}
		// Newest conversation first: staff1's message 50 minutes ago.
		if page.Items[0].OtherID != users["staff1"].ID || page.Items[0].UnreadCount != 1 {
			t.Fatalf("newest contact %+v", page.Items[0])
		}
		// editor1's message is candidate1's one pending request.
		reqs, err := svc.Requests(ctx, users["candidate1"], messages.ContactsFilter{}, 10, "")
		if err != nil || len(reqs.Items) != 1 || reqs.Items[0].OtherID != users["editor1"].ID {
			t.Fatalf("candidate1 requests: %+v %v", reqs.Items, err)
		}
		for name, u := range users {
			if n, err := svc.RequestCount(ctx, u); err != nil || (n == 1) != (name == "candidate1") {
				t.Errorf("%s has %d requests (%v)", name, n, err)
			}
		}
		var total int
		db.Get(ctx, &total, `SELECT COUNT(*) FROM messages`)
		if total != 17 {
			t.Fatalf("%d demo messages, want 17", total)
		}
	})
}

func TestBenchMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		if err := s.benchUsers(ctx, 120); err != nil {
			t.Fatal(err)
		}
		if err := s.benchMessages(ctx, 5000); err != nil {
			t.Fatal(err)
		}
		var total, badContacts int
		db.Get(ctx, &total, `SELECT COUNT(*) FROM messages`)
		if total != 5000 {
			t.Fatalf("%d messages, want 5000", total)
		}
		// Every contact row points at the newest message of its pair, and
		// every pair has both rows.
		db.Get(ctx, &badContacts, `SELECT COUNT(*) FROM conversations c WHERE c.last_message_id <> (SELECT MAX(m.id) FROM messages m
			WHERE (m.sender_id = c.user_id AND m.receiver_id = c.other_id) OR (m.sender_id = c.other_id AND m.receiver_id = c.user_id))`)
		var pairs, rows int
		db.Get(ctx, &pairs, `SELECT COUNT(*) FROM (SELECT DISTINCT pair_lo, pair_hi FROM messages) p`)
		db.Get(ctx, &rows, `SELECT COUNT(*) FROM conversations`)
		if badContacts != 0 || rows != 2*pairs {
			t.Fatalf("%d stale contact rows; %d rows for %d pairs", badContacts, rows, pairs)
		}
		svc := messages.NewService(db, messages.NewLocalBroker(), messages.Options{})
		viewer, err := s.BenchUser(ctx, BenchMessagesViewer)
		if err != nil {
			t.Fatal(err)
		}
		page, err := svc.Contacts(ctx, viewer, messages.ContactsFilter{}, 100, "")
		if err != nil || len(page.Items) < 60 {
			t.Fatalf("viewer has %d contacts (want 60 or more): %v", len(page.Items), err)
		}
		peer, err := s.BenchUser(ctx, BenchMessagesPeer)
		if err != nil {
			t.Fatal(err)
		}
		conv, err := svc.Conversation(ctx, viewer, peer.ID, 100, "")
		if err != nil || len(conv.Items) != 100 || !conv.HasNext {
			t.Fatalf("viewer and peer: %d messages, more %v, %v", len(conv.Items), conv.HasNext, err)
		}
		if n, err := svc.UnreadCount(ctx, viewer); err != nil || n == 0 {
			t.Fatalf("viewer unread = %d, %v", n, err)
		}
	})
}
