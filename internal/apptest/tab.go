package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
)

// Tab is one member's browser tab behaving as the app does with messages:
// sends carry a client id and are retried until acknowledged; Listen keeps
// a messageEvents subscription open, reconnecting whenever the socket ends,
// and catches up (messagesSince from the newest message held) on each
// subscription's first (RESYNC) event. Got is every message the tab holds,
// from events and catch-ups alike. The chaos and cluster tests use it.
type Tab struct {
	Base string // the server or load balancer, e.g. http://127.0.0.1:8080
	HTTP *http.Client

	mu          sync.Mutex
	got         map[int64]string
	newest      int64
	conn        *websocket.Conn
	connections int
}

// NewTab returns a tab on base with jar's session (nil: a new jar).
func NewTab(base string, jar http.CookieJar) *Tab {
	if jar == nil {
		jar, _ = cookiejar.New(nil)
	}
	return &Tab{Base: base, HTTP: &http.Client{Jar: jar, Timeout: 10 * time.Second}, got: map[int64]string{}}
}

// ErrRetry marks a request that did not get an answer (the server went
// away, a proxy error): the caller may send it again.
var ErrRetry = errors.New("retry")

// GraphQL posts one operation and decodes its data into out. Transport
// failures, non-200 answers and GraphQL errors are ErrRetry.
func (c *Tab) GraphQL(ctx context.Context, query string, vars map[string]any, out any) error {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequestWithContext(ctx, "POST", c.Base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrRetry, err)
	}
	defer resp.Body.Close()
	var r struct {
		Data   json.RawMessage
		Errors []struct{ Message string }
	}
	if resp.StatusCode != 200 || json.NewDecoder(resp.Body).Decode(&r) != nil {
		return fmt.Errorf("%w: HTTP %d", ErrRetry, resp.StatusCode)
	}
	if len(r.Errors) > 0 {
		// The server went away mid-request (database closed): retry.
		return fmt.Errorf("%w: %s", ErrRetry, r.Errors[0].Message)
	}
	return json.Unmarshal(r.Data, out)
}

// Send sends one message whose client id is its content, retrying until
// the server acknowledges it, and returns the message's id. attempts counts
// the requests it took (1 when nothing failed).
func (c *Tab) Send(ctx context.Context, to, content string) (id int64, attempts int, err error) {
	for ctx.Err() == nil {
		attempts++
		var out struct {
			SendMessage struct {
				Message *struct{ DatabaseID int64 }
				Errors  []struct{ Message string }
			}
		}
		err := c.GraphQL(ctx, `mutation($i: SendMessageInput!) { sendMessage(input: $i) { message { databaseId } errors { message } } }`,
			map[string]any{"i": map[string]any{"receiverId": to, "content": content, "clientId": content}}, &out)
		if err == nil && out.SendMessage.Message != nil {
			return out.SendMessage.Message.DatabaseID, attempts, nil
		}
		if err == nil {
			return 0, attempts, fmt.Errorf("send refused: %+v", out.SendMessage.Errors)
		}
		time.Sleep(10 * time.Millisecond)
	}
	return 0, attempts, ctx.Err()
}

func (c *Tab) add(id int64, content string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.got[id] = content
	c.newest = max(c.newest, id)
}

// CatchUp asks for everything after the newest message held.
func (c *Tab) CatchUp(ctx context.Context) error {
	for {
		c.mu.Lock()
		after := c.newest
		c.mu.Unlock()
		var out struct {
			MessagesSince struct {
				Messages []struct {
					DatabaseID int64
					Content    string
				}
				HasMore bool
			}
		}
		if err := c.GraphQL(ctx, `query($a: Int!) { messagesSince(after: $a, first: 100) { messages { databaseId content } hasMore } }`,
			map[string]any{"a": after}, &out); err != nil {
			return err
		}
		for _, m := range out.MessagesSince.Messages {
			c.add(m.DatabaseID, m.Content)
		}
		if !out.MessagesSince.HasMore {
			return nil
		}
	}
}

// Listen keeps a subscription open until ctx ends, reconnecting whenever
// the socket ends.
func (c *Tab) Listen(ctx context.Context) {
	ws := "ws" + strings.TrimPrefix(c.Base, "http") + "/graphql"
	for ctx.Err() == nil {
		conn, _, err := websocket.Dial(ctx, ws, &websocket.DialOptions{
			Subprotocols: []string{"graphql-transport-ws"}, HTTPHeader: http.Header{"Origin": {c.Base}}, HTTPClient: c.HTTP})
		if err != nil {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		c.mu.Lock()
		c.conn = conn
		c.connections++
		c.mu.Unlock()
		c.session(ctx, conn)
		conn.CloseNow()
	}
}

func (c *Tab) session(ctx context.Context, conn *websocket.Conn) {
	if wsjson.Write(ctx, conn, WSMessage{Type: "connection_init"}) != nil {
		return
	}
	sub, _ := json.Marshal(map[string]any{"query": `subscription { messageEvents { kind message { databaseId content } } }`})
	acked := false
	for {
		var m WSMessage
		if err := wsjson.Read(ctx, conn, &m); err != nil {
			return
		}
		switch m.Type {
		case "connection_ack":
			acked = true
			if wsjson.Write(ctx, conn, WSMessage{ID: "1", Type: "subscribe", Payload: sub}) != nil {
				return
			}
		case "ping":
			wsjson.Write(ctx, conn, WSMessage{Type: "pong"})
		case "next":
			var p struct {
				Data *struct {
					MessageEvents struct {
						Kind    string
						Message *struct {
							DatabaseID int64
							Content    string
						}
					}
				}
			}
			if json.Unmarshal(m.Payload, &p) != nil || p.Data == nil {
				return
			}
			switch e := p.Data.MessageEvents; e.Kind {
			case "RESYNC":
				if c.CatchUp(ctx) != nil {
					return
				}
			case "MESSAGE":
				c.add(e.Message.DatabaseID, e.Message.Content)
			}
		default: // complete, error: the subscription ended
			if acked {
				return
			}
		}
	}
}

// Drop closes the tab's socket abruptly (a phone losing signal).
func (c *Tab) Drop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.conn != nil {
		c.conn.CloseNow()
	}
}

// Got returns a copy of the messages the tab holds, by id.
func (c *Tab) Got() map[int64]string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return maps.Clone(c.got)
}

// Connections is how many sockets the tab has opened.
func (c *Tab) Connections() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.connections
}
