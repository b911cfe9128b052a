package apptest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
)

// WS is one graphql-transport-ws connection of a client (its session
// cookie goes with the upgrade request).
type WS struct {
	Conn *websocket.Conn
	next atomic.Int64
}

// WSMessage is one protocol message.
type WSMessage struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// DialWS opens the GraphQL websocket as this client and completes the
// connection_init handshake. The returned error carries the close status
// when the server refuses (websocket.CloseStatus(err)).
func (c *Client) DialWS(ctx context.Context) (*WS, error) {
	u := "ws" + strings.TrimPrefix(c.s.URL, "http") + "/graphql"
	conn, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{
		Subprotocols: []string{"graphql-transport-ws"},
		HTTPHeader:   http.Header{"Origin": {c.s.URL}},
		HTTPClient:   c.HTTP,
	})
	if err != nil {
		return nil, err
	}
	ws := &WS{Conn: conn}
	if err := wsjson.Write(ctx, conn, WSMessage{Type: "connection_init"}); err != nil {
		conn.CloseNow()
		return nil, err
	}
	m, err := ws.Read(ctx)
	if err != nil {
		conn.CloseNow()
		return nil, err
	}
	if m.Type != "connection_ack" {
		conn.CloseNow()
		return nil, fmt.Errorf("handshake: got %s", m.Type)
	}
	return ws, nil
}

// Subscribe starts a subscription and returns its operation id.
func (ws *WS) Subscribe(ctx context.Context, query string, vars map[string]any) (string, error) {
	id := fmt.Sprint(ws.next.Add(1))
	p, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	return id, wsjson.Write(ctx, ws.Conn, WSMessage{ID: id, Type: "subscribe", Payload: p})
}

// Complete ends subscription id.
func (ws *WS) Complete(ctx context.Context, id string) error {
	return wsjson.Write(ctx, ws.Conn, WSMessage{ID: id, Type: "complete"})
}

// Read returns the next message that is not a ping or pong.
func (ws *WS) Read(ctx context.Context) (WSMessage, error) {
	for {
		var m WSMessage
		if err := wsjson.Read(ctx, ws.Conn, &m); err != nil {
			return m, err
		}
		switch m.Type {
		case "ping":
			wsjson.Write(ctx, ws.Conn, WSMessage{Type: "pong"})
			continue
		case "pong", "ka":
			continue
		}
		return m, nil
	}
}

// Close closes the connection normally.
func (ws *WS) Close() { ws.Conn.Close(websocket.StatusNormalClosure, "") }
