package people_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apptest"
	"canvass/internal/people"
	"canvass/internal/testkit"
)

// REST and GraphQL: the owner sets it, a campaign finds them, vendors and
// visitors are refused, bad values are field errors.
func TestPeopleAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		s.App.People.SetNow(func() time.Time { return time.Date(2026, 6, 15, 12, 0, 0, 0, time.UTC) })
		ann, campaign, vendor, visitor := s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient()
		annU := ann.Register(t, "ann", "CAMPAIGN_STAFF")
		campaign.Register(t, "campaign", "CANDIDATE")
		vendor.Register(t, "vend", "VENDOR")
		form := map[string]any{"open": true, "availableFrom": "2026-11-04", "roles": []string{"field", "data"}, "states": []string{"co", "remote"}}
		annCard := `"username":"ann"`
		apptest.Run(t, []apptest.Scenario{
			{Name: "REST: nothing yet", As: ann, Method: "GET", Path: "/api/user/open-to-work", Status: 200, Contains: []string{`"open":false`, `"roles":[]`, `"updatedAt":null`}},
			{Name: "REST: bad values", As: ann, Method: "PUT", Path: "/api/user/open-to-work",
				Body: map[string]any{"open": true, "availableFrom": "soon", "roles": []string{"chef"}, "states": []string{}}, Status: 400,
				Contains: []string{`"field":"availableFrom"`, `"field":"roles"`, `"field":"states"`}},
			{Name: "REST: set", As: ann, Method: "PUT", Path: "/api/user/open-to-work", Body: form, Status: 200,
				Contains: []string{`"open":true`, `"availableFrom":"2026-11-04"`, `"availability":"Available from November 4"`,
					`"roles":["field","data"]`, `"states":["CO","REMOTE"]`, `"stateNames":["Colorado","Remote"]`}},
			{Name: "REST: open missing", As: ann, Method: "PUT", Path: "/api/user/open-to-work", Body: map[string]any{"roles": []string{"field"}}, Status: 400,
				Contains: []string{`"field":"open"`}},
			{Name: "REST: vendor sets", As: vendor, Method: "PUT", Path: "/api/user/open-to-work", Body: form, Status: 403, Message: people.MsgVendor},
			{Name: "REST: visitor reads", As: visitor, Method: "GET", Path: "/api/user/open-to-work", Status: 401},
			{Name: "REST: campaign searches", As: campaign, Method: "GET", Path: "/api/people?role=field&state=CO", Status: 200,
				Contains: []string{annCard, `"openToWork":{"open":true,"availableFrom":"2026-11-04"`}, Lacks: []string{"password"}},
			{Name: "REST: not yet available", As: campaign, Method: "GET", Path: "/api/people?available=now", Status: 200, Lacks: []string{annCard}},
			{Name: "REST: by a date", As: campaign, Method: "GET", Path: "/api/people?available=2026-11-04&state=remote", Status: 200, Contains: []string{annCard}},
			{Name: "REST: bad filters", As: campaign, Method: "GET", Path: "/api/people?available=soon&role=chef&state=ZZ", Status: 400,
				Contains: []string{`"field":"available"`, `"field":"role"`, `"field":"state"`}},
			{Name: "REST: vendor searches", As: vendor, Method: "GET", Path: "/api/people", Status: 403, Message: people.MsgVendorSearch},
			{Name: "REST: visitor searches", As: visitor, Method: "GET", Path: "/api/people", Status: 401},
			{Name: "GraphQL: people", As: campaign,
				Query:    `{ people(first: 5, filter: {role: DATA, state: REMOTE, available: "2026-12-01"}) { totalCount edges { node { username openToWork { availability roles states } } } } }`,
				Contains: []string{`"totalCount":1`, `{"username":"ann","openToWork":{"availability":"Available from November 4","roles":["FIELD","DATA"],"states":["CO","REMOTE"]}}`}},
			{Name: "GraphQL: bad filter", As: campaign, Query: `{ people(filter: {available: "soon"}) { totalCount } }`, Codes: []string{"INVALID"}},
			{Name: "GraphQL: vendor", As: vendor, Query: `{ people { totalCount } }`, Codes: []string{"FORBIDDEN"}},
			{Name: "GraphQL: visitor", As: visitor, Query: `{ people { totalCount } }`, Codes: []string{"UNAUTHENTICATED"}},
			{Name: "GraphQL: on the profile", As: campaign, Query: fmt.Sprintf(`{ user(databaseId: %d) { openToWork { availableNow availability } } }`, annU.DatabaseID),
				Contains: []string{`"openToWork":{"availableNow":false,"availability":"Available from November 4"}`}},
			{Name: "GraphQL: turn off", As: ann, Query: `mutation { updateOpenToWork(input: {open: false}) { openToWork { open availableFrom } errors { field } } }`,
				Contains: []string{`"openToWork":{"open":false,"availableFrom":"2026-11-04"},"errors":[]`}},
			{Name: "GraphQL: hidden when off", As: campaign, Query: fmt.Sprintf(`{ user(databaseId: %d) { openToWork { open } } }`, annU.DatabaseID),
				Contains: []string{`"openToWork":null`}},
			{Name: "GraphQL: off leaves the search", As: campaign, Query: `{ people { totalCount } }`, Contains: []string{`"totalCount":0`}},
			{Name: "GraphQL: the owner still sees it", As: ann, Query: `{ viewer { openToWork { open roles } } }`, Contains: []string{`"openToWork":{"open":false,"roles":["FIELD","DATA"]}`}},
			{Name: "GraphQL: field errors", As: ann, Query: `mutation { updateOpenToWork(input: {open: true, availableFrom: "2099-01-01", roles: [], states: []}) { openToWork { open } errors { field message } } }`,
				Contains: []string{`"field":"availableFrom"`, `"field":"roles"`, `"field":"states"`}},
			{Name: "GraphQL: vendor sets", As: vendor, Query: `mutation { updateOpenToWork(input: {open: true, availableFrom: "2026-07-01", roles: [FIELD], states: [CO]}) { errors { field } } }`,
				Codes: []string{"FORBIDDEN"}},
			{Name: "GraphQL: no lead outside the week", As: campaign, Query: `{ electionWeekLead { kind } }`, Contains: []string{`"electionWeekLead":null`}},
		})

		// The week after the 2026 general election: campaigns are offered people, others jobs.
		s.App.People.SetNow(func() time.Time { return time.Date(2026, 11, 6, 12, 0, 0, 0, time.UTC) })
		resp, body := campaign.Do(t, "POST", "/api/jobs", map[string]any{"title": "Field Organizer", "organization": "Friends of Jane",
			"location": "Des Moines, IA", "jobType": "full-time", "description": "Knock doors and recruit volunteers."})
		if resp.StatusCode != 201 {
			t.Fatalf("post: %d %s", resp.StatusCode, body)
		}
		apptest.Run(t, []apptest.Scenario{
			{Name: "lead: campaign", As: campaign, Query: `{ electionWeekLead { kind election } }`, Contains: []string{`{"kind":"AVAILABLE_PEOPLE","election":"2026-11-03"}`}},
			{Name: "lead: member", As: ann, Query: `{ electionWeekLead { kind } }`, Contains: []string{`"kind":"NEW_JOBS"`}},
			{Name: "lead: vendor", As: vendor, Query: `{ electionWeekLead { kind } }`, Contains: []string{`"electionWeekLead":null`}},
			{Name: "lead: visitor", As: visitor, Query: `{ electionWeekLead { kind } }`, Contains: []string{`"electionWeekLead":null`}},
		})
	})
}

