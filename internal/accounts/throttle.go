package accounts

import (
	"context"
	"net"
	"strings"
	"sync"
	"time"
)

// Throttle counts events per key inside a sliding window. The accounts
// service uses it for login failures, sign-ups, password reset requests,
// uploads and confirmation emails. MemoryThrottle is per process (SQLite:
// one process by nature); PGThrottle counts in PostgreSQL, so that every
// process behind a load balancer enforces one limit.
type Throttle interface {
	// Wait reports how long key must wait before its next event; zero means
	// it may go ahead. It records nothing.
	Wait(ctx context.Context, key string) (time.Duration, error)
	// Take records one event for key unless key must wait first (the wait is
	// then returned and nothing recorded). Check and record are one step, so
	// concurrent callers, on any process, never all pass one count: an
	// attempt is counted before its outcome is known, and Undo takes it back
	// when it turns out not to count (a successful login).
	Take(ctx context.Context, key string) (time.Duration, Taken, error)
	// Undo forgets the event that Take recorded (none: a no-op).
	Undo(ctx context.Context, key string, ev Taken) error
	// Reset forgets every event of key.
	Reset(ctx context.Context, key string) error
}

// Taken identifies the event one Take recorded; the zero value is none.
type Taken struct {
	id int64     // PGThrottle's row
	at time.Time // MemoryThrottle's event
}

// Limit is "at most Max events per Window". With Backoff set the limit is
// soft instead: past Max events in the window, each further event must wait
// Backoff after the one before, doubling with every event, up to MaxBackoff.
// That slows a distributed attack down without walling anyone out.
type Limit struct {
	Max    int
	Window time.Duration

	Backoff, MaxBackoff time.Duration
}

// kept is how many events of one key the throttle remembers: Max for a hard
// limit; for a soft one enough more to reach MaxBackoff.
func (l Limit) kept() int {
	if l.Backoff <= 0 {
		return l.Max
	}
	return l.Max + 32
}

// wait is how long after now the next event of a key with the events ev
// (oldest first, all inside the window) must wait.
func (l Limit) wait(ev []time.Time, now time.Time) time.Duration {
	if len(ev) < l.Max {
		return 0
	}
	if l.Backoff <= 0 {
		// The oldest counted event leaves the window at ev[len-Max] + Window.
		return ev[len(ev)-l.Max].Add(l.Window).Sub(now)
	}
	d := l.MaxBackoff
	if excess := len(ev) - l.Max; excess < 30 && l.Backoff<<excess < d {
		d = l.Backoff << excess
	}
	return max(ev[len(ev)-1].Add(d).Sub(now), 0)
}

// Limits are the throttling limits of the accounts service.
type Limits struct {
	LoginPerAccountAddress Limit // failed logins for one username from one address (hard)
	LoginPerAccount        Limit // failed logins for one username from anywhere (soft)
	LoginPerAddress        Limit // failed logins from one address, any username (hard)
	RegisterPerAddress     Limit // accounts created from one address
	ResetPerAddress        Limit // password reset requests from one address
	ResetPerEmail          Limit // password reset requests for one email
	UploadsPerUser         Limit // raw image uploads by one user
	VerifyPerUser          Limit // confirmation emails one account asks to be sent again
}

// DefaultLimits are the production limits.
//
// Login: one address gets 5 tries per account and 20 in all per 15 minutes;
// an account's failures from everywhere only start to cost time after 20 in
// an hour (1 s, 2 s, 4 s ... up to a minute between tries), so an attacker
// who knows a username can slow its owner down but never lock them out.
var DefaultLimits = Limits{
	LoginPerAccountAddress: Limit{Max: 5, Window: 15 * time.Minute},
	LoginPerAccount:        Limit{Max: 20, Window: time.Hour, Backoff: time.Second, MaxBackoff: time.Minute},
	LoginPerAddress:        Limit{Max: 20, Window: 15 * time.Minute},
	RegisterPerAddress:     Limit{Max: 20, Window: time.Hour},
	ResetPerAddress:        Limit{Max: 10, Window: time.Hour},
	ResetPerEmail:          Limit{Max: 3, Window: time.Hour},
	UploadsPerUser:         Limit{Max: 60, Window: time.Hour},
	VerifyPerUser:          Limit{Max: 5, Window: time.Hour},
}

// maxThrottleKeys bounds the memory of one MemoryThrottle: beyond it, keys
// with no event inside the window are dropped, then the oldest keys.
const maxThrottleKeys = 100_000

