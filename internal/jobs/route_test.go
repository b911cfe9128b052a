package jobs_test

import (
	"fmt"
	"testing"

	"canvass/internal/appdocs"
	"canvass/internal/apptest"
)

// The /jobs page's own document (JobsRouteQuery from internal/appdocs,
// count line and filter dropdowns included) costs as many statements for 5
// jobs as for 50, and its count line reads the capped count (issue 24).
func TestJobsRouteQueryStatementCount(t *testing.T) {
	doc, err := appdocs.Find("JobsRouteQuery")
	if err != nil {
		t.Fatal(err)
	}
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		poster := s.NewClient()
		poster.Register(t, "poster", "CANDIDATE")
		viewer := s.NewClient()
		viewer.Register(t, "viewer", "CAMPAIGN_STAFF")
		visitor := s.NewClient()
		filters := map[string]map[string]any{
			"no filter":                 nil,
			"search":                    {"search": "organizer"},
			"search, location and type": {"search": "organizer", "location": "Des Moines, IA", "jobType": "FULL_TIME"},
		}
		made := 0
		counts := map[string][]int64{}
		for _, n := range []int{5, 50} {
			for ; made < n; made++ {
				mustCreateJob(t, poster, jobInput(fmt.Sprintf("Organizer %d", made)))
			}
			for fname, filter := range filters {
				vars := map[string]any{"first": n, "filter": filter, "orderBy": "NEWEST"}
				// Warm: the word's commonness probe (SQLite) and the facets.
				visitor.GraphQL(t, doc, vars).NoErrors(t)
				viewer.GraphQL(t, doc, vars).NoErrors(t)
				for cname, c := range map[string]*apptest.Client{"viewer": viewer, "visitor": visitor} {
					var res apptest.Response
					stmts := s.CountStatements(func() { res = c.GraphQL(t, doc, vars) })
					res.NoErrors(t)
					var out struct {
						Jobs struct {
							TotalCountCapped   int
							TotalCountIsCapped bool
							Edges              []struct{ Node struct{ Title string } }
						}
					}
					res.Decode(t, &out)
					if len(out.Jobs.Edges) != n || out.Jobs.TotalCountCapped != n || out.Jobs.TotalCountIsCapped {
						t.Errorf("%s, %s: %d jobs, count %d (capped %v), want %d", cname, fname, len(out.Jobs.Edges),
							out.Jobs.TotalCountCapped, out.Jobs.TotalCountIsCapped, n)
					}
					key := cname + ", " + fname
					counts[key] = append(counts[key], stmts)
				}
			}
		}
		for key, c := range counts {
			if c[0] != c[1] {
				t.Errorf("%s: statements grow with the page (5 jobs, 50 jobs): %v", key, c)
			}
			// The page, the capped count (facets are kept), the posters'
			// verified names (issue 28: the cards' badge, one statement per
			// page through the loader); a viewer adds the session, the
			// viewer, the applied flags and the saved flags (issue 26: the
			// cards' save toggle).
			most := int64(3)
			if key[:6] == "viewer" {
				most = 7
			}
			if c[1] > most {
				t.Errorf("%s: %d statements, want at most %d", key, c[1], most)
			}
		}
		t.Logf("%s: statements per page (5 jobs, 50 jobs): %v", s.Engine, counts)
	})
}
