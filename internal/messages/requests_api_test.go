package messages_test

// Message requests through GraphQL and REST (issue 28), on SQLite and
// PostgreSQL: the service rules are in requests_test.go.

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/messages"
)

// limitsOnly lifts the send limits and keeps message requests.
func limitsOnly(c *app.Config) { c.MessageLimits = &messages.Limits{} }

const requestsQ = `{ viewer { unreadMessageCount messageRequestCount
  messageRequests(first: 10) { edges { node { id requestState unreadCount with { username } lastMessage { content } } } }
  conversations(first: 10) { edges { node { requestState with { username } } } } } }`

type requestsView struct {
	Viewer struct {
		UnreadMessageCount  int
		MessageRequestCount int
		MessageRequests     struct {
			Edges []struct {
				Node struct {
					RequestState string
					UnreadCount  int
					With         struct{ Username string }
					LastMessage  struct{ Content string }
				}
			}
		}
		Conversations struct {
			Edges []struct {
				Node struct {
					RequestState string
					With         struct{ Username string }
				}
			}
		}
	}
}

func viewRequests(t *testing.T, c *apptest.Client) requestsView {
	t.Helper()
	res := c.GraphQL(t, requestsQ, nil)
	res.NoErrors(t)
	var v requestsView
	res.Decode(t, &v)
	return v
}

