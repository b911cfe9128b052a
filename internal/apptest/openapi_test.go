package apptest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// spyT records what CheckAPI reports instead of failing the test.
type spyT struct {
	testing.TB
	errs []string
}

func (s *spyT) Errorf(format string, args ...any) {
	s.errs = append(s.errs, fmt.Sprintf(format, args...))
}

// TestCheckAPICatchesDrift: a handler that answers other than the
// description says, or accepts a request the description refuses, fails
// the check; one that answers as described passes.
func TestCheckAPICatchesDrift(t *testing.T) {
	job := `{"id":1,"userId":2,"title":"Organizer","organization":"O","location":"Denver","jobType":"full-time","description":"d",` +
		`"politicalAffiliation":null,"salaryMin":null,"salaryMax":null,"salaryPeriod":null,"workplace":"remote","deadline":null,` +
		`"electionDate":null,"createdAt":"2026-01-02T03:04:05Z","isClosed":false,"hiddenByModerators":false,"hiddenReason":null,` +
		`"verifiedOrganization":null}`
	cases := []struct {
		name, method, path, body string
		status                   int
		header                   map[string]string
		answer                   string
		want                     string // "" when the check must pass
	}{
		{"described job", "GET", "/api/jobs/1", "", 200, nil, job, ""},
		{"described error", "GET", "/api/jobs/1", "", 404, nil, `{"message":"Job not found","code":"NOT_FOUND"}`, ""},
		{"described page", "GET", "/api/jobs", "", 200, map[string]string{"Link": `</api/jobs?after=x&limit=1>; rel="next"`, "X-Next-Cursor": "x"},
			"[" + job + "]", ""},
		{"a field too many", "GET", "/api/jobs/1", "", 200, nil, strings.Replace(job, `"isClosed":false`, `"isClosed":false,"secret":"x"`, 1), "secret"},
		{"a field missing", "GET", "/api/jobs/1", "", 200, nil, strings.Replace(job, `"title":"Organizer",`, "", 1), "title"},
		{"a wrong type", "GET", "/api/jobs/1", "", 200, nil, strings.Replace(job, `"id":1`, `"id":"1"`, 1), "id"},
		{"an enum value not in the table", "GET", "/api/jobs/1", "", 200, nil, strings.Replace(job, `"full-time"`, `"FULL_TIME"`, 1), "jobType"},
		{"an error in another shape", "GET", "/api/jobs/1", "", 404, nil, `{"error":"not found"}`, "message"},
		{"an undescribed status", "GET", "/api/jobs/1", "", 202, nil, job, "ErrorBody"},
		{"a bad Link header", "GET", "/api/jobs", "", 200, map[string]string{"Link": "next page"}, "[]", "Link"},
		{"a bad budget header", "GET", "/api/jobs/1", "", 200, map[string]string{"X-RateLimit-Remaining": "lots"}, job, "X-RateLimit-Remaining"},
		{"a described 429", "GET", "/api/jobs/1", "", 429, map[string]string{"Retry-After": "60", "X-RateLimit-Remaining": "0"},
			`{"message":"API rate limit exceeded.","code":"RATE_LIMITED"}`, ""},
		{"no Location on create", "POST", "/api/jobs", `{"title":"x"}`, 201, nil, job, "Location"},
		{"an accepted body of the wrong type", "POST", "/api/login", `{"username":5,"password":"x"}`, 200, nil, `{}`, "username"},
		{"an accepted call without credentials", "GET", "/api/user/applications", "", 200, nil, `[]`, "security"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			spy := &spyT{TB: t}
			h := CheckAPI(spy, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				for k, v := range c.header {
					w.Header().Set(k, v)
				}
				w.Header().Set("Content-Type", "application/json; charset=utf-8")
				w.WriteHeader(c.status)
				w.Write([]byte(c.answer))
			}))
			req := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body))
			if c.body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			if c.method == "POST" && c.path == "/api/jobs" {
				req.Header.Set("Authorization", "Bearer cvs_x")
			}
			h.ServeHTTP(httptest.NewRecorder(), req)
			switch {
			case c.want == "" && len(spy.errs) > 0:
				t.Errorf("the check failed a described exchange: %v", spy.errs)
			case c.want != "" && len(spy.errs) == 0:
				t.Errorf("the check passed a drift (want a report naming %q)", c.want)
			case c.want != "" && !strings.Contains(strings.Join(spy.errs, "\n"), c.want):
				t.Errorf("the report does not name %q: %v", c.want, spy.errs)
			}
		})
	}
}
