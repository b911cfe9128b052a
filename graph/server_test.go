package graph_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/store/storetest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

func hasCode(r apptest.Response, code string) bool {
	for _, c := range r.Codes() {
		if c == code {
			return true
		}
	}
	return false
}

func TestLimits(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()

		t.Run("depth limit, fragments followed", func(t *testing.T) {
			r := c.GraphQL(t, `query { viewer { ...J } }
fragment J on User { jobs(first: 1) { edges { node { owner { jobs(first: 1) { edges { node { owner { jobs(first: 1) { edges { node { id } } } } } } } } } } } }`, nil)
			if !hasCode(r, "INVALID") || !strings.Contains(r.Errors[0].Message, "too deep") || len(r.Data) != 0 {
				t.Fatalf("deep query: %+v data=%s", r.Errors, r.Data)
			}
		})
		t.Run("complexity: first multiplies", func(t *testing.T) {
			r := c.GraphQL(t, `{ jobs(first: 100) { edges { node { owner { jobs(first: 100) { edges { node { id title } } } } } } } }`, nil)
			if !hasCode(r, "COMPLEXITY_LIMIT_EXCEEDED") {
				t.Fatalf("got %+v", r.Errors)
			}
			// A first beyond the cap costs no more than first: 100.
			r = c.GraphQL(t, `{ jobs(first: 1000000) { edges { node { owner { jobs(first: 1) { edges { node { id } } } } } } } }`, nil)
			if hasCode(r, "COMPLEXITY_LIMIT_EXCEEDED") {
				t.Fatalf("capped first still counted in full: %+v", r.Errors)
			}
		})
		t.Run("parser token limit", func(t *testing.T) {
			q := "{ " + strings.Repeat("__typename ", 6000) + "}"
			r := c.GraphQL(t, q, nil)
			if len(r.Errors) == 0 || r.Errors[0].Code() == "" || len(r.Data) != 0 {
				t.Fatalf("got %+v", r.Errors)
			}
		})
		t.Run("array batching refused", func(t *testing.T) {
			resp, body := c.Do(t, http.MethodPost, "/graphql", `[{"query":"{ __typename }"},{"query":"{ __typename }"}]`)
			if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "Batched") || !strings.Contains(string(body), `"INVALID"`) {
				t.Fatalf("%d %s", resp.StatusCode, body)
			}
		})
		t.Run("non-JSON body refused", func(t *testing.T) {
			resp, _ := c.DoHeader(t, http.MethodPost, "/graphql", "query={__typename}", http.Header{"Content-Type": {"application/x-www-form-urlencoded"}})
			if resp.StatusCode < 400 {
				t.Fatalf("form post: %d", resp.StatusCode)
			}
			resp, body := c.Do(t, http.MethodPost, "/graphql", `{"query": `)
			if resp.StatusCode != http.StatusBadRequest || strings.Contains(string(body), `"query": `) {
				t.Fatalf("broken JSON: %d %s", resp.StatusCode, body)
			}
		})
		t.Run("GET refused, mutations included", func(t *testing.T) {
			resp, body := c.Do(t, http.MethodGet, "/graphql?query="+`mutation%20%7B%20logout%20%7B%20ok%20%7D%20%7D`, nil)
			if resp.StatusCode != http.StatusMethodNotAllowed || !strings.Contains(string(body), "POST") {
				t.Fatalf("%d %s", resp.StatusCode, body)
			}
		})
		t.Run("fragment chain refused in time proportional to its size", func(t *testing.T) {
			// 40 fragments, each spreading the next twice: 2^39 fields once
			// expanded, about 1.6 KB of text.
			var b strings.Builder
			b.WriteString("query { ...F1 }\n")
			for i := 1; i < 40; i++ {
				fmt.Fprintf(&b, "fragment F%d on Query { ...F%d ...F%d }\n", i, i+1, i+1)
			}
			b.WriteString("fragment F40 on Query { __typename }\n")
			start := time.Now()
			r := c.GraphQL(t, b.String(), nil)
			took := time.Since(start)
			if !hasCode(r, "INVALID") || !strings.Contains(r.Errors[0].Message, "too large") || len(r.Data) != 0 {
				t.Fatalf("fragment chain: %+v data=%s", r.Errors, r.Data)
			}
			if took > 500*time.Millisecond {
				t.Fatalf("fragment chain took %v to refuse", took)
			}
		})
		t.Run("many distinct fragments still run", func(t *testing.T) {
			var b strings.Builder
			b.WriteString("query { viewer { id } jobs(first: 2) { ...Page } ")
			for i := 0; i < 60; i++ {
				fmt.Fprintf(&b, "...T%d ", i)
			}
			b.WriteString("}\nfragment Page on JobConnection { edges { cursor node { ...Job } } pageInfo { hasNextPage endCursor } }\n")
			b.WriteString("fragment Job on Job { id title ...Owner }\nfragment Owner on Job { owner { id username } }\n")
			for i := 0; i < 60; i++ {
				fmt.Fprintf(&b, "fragment T%d on Query { t%d: __typename ...Job%d }\n", i, i, i%3)
			}
			for i := 0; i < 3; i++ {
				fmt.Fprintf(&b, "fragment Job%d on Query { j%d: jobs(first: 1) { edges { node { ...Job } } } }\n", i, i)
			}
			r := c.GraphQL(t, b.String(), nil)
			r.NoErrors(t)
			if !strings.Contains(string(r.Data), `"t59":"Query"`) {
				t.Fatalf("data = %s", r.Data)
			}
		})
		t.Run("no suggestions outside dev", func(t *testing.T) {
			for _, q := range misspelt {
				r := c.GraphQL(t, q, nil)
				if len(r.Errors) == 0 || r.Errors[0].Code() == "" {
					t.Fatalf("%s: %+v", q, r.Errors)
				}
				for _, e := range r.Errors {
					if strings.Contains(e.Message, "mean") {
						t.Fatalf("%s: suggestion leaked: %q", q, e.Message)
					}
				}
			}
		})
		t.Run("introspection off for visitors outside dev", func(t *testing.T) {
			for _, q := range []string{`{ __schema { queryType { name } } }`, `{ ...I } fragment I on Query { __type(name: "Job") { name } }`} {
				r := c.GraphQL(t, q, nil)
				if !hasCode(r, "FORBIDDEN") || r.Errors[0].Message != "Introspection is disabled." || len(r.Data) != 0 || r.Status != http.StatusOK {
					t.Fatalf("introspection answered: %+v %s", r.Errors, r.Data)
				}
			}
			resp, _ := c.Do(t, http.MethodGet, "/graphql/playground", nil)
			if resp.StatusCode != http.StatusNotFound {
				t.Fatalf("playground outside dev: %d", resp.StatusCode)
			}
		})
		t.Run("request errors carry a code", func(t *testing.T) {
			for _, q := range []string{`{ viewer { `, `{ noSuchField }`} {
				r := c.GraphQL(t, q, nil)
				if len(r.Errors) == 0 || r.Errors[0].Code() == "" {
					t.Fatalf("%s: %+v", q, r.Errors)
				}
			}
			r := c.GraphQL(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": 42})
			if len(r.Errors) != 0 {
				// An Int for an ID is accepted by coercion; a missing variable is not.
				t.Logf("int id: %+v", r.Errors)
			}
			r = c.GraphQL(t, `query($id: ID!) { node(id: $id) { id } }`, nil)
			if len(r.Errors) == 0 || r.Errors[0].Code() == "" {
				t.Fatalf("missing variable: %+v", r.Errors)
			}
		})
	})
}

