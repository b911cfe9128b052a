package messages_test

// GraphQL, REST and subscription scenarios for messages against the whole
// server (apptest), on SQLite and PostgreSQL.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/messages"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// noLimits lifts the send limits (registered test users are new accounts)
// and sends first messages between them to the inbox: these tests are about
// messaging itself; requests_api_test.go has message requests.
func noLimits(c *app.Config) { c.MessageLimits, c.NoMessageRequests = &messages.Limits{}, true }

const sendMutation = `mutation($input: SendMessageInput!) {
  sendMessage(input: $input) {
    message { id databaseId content isRead viewerIsSender clientId sender { username } receiver { username } }
    conversation { id unreadCount with { username } lastMessage { content } }
    errors { field message code }
  }
}`

type gqlMessage struct {
	ID             string  `json:"id"`
	DatabaseID     int64   `json:"databaseId"`
	Content        string  `json:"content"`
	IsRead         bool    `json:"isRead"`
	ViewerIsSender bool    `json:"viewerIsSender"`
	ClientID       *string `json:"clientId"`
	Sender         struct{ Username string }
	Receiver       struct{ Username string }
}

type userError struct {
	Field   *string `json:"field"`
	Message string  `json:"message"`
	Code    string  `json:"code"`
}

func sendGQL(t *testing.T, c *apptest.Client, to apptest.User, content, clientID string) (*gqlMessage, []userError) {
	t.Helper()
	in := map[string]any{"receiverId": to.ID, "content": content}
	if clientID != "" {
		in["clientId"] = clientID
	}
	res := c.GraphQL(t, sendMutation, map[string]any{"input": in})
	res.NoErrors(t)
	var out struct {
		SendMessage struct {
			Message *gqlMessage
			Errors  []userError
		}
	}
	res.Decode(t, &out)
	return out.SendMessage.Message, out.SendMessage.Errors
}

