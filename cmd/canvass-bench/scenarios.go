package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"canvass/internal/app"
	"canvass/internal/jobs"
	"canvass/internal/store"
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

// scenarios run in order on every engine. Add a row by appending here; a
// list scenario's baseline is baselinePage plus baselineList.
var scenarios = []scenario{jobSearchScenario, vendorDirectoryScenario, resourceSearchScenario, newsSearchScenario, // vendors.go, resources.go, news.go
	contactsScenario, conversationScenario} // messages.go

// graphQLRequest posts query to the app's /graphql and checks that the
// answer has no errors, then checks its data with check.
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
		type item struct {
			Title        string `json:"title"`
			Organization string `json:"organization"`
			Owner        owner  `json:"owner"`
		}
		return baselinePage(e, "jobs", func(ctx context.Context) (store.Page[*jobs.Job], error) {
			return e.App.Jobs.Search(ctx, nil, jobSearchFilter, jobs.Newest, 20, "")
		}, func(j *jobs.Job) int64 { return j.UserID }, func(j *jobs.Job, o owner) item {
			return item{Title: j.Title, Organization: j.Organization, Owner: o}
		})
	},
	BaselineRequest: func(baseURL string) request { return baselineList(baseURL, "/jobs", "jobs", 20) },
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.Jobs.ExplainSearch(ctx, jobSearchFilter, jobs.Newest, 20)
	},
}

// owner is the owner (or author) of a baseline item.
type owner struct {
	Username  string `json:"username"`
	FirstName string `json:"firstName"`
}

// baselinePage is the baseline handler of a list scenario. It runs the
// statements the GraphQL path runs (search, the service's page, then the
// owners in one query) and writes {key: [item(x, its owner)...],
// "hasNextPage": ...} as JSON, without GraphQL.
func baselinePage[T, I any](e *env, key string, search func(context.Context) (store.Page[T], error),
	ownerID func(T) int64, item func(T, owner) I) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		page, err := search(ctx)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		ids := make([]int64, 0, len(page.Items))
		seen := map[int64]bool{}
		for _, x := range page.Items {
			if id := ownerID(x); !seen[id] {
				seen[id] = true
				ids = append(ids, id)
			}
		}
		users, err := e.App.Accounts.ByIDs(ctx, ids)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		out := make([]I, len(page.Items))
		for i, x := range page.Items {
			var o owner
			if u := users[ownerID(x)]; u != nil {
				o = owner{u.Username, u.FirstName}
			}
			out[i] = item(x, o)
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{key: out, "hasNextPage": page.HasNext})
	})
}

// baselineList is the baseline request of a list scenario: GET path, whose
// answer must hold n items under key.
func baselineList(baseURL, path, key string, n int) request {
	return request{Method: http.MethodGet, URL: baseURL + path, Check: func(b []byte) error {
		var d map[string]json.RawMessage
		if err := json.Unmarshal(b, &d); err != nil {
			return err
		}
		var items []json.RawMessage
		if err := json.Unmarshal(d[key], &items); err != nil || len(items) != n {
			return fmt.Errorf("baseline: want %d %s, got %.200s", n, key, b)
		}
		return nil
	}}
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
