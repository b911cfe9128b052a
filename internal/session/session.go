// Package session keeps who is signed in: scs v2 sessions stored in the
// database (the sessions table of migration 0001, through dbStore on the
// app's database handle), a cookie named canvass_session, and the signed-in user
// ("viewer") of each request in its context.
//
// A session holds the user id and the user's session epoch at sign-in. A
// password reset bumps the epoch, so every older session stops matching and
// is treated as signed out (and destroyed).
package session

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/alexedwards/scs/v2"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
)

// Cookie and lifetime settings.
const (
	CookieName = "canvass_session"
	// Lifetime is absolute: sign in again after 30 days. There is no idle
	// timeout on purpose: scs implements one by rewriting the session row
	// (and the cookie) on every signed-in request, which would put a write,
	// and on SQLite an fsync on the single writer, behind every read. Sign-out,
	// a password reset (session epoch) and the lifetime end sessions.
	Lifetime = 30 * 24 * time.Hour

	keyUserID = "uid"
	keyEpoch  = "epoch"
)

// StaticPrefixes are request paths served without loading the session
// (immutable files and health checks): no session row is read or renewed
// for them.
var StaticPrefixes = []string{"/uploads/", "/assets/", "/healthz", "/readyz", "/favicon", "/robots.txt"}

// Manager signs users in and out and loads the viewer of each request.
type Manager struct {
	scs  *scs.SessionManager
	acc  *accounts.Service
	stop func()
	// Log receives session store failures; slog.Default() unless set.
	Log *slog.Logger
	// Ended, when set, is told whose sessions may have just ended (sign-out,
	// sign-in over another user's session) so their live sockets recheck
	// (app.New publishes an events.KindSession event, which reaches every
	// process).
	Ended func(ctx context.Context, userIDs ...int64)
	// Tokens, when set, authenticates "Authorization: Bearer" requests
	// (personal access tokens, internal/tokens); nil: bearer requests are
	// refused.
	Tokens TokenAuthenticator
}

// TokenAuthenticator finds the member a personal access token stands for.
type TokenAuthenticator interface {
	Authenticate(ctx context.Context, secret string) (*accounts.User, accounts.TokenAuth, error)
}

// New returns a session manager storing sessions in db (dbStore). secure sets the
// cookie's Secure flag (CANVASS_COOKIE_SECURE). Close releases it.
func New(ctx context.Context, db *store.DB, acc *accounts.Service, secure bool) (*Manager, error) {
	m := &Manager{scs: scs.New(), acc: acc, Log: slog.Default()}
	if d := db.Dialect(); d != store.SQLite && d != store.Postgres {
		return nil, fmt.Errorf("session: unsupported database %q", d)
	}
	st := newDBStore(db)
	m.scs.Store = st
	m.stop = st.StopCleanup
	m.scs.Codec = codec{}
	m.scs.Lifetime = Lifetime
	m.scs.Cookie.Name = CookieName
	m.scs.Cookie.HttpOnly = true
	m.scs.Cookie.SameSite = http.SameSiteLaxMode
	m.scs.Cookie.Secure = secure
	m.scs.Cookie.Path = "/"
	m.scs.Cookie.Persist = true
	m.scs.ErrorFunc = func(w http.ResponseWriter, r *http.Request, err error) {
		m.Log.ErrorContext(r.Context(), "session store failed", "method", r.Method, "path", r.URL.Path, "err", err)
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(http.StatusInternalServerError)
		w.Write([]byte(`{"message":"Internal error.","code":"INTERNAL"}` + "\n"))
	}
	return m, nil
}

// SetLifetime shortens sessions' absolute lifetime (tests of expiry).
func (m *Manager) SetLifetime(d time.Duration) { m.scs.Lifetime = d }

// Close stops the store's cleanup and closes its connections.
func (m *Manager) Close() {
	if m.stop != nil {
		m.stop()
		m.stop = nil
	}
}

type ctxKey int

const (
	viewerKey ctxKey = iota
	remoteAddrKey
)

// viewerBox holds a request's viewer. It is loaded on first use (requests
// that never ask cost no statement) and updated by SignIn/SignOut, so the
// rest of the same request sees the change.
type viewerBox struct {
	mu     sync.Mutex
	loaded bool
	user   *accounts.User
	load   func() *accounts.User
}

