package accounts

import (
	"net"
	"strings"
	"sync"
	"time"
)

// Throttle counts events per key inside a sliding window. The accounts
// service uses it for login failures, sign-ups and password reset requests.
// The in-memory implementation is per process; a shared one (PostgreSQL,
// Redis) can replace it behind this interface.
type Throttle interface {
	// Wait reports how long key must wait before its next attempt; zero means
	// it may go ahead. It records nothing.
	Wait(key string) time.Duration
	// Add records one event for key.
	Add(key string)
	// Reset forgets every event of key.
	Reset(key string)
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

func (t *MemoryThrottle) Wait(key string) time.Duration {
	if t.lim.Max <= 0 || key == "" {
		return 0
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	return t.lim.wait(t.live(key, now), now)
}

func (t *MemoryThrottle) Add(key string) {
	if t.lim.Max <= 0 || key == "" {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	if len(t.events) >= maxThrottleKeys {
		t.prune(now)
	}
	ev := append(t.live(key, now), now)
	if n := t.lim.kept(); len(ev) > n {
		ev = ev[len(ev)-n:]
	}
	t.events[key] = ev
}

func (t *MemoryThrottle) Reset(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.events, key)
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

// hit checks key against th and, when allowed, records the attempt.
func hit(th Throttle, key string) time.Duration {
	if w := th.Wait(key); w > 0 {
		return w
	}
	th.Add(key)
	return 0
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
