package session_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/session"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/uploads"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

type fixture struct {
	db   *store.DB
	acc  *accounts.Service
	mgr  *session.Manager
	srv  *httptest.Server
	base *url.URL
}

// newFixture serves a tiny app: /signin?user=ID, /signout, /whoami,
// /uploads/x (static: no session), all behind the session middleware.
func newFixture(t *testing.T, db *store.DB, secure bool) *fixture {
	t.Helper()
	up, err := uploads.New(t.TempDir(), "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	acc := accounts.NewService(db, up, accounts.Options{Log: slog.New(slog.DiscardHandler)})
	mgr, err := session.New(context.Background(), db, acc, secure)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(mgr.Close)
	mux := http.NewServeMux()
	mux.HandleFunc("POST /signin", func(w http.ResponseWriter, r *http.Request) {
		id, _ := strconv.ParseInt(r.URL.Query().Get("user"), 10, 64)
		u, err := acc.Get(r.Context(), id)
		if err == nil {
			err = mgr.SignIn(r.Context(), u)
		}
		if err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		// The rest of the request sees the new viewer.
		w.Write([]byte(session.Viewer(r.Context()).Username))
	})
	mux.HandleFunc("POST /signout", func(w http.ResponseWriter, r *http.Request) {
		if err := mgr.SignOut(r.Context()); err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		if session.Viewer(r.Context()) != nil {
			http.Error(w, "still signed in", 500)
		}
	})
	mux.HandleFunc("GET /whoami", func(w http.ResponseWriter, r *http.Request) {
		u := session.Viewer(r.Context())
		json.NewEncoder(w).Encode(map[string]any{"user": u, "addr": session.RemoteAddr(r.Context())})
	})
	mux.HandleFunc("GET /uploads/x", func(w http.ResponseWriter, r *http.Request) {
		if session.Viewer(r.Context()) != nil {
			w.Write([]byte("viewer"))
		}
	})
	srv := httptest.NewServer(mgr.Middleware(mux))
	t.Cleanup(srv.Close)
	base, _ := url.Parse(srv.URL)
	return &fixture{db: db, acc: acc, mgr: mgr, srv: srv, base: base}
}

func (f *fixture) register(t *testing.T, name string) *accounts.User {
	t.Helper()
	u, err := f.acc.Register(context.Background(), accounts.RegisterInput{
		Username: name, Password: "secret1", Email: name + "@example.com", FirstName: "F", LastName: "L", UserType: "candidate",
	})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func client() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}

func do(t *testing.T, c *http.Client, method, url string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(method, url, nil)
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp
}

func whoami(t *testing.T, f *fixture, c *http.Client) string {
	t.Helper()
	resp, err := c.Get(f.srv.URL + "/whoami")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		User *struct {
			Username string `json:"username"`
		} `json:"user"`
		Addr string `json:"addr"`
	}
	json.NewDecoder(resp.Body).Decode(&out)
	if !strings.HasPrefix(out.Addr, "127.0.0.1:") {
		t.Fatalf("RemoteAddr = %q", out.Addr)
	}
	if out.User == nil {
		return ""
	}
	return out.User.Username
}

func sessionCookie(resp *http.Response) *http.Cookie {
	for _, c := range resp.Cookies() {
		if c.Name == session.CookieName {
			return c
		}
	}
	return nil
}

