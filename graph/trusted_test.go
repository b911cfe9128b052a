package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket/wsjson"

	"canvass/internal/app"
	"canvass/internal/appdocs"
	"canvass/internal/apptest"
	"canvass/internal/store/storetest"
)

// postDoc posts body to /graphql with Accept accept and returns the status
// and the answer.
func postDoc(t *testing.T, c *apptest.Client, body any, accept string) (int, apptest.Response) {
	t.Helper()
	resp, b := c.DoHeader(t, http.MethodPost, "/graphql", body, http.Header{"Accept": {accept}})
	var r apptest.Response
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("non-JSON answer %d %q", resp.StatusCode, b)
	}
	if len(r.Errors) > 0 && strings.Contains(string(b), `"data"`) {
		t.Errorf("a request error's answer has a data entry: %s", b)
	}
	return resp.StatusCode, r
}

const (
	jsonAccept  = "application/json"
	gqlResponse = "application/graphql-response+json"
)

// The app's documents run by id (bare, or with the "sha256:" prefix), with
// the same answer as their text; an unknown id, an id with a query, or an
// id that is not a string is a clear request error (200 under
// application/json, 400 under application/graphql-response+json), never a
// 500; a subscription starts by id over the websocket (extensions.documentId),
// and an unknown one is refused there too. Without
// CANVASS_TRUSTED_DOCUMENTS_ONLY a visitor may still send any document.
func TestTrustedDocuments(t *testing.T) {
	jobs, err := appdocs.Named("JobsRouteQuery")
	if err != nil {
		t.Fatal(err)
	}
	live, err := appdocs.Named("MessageEventsSubscription")
	if err != nil {
		t.Fatal(err)
	}
	vars := map[string]any{"first": 20, "orderBy": "NEWEST"}
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		visitor := s.NewClient()
		byText := visitor.GraphQL(t, jobs.Text, vars)
		byText.NoErrors(t)
		for _, id := range []string{jobs.ID, "sha256:" + jobs.ID} {
			status, r := postDoc(t, visitor, map[string]any{"documentId": id, "variables": vars}, jsonAccept)
			r.NoErrors(t)
			if status != http.StatusOK || string(r.Data) != string(byText.Data) {
				t.Errorf("by id %s: %d %s, by text %s", id, status, r.Data, byText.Data)
			}
		}
		// The slow decoding path (a member it does not read) keeps the id.
		status, r := postDoc(t, visitor, map[string]any{"documentId": jobs.ID, "variables": vars, "other": 1}, jsonAccept)
		r.NoErrors(t)
		if status != http.StatusOK || string(r.Data) != string(byText.Data) {
			t.Errorf("by id, slow path: %d %s", status, r.Data)
		}

		refused := []struct {
			name string
			body map[string]any
			code string
		}{
			{"unknown id", map[string]any{"documentId": strings.Repeat("0", 64)}, "PERSISTED_QUERY_NOT_FOUND"},
			{"id and query", map[string]any{"documentId": jobs.ID, "query": jobs.Text, "variables": vars}, "INVALID"},
			{"id not a string", map[string]any{"documentId": 7}, "INVALID"},
		}
		for _, tc := range refused {
			for accept, want := range map[string]int{jsonAccept: http.StatusOK, gqlResponse: http.StatusBadRequest} {
				status, r := postDoc(t, visitor, tc.body, accept)
				if status != want || len(r.Errors) != 1 || r.Errors[0].Code() != tc.code {
					t.Errorf("%s under %s: %d %+v, want %d %s", tc.name, accept, status, r.Errors, want, tc.code)
				}
			}
		}

		// A subscription by id; an unknown id is refused on the socket.
		member := s.NewClient()
		member.Register(t, "listener", "campaign_staff")
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		ws, err := member.DialWS(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer ws.Close()
		for _, tc := range []struct{ id, want string }{{strings.Repeat("0", 64), "PERSISTED_QUERY_NOT_FOUND"}, {live.ID, "RESYNC"}} {
			p, _ := json.Marshal(map[string]any{"query": "", "extensions": map[string]any{"documentId": tc.id}})
			if err := wsjson.Write(ctx, ws.Conn, apptest.WSMessage{ID: tc.id[:8], Type: "subscribe", Payload: p}); err != nil {
				t.Fatal(err)
			}
			m, err := ws.Read(ctx)
			for err == nil && m.Type == "complete" && m.ID != tc.id[:8] { // the refused one's end
				m, err = ws.Read(ctx)
			}
			if err != nil || m.ID != tc.id[:8] || !strings.Contains(string(m.Payload), tc.want) {
				t.Fatalf("subscribe %s: %+v %v, want %s", tc.id, m, err, tc.want)
			}
		}
	})
}

