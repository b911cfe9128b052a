package rest_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/apptest"
	"canvass/internal/store/storetest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

// world is a running app with three members and a signed-in client for each:
// alice (candidate, public), bob (vendor, public), carol (staff, private).
type world struct {
	s       *apptest.Server
	users   map[string]*accounts.User
	clients map[string]*apptest.Client // "" is a visitor
}

const pw = "secret-password"

func newWorld(t *testing.T, s *apptest.Server) *world {
	t.Helper()
	ctx := context.Background()
	w := &world{s: s, users: map[string]*accounts.User{}, clients: map[string]*apptest.Client{"": s.NewClient()}}
	for _, u := range []struct{ name, typ string }{{"alice", "candidate"}, {"bob", "vendor"}, {"carol", "campaign_staff"}} {
		acc, err := s.App.Accounts.Register(ctx, accounts.RegisterInput{
			Username: u.name, Password: pw, Email: u.name + "@example.com", FirstName: strings.ToUpper(u.name[:1]) + u.name[1:],
			LastName: "Tester", UserType: u.typ, Bio: u.name + " bio", Location: "Reno, NV",
		})
		if err != nil {
			t.Fatal(err)
		}
		w.users[u.name] = acc
		c := s.NewClient()
		resp, body := c.Do(t, "POST", "/api/login", map[string]string{"username": u.name, "password": pw})
		if resp.StatusCode != 200 {
			t.Fatalf("login %s: %d %s", u.name, resp.StatusCode, body)
		}
		w.clients[u.name] = c
	}
	private := false
	carol, err := s.App.Accounts.UpdateProfile(ctx, w.users["carol"], accounts.ProfileInput{FirstName: "Carol", LastName: "Tester", IsPublicProfile: &private})
	if err != nil {
		t.Fatal(err)
	}
	w.users["carol"] = carol
	return w
}

func (w *world) id(name string) string { return strconv.FormatInt(w.users[name].ID, 10) }

// noSecrets fails when a response body carries a password or its hash.
func noSecrets(t *testing.T, body []byte) {
	t.Helper()
	for _, bad := range []string{"argon2", `"password":`, `"passwordHash"`, `"password_hash"`, pw} {
		if strings.Contains(string(body), bad) {
			t.Fatalf("response leaks %q: %s", bad, body)
		}
	}
}

type scenario struct {
	name       string
	user       string // "" = visitor
	method     string
	path       string
	body       any         // JSON unless a string/[]byte
	header     http.Header // overrides (e.g. Content-Type)
	wantStatus int
	wantBody   []string // substrings of the body
	notBody    []string // must not appear
	check      func(t *testing.T, w *world, resp *http.Response, body []byte)
}

func textPlain() http.Header { return http.Header{"Content-Type": {"text/plain"}} }

