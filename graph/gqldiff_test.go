package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/ratelimit"
)

// The executor Canvass runs (gqlgen's output rewritten by cmd/gqlfast, with
// graph/gqlrun's runtime and scalars, and graph/post.go's transport)
// answers exactly as gqlgen's own executor built from the same schema and
// resolvers (gqlref_test.go): every document of gqldocs_test.go, as a
// visitor and as three members, on both engines, with the same data and
// errors, byte for byte. Run alone:
//
//	go test ./graph -run TestExecutorMatchesGqlgen -count=1 -v
func TestExecutorMatchesGqlgen(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gqlgen's unmodified executor")
	}
	ref := startReferenceBuild(t)
	apptest.EachWith(t, noBudget, func(t *testing.T, s *apptest.Server) {
		f := newExecFixture(t, s)
		docs := f.documents(t)
		bin := ref.wait(t)
		t.Logf("reference executor built in %s", ref.took.Round(time.Second))
		refURL := startReferenceServer(t, bin, s.App.Config.DatabaseURL, s.URL)
		start := time.Now()
		compared, withData, withErrors := 0, 0, 0
		var diffs []string
		for _, d := range docs {
			for _, v := range d.askers(f) {
				for _, vars := range d.varSets() {
					if d.prime {
						if _, err := ask(v, s.URL, d.query, vars); err != nil {
							t.Fatalf("%s as %s: %v", d.name, v.name, err)
						}
					}
					got, err := ask(v, s.URL, d.query, vars)
					if err != nil {
						t.Fatalf("%s as %s: %v", d.name, v.name, err)
					}
					want, err := ask(v, refURL, d.query, vars)
					if err != nil {
						t.Fatalf("%s as %s, gqlgen's executor: %v", d.name, v.name, err)
					}
					want = asGraphQLOverHTTP(want, got)
					compared++
					if len(got.Data) > 0 && string(got.Data) != "null" {
						withData++
					}
					if len(got.Errors) > 0 {
						withErrors++
					}
					if !got.same(want) {
						vj, _ := json.Marshal(vars)
						diffs = append(diffs, fmt.Sprintf("%s as %s with %s:\n  Canvass: %d %s\n  gqlgen:  %d %s",
							d.name, v.name, vj, got.Status, clipped(got.Body), want.Status, clipped(want.Body)))
					}
				}
			}
		}
		t.Logf("%d documents, %d answers compared with gqlgen's (%d with data, %d with errors) in %s: %d differences",
			len(docs), compared, withData, withErrors, time.Since(start).Round(time.Millisecond), len(diffs))
		for i, d := range diffs {
			if i == 10 {
				t.Errorf("… and %d more", len(diffs)-10)
				break
			}
			t.Error(d)
		}
		compareSubscriptions(t, f, refURL)
		compareFirstEvents(t, f, refURL, "notificationEvents", "NotificationEvent")
		// A comparison of nothing proves nothing: most answers have data.
		if compared < 1000 || withData < compared/2 || withErrors < 50 {
			t.Errorf("%d answers compared, %d with data, %d with errors: the documents no longer reach the data", compared, withData, withErrors)
		}
		if s := strings.Join(f.coverage(docs), ", "); s != "" {
			t.Errorf("not reached by any document: %s", s)
		}
	})
}

// noBudget turns the API budget off (both servers: the reference by
// CANVASS_API_LIMIT*), for tests that compare answers: rateLimit's answer
// depends on what was asked before, and a document set asked several times
// over by one address is not what the budget is for.
func noBudget(c *app.Config) { c.APIBudget = &ratelimit.BudgetLimits{} }

// compareFirstEvents compares the first event of subscription field (of
// type typ, every field selected) on both servers, as each viewer.
func compareFirstEvents(t *testing.T, f *execFixture, refURL, field, typ string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	query := "subscription { " + field + " { " + f.selection(f.schema.Types[typ], 3) + " } }"
	for _, v := range f.viewers {
		var got, want apptest.WSMessage
		var gerr, werr error
		for i, base := range []string{f.s.URL, refURL} {
			c := (&apptest.Server{URL: base}).NewClient()
			c.HTTP = v.http
			ws, err := c.DialWS(ctx)
			var m apptest.WSMessage
			if err == nil {
				if _, err = ws.Subscribe(ctx, query, nil); err == nil {
					m, err = ws.Read(ctx)
				}
				ws.Close()
			}
			if i == 0 {
				got, gerr = m, err
			} else {
				want, werr = m, err
			}
		}
		if websocket.CloseStatus(gerr) != websocket.CloseStatus(werr) || (gerr == nil) != (werr == nil) ||
			got.Type != want.Type || !bytes.Equal(got.Payload, want.Payload) {
			t.Errorf("%s as %s, first event:\n  Canvass: %v %s %s\n  gqlgen:  %v %s %s", field, v.name, gerr, got.Type, got.Payload, werr, want.Type, want.Payload)
		}
	}
}