// misspelt names an argument, an input field, an enum value and a field of
// the schema, each one letter off.
var misspelt = []string{
	`{ jobs(frist: 1) { totalCount } }`,
	`{ jobs(filter: {jobTyp: "x"}) { totalCount } }`,
	`{ jobs(orderBy: NEWST) { totalCount } }`,
	`{ jobz { totalCount } }`,
}

// Members and token holders may introspect (developers' tools need it),
// within the same limits as any other query; a visitor may not.
func TestIntrospectionForMembers(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		member := s.NewClient()
		member.Register(t, "introspector", "campaign_staff")
		holder := member.TokenHolder(t, "read")
		for name, c := range map[string]*apptest.Client{"member": member, "token holder": holder} {
			for _, q := range []string{`{ __schema { queryType { name } } }`, `{ ...I } fragment I on Query { __type(name: "Job") { name } }`} {
				r := c.GraphQL(t, q, nil)
				r.NoErrors(t)
				if !strings.Contains(string(r.Data), `"Query"`) && !strings.Contains(string(r.Data), `"Job"`) {
					t.Fatalf("%s: %s: data = %s", name, q, r.Data)
				}
			}
			// GraphiQL's own introspection query fits the limits.
			r := c.GraphQL(t, graphiqlIntrospection, nil)
			r.NoErrors(t)
			// The limits still apply: 60 copies of a type with 100 fields
			// each cost more than MaxComplexity (gqlgen leaves __schema out of
			// complexity: MaxFields bounds it), and lists of types nested three
			// deep are refused whatever their size (gqlparser's rule).
			if r := c.GraphQL(t, costlyIntrospection(), nil); !hasCode(r, "COMPLEXITY_LIMIT_EXCEEDED") {
				t.Fatalf("%s: a costly introspection query: %+v", name, r.Errors)
			}
			nested := `{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }`
			if r := c.GraphQL(t, nested, nil); !hasCode(r, "GRAPHQL_VALIDATION_FAILED") || !strings.Contains(r.Errors[0].Message, "introspection depth") {
				t.Fatalf("%s: nested lists of types: %+v", name, r.Errors)
			}
			r = c.GraphQL(t, `{ ...S } fragment S on Query { __schema { types { ...F } } } fragment F on __Type { fields { type { interfaces { possibleTypes { name } } } } }`, nil)
			if !hasCode(r, "GRAPHQL_VALIDATION_FAILED") {
				t.Fatalf("%s: nested lists of types through fragments: %+v", name, r.Errors)
			}
		}
		visitor := s.NewClient()
		if r := visitor.GraphQL(t, `{ __schema { queryType { name } } }`, nil); !hasCode(r, "FORBIDDEN") {
			t.Fatalf("visitor introspected: %+v %s", r.Errors, r.Data)
		}
	})
}

