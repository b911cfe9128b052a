package app

import (
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/ratelimit"
	"canvass/internal/session"
)

// metered spends the API budget (internal/ratelimit/budget.go) of every
// /api request (ratelimit.RESTCost) and gives every /graphql request its
// meter, which the complexity limit spends (graph/oplimits.go). Every
// answer of both says the caller's budget (X-RateLimit-*); a caller past
// it gets 429 with Retry-After, in the API's error shape. Operations over
// GraphQL's websocket spend the budget of the member who opened it, with
// no headers (an error RATE_LIMITED past it).
func (a *App) metered(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gql := r.URL.Path == "/graphql"
		if a.Budget == nil || !(gql || strings.HasPrefix(r.URL.Path, "/api/")) {
			next.ServeHTTP(w, r)
			return
		}
		if gql && r.Header.Get("Upgrade") != "" {
			// The websocket's operations spend the same budget (the
			// complexity limit finds the meter in their context), without
			// headers: the upgrade's answer is long gone by then.
			m := a.Budget.Meter(a.caller(r), http.Header{})
			next.ServeHTTP(w, r.WithContext(ratelimit.WithMeter(r.Context(), m)))
			return
		}
		m := a.Budget.Meter(a.caller(r), w.Header())
		var err error
		if gql {
			err = m.Exhausted() // the operation's cost is known once it is parsed
		} else {
			err = m.Spend(ratelimit.RESTCost)
		}
		if err != nil {
			session.Deny(w, r, http.StatusTooManyRequests, apperr.RateLimited, apperr.As(err).Message)
			return
		}
		next.ServeHTTP(w, r.WithContext(ratelimit.WithMeter(r.Context(), m)))
	})
}

// caller is whose budget r spends: its personal access token, else its
// session's member, else its client address (the peer, or the address a
// trusted proxy named; an IPv6 address's /64, which one client usually
// has whole).
func (a *App) caller(r *http.Request) ratelimit.Caller {
	lim := a.budgetLimits()
	if tok, ok := accounts.TokenOf(r.Context()); ok {
		return ratelimit.Caller{Key: "token:" + strconv.FormatInt(tok.ID, 10), Limit: lim.Member}
	}
	if id := a.Sessions.MemberID(r.Context()); id != 0 {
		return ratelimit.Caller{Key: "member:" + strconv.FormatInt(id, 10), Limit: lim.Member}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if addr, err := netip.ParseAddr(host); err == nil {
		addr = addr.Unmap()
		if addr.Is6() {
			p, _ := addr.Prefix(64)
			host = p.String()
		} else {
			host = addr.String()
		}
	}
	return ratelimit.Caller{Key: "addr:" + host, Limit: lim.Visitor}
}

// budgetLimits is CANVASS_API_LIMIT's and CANVASS_API_LIMIT_VISITOR's
// budget, or ratelimit.DefaultBudget.
func (a *App) budgetLimits() ratelimit.BudgetLimits {
	if a.Config.APIBudget != nil {
		return *a.Config.APIBudget
	}
	return ratelimit.DefaultBudget
}