func TestGraphQLMessaging(t *testing.T) {
	apptest.EachWith(t, noLimits, func(t *testing.T, s *apptest.Server) {
		ac, bc, ec := s.NewClient(), s.NewClient(), s.NewClient()
		alice, bob := ac.Register(t, "alice", "CANDIDATE"), bc.Register(t, "bob", "VENDOR")
		ec.Register(t, "eve", "CAMPAIGN_STAFF")

		m, errs := sendGQL(t, ac, bob, "  Hi Bob, can you print 500 yard signs?  ", "cid-1")
		if len(errs) > 0 || m == nil || m.Content != "Hi Bob, can you print 500 yard signs?" || !m.ViewerIsSender ||
			m.ClientID == nil || *m.ClientID != "cid-1" || m.Receiver.Username != "bob" {
			t.Fatalf("send: %+v %+v", m, errs)
		}
		again, _ := sendGQL(t, ac, bob, "Hi Bob, can you print 500 yard signs?", "cid-1")
		if again.ID != m.ID {
			t.Fatalf("retry made %s, first %s", again.ID, m.ID)
		}
		for name, tc := range map[string]struct {
			to                  apptest.User
			content, field, msg string
		}{
			"blank":   {bob, " \n ", "content", "Message cannot be empty."},
			"long":    {bob, strings.Repeat("x", 5001), "content", "Message must be at most 5000 characters."},
			"self":    {alice, "hi me", "receiverId", "You cannot send a message to yourself."},
			"unknown": {apptest.User{ID: "VXNlcjo5OTk5OTk"}, "hi", "receiverId", "That user does not exist."},
			"garbage": {apptest.User{ID: "not-an-id"}, "hi", "receiverId", "That user does not exist."},
		} {
			_, errs := sendGQL(t, ac, tc.to, tc.content, "")
			if len(errs) != 1 || errs[0].Field == nil || *errs[0].Field != tc.field || errs[0].Message != tc.msg {
				t.Errorf("%s: errors %+v", name, errs)
			}
		}
		// A visitor is refused.
		res := s.NewClient().GraphQL(t, sendMutation, map[string]any{"input": map[string]any{"receiverId": bob.ID, "content": "hi"}})
		if c := res.Codes(); len(c) != 1 || c[0] != "UNAUTHENTICATED" {
			t.Fatalf("visitor send: %+v", res.Errors)
		}

		// Bob sees the contact, the unread count and the conversation; the
		// client id is alice's alone.
		const contactsQ = `{ viewer { unreadMessageCount conversations(first: 10) { edges { node { id unreadCount with { username } lastMessage { content } } } } } }`
		res = bc.GraphQL(t, contactsQ, nil)
		res.NoErrors(t)
		var contacts struct {
			Viewer struct {
				UnreadMessageCount int
				Conversations      struct {
					Edges []struct {
						Node struct {
							UnreadCount int
							With        struct{ Username string }
							LastMessage struct{ Content string }
						}
					}
				}
			}
		}
		res.Decode(t, &contacts)
		if contacts.Viewer.UnreadMessageCount != 1 || len(contacts.Viewer.Conversations.Edges) != 1 ||
			contacts.Viewer.Conversations.Edges[0].Node.With.Username != "alice" || contacts.Viewer.Conversations.Edges[0].Node.UnreadCount != 1 {
			t.Fatalf("bob's contacts: %s", res.Data)
		}
		const convQ = `query($with: ID!) { conversation(with: $with) { unreadCount viewerHasBlocked with { username }
			messages(last: 10) { edges { node { id content clientId isRead } } pageInfo { hasPreviousPage startCursor } } } }`
		res = bc.GraphQL(t, convQ, map[string]any{"with": alice.ID})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"clientId":null`) || !strings.Contains(string(res.Data), "yard signs") {
			t.Fatalf("bob's conversation: %s", res.Data)
		}

		// Privacy through node, conversation, other users' fields.
		for _, c := range []*apptest.Client{ec, s.NewClient()} {
			res = c.GraphQL(t, `query($id: ID!) { node(id: $id) { id ... on Message { content } } }`, map[string]any{"id": m.ID})
			if strings.Contains(string(res.Data), "yard") {
				t.Fatalf("stranger read the message: %s", res.Data)
			}
		}
		res = ec.GraphQL(t, convQ, map[string]any{"with": alice.ID})
		if strings.Contains(string(res.Data), "yard") {
			t.Fatalf("eve read alice's messages: %s", res.Data)
		}
		res = ec.GraphQL(t, `query($id: Int!) { user(databaseId: $id) { conversations { edges { cursor } } unreadMessageCount blockedUsers { edges { cursor } } } }`,
			map[string]any{"id": bob.DatabaseID})
		res.NoErrors(t)
		if string(res.Data) != `{"user":{"conversations":null,"unreadMessageCount":null,"blockedUsers":null}}` {
			t.Fatalf("eve sees bob's private fields: %s", res.Data)
		}
		res = bc.GraphQL(t, `query($id: ID!) { node(id: $id) { ... on Message { content } } }`, map[string]any{"id": m.ID})
		if !strings.Contains(string(res.Data), "yard") {
			t.Fatalf("bob cannot read his message: %s", res.Data)
		}

		// Read state: marking as the sender is refused; bob marks up to it.
		res = ac.GraphQL(t, `mutation($id: ID!) { markMessageRead(input: {id: $id}) { marked } }`, map[string]any{"id": m.ID})
		if c := res.Codes(); len(c) != 1 || c[0] != "FORBIDDEN" {
			t.Fatalf("sender marking read: %+v", res.Errors)
		}
		res = bc.GraphQL(t, `mutation($with: ID!, $upTo: ID) { markConversationRead(input: {with: $with, upTo: $upTo}) { marked unreadCount conversation { unreadCount } } }`,
			map[string]any{"with": alice.ID, "upTo": m.ID})
		res.NoErrors(t)
		if string(res.Data) != `{"markConversationRead":{"marked":1,"unreadCount":0,"conversation":{"unreadCount":0}}}` {
			t.Fatalf("mark read: %s", res.Data)
		}
		// Alice's contacts show the read time and the join date when asked
		// (a page that asks for neither leaves them out of its statement).
		res = ac.GraphQL(t, `{ viewer { conversations { edges { node { with { username createdAt } lastMessage { isRead readAt } } } } } }`, nil)
		res.NoErrors(t)
		var read struct {
			Viewer struct {
				Conversations struct {
					Edges []struct {
						Node struct {
							With        struct{ Username, CreatedAt string }
							LastMessage struct {
								IsRead bool
								ReadAt *string
							}
						}
					}
				}
			}
		}
		res.Decode(t, &read)
		if e := read.Viewer.Conversations.Edges; len(e) != 1 || e[0].Node.With.CreatedAt == "" || e[0].Node.With.CreatedAt[:4] < "2000" ||
			!e[0].Node.LastMessage.IsRead || e[0].Node.LastMessage.ReadAt == nil {
			t.Fatalf("alice's contacts with read time and join date: %s", res.Data)
		}
		// isRead alone reads the read state (a page that shows neither it nor
		// readAt leaves the column out).
		res = ac.GraphQL(t, `{ viewer { conversations { edges { node { lastMessage { isRead } } } } } }`, nil)
		res.NoErrors(t)
		if string(res.Data) != `{"viewer":{"conversations":{"edges":[{"node":{"lastMessage":{"isRead":true}}}]}}}` {
			t.Fatalf("alice's contacts with isRead: %s", res.Data)
		}
		// The conversation shows read times when asked, and isRead without them.
		res = bc.GraphQL(t, `query($with: ID!) { conversation(with: $with) { messages(last: 5) { edges { node { viewerIsSender sender { username } receiver { username } } } } } }`,
			map[string]any{"with": alice.ID})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `{"viewerIsSender":false,"sender":{"username":"alice"},"receiver":{"username":"bob"}}`) {
			t.Fatalf("bob's conversation with senders and receivers: %s", res.Data)
		}
		for _, fields := range []string{"isRead readAt", "isRead"} {
			res = bc.GraphQL(t, `query($with: ID!) { conversation(with: $with) { messages(last: 5) { edges { node { `+fields+` } } } } }`,
				map[string]any{"with": alice.ID})
			res.NoErrors(t)
			want := `"isRead":true`
			if fields != "isRead" {
				want += `,"readAt":"2`
			}
			if !strings.Contains(string(res.Data), want) || strings.Contains(string(res.Data), `"isRead":false`) {
				t.Fatalf("bob's conversation (%s): %s", fields, res.Data)
			}
		}

		// Block is silent: alice's send looks the same, bob never sees it.
		res = bc.GraphQL(t, `mutation($id: ID!) { blockUser(input: {userId: $id}) { user { username } errors { message } } }`, map[string]any{"id": alice.ID})
		res.NoErrors(t)
		hidden, errs := sendGQL(t, ac, bob, "are you there?", "")
		if len(errs) > 0 || hidden == nil || hidden.IsRead {
			t.Fatalf("blocked send answered differently: %+v %+v", hidden, errs)
		}
		res = bc.GraphQL(t, contactsQ, nil)
		if strings.Contains(string(res.Data), "alice") || strings.Contains(string(res.Data), `"unreadMessageCount":1`) {
			t.Fatalf("blocked conversation still shows: %s", res.Data)
		}
		res = bc.GraphQL(t, `{ viewer { blockedUsers { edges { node { username } } } } }`, nil)
		if !strings.Contains(string(res.Data), `"username":"alice"`) {
			t.Fatalf("blocked list: %s", res.Data)
		}
		res = bc.GraphQL(t, `query($with: ID!) { conversation(with: $with) { viewerHasBlocked } }`, map[string]any{"with": alice.ID})
		if string(res.Data) != `{"conversation":{"viewerHasBlocked":true}}` {
			t.Fatalf("conversation blocked flag: %s", res.Data)
		}
		// Report with a reason; a blank reason is a field error.
		res = bc.GraphQL(t, `mutation($id: ID!, $r: String!) { reportMessage(input: {messageId: $id, reason: $r}) { ok errors { field message } } }`, map[string]any{"id": m.ID, "r": " "})
		if !strings.Contains(string(res.Data), `"field":"reason"`) {
			t.Fatalf("blank reason: %s", res.Data)
		}
		res = bc.GraphQL(t, `mutation($id: ID!, $r: String!) { reportMessage(input: {messageId: $id, reason: $r}) { ok errors { field message } } }`, map[string]any{"id": m.ID, "r": "Spam"})
		if string(res.Data) != `{"reportMessage":{"ok":true,"errors":[]}}` {
			t.Fatalf("report: %s", res.Data)
		}
		res = bc.GraphQL(t, `mutation($id: ID!) { unblockUser(input: {userId: $id}) { user { username } } }`, map[string]any{"id": alice.ID})
		res.NoErrors(t)
		res = bc.GraphQL(t, contactsQ, nil)
		if !strings.Contains(string(res.Data), "alice") || strings.Contains(string(res.Data), "are you there") {
			t.Fatalf("after unblock: %s", res.Data)
		}
	})
}

