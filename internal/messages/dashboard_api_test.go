package messages_test

// The New Contact search and the dashboard's message list, through GraphQL
// against the whole server, on SQLite and PostgreSQL.

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/apptest"
	"canvass/internal/messages"
	"canvass/internal/store"
)

const candidatesQ = `query($s: String!, $n: Int, $after: String) { newContactCandidates(search: $s, first: $n, after: $after) {
  edges { cursor node { id username firstName lastName userType } } pageInfo { hasNextPage endCursor } } }`

type candidatePage struct {
	NewContactCandidates struct {
		Edges []struct {
			Node struct{ Username string }
		}
		PageInfo struct {
			HasNextPage bool
			EndCursor   string
		}
	}
}

func candidates(t *testing.T, c *apptest.Client, search string, n int, after string) ([]string, candidatePage) {
	t.Helper()
	vars := map[string]any{"s": search, "n": n}
	if after != "" {
		vars["after"] = after
	}
	res := c.GraphQL(t, candidatesQ, vars)
	res.NoErrors(t)
	var out candidatePage
	res.Decode(t, &out)
	var names []string
	for _, e := range out.NewContactCandidates.Edges {
		names = append(names, e.Node.Username)
	}
	return names, out
}

// insertUser adds a user straight into the database (no sign-up throttle).
func insertUser(t *testing.T, s *apptest.Server, username, first, last, userType string) *accounts.User {
	t.Helper()
	ctx := context.Background()
	var id int64
	if err := s.App.DB.GetW(ctx, &id, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
		VALUES (?, 'x', ?, ?, ?, ?, ?) RETURNING id`, username, username+"@example.com", first, last, userType, store.Now()); err != nil {
		t.Fatal(err)
	}
	u, err := s.App.Accounts.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestNewContactCandidates(t *testing.T) {
	apptest.EachWith(t, noLimits, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		ac := s.NewClient()
		alice := ac.Register(t, "alice", "CANDIDATE") // "Test Alice"
		me, _ := s.App.Accounts.Get(ctx, alice.DatabaseID)
		bob := insertUser(t, s, "bobtest", "Bob", "Contact", "candidate")
		carol := insertUser(t, s, "caroltest", "Carol", "Blocked", "campaign_staff")
		insertUser(t, s, "davetest", "Dave", "Printer", "vendor")
		insertUser(t, s, "erintest", "Erin", "Stranger", "campaign_staff")
		insertUser(t, s, "frank", "Frank", "Other", "candidate")
		if _, err := s.App.Messages.Send(ctx, me, messages.SendInput{ReceiverID: bob.ID, Content: "hi"}); err != nil {
			t.Fatal(err)
		}
		if err := s.App.Messages.Block(ctx, me, carol.ID); err != nil {
			t.Fatal(err)
		}

		// "test" matches every username above and alice's first name: only
		// the strangers (a vendor among them) come back, by id.
		names, _ := candidates(t, ac, "  TEST ", 10, "")
		if strings.Join(names, ",") != "davetest,erintest" {
			t.Fatalf("search test: %v (want the two strangers, not alice, her contact or the person she blocked)", names)
		}
		// First name, last name, full name, username; case-insensitive.
		for search, want := range map[string]string{"erin": "erintest", "stranger": "erintest", "erin str": "erintest", "FRA": "frank", "dave p": "davetest"} {
			if names, _ := candidates(t, ac, search, 10, ""); strings.Join(names, ",") != want {
				t.Errorf("search %q: %v, want %s", search, names, want)
			}
		}
		// Wildcards are literal; nothing matches.
		if names, _ := candidates(t, ac, "%_", 10, ""); len(names) != 0 {
			t.Errorf("wildcards matched %v", names)
		}
		// Paged: one at a time, then the rest.
		names, page := candidates(t, ac, "test", 1, "")
		if strings.Join(names, ",") != "davetest" || !page.NewContactCandidates.PageInfo.HasNextPage {
			t.Fatalf("first page %v %+v", names, page.NewContactCandidates.PageInfo)
		}
		names, page = candidates(t, ac, "test", 1, page.NewContactCandidates.PageInfo.EndCursor)
		if strings.Join(names, ",") != "erintest" || page.NewContactCandidates.PageInfo.HasNextPage {
			t.Fatalf("second page %v %+v", names, page.NewContactCandidates.PageInfo)
		}
		// Unblocking brings carol back only if she is not a contact: she is not.
		if err := s.App.Messages.Unblock(ctx, me, carol.ID); err != nil {
			t.Fatal(err)
		}
		if names, _ := candidates(t, ac, "carol", 10, ""); strings.Join(names, ",") != "caroltest" {
			t.Fatalf("after unblock: %v", names)
		}

		// Too short, too long, visitors, a bad cursor.
		for _, tc := range []struct {
			c      *apptest.Client
			search string
			after  string
			code   string
			msg    string
		}{
			{ac, " a ", "", "INVALID", "Type at least 2 characters to search."},
			{ac, strings.Repeat("x", 101), "", "INVALID", "Search must be at most 100 characters"},
			{ac, "test", "garbage", "INVALID", "Invalid cursor."},
			{s.NewClient(), "test", "", "UNAUTHENTICATED", ""},
		} {
			vars := map[string]any{"s": tc.search}
			if tc.after != "" {
				vars["after"] = tc.after
			}
			res := tc.c.GraphQL(t, candidatesQ, vars)
			if c := res.Codes(); len(c) != 1 || c[0] != tc.code || (tc.msg != "" && res.Errors[0].Message != tc.msg) {
				t.Errorf("search %.10q: %+v, want %s %q", tc.search, res.Errors, tc.code, tc.msg)
			}
		}

		// Statements: the same for 5 matches as for 50, and few.
		count := map[int]int64{}
		added := 0
		for _, n := range []int{5, 50} {
			for ; added < n; added++ {
				insertUser(t, s, fmt.Sprint("zed", added), "Zed", fmt.Sprint("Number", added), "candidate")
			}
			var names []string
			count[n] = s.CountStatements(func() { names, _ = candidates(t, ac, "zed", n, "") })
			if len(names) != n {
				t.Fatalf("%d candidates, want %d", len(names), n)
			}
		}
		if count[5] != count[50] || count[5] > 3 {
			t.Fatalf("candidates: %d statements for 5, %d for 50 (want equal, at most 3)", count[5], count[50])
		}
		t.Logf("new contact search: %d statements", count[5])
	})
}

const dashboardQ = `query($n: Int!) { viewer { unreadMessageCount messages(first: $n) {
  edges { node { id databaseId content isRead viewerIsSender createdAt sender { username firstName } receiver { username } } }
  pageInfo { hasNextPage endCursor } } } }`

func TestDashboardMessages(t *testing.T) {
	apptest.EachWith(t, noLimits, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		ac, bc := s.NewClient(), s.NewClient()
		alice, bob := ac.Register(t, "alice", "CANDIDATE"), bc.Register(t, "bob", "CANDIDATE")
		me, _ := s.App.Accounts.Get(ctx, alice.DatabaseID)
		b, _ := s.App.Accounts.Get(ctx, bob.DatabaseID)
		spam := insertUser(t, s, "spammer", "Spam", "Mer", "candidate")

		send := func(from *accounts.User, to int64, content string) {
			t.Helper()
			if _, err := s.App.Messages.Send(ctx, from, messages.SendInput{ReceiverID: to, Content: content}); err != nil {
				t.Fatal(err)
			}
		}
		send(me, b.ID, "one")
		send(b, me.ID, "two")
		if err := s.App.Messages.Block(ctx, me, spam.ID); err != nil {
			t.Fatal(err)
		}
		send(spam, me.ID, "withheld") // never shown to alice
		send(b, me.ID, "three")

		type page struct {
			Viewer struct {
				UnreadMessageCount int
				Messages           struct {
					Edges []struct {
						Node struct {
							ID             string
							Content        string
							IsRead         bool
							ViewerIsSender bool
							Sender         struct{ Username string }
						}
					}
					PageInfo struct{ HasNextPage bool }
				}
			}
		}
		read := func(n int) page {
			t.Helper()
			res := ac.GraphQL(t, dashboardQ, map[string]any{"n": n})
			res.NoErrors(t)
			var p page
			res.Decode(t, &p)
			return p
		}
		p := read(10)
		var got []string
		for _, e := range p.Viewer.Messages.Edges {
			got = append(got, fmt.Sprintf("%s:%s:%v", e.Node.Sender.Username, e.Node.Content, e.Node.IsRead))
		}
		if strings.Join(got, " ") != "bob:three:false bob:two:false alice:one:false" || p.Viewer.UnreadMessageCount != 2 {
			t.Fatalf("dashboard: %v unread %d", got, p.Viewer.UnreadMessageCount)
		}
		// Mark as Read: one message; the count follows.
		res := ac.GraphQL(t, `mutation($id: ID!) { markMessageRead(input: {id: $id}) { marked unreadCount message { id isRead } } }`,
			map[string]any{"id": p.Viewer.Messages.Edges[1].Node.ID})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"unreadCount":1`) || !strings.Contains(string(res.Data), `"isRead":true`) {
			t.Fatalf("markMessageRead: %s", res.Data)
		}
		if p = read(10); p.Viewer.Messages.Edges[1].Node.IsRead != true || p.Viewer.Messages.Edges[0].Node.IsRead {
			t.Fatalf("after mark: %+v", p.Viewer.Messages.Edges)
		}
		// Paged.
		if p = read(2); len(p.Viewer.Messages.Edges) != 2 || !p.Viewer.Messages.PageInfo.HasNextPage {
			t.Fatalf("first 2: %+v", p.Viewer.Messages)
		}
		// Someone else's list is null; visitors have no viewer.
		res = bc.GraphQL(t, `query($id: ID!) { node(id: $id) { ... on User { messages(first: 5) { edges { node { content } } } } } }`, map[string]any{"id": alice.ID})
		res.NoErrors(t)
		if strings.Contains(string(res.Data), "content") || !strings.Contains(string(res.Data), `"messages":null`) {
			t.Fatalf("bob read alice's messages: %s", res.Data)
		}

		// Statements: the same for 5 as for 50.
		count := map[int]int64{}
		sent := 3 // alice sees three so far (the withheld one is not hers to see)
		for _, n := range []int{5, 50} {
			for ; sent < n; sent++ {
				other := insertUser(t, s, fmt.Sprint("p", sent), "P", fmt.Sprint(sent), "candidate")
				send(other, me.ID, fmt.Sprint("m", sent))
			}
			count[n] = s.CountStatements(func() { p = read(n) })
			if len(p.Viewer.Messages.Edges) != n {
				t.Fatalf("%d messages, want %d", len(p.Viewer.Messages.Edges), n)
			}
		}
		if count[5] != count[50] || count[5] > 5 {
			t.Fatalf("dashboard messages: %d statements for 5, %d for 50 (want equal, at most 5)", count[5], count[50])
		}
		t.Logf("dashboard messages: %d statements", count[5])
	})
}
