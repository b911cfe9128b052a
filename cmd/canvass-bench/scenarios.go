package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"canvass/internal/app"
	"canvass/internal/appdocs"
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
	// SignedIn scenarios' baselines sit behind the app's session
	// middleware: their request carries the viewer's session cookie.
	SignedIn bool
	// Explain (optional) returns the query plan of the scenario's main statement.
	Explain func(ctx context.Context, e *env) ([]string, error)

	// A page scenario (pages.go) sends the document a screen of the web
	// app sends (Doc, an operation of internal/appdocs, by id) with each
	// of Variants' variables in turn, and has no baseline; Goal is its p99
	// goal.
	Doc      string
	Variants []variant
	Goal     time.Duration
}

// variant is one set of variables of a page scenario, as the web app
// builds them for a URL (e.g. /jobs?q=join&location=Austin%2C+TX).
type variant struct {
	Name string
	Vars map[string]any
}

// page reports whether sc is a page scenario.
func (sc scenario) page() bool { return sc.Doc != "" }

// requests are the requests measured against the app: a page scenario's
// variants, else the one GraphQL request.
func (sc scenario) requests(e *env) []request {
	if !sc.page() {
		return []request{sc.GraphQL(e)}
	}
	doc, err := appdocs.Named(sc.Doc)
	if err != nil {
		panic(fmt.Sprintf("%s: %v", sc.Name, err))
	}
	out := make([]request, len(sc.Variants))
	for i, v := range sc.Variants {
		out[i] = appRequest(e, doc, v.Vars, func(json.RawMessage) error { return nil })
	}
	return out
}

// variantNames names a page scenario's requests (nil for others).
func (sc scenario) variantNames() []string {
	var out []string
	for _, v := range sc.Variants {
		out = append(out, v.Name)
	}
	return out
}

// scenarios run in order on every engine. Add a row by appending here; a
// list scenario's baseline is baselinePage plus baselineList.
var scenarios = []scenario{jobsPageScenario, vendorsPageScenario, resourcesPageScenario, newsPageScenario, // pages.go
	jobSearchScenario, vendorDirectoryScenario, resourceSearchScenario, newsSearchScenario, // vendors.go, resources.go, news.go
	contactsScenario, conversationScenario, floorScenario} // messages.go

// graphQLRequest posts query to the app's /graphql and checks that the
// answer has no errors, then checks its data with check.
func graphQLRequest(e *env, query string, vars map[string]any, check func(data json.RawMessage) error) request {
	return postGraphQL(e, map[string]any{"query": query, "variables": vars}, check)
}

// appRequest is graphQLRequest for one of the web app's operations, sent
// as the app sends it: its document id (docs/api.md, "Trusted documents").
func appRequest(e *env, doc appdocs.Doc, vars map[string]any, check func(data json.RawMessage) error) request {
	return postGraphQL(e, map[string]any{"documentId": doc.ID, "variables": vars}, check)
}

// postGraphQL posts body to the app's /graphql and checks that the answer
// has no errors, then checks its data with check.
func postGraphQL(e *env, params map[string]any, check func(data json.RawMessage) error) request {
	body, _ := json.Marshal(params)
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
	// The baseline: one statement (owners joined, only the fields the
	// query asks), the search condition the service would choose.
	Baseline: func(e *env) http.Handler {
		type row struct {
			ID           int64     `db:"id"`
			CreatedAt    time.Time `db:"created_at"`
			UserID       int64     `db:"user_id"`
			Title        string    `db:"title"`
			Organization string    `db:"organization"`
			Username     string    `db:"username"`
			FirstName    string    `db:"first_name"`
		}
		type item struct {
			Title        string `json:"title"`
			Organization string `json:"organization"`
			Owner        owner  `json:"owner"`
		}
		text := store.FullText{SQLiteKey: "+j.id", SQLiteTable: "jobs_fts", Vector: "j.search",
			SQLiteText: []string{"j.title", "j.organization", "j.description"}}
		cond, arg, _, err := text.Where(context.Background(), e.App.DB, jobSearchFilter.Search)
		if err != nil {
			panic(err)
		}
		q := withOwners(`SELECT j.id, j.created_at, j.user_id, j.title, j.organization FROM jobs j
			WHERE (j.deadline IS NULL OR j.deadline > ?) AND `+cond+` AND j.job_type = ?
			ORDER BY j.created_at DESC, j.id DESC LIMIT 21`, "j", "user_id", "j.created_at DESC, j.id DESC")
		return onePage(e, "jobs", 20, func() (string, []any) { return q, []any{store.Now(), arg, "full-time"} }, nil,
			func(r row) item { return item{r.Title, r.Organization, owner{r.Username, r.FirstName}} })
	},
	BaselineRequest: func(baseURL string) request { return baselineList(baseURL, "/jobs", "jobs", 20) },
	Explain: func(ctx context.Context, e *env) ([]string, error) {
		return e.App.Jobs.ExplainSearch(ctx, jobSearchFilter, jobs.Newest, 20)
	},
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
