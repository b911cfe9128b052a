package app_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/ratelimit"
	"canvass/internal/store/storetest"
)

// budget is an answer's X-RateLimit-* headers.
type budget struct{ limit, remaining, used, reset, retryAfter int }

func budgetOf(t *testing.T, resp *http.Response) budget {
	t.Helper()
	num := func(name string, required bool) int {
		v := resp.Header.Get(name)
		if v == "" {
			if required {
				t.Fatalf("%s %s: no %s header (status %d)", resp.Request.Method, resp.Request.URL.Path, name, resp.StatusCode)
			}
			return 0
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("%s: %q", name, v)
		}
		return n
	}
	return budget{num("X-RateLimit-Limit", true), num("X-RateLimit-Remaining", true), num("X-RateLimit-Used", true),
		num("X-RateLimit-Reset", true), num("Retry-After", false)}
}

// restBudget sends GET path and returns its budget.
func restBudget(t *testing.T, c *apptest.Client, path string) (budget, int, []byte) {
	t.Helper()
	resp, body := c.Do(t, http.MethodGet, path, nil)
	return budgetOf(t, resp), resp.StatusCode, body
}

// gqlBudget posts query and returns its budget and answer.
func gqlBudget(t *testing.T, c *apptest.Client, query string) (budget, apptest.Response) {
	t.Helper()
	resp, body := c.Do(t, http.MethodPost, "/graphql", map[string]any{"query": query})
	var r apptest.Response
	if err := json.Unmarshal(body, &r); err != nil {
		t.Fatalf("POST /graphql: status %d, %s", resp.StatusCode, body)
	}
	r.Status = resp.StatusCode
	return budgetOf(t, resp), r
}

// A query of known complexity: viewer (1) with two fields (1 each), a job
// list of `first: 2` whose nodes cost 2 (id, title) and pageInfo.
const budgetQuery = `{ viewer { id username } }`

// Every /api and /graphql answer says the caller's hourly budget; REST
// requests cost ratelimit.RESTCost, GraphQL operations their complexity;
// visitors (by address), members and tokens each have their own.
func TestAPIBudgetHeaders(t *testing.T) {
	lim := ratelimit.BudgetLimits{Member: 5000, Visitor: 3000}
	apptest.EachWith(t, func(c *app.Config) { c.APIBudget = &lim }, func(t *testing.T, s *apptest.Server) {
		visitor := s.NewClient()
		b1, status, _ := restBudget(t, visitor, "/api/jobs")
		if status != http.StatusOK || b1.limit != lim.Visitor || b1.remaining != lim.Visitor-ratelimit.RESTCost || b1.used != ratelimit.RESTCost {
			t.Fatalf("visitor's first REST request: status %d, %+v", status, b1)
		}
		hour := time.Now().UTC().Truncate(time.Hour).Add(time.Hour).Unix()
		if int64(b1.reset) != hour && int64(b1.reset) != hour+3600 {
			t.Errorf("reset %d, want the end of this hour (%d)", b1.reset, hour)
		}
		b2, r := gqlBudget(t, visitor, budgetQuery)
		r.NoErrors(t)
		if b2.limit != lim.Visitor || b2.remaining != b1.remaining-3 {
			t.Fatalf("visitor's query of 3 points: %+v after %+v", b2, b1)
		}
		// An unknown path and a request error are answered with the budget too.
		if b, status, _ := restBudget(t, visitor, "/api/no-such-thing"); status != http.StatusNotFound || b.remaining != b2.remaining-ratelimit.RESTCost {
			t.Fatalf("unknown /api path: status %d, %+v", status, b)
		}
		if b, r := gqlBudget(t, visitor, `{ nope }`); r.Status != http.StatusOK || len(r.Errors) == 0 || b.remaining != b2.remaining-ratelimit.RESTCost-1 {
			t.Fatalf("invalid query: status %d, %+v", r.Status, b)
		}
		// An Upgrade header buys REST nothing (only GraphQL's websocket is not metered).
		resp, _ := visitor.DoHeader(t, http.MethodGet, "/api/jobs", nil, http.Header{"Upgrade": {"websocket"}, "Connection": {"Upgrade"}})
		if b := budgetOf(t, resp); b.remaining != b2.remaining-2*ratelimit.RESTCost-1 {
			t.Fatalf("REST with Upgrade: %+v", b)
		}

		member := s.NewClient()
		member.Register(t, "budgetmember", "CANDIDATE")
		b3, r := gqlBudget(t, member, budgetQuery)
		r.NoErrors(t)
		if b3.limit != lim.Member || b3.remaining != lim.Member-3 {
			t.Fatalf("member's first query: %+v", b3)
		}
		if b, _, _ := restBudget(t, member, "/api/user"); b.limit != lim.Member || b.remaining != b3.remaining-ratelimit.RESTCost {
			t.Fatalf("member's REST request: %+v", b)
		}

		_, r = gqlBudget(t, member, `mutation { createApiToken(input: {name: "budget", scope: READ}) { secret } }`)
		r.NoErrors(t)
		var tok struct {
			CreateAPIToken struct{ Secret string } `json:"createApiToken"`
		}
		r.Decode(t, &tok)
		bearer := s.NewClient()
		bearer.Bearer = tok.CreateAPIToken.Secret
		if b, status, _ := restBudget(t, bearer, "/api/user"); status != http.StatusOK || b.limit != lim.Member || b.remaining != lim.Member-ratelimit.RESTCost {
			t.Fatalf("token's first REST request (its own budget, not its member's): status %d, %+v", status, b)
		}
		if b, r := gqlBudget(t, bearer, budgetQuery); len(r.Errors) > 0 || b.remaining != lim.Member-ratelimit.RESTCost-3 {
			t.Fatalf("token's query: %+v %+v", b, r.Errors)
		}

		// rateLimit says what the headers say, and what the operation cost.
		for _, c := range []*apptest.Client{visitor, member, bearer} {
			before, _ := gqlBudget(t, c, budgetQuery)
			after, r := gqlBudget(t, c, `{ rateLimit { limit cost used remaining resetAt } jobs(first: 3) { edges { node { id title } } } }`)
			r.NoErrors(t)
			var out struct {
				RateLimit struct {
					Limit, Cost, Used, Remaining int
					ResetAt                      time.Time
				}
			}
			r.Decode(t, &out)
			rl := out.RateLimit
			if rl.Limit != after.limit || rl.Remaining != after.remaining || rl.Used != after.used || rl.ResetAt.Unix() != int64(after.reset) ||
				rl.Cost != before.remaining-after.remaining || rl.Cost < 6 {
				t.Fatalf("rateLimit %+v, headers %+v (before: %+v)", rl, after, before)
			}
		}
	})
}