func (b *viewerBox) get() *accounts.User {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.loaded {
		b.loaded = true
		if b.load != nil {
			b.user = b.load()
		}
	}
	return b.user
}

func (b *viewerBox) set(u *accounts.User) {
	b.mu.Lock()
	b.loaded, b.user = true, u
	b.mu.Unlock()
}

// Middleware loads and saves the session of each request (scs LoadAndSave)
// and makes the viewer available through Viewer. The viewer is the session's
// user when their session epoch still matches (one statement, on first use);
// otherwise the request is signed out and the stale session destroyed.
func (m *Manager) Middleware(next http.Handler) http.Handler {
	inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		box := &viewerBox{load: func() *accounts.User { return m.loadViewer(ctx) }}
		ctx = context.WithValue(ctx, viewerKey, box)
		ctx = context.WithValue(ctx, remoteAddrKey, r.RemoteAddr)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
	withSession := m.scs.LoadAndSave(inner)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if secret, ok := bearer(r); ok {
			m.serveToken(w, r, secret, next)
			return
		}
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			for _, p := range StaticPrefixes {
				if strings.HasPrefix(r.URL.Path, p) {
					next.ServeHTTP(w, r)
					return
				}
			}
		}
		withSession.ServeHTTP(w, r)
	})
}

// bearer returns the secret of an "Authorization: Bearer" header.
func bearer(r *http.Request) (string, bool) {
	h := r.Header.Get("Authorization")
	if len(h) < 7 || !strings.EqualFold(h[:7], "bearer ") {
		return "", false
	}
	return strings.TrimSpace(h[7:]), true
}

// serveToken serves a request that presented a personal access token: the
// token alone says who it is (no cookie session is read or written), an
// unknown, revoked or expired token is refused at once with 401, and a
// read-only token cannot use a REST method that changes anything (GraphQL
// refuses its mutations: graph.tokenScope). Websocket subscriptions need the
// browser session.
func (m *Manager) serveToken(w http.ResponseWriter, r *http.Request, secret string, next http.Handler) {
	if m.Tokens == nil {
		Deny(w, r, http.StatusUnauthorized, apperr.Unauthenticated, accounts.MsgTokenUnavailable)
		return
	}
	if strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		Deny(w, r, http.StatusBadRequest, apperr.Invalid, "Subscriptions need a browser session; tokens work on HTTP requests.")
		return
	}
	u, tok, err := m.Tokens.Authenticate(r.Context(), secret)
	if err != nil {
		if apperr.CodeOf(err) == apperr.Unauthenticated {
			w.Header().Set("WWW-Authenticate", `Bearer realm="canvass", error="invalid_token"`)
			Deny(w, r, http.StatusUnauthorized, apperr.Unauthenticated, accounts.MsgTokenUnavailable)
			return
		}
		m.log().ErrorContext(r.Context(), "session: token", "err", err)
		Deny(w, r, http.StatusInternalServerError, apperr.Internal, "Internal error.")
		return
	}
	// SECURITY: a read token changes nothing through REST.
	if tok.Scope != accounts.ScopeReadWrite && strings.HasPrefix(r.URL.Path, "/api/") &&
		r.Method != http.MethodGet && r.Method != http.MethodHead && r.Method != http.MethodOptions {
		Deny(w, r, http.StatusForbidden, apperr.Forbidden, accounts.MsgTokenReadOnly)
		return
	}
	// The cookie session is loaded (handlers may ask it) but never decides
	// who this is: the token does, and SignIn/SignOut refuse tokens.
	m.scs.LoadAndSave(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := context.WithValue(r.Context(), viewerKey, &viewerBox{loaded: true, user: u})
		ctx = context.WithValue(ctx, remoteAddrKey, r.RemoteAddr)
		next.ServeHTTP(w, r.WithContext(accounts.WithToken(ctx, tok)))
	})).ServeHTTP(w, r)
}

// deny writes an error in the shape of the API asked: GraphQL's errors list
// on /graphql, the REST error body elsewhere.
// Deny answers a refused request before any handler runs, in the shape of
// the API it was sent to: a GraphQL error on /graphql, the REST shim's
// {message, code} elsewhere (a token's refusals, the cross-origin check).
func Deny(w http.ResponseWriter, r *http.Request, status int, code apperr.Code, msg string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	body := map[string]any{"message": msg, "code": code}
	if r.URL.Path == "/graphql" {
		body = map[string]any{"errors": []any{map[string]any{"message": msg, "extensions": map[string]any{"code": code}}}}
	}
	json.NewEncoder(w).Encode(body)
}