func countSessions(t *testing.T, db *store.DB) int {
	var n int
	if err := db.Get(context.Background(), &n, `SELECT COUNT(*) FROM sessions`); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestSignInOut(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, false)
		alice := f.register(t, "alice")
		bob := f.register(t, "bob")
		c := client()

		resp := do(t, c, "GET", f.srv.URL+"/whoami")
		if sessionCookie(resp) != nil || countSessions(t, db) != 0 {
			t.Fatal("a visitor got a session")
		}

		resp = do(t, c, "POST", f.srv.URL+"/signin?user="+strconv.FormatInt(alice.ID, 10))
		ck := sessionCookie(resp)
		if ck == nil || !ck.HttpOnly || ck.SameSite != http.SameSiteLaxMode || ck.Secure || ck.Path != "/" || ck.MaxAge <= 0 {
			t.Fatalf("cookie %+v", ck)
		}
		if got := whoami(t, f, c); got != "alice" {
			t.Fatalf("viewer %q", got)
		}
		// Loading the viewer costs two statements (the session, the user),
		// and a signed-in read does not rewrite the session (no write, no
		// new cookie).
		var expiry any
		if err := db.Get(context.Background(), &expiry, `SELECT expiry FROM sessions`); err != nil {
			t.Fatal(err)
		}
		before := db.Statements()
		r0, err := c.Get(f.srv.URL + "/whoami")
		if err != nil {
			t.Fatal(err)
		}
		r0.Body.Close()
		if n := db.Statements() - before; n != 2 {
			t.Fatalf("viewer load: %d statements", n)
		}
		if sessionCookie(r0) != nil {
			t.Fatal("a signed-in read re-sent the session cookie (session rewritten)")
		}
		var expiry2 any
		if err := db.Get(context.Background(), &expiry2, `SELECT expiry FROM sessions`); err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(expiry) != fmt.Sprint(expiry2) {
			t.Fatalf("session expiry moved on a read: %v -> %v", expiry, expiry2)
		}
		// Static paths skip the session entirely.
		before = db.Statements()
		r, _ := c.Get(f.srv.URL + "/uploads/x")
		r.Body.Close()
		if db.Statements() != before || sessionCookie(r) != nil {
			t.Fatal("static path loaded the session")
		}

		// Signing in again renews the token: the old one stops working.
		resp = do(t, c, "POST", f.srv.URL+"/signin?user="+strconv.FormatInt(bob.ID, 10))
		ck2 := sessionCookie(resp)
		if ck2 == nil || ck2.Value == ck.Value {
			t.Fatal("token not renewed at sign-in")
		}
		stale := client()
		stale.Jar.SetCookies(f.base, []*http.Cookie{{Name: session.CookieName, Value: ck.Value}})
		if got := whoami(t, f, stale); got != "" {
			t.Fatalf("old token still signed in as %q", got)
		}
		if got := whoami(t, f, c); got != "bob" {
			t.Fatalf("viewer %q", got)
		}

		// Sign out destroys the row and expires the cookie.
		resp = do(t, c, "POST", f.srv.URL+"/signout")
		if ck := sessionCookie(resp); ck == nil || ck.MaxAge >= 0 {
			t.Fatalf("signout cookie %+v", ck)
		}
		if got := whoami(t, f, c); got != "" {
			t.Fatalf("after signout: %q", got)
		}
		replay := client()
		replay.Jar.SetCookies(f.base, []*http.Cookie{{Name: session.CookieName, Value: ck2.Value}})
		if got := whoami(t, f, replay); got != "" {
			t.Fatal("destroyed token replayed")
		}
		if n := countSessions(t, db); n != 0 {
			t.Fatalf("%d sessions left", n)
		}
	})
}

func TestPasswordResetEndsSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, true)
		alice := f.register(t, "alice")
		laptop, phone := client(), client()
		for _, c := range []*http.Client{laptop, phone} {
			resp := do(t, c, "POST", f.srv.URL+"/signin?user="+strconv.FormatInt(alice.ID, 10))
			if ck := sessionCookie(resp); ck == nil || !ck.Secure {
				t.Fatalf("secure cookie: %+v", ck)
			}
			// The jar refuses Secure cookies over http; hand it over.
			c.Jar.SetCookies(f.base, []*http.Cookie{{Name: session.CookieName, Value: sessionCookie(resp).Value}})
		}
		if whoami(t, f, laptop) != "alice" || whoami(t, f, phone) != "alice" {
			t.Fatal("not signed in")
		}
		// What ResetPassword does to the user row.
		if _, err := db.Exec(context.Background(), `UPDATE users SET session_epoch = session_epoch + 1 WHERE id = ?`, alice.ID); err != nil {
			t.Fatal(err)
		}
		if whoami(t, f, laptop) != "" || whoami(t, f, phone) != "" {
			t.Fatal("sessions survived the epoch bump")
		}
		if n := countSessions(t, db); n != 0 {
			t.Fatalf("stale sessions not destroyed: %d", n)
		}
	})
}

func TestWithViewer(t *testing.T) {
	ctx := context.Background()
	if session.Viewer(ctx) != nil {
		t.Fatal("viewer outside a request")
	}
	u := &accounts.User{ID: 7}
	if session.Viewer(session.WithViewer(ctx, u)) != u {
		t.Fatal("WithViewer")
	}
	if session.RemoteAddr(ctx) != "" {
		t.Fatal("RemoteAddr outside a request")
	}
}