func TestMessageRequestsAPI(t *testing.T) {
	apptest.EachWith(t, limitsOnly, func(t *testing.T, s *apptest.Server) {
		ac, sc, ec := s.NewClient(), s.NewClient(), s.NewClient()
		ann, sam := ac.Register(t, "ann", "CANDIDATE"), sc.Register(t, "sam", "VENDOR")
		eve := ec.Register(t, "eve", "CAMPAIGN_STAFF")

		if m, errs := sendGQL(t, sc, ann, "Hi Ann, yard signs?", "r-1"); m == nil || len(errs) > 0 {
			t.Fatalf("send: %+v", errs)
		}
		// Ann: one request, nothing in the inbox, nothing unread.
		v := viewRequests(t, ac)
		if v.Viewer.MessageRequestCount != 1 || v.Viewer.UnreadMessageCount != 0 || len(v.Viewer.Conversations.Edges) != 0 ||
			len(v.Viewer.MessageRequests.Edges) != 1 || v.Viewer.MessageRequests.Edges[0].Node.RequestState != "RECEIVED" ||
			v.Viewer.MessageRequests.Edges[0].Node.With.Username != "sam" || v.Viewer.MessageRequests.Edges[0].Node.LastMessage.Content != "Hi Ann, yard signs?" {
			t.Fatalf("ann: %+v", v)
		}
		// Sam: the conversation, as a request sent.
		v = viewRequests(t, sc)
		if len(v.Viewer.Conversations.Edges) != 1 || v.Viewer.Conversations.Edges[0].Node.RequestState != "SENT" || v.Viewer.MessageRequestCount != 0 {
			t.Fatalf("sam: %+v", v)
		}
		// Someone else's requests are null.
		res := ec.GraphQL(t, `query($id: ID!) { node(id: $id) { ... on User { messageRequests { edges { cursor } } messageRequestCount } } }`, map[string]any{"id": ann.ID})
		res.NoErrors(t)
		if string(res.Data) != `{"node":{"messageRequests":null,"messageRequestCount":null}}` {
			t.Fatalf("eve reads ann's requests: %s", res.Data)
		}

		// REST: the list, and the inbox without the request.
		resp, body := ac.Do(t, http.MethodGet, "/api/messages/requests", nil)
		var list []struct {
			User struct {
				ID       int64
				Username string
			}
			LastMessage struct{ Content string }
		}
		if resp.StatusCode != 200 || json.Unmarshal(body, &list) != nil || len(list) != 1 || list[0].User.Username != "sam" ||
			list[0].User.ID != sam.DatabaseID || list[0].LastMessage.Content != "Hi Ann, yard signs?" {
			t.Fatalf("GET requests: %d %s", resp.StatusCode, body)
		}
		if resp, body := ac.Do(t, http.MethodGet, "/api/messages", nil); resp.StatusCode != 200 || strings.TrimSpace(string(body)) != "[]" {
			t.Fatalf("ann's inbox: %d %s", resp.StatusCode, body)
		}
		if resp, body := ac.Do(t, http.MethodGet, "/api/messages?with="+strconv.FormatInt(sam.DatabaseID, 10), nil); resp.StatusCode != 200 || len(body) < 10 {
			t.Fatalf("ann reads the request: %d %s", resp.StatusCode, body)
		}

		// Accept through GraphQL: the conversation joins the inbox.
		const acceptM = `mutation($input: MessageRequestInput!) { acceptMessageRequest(input: $input) {
			conversation { requestState unreadCount with { username } } requestCount unreadCount errors { message } } }`
		res = ec.GraphQL(t, acceptM, map[string]any{"input": map[string]any{"userId": sam.ID}})
		if c := res.Codes(); len(c) != 1 || c[0] != "NOT_FOUND" {
			t.Fatalf("eve accepts: %s %+v", res.Data, res.Errors)
		}
		res = ac.GraphQL(t, acceptM, map[string]any{"input": map[string]any{"userId": sam.ID}})
		res.NoErrors(t)
		var acc struct {
			AcceptMessageRequest struct {
				Conversation struct {
					RequestState string
					UnreadCount  int
				}
				RequestCount, UnreadCount int
			}
		}
		res.Decode(t, &acc)
		if a := acc.AcceptMessageRequest; a.Conversation.RequestState != "NONE" || a.Conversation.UnreadCount != 1 || a.RequestCount != 0 || a.UnreadCount != 1 {
			t.Fatalf("accept: %s", res.Data)
		}
		v = viewRequests(t, ac)
		if len(v.Viewer.Conversations.Edges) != 1 || v.Viewer.UnreadMessageCount != 1 || len(v.Viewer.MessageRequests.Edges) != 0 {
			t.Fatalf("ann after accepting: %+v", v)
		}
		if v = viewRequests(t, sc); v.Viewer.Conversations.Edges[0].Node.RequestState != "NONE" {
			t.Fatalf("sam after accepting: %+v", v)
		}

		// Decline through REST: gone, and eve's later sends answer 201 as usual.
		resp, body = ec.Do(t, http.MethodPost, "/api/messages", map[string]any{"receiverId": ann.DatabaseID, "content": "Vote for my guy"})
		if resp.StatusCode != 201 {
			t.Fatalf("eve's send: %d %s", resp.StatusCode, body)
		}
		eveID := strconv.FormatInt(eve.DatabaseID, 10)
		if resp, body := sc.Do(t, http.MethodPost, "/api/messages/requests/"+eveID+"/decline", nil); resp.StatusCode != 404 {
			t.Fatalf("sam declines ann's request: %d %s", resp.StatusCode, body)
		}
		resp, body = ac.Do(t, http.MethodPost, "/api/messages/requests/"+eveID+"/decline", nil)
		if resp.StatusCode != 200 || strings.TrimSpace(string(body)) != `{"requestCount":0,"unreadCount":1}` {
			t.Fatalf("decline: %d %s", resp.StatusCode, body)
		}
		resp, body = ec.Do(t, http.MethodPost, "/api/messages", map[string]any{"receiverId": ann.DatabaseID, "content": "Hello??"})
		if resp.StatusCode != 201 {
			t.Fatalf("declined sender's send: %d %s", resp.StatusCode, body)
		}
		if v = viewRequests(t, ac); v.Viewer.MessageRequestCount != 0 || v.Viewer.UnreadMessageCount != 1 || len(v.Viewer.Conversations.Edges) != 1 {
			t.Fatalf("ann after declining: %+v", v)
		}
		if v = viewRequests(t, ec); len(v.Viewer.Conversations.Edges) != 1 || v.Viewer.Conversations.Edges[0].Node.RequestState != "SENT" {
			t.Fatalf("eve after the decline: %+v", v)
		}
		if resp, body := ac.Do(t, http.MethodPost, "/api/messages/requests/"+eveID+"/accept", nil); resp.StatusCode != 404 {
			t.Fatalf("accept a declined request: %d %s", resp.StatusCode, body)
		}

		// Block and report: the sender is blocked and moderators get a report
		// of the request's newest message.
		zc := s.NewClient()
		zed := zc.Register(t, "zed", "CANDIDATE")
		m, _ := sendGQL(t, zc, ann, "Send me $50 for the training kit", "")
		const blockM = `mutation($input: BlockMessageRequestInput!) { blockMessageRequest(input: $input) {
			conversation { viewerHasBlocked } requestCount errors { message } } }`
		res = ec.GraphQL(t, blockM, map[string]any{"input": map[string]any{"userId": zed.ID}})
		if c := res.Codes(); len(c) != 1 || c[0] != "NOT_FOUND" {
			t.Fatalf("eve blocks ann's request: %s %+v", res.Data, res.Errors)
		}
		res = ac.GraphQL(t, blockM, map[string]any{"input": map[string]any{"userId": zed.ID, "details": "asks for money"}})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"viewerHasBlocked":true`) || !strings.Contains(string(res.Data), `"requestCount":0`) {
			t.Fatalf("block and report: %s", res.Data)
		}
		var reports int
		if err := s.App.DB.Get(t.Context(), &reports, `SELECT COUNT(*) FROM moderation_reports WHERE target_type = 'message' AND target_id = ?
			AND reporter_id = ? AND reason = 'spam' AND details = 'asks for money'`, m.DatabaseID, ann.DatabaseID); err != nil || reports != 1 {
			t.Fatalf("%d reports (%v)", reports, err)
		}
	})
}
