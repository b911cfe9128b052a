package jobs_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"testing"

	"canvass/internal/apptest"
	"canvass/internal/store"
)

// hiddenJobView is what the hidden-content scenarios read of a job.
type hiddenJobView struct {
	DatabaseID         int64   `json:"databaseId"`
	HiddenByModerators bool    `json:"hiddenByModerators"`
	HiddenReason       *string `json:"hiddenReason"`
}

const hiddenJobsQuery = `query($id: Int!, $gid: ID!, $gids: [ID!]!, $owner: Int!) {
  jobs(first: 50) { totalCount totalCountCapped edges { node { databaseId hiddenByModerators } } }
  scam: jobs(first: 50, filter: { search: "scam" }) { totalCount totalCountCapped edges { node { databaseId } } }
  teaser: jobs(first: 6, orderBy: NEWEST) { edges { node { databaseId } } }
  jobFacets { locations { value count } }
  job(databaseId: $id) { databaseId hiddenByModerators hiddenReason }
  node(id: $gid) { ... on Job { databaseId hiddenByModerators hiddenReason } }
  nodes(ids: $gids) { ... on Job { databaseId } }
  user(databaseId: $owner) { jobsPostedCount jobs(first: 50) { totalCount edges { node { databaseId hiddenByModerators hiddenReason } } } }
}`

type hiddenJobsAnswer struct {
	Jobs struct {
		TotalCount       int `json:"totalCount"`
		TotalCountCapped int `json:"totalCountCapped"`
		Edges            []struct {
			Node hiddenJobView `json:"node"`
		} `json:"edges"`
	} `json:"jobs"`
	Scam struct {
		TotalCount int `json:"totalCount"`
		Edges      []struct {
			Node hiddenJobView `json:"node"`
		} `json:"edges"`
	} `json:"scam"`
	Teaser struct {
		Edges []struct {
			Node hiddenJobView `json:"node"`
		} `json:"edges"`
	} `json:"teaser"`
	JobFacets struct {
		Locations []struct {
			Value string `json:"value"`
			Count int    `json:"count"`
		} `json:"locations"`
	} `json:"jobFacets"`
	Job   *hiddenJobView   `json:"job"`
	Node  *hiddenJobView   `json:"node"`
	Nodes []*hiddenJobView `json:"nodes"`
	User  *struct {
		JobsPostedCount int `json:"jobsPostedCount"`
		Jobs            struct {
			TotalCount int `json:"totalCount"`
			Edges      []struct {
				Node hiddenJobView `json:"node"`
			} `json:"edges"`
		} `json:"jobs"`
	} `json:"user"`
}

