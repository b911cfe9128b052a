package apptest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// Scenario is one row of a table-driven API test (name, who, request, what
// comes back), REST or GraphQL:
//
//	apptest.Run(t, []apptest.Scenario{
//		{Name: "visitor posts", As: visitor, Method: "POST", Path: "/api/jobs", Body: body, Status: 401},
//		{Name: "vendor posts", As: vendor, Method: "POST", Path: "/api/jobs", Body: body, Status: 403, Message: msgVendor},
//		{Name: "owner lists", As: poster, Method: "GET", Path: apps, Status: 200, Contains: []string{`"message":"Hire me"`}},
//		{Name: "visitor applies", As: visitor, Query: applyMutation, Vars: vars, Codes: []string{"UNAUTHENTICATED"}},
//	})
//
// Rows run in order, so a row may depend on what earlier rows did.
type Scenario struct {
	Name string
	As   *Client // who sends the request

	// REST: Method and Path (Body: nil, a string, []byte or a JSON value).
	Method, Path string
	Body         any
	// GraphQL, when Query is set (Method and Path are then ignored).
	Query string
	Vars  map[string]any

	Status   int      // REST: the HTTP status (0: not checked)
	Codes    []string // GraphQL: the errors' extensions.code, in order (nil: no errors)
	Message  string   // REST: the error body's "message"; GraphQL: the first error's message ("" : not checked)
	Contains []string // substrings the body must hold
	Lacks    []string // substrings it must not hold
	// Check (optional) makes further assertions on the body (REST) or the
	// whole response as JSON (GraphQL).
	Check func(t *testing.T, body []byte)
}

// Run runs the scenarios in order as subtests of t and checks each answer.
func Run(t *testing.T, scenarios []Scenario) {
	t.Helper()
	for _, sc := range scenarios {
		t.Run(sc.Name, func(t *testing.T) { sc.run(t) })
	}
}

func (sc Scenario) run(t *testing.T) {
	t.Helper()
	var body []byte
	if sc.Query != "" {
		res := sc.As.GraphQL(t, sc.Query, sc.Vars)
		body, _ = json.Marshal(res)
		if codes := res.Codes(); !slices.Equal(codes, sc.Codes) {
			t.Errorf("error codes = %v, want %v: %s", codes, sc.Codes, body)
		}
		if sc.Message != "" && (len(res.Errors) == 0 || res.Errors[0].Message != sc.Message) {
			t.Errorf("want the error %q: %s", sc.Message, body)
		}
	} else {
		var resp *http.Response
		resp, body = sc.As.Do(t, sc.Method, sc.Path, sc.Body)
		if sc.Status != 0 && resp.StatusCode != sc.Status {
			t.Errorf("%s %s = %d, want %d: %s", sc.Method, sc.Path, resp.StatusCode, sc.Status, body)
		}
		if sc.Message != "" {
			var e struct{ Message string }
			if json.Unmarshal(body, &e); e.Message != sc.Message {
				t.Errorf("%s %s: message %q, want %q", sc.Method, sc.Path, e.Message, sc.Message)
			}
		}
	}
	for _, s := range sc.Contains {
		if !strings.Contains(string(body), s) {
			t.Errorf("answer lacks %s: %s", s, clip(body))
		}
	}
	for _, s := range sc.Lacks {
		if strings.Contains(string(body), s) {
			t.Errorf("answer holds %s: %s", s, clip(body))
		}
	}
	if sc.Check != nil {
		sc.Check(t, body)
	}
}

func clip(b []byte) string {
	if len(b) > 600 {
		return fmt.Sprintf("%s... (%d bytes)", b[:600], len(b))
	}
	return string(b)
}