func TestConversationPagesBackwards(t *testing.T) {
	apptest.EachWith(t, noLimits, func(t *testing.T, s *apptest.Server) {
		ac, bc := s.NewClient(), s.NewClient()
		alice, bob := ac.Register(t, "alice", "CANDIDATE"), bc.Register(t, "bob", "CANDIDATE")
		for i := range 7 {
			sendGQL(t, ac, bob, fmt.Sprint("m", i), "")
		}
		const q = `query($with: ID!, $before: String) { conversation(with: $with) { messages(last: 3, before: $before) {
			edges { node { content } } pageInfo { hasPreviousPage hasNextPage startCursor } } } }`
		var got []string
		var before any
		for range 5 {
			res := bc.GraphQL(t, q, map[string]any{"with": alice.ID, "before": before})
			res.NoErrors(t)
			var out struct {
				Conversation struct {
					Messages struct {
						Edges    []struct{ Node struct{ Content string } }
						PageInfo struct {
							HasPreviousPage bool
							StartCursor     *string
						}
					}
				}
			}
			res.Decode(t, &out)
			var page []string
			for _, e := range out.Conversation.Messages.Edges {
				page = append(page, e.Node.Content)
			}
			got = append(page, got...)
			if !out.Conversation.Messages.PageInfo.HasPreviousPage {
				break
			}
			before = *out.Conversation.Messages.PageInfo.StartCursor
		}
		if strings.Join(got, ",") != "m0,m1,m2,m3,m4,m5,m6" {
			t.Fatalf("paged %v", got)
		}
	})
}

