package session

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"canvass/internal/events"
)

// Live sockets (GraphQL subscriptions over websocket) outlive the request
// that opened them, so the session check made when they connect is not
// enough. Sockets keeps every live socket of this process by user and
// session and ends it, with CloseSignedOut, when its session ends: logout,
// a password reset or change, account deletion, the session's own expiry,
// or anything else that makes the session's user unreadable (a suspension
// would bump the session epoch). It also bounds how many sockets an address,
// a session and the whole process may hold.

// Websocket close codes. graphql-ws treats 4400-4499 as fatal (no retry).
const (
	// CloseSignedOut: the socket's session ended; the client shows the
	// signed-out state instead of reconnecting.
	CloseSignedOut = 4401
	// CloseRestarting (1012, "Service Restart"): the process is shutting
	// down (SIGTERM). The client reconnects at once, through the load
	// balancer to another process, and catches up from the database.
	CloseRestarting = 1012
)

// Socket limits (defaults; see NewSockets).
const (
	DefaultPerAddress      = 100
	DefaultPerSession      = 16
	DefaultSubscriptions   = 8
	DefaultInitTimeout     = 5 * time.Second
	DefaultRecheckInterval = time.Minute
)

// Sockets admits and tracks this process's live sockets.
type Sockets struct {
	m   *Manager
	log *slog.Logger

	// PerAddress caps the sockets of one client address, PerSession those of
	// one session, Max those of the process; Subscriptions caps the
	// operations one socket may keep open. InitTimeout is how long a socket
	// may stay without connection_init.
	PerAddress, PerSession, Max, Subscriptions int
	InitTimeout                                time.Duration

	subs atomic.Int64 // live subscriptions over all sockets (LiveSubscriptions)

	mu        sync.Mutex
	addrs     map[string]int
	total     int
	all       map[*Live]struct{} // every admitted socket, for Drain
	byUser    map[int64]map[*Live]struct{}
	bySession map[string]int
	draining  bool

	wake    chan struct{}
	pending map[int64]bool // users to recheck; pendAll: every socket
	pendAll bool
	stop    chan struct{}
	done    chan struct{}
}

// NewSockets starts the registry. broker, when not nil, is tapped for
// KindSession events (this process's and, on PostgreSQL, every other
// process's) and resyncs; every socket is also rechecked each interval.
// maxSockets is the process's budget (see app.SocketBudget).
func NewSockets(m *Manager, broker events.Broker, maxSockets int, log *slog.Logger) *Sockets {
	if log == nil {
		log = slog.Default()
	}
	s := &Sockets{
		m: m, log: log,
		PerAddress: DefaultPerAddress, PerSession: DefaultPerSession, Max: maxSockets,
		Subscriptions: DefaultSubscriptions, InitTimeout: DefaultInitTimeout,
		addrs: map[string]int{}, all: map[*Live]struct{}{}, byUser: map[int64]map[*Live]struct{}{}, bySession: map[string]int{},
		wake: make(chan struct{}, 1), pending: map[int64]bool{},
		stop: make(chan struct{}), done: make(chan struct{}),
	}
	if broker != nil {
		broker.Tap(func(ev events.Event) {
			switch ev.Kind {
			case events.KindSession:
				s.queue(false, ev.UserIDs...)
			case events.KindResync:
				s.queue(true)
			}
		})
	}
	go s.run(DefaultRecheckInterval)
	return s
}

// Close stops the registry's worker (sockets stay open; the server's
// shutdown ends them).
func (s *Sockets) Close() {
	select {
	case <-s.stop:
	default:
		close(s.stop)
	}
	<-s.done
}

// Drain closes every live socket with CloseRestarting and refuses new ones
// (503): the first step of a graceful shutdown, taken before the HTTP
// server's, which does not wait for (or close) hijacked connections.
func (s *Sockets) Drain() {
	s.mu.Lock()
	s.draining = true
	live := make([]*Live, 0, len(s.all))
	for l := range s.all {
		live = append(live, l)
	}
	s.mu.Unlock()
	for _, l := range live {
		l.End(CloseRestarting, "Server restarting; reconnect.")
	}
}

