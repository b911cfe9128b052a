package ratelimit

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// Meter is one request's account with its caller's budget: what it spent,
// and the X-RateLimit-* headers of its answer, kept up to date in h until
// the answer is written.
type Meter struct {
	b      *Budget
	caller Caller
	h      http.Header

	mu    sync.Mutex
	st    BudgetStatus
	spent bool
}

// Meter starts the account of a request by c, whose answer's headers are
// h: they say c's budget now, before the request spends anything.
func (b *Budget) Meter(c Caller, h http.Header) *Meter {
	m := &Meter{b: b, caller: c, h: h, st: b.Peek(c)}
	m.setHeaders()
	return m
}

// setHeaders writes the status as GitHub's API does. Called with mu held
// (or before the meter is shared).
func (m *Meter) setHeaders() {
	if m.caller.Limit <= 0 {
		return // not counted
	}
	m.h.Set("X-RateLimit-Limit", strconv.Itoa(m.st.Limit))
	m.h.Set("X-RateLimit-Remaining", strconv.Itoa(m.st.Remaining))
	m.h.Set("X-RateLimit-Used", strconv.Itoa(m.st.Used))
	m.h.Set("X-RateLimit-Reset", strconv.FormatInt(m.st.Reset.Unix(), 10))
}

// Spend takes cost points (at least 1) from the caller's budget. Past it,
// the answer also says Retry-After and the error is RATE_LIMITED (HTTP
// 429), with a message saying when the budget is whole again.
func (m *Meter) Spend(cost int) error {
	cost = max(1, cost)
	m.mu.Lock()
	defer m.mu.Unlock()
	st, ok := m.b.Spend(m.caller, cost)
	m.st, m.spent = st, true
	m.setHeaders()
	if ok {
		return nil
	}
	wait := st.Reset.Sub(m.b.now())
	err := Limited(budgetMessage(cost, st), wait)
	m.h.Set("Retry-After", strconv.Itoa(max(1, int((wait+time.Second-1)/time.Second))))
	return err
}

func budgetMessage(cost int, st BudgetStatus) string {
	return fmt.Sprintf("API rate limit exceeded: this request costs %d points and %d of your %d points an hour remain; the budget is whole again at %s.",
		cost, st.Remaining, st.Limit, st.Reset.UTC().Format("15:04 UTC"))
}

// Exhausted reports whether not even a request of 1 point fits; if so,
// the headers say Retry-After and err is the RATE_LIMITED error.
func (m *Meter) Exhausted() (err error) {
	m.mu.Lock()
	st := m.st
	m.mu.Unlock()
	if m.caller.Limit <= 0 || st.Remaining > 0 {
		return nil
	}
	wait := st.Reset.Sub(m.b.now())
	m.h.Set("Retry-After", strconv.Itoa(max(1, int((wait+time.Second-1)/time.Second))))
	return Limited(budgetMessage(1, st), wait)
}

// Spent reports whether the request has spent points (or been refused).
func (m *Meter) Spent() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.spent
}

// Status is the caller's budget after the request's spending so far (its
// Cost: what the request cost). ok is false when the caller is not
// counted (a zero limit).
func (m *Meter) Status() (st BudgetStatus, ok bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.st, m.caller.Limit > 0
}

type meterKey struct{}

// WithMeter returns ctx carrying the request's meter.
func WithMeter(ctx context.Context, m *Meter) context.Context {
	return context.WithValue(ctx, meterKey{}, m)
}

// MeterFrom is the request's (or the websocket's) meter, or nil (a
// test's handler without the middleware).
func MeterFrom(ctx context.Context) *Meter {
	m, _ := ctx.Value(meterKey{}).(*Meter)
	return m
}