// A caller past its budget gets 429 with Retry-After, in each API's error
// shape, until the hour ends.
func TestAPIBudgetExhausted(t *testing.T) {
	lim := ratelimit.BudgetLimits{Member: 1000, Visitor: 3 * ratelimit.RESTCost}
	apptest.EachWith(t, func(c *app.Config) { c.APIBudget = &lim }, func(t *testing.T, s *apptest.Server) {
		// Registering is a visitor's request (of this address) too.
		member := s.NewClient()
		member.Register(t, "budgetheavy", "CANDIDATE")
		visitor := s.NewClient()
		b, status, body := restBudget(t, visitor, "/api/jobs")
		for i := 0; status == http.StatusOK; i++ {
			if i > 3 || b.retryAfter != 0 {
				t.Fatalf("request %d: status %d, %+v, %s", i+1, status, b, body)
			}
			b, status, body = restBudget(t, visitor, "/api/jobs")
		}
		var e struct{ Message, Code string }
		json.Unmarshal(body, &e)
		if status != http.StatusTooManyRequests || e.Code != "RATE_LIMITED" || e.Message == "" || b.remaining >= ratelimit.RESTCost || b.retryAfter < 1 || b.retryAfter > 3600 {
			t.Fatalf("past the budget: status %d, %+v, %s", status, b, body)
		}
		t.Logf("REST: %s", e.Message)
		b, r := gqlBudget(t, visitor, budgetQuery)
		if b.remaining > 0 {
			b, r = gqlBudget(t, visitor, budgetQuery) // spends the points left
		}
		if r.Status != http.StatusTooManyRequests || len(r.Errors) != 1 || r.Errors[0].Code() != "RATE_LIMITED" || b.retryAfter < 1 || r.Data != nil {
			t.Fatalf("GraphQL past the budget: status %d, %+v, %+v", r.Status, b, r.Errors)
		}

		// A member's operation that costs more than remains is refused whole.
		heavy := `{ jobs(first: 100) { edges { node { id title description } } } }`
		b, r = gqlBudget(t, member, heavy)
		r.NoErrors(t)
		cost := lim.Member - b.remaining
		if cost < 300 {
			t.Fatalf("heavy query cost %d points (%+v)", cost, b)
		}
		left := b.remaining
		for left >= cost {
			b, r = gqlBudget(t, member, heavy)
			r.NoErrors(t)
			left = b.remaining
		}
		b, r = gqlBudget(t, member, heavy)
		if r.Status != http.StatusTooManyRequests || r.Errors[0].Code() != "RATE_LIMITED" || b.remaining != left || b.retryAfter < 1 {
			t.Fatalf("operation over what remains: status %d, %+v, %+v", r.Status, b, r.Errors)
		}
		if b, r := gqlBudget(t, member, budgetQuery); len(r.Errors) > 0 || b.remaining != left-3 {
			t.Fatalf("a cheaper one still fits: %+v %+v", b, r.Errors)
		}
	})
}