// queue asks the worker to recheck users' sockets (all of them when all).
// It never blocks: it is called from the broker's delivery.
func (s *Sockets) queue(all bool, users ...int64) {
	s.mu.Lock()
	if all {
		s.pendAll = true
	}
	for _, id := range users {
		if _, ok := s.byUser[id]; ok {
			s.pending[id] = true
		}
	}
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

func (s *Sockets) run(every time.Duration) {
	defer close(s.done)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-tick.C:
			s.queue(true)
		case <-s.wake:
			s.mu.Lock()
			var check []*Live
			for id, m := range s.byUser {
				if s.pendAll || s.pending[id] {
					for l := range m {
						check = append(check, l)
					}
				}
			}
			s.pendAll, s.pending = false, map[int64]bool{}
			s.mu.Unlock()
			for _, l := range check {
				if !s.m.stillValid(l) {
					l.End(CloseSignedOut, "Signed out.")
				}
			}
		}
	}
}

// Counts returns how many live sockets the process holds and how many are
// bound to a signed-in session (for tests and logs).
func (s *Sockets) Counts() (total, bound int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, m := range s.byUser {
		bound += len(m)
	}
	return s.total, bound
}

// Live is one admitted socket.
type Live struct {
	s      *Sockets
	addr   string
	token  string
	userID int64
	epoch  int64
	timer  *time.Timer
	subs   atomic.Int32

	mu       sync.Mutex
	end      func(code int, reason string)
	ended    bool
	released bool
}

type liveKey struct{}

// LiveFrom returns the socket of a websocket request's context, or nil.
func LiveFrom(ctx context.Context) *Live {
	l, _ := ctx.Value(liveKey{}).(*Live)
	return l
}

// Admit counts an upgrade request against its address's, its session's and
// the process's budgets. When over one it answers 429/503 itself and
// returns nil; otherwise the caller serves the socket with the returned
// request and calls Release when it ends.
func (s *Sockets) Admit(w http.ResponseWriter, r *http.Request) (*Live, *http.Request) {
	addr := r.RemoteAddr
	if host, _, err := net.SplitHostPort(addr); err == nil {
		addr = host
	}
	var token string
	if Viewer(r.Context()) != nil {
		token = s.m.scs.Token(r.Context())
	}
	s.mu.Lock()
	switch {
	case s.draining:
		s.mu.Unlock()
		refuse(w, http.StatusServiceUnavailable, "The server is restarting. Live updates will reconnect in a moment.")
		return nil, nil
	case s.Max > 0 && s.total >= s.Max:
		s.mu.Unlock()
		refuse(w, http.StatusServiceUnavailable, "The server is too busy for live updates right now. Please try again shortly.")
		return nil, nil
	case s.PerAddress > 0 && s.addrs[addr] >= s.PerAddress:
		s.mu.Unlock()
		refuse(w, http.StatusTooManyRequests, "Too many live connections from your address. Close some tabs and try again.")
		return nil, nil
	case token != "" && s.PerSession > 0 && s.bySession[token] >= s.PerSession:
		s.mu.Unlock()
		refuse(w, http.StatusTooManyRequests, "Too many live connections for this session. Close some tabs and try again.")
		return nil, nil
	}
	s.addrs[addr]++
	s.total++
	if token != "" {
		s.bySession[token]++
	}
	l := &Live{s: s, addr: addr, token: token}
	s.all[l] = struct{}{}
	s.mu.Unlock()
	return l, r.WithContext(context.WithValue(r.Context(), liveKey{}, l))
}

func refuse(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Retry-After", "10")
	w.WriteHeader(status)
	code := "RATE_LIMITED"
	if status == http.StatusServiceUnavailable {
		code = "UNAVAILABLE"
	}
	w.Write([]byte(`{"errors":[{"message":"` + msg + `","extensions":{"code":"` + code + `"}}]}` + "\n"))
}

