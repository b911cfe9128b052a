package graph_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

const liveDoc = `subscription { messageEvents { kind unreadCount message { content } } }`

// subscribed opens c's socket and starts the messages subscription (its
// first event, RESYNC, has arrived).
func subscribed(t *testing.T, c *apptest.Client) *apptest.WS {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, err := c.DialWS(ctx)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	t.Cleanup(func() { ws.Conn.CloseNow() })
	if _, err := ws.Subscribe(ctx, liveDoc, nil); err != nil {
		t.Fatal(err)
	}
	if m, err := ws.Read(ctx); err != nil || m.Type != "next" || !strings.Contains(string(m.Payload), "RESYNC") {
		t.Fatalf("first event: %+v %v", m, err)
	}
	return ws
}

// closedSignedOut waits (at most 1 s) for ws to be closed with 4401 and
// fails if a message arrives first.
func closedSignedOut(t *testing.T, ws *apptest.WS, within time.Duration) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	start := time.Now()
	for {
		m, err := ws.Read(ctx)
		if err == nil {
			t.Fatalf("still streaming after the session ended: %s %s", m.Type, m.Payload)
		}
		if got := websocket.CloseStatus(err); got != 4401 {
			t.Fatalf("after %v: close status %d (%v), want 4401 within %v", time.Since(start), got, err, within)
		}
		t.Logf("closed with 4401 after %v", time.Since(start).Round(time.Millisecond))
		return
	}
}

// stillOpen checks ws keeps streaming: a message from sender arrives.
func stillOpen(t *testing.T, ws *apptest.WS, sender *apptest.Client, to apptest.User) {
	t.Helper()
	sendMessage(t, sender, to, "still here")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	m, err := ws.Read(ctx)
	if err != nil || !strings.Contains(string(m.Payload), "still here") {
		t.Fatalf("socket of a live session: %+v %v", m, err)
	}
}

func sendMessage(t *testing.T, c *apptest.Client, to apptest.User, text string) {
	t.Helper()
	c.GraphQL(t, `mutation($i: SendMessageInput!) { sendMessage(input: $i) { errors { message } } }`,
		map[string]any{"i": map[string]any{"receiverId": to.ID, "content": text}}).NoErrors(t)
}