func TestAccountScenarios(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := newWorld(t, s)
		scenarios := []scenario{
			{name: "visitor has no current user", method: "GET", path: "/api/user",
				wantStatus: 401, wantBody: []string{`"message":"Not signed in"`, `"code":"UNAUTHENTICATED"`}},
			{name: "current user", user: "alice", method: "GET", path: "/api/user", wantStatus: 200,
				wantBody: []string{`"username":"alice"`, `"firstName":"Alice"`, `"lastName":"Tester"`, `"email":"alice@example.com"`,
					`"userType":"candidate"`, `"profileImage":""`, `"politicalAffiliation":"None"`, `"isPublicProfile":true`, `"socialLinks":[]`, `"createdAt":"`}},
			{name: "visitor cannot list members", method: "GET", path: "/api/users", wantStatus: 401, wantBody: []string{"Not signed in"}},
			{name: "visitor cannot search members", method: "GET", path: "/api/users?search=al", wantStatus: 401},
			{name: "visitor cannot read a member", method: "GET", path: "/api/user/1", wantStatus: 401},
			{name: "member directory", user: "alice", method: "GET", path: "/api/users", wantStatus: 200,
				check: func(t *testing.T, w *world, resp *http.Response, body []byte) {
					var list []accounts.User
					json.Unmarshal(body, &list)
					if len(list) != 3 || list[0].Username != "alice" || list[2].Username != "carol" {
						t.Fatalf("list %s", body)
					}
					if list[2].Email != "" || list[2].Bio != "" || list[2].FirstName != "Carol" || list[1].Email != "bob@example.com" {
						t.Fatalf("private profile not reduced / public one reduced: %s", body)
					}
					if resp.Header.Get("Link") != "" {
						t.Fatal("Link header on the last page")
					}
				}},
			{name: "search is case-insensitive", user: "bob", method: "GET", path: "/api/users?search=CAR", wantStatus: 200,
				wantBody: []string{`"username":"carol"`, `"email":""`}, notBody: []string{"alice", "carol bio"}},
			{name: "private member sees own profile in search", user: "carol", method: "GET", path: "/api/users?search=carol", wantStatus: 200,
				wantBody: []string{`"email":"carol@example.com"`, "carol bio"}},
			{name: "paged with Link header", user: "alice", method: "GET", path: "/api/users?limit=2", wantStatus: 200,
				check: func(t *testing.T, w *world, resp *http.Response, body []byte) {
					var list []accounts.User
					json.Unmarshal(body, &list)
					link := resp.Header.Get("Link")
					if len(list) != 2 || !strings.HasPrefix(link, "</api/users?after=") || !strings.HasSuffix(link, `>; rel="next"`) {
						t.Fatalf("page 1: %s, Link %q", body, link)
					}
					_, next := w.clients["alice"].Do(t, "GET", strings.TrimSuffix(strings.TrimPrefix(link, "<"), `>; rel="next"`), nil)
					json.Unmarshal(next, &list)
					if len(list) != 1 || list[0].Username != "carol" {
						t.Fatalf("page 2: %s", next)
					}
				}},
			{name: "limit out of range", user: "alice", method: "GET", path: "/api/users?limit=101", wantStatus: 400,
				wantBody: []string{`"field":"limit"`}},
			{name: "bad cursor", user: "alice", method: "GET", path: "/api/users?after=garbage!", wantStatus: 400, wantBody: []string{"Invalid cursor."}},
			{name: "private member reduced", user: "alice", method: "GET", path: "/api/user/{carol}", wantStatus: 200,
				wantBody: []string{`"username":"carol"`, `"firstName":"Carol"`, `"userType":"campaign_staff"`, `"email":""`, `"location":""`},
				notBody:  []string{"carol bio", "carol@example.com"}},
			{name: "public member whole", user: "carol", method: "GET", path: "/api/user/{alice}", wantStatus: 200,
				wantBody: []string{`"email":"alice@example.com"`, "alice bio"}},
			{name: "own private profile whole", user: "carol", method: "GET", path: "/api/user/{carol}", wantStatus: 200,
				wantBody: []string{`"email":"carol@example.com"`, `"isPublicProfile":false`}},
			{name: "missing member", user: "alice", method: "GET", path: "/api/user/999999", wantStatus: 404, wantBody: []string{`"message":"User not found"`, `"code":"NOT_FOUND"`}},
			{name: "non-numeric id", user: "alice", method: "GET", path: "/api/user/abc", wantStatus: 404},

			{name: "login as text/plain changes nothing", method: "POST", path: "/api/login",
				body: `{"username":"alice","password":"` + pw + `"}`, header: textPlain(), wantStatus: 400,
				wantBody: []string{"Content-Type: application/json"},
				check: func(t *testing.T, w *world, resp *http.Response, body []byte) {
					if len(resp.Cookies()) != 0 {
						t.Fatal("text/plain login set a cookie")
					}
					if r, _ := w.clients[""].Do(t, "GET", "/api/user", nil); r.StatusCode != 401 {
						t.Fatal("text/plain login signed the visitor in")
					}
				}},
			{name: "login as a form changes nothing", method: "POST", path: "/api/login",
				body: "username=alice&password=" + pw, header: http.Header{"Content-Type": {"application/x-www-form-urlencoded"}}, wantStatus: 400},
			{name: "login blank fields", method: "POST", path: "/api/login", body: map[string]string{}, wantStatus: 400,
				wantBody: []string{`{"field":"username","message":"Username is required"}`, `{"field":"password","message":"Password is required"}`}},
			{name: "login wrong password", method: "POST", path: "/api/login", body: map[string]string{"username": "alice", "password": "nope-nope"},
				wantStatus: 401, wantBody: []string{`"message":"Invalid username or password"`}},
			{name: "login unknown user answers the same", method: "POST", path: "/api/login", body: map[string]string{"username": "zed", "password": "nope-nope"},
				wantStatus: 401, wantBody: []string{`"message":"Invalid username or password"`}},
			{name: "login malformed JSON", method: "POST", path: "/api/login", body: `{"username":`, wantStatus: 400, wantBody: []string{"Request body is not valid JSON."}},
			{name: "login empty body", method: "POST", path: "/api/login", body: ``, header: http.Header{"Content-Type": {"application/json"}}, wantStatus: 400},
			{name: "login oversized body", method: "POST", path: "/api/login",
				body: `{"username":"alice","password":"` + strings.Repeat("x", 3<<20+1000) + `"}`, wantStatus: 413,
				wantBody: []string{`"code":"TOO_LARGE"`}},

			{name: "register validation", method: "POST", path: "/api/register",
				body:       map[string]string{"username": "", "password": "123", "email": "x", "firstName": "", "lastName": "", "userType": "admin"},
				wantStatus: 400,
				wantBody: []string{`"message":"Username is required"`, `"code":"INVALID"`,
					`{"field":"password","message":"Password must be at least 6 characters"}`,
					`{"field":"email","message":"Invalid email address"}`, `{"field":"firstName","message":"First name is required"}`,
					`{"field":"lastName","message":"Last name is required"}`, `{"field":"userType","message":"Please choose an account type"}`}},
			{name: "register taken username in other case", method: "POST", path: "/api/register",
				body:       map[string]string{"username": "ALICE", "password": "secret1", "email": "new@example.com", "firstName": "A", "lastName": "B", "userType": "candidate"},
				wantStatus: 409, wantBody: []string{`"message":"Username already exists"`, `"code":"CONFLICT"`, `{"field":"username","message":"Username already exists"}`}},
			{name: "register taken email in other case", method: "POST", path: "/api/register",
				body:       map[string]string{"username": "newbie", "password": "secret1", "email": "Bob@Example.com", "firstName": "A", "lastName": "B", "userType": "candidate"},
				wantStatus: 409, wantBody: []string{`"message":"Email already registered"`}},
			{name: "register as text/plain changes nothing", method: "POST", path: "/api/register",
				body:   `{"username":"sneaky","password":"secret1","email":"s@example.com","firstName":"A","lastName":"B","userType":"candidate"}`,
				header: textPlain(), wantStatus: 400,
				check: func(t *testing.T, w *world, resp *http.Response, body []byte) {
					var n int
					w.s.App.DB.Get(context.Background(), &n, `SELECT COUNT(*) FROM users WHERE username = 'sneaky'`)
					if n != 0 {
						t.Fatal("text/plain register created a user")
					}
				}},

			{name: "visitor cannot update a profile", method: "PUT", path: "/api/user/profile",
				body: map[string]string{"firstName": "X", "lastName": "Y"}, wantStatus: 401},
			{name: "profile validation", user: "alice", method: "PUT", path: "/api/user/profile",
				body:       map[string]any{"firstName": "", "lastName": "Tester", "website": "javascript:alert(1)", "socialLinks": []string{"ftp://x"}},
				wantStatus: 400, wantBody: []string{`{"field":"firstName","message":"First name is required"}`,
					`{"field":"website","message":"Please enter a valid URL starting with http:// or https://"}`,
					`{"field":"socialLinks","message":"Please enter a valid URL starting with http:// or https://"}`}},
			{name: "profile email taken", user: "alice", method: "PUT", path: "/api/user/profile",
				body: map[string]any{"firstName": "Alice", "lastName": "Tester", "email": "CAROL@example.com"}, wantStatus: 409,
				wantBody: []string{`"message":"Email already registered"`}},
			{name: "profile as text/plain changes nothing", user: "alice", method: "PUT", path: "/api/user/profile",
				body: `{"firstName":"Hacked","lastName":"X"}`, header: textPlain(), wantStatus: 400},
			{name: "cross-site logout as text/plain changes nothing", user: "alice", method: "POST", path: "/api/logout", body: "",
				header:     http.Header{"Content-Type": {"text/plain"}, "Sec-Fetch-Site": {"cross-site"}, "Origin": {"https://evil.example"}},
				wantStatus: 403,
				check: func(t *testing.T, w *world, resp *http.Response, body []byte) {
					if r, b := w.clients["alice"].Do(t, "GET", "/api/user", nil); r.StatusCode != 200 || !strings.Contains(string(b), `"firstName":"Alice"`) {
						t.Fatalf("alice signed out or changed by refused requests: %d %s", r.StatusCode, b)
					}
				}},
		}
		for _, sc := range scenarios {
			t.Run(sc.name, func(t *testing.T) {
				path := sc.path
				for name := range w.users {
					path = strings.ReplaceAll(path, "{"+name+"}", w.id(name))
				}
				resp, body := w.clients[sc.user].DoHeader(t, sc.method, path, sc.body, sc.header)
				if resp.StatusCode != sc.wantStatus {
					t.Fatalf("%s %s: status %d, want %d: %s", sc.method, path, resp.StatusCode, sc.wantStatus, body)
				}
				for _, want := range sc.wantBody {
					if !strings.Contains(string(body), want) {
						t.Errorf("body lacks %s: %s", want, body)
					}
				}
				for _, bad := range sc.notBody {
					if strings.Contains(string(body), bad) {
						t.Errorf("body has %s: %s", bad, body)
					}
				}
				if !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
					t.Errorf("Content-Type %q", resp.Header.Get("Content-Type"))
				}
				noSecrets(t, body)
				if sc.check != nil {
					sc.check(t, w, resp, body)
				}
			})
		}
	})
}