// The people list costs the same statements for 5 and 50 people, cards and
// availability included, through GraphQL and REST.
func TestPeopleListStatements(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		campaign := s.NewClient()
		campaign.Register(t, "campaign", "CANDIDATE")
		ctx := t.Context()
		q := `query($n: Int) { people(first: $n, filter: {role: FIELD}) { totalCountCapped edges { cursor node { id username firstName location
			currentPosition profileImage openToWork { availability availableNow roles states stateNames } } } pageInfo { hasNextPage endCursor } } }`
		on := true
		made := 0
		counts := map[string][]int64{}
		for _, n := range []int{5, 50} {
			for ; made < n; made++ {
				u := testkit.User(t, s.App.DB, fmt.Sprintf("person%d", made), accounts.CampaignStaff)
				if _, err := s.App.People.Update(ctx, u, people.Input{Open: &on, AvailableFrom: fmt.Sprintf("2026-%02d-10", 1+made%12),
					Roles: []string{"field"}, States: []string{"CO"}}); err != nil {
					t.Fatal(err)
				}
			}
			var res apptest.Response
			counts["graphql"] = append(counts["graphql"], s.CountStatements(func() { res = campaign.GraphQL(t, q, map[string]any{"n": n}) }))
			res.NoErrors(t)
			if got := strings.Count(string(res.Data), `"availability":"Available`); got != n {
				t.Fatalf("%d cards with availability, want %d", got, n)
			}
			counts["rest"] = append(counts["rest"], s.CountStatements(func() {
				resp, body := campaign.Do(t, "GET", fmt.Sprintf("/api/people?role=field&limit=%d", n), nil)
				if resp.StatusCode != 200 || strings.Count(string(body), `"availability"`) != n {
					t.Fatalf("REST: %d %.200s", resp.StatusCode, body)
				}
			}))
		}
		for k, c := range counts {
			if c[0] != c[1] || c[0] > 4 {
				t.Errorf("%s: %d statements for 5 people, %d for 50 (want equal, at most 4)", k, c[0], c[1])
			}
		}
		t.Logf("statements for 5 and 50 people: %v", counts)
	})
}
