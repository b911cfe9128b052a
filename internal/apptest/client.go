package apptest

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
)

// Client is one browser: it keeps its own cookies (so its own session).
type Client struct {
	s    *Server
	HTTP *http.Client
	// Bearer, when set, is sent as "Authorization: Bearer <Bearer>" (a
	// personal access token).
	Bearer string
}

// NewClient returns a client with an empty cookie jar.
func (s *Server) NewClient() *Client {
	jar, _ := cookiejar.New(nil)
	return &Client{s: s, HTTP: &http.Client{Jar: jar}}
}

// At returns this client (the same cookies, so the same session) talking to
// another server at url: one of several processes of a cluster.
func (c *Client) At(url string) *Client {
	return &Client{s: &Server{URL: url}, HTTP: c.HTTP, Bearer: c.Bearer}
}

// Response is a GraphQL response.
type Response struct {
	Data   json.RawMessage `json:"data"`
	Errors []Error         `json:"errors"`
	Status int             `json:"-"` // HTTP status
}

// Error is one GraphQL error.
type Error struct {
	Message    string         `json:"message"`
	Path       []any          `json:"path"`
	Extensions map[string]any `json:"extensions"`
}

// Code returns extensions.code ("" when absent).
func (e Error) Code() string {
	c, _ := e.Extensions["code"].(string)
	return c
}

// Decode unmarshals Data into v, failing the test on error.
func (r Response) Decode(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Data, v); err != nil {
		t.Fatalf("decoding data %s: %v", r.Data, err)
	}
}

// NoErrors fails the test when the response has errors.
func (r Response) NoErrors(t testing.TB) {
	t.Helper()
	if len(r.Errors) > 0 {
		b, _ := json.Marshal(r.Errors)
		t.Fatalf("unexpected GraphQL errors: %s", b)
	}
}

// Codes lists the extensions.code of every error, in order.
func (r Response) Codes() []string {
	out := make([]string, len(r.Errors))
	for i, e := range r.Errors {
		out[i] = e.Code()
	}
	return out
}

// GraphQL posts a query (or mutation) to /graphql and returns the response.
// Transport failures and non-JSON answers fail the test; GraphQL errors do not.
func (c *Client) GraphQL(t testing.TB, query string, vars map[string]any) Response {
	t.Helper()
	resp, body := c.Do(t, http.MethodPost, "/graphql", map[string]any{"query": query, "variables": vars})
	var r Response
	if err := json.Unmarshal(body, &r); err != nil {
		t.Fatalf("POST /graphql: status %d, non-JSON body %q", resp.StatusCode, body)
	}
	r.Status = resp.StatusCode
	return r
}

// Do sends a request to path and returns the response with its body read.
// body may be nil (no body), a string or []byte (sent as is) or any value
// (sent as JSON); Content-Type is application/json whenever there is a body.
func (c *Client) Do(t testing.TB, method, path string, body any) (*http.Response, []byte) {
	t.Helper()
	return c.DoHeader(t, method, path, body, nil)
}

// DoHeader is Do with extra request headers.
func (c *Client) DoHeader(t testing.TB, method, path string, body any, header http.Header) (*http.Response, []byte) {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			t.Fatalf("encoding request body: %v", err)
		}
		rd = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, c.s.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json")
	if c.Bearer != "" {
		req.Header.Set("Authorization", "Bearer "+c.Bearer)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s %s: reading body: %v", method, path, err)
	}
	return resp, out
}

// TokenHolder makes a personal access token of scope ("read" or
// "read_write") as this (signed-in) client, through POST /api/tokens, and
// returns a new client that sends it (no cookies).
func (c *Client) TokenHolder(t testing.TB, scope string) *Client {
	t.Helper()
	resp, body := c.Do(t, http.MethodPost, "/api/tokens", map[string]any{"name": "Script", "scope": scope})
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("token: %d %s", resp.StatusCode, body)
	}
	var tok struct{ Secret string }
	if err := json.Unmarshal(body, &tok); err != nil || tok.Secret == "" {
		t.Fatalf("token: %s", body)
	}
	holder := c.s.NewClient()
	holder.Bearer = tok.Secret
	return holder
}

// User is what Register returns about the new member.
type User struct {
	ID         string `json:"id"` // global ID
	DatabaseID int64  `json:"databaseId"`
	Username   string `json:"username"`
	Email      string `json:"email"`
	Password   string `json:"-"`
}

// Password is the password Register gives every user.
const Password = "secret-password"

// Register creates a member through the register mutation and leaves this
// client signed in as them. userType is a GraphQL name or a stored value
// ("CANDIDATE", "campaign_staff", "vendor"). The email is username@example.com.
func (c *Client) Register(t testing.TB, username, userType string) User {
	t.Helper()
	res := c.GraphQL(t, `mutation Register($input: RegisterInput!) {
  register(input: $input) { user { id databaseId username email } errors { field message code } }
}`, map[string]any{"input": map[string]any{
		"username":  username,
		"password":  Password,
		"email":     username + "@example.com",
		"firstName": "Test",
		"lastName":  strings.ToUpper(username[:1]) + username[1:],
		"userType":  strings.ToUpper(strings.NewReplacer("-", "_", " ", "_").Replace(userType)),
	}})
	res.NoErrors(t)
	var out struct {
		Register struct {
			User   *User             `json:"user"`
			Errors []json.RawMessage `json:"errors"`
		} `json:"register"`
	}
	res.Decode(t, &out)
	if out.Register.User == nil || len(out.Register.Errors) > 0 {
		t.Fatalf("register %s: %s", username, res.Data)
	}
	u := *out.Register.User
	u.Password = Password
	return u
}
