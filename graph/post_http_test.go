package graph_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"canvass/internal/apptest"
)

// The transport through the real handler: statuses and content types as
// gqlgen's POST gives them, and markup escaped in the data.
func TestPostTransport(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		for _, tc := range []struct {
			name, body, accept, wantType string
			wantStatus                   int
			wantBody                     string
		}{
			{"query", `{"query":"{ __typename }"}`, "application/json", "application/json", 200, `{"data":{"__typename":"Query"}}`},
			{"graphql-response", `{"query":"{ __typename }"}`, "application/graphql-response+json", "application/graphql-response+json", 200, `{"data":{"__typename":"Query"}}`},
			// Request errors (GraphQL over HTTP): 200 under application/json,
			// 4xx under application/graphql-response+json; no data entry in either.
			{"syntax error", `{"query":"{ jobs( }"}`, "application/json", "application/json", 200, `{"errors":[`},
			{"syntax error, graphql-response", `{"query":"{ jobs( }"}`, "application/graphql-response+json", "application/graphql-response+json", 400, `{"errors":[`},
			{"validation error", `{"query":"{ noSuchField }"}`, "application/json", "application/json", 200, `{"errors":[`},
			{"validation error, graphql-response", `{"query":"{ noSuchField }"}`, "application/graphql-response+json", "application/graphql-response+json", 400, `{"errors":[`},
			{"variable error", `{"query":"query($id: ID!) { node(id: $id) { id } }","variables":{"id":null}}`, "application/json", "application/json", 200, `{"errors":[`},
			{"variable error, graphql-response", `{"query":"query($id: ID!) { node(id: $id) { id } }","variables":{"id":null}}`, "application/graphql-response+json", "application/graphql-response+json", 400, `{"errors":[`},
			{"visitor's introspection", `{"query":"{ __schema { queryType { name } } }"}`, "application/json", "application/json", 200, `"FORBIDDEN"`},
			{"visitor's introspection, graphql-response", `{"query":"{ __schema { queryType { name } } }"}`, "application/graphql-response+json", "application/graphql-response+json", 403, `"FORBIDDEN"`},
			{"query of the wrong type", `{"query":0}`, "application/graphql-response+json", "application/graphql-response+json", 400, `{"errors":[`},
			{"no query (not a GraphQL request)", `{"qeury":"{ __typename }"}`, "application/json", "application/json", 400, `{"errors":[`},
			{"no query, graphql-response", `{"qeury":"{ __typename }"}`, "application/graphql-response+json", "application/graphql-response+json", 400, `{"errors":[`},
			{"not JSON (the guard in front answers)", `{"query":`, "application/json", "application/json; charset=utf-8", 400, `The request body must be a JSON object with a query.`},
			{"no Accept", `{"query":"{ __typename }"}`, "", "application/json", 200, `{"data":{"__typename":"Query"}}`},
		} {
			resp, body := c.DoHeader(t, http.MethodPost, "/graphql", tc.body, http.Header{"Accept": {tc.accept}})
			if resp.StatusCode != tc.wantStatus || resp.Header.Get("Content-Type") != tc.wantType || !strings.Contains(string(body), tc.wantBody) {
				t.Errorf("%s: %d %q %s; want %d %q containing %s", tc.name, resp.StatusCode, resp.Header.Get("Content-Type"), body,
					tc.wantStatus, tc.wantType, tc.wantBody)
			}
			var answer map[string]json.RawMessage
			if err := json.Unmarshal(body, &answer); err != nil {
				t.Errorf("%s: not JSON: %s", tc.name, body)
			}
			if _, hasData := answer["data"]; hasData != (tc.wantStatus == 200 && !strings.HasPrefix(tc.wantBody, `{"errors"`) && tc.wantBody != `"FORBIDDEN"`) {
				t.Errorf("%s: data entry %v in %s", tc.name, hasData, body)
			}
		}
		// Text with markup (and a JavaScript line separator) comes back
		// escaped, as json.Marshal wrote it.
		c.Register(t, "markup", "campaign_staff")
		const bio = "</script><script>alert(1)</script> & \u2028 end"
		_, body := c.Do(t, http.MethodPost, "/graphql", map[string]any{
			"query":     `mutation($in: UpdateProfileInput!) { updateProfile(input: $in) { user { bio } errors { message } } }`,
			"variables": map[string]any{"in": map[string]any{"firstName": "Test", "lastName": "Markup", "bio": bio}}})
		if !strings.Contains(string(body), `"bio":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e \u0026 \u2028 end"`) {
			t.Errorf("markup not escaped: %s", body)
		}
		var r struct {
			Data struct {
				UpdateProfile struct{ User struct{ Bio string } }
			}
		}
		if err := json.Unmarshal(body, &r); err != nil || r.Data.UpdateProfile.User.Bio != bio {
			t.Errorf("answer does not decode to the stored text: %v %q", err, r.Data.UpdateProfile.User.Bio)
		}
	})
}

// Answers are written into the bytes of answers already sent (Release):
// many requests at once, of answers of different sizes, each get their own
// answer whole, never another's bytes.
func TestPostAnswersInReleasedBytes(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		var long, longAnswer strings.Builder
		for i := range 60 {
			fmt.Fprintf(&long, " a%d: __typename", i)
			fmt.Fprintf(&longAnswer, `,"a%d":"Query"`, i)
		}
		queries := []string{"{ __typename }", "{" + long.String() + " }"}
		want := []string{`{"data":{"__typename":"Query"}}`, `{"data":{` + longAnswer.String()[1:] + `}}`}
		var wg sync.WaitGroup
		for w := range 6 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range 40 {
					k := (i + w) % 2
					_, body := c.Do(t, http.MethodPost, "/graphql", map[string]any{"query": queries[k]})
					if string(body) != want[k] {
						t.Errorf("answer %d: %s, want %s", k, body, want[k])
						return
					}
				}
			}()
		}
		wg.Wait()
	})
}
