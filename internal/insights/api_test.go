package insights_test

import (
	"fmt"
	"strings"
	"testing"

	"canvass/internal/apptest"
)

// Both APIs answer the same figures to visitors; bad values are field errors.
func TestPayInsightsAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		poster, visitor := s.NewClient(), s.NewClient()
		poster.Register(t, "poster", "CANDIDATE")
		for i, pay := range []int{50000, 55000, 60000, 65000, 70000} {
			resp, body := poster.Do(t, "POST", "/api/jobs", map[string]any{"title": fmt.Sprintf("Press Secretary %d", i),
				"organization": "Friends of Jane", "location": "Albany, NY", "jobType": "full-time",
				"description": "Talk to reporters every day.", "salaryMin": pay, "salaryMax": pay, "salaryPeriod": "year"})
			if resp.StatusCode != 201 {
				t.Fatalf("post: %d %s", resp.StatusCode, body)
			}
		}
		apptest.Run(t, []apptest.Scenario{
			{Name: "REST", As: visitor, Method: "GET", Path: "/api/insights/pay?role=communications&state=ny", Status: 200,
				Contains: []string{`"role":"communications","state":"NY","count":5,"p25":55000,"median":60000,"p75":65000,"stateName":"New York"`, `"minPostings":5`}},
			{Name: "REST all states", As: visitor, Method: "GET", Path: "/api/insights/pay?role=communications", Status: 200,
				Contains: []string{`"role":"communications","state":"","count":5`}},
			{Name: "REST: not enough", As: visitor, Method: "GET", Path: "/api/insights/pay?role=field&state=NY", Status: 200,
				Contains: []string{`"count":0,"p25":null,"median":null,"p75":null`}},
			{Name: "REST bad values", As: visitor, Method: "GET", Path: "/api/insights/pay?role=chef&state=Narnia&jobType=forever", Status: 400,
				Contains: []string{`"field":"role"`, `"field":"state"`, `"field":"jobType"`}},
			{Name: "GraphQL", As: visitor, Query: `{ payInsights(role: COMMUNICATIONS, state: "NY", jobType: FULL_TIME) { minPostings cells { role state stateName count p25 median p75 } } }`,
				Contains: []string{`{"role":"COMMUNICATIONS","state":"NY","stateName":"New York","count":5,"p25":55000,"median":60000,"p75":65000}`}},
			{Name: "GraphQL bad state", As: visitor, Query: `{ payInsights(state: "ZZ") { minPostings } }`, Codes: []string{"INVALID"}},
		})
		// The whole table (every family, every state with postings) for a visitor.
		res := visitor.GraphQL(t, `{ payInsights { cells { role state count } } }`, nil)
		res.NoErrors(t)
		if strings.Count(string(res.Data), `"state":null`) != 7 {
			t.Fatalf("every family's all-states row: %s", res.Data)
		}
	})
}
