package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// writeResponse must write exactly what gqlgen's transport wrote with
// json.Marshal, escapes included, for every shape of response.
func TestWriteResponseMatchesJSONMarshal(t *testing.T) {
	yes := true
	cases := map[string]*graphql.Response{
		"data only":    {Data: json.RawMessage(`{"jobs":{"edges":[{"node":{"title":"Field organizer","n":1.5e3,"ok":true,"x":null}}]}}`)},
		"markup":       {Data: json.RawMessage(`{"t":"</script><script>alert(1)</script> & \u0026 more","u":"line\u2028sep\u2029para \u00e2\u20ac"}`)},
		"raw unicode":  {Data: json.RawMessage("{\"u\":\"line\u2028sep\u2029para \u00e9 \u20ac \u2027 \u202a\"}")},
		"errors first": {Errors: gqlerror.List{{Message: "Job not found <b>", Path: ast.Path{ast.PathName("job")}}}, Data: json.RawMessage(`{"job":null}`)},
		"no data":      {Errors: gqlerror.List{{Message: "Sign in to continue."}}},
		"extensions":   {Data: json.RawMessage(`{"a":"<>"}`), Extensions: map[string]any{"cost": 3}, HasNext: &yes, Label: "l"},
		"empty object": {Data: json.RawMessage(`{}`)},
		"data in an error's extensions": {Errors: gqlerror.List{{Message: "x", Extensions: map[string]any{"data": nil}}},
			Data: json.RawMessage(`{"a":1}`), Path: ast.Path{ast.PathName("a"), ast.PathIndex(2)}},
	}
	for name, resp := range cases {
		t.Run(name, func(t *testing.T) {
			want, err := json.Marshal(resp)
			if err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			copied := *resp
			writeResponse(&got, &copied)
			if got.String() != string(want) {
				t.Errorf("writeResponse:\n got %s\nwant %s", got.String(), want)
			}
		})
	}
}

func TestResponseContentType(t *testing.T) {
	for accept, want := range map[string]string{
		"":                                  "application/json",
		"application/json":                  "application/json",
		"*/*":                               "application/json",
		"text/html, application/*;q=0.9":    "application/json",
		"application/graphql-response+json": "application/graphql-response+json",
		"text/html":                         "application/graphql-response+json",
		"bad;;, application/json":           "application/json",
	} {
		if got := responseContentType(accept); got != want {
			t.Errorf("Accept %q: %q, want %q", accept, got, want)
		}
	}
}

// Written to a response, the answer says its length (no chunked encoding),
// the length of what was written, escapes included.
func TestWriteResponseSetsContentLength(t *testing.T) {
	for _, data := range []string{`{"a":"plain"}`, `{"a":"<b> & </b>"}`} {
		rec := httptest.NewRecorder()
		writeResponse(rec, &graphql.Response{Data: json.RawMessage(data), Errors: gqlerror.List{{Message: "x"}}})
		if got, want := rec.Header().Get("Content-Length"), strconv.Itoa(rec.Body.Len()); got != want {
			t.Errorf("%s: Content-Length %q, body %s bytes", data, got, want)
		}
	}
}

// noAnswer is an executor whose operation ends without an answer, as a
// subscription sent over POST does when its request's context ends before
// the first event.
type noAnswer struct{}

func (noAnswer) CreateOperationContext(ctx context.Context, p *graphql.RawParams) (*graphql.OperationContext, gqlerror.List) {
	return &graphql.OperationContext{RawQuery: p.Query, Operation: &ast.OperationDefinition{Operation: ast.Subscription}}, nil
}
func (noAnswer) DispatchOperation(ctx context.Context, _ *graphql.OperationContext) (graphql.ResponseHandler, context.Context) {
	return func(context.Context) *graphql.Response { return nil }, ctx
}
func (noAnswer) DispatchError(ctx context.Context, list gqlerror.List) *graphql.Response {
	return &graphql.Response{Errors: list}
}

// An operation that ends without an answer gets an error answer, not a
// panic (the cluster test's client went away while a process shut down).
func TestPostWithoutAnswer(t *testing.T) {
	w := httptest.NewRecorder()
	r := httptest.NewRequest("POST", "/graphql", strings.NewReader(`{"query":"subscription { heartbeat }"}`))
	r.Header.Set("Content-Type", "application/json")
	post{}.Do(w, r, noAnswer{})
	if w.Code != 503 || !strings.Contains(w.Body.String(), "The request was cancelled.") {
		t.Fatalf("%d %s", w.Code, w.Body.String())
	}
}