// TestLiveSocketsEndWithTheirSession: every way a session ends closes its
// open sockets with 4401 within a second, on both engines; sockets of the
// user's other, still valid sessions stay open where the rule says so.
func TestLiveSocketsEndWithTheirSession(t *testing.T) {
	apptest.EachWith(t, func(c *app.Config) { c.SessionLifetime = 3 * time.Second }, func(t *testing.T, s *apptest.Server) {
		n := 0
		member := func() (*apptest.Client, apptest.User) {
			n++
			c := s.NewClient()
			return c, c.Register(t, fmt.Sprintf("live%d", n), "campaign_staff")
		}
		setLifetime := func(d time.Duration) { s.App.Sessions.SetLifetime(d) }
		setLifetime(time.Hour)

		t.Run("GraphQL logout", func(t *testing.T) {
			c, _ := member()
			ws := subscribed(t, c)
			c.GraphQL(t, `mutation { logout { ok } }`, nil).NoErrors(t)
			closedSignedOut(t, ws, time.Second)
		})
		t.Run("REST logout ends that session only", func(t *testing.T) {
			c, u := member()
			other := s.NewClient() // the same member in another browser
			other.Do(t, "POST", "/api/login", map[string]any{"username": u.Username, "password": u.Password})
			ws, wsOther := subscribed(t, c), subscribed(t, other)
			if resp, body := c.Do(t, "POST", "/api/logout", nil); resp.StatusCode != 200 {
				t.Fatalf("logout: %d %s", resp.StatusCode, body)
			}
			closedSignedOut(t, ws, time.Second)
			sender, _ := member()
			stillOpen(t, wsOther, sender, u)
		})
		t.Run("password reset ends every session", func(t *testing.T) {
			c, u := member()
			other := s.NewClient()
			other.Do(t, "POST", "/api/login", map[string]any{"username": u.Username, "password": u.Password})
			ws, wsOther := subscribed(t, c), subscribed(t, other)
			token := resetToken(t, s, u)
			c2 := s.NewClient()
			c2.GraphQL(t, `mutation($t: String!) { resetPassword(input: {token: $t, password: "brand-new-pw"}) { ok errors { message } } }`,
				map[string]any{"t": token}).NoErrors(t)
			closedSignedOut(t, ws, time.Second)
			closedSignedOut(t, wsOther, time.Second)
		})
		t.Run("suspension ends every session", func(t *testing.T) {
			c, u := member()
			other := s.NewClient()
			other.Do(t, "POST", "/api/login", map[string]any{"username": u.Username, "password": u.Password})
			ws, wsOther := subscribed(t, c), subscribed(t, other)
			mod, modUser := member()
			if _, err := s.App.Moderation.Role().Grant(t.Context(), modUser.Username); err != nil {
				t.Fatal(err)
			}
			reporter, _ := member()
			resp, body := reporter.Do(t, "POST", "/api/reports", map[string]any{"targetType": "user", "targetId": u.DatabaseID, "reason": "harassment"})
			if resp.StatusCode != 201 {
				t.Fatalf("report: %d %s", resp.StatusCode, body)
			}
			var rep struct{ ID int64 }
			json.Unmarshal(body, &rep)
			if resp, body := mod.Do(t, "POST", fmt.Sprintf("/api/moderation/reports/%d/resolve", rep.ID), map[string]any{"action": "suspend", "reason": "Harassment.", "days": 7}); resp.StatusCode != 200 {
				t.Fatalf("suspend: %d %s", resp.StatusCode, body)
			}
			closedSignedOut(t, ws, time.Second)
			closedSignedOut(t, wsOther, time.Second)
			if resp, _ := other.Do(t, "GET", "/api/user", nil); resp.StatusCode != 401 {
				t.Errorf("a suspended member's cookie: %d, want 401", resp.StatusCode)
			}
		})
		t.Run("password change ends the other sessions, this browser stays", func(t *testing.T) {
			c, u := member()
			other := s.NewClient()
			other.Do(t, "POST", "/api/login", map[string]any{"username": u.Username, "password": u.Password})
			wsOther := subscribed(t, other)
			res := c.GraphQL(t, `mutation { changePassword(input: {currentPassword: "wrong-one", newPassword: "brand-new-pw"}) { ok errors { field message } } }`, nil)
			if !strings.Contains(string(res.Data), `"ok":false`) || !strings.Contains(string(res.Data), "Current password is incorrect") {
				t.Fatalf("wrong current password: %s", res.Data)
			}
			res = c.GraphQL(t, `mutation($p: String!) { changePassword(input: {currentPassword: $p, newPassword: "brand-new-pw"}) { ok errors { field message } } }`,
				map[string]any{"p": u.Password})
			if !strings.Contains(string(res.Data), `"ok":true`) {
				t.Fatalf("change: %s", res.Data)
			}
			closedSignedOut(t, wsOther, time.Second)
			// This browser was signed in again: its new socket streams.
			ws := subscribed(t, c)
			sender, _ := member()
			stillOpen(t, ws, sender, u)
			// The old password no longer works; the new one does (REST).
			if resp, _ := s.NewClient().Do(t, "POST", "/api/login", map[string]any{"username": u.Username, "password": u.Password}); resp.StatusCode != 401 {
				t.Fatalf("old password: %d", resp.StatusCode)
			}
			if resp, body := c.Do(t, "PUT", "/api/user/password", map[string]any{"currentPassword": "brand-new-pw", "newPassword": "newer-still"}); resp.StatusCode != 200 {
				t.Fatalf("REST change: %d %s", resp.StatusCode, body)
			}
		})
		t.Run("account deletion", func(t *testing.T) {
			c, u := member()
			ws := subscribed(t, c)
			if resp, body := c.Do(t, "DELETE", "/api/user", map[string]any{"currentPassword": "nope"}); resp.StatusCode != 400 || !strings.Contains(string(body), "Current password is incorrect") {
				t.Fatalf("wrong password: %d %s", resp.StatusCode, body)
			}
			res := c.GraphQL(t, `mutation($p: String!) { deleteAccount(input: {currentPassword: $p}) { ok errors { message } } }`, map[string]any{"p": u.Password})
			if !strings.Contains(string(res.Data), `"ok":true`) {
				t.Fatalf("delete: %s", res.Data)
			}
			closedSignedOut(t, ws, time.Second)
			if resp, _ := s.NewClient().Do(t, "POST", "/api/login", map[string]any{"username": u.Username, "password": u.Password}); resp.StatusCode != 401 {
				t.Fatalf("deleted account signs in: %d", resp.StatusCode)
			}
		})
		t.Run("a user's session ends in the database (suspension, operator)", func(t *testing.T) {
			c, u := member()
			ws := subscribed(t, c)
			// What a suspension does: bump the epoch, then signal.
			if _, err := s.App.DB.Exec(context.Background(), `UPDATE users SET session_epoch = session_epoch + 1 WHERE id = ?`, u.DatabaseID); err != nil {
				t.Fatal(err)
			}
			s.App.Sessions.Ended(context.Background(), u.DatabaseID)
			closedSignedOut(t, ws, time.Second)
		})
		t.Run("session expiry", func(t *testing.T) {
			setLifetime(2 * time.Second)
			defer setLifetime(time.Hour)
			c, _ := member()
			ws := subscribed(t, c)
			closedSignedOut(t, ws, 3500*time.Millisecond) // expires at 2 s
		})
		t.Run("signing in as someone else in the same browser", func(t *testing.T) {
			c, _ := member()
			_, u2 := member()
			ws := subscribed(t, c)
			c.GraphQL(t, `mutation($u: String!, $p: String!) { login(input: {username: $u, password: $p}) { user { id } } }`,
				map[string]any{"u": u2.Username, "p": u2.Password}).NoErrors(t)
			closedSignedOut(t, ws, time.Second)
		})
	})
}