// compareSubscriptions compares the first event of messageEvents (every
// field selected) on both servers, as each viewer (the visitor's socket is
// refused), and on PostgreSQL, where an event reaches every process, the
// event of a message sent to candidate1.
func compareSubscriptions(t *testing.T, f *execFixture, refURL string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	query := "subscription { messageEvents { " + f.selection(f.schema.Types["MessageEvent"], 3) + " } }"
	type socket struct {
		ws  *apptest.WS
		err error
	}
	dial := func(v viewer, base string) socket {
		c := (&apptest.Server{URL: base}).NewClient()
		c.HTTP = v.http
		ws, err := c.DialWS(ctx)
		if err == nil {
			if _, err = ws.Subscribe(ctx, query, nil); err != nil {
				ws.Close()
			}
		}
		return socket{ws, err}
	}
	var candidate [2]socket
	compared := 0
	for i, v := range f.viewers {
		got, want := dial(v, f.s.URL), dial(v, refURL)
		if got.err != nil || want.err != nil {
			if websocket.CloseStatus(got.err) != websocket.CloseStatus(want.err) || got.err == nil || want.err == nil {
				t.Errorf("messageEvents as %s: Canvass %v, gqlgen %v", v.name, got.err, want.err)
			}
			compared++
			continue
		}
		g, gerr := got.ws.Read(ctx)
		w, werr := want.ws.Read(ctx)
		compared++
		if gerr != nil || werr != nil || g.Type != w.Type || !bytes.Equal(g.Payload, w.Payload) {
			t.Errorf("messageEvents as %s, first event:\n  Canvass: %v %s %s\n  gqlgen:  %v %s %s", v.name, gerr, g.Type, g.Payload, werr, w.Type, w.Payload)
		}
		if i == 1 {
			candidate = [2]socket{got, want}
			continue
		}
		got.ws.Close()
		want.ws.Close()
	}
	if candidate[0].ws == nil {
		t.Fatal("no subscription of candidate1's")
	}
	defer candidate[0].ws.Close()
	defer candidate[1].ws.Close()
	if f.s.Engine == "postgres" {
		f.must(t, f.staff1, `mutation($in: SendMessageInput!) { sendMessage(input: $in) { message { id } errors { message } } }`,
			map[string]any{"in": map[string]any{"receiverId": f.ids["user:candidate1"], "content": "Compared <live> & \"quoted\"", "clientId": "gqldiff-1"}})
		g, gerr := candidate[0].ws.Read(ctx)
		w, werr := candidate[1].ws.Read(ctx)
		compared++
		if gerr != nil || werr != nil || g.Type != w.Type || !bytes.Equal(g.Payload, w.Payload) || !bytes.Contains(g.Payload, []byte(`"MESSAGE"`)) {
			t.Errorf("messageEvents as candidate1, a new message:\n  Canvass: %v %s %s\n  gqlgen:  %v %s %s", gerr, g.Type, g.Payload, werr, w.Type, w.Payload)
		}
	}
	t.Logf("%d subscription events (or refusals) compared", compared)
}

// asGraphQLOverHTTP is gqlgen's POST transport's answer as graph/post.go
// gives a request error (GraphQL over HTTP under application/json): 200
// rather than 422 for a parse or validation error, and no data entry
// rather than "data":null. The executors are what is compared; post.go's
// rules have their own tests (TestPostTransport, web/e2e/graphqlhttp).
func asGraphQLOverHTTP(want, got answer) answer {
	if want.Status == http.StatusUnprocessableEntity {
		want.Status = http.StatusOK
	}
	if len(got.Data) == 0 && string(want.Data) == "null" {
		want.Data = nil
	}
	return want
}