func TestRegisterLoginLogoutFlow(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		resp, body := c.Do(t, "POST", "/api/register", map[string]any{
			"username": "Dana", "password": "secret1", "confirmPassword": "secret1", "terms": true,
			"email": "dana@example.com", "firstName": "Dana", "lastName": "Diaz", "userType": "vendor",
			"location": "Tulsa, OK", "bio": "Printer.",
		})
		if resp.StatusCode != 201 {
			t.Fatalf("register: %d %s", resp.StatusCode, body)
		}
		noSecrets(t, body)
		var u accounts.User
		json.Unmarshal(body, &u)
		if u.ID == 0 || u.Username != "Dana" || u.UserType != "vendor" || u.PoliticalAffiliation != "None" || !u.IsPublicProfile {
			t.Fatalf("registered %s", body)
		}
		var ck *http.Cookie
		for _, k := range resp.Cookies() {
			if k.Name == "canvass_session" {
				ck = k
			}
		}
		if ck == nil || !ck.HttpOnly || ck.SameSite != http.SameSiteLaxMode || ck.Path != "/" {
			t.Fatalf("session cookie %+v", ck)
		}
		if r, b := c.Do(t, "GET", "/api/user", nil); r.StatusCode != 200 || !strings.Contains(string(b), `"username":"Dana"`) {
			t.Fatalf("after register: %d %s", r.StatusCode, b)
		}

		// Update the profile, then read it back.
		resp, body = c.Do(t, "PUT", "/api/user/profile", map[string]any{
			"firstName": "Dana", "lastName": "Diaz-Ortiz", "website": "https://dana.example", "socialLinks": "https://a.example\nhttps://b.example",
			"politicalAffiliation": "Green", "isPublicProfile": false, "currentPosition": "Owner",
		})
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"lastName":"Diaz-Ortiz"`) ||
			!strings.Contains(string(body), `"socialLinks":["https://a.example","https://b.example"]`) ||
			!strings.Contains(string(body), `"isPublicProfile":false`) || !strings.Contains(string(body), `"politicalAffiliation":"Green"`) {
			t.Fatalf("profile: %d %s", resp.StatusCode, body)
		}
		noSecrets(t, body)

		// Logout ends the session; the old cookie no longer works.
		resp, body = c.Do(t, "POST", "/api/logout", map[string]any{})
		if resp.StatusCode != 200 || string(body) != "{\"ok\":true}\n" {
			t.Fatalf("logout: %d %s", resp.StatusCode, body)
		}
		if r, _ := c.Do(t, "GET", "/api/user", nil); r.StatusCode != 401 {
			t.Fatalf("after logout: %d", r.StatusCode)
		}
		replay := s.NewClient()
		req, _ := http.NewRequest("GET", s.URL+"/api/user", nil)
		req.AddCookie(&http.Cookie{Name: "canvass_session", Value: ck.Value})
		if r, err := replay.HTTP.Do(req); err != nil || r.StatusCode != 401 {
			t.Fatalf("replayed session cookie: %v %v", r, err)
		}

		// Log in with another letter case.
		resp, body = c.Do(t, "POST", "/api/login", map[string]string{"username": "dana", "password": "secret1"})
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"lastName":"Diaz-Ortiz"`) {
			t.Fatalf("login: %d %s", resp.StatusCode, body)
		}
		noSecrets(t, body)
	})
}