// MemoryThrottle is an in-memory sliding-window Throttle.
type MemoryThrottle struct {
	lim    Limit
	now    func() time.Time
	mu     sync.Mutex
	events map[string][]time.Time // oldest first, at most lim.kept() entries
}

// NewMemoryThrottle returns an in-memory throttle for lim; now may be nil.
func NewMemoryThrottle(lim Limit, now func() time.Time) *MemoryThrottle {
	if now == nil {
		now = time.Now
	}
	return &MemoryThrottle{lim: lim, now: now, events: map[string][]time.Time{}}
}

// live drops the events of key that left the window and returns the rest.
func (t *MemoryThrottle) live(key string, now time.Time) []time.Time {
	ev := t.events[key]
	i := 0
	for i < len(ev) && now.Sub(ev[i]) >= t.lim.Window {
		i++
	}
	ev = ev[i:]
	if len(ev) == 0 {
		delete(t.events, key)
		return nil
	}
	t.events[key] = ev
	return ev
}

func (t *MemoryThrottle) Wait(_ context.Context, key string) (time.Duration, error) {
	if t.lim.Max <= 0 || key == "" {
		return 0, nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	return t.lim.wait(t.live(key, now), now), nil
}

func (t *MemoryThrottle) Take(_ context.Context, key string) (time.Duration, Taken, error) {
	if t.lim.Max <= 0 || key == "" {
		return 0, Taken{}, nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	if w := t.lim.wait(t.live(key, now), now); w > 0 {
		return w, Taken{}, nil
	}
	t.add(key, now)
	return 0, Taken{at: now}, nil
}

// Add records one event for key whatever its wait (tests).
func (t *MemoryThrottle) Add(key string) {
	if t.lim.Max <= 0 || key == "" {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.add(key, t.now())
}

func (t *MemoryThrottle) add(key string, now time.Time) {
	if len(t.events) >= maxThrottleKeys {
		t.prune(now)
	}
	ev := append(t.live(key, now), now)
	if n := t.lim.kept(); len(ev) > n {
		ev = ev[len(ev)-n:]
	}
	t.events[key] = ev
}

func (t *MemoryThrottle) Undo(_ context.Context, key string, ev Taken) error {
	if ev.at.IsZero() {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	evs := t.events[key]
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Equal(ev.at) {
			evs = append(evs[:i:i], evs[i+1:]...)
			break
		}
	}
	if len(evs) == 0 {
		delete(t.events, key)
	} else {
		t.events[key] = evs
	}
	return nil
}

func (t *MemoryThrottle) Reset(_ context.Context, key string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.events, key)
	return nil
}

// prune drops expired keys, then (under a flood of distinct keys) the keys
// whose latest event is oldest, down to half the bound.
func (t *MemoryThrottle) prune(now time.Time) {
	for k := range t.events {
		t.live(k, now)
	}
	for k := range t.events { // map order is random: good enough to shed load
		if len(t.events) < maxThrottleKeys/2 {
			break
		}
		delete(t.events, k)
	}
}

// taking is one key of one throttle, for take.
type taking struct {
	th  Throttle
	key string
}

// held is what take recorded, for undo.
type held []struct {
	taking
	ev Taken
}

// take takes one event of every key, or none: when one must wait, the events
// already taken are undone and the longest wait is returned.
func take(ctx context.Context, ks ...taking) (held, time.Duration, error) {
	var h held
	for _, k := range ks {
		w, ev, err := k.th.Take(ctx, k.key)
		if err != nil || w > 0 {
			if uerr := h.undo(ctx); err == nil {
				err = uerr
			}
			if err == nil {
				// Report the longest wait of all, as separate checks would.
				for _, other := range ks {
					if ow, werr := other.th.Wait(ctx, other.key); werr == nil {
						w = max(w, ow)
					}
				}
			}
			return nil, w, err
		}
		h = append(h, struct {
			taking
			ev Taken
		}{k, ev})
	}
	return h, 0, nil
}

// undo takes back every event of h.
func (h held) undo(ctx context.Context) error {
	var first error
	for _, x := range h {
		if err := x.th.Undo(context.WithoutCancel(ctx), x.key, x.ev); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// addrKey reduces a remote address ("1.2.3.4:5678", "[::1]:80") to its host;
// IPv6 addresses are grouped by /64, since one client usually owns a whole
// /64. Empty means a trusted internal caller (seeding): not throttled.
func addrKey(remoteAddr string) string {
	if remoteAddr == "" {
		return ""
	}
	host, _, err := net.SplitHostPort(remoteAddr)
	if err != nil {
		host = remoteAddr
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	if ip == nil {
		return host
	}
	if ip.To4() == nil {
		return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
	}
	return ip.String()
}
