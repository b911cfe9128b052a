package jobs_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"canvass/internal/apptest"
)

// Saved jobs (issue 26) through GraphQL and REST: idempotent save and
// unsave, the member's own list and count, vendors and visitors refused.
func TestSavedJobs(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		poster, member, vendor, visitor := s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient()
		poster.Register(t, "poster", "CANDIDATE")
		mu := member.Register(t, "member", "CAMPAIGN_STAFF")
		vendor.Register(t, "vendy", "VENDOR")
		var ids []gqlJob
		for i := range 3 {
			j, errs := createJob(t, poster, jobInput(fmt.Sprintf("Field Organizer %d", i)))
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			ids = append(ids, j)
		}
		save := `mutation($i: SaveJobInput!) { saveJob(input: $i) { job { id viewerHasSaved } errors { message } } }`
		unsave := `mutation($i: SaveJobInput!) { unsaveJob(input: $i) { job { id viewerHasSaved } errors { message } } }`
		in := func(j gqlJob) map[string]any { return map[string]any{"i": map[string]any{"jobId": j.ID}} }
		savedQuery := `query { viewer { jobsSavedCount savedJobs(first: 10) { totalCount edges { node { databaseId title viewerHasSaved } } } } }`
		path := func(j gqlJob) string { return fmt.Sprintf("/api/jobs/%d/save", j.DatabaseID) }
		apptest.Run(t, []apptest.Scenario{
			{Name: "visitor saves", As: visitor, Query: save, Vars: in(ids[0]), Codes: []string{"UNAUTHENTICATED"}},
			{Name: "vendor saves", As: vendor, Query: save, Vars: in(ids[0]), Codes: []string{"FORBIDDEN"}, Message: "Vendor accounts cannot save jobs."},
			{Name: "vendor saves (REST)", As: vendor, Method: "PUT", Path: path(ids[0]), Status: 403},
			{Name: "visitor saves (REST)", As: visitor, Method: "PUT", Path: path(ids[0]), Status: 401},
			{Name: "missing job", As: member, Method: "PUT", Path: "/api/jobs/999999/save", Status: 404},
			{Name: "bad id", As: member, Method: "PUT", Path: "/api/jobs/abc/save", Status: 404},
			{Name: "save", As: member, Query: save, Vars: in(ids[0]), Contains: []string{`"viewerHasSaved":true`}},
			{Name: "save twice", As: member, Query: save, Vars: in(ids[0]), Contains: []string{`"viewerHasSaved":true`}},
			{Name: "save (REST)", As: member, Method: "PUT", Path: path(ids[2]), Status: 200, Contains: []string{`"saved":true`}},
			{Name: "save again (REST)", As: member, Method: "PUT", Path: path(ids[2]), Status: 200},
			{Name: "list", As: member, Query: savedQuery, Contains: []string{`"jobsSavedCount":2`, `"totalCount":2`, "Field Organizer 2", "Field Organizer 0"},
				Lacks: []string{"Field Organizer 1", `"viewerHasSaved":false`}},
			{Name: "board shows it", As: member, Query: `query { jobs(first: 10) { edges { node { title viewerHasSaved } } } }`,
				Contains: []string{`{"title":"Field Organizer 0","viewerHasSaved":true}`, `{"title":"Field Organizer 1","viewerHasSaved":false}`}},
			{Name: "others see null", As: poster, Query: fmt.Sprintf(`query { user(databaseId: %d) { jobsSavedCount savedJobs { totalCount } } }`, mu.DatabaseID),
				Contains: []string{`"jobsSavedCount":null`, `"savedJobs":null`}},
			{Name: "visitor's list (REST)", As: visitor, Method: "GET", Path: "/api/user/saved-jobs", Status: 401},
			{Name: "vendor's list (REST)", As: vendor, Method: "GET", Path: "/api/user/saved-jobs", Status: 403},
			{Name: "list (REST)", As: member, Method: "GET", Path: "/api/user/saved-jobs", Status: 200, Check: func(t *testing.T, b []byte) {
				var got []struct{ Title string }
				if json.Unmarshal(b, &got); len(got) != 2 || got[0].Title != "Field Organizer 2" || got[1].Title != "Field Organizer 0" {
					t.Errorf("saved jobs = %s, want 2 then 0 (most recently saved first)", b)
				}
			}},
			{Name: "unsave", As: member, Query: unsave, Vars: in(ids[0]), Contains: []string{`"viewerHasSaved":false`}},
			{Name: "unsave twice (REST)", As: member, Method: "DELETE", Path: path(ids[0]), Status: 200, Contains: []string{`"saved":false`}},
			{Name: "list after", As: member, Query: savedQuery, Contains: []string{`"jobsSavedCount":1`}, Lacks: []string{"Field Organizer 0"}},
		})
		// Constant statements: 1 saved job or 3.
		count := func() int64 {
			return s.CountStatements(func() {
				member.GraphQL(t, `query { viewer { savedJobs(first: 10) { edges { node { title viewerHasSaved owner { username } } } } } }`, nil).NoErrors(t)
			})
		}
		one := count()
		for _, j := range ids {
			member.Do(t, "PUT", path(j), nil)
		}
		three := count()
		t.Logf("saved jobs list: %d statements for 1, %d for 3", one, three)
		if one != three || three > 3 {
			t.Errorf("saved jobs list: %d statements for 1, %d for 3", one, three)
		}
		// A deleted job leaves the list.
		poster.GraphQL(t, `mutation($i: DeleteJobInput!) { deleteJob(input: $i) { errors { message } } }`,
			map[string]any{"i": map[string]any{"id": ids[1].ID}}).NoErrors(t)
		if _, b := member.Do(t, "GET", "/api/user/saved-jobs", nil); strings.Contains(string(b), "Field Organizer 1") {
			t.Errorf("a deleted job is still listed: %s", b)
		}
	})
}