// Two processes on one PostgreSQL database share each caller's budget:
// each flushes its points (every ratelimit.FlushEvery; here by hand) and
// learns the other's with each flush of that caller's points, so a caller
// past it on one is refused on the other.
func TestAPIBudgetSharedOnPostgres(t *testing.T) {
	url := storetest.PostgresURL(t)
	lim := ratelimit.BudgetLimits{Member: 1000, Visitor: 10 * ratelimit.RESTCost}
	cfg := func(c *app.Config) { c.APIBudget, c.APIBudgetFlush = &lim, -1 } // flushed by hand only
	a, b := apptest.Start(t, url, cfg), apptest.Start(t, url, cfg)
	ctx := context.Background()
	flush := func() {
		for _, s := range []*apptest.Server{b, a} {
			if err := s.App.Budget.Flush(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	onA, onB := a.NewClient(), b.NewClient()
	for range 4 {
		restBudget(t, onA, "/api/jobs")
	}
	flush()
	// B learns A's 4 requests with its first flush of this caller.
	if got, _, _ := restBudget(t, onB, "/api/jobs"); got.remaining != lim.Visitor-ratelimit.RESTCost {
		t.Fatalf("B's first request: %+v (it has not flushed yet)", got)
	}
	flush()
	if got, _, _ := restBudget(t, onB, "/api/jobs"); got.remaining != lim.Visitor-6*ratelimit.RESTCost {
		t.Fatalf("B after a flush: %+v, want 6 requests spent on A and B", got)
	}
	// A learns B's with its next flush of this caller.
	if got, _, _ := restBudget(t, onA, "/api/jobs"); got.remaining != lim.Visitor-5*ratelimit.RESTCost {
		t.Fatalf("A: %+v, want its own 5 (it has flushed nothing since B's first)", got)
	}
	flush()
	if got, _, _ := restBudget(t, onA, "/api/jobs"); got.remaining != lim.Visitor-8*ratelimit.RESTCost {
		t.Fatalf("A after a flush: %+v, want its 6 and B's 2", got)
	}
	// A spends the rest; once both have flushed, B refuses too.
	for {
		if _, status, _ := restBudget(t, onA, "/api/jobs"); status == http.StatusTooManyRequests {
			break
		}
	}
	flush()
	restBudget(t, onB, "/api/jobs") // may pass: B learns the total with this flush
	flush()
	if got, status, _ := restBudget(t, onB, "/api/jobs"); status != http.StatusTooManyRequests || got.retryAfter < 1 || got.remaining != 0 {
		t.Fatalf("B after A spent the budget: status %d, %+v", status, got)
	}
	var rows int
	if err := a.App.DB.Get(ctx, &rows, `SELECT COUNT(*) FROM api_budgets`); err != nil || rows != 1 {
		t.Fatalf("api_budgets: %d rows, %v (want one caller's hour)", rows, err)
	}
}

// Operations over the websocket spend the member's budget too (no headers
// there): rateLimit says so, and past the budget an operation is refused
// with RATE_LIMITED.
func TestAPIBudgetOverWebsocket(t *testing.T) {
	lim := ratelimit.BudgetLimits{Member: 60, Visitor: 100_000}
	apptest.EachWith(t, func(c *app.Config) { c.APIBudget = &lim }, func(t *testing.T, s *apptest.Server) {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		member := s.NewClient()
		member.Register(t, "budgetsocket", "CANDIDATE")
		ws, err := member.DialWS(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer ws.Close()
		ask := func() apptest.WSMessage {
			t.Helper()
			if _, err := ws.Subscribe(ctx, `{ rateLimit { cost remaining } jobs(first: 3) { edges { node { id title } } } }`, nil); err != nil {
				t.Fatal(err)
			}
			m, err := ws.Read(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
		m := ask()
		var first struct {
			Data struct{ RateLimit struct{ Cost, Remaining int } }
		}
		if err := json.Unmarshal(m.Payload, &first); err != nil || m.Type != "next" || first.Data.RateLimit.Cost < 6 ||
			first.Data.RateLimit.Remaining != lim.Member-first.Data.RateLimit.Cost {
			t.Fatalf("first operation over the socket: %s %s", m.Type, m.Payload)
		}
		ws.Read(ctx) // its complete
		for range 10 {
			if m = ask(); strings.Contains(string(m.Payload), "RATE_LIMITED") {
				break
			}
			ws.Read(ctx) // its complete
		}
		var refused struct {
			Errors []struct{ Extensions struct{ Code string } }
			Data   json.RawMessage
		}
		if json.Unmarshal(m.Payload, &refused); len(refused.Errors) != 1 || refused.Errors[0].Extensions.Code != "RATE_LIMITED" || string(refused.Data) != "null" {
			t.Fatalf("past the budget over the socket: %s %s", m.Type, m.Payload)
		}
		// The same member over HTTP is past it too.
		if b, r := gqlBudget(t, member, `{ rateLimit { cost remaining } jobs(first: 3) { edges { node { id title } } } }`); r.Status != http.StatusTooManyRequests || b.retryAfter < 1 {
			t.Fatalf("HTTP after the socket spent the budget: %d %+v", r.Status, b)
		}
	})
}