func TestLoginThrottled(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := newWorld(t, s)
		c := s.NewClient()
		for i := range 5 {
			resp, body := c.Do(t, "POST", "/api/login", map[string]string{"username": "alice", "password": "wrong-" + strconv.Itoa(i)})
			if resp.StatusCode != 401 {
				t.Fatalf("attempt %d: %d %s", i+1, resp.StatusCode, body)
			}
		}
		resp, body := c.Do(t, "POST", "/api/login", map[string]string{"username": "ALICE", "password": pw})
		if resp.StatusCode != 429 || !strings.Contains(string(body), `"message":"Too many login attempts. Please try again later."`) ||
			!strings.Contains(string(body), `"code":"RATE_LIMITED"`) {
			t.Fatalf("locked account: %d %s", resp.StatusCode, body)
		}
		if ra, err := strconv.Atoi(resp.Header.Get("Retry-After")); err != nil || ra < 1 || ra > 900 {
			t.Fatalf("Retry-After %q", resp.Header.Get("Retry-After"))
		}
		// Another account still logs in normally from the same address.
		resp, body = c.Do(t, "POST", "/api/login", map[string]string{"username": "bob", "password": pw})
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"username":"bob"`) {
			t.Fatalf("bob: %d %s", resp.StatusCode, body)
		}
		// alice's existing session is unaffected.
		if r, _ := w.clients["alice"].Do(t, "GET", "/api/user", nil); r.StatusCode != 200 {
			t.Fatalf("alice's session: %d", r.StatusCode)
		}
	})
}

func TestPasswordResetEndsOtherSessions(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := newWorld(t, s)
		ctx := context.Background()
		// The token normally arrives by email; here it is made directly.
		if err := s.App.Accounts.RequestPasswordReset(ctx, "alice@example.com", ""); err != nil {
			t.Fatal(err)
		}
		s.DrainQueue(t)
		var n int
		s.App.DB.Get(ctx, &n, `SELECT COUNT(*) FROM password_resets`)
		if n != 1 {
			t.Fatalf("%d reset rows", n)
		}
		// Bump the epoch as ResetPassword does (token is only in the log mail).
		s.App.DB.Exec(ctx, `UPDATE users SET session_epoch = session_epoch + 1 WHERE id = ?`, w.users["alice"].ID)
		if r, _ := w.clients["alice"].Do(t, "GET", "/api/user", nil); r.StatusCode != 401 {
			t.Fatalf("alice still signed in after epoch bump: %d", r.StatusCode)
		}
		if r, _ := w.clients["bob"].Do(t, "GET", "/api/user", nil); r.StatusCode != 200 {
			t.Fatal("bob signed out by alice's reset")
		}
	})
}