// resetToken stores a password reset token for u, as the emailed link
// would carry.
func resetToken(t *testing.T, s *apptest.Server, u apptest.User) string {
	t.Helper()
	token := fmt.Sprintf("test-token-%d-%d", u.DatabaseID, time.Now().UnixNano())
	sum := sha256.Sum256([]byte(token))
	if _, err := s.App.DB.Exec(context.Background(), `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)`,
		hex.EncodeToString(sum[:]), u.DatabaseID, store.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	return token
}

// TestLiveSocketClosesWhenLogoutLandsOnAnotherProcess: PostgreSQL, two
// processes (apps) on one database; the socket is served by one, the logout
// lands on the other.
func TestLiveSocketClosesWhenLogoutLandsOnAnotherProcess(t *testing.T) {
	url := storetest.PostgresURL(t)
	a := apptest.Start(t, url, nil)
	b := apptest.Start(t, url, nil)
	for _, how := range []string{"logout", "password change"} {
		t.Run(how, func(t *testing.T) {
			onA := a.NewClient()
			u := onA.Register(t, "cross"+strings.ReplaceAll(how, " ", ""), "campaign_staff")
			onB := b.NewClient()
			onB.HTTP.Jar = onA.HTTP.Jar // the same browser: cookies are per host, not per port
			ws := subscribed(t, onB)
			switch how {
			case "logout":
				onA.GraphQL(t, `mutation { logout { ok } }`, nil).NoErrors(t)
			default:
				other := a.NewClient()
				other.Do(t, "POST", "/api/login", map[string]any{"username": u.Username, "password": u.Password})
				other.GraphQL(t, `mutation($p: String!) { changePassword(input: {currentPassword: $p, newPassword: "brand-new-pw"}) { ok } }`,
					map[string]any{"p": u.Password}).NoErrors(t)
			}
			closedSignedOut(t, ws, time.Second)
		})
	}
}

// TestSocketBudgets: sockets that never say connection_init are closed; an
// address, a session and a socket's subscriptions are capped with clear
// answers.
func TestSocketBudgets(t *testing.T) {
	apptest.EachWith(t, func(c *app.Config) { c.SocketInitTimeout = 300 * time.Millisecond }, func(t *testing.T, s *apptest.Server) {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		u := "ws" + strings.TrimPrefix(s.URL, "http") + "/graphql"
		dial := func(c *http.Client) (*websocket.Conn, *http.Response, error) {
			return websocket.Dial(ctx, u, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"},
				HTTPHeader: http.Header{"Origin": {s.URL}}, HTTPClient: c})
		}

		t.Run("no connection_init", func(t *testing.T) {
			conn, _, err := dial(nil)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.CloseNow()
			start := time.Now()
			_, _, err = conn.Read(ctx)
			if websocket.CloseStatus(err) == -1 || time.Since(start) > 3*time.Second {
				t.Fatalf("idle socket: %v after %v", err, time.Since(start))
			}
		})

		t.Run("per address", func(t *testing.T) {
			s.App.Sockets.PerAddress = 3
			defer func() { s.App.Sockets.PerAddress = 100 }()
			var open []*websocket.Conn
			defer func() {
				for _, c := range open {
					c.CloseNow()
				}
			}()
			for range 3 {
				conn, _, err := dial(nil)
				if err != nil {
					t.Fatal(err)
				}
				open = append(open, conn)
			}
			_, resp, err := dial(nil)
			if err == nil || resp == nil || resp.StatusCode != 429 {
				t.Fatalf("fourth socket from one address: %v %v", resp, err)
			}
		})

		t.Run("per session", func(t *testing.T) {
			s.App.Sockets.PerSession = 2
			defer func() { s.App.Sockets.PerSession = 16 }()
			c := s.NewClient()
			c.Register(t, "many_tabs", "campaign_staff")
			for range 2 {
				ws, err := c.DialWS(ctx)
				if err != nil {
					t.Fatal(err)
				}
				defer ws.Conn.CloseNow()
			}
			_, resp, err := dial(c.HTTP)
			if err == nil || resp == nil || resp.StatusCode != 429 {
				t.Fatalf("third socket of one session: %v %v", resp, err)
			}
			// Another session (another browser) of the same member still connects.
			other := s.NewClient()
			other.Do(t, "POST", "/api/login", map[string]any{"username": "many_tabs", "password": apptest.Password})
			ws, err := other.DialWS(ctx)
			if err != nil {
				t.Fatalf("another session: %v", err)
			}
			ws.Conn.CloseNow()
		})

		t.Run("subscriptions per socket", func(t *testing.T) {
			c := s.NewClient()
			c.Register(t, "many_subs", "campaign_staff")
			ws, err := c.DialWS(ctx)
			if err != nil {
				t.Fatal(err)
			}
			defer ws.Conn.CloseNow()
			for range 8 {
				ws.Subscribe(ctx, liveDoc, nil)
				if m, err := ws.Read(ctx); err != nil || m.Type != "next" {
					t.Fatalf("subscription: %+v %v", m, err)
				}
			}
			id, _ := ws.Subscribe(ctx, liveDoc, nil)
			m, err := ws.Read(ctx)
			if err != nil || m.ID != id || !strings.Contains(string(m.Payload), "Too many live subscriptions on one connection (at most 8).") {
				t.Fatalf("ninth subscription: %+v %v", m, err)
			}
			// Ending one makes room again.
			ws.Complete(ctx, "1")
			time.Sleep(100 * time.Millisecond)
			id, _ = ws.Subscribe(ctx, liveDoc, nil)
			for {
				m, err = ws.Read(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if m.ID == id {
					break
				}
			}
			if m.Type != "next" || !strings.Contains(string(m.Payload), "RESYNC") {
				t.Fatalf("after completing one: %+v", m)
			}
		})
	})
}

// TestTwoThousandIdleSocketsKeepHealthzFast: 2,000 idle upgrades (from 20
// loopback addresses, each under its cap) leave /healthz answering quickly,
// and the 101st socket of one address is refused.
func TestTwoThousandIdleSocketsKeepHealthzFast(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	s := apptest.Start(t, storetest.SQLiteURL(t), func(c *app.Config) { c.SocketInitTimeout = time.Minute })
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	u := "ws" + strings.TrimPrefix(s.URL, "http") + "/graphql"
	clientFrom := func(ip string) *http.Client {
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
		return &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
	}
	var (
		mu    sync.Mutex
		conns []*websocket.Conn
		wg    sync.WaitGroup
		errs  = make(chan error, 20)
	)
	for a := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hc := clientFrom(fmt.Sprintf("127.0.0.%d", a+2))
			for range 100 {
				conn, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"},
					HTTPHeader: http.Header{"Origin": {s.URL}}, HTTPClient: hc})
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				conns = append(conns, conn)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	close(errs)
	defer func() {
		for _, c := range conns {
			c.CloseNow()
		}
	}()
	for err := range errs {
		t.Fatalf("dial: %v", err)
	}
	if total, _ := s.App.Sockets.Counts(); total != 2000 {
		t.Fatalf("%d sockets admitted, want 2000", total)
	}
	// The 101st from one address is refused.
	_, resp, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {s.URL}}, HTTPClient: clientFrom("127.0.0.2")})
	if err == nil || resp == nil || resp.StatusCode != 429 {
		t.Fatalf("101st socket of an address: %v %v", resp, err)
	}
	var worst time.Duration
	for range 50 {
		start := time.Now()
		r, err := http.Get(s.URL + "/healthz")
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
		worst = max(worst, time.Since(start))
	}
	t.Logf("/healthz with 2,000 idle sockets open: worst of 50 %v", worst)
	if worst > 100*time.Millisecond {
		t.Fatalf("/healthz took %v with 2,000 idle sockets", worst)
	}
	// A member can still sign in and use a socket.
	c := s.NewClient()
	c.Register(t, "after_flood", "campaign_staff")
	ws, err := c.DialWS(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ws.Conn.CloseNow()
}