// With CANVASS_TRUSTED_DOCUMENTS_ONLY a visitor's document text is refused
// (FORBIDDEN: 403 under application/graphql-response+json, 200 under
// application/json) while ids run; members and token holders keep any
// document.
func TestTrustedDocumentsOnly(t *testing.T) {
	jobs, err := appdocs.Named("JobsRouteQuery")
	if err != nil {
		t.Fatal(err)
	}
	register, err := appdocs.Named("RegisterMutation")
	if err != nil {
		t.Fatal(err)
	}
	vars := map[string]any{"first": 5, "orderBy": "NEWEST"}
	only := func(c *app.Config) { c.TrustedDocumentsOnly = true }
	apptest.EachWith(t, only, func(t *testing.T, s *apptest.Server) {
		visitor := s.NewClient()
		for _, q := range []string{jobs.Text, `{ jobs(first: 1) { totalCount } }`} {
			for accept, want := range map[string]int{jsonAccept: http.StatusOK, gqlResponse: http.StatusForbidden} {
				status, r := postDoc(t, visitor, map[string]any{"query": q, "variables": vars}, accept)
				if status != want || len(r.Errors) != 1 || r.Errors[0].Code() != "FORBIDDEN" || !strings.Contains(r.Errors[0].Message, "documentId") {
					t.Errorf("a visitor's text under %s: %d %+v, want %d FORBIDDEN", accept, status, r.Errors, want)
				}
			}
		}
		status, r := postDoc(t, visitor, map[string]any{"documentId": jobs.ID, "variables": vars}, gqlResponse)
		r.NoErrors(t)
		if status != http.StatusOK {
			t.Errorf("a visitor's id: %d", status)
		}
		// The app's own sign-up is persisted: a visitor can still become a member.
		member := s.NewClient()
		status, r = postDoc(t, member, map[string]any{"documentId": register.ID, "variables": map[string]any{"input": map[string]any{
			"username": "writer", "password": apptest.Password, "email": "writer@example.com", "firstName": "W", "lastName": "R", "userType": "CAMPAIGN_STAFF"}}}, jsonAccept)
		if r.NoErrors(t); !strings.Contains(string(r.Data), `"databaseId"`) {
			t.Fatalf("register by id: %d %s", status, r.Data)
		}
		holder := member.TokenHolder(t, "read")
		for name, c := range map[string]*apptest.Client{"member": member, "token holder": holder} {
			c.GraphQL(t, `{ jobs(first: 1) { totalCount } }`, nil).NoErrors(t)
			c.GraphQL(t, jobs.Text, vars).NoErrors(t)
			if status, r := postDoc(t, c, map[string]any{"documentId": jobs.ID, "variables": vars}, gqlResponse); status != http.StatusOK || len(r.Errors) > 0 {
				t.Errorf("%s by id: %d %+v", name, status, r.Errors)
			}
		}
	})
}

// A persisted résumé mutation sent by id may be as large as the same
// mutation sent as text (resumes.MaxJSONBody, not uploads.MaxJSONBody).
func TestTrustedDocumentResumeBody(t *testing.T) {
	doc, err := appdocs.Named("SetProfileResumeMutation")
	if err != nil {
		t.Fatal(err)
	}
	s := apptest.Start(t, storetest.SQLiteURL(t), nil)
	member := s.NewClient()
	member.Register(t, "applicant", "candidate")
	big := "data:application/pdf;base64," + strings.Repeat("A", 4<<20)
	for name, body := range map[string]map[string]any{
		"by id":   {"documentId": doc.ID, "variables": map[string]any{"input": map[string]any{"resume": map[string]any{"fileName": "cv.pdf", "data": big}}}},
		"by text": {"query": doc.Text, "variables": map[string]any{"input": map[string]any{"resume": map[string]any{"fileName": "cv.pdf", "data": big}}}},
	} {
		resp, b := member.Do(t, http.MethodPost, "/graphql", body)
		if resp.StatusCode == http.StatusRequestEntityTooLarge || strings.Contains(string(b), "Request body is too large") {
			t.Errorf("%s: a 4 MB résumé was refused as too large: %d %.200s", name, resp.StatusCode, b)
		}
	}
}

// BenchmarkTrustedDocuments is the server's time for an app document sent
// by id; as text, its parsed document found in the LRU (as for any text
// sent before); and as text new to the LRU (a comment line with a counter
// appended: what a text costs the first time in each process, or once
// scripts have pushed it out of the LRU; an id never does). Through the
// app's whole handler (no network; SQLite, an empty site), with the
// request's size. cpu-µs/op is the process's CPU time per request (user
// and system), steadier than ns/op on a shared machine.
//
//	go test ./graph -run '^$' -bench TrustedDocuments -benchtime 3000x
func BenchmarkTrustedDocuments(b *testing.B) {
	s := apptest.Start(b, storetest.SQLiteURL(b), nil)
	docs := []struct {
		name string
		vars map[string]any
	}{
		{"RootRouteQuery", map[string]any{}},
		{"HomeRouteQuery", map[string]any{}},
		{"JobsRouteQuery", map[string]any{"first": 20, "orderBy": "NEWEST"}},
	}
	for _, d := range docs {
		doc, err := appdocs.Named(d.name)
		if err != nil {
			b.Fatal(err)
		}
		for _, how := range []string{"id", "text", "text-uncached"} {
			b.Run(d.name+"/"+how, func(b *testing.B) {
				b.ReportAllocs()
				size, n := 0, 0
				cpu := cpuTime()
				for b.Loop() {
					body := map[string]any{"documentId": doc.ID, "variables": d.vars}
					switch how {
					case "text":
						body = map[string]any{"query": doc.Text, "variables": d.vars}
					case "text-uncached":
						n++
						body = map[string]any{"query": doc.Text + "# " + strconv.Itoa(n), "variables": d.vars}
					}
					raw, _ := json.Marshal(body)
					size = len(raw)
					req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(raw))
					req.Header.Set("Content-Type", "application/json")
					rec := httptest.NewRecorder()
					s.App.Handler.ServeHTTP(rec, req)
					if rec.Code != http.StatusOK || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) {
						b.Fatalf("%d %.300s", rec.Code, rec.Body.Bytes())
					}
				}
				b.ReportMetric(float64(size), "req-bytes")
				b.ReportMetric(float64((cpuTime()-cpu).Microseconds())/float64(b.N), "cpu-µs/op")
			})
		}
	}
}

// cpuTime is the CPU time this process has used (user and system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
