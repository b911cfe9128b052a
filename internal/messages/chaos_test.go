package messages_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/store/storetest"
)

// TestChaos: two clients exchange 1,000 messages while their websockets are
// dropped at random and the server is restarted twice. Each client behaves
// like the app: sends carry a client id and are retried until acknowledged;
// the receiving side subscribes, catches up from its newest message on the
// subscription's first (RESYNC) event, and reconnects whenever the socket
// ends. Afterwards each side holds every acknowledged message exactly once,
// each sender's messages in the order they were sent, and the database holds
// exactly 1,000.
func TestChaos(t *testing.T) {
	if testing.Short() {
		t.Skip("chaos test skipped in -short mode")
	}
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			var url string
			if engine == "sqlite" {
				url = storetest.SQLiteURL(t)
			} else {
				url = storetest.PostgresURL(t)
			}
			runChaos(t, url, 500)
		})
	}
}

// restartable is a Canvass server on a fixed address that can be restarted.
type restartable struct {
	t    *testing.T
	addr string
	url  string
	cfg  app.Config
	mu   sync.Mutex
	a    *app.App
	srv  *http.Server
}

func (r *restartable) start() {
	r.t.Helper()
	a, err := app.New(context.Background(), r.cfg, apptest.Logger(r.t))
	if err != nil {
		r.t.Fatal(err)
	}
	var ln net.Listener
	for range 100 { // the old socket may take a moment to let go
		if ln, err = net.Listen("tcp", r.addr); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		r.t.Fatal(err)
	}
	srv := &http.Server{Handler: a.Handler}
	go srv.Serve(ln)
	r.mu.Lock()
	r.a, r.srv = a, srv
	r.mu.Unlock()
}

func (r *restartable) stop() {
	r.mu.Lock()
	a, srv := r.a, r.srv
	r.mu.Unlock()
	// As `canvass serve` on SIGTERM: stop accepting, let in-flight requests
	// finish (a send's commit and its event go out together), then close
	// the app, which ends every subscription (their sockets close).
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	srv.Shutdown(ctx)
	srv.Close()
	a.Close()
}

func (r *restartable) restart() { r.stop(); r.start() }

// chaosClient is one member's browser tab.
type chaosClient struct {
	name, base string
	http       *http.Client
	mu         sync.Mutex
	got        map[int64]string
	newest     int64
	conn       *websocket.Conn
	reconnects int
}

func newChaosClient(name, base string) *chaosClient {
	jar, _ := cookiejar.New(nil)
	return &chaosClient{name: name, base: base, http: &http.Client{Jar: jar, Timeout: 10 * time.Second}, got: map[int64]string{}}
}

var errRetry = errors.New("retry")

func (c *chaosClient) gql(ctx context.Context, query string, vars map[string]any, out any) error {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequestWithContext(ctx, "POST", c.base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return errRetry
	}
	defer resp.Body.Close()
	var r struct {
		Data   json.RawMessage
		Errors []struct{ Message string }
	}
	if resp.StatusCode != 200 || json.NewDecoder(resp.Body).Decode(&r) != nil {
		return errRetry
	}
	if len(r.Errors) > 0 {
		// The server went away mid-request (database closed): retry.
		return fmt.Errorf("%w: %s", errRetry, r.Errors[0].Message)
	}
	return json.Unmarshal(r.Data, out)
}

// send sends one message, retrying with the same client id until the
// server acknowledges it; it returns the message's id.
func (c *chaosClient) send(ctx context.Context, to, content string) (int64, error) {
	for ctx.Err() == nil {
		var out struct {
			SendMessage struct {
				Message *struct{ DatabaseID int64 }
				Errors  []struct{ Message string }
			}
		}
		err := c.gql(ctx, `mutation($i: SendMessageInput!) { sendMessage(input: $i) { message { databaseId } errors { message } } }`,
			map[string]any{"i": map[string]any{"receiverId": to, "content": content, "clientId": content}}, &out)
		if err == nil && out.SendMessage.Message != nil {
			return out.SendMessage.Message.DatabaseID, nil
		}
		if err == nil {
			return 0, fmt.Errorf("send refused: %+v", out.SendMessage.Errors)
		}
		time.Sleep(10 * time.Millisecond)
	}
	return 0, ctx.Err()
}

func (c *chaosClient) add(id int64, content string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.got[id] = content
	c.newest = max(c.newest, id)
}