// TestContactsStatementCount: the contacts list and a conversation page cost
// the same number of statements for 5 contacts as for 50.
func TestContactsStatementCount(t *testing.T) {
	apptest.EachWith(t, noLimits, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		vc := s.NewClient()
		viewer := vc.Register(t, "viewer", "CANDIDATE")
		me, err := s.App.Accounts.Get(ctx, viewer.DatabaseID)
		if err != nil {
			t.Fatal(err)
		}
		count := map[int]int64{}
		added := 0
		for _, n := range []int{5, 50} {
			for ; added < n; added++ {
				var id int64
				if err := s.App.DB.GetW(ctx, &id, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
					VALUES (?, 'x', ?, 'F', 'L', 'candidate', ?) RETURNING id`, fmt.Sprint("u", added), fmt.Sprint("u", added, "@example.com"), store.Now()); err != nil {
					t.Fatal(err)
				}
				other, _ := s.App.Accounts.Get(ctx, id)
				if _, err := s.App.Messages.Send(ctx, other, messages.SendInput{ReceiverID: me.ID, Content: "hi"}); err != nil {
					t.Fatal(err)
				}
				if _, err := s.App.Messages.Send(ctx, me, messages.SendInput{ReceiverID: id, Content: "hello"}); err != nil {
					t.Fatal(err)
				}
			}
			q := `query($n: Int!) { viewer { unreadMessageCount conversations(first: $n) { edges { node { id unreadCount
				with { username firstName profileImage } lastMessage { content createdAt isRead sender { username } } } } } } }`
			var res apptest.Response
			count[n] = s.CountStatements(func() { res = vc.GraphQL(t, q, map[string]any{"n": n}) })
			res.NoErrors(t)
			if c := strings.Count(string(res.Data), `"unreadCount":1`); c != n {
				t.Fatalf("%d contacts with one unread, want %d", c, n)
			}
		}
		if count[5] != count[50] {
			t.Fatalf("contacts: %d statements for 5, %d for 50", count[5], count[50])
		}
		t.Logf("contacts: %d statements", count[5])
		// The unread total is read with the contacts: asking for it costs
		// no statement more.
		alone := s.CountStatements(func() {
			vc.GraphQL(t, `{ viewer { conversations(first: 50) { edges { node { id unreadCount
				with { username firstName profileImage } lastMessage { content createdAt isRead sender { username } } } } } } }`, nil).NoErrors(t)
		})
		if alone != count[50] {
			t.Fatalf("contacts: %d statements without the unread total, %d with it", alone, count[50])
		}

		// A conversation page: the same for 5 messages as for 50.
		var peer int64
		s.App.DB.Get(ctx, &peer, `SELECT id FROM users WHERE username = 'u0'`)
		pu, _ := s.App.Accounts.Get(ctx, peer)
		pages := map[int]int64{}
		sent := 2
		for _, n := range []int{5, 50} {
			for ; sent < n; sent++ {
				if _, err := s.App.Messages.Send(ctx, pu, messages.SendInput{ReceiverID: me.ID, Content: fmt.Sprint("m", sent)}); err != nil {
					t.Fatal(err)
				}
			}
			q := `query($w: ID!, $n: Int!) { conversation(with: $w) { unreadCount viewerHasBlocked with { username }
				messages(last: $n) { edges { node { id content isRead createdAt viewerIsSender sender { username } receiver { username } } }
				pageInfo { hasPreviousPage startCursor } } } }`
			var res apptest.Response
			pages[n] = s.CountStatements(func() { res = vc.GraphQL(t, q, map[string]any{"w": pu.GlobalID(), "n": n}) })
			res.NoErrors(t)
			if c := strings.Count(string(res.Data), `"content"`); c != n {
				t.Fatalf("%d messages on the page, want %d", c, n)
			}
		}
		if pages[5] != pages[50] {
			t.Fatalf("conversation: %d statements for 5 messages, %d for 50", pages[5], pages[50])
		}
		t.Logf("conversation page: %d statements", pages[5])
	})
}

func TestREST(t *testing.T) {
	apptest.EachWith(t, noLimits, func(t *testing.T, s *apptest.Server) {
		ac, bc, ec := s.NewClient(), s.NewClient(), s.NewClient()
		alice, bob := ac.Register(t, "alice", "CANDIDATE"), bc.Register(t, "bob", "CANDIDATE")
		ec.Register(t, "eve", "CANDIDATE")

		resp, body := ac.Do(t, "POST", "/api/messages", map[string]any{"receiverId": bob.DatabaseID, "content": " Hello ", "clientId": "r-1"})
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("send: %d %s", resp.StatusCode, body)
		}
		var m struct {
			ID         int64   `json:"id"`
			SenderID   int64   `json:"senderId"`
			ReceiverID int64   `json:"receiverId"`
			Content    string  `json:"content"`
			IsRead     bool    `json:"isRead"`
			ClientID   *string `json:"clientId"`
			CreatedAt  string  `json:"createdAt"`
		}
		json.Unmarshal(body, &m)
		if m.Content != "Hello" || m.SenderID != alice.DatabaseID || m.ReceiverID != bob.DatabaseID || m.IsRead || m.CreatedAt == "" {
			t.Fatalf("sent %s", body)
		}
		resp, body = ac.Do(t, "POST", "/api/messages", map[string]any{"receiverId": fmt.Sprint(bob.DatabaseID), "content": "Hello", "clientId": "r-1"})
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), fmt.Sprintf(`"id":%d`, m.ID)) {
			t.Fatalf("retry: %d %s", resp.StatusCode, body)
		}
		for _, tc := range []struct {
			name   string
			c      *apptest.Client
			method string
			path   string
			body   any
			status int
			want   string
		}{
			{"visitor list", s.NewClient(), "GET", "/api/messages", nil, 401, "Not signed in"},
			{"visitor send", s.NewClient(), "POST", "/api/messages", map[string]any{"receiverId": bob.DatabaseID, "content": "x"}, 401, "Not signed in"},
			{"blank", ac, "POST", "/api/messages", map[string]any{"receiverId": bob.DatabaseID, "content": "   "}, 400, "Message cannot be empty."},
			{"self", ac, "POST", "/api/messages", map[string]any{"receiverId": alice.DatabaseID, "content": "x"}, 400, "You cannot send a message to yourself."},
			{"unknown", ac, "POST", "/api/messages", map[string]any{"receiverId": 99999, "content": "x"}, 400, "That user does not exist."},
			{"no receiver", ac, "POST", "/api/messages", map[string]any{"content": "x"}, 400, "Choose who to send the message to."},
			{"object receiver", ac, "POST", "/api/messages", map[string]any{"receiverId": map[string]any{"$gt": 0}, "content": "x"}, 400, ""},
			{"not json", ac, "POST", "/api/messages", "{", 400, "Request body is not valid JSON."},
			{"too long", ac, "POST", "/api/messages", map[string]any{"receiverId": bob.DatabaseID, "content": strings.Repeat("a", 5001)}, 400, "at most 5000"},
			{"sender marks read", ac, "POST", fmt.Sprintf("/api/messages/%d/read", m.ID), nil, 403, "Only the receiver"},
			{"stranger marks read", ec, "POST", fmt.Sprintf("/api/messages/%d/read", m.ID), nil, 404, "Message not found."},
			{"bad id", bc, "POST", "/api/messages/abc/read", nil, 404, "Message not found."},
			{"bad with", bc, "GET", "/api/messages?with=x", nil, 400, "with must be a user id"},
			{"bad limit", bc, "GET", "/api/messages?limit=1000", nil, 400, "limit"},
			{"bad cursor", bc, "GET", "/api/messages?after=zzz", nil, 400, "Invalid cursor."},
		} {
			t.Run(tc.name, func(t *testing.T) {
				resp, body := tc.c.Do(t, tc.method, tc.path, tc.body)
				if resp.StatusCode != tc.status || !strings.Contains(string(body), tc.want) {
					t.Fatalf("%d %s, want %d %q", resp.StatusCode, body, tc.status, tc.want)
				}
			})
		}
		// Eve's list is empty; bob's has it (without alice's client id).
		if _, body := ec.Do(t, "GET", "/api/messages", nil); string(body) != "[]\n" {
			t.Fatalf("eve's list: %s", body)
		}
		_, body = bc.Do(t, "GET", fmt.Sprintf("/api/messages?with=%d", alice.DatabaseID), nil)
		if !strings.Contains(string(body), `"content":"Hello"`) || !strings.Contains(string(body), `"clientId":null`) || !strings.Contains(string(body), `"isRead":false`) {
			t.Fatalf("bob's list: %s", body)
		}
		resp, body = bc.Do(t, "POST", fmt.Sprintf("/api/messages/%d/read", m.ID), nil)
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"isRead":true`) {
			t.Fatalf("read: %d %s", resp.StatusCode, body)
		}
		// Paging: Link and X-Next-Cursor.
		for i := range 3 {
			ac.Do(t, "POST", "/api/messages", map[string]any{"receiverId": bob.DatabaseID, "content": fmt.Sprint("p", i)})
		}
		resp, body = bc.Do(t, "GET", "/api/messages?limit=2", nil)
		if resp.Header.Get("X-Next-Cursor") == "" || !strings.Contains(resp.Header.Get("Link"), `rel="next"`) || !strings.HasPrefix(string(body), `[{"id":`) {
			t.Fatalf("page: %v %s", resp.Header, body)
		}
		resp, body = bc.Do(t, "GET", "/api/messages?limit=2&after="+resp.Header.Get("X-Next-Cursor"), nil)
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"content":"p0"`) {
			t.Fatalf("page 2: %s", body)
		}
	})
}

// TestSendLimitAnswers429 uses the default limits: a new account may send 5
// messages in 10 seconds.
func TestSendLimitAnswers429(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		ac, bc := s.NewClient(), s.NewClient()
		ac.Register(t, "alice", "CANDIDATE")
		bob := bc.Register(t, "bob", "CANDIDATE")
		for i := range messages.DefaultLimits.NewBurst {
			if resp, body := ac.Do(t, "POST", "/api/messages", map[string]any{"receiverId": bob.DatabaseID, "content": fmt.Sprint(i)}); resp.StatusCode != 201 {
				t.Fatalf("send %d: %d %s", i, resp.StatusCode, body)
			}
		}
		resp, body := ac.Do(t, "POST", "/api/messages", map[string]any{"receiverId": bob.DatabaseID, "content": "one too many"})
		if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" ||
			!strings.Contains(string(body), "You're sending messages too quickly.") {
			t.Fatalf("over the limit: %d %v %s", resp.StatusCode, resp.Header, body)
		}
		res := ac.GraphQL(t, sendMutation, map[string]any{"input": map[string]any{"receiverId": bob.ID, "content": "again"}})
		if c := res.Codes(); len(c) != 1 || c[0] != "RATE_LIMITED" {
			t.Fatalf("GraphQL over the limit: %+v", res.Errors)
		}
	})
}

const eventsSub = `subscription { messageEvents { kind unreadCount readByViewer readUpTo
	message { databaseId content sender { username } } conversation { unreadCount with { username } } } }`

type gqlEvent struct {
	MessageEvents struct {
		Kind         string
		UnreadCount  int
		ReadByViewer *bool
		ReadUpTo     *int64
		Message      *struct {
			DatabaseID int64
			Content    string
			Sender     struct{ Username string }
		}
		Conversation *struct {
			UnreadCount int
			With        struct{ Username string }
		}
	}
}

func readEvent(t *testing.T, ctx context.Context, ws *apptest.WS) gqlEvent {
	t.Helper()
	m, err := ws.Read(ctx)
	if err != nil {
		t.Fatalf("reading event: %v", err)
	}
	if m.Type != "next" {
		t.Fatalf("got %s %s", m.Type, m.Payload)
	}
	var p struct {
		Data   gqlEvent
		Errors []any
	}
	if err := json.Unmarshal(m.Payload, &p); err != nil || len(p.Errors) > 0 {
		t.Fatalf("event %s: %v", m.Payload, err)
	}
	return p.Data
}

func TestSubscription(t *testing.T) {
	apptest.EachWith(t, noLimits, func(t *testing.T, s *apptest.Server) {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		ac, bc, ec := s.NewClient(), s.NewClient(), s.NewClient()
		alice, bob := ac.Register(t, "alice", "CANDIDATE"), bc.Register(t, "bob", "CANDIDATE")
		ec.Register(t, "eve", "CANDIDATE")

		// A visitor's socket is closed with 4401.
		if _, err := s.NewClient().DialWS(ctx); websocket.CloseStatus(err) != 4401 {
			t.Fatalf("visitor websocket: %v (status %d)", err, websocket.CloseStatus(err))
		}

		subscribe := func(c *apptest.Client) *apptest.WS {
			ws, err := c.DialWS(ctx)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(ws.Close)
			if _, err := ws.Subscribe(ctx, eventsSub, nil); err != nil {
				t.Fatal(err)
			}
			return ws
		}
		aws, bws, ews := subscribe(ac), subscribe(bc), subscribe(ec)
		for _, ws := range []*apptest.WS{aws, bws, ews} {
			if ev := readEvent(t, ctx, ws); ev.MessageEvents.Kind != "RESYNC" || ev.MessageEvents.UnreadCount != 0 {
				t.Fatalf("first event: %+v", ev)
			}
		}

		sent, _ := sendGQL(t, ac, bob, "Doors at 6?", "")
		ev := readEvent(t, ctx, bws)
		if e := ev.MessageEvents; e.Kind != "MESSAGE" || e.Message.Content != "Doors at 6?" || e.UnreadCount != 1 ||
			e.Conversation.UnreadCount != 1 || e.Conversation.With.Username != "alice" {
			t.Fatalf("bob's event: %+v", ev)
		}
		ev = readEvent(t, ctx, aws) // alice's other tabs see her own send
		if e := ev.MessageEvents; e.Kind != "MESSAGE" || e.Message.DatabaseID != sent.DatabaseID || e.UnreadCount != 0 {
			t.Fatalf("alice's event: %+v", ev)
		}
		bc.GraphQL(t, `mutation($w: ID!) { markConversationRead(input: {with: $w}) { marked } }`, map[string]any{"w": alice.ID}).NoErrors(t)
		ev = readEvent(t, ctx, aws)
		if e := ev.MessageEvents; e.Kind != "READ" || e.ReadByViewer == nil || *e.ReadByViewer || e.Conversation.With.Username != "bob" {
			t.Fatalf("alice's read receipt: %+v", ev)
		}
		ev = readEvent(t, ctx, bws)
		if e := ev.MessageEvents; e.Kind != "READ" || !*e.ReadByViewer || e.UnreadCount != 0 {
			t.Fatalf("bob's read event: %+v", ev)
		}
		// Eve heard nothing.
		short, stop := context.WithTimeout(ctx, 200*time.Millisecond)
		defer stop()
		if m, err := ews.Read(short); err == nil {
			t.Fatalf("eve got %s %s", m.Type, m.Payload)
		}
		// Catching up after a reconnect: everything after the newest id held.
		res := bc.GraphQL(t, `query($a: Int!) { messagesSince(after: $a) { messages { content } hasMore } }`, map[string]any{"a": sent.DatabaseID - 1})
		if string(res.Data) != `{"messagesSince":{"messages":[{"content":"Doors at 6?"}],"hasMore":false}}` {
			t.Fatalf("since: %s", res.Data)
		}
	})
}

// waitSubscribed waits until n subscriptions reached the broker (the
// subscribe message is handled asynchronously).
func waitSubscribed(t *testing.T, s *apptest.Server, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for messages.OpenSubscriptions(s.App.Messages) < n {
		if time.Now().After(deadline) {
			t.Fatalf("%d subscriptions open, want %d", messages.OpenSubscriptions(s.App.Messages), n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestSubscriptionsDoNotLeak opens and closes 200 subscriptions and checks
// the goroutines and the broker's registrations come back.
func TestSubscriptionsDoNotLeak(t *testing.T) {
	apptest.EachWith(t, noLimits, func(t *testing.T, s *apptest.Server) {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		c := s.NewClient()
		c.Register(t, "alice", "CANDIDATE")
		s.DrainQueue(t) // the confirmation email's job is not counted as a leak
		runtime.GC()
		before := appGoroutines()
		const conns, perConn = 25, 8 // at most 8 per socket (session.DefaultSubscriptions)
		for range conns {
			ws, err := c.DialWS(ctx)
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for range perConn {
				id, err := ws.Subscribe(ctx, eventsSub, nil)
				if err != nil {
					t.Fatal(err)
				}
				ids = append(ids, id)
			}
			waitSubscribed(t, s, perConn)
			// Half end by "complete", the rest with the connection.
			for _, id := range ids[:perConn/2] {
				ws.Complete(ctx, id)
			}
			ws.Close()
		}
		deadline := time.Now().Add(10 * time.Second)
		for {
			n, g := messages.OpenSubscriptions(s.App.Messages), appGoroutines()
			if n == 0 && g <= before+5 {
				t.Logf("goroutines: %d before, %d after 500 subscriptions", before, g)
				return
			}
			if time.Now().After(deadline) {
				buf := make([]byte, 1<<16)
				buf = buf[:runtime.Stack(buf, true)]
				t.Fatalf("after 500 subscriptions: %d still registered, %d goroutines (%d before)\n%s", n, g, before, buf)
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}

// appGoroutines counts the goroutines that are not the job queue's: River
// starts its leader's maintenance services a moment after the server
// starts, whatever the subscriptions do.
func appGoroutines() int {
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	n := 0
	for _, g := range strings.Split(string(buf), "\n\n") {
		if !strings.Contains(g, "github.com/riverqueue/river") {
			n++
		}
	}
	return n
}

// TestEventsCrossProcesses runs two app instances on one PostgreSQL
// database: a message sent through one reaches a subscriber on the other.
func TestEventsCrossProcesses(t *testing.T) {
	url := storetest.PostgresURL(t)
	one, two := apptest.Start(t, url, noLimits), apptest.Start(t, url, noLimits)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ac := one.NewClient()
	ac.Register(t, "alice", "CANDIDATE")
	bob := two.NewClient().Register(t, "bob", "CANDIDATE")
	bc := two.NewClient()
	if resp, body := bc.Do(t, "POST", "/api/login", map[string]any{"username": "bob", "password": apptest.Password}); resp.StatusCode != 200 {
		t.Fatalf("login: %d %s", resp.StatusCode, body)
	}
	ws, err := bc.DialWS(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	ws.Subscribe(ctx, eventsSub, nil)
	if ev := readEvent(t, ctx, ws); ev.MessageEvents.Kind != "RESYNC" {
		t.Fatalf("first event: %+v", ev)
	}
	sendGQL(t, ac, bob, "sent through one", "")
	ev := readEvent(t, ctx, ws)
	if ev.MessageEvents.Kind != "MESSAGE" || ev.MessageEvents.Message.Content != "sent through one" || ev.MessageEvents.UnreadCount != 1 {
		t.Fatalf("event on two: %+v", ev)
	}
}

// The viewer's unread total and contacts read in one statement answer as
// they do apart: in either order, with a filter that leaves no contact,
// with variables, and with two aliased contacts lists (each read apart).
func TestContactsAndUnreadTogether(t *testing.T) {
	apptest.EachWith(t, noLimits, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		vc := s.NewClient()
		viewer := vc.Register(t, "viewer", "CANDIDATE")
		me, _ := s.App.Accounts.Get(ctx, viewer.DatabaseID)
		for i, name := range []string{"ann", "ben", "cat"} {
			oc := s.NewClient()
			o := oc.Register(t, name, "CANDIDATE")
			other, _ := s.App.Accounts.Get(ctx, o.DatabaseID)
			for j := 0; j <= i; j++ {
				if _, err := s.App.Messages.Send(ctx, other, messages.SendInput{ReceiverID: me.ID, Content: fmt.Sprint("hi ", j)}); err != nil {
					t.Fatal(err)
				}
			}
		}
		const want = 6 // 1 + 2 + 3 unread
		type answer struct {
			Viewer struct {
				UnreadMessageCount int
				Conversations      struct {
					Edges []struct {
						Node struct{ With struct{ Username string } }
					}
				}
			}
		}
		for _, tc := range []struct {
			name, q  string
			vars     map[string]any
			contacts string
		}{
			{"unread first", `{ viewer { unreadMessageCount conversations(first: 2) { edges { node { with { username } } } } } }`, nil, "cat ben"},
			{"contacts first", `{ viewer { conversations(first: 2) { edges { node { with { username } } } } unreadMessageCount } }`, nil, "cat ben"},
			{"variables", `query($n: Int, $f: String) { viewer { unreadMessageCount conversations(first: $n, filter: $f) { edges { node { with { username } } } } } }`,
				map[string]any{"n": 1, "f": "an"}, "ann"},
			{"no contact matches", `{ viewer { unreadMessageCount conversations(filter: "zzz") { edges { node { with { username } } } } } }`, nil, ""},
			{"fragment", `{ viewer { ...F } } fragment F on User { unreadMessageCount conversations { edges { node { with { username } } } } }`, nil, "cat ben ann"},
		} {
			res := vc.GraphQL(t, tc.q, tc.vars)
			res.NoErrors(t)
			var a answer
			res.Decode(t, &a)
			var got []string
			for _, e := range a.Viewer.Conversations.Edges {
				got = append(got, e.Node.With.Username)
			}
			if a.Viewer.UnreadMessageCount != want || strings.Join(got, " ") != tc.contacts {
				t.Errorf("%s: unread %d, contacts %v; want %d, %q: %s", tc.name, a.Viewer.UnreadMessageCount, got, want, tc.contacts, res.Data)
			}
		}
		res := vc.GraphQL(t, `{ viewer { unreadMessageCount a: conversations(first: 1) { edges { node { with { username } } } }
			b: conversations(filter: "ann") { edges { node { with { username } } } } } }`, nil)
		res.NoErrors(t)
		if string(res.Data) != `{"viewer":{"unreadMessageCount":6,"a":{"edges":[{"node":{"with":{"username":"cat"}}}]},"b":{"edges":[{"node":{"with":{"username":"ann"}}}]}}}` {
			t.Errorf("aliased lists: %s", res.Data)
		}
		// Bare messages and name cards only when the query asks for nothing
		// more; asked, the rest is there.
		res = vc.GraphQL(t, `{ viewer { conversations(first: 1) { edges { node { with { username userType profileImage }
			lastMessage { content viewerIsSender sender { username } } } } } } }`, nil)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"with":{"username":"cat","userType":"CANDIDATE","profileImage":""},"lastMessage":{"content":"hi 2","viewerIsSender":false,"sender":{"username":"cat"}}`) {
			t.Errorf("full contacts: %s", res.Data)
		}
		// A filter too long is the contacts' error; the total still answers.
		res = vc.GraphQL(t, `query($f: String) { viewer { unreadMessageCount conversations(filter: $f) { edges { cursor } } } }`,
			map[string]any{"f": strings.Repeat("x", 101)})
		if !strings.Contains(string(res.Data), `"unreadMessageCount":6`) || len(res.Errors) != 1 {
			t.Errorf("long filter: %s %+v", res.Data, res.Errors)
		}
	})
}