// A job moderators hid (issue 28) through the whole server: GraphQL (board,
// search, counts, facets, the home teasers' list, job, node, nodes, the
// poster's list and count), REST (list, detail), the sitemap, the feed and
// the job page's first paint leave it out for visitors and other members;
// its poster and the moderators read it with "hiddenByModerators" and the
// reason. A moderator's nodes of hidden jobs ask the role once, whatever
// their number.
func TestHiddenJobThroughEveryPath(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		visitor := s.NewClient()
		poster := s.NewClient()
		carla := poster.Register(t, "carla", "CANDIDATE")
		other := s.NewClient()
		other.Register(t, "omar", "CAMPAIGN_STAFF")
		mod := s.NewClient()
		mona := mod.Register(t, "mona", "CAMPAIGN_STAFF")
		if _, err := s.App.DB.Exec(ctx, `INSERT INTO moderators (user_id, granted_at) VALUES (?, ?)`, mona.DatabaseID, store.Now()); err != nil {
			t.Fatal(err)
		}
		in := jobInput("Scam Organizer")
		in["location"] = "Scamtown, IA"
		scam := mustCreateJob(t, poster, in)
		good := mustCreateJob(t, poster, jobInput("Field Organizer"))
		var more []gqlJob
		for i := range 5 {
			more = append(more, mustCreateJob(t, poster, jobInput(fmt.Sprintf("Press Organizer %d", i))))
		}
		hide := func(id int64, reason string) {
			t.Helper()
			if _, err := s.App.DB.Exec(ctx, `UPDATE jobs SET hidden = 1, hidden_reason = ? WHERE id = ?`, reason, id); err != nil {
				t.Fatal(err)
			}
			s.App.Jobs.ModerationChanged()
		}
		// The facets are cached before the hide; ModerationChanged forgets them.
		visitor.GraphQL(t, `{ jobFacets { locations { value } } }`, nil).NoErrors(t)
		hide(scam.DatabaseID, "Scam")

		vars := map[string]any{"id": scam.DatabaseID, "gid": scam.ID, "gids": []string{scam.ID, good.ID}, "owner": carla.DatabaseID}
		ask := func(c *apptest.Client) hiddenJobsAnswer {
			t.Helper()
			vars := maps.Clone(vars)
			if c == visitor {
				delete(vars, "owner")
			}
			q := hiddenJobsQuery
			if c == visitor { // user() is for signed-in members
				q = strings.Replace(strings.Replace(q, "  user(databaseId: $owner) {", "  user: viewer {", 1), ", $owner: Int!", "", 1)
			}
			res := c.GraphQL(t, q, vars)
			res.NoErrors(t)
			var out hiddenJobsAnswer
			res.Decode(t, &out)
			return out
		}
		for name, c := range map[string]*apptest.Client{"visitor": visitor, "member": other} {
			a := ask(c)
			for _, e := range append(a.Jobs.Edges, a.Teaser.Edges...) {
				if e.Node.DatabaseID == scam.DatabaseID {
					t.Errorf("%s: the board or the teasers list the hidden job", name)
				}
			}
			if a.Jobs.TotalCount != 6 || a.Jobs.TotalCountCapped != 6 || len(a.Jobs.Edges) != 6 || a.Scam.TotalCount != 0 || len(a.Scam.Edges) != 0 {
				t.Errorf("%s: board %d/%d (%d listed), search %d; want 6/6 and 0", name, a.Jobs.TotalCount, a.Jobs.TotalCountCapped, len(a.Jobs.Edges), a.Scam.TotalCount)
			}
			for _, l := range a.JobFacets.Locations {
				if l.Value == "Scamtown, IA" {
					t.Errorf("%s: facets count the hidden job", name)
				}
			}
			if a.Job != nil || a.Node != nil || len(a.Nodes) != 2 || a.Nodes[0] != nil || a.Nodes[1] == nil {
				t.Errorf("%s: job %v node %v nodes %v; want null, null, [null, job]", name, a.Job, a.Node, a.Nodes)
			}
			if a.User != nil && (a.User.JobsPostedCount != 6 || a.User.Jobs.TotalCount != 6 || len(a.User.Jobs.Edges) != 6) {
				t.Errorf("%s: the poster's list %d/%d, count %d; want 6", name, len(a.User.Jobs.Edges), a.User.Jobs.TotalCount, a.User.JobsPostedCount)
			}
			// REST: list and detail.
			resp, b := c.Do(t, "GET", "/api/jobs?limit=50", nil)
			if resp.StatusCode != 200 || strings.Contains(string(b), `"title":"Scam Organizer"`) {
				t.Errorf("%s: GET /api/jobs = %d, lists the hidden job: %s", name, resp.StatusCode, b)
			}
			resp, b = c.Do(t, "GET", fmt.Sprintf("/api/jobs/%d", scam.DatabaseID), nil)
			if resp.StatusCode != 404 || !strings.Contains(string(b), "Job not found.") {
				t.Errorf("%s: GET /api/jobs/{hidden} = %d %s", name, resp.StatusCode, b)
			}
			// The page: the 404 shell, no JSON-LD.
			resp, b = c.Do(t, "GET", fmt.Sprintf("/jobs/%d", scam.DatabaseID), nil)
			if resp.StatusCode != 404 || strings.Contains(string(b), "Scam Organizer") {
				t.Errorf("%s: GET /jobs/{hidden} = %d (want 404 without the job)", name, resp.StatusCode)
			}
		}
		for _, path := range []string{"/sitemap.xml", "/jobs/feed.xml"} {
			_, b := visitor.Do(t, "GET", path, nil)
			if strings.Contains(string(b), fmt.Sprintf("/jobs/%d<", scam.DatabaseID)) || strings.Contains(string(b), "Scam Organizer") ||
				!strings.Contains(string(b), fmt.Sprintf("/jobs/%d<", good.DatabaseID)) {
				t.Errorf("%s lists the hidden job (or not the visible one): %s", path, b)
			}
		}

		// The poster and a moderator read it, told it is hidden and why;
		// it stays off their board.
		for name, c := range map[string]*apptest.Client{"poster": poster, "moderator": mod} {
			a := ask(c)
			for _, v := range []*hiddenJobView{a.Job, a.Node} {
				if v == nil || !v.HiddenByModerators || v.HiddenReason == nil || *v.HiddenReason != "Scam" {
					t.Errorf("%s: job/node = %+v, want hidden with the reason", name, v)
				}
			}
			if a.Jobs.TotalCount != 6 || a.Scam.TotalCount != 0 {
				t.Errorf("%s: the board counts the hidden job: %d, %d", name, a.Jobs.TotalCount, a.Scam.TotalCount)
			}
			resp, b := c.Do(t, "GET", fmt.Sprintf("/api/jobs/%d", scam.DatabaseID), nil)
			var detail struct {
				Title              string  `json:"title"`
				HiddenByModerators bool    `json:"hiddenByModerators"`
				HiddenReason       *string `json:"hiddenReason"`
			}
			_ = json.Unmarshal(b, &detail)
			if resp.StatusCode != 200 || !detail.HiddenByModerators || detail.HiddenReason == nil || *detail.HiddenReason != "Scam" {
				t.Errorf("%s: GET /api/jobs/{hidden} = %d %s", name, resp.StatusCode, b)
			}
			resp, b = c.Do(t, "GET", fmt.Sprintf("/jobs/%d", scam.DatabaseID), nil)
			if resp.StatusCode != 200 || !strings.Contains(string(b), "Hidden by moderators") || !strings.Contains(string(b), "Scam Organizer") ||
				strings.Contains(string(b), "application/ld+json") {
				t.Errorf("%s: GET /jobs/{hidden} = %d, want the page with the notice and no JSON-LD", name, resp.StatusCode)
			}
		}
		// The poster's own list has all 7, the hidden one marked; a visible
		// job is not marked for anyone.
		a := ask(poster)
		if a.User == nil || a.User.JobsPostedCount != 7 || a.User.Jobs.TotalCount != 7 {
			t.Fatalf("the poster's own list: %+v", a.User)
		}
		for _, e := range a.User.Jobs.Edges {
			if hidden := e.Node.DatabaseID == scam.DatabaseID; e.Node.HiddenByModerators != hidden {
				t.Errorf("job %d: hiddenByModerators %v", e.Node.DatabaseID, e.Node.HiddenByModerators)
			}
		}

		// A moderator's nodes of hidden jobs: the same statements for 2 as for 5.
		for i, j := range more {
			hide(j.DatabaseID, fmt.Sprintf("Reason %d", i))
		}
		nodes := func(js []gqlJob) int64 {
			ids := make([]string, len(js))
			for i, j := range js {
				ids[i] = j.ID
			}
			return s.CountStatements(func() {
				res := mod.GraphQL(t, `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Job { databaseId hiddenByModerators hiddenReason } } }`, map[string]any{"ids": ids})
				res.NoErrors(t)
				var out struct {
					Nodes []*hiddenJobView `json:"nodes"`
				}
				res.Decode(t, &out)
				for _, n := range out.Nodes {
					if n == nil || !n.HiddenByModerators || n.HiddenReason == nil {
						t.Errorf("moderator's node %+v", n)
					}
				}
			})
		}
		if two, five := nodes(more[:2]), nodes(more); two != five {
			t.Errorf("a moderator's nodes: %d statements for 2 hidden jobs, %d for 5", two, five)
		}
	})
}