// costlyIntrospection is a small document (under 1,000 tokens) whose
// introspection costs more than MaxComplexity.
func costlyIntrospection() string {
	var b strings.Builder
	b.WriteString("{")
	for i := range 60 {
		fmt.Fprintf(&b, ` s%d: __type(name: "Job") { ...T }`, i)
	}
	b.WriteString(" }\nfragment T on __Type {")
	for i := range 100 {
		fmt.Fprintf(&b, " n%d: name", i)
	}
	b.WriteString(" }")
	return b.String()
}

// graphiqlIntrospection is the introspection query GraphiQL (and most
// tools) send, as graphql-js's getIntrospectionQuery writes it.
const graphiqlIntrospection = `query IntrospectionQuery {
  __schema {
    queryType { name } mutationType { name } subscriptionType { name }
    types { ...FullType }
    directives { name description locations args { ...InputValue } }
  }
}
fragment FullType on __Type {
  kind name description
  fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason }
  inputFields { ...InputValue }
  interfaces { ...TypeRef }
  enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
  possibleTypes { ...TypeRef }
}
fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue }
fragment TypeRef on __Type {
  kind name
  ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }
}`

func TestIntrospectionInDevMode(t *testing.T) {
	apptest.EachWith(t, func(c *app.Config) { c.Dev = true }, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		r := c.GraphQL(t, `{ __schema { queryType { name } } }`, nil)
		r.NoErrors(t)
		if !strings.Contains(string(r.Data), `"Query"`) {
			t.Fatalf("data = %s", r.Data)
		}
		// Developers keep their suggestions (so the test without them can fail).
		for _, q := range misspelt {
			r = c.GraphQL(t, q, nil)
			if len(r.Errors) == 0 || !strings.Contains(r.Errors[0].Message, "Did you mean") {
				t.Fatalf("%s: no suggestion in dev mode: %+v", q, r.Errors)
			}
		}
	})
}

func dialWS(ctx context.Context, s *apptest.Server, origin string, c ...*apptest.Client) (*websocket.Conn, *http.Response, error) {
	u := "ws" + strings.TrimPrefix(s.URL, "http") + "/graphql"
	opts := &websocket.DialOptions{
		Subprotocols: []string{"graphql-transport-ws"},
		HTTPHeader:   http.Header{"Origin": {origin}},
	}
	if len(c) > 0 {
		opts.HTTPClient = c[0].HTTP // its cookie jar: the session
	}
	return websocket.Dial(ctx, u, opts)
}