// catchUp asks for everything after the newest message held.
func (c *chaosClient) catchUp(ctx context.Context) error {
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
		if err := c.gql(ctx, `query($a: Int!) { messagesSince(after: $a, first: 100) { messages { databaseId content } hasMore } }`,
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

// listen keeps a subscription open until ctx ends, reconnecting whenever
// the socket ends.
func (c *chaosClient) listen(ctx context.Context) {
	ws := "ws" + strings.TrimPrefix(c.base, "http") + "/graphql"
	for ctx.Err() == nil {
		conn, _, err := websocket.Dial(ctx, ws, &websocket.DialOptions{
			Subprotocols: []string{"graphql-transport-ws"}, HTTPHeader: http.Header{"Origin": {c.base}}, HTTPClient: c.http})
		if err != nil {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		c.mu.Lock()
		c.conn = conn
		c.reconnects++
		c.mu.Unlock()
		c.session(ctx, conn)
		conn.CloseNow()
	}
}

func (c *chaosClient) session(ctx context.Context, conn *websocket.Conn) {
	type msg = apptest.WSMessage
	if wsjson.Write(ctx, conn, msg{Type: "connection_init"}) != nil {
		return
	}
	sub, _ := json.Marshal(map[string]any{"query": `subscription { messageEvents { kind message { databaseId content } } }`})
	acked := false
	for {
		var m msg
		if err := wsjson.Read(ctx, conn, &m); err != nil {
			return
		}
		switch m.Type {
		case "connection_ack":
			acked = true
			if wsjson.Write(ctx, conn, msg{ID: "1", Type: "subscribe", Payload: sub}) != nil {
				return
			}
		case "ping":
			wsjson.Write(ctx, conn, msg{Type: "pong"})
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
				if c.catchUp(ctx) != nil {
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

// drop closes the client's socket abruptly (a phone losing signal).
func (c *chaosClient) drop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.conn != nil {
		c.conn.CloseNow()
	}
}

func runChaos(t *testing.T, dbURL string, perSide int) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	base := "http://" + addr
	r := &restartable{t: t, addr: addr, url: base, cfg: app.Config{Addr: addr, DatabaseURL: dbURL, UploadDir: t.TempDir(), BaseURL: base}}
	noLimits(&r.cfg)
	r.start()
	defer r.stop()

	ctx, cancel := context.WithTimeout(context.Background(), 80*time.Second)
	defer cancel()
	// Two members, registered through the real server.
	s := &apptest.Server{URL: base}
	users := map[string]apptest.User{}
	clients := map[string]*chaosClient{}
	for _, name := range []string{"alice", "bob"} {
		ac := s.NewClient()
		users[name] = ac.Register(t, name, "CANDIDATE")
		c := newChaosClient(name, base)
		c.http.Jar = ac.HTTP.Jar // the same session
		clients[name] = c
	}
	listenCtx, stopListening := context.WithCancel(ctx)
	var lwg sync.WaitGroup
	for _, c := range clients {
		lwg.Add(1)
		go func() { defer lwg.Done(); c.listen(listenCtx) }()
	}

	// Chaos: drop a random socket every 30-100 ms; restart the server
	// twice, when a third and two thirds of the messages are acknowledged.
	var sent sync.Map // name -> *[]int64, ids in send order
	var progress = make(chan int, 2*perSide)
	chaosDone := make(chan struct{})
	go func() {
		defer close(chaosDone)
		acked, restarts := 0, 0
		tick := time.NewTimer(50 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-listenCtx.Done():
				return
			case _, ok := <-progress:
				if !ok {
					return
				}
				acked++
				if restarts < 2 && acked >= (restarts+1)*2*perSide/3 {
					restarts++
					t.Logf("restarting the server (%d acknowledged)", acked)
					r.restart()
				}
			case <-tick.C:
				if rand.IntN(2) == 0 {
					clients["alice"].drop()
				} else {
					clients["bob"].drop()
				}
				tick.Reset(time.Duration(30+rand.IntN(70)) * time.Millisecond)
			}
		}
	}()

	var swg sync.WaitGroup
	start := time.Now()
	for name, c := range clients {
		other := "bob"
		if name == "bob" {
			other = "alice"
		}
		ids := &[]int64{}
		sent.Store(name, ids)
		swg.Add(1)
		go func() {
			defer swg.Done()
			for i := range perSide {
				id, err := c.send(ctx, users[other].ID, fmt.Sprintf("%s-%04d", name, i))
				if err != nil {
					t.Errorf("%s: message %d: %v", name, i, err)
					return
				}
				*ids = append(*ids, id)
				progress <- 1
			}
		}()
	}
	swg.Wait()
	t.Logf("%d messages acknowledged in %v", 2*perSide, time.Since(start).Round(time.Millisecond))
	if t.Failed() {
		stopListening()
		return
	}

	// Every acknowledged id, in send order per sender.
	want := map[int64]string{}
	for _, name := range []string{"alice", "bob"} {
		v, _ := sent.Load(name)
		ids := *v.(*[]int64)
		for i, id := range ids {
			if i > 0 && id <= ids[i-1] {
				t.Fatalf("%s: message %d has id %d, not after %d", name, i, id, ids[i-1])
			}
			want[id] = fmt.Sprintf("%s-%04d", name, i)
		}
	}
	if len(want) != 2*perSide {
		t.Fatalf("%d distinct acknowledged ids, want %d (a retry made a second message)", len(want), 2*perSide)
	}
	// Both sides converge on exactly those messages.
	deadline := time.Now().Add(20 * time.Second)
	for _, name := range []string{"alice", "bob"} {
		c := clients[name]
		for {
			c.mu.Lock()
			n := len(c.got)
			c.mu.Unlock()
			if n >= len(want) || time.Now().After(deadline) {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	stopListening()
	for _, c := range clients {
		c.drop()
	}
	lwg.Wait()
	close(progress)
	<-chaosDone
	for _, name := range []string{"alice", "bob"} {
		c := clients[name]
		if len(c.got) != len(want) {
			t.Errorf("%s holds %d messages, want %d", name, len(c.got), len(want))
		}
		for id, content := range want {
			if c.got[id] != content {
				t.Errorf("%s: message %d is %q, want %q", name, id, c.got[id], content)
				break
			}
		}
		t.Logf("%s: %d messages, %d connections", name, len(c.got), c.reconnects)
	}
	var stored int
	r.mu.Lock()
	db := r.a.DB
	r.mu.Unlock()
	if err := db.Get(context.Background(), &stored, `SELECT COUNT(*) FROM messages`); err != nil || stored != 2*perSide {
		t.Fatalf("%d messages stored (%v), want %d", stored, err, 2*perSide)
	}
}