func (m *Manager) log() *slog.Logger {
	if m.Log != nil {
		return m.Log
	}
	return slog.Default()
}

// loadViewer reads the session's user; ctx carries the scs session data.
func (m *Manager) loadViewer(ctx context.Context) *accounts.User {
	id := m.scs.GetInt64(ctx, keyUserID)
	if id == 0 {
		return nil
	}
	u, err := m.acc.SessionUser(ctx, id, m.scs.GetInt64(ctx, keyEpoch))
	if err != nil {
		m.Log.ErrorContext(ctx, "session: load viewer", "user_id", id, "err", err)
		return nil
	}
	if u == nil {
		// Password reset (epoch bumped) or account gone: end this session.
		if err := m.scs.Destroy(ctx); err != nil {
			m.Log.ErrorContext(ctx, "session: destroy stale session", "err", err)
		}
	}
	return u
}

// MemberID is the id of the member the request's session was signed in
// as (zero: none), read from the session without loading the member: the
// API budget's caller (a stale session, which Viewer will sign out, still
// counts against the member it named). ctx must come from a request inside
// Middleware.
func (m *Manager) MemberID(ctx context.Context) int64 {
	if b, ok := ctx.Value(viewerKey).(*viewerBox); ok {
		b.mu.Lock()
		loaded, u := b.loaded, b.user
		b.mu.Unlock()
		if loaded { // a token's holder, or already loaded
			if u == nil {
				return 0
			}
			return u.ID
		}
	}
	return m.scs.GetInt64(ctx, keyUserID)
}

// Viewer returns the signed-in user of the request, or nil when signed out.
func Viewer(ctx context.Context) *accounts.User {
	if b, ok := ctx.Value(viewerKey).(*viewerBox); ok {
		return b.get()
	}
	return nil
}

// WithViewer returns a context whose viewer is u (for tests and for
// transports that authenticate differently, such as websocket init).
func WithViewer(ctx context.Context, u *accounts.User) context.Context {
	return context.WithValue(ctx, viewerKey, &viewerBox{loaded: true, user: u})
}

// RemoteAddr returns the client address of the request ("host:port"), for
// throttling, or "" outside a request.
func RemoteAddr(ctx context.Context) string {
	s, _ := ctx.Value(remoteAddrKey).(string)
	return s
}

// SignIn makes u the signed-in user of this request's session: the token is
// renewed first (no session fixation), then the user id and session epoch
// are stored. ctx must come from a request inside Middleware.
func (m *Manager) SignIn(ctx context.Context, u *accounts.User) error {
	// SECURITY: a token request has no browser session to sign in.
	if err := accounts.RefuseTokens(ctx); err != nil {
		return err
	}
	var before *accounts.User
	if b, ok := ctx.Value(viewerKey).(*viewerBox); ok {
		before = b.get()
	}
	if err := m.scs.RenewToken(ctx); err != nil {
		return err
	}
	if before != nil {
		// RenewToken deleted the old token's row: its sockets must close.
		m.ended(ctx, before.ID)
	}
	epoch, err := m.acc.SessionEpoch(ctx, u.ID)
	if err != nil {
		return err
	}
	m.scs.Put(ctx, keyUserID, u.ID)
	m.scs.Put(ctx, keyEpoch, epoch)
	if b, ok := ctx.Value(viewerKey).(*viewerBox); ok {
		b.set(u)
	}
	return nil
}

// SignOut destroys this request's session (the row and the cookie).
// Every live socket of that session closes with CloseSignedOut.
func (m *Manager) SignOut(ctx context.Context) error {
	if err := accounts.RefuseTokens(ctx); err != nil {
		return err
	}
	var before *accounts.User
	b, _ := ctx.Value(viewerKey).(*viewerBox)
	if b != nil {
		before = b.get()
	}
	if err := m.scs.Destroy(ctx); err != nil {
		return err
	}
	if b != nil {
		b.set(nil)
	}
	if before != nil {
		m.ended(ctx, before.ID)
	}
	return nil
}

func (m *Manager) ended(ctx context.Context, userIDs ...int64) {
	if m.Ended != nil {
		m.Ended(ctx, userIDs...)
	}
}