func TestWebsocket(t *testing.T) {
	apptest.EachWith(t, func(c *app.Config) { c.BaseURL = "https://canvass.example" }, func(t *testing.T, s *apptest.Server) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()

		t.Run("cross-origin upgrade refused", func(t *testing.T) {
			conn, resp, err := dialWS(ctx, s, "https://evil.example")
			if err == nil {
				conn.CloseNow()
				t.Fatal("cross-origin websocket accepted")
			}
			if resp == nil || resp.StatusCode != http.StatusForbidden {
				t.Fatalf("resp = %v, err = %v", resp, err)
			}
		})
		member := s.NewClient()
		member.Register(t, "pulse", "CANDIDATE")
		for _, origin := range []string{s.URL, "https://canvass.example"} {
			t.Run("heartbeat from "+origin, func(t *testing.T) {
				conn, _, err := dialWS(ctx, s, origin, member)
				if err != nil {
					t.Fatal(err)
				}
				defer conn.CloseNow()
				if conn.Subprotocol() != "graphql-transport-ws" {
					t.Fatalf("subprotocol %q", conn.Subprotocol())
				}
				type msg struct {
					ID      string          `json:"id,omitempty"`
					Type    string          `json:"type"`
					Payload json.RawMessage `json:"payload,omitempty"`
				}
				if err := wsjson.Write(ctx, conn, msg{Type: "connection_init"}); err != nil {
					t.Fatal(err)
				}
				var m msg
				if err := wsjson.Read(ctx, conn, &m); err != nil || m.Type != "connection_ack" {
					t.Fatalf("ack: %+v %v", m, err)
				}
				if err := wsjson.Write(ctx, conn, msg{ID: "1", Type: "subscribe", Payload: json.RawMessage(`{"query":"subscription { heartbeat }"}`)}); err != nil {
					t.Fatal(err)
				}
				for {
					if err := wsjson.Read(ctx, conn, &m); err != nil {
						t.Fatal(err)
					}
					if m.Type == "ping" || m.Type == "pong" || m.Type == "ka" {
						continue
					}
					break
				}
				var p struct {
					Data struct{ Heartbeat time.Time }
				}
				if m.Type != "next" || m.ID != "1" || json.Unmarshal(m.Payload, &p) != nil || time.Since(p.Data.Heartbeat) > time.Minute {
					t.Fatalf("got %+v (%s)", m, m.Payload)
				}
				conn.Close(websocket.StatusNormalClosure, "")
			})
		}
	})
}

func TestNodeAndNodes(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		alice := c.Register(t, "alice", "CANDIDATE")
		bob := s.NewClient().Register(t, "bobby", "VENDOR")

		r := c.GraphQL(t, `query($id: ID!) { node(id: $id) { id ... on User { username databaseId } } }`, map[string]any{"id": alice.ID})
		r.NoErrors(t)
		var one struct {
			Node struct {
				ID         string
				Username   string
				DatabaseID int64
			}
		}
		r.Decode(t, &one)
		if one.Node.ID != alice.ID || one.Node.Username != "alice" || one.Node.DatabaseID != alice.DatabaseID {
			t.Fatalf("node = %+v", one.Node)
		}

		const q = `query($ids: [ID!]!) { nodes(ids: $ids) { id ... on User { username } } }`
		missing := strings.Replace(alice.ID, alice.ID, "VXNlcjo5OTk5OTk", 1) // User:999999
		ids := []any{bob.ID, "not-an-id", missing, alice.ID, "Sm9iOjE"}      // Job:1 (no jobs)
		res := c.GraphQL(t, q, map[string]any{"ids": ids})
		res.NoErrors(t)
		var got struct {
			Nodes []*struct{ ID, Username string }
		}
		res.Decode(t, &got)
		if len(got.Nodes) != 5 || got.Nodes[0] == nil || got.Nodes[0].Username != "bobby" || got.Nodes[1] != nil ||
			got.Nodes[2] != nil || got.Nodes[3] == nil || got.Nodes[3].Username != "alice" {
			t.Fatalf("nodes = %s", res.Data)
		}
		// Three user ids (one missing) cost what one costs: one batched lookup.
		many := s.CountStatements(func() { c.GraphQL(t, q, map[string]any{"ids": []any{bob.ID, missing, alice.ID}}).NoErrors(t) })
		single := s.CountStatements(func() { c.GraphQL(t, q, map[string]any{"ids": []any{alice.ID}}).NoErrors(t) })
		if many != single {
			t.Fatalf("nodes with 3 users ran %d statements, with 1 user %d: users are not batched", many, single)
		}
	})
}