// Bind ties an accepted socket to the session of the request that opened it
// (when signed in) and gives it the function that closes it with a code.
func (l *Live) Bind(ctx context.Context, end func(code int, reason string)) {
	l.mu.Lock()
	l.end = end
	l.mu.Unlock()
	s := l.s
	s.mu.Lock()
	draining := s.draining
	s.mu.Unlock()
	if draining { // admitted just before Drain ran
		l.End(CloseRestarting, "Server restarting; reconnect.")
		return
	}
	u := Viewer(ctx)
	if u == nil || l.token == "" {
		return // a visitor: the transport's init closes it with 4401
	}
	epoch := s.m.scs.GetInt64(ctx, keyEpoch)
	deadline := s.m.scs.Deadline(ctx)
	s.mu.Lock()
	l.userID, l.epoch = u.ID, epoch
	m := s.byUser[u.ID]
	if m == nil {
		m = map[*Live]struct{}{}
		s.byUser[u.ID] = m
	}
	m[l] = struct{}{}
	s.mu.Unlock()
	if !deadline.IsZero() {
		// The session's absolute expiry: end the socket then, and recheck
		// in case it was extended.
		l.timer = time.AfterFunc(time.Until(deadline)+10*time.Millisecond, func() {
			if !s.m.stillValid(l) {
				l.End(CloseSignedOut, "Your session has expired.")
			}
		})
	}
}

// StartSubscription counts an operation the socket keeps open; false when it
// already holds Subscriptions of them. EndSubscription undoes it.
func (l *Live) StartSubscription() bool {
	if n := l.subs.Add(1); l.s.Subscriptions > 0 && int(n) > l.s.Subscriptions {
		l.subs.Add(-1)
		return false
	}
	l.s.subs.Add(1)
	return true
}

// EndSubscription: see StartSubscription.
func (l *Live) EndSubscription() {
	l.subs.Add(-1)
	l.s.subs.Add(-1)
}

// LiveSubscriptions is how many subscriptions the process's sockets keep
// open (for metrics).
func (s *Sockets) LiveSubscriptions() int64 { return s.subs.Load() }

// End closes the socket with code (once).
func (l *Live) End(code int, reason string) {
	l.mu.Lock()
	if l.ended || l.end == nil {
		l.mu.Unlock()
		return
	}
	l.ended = true
	end := l.end
	l.mu.Unlock()
	end(code, reason)
}

// Release frees the socket's place in every budget; the transport calls it
// when the socket's request returns.
func (l *Live) Release() {
	l.mu.Lock()
	if l.released {
		l.mu.Unlock()
		return
	}
	l.released = true
	l.mu.Unlock()
	if l.timer != nil {
		l.timer.Stop()
	}
	s := l.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.addrs[l.addr]--; s.addrs[l.addr] <= 0 {
		delete(s.addrs, l.addr)
	}
	s.total--
	delete(s.all, l)
	if l.token != "" {
		if s.bySession[l.token]--; s.bySession[l.token] <= 0 {
			delete(s.bySession, l.token)
		}
	}
	if l.userID != 0 {
		if m := s.byUser[l.userID]; m != nil {
			delete(m, l)
			if len(m) == 0 {
				delete(s.byUser, l.userID)
			}
		}
	}
}

// stillValid tells whether l's session still exists (not signed out, not
// expired) and its user still matches it (same session epoch: no password
// reset or change, account not deleted).
func (m *Manager) stillValid(l *Live) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, found, err := m.scs.Store.(*dbStore).FindCtx(ctx, l.token)
	if err != nil {
		m.Log.Warn("session: recheck of a live socket failed; keeping it until the next check", "err", err)
		return true
	}
	if !found {
		return false
	}
	u, err := m.acc.SessionUser(ctx, l.userID, l.epoch)
	if err != nil {
		m.Log.Warn("session: recheck of a live socket failed; keeping it until the next check", "err", err)
		return true
	}
	return u != nil
}
