package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"canvass/internal/app"
	"canvass/internal/jobs"
)

// env is what scenarios run against: the app (with its services and
// database) and the URL of its real handler.
type env struct {
	App    *app.App
	AppURL string
}

// scenario is one row pair of the report: a GraphQL request against the
// app, and a plain JSON handler (the baseline) that runs the same SQL.
type scenario struct {
	Name string
	// GraphQL is the request measured against the app.
	GraphQL func(e *env) request
	// Baseline is the plain handler served on its own loopback port;
	// BaselineRequest is the request measured against it.
	Baseline        func(e *env) http.Handler
	BaselineRequest func(baseURL string) request
	// Explain (optional) returns the query plan of the scenario's main statement.
	Explain func(ctx context.Context, e *env) ([]string, error)
}

// scenarios run in order on every engine. Add a row by appending here (the
// vendor directory goes next to the job search).
var scenarios = []scenario{jobSearchScenario, vendorDirectoryScenario, resourceSearchScenario, newsSearchScenario, // vendors.go, resources.go, news.go
	contactsScenario, conversationScenario} // messages.go

// graphQLRequest posts query to the app's /graphql and checks that the
// answer has no errors and a non-empty data.jobs-like payload.
func graphQLRequest(e *env, query string, vars map[string]any, check func(data json.RawMessage) error) request {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	return request{
		Method: http.MethodPost,
		URL:    e.AppURL + "/graphql",
		Body:   body,
		Header: http.Header{"Content-Type": {"application/json"}, "Accept": {"application/json"}},
		Check: func(b []byte) error {
			var r struct {
				Data   json.RawMessage   `json:"data"`
				Errors []json.RawMessage `json:"errors"`
			}
			if err := json.Unmarshal(b, &r); err != nil {
				return err
			}
			if len(r.Errors) > 0 {
				return fmt.Errorf("graphql errors: %s", r.Errors[0])
			}
			return check(r.Data)
		},
	}
}

// ---------------------------------------------------------------- job search

// The job board's search: text + one filter, first 20, with owners.
var jobSearchFilter = jobs.Filter{Search: "organizer", JobType: "full-time"}

const jobSearchQuery = `query JobSearch($filter: JobFilter) {
  jobs(first: 20, filter: $filter) { edges { node { title organization owner { username firstName } } } }
}`

var jobSearchScenario = scenario{
	Name: "job search (text+type, 20)",
	GraphQL: func(e *env) request {
		return graphQLRequest(e, jobSearchQuery,
			map[string]any{"filter": map[string]any{"search": "organizer", "jobType": "FULL_TIME"}},
			wantPageWithOwners("jobs", 20))
	},
	// The baseline runs the same statements as the GraphQL path (the
	// service's search, then the owners in one query) and encodes the same
	// fields as JSON, without GraphQL.
	Baseline: func(e *env) http.Handler {
		type owner struct {
			Username  string `json:"username"`
			FirstName string `json:"firstName"`
		}
		type item struct {
			Title        string `json:"title"`
			Organization string `json:"organization"`
			Owner        owner  `json:"owner"`
		}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			page, err := e.App.Jobs.Search(ctx, nil, jobSearchFilter, jobs.Newest, 20, "")
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			ids := make([]int64, 0, len(page.Items))
			seen := map[int64]bool{}
			for _, j := range page.Items {
				if !seen[j.UserID] {
					seen[j.UserID] = true
					ids = append(ids, j.UserID)
				}
			}
			users, err := e.App.Accounts.ByIDs(ctx, ids)
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			out := make([]item, len(page.Items))
			for i, j := range page.Items {
				out[i] = item{Title: j.Title, Organization: j.Organization}
				if u := users[j.UserID]; u != nil {
					out[i].Owner = owner{u.Username, u.FirstName}
				}
			}
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]any{"jobs": out})
		})
	},
	BaselineRequest: func(baseURL string) request {
		return request{Method: http.MethodGet, URL: baseURL + "/jobs", Check: func(b []byte) error {
			var d struct{ Jobs []json.RawMessage }
			if err := json.Unmarshal(b, &d); err != nil {
				return err
			}
			if len(d.Jobs) != 20 {
				return fmt.Errorf("baseline: want 20 jobs, got %d", len(d.Jobs))
			}
			return nil
		}}
	},
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.Jobs.ExplainSearch(ctx, jobSearchFilter, jobs.Newest, 20)
	},
}

// wantPageWithOwners checks a GraphQL answer holds n edges of the connection
// field, each node with its owner's username.
func wantPageWithOwners(field string, n int) func(json.RawMessage) error {
	return func(data json.RawMessage) error {
		var d map[string]struct {
			Edges []struct {
				Node struct {
					Owner struct{ Username string }
				}
			}
		}
		if err := json.Unmarshal(data, &d); err != nil {
			return err
		}
		edges := d[field].Edges
		if len(edges) != n {
			return fmt.Errorf("want %d %s with owners, got %.300s", n, field, data)
		}
		for _, e := range edges {
			if e.Node.Owner.Username == "" {
				return fmt.Errorf("want every %s with its owner, got %.300s", field, data)
			}
		}
		return nil
	}
}
