package jobs_test

// GraphQL and REST scenarios for the job board against the whole server
// (apptest), on SQLite and PostgreSQL.

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"maps"
	"net/http"
	"strings"
	"testing"
	"time"

	"canvass/internal/apptest"
)

const createJobMutation = `mutation($input: CreateJobInput!) {
  createJob(input: $input) { job { id databaseId title jobType owner { username } viewerIsOwner isClosed salary { min max period } workplace deadline }
    errors { field message code } }
}`

func jobInput(title string) map[string]any {
	return map[string]any{
		"title": title, "organization": "Friends of Jane Doe", "location": "Des Moines, IA",
		"jobType": "FULL_TIME", "description": "Knock doors, recruit volunteers and run phone banks.",
	}
}

type userError struct {
	Field   *string `json:"field"`
	Message string  `json:"message"`
	Code    string  `json:"code"`
}

type gqlJob struct {
	ID               string `json:"id"`
	DatabaseID       int64  `json:"databaseId"`
	Title            string `json:"title"`
	JobType          string `json:"jobType"`
	ViewerIsOwner    bool   `json:"viewerIsOwner"`
	ViewerHasApplied bool   `json:"viewerHasApplied"`
	IsClosed         bool   `json:"isClosed"`
	Owner            struct {
		Username string `json:"username"`
	} `json:"owner"`
	Salary *struct {
		Min    *int   `json:"min"`
		Max    *int   `json:"max"`
		Period string `json:"period"`
	} `json:"salary"`
	Workplace *string `json:"workplace"`
}

func createJob(t *testing.T, c *apptest.Client, input map[string]any) (gqlJob, []userError) {
	t.Helper()
	res := c.GraphQL(t, createJobMutation, map[string]any{"input": input})
	res.NoErrors(t)
	var out struct {
		CreateJob struct {
			Job    *gqlJob     `json:"job"`
			Errors []userError `json:"errors"`
		} `json:"createJob"`
	}
	res.Decode(t, &out)
	if out.CreateJob.Job == nil {
		return gqlJob{}, out.CreateJob.Errors
	}
	return *out.CreateJob.Job, out.CreateJob.Errors
}

func mustCreateJob(t *testing.T, c *apptest.Client, input map[string]any) gqlJob {
	t.Helper()
	j, errs := createJob(t, c, input)
	if len(errs) > 0 || j.ID == "" {
		t.Fatalf("createJob: %+v", errs)
	}
	return j
}

func TestGraphQLJobLifecycle(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		poster := s.NewClient()
		poster.Register(t, "poster", "CANDIDATE")
		vendor := s.NewClient()
		vendor.Register(t, "vendy", "VENDOR")
		other := s.NewClient()
		other.Register(t, "other", "CAMPAIGN_STAFF")
		visitor := s.NewClient()

		// Visitors and vendors cannot post.
		res := visitor.GraphQL(t, createJobMutation, map[string]any{"input": jobInput("Field Organizer")})
		if fmt.Sprint(res.Codes()) != "[UNAUTHENTICATED]" {
			t.Errorf("visitor createJob codes = %v", res.Codes())
		}
		res = vendor.GraphQL(t, createJobMutation, map[string]any{"input": jobInput("Field Organizer")})
		if fmt.Sprint(res.Codes()) != "[FORBIDDEN]" ||
			res.Errors[0].Message != "Vendor accounts cannot post jobs. Only candidates and campaign staff can post jobs." {
			t.Errorf("vendor createJob = %+v", res.Errors)
		}

		// Validation comes back in the payload with the spec's messages.
		bad := jobInput("Org")
		bad["description"] = "short"
		bad["organization"] = ""
		_, errs := createJob(t, poster, bad)
		got := map[string]string{}
		for _, e := range errs {
			got[*e.Field] = e.Message
		}
		want := map[string]string{"title": "Job title must be at least 5 characters",
			"organization": "Organization name is required", "description": "Description must be at least 10 characters"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("payload errors = %v, want %v", got, want)
		}

		in := jobInput("Digital Director")
		in["salary"] = map[string]any{"min": 50000, "max": 70000, "period": "YEAR"}
		in["workplace"] = "REMOTE"
		in["politicalAffiliation"] = "DEMOCRATIC"
		in["deadline"] = time.Now().Add(72 * time.Hour).UTC().Format(time.RFC3339)
		j := mustCreateJob(t, poster, in)
		if j.Owner.Username != "poster" || !j.ViewerIsOwner || j.IsClosed || j.JobType != "FULL_TIME" ||
			j.Salary == nil || *j.Salary.Min != 50000 || j.Salary.Period != "YEAR" || *j.Workplace != "REMOTE" {
			t.Errorf("created job = %+v", j)
		}

		// Anyone reads it by databaseId and by node id.
		res = visitor.GraphQL(t, `query($id: Int!, $gid: ID!) {
  job(databaseId: $id) { title viewerIsOwner viewerHasApplied applications { totalCount } applicationCount owner { username } }
  node(id: $gid) { ... on Job { databaseId } }
  missing: job(databaseId: 999999) { title }
}`, map[string]any{"id": j.DatabaseID, "gid": j.ID})
		res.NoErrors(t)
		var read struct {
			Job struct {
				Title            string          `json:"title"`
				ViewerIsOwner    bool            `json:"viewerIsOwner"`
				ViewerHasApplied bool            `json:"viewerHasApplied"`
				Applications     json.RawMessage `json:"applications"`
				ApplicationCount *int            `json:"applicationCount"`
			} `json:"job"`
			Node    struct{ DatabaseID int64 } `json:"node"`
			Missing *struct{}                  `json:"missing"`
		}
		res.Decode(t, &read)
		if read.Job.Title != "Digital Director" || read.Job.ViewerIsOwner || read.Job.ViewerHasApplied ||
			string(read.Job.Applications) != "null" || read.Job.ApplicationCount != nil ||
			read.Node.DatabaseID != j.DatabaseID || read.Missing != nil {
			t.Errorf("visitor read = %s", res.Data)
		}

		// Only the owner edits and deletes.
		const update = `mutation($input: UpdateJobInput!) { updateJob(input: $input) { job { title jobType } errors { field message } } }`
		edit := jobInput("Senior Digital Director")
		edit["id"] = j.ID
		edit["jobType"] = "PART_TIME"
		edit["description"] = "Run the digital program, ads and email for the campaign."
		res = other.GraphQL(t, update, map[string]any{"input": edit})
		if fmt.Sprint(res.Codes()) != "[FORBIDDEN]" || res.Errors[0].Message != "You don't have permission to edit this job posting." {
			t.Errorf("non-owner update = %+v", res.Errors)
		}
		short := jobInput("Senior Digital Director")
		short["id"] = j.ID
		short["description"] = "Fifteen chars.."
		res = poster.GraphQL(t, update, map[string]any{"input": short})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), "Description must be at least 20 characters") {
			t.Errorf("edit validation = %s", res.Data)
		}
		res = poster.GraphQL(t, update, map[string]any{"input": edit})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"title":"Senior Digital Director","jobType":"PART_TIME"`) {
			t.Errorf("update = %s", res.Data)
		}

		// Applications: apply, duplicate, owner sees them, applicant's count.
		const apply = `mutation($input: ApplyToJobInput!) { applyToJob(input: $input) {
  application { message applicant { username } job { databaseId } } job { viewerHasApplied } errors { field message code } } }`
		res = other.GraphQL(t, apply, map[string]any{"input": map[string]any{"jobId": j.ID, "message": "  "}})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"field":"message","message":"Please enter a message"`) {
			t.Errorf("blank message = %s", res.Data)
		}
		res = other.GraphQL(t, apply, map[string]any{"input": map[string]any{"jobId": j.ID, "message": "I ran digital for a state senate race."}})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"applicant":{"username":"other"}`) || !strings.Contains(string(res.Data), `"job":{"viewerHasApplied":true}`) {
			t.Errorf("apply = %s", res.Data)
		}
		res = other.GraphQL(t, apply, map[string]any{"input": map[string]any{"jobId": j.ID, "message": "Again"}})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"message":"You have already applied to this job.","code":"CONFLICT"`) {
			t.Errorf("duplicate apply = %s", res.Data)
		}
		res = poster.GraphQL(t, apply, map[string]any{"input": map[string]any{"jobId": j.ID, "message": "Me"}})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), "You cannot apply to your own job posting.") {
			t.Errorf("own apply = %s", res.Data)
		}
		res = visitor.GraphQL(t, apply, map[string]any{"input": map[string]any{"jobId": j.ID, "message": "Hi"}})
		if fmt.Sprint(res.Codes()) != "[UNAUTHENTICATED]" {
			t.Errorf("visitor apply codes = %v", res.Codes())
		}

		const mine = `query($id: Int!) { job(databaseId: $id) { applicationCount viewerHasApplied
  applications(first: 10) { totalCount edges { node { message applicant { username } } } } } }`
		res = poster.GraphQL(t, mine, map[string]any{"id": j.DatabaseID})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"applicationCount":1`) ||
			!strings.Contains(string(res.Data), `"totalCount":1,"edges":[{"node":{"message":"I ran digital for a state senate race.","applicant":{"username":"other"}}}]`) {
			t.Errorf("owner's applications = %s", res.Data)
		}
		res = other.GraphQL(t, mine, map[string]any{"id": j.DatabaseID})
		res.NoErrors(t)
		if string(res.Data) != `{"job":{"applicationCount":null,"viewerHasApplied":true,"applications":null}}` {
			t.Errorf("applicant's view = %s", res.Data)
		}
		res = other.GraphQL(t, `{ viewer { jobsAppliedCount jobsPostedCount applications(first: 5) { edges { node { job { title } } } } } }`, nil)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"jobsAppliedCount":1,"jobsPostedCount":0`) || !strings.Contains(string(res.Data), "Senior Digital Director") {
			t.Errorf("applicant's dashboard = %s", res.Data)
		}
		res = poster.GraphQL(t, `{ viewer { jobsPostedCount jobs(first: 3) { totalCount edges { node { title } } } } }`, nil)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"jobsPostedCount":1`) || !strings.Contains(string(res.Data), `"totalCount":1`) {
			t.Errorf("poster's dashboard = %s", res.Data)
		}

		// Delete: non-owner refused; owner gets the deleted global id.
		const del = `mutation($input: DeleteJobInput!) { deleteJob(input: $input) { deletedJobId errors { message } } }`
		res = other.GraphQL(t, del, map[string]any{"input": map[string]any{"id": j.ID}})
		if fmt.Sprint(res.Codes()) != "[FORBIDDEN]" || res.Errors[0].Message != "You don't have permission to edit this job posting." {
			t.Errorf("non-owner delete = %+v", res.Errors)
		}
		res = poster.GraphQL(t, del, map[string]any{"input": map[string]any{"id": j.ID}})
		res.NoErrors(t)
		if string(res.Data) != fmt.Sprintf(`{"deleteJob":{"deletedJobId":%q,"errors":[]}}`, j.ID) {
			t.Errorf("delete = %s", res.Data)
		}
		res = visitor.GraphQL(t, `query($id: Int!) { job(databaseId: $id) { title } }`, map[string]any{"id": j.DatabaseID})
		if res.NoErrors(t); string(res.Data) != `{"job":null}` {
			t.Errorf("deleted job = %s", res.Data)
		}
	})
}

func TestGraphQLBoardSearchAndFacets(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		poster := s.NewClient()
		poster.Register(t, "poster", "CAMPAIGN_STAFF")
		for i, spec := range []struct{ title, typ, loc, aff string }{
			{"Field Organizer", "FULL_TIME", "Austin, TX", "DEMOCRATIC"},
			{"Regional Organizer", "PART_TIME", "Austin, TX", "REPUBLICAN"},
			{"Finance Director", "FULL_TIME", "Boise, ID", "NONE"},
			{"Data Intern", "INTERNSHIP", "Boise, ID", ""},
		} {
			in := jobInput(spec.title)
			in["jobType"], in["location"] = spec.typ, spec.loc
			if spec.aff != "" {
				in["politicalAffiliation"] = spec.aff
			}
			in["description"] = fmt.Sprintf("Posting number %d with enough words to pass.", i)
			mustCreateJob(t, poster, in)
		}
		visitor := s.NewClient()
		// The board's cards leave out the owner's join date; a page that
		// asks for it gets it.
		res := visitor.GraphQL(t, `{ jobs(first: 4) { edges { node { owner { username createdAt } } } } }`, nil)
		res.NoErrors(t)
		if strings.Count(string(res.Data), `"createdAt":"20`) != 4 {
			t.Errorf("owners' join dates asked, got %s", res.Data)
		}
		// Each field of a job card, asked alone (its page leaves the other
		// columns out), answers as when every field is asked.
		fieldsAsked := []string{"title", "organization", "location", "jobType", "politicalAffiliation", "salary { min max period }",
			"workplace", "deadline", "isClosed", "description", "createdAt"}
		nodes := func(fields string) []map[string]any {
			res := visitor.GraphQL(t, `{ jobs(first: 6) { edges { node { id `+fields+` } } } }`, nil)
			res.NoErrors(t)
			var d struct {
				Jobs struct {
					Edges []struct{ Node map[string]any }
				}
			}
			res.Decode(t, &d)
			var out []map[string]any
			for _, e := range d.Jobs.Edges {
				out = append(out, e.Node)
			}
			return out
		}
		listed := nodes("")
		if len(listed) < 4 {
			t.Fatalf("%d jobs", len(listed))
		}
		var every []map[string]any // each job read alone, every column
		for _, n := range listed {
			res := visitor.GraphQL(t, `query($id: ID!) { node(id: $id) { ... on Job { `+strings.Join(fieldsAsked, " ")+` } } }`, map[string]any{"id": n["id"]})
			res.NoErrors(t)
			var d struct{ Node map[string]any }
			res.Decode(t, &d)
			every = append(every, d.Node)
		}
		for _, f := range append(fieldsAsked, strings.Join(fieldsAsked, " ")) {
			for i, n := range nodes(f) {
				for _, name := range strings.Fields(f) {
					if name == "{" || name == "}" || name == "min" || name == "max" || name == "period" {
						continue
					}
					if fmt.Sprint(n[name]) != fmt.Sprint(every[i][name]) || n["id"] != listed[i]["id"] {
						t.Errorf("%s in a list asking %q: %v, read alone %v", name, f, n[name], every[i][name])
					}
				}
			}
		}
		// Owners read as names alone (no public flag) or as name cards: the
		// same owners as a job read alone shows.
		for _, sel := range []string{"owner { id databaseId username firstName lastName }", "owner { id databaseId username isPublicProfile }"} {
			for i, n := range nodes(sel) {
				res := visitor.GraphQL(t, `query($id: ID!) { node(id: $id) { ... on Job { `+sel+` } } }`, map[string]any{"id": n["id"]})
				res.NoErrors(t)
				var d struct{ Node map[string]any }
				res.Decode(t, &d)
				if n["owner"] == nil || fmt.Sprint(n["owner"]) != fmt.Sprint(d.Node["owner"]) {
					t.Errorf("job %d asking %q: owner %v, read alone %v", i, sel, n["owner"], d.Node["owner"])
				}
			}
		}
		// Cards of names only when the page asks for no more.
		res = visitor.GraphQL(t, `{ jobs(first: 4) { edges { node { owner { username ...T } } } } } fragment T on User { userType }`, nil)
		res.NoErrors(t)
		if strings.Count(string(res.Data), `"userType":"CANDIDATE"`)+strings.Count(string(res.Data), `"userType":"CAMPAIGN_STAFF"`)+
			strings.Count(string(res.Data), `"userType":"VOLUNTEER"`) != 4 {
			t.Errorf("owners' types asked, got %s", res.Data)
		}
		const board = `query($f: JobFilter, $o: JobOrder, $after: String) {
  jobs(first: 2, after: $after, filter: $f, orderBy: $o) { totalCount pageInfo { hasNextPage endCursor } edges { node { title } } } }`
		type boardResult struct {
			Jobs struct {
				TotalCount int `json:"totalCount"`
				PageInfo   struct {
					HasNextPage bool   `json:"hasNextPage"`
					EndCursor   string `json:"endCursor"`
				} `json:"pageInfo"`
				Edges []struct {
					Node struct{ Title string } `json:"node"`
				} `json:"edges"`
			} `json:"jobs"`
		}
		run := func(vars map[string]any) boardResult {
			t.Helper()
			res := visitor.GraphQL(t, board, vars)
			res.NoErrors(t)
			var out boardResult
			res.Decode(t, &out)
			return out
		}
		titles := func(b boardResult) string {
			var ts []string
			for _, e := range b.Jobs.Edges {
				ts = append(ts, e.Node.Title)
			}
			return strings.Join(ts, ",")
		}
		b := run(map[string]any{"f": map[string]any{"search": "organ"}})
		if b.Jobs.TotalCount != 2 || titles(b) != "Regional Organizer,Field Organizer" || b.Jobs.PageInfo.HasNextPage {
			t.Errorf("search organ = %+v", b)
		}
		b = run(map[string]any{"f": map[string]any{"search": "organizer", "jobType": "FULL_TIME"}})
		if titles(b) != "Field Organizer" {
			t.Errorf("organizer + full-time = %s", titles(b))
		}
		b = run(map[string]any{"f": map[string]any{"location": "Boise, ID"}, "o": "OLDEST"})
		if titles(b) != "Finance Director,Data Intern" {
			t.Errorf("Boise oldest = %s", titles(b))
		}
		b = run(map[string]any{"f": map[string]any{"politicalAffiliation": "NONE"}})
		if titles(b) != "Finance Director" {
			t.Errorf("Non-Partisan = %s", titles(b))
		}
		b = run(nil)
		if b.Jobs.TotalCount != 4 || !b.Jobs.PageInfo.HasNextPage || titles(b) != "Data Intern,Finance Director" {
			t.Errorf("page 1 = %+v", b)
		}
		b = run(map[string]any{"after": b.Jobs.PageInfo.EndCursor})
		if b.Jobs.PageInfo.HasNextPage || titles(b) != "Regional Organizer,Field Organizer" {
			t.Errorf("page 2 = %+v", b)
		}
		for _, q := range []string{`"`, `*`, `AND`, `NEAR(`, `'`, "🙂 日本"} {
			res := visitor.GraphQL(t, board, map[string]any{"f": map[string]any{"search": q}})
			res.NoErrors(t)
		}
		res = visitor.GraphQL(t, board, map[string]any{"after": "garbage"})
		if fmt.Sprint(res.Codes()) != "[INVALID]" {
			t.Errorf("bad cursor codes = %v", res.Codes())
		}

		res = visitor.GraphQL(t, `{ jobFacets { locations { value label count } jobTypes { value label count } politicalAffiliations { value label count } } }`, nil)
		res.NoErrors(t)
		want := `{"jobFacets":{"locations":[{"value":"Austin, TX","label":"Austin, TX","count":2},{"value":"Boise, ID","label":"Boise, ID","count":2}],` +
			`"jobTypes":[{"value":"FULL_TIME","label":"Full-Time","count":2},{"value":"PART_TIME","label":"Part-Time","count":1},{"value":"INTERNSHIP","label":"Internship","count":1}],` +
			`"politicalAffiliations":[{"value":"DEMOCRATIC","label":"Democratic","count":1},{"value":"REPUBLICAN","label":"Republican","count":1},{"value":"NONE","label":"Non-Partisan","count":1}]}}`
		if string(res.Data) != want {
			t.Errorf("facets = %s\nwant %s", res.Data, want)
		}
	})
}

// TestJobSearchStatementCount: a board page with owners and viewerHasApplied
// costs the same number of statements for 5 and for 50 jobs.
func TestJobSearchStatementCount(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		posters := make([]*apptest.Client, 5)
		for i := range posters {
			posters[i] = s.NewClient()
			posters[i].Register(t, fmt.Sprintf("poster%d", i), "CANDIDATE")
		}
		viewer := s.NewClient()
		viewer.Register(t, "viewer", "CAMPAIGN_STAFF")
		visitor := s.NewClient()
		const q = `query($n: Int!) { jobs(first: $n, filter: {search: "organizer", jobType: FULL_TIME}) {
  edges { node { title organization owner { username firstName } viewerHasApplied viewerIsOwner isClosed } } } }`
		made := 0
		counts := map[string][]int64{}
		for _, n := range []int{5, 50} {
			for ; made < n; made++ {
				j := mustCreateJob(t, posters[made%len(posters)], jobInput(fmt.Sprintf("Organizer %d", made)))
				if made%3 == 0 {
					res := viewer.GraphQL(t, `mutation($id: ID!) { applyToJob(input: {jobId: $id, message: "Hello"}) { errors { message } } }`, map[string]any{"id": j.ID})
					res.NoErrors(t)
				}
			}
			// On SQLite the first search of a word in a while asks the index
			// how common it is (below); count pages after that.
			visitor.GraphQL(t, q, map[string]any{"n": n}).NoErrors(t)
			for name, c := range map[string]*apptest.Client{"viewer": viewer, "visitor": visitor} {
				var res apptest.Response
				stmts := s.CountStatements(func() { res = c.GraphQL(t, q, map[string]any{"n": n}) })
				res.NoErrors(t)
				var out struct {
					Jobs struct {
						Edges []struct {
							Node struct {
								ViewerHasApplied bool `json:"viewerHasApplied"`
								Owner            struct{ Username string }
							} `json:"node"`
						} `json:"edges"`
					} `json:"jobs"`
				}
				res.Decode(t, &out)
				applied := 0
				for _, e := range out.Jobs.Edges {
					if e.Node.Owner.Username == "" {
						t.Errorf("missing owner")
					}
					if e.Node.ViewerHasApplied {
						applied++
					}
				}
				if len(out.Jobs.Edges) != n {
					t.Errorf("%s: %d jobs, want %d", name, len(out.Jobs.Edges), n)
				}
				if name == "viewer" && applied != (n+2)/3 {
					t.Errorf("viewer applied to %d of the page, want %d", applied, (n+2)/3)
				}
				counts[name] = append(counts[name], stmts)
			}
		}
		t.Logf("statements per page (5 jobs, 50 jobs): viewer %v, visitor %v", counts["viewer"], counts["visitor"])
		for name, c := range counts {
			if c[0] != c[1] {
				t.Errorf("%s: statements grow with the page: %v", name, c)
			}
			// An upper bound too. Visitor: the search (its statement reads
			// the owners' public cards, all this query asks of them).
			// Viewer: search + applied, plus the session and the viewer.
			if most := map[string]int64{"viewer": 4, "visitor": 1}[name]; c[1] > most {
				t.Errorf("%s: %d statements per page, want at most %d", name, c[1], most)
			}
		}
		// A word not searched before: one more statement, the index's
		// count of how common it is (SQLite: whole words, then prefixes;
		// PostgreSQL: the match stopping at store.CommonMatches rows; one
		// bounded statement, see store.FullText.Where), remembered for the
		// next page.
		const probes = 1
		fresh := strings.Replace(q, `"organizer"`, `"coordinate organizer"`, 1)
		first := s.CountStatements(func() { visitor.GraphQL(t, fresh, map[string]any{"n": 5}).NoErrors(t) })
		again := s.CountStatements(func() { visitor.GraphQL(t, fresh, map[string]any{"n": 5}).NoErrors(t) })
		if first != again+probes {
			t.Errorf("a new search: %d statements, then %d; want %d more the first time", first, again, probes)
		}
	})
}

func TestRESTJobs(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		poster := s.NewClient()
		pu := poster.Register(t, "poster", "CANDIDATE")
		other := s.NewClient()
		ou := other.Register(t, "other", "CAMPAIGN_STAFF")
		vendor := s.NewClient()
		vendor.Register(t, "vendy", "vendor")
		visitor := s.NewClient()

		body := map[string]any{"title": "Field Organizer", "organization": "Friends of Jane", "location": "Reno, NV",
			"jobType": "Full-Time", "description": "Knock doors and recruit volunteers.", "politicalAffiliation": "Independent",
			"userId": ou.DatabaseID}
		const notOwner = "You don't have permission to edit this job posting."
		apptest.Run(t, []apptest.Scenario{
			{Name: "visitor posts", As: visitor, Method: "POST", Path: "/api/jobs", Body: body, Status: 401},
			{Name: "vendor posts", As: vendor, Method: "POST", Path: "/api/jobs", Body: body, Status: 403,
				Message: "Vendor accounts cannot post jobs. Only candidates and campaign staff can post jobs."},
			{Name: "invalid post", As: poster, Method: "POST", Path: "/api/jobs", Body: map[string]any{"title": "Org", "jobType": "full-time"},
				Status: 400, Message: "Job title must be at least 5 characters", Check: func(t *testing.T, b []byte) {
					var e struct {
						Errors []struct{ Field, Message string }
					}
					if json.Unmarshal(b, &e); len(e.Errors) != 4 {
						t.Errorf("field errors = %+v, want 4", e.Errors)
					}
				}},
		})
		resp, b := poster.Do(t, "POST", "/api/jobs", body)
		if resp.StatusCode != 201 {
			t.Fatalf("POST = %d %s", resp.StatusCode, b)
		}
		var job map[string]any
		json.Unmarshal(b, &job)
		id := int64(job["id"].(float64))
		if int64(job["userId"].(float64)) != pu.DatabaseID || job["jobType"] != "full-time" ||
			job["politicalAffiliation"] != "Independent" || job["isClosed"] != false || job["createdAt"] == nil {
			t.Errorf("created = %s (userId in the body must be ignored)", b)
		}
		path := fmt.Sprintf("/api/jobs/%d", id)

		edit := map[string]any{"title": "Senior Field Organizer", "organization": "Friends of Jane", "location": "Reno, NV",
			"jobType": "part-time", "description": "Short description"}
		good := maps.Clone(edit)
		good["description"] = "Lead a team of organizers in Washoe County."
		good["salary"] = map[string]any{"min": 20, "max": 25, "period": "hour"}
		apps := path + "/applications"
		apptest.Run(t, []apptest.Scenario{
			{Name: "GET", As: visitor, Method: "GET", Path: path, Status: 200},
			{Name: "GET non-numeric", As: visitor, Method: "GET", Path: "/api/jobs/abc", Status: 404},
			{Name: "GET missing", As: visitor, Method: "GET", Path: "/api/jobs/999999", Status: 404},
			{Name: "GET negative", As: visitor, Method: "GET", Path: "/api/jobs/-1", Status: 404},
			{Name: "non-owner PUT", As: other, Method: "PUT", Path: path, Body: edit, Status: 403, Message: notOwner},
			{Name: "short PUT", As: poster, Method: "PUT", Path: path, Body: edit, Status: 400, Message: "Description must be at least 20 characters"},
			{Name: "PUT", As: poster, Method: "PUT", Path: path, Body: good, Status: 200,
				Contains: []string{`"salaryMin":20,"salaryMax":25,"salaryPeriod":"hour"`}},
			{Name: "PUT non-numeric", As: poster, Method: "PUT", Path: "/api/jobs/xyz", Body: good, Status: 404},
			// Applications.
			{Name: "blank application", As: other, Method: "POST", Path: apps, Body: map[string]any{"message": ""}, Status: 400, Message: "Please enter a message"},
			{Name: "apply", As: other, Method: "POST", Path: apps, Body: map[string]any{"message": "Hire me"}, Status: 201},
			{Name: "apply twice", As: other, Method: "POST", Path: apps, Body: map[string]any{"message": "Hire me again"}, Status: 409,
				Message: "You have already applied to this job."},
			{Name: "non-owner lists applications", As: other, Method: "GET", Path: apps, Status: 403},
			{Name: "owner lists applications", As: poster, Method: "GET", Path: apps, Status: 200, Contains: []string{`"message":"Hire me"`}},
		})

		// The list: newest first, bounded, paged with Link / X-Next-Cursor.
		for i := 0; i < 3; i++ {
			b := map[string]any{"title": fmt.Sprintf("Volunteer Coordinator %d", i), "organization": "Vote Early",
				"location": "Remote", "jobType": "VOLUNTEER", "description": "Coordinate volunteers from home."}
			if resp, out := poster.Do(t, "POST", "/api/jobs", b); resp.StatusCode != 201 {
				t.Fatalf("POST = %d %s", resp.StatusCode, out)
			}
		}
		resp, b = visitor.Do(t, "GET", "/api/jobs?limit=2&jobType=volunteer", nil)
		var list []map[string]any
		json.Unmarshal(b, &list)
		next := resp.Header.Get("X-Next-Cursor")
		if resp.StatusCode != 200 || len(list) != 2 || list[0]["title"] != "Volunteer Coordinator 2" || next == "" ||
			!strings.Contains(resp.Header.Get("Link"), `rel="next"`) || !strings.Contains(resp.Header.Get("Link"), "jobType=volunteer") {
			t.Errorf("page 1 = %d %v %s", resp.StatusCode, resp.Header, b)
		}
		resp, b = visitor.Do(t, "GET", "/api/jobs?limit=2&jobType=volunteer&after="+next, nil)
		json.Unmarshal(b, &list)
		if len(list) != 1 || resp.Header.Get("Link") != "" {
			t.Errorf("page 2 = %s %v", b, resp.Header)
		}
		resp, b = visitor.Do(t, "GET", "/api/jobs?search=washoe", nil)
		if json.Unmarshal(b, &list); len(list) != 1 || list[0]["title"] != "Senior Field Organizer" {
			t.Errorf("search = %s", b)
		}
		var rows []apptest.Scenario
		for _, q := range []string{"limit=0", "limit=101", "limit=x", "jobType=gig", "after=%25%25"} {
			rows = append(rows, apptest.Scenario{Name: "bad " + q, As: visitor, Method: "GET", Path: "/api/jobs?" + q, Status: 400})
		}
		apptest.Run(t, append(rows, []apptest.Scenario{
			{Name: "hostile search", As: visitor, Method: "GET", Path: "/api/jobs?search=%22NEAR(%2A", Status: 200},
			// Delete.
			{Name: "non-owner DELETE", As: other, Method: "DELETE", Path: path, Status: 403, Message: notOwner},
			{Name: "DELETE", As: poster, Method: "DELETE", Path: path, Status: 200},
			{Name: "GET deleted", As: visitor, Method: "GET", Path: path, Status: http.StatusNotFound},
		}...))
	})
}

func TestSearchEnginePages(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		poster := s.NewClient()
		poster.Register(t, "poster", "CANDIDATE")
		in := jobInput("Field Organizer <b>&</b>")
		in["description"] = `Knock doors. </script><script>alert(1)</script> & more "quotes" <!-- x`
		in["salary"] = map[string]any{"min": 20, "max": 25, "period": "HOUR"}
		in["workplace"] = "REMOTE"
		in["deadline"] = time.Now().Add(240 * time.Hour).UTC().Format(time.RFC3339)
		j := mustCreateJob(t, poster, in)
		plain := mustCreateJob(t, poster, jobInput("Press Secretary"))

		visitor := s.NewClient()
		resp, b := visitor.Do(t, "GET", fmt.Sprintf("/jobs/%d", j.DatabaseID), nil)
		page := string(b)
		if resp.StatusCode != 200 || !strings.Contains(page, "<title>Field Organizer &lt;b&gt;&amp;&lt;/b&gt; at Friends of Jane Doe | Canvass</title>") {
			t.Fatalf("job page = %d %s", resp.StatusCode, page)
		}
		if !strings.Contains(page, `<meta name="description" content="Friends of Jane Doe · Des Moines, IA · Full-Time. Knock doors.`) {
			t.Errorf("meta description missing: %s", page)
		}
		// The page's first content is in #root (internal/web/boot.go), escaped.
		if _, root, ok := strings.Cut(page, `<div id="root">`); !ok ||
			!strings.Contains(root, `<h1 class="boot-h1 boot-break">Field Organizer &lt;b&gt;&amp;&lt;/b&gt;</h1>`) ||
			!strings.Contains(root, `<p class="boot-desc">Knock doors. &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more &#34;quotes&#34; &lt;!-- x</p>`) ||
			!strings.Contains(root, `<dd>$20 - $25 per hour</dd>`) {
			t.Errorf("first content missing or not escaped in #root: %s", root)
		}
		if strings.Contains(page, "<script>alert(1)") || strings.Contains(page, `"quotes"`) {
			t.Errorf("user text not escaped in the page: %s", page)
		}
		start := strings.Index(page, `<script type="application/ld+json">`)
		if start < 0 {
			t.Fatalf("no JSON-LD in %s", page)
		}
		rest := page[start+len(`<script type="application/ld+json">`):]
		end := strings.Index(rest, "</script>")
		ld := rest[:end]
		if strings.ContainsAny(ld, "<>") {
			t.Errorf("JSON-LD not escaped: %s", ld)
		}
		var posting map[string]any
		if err := json.Unmarshal([]byte(ld), &posting); err != nil {
			t.Fatalf("JSON-LD does not parse: %v\n%s", err, ld)
		}
		if posting["@type"] != "JobPosting" || posting["title"] != "Field Organizer <b>&</b>" ||
			!strings.Contains(posting["description"].(string), "</script><script>") ||
			posting["employmentType"] != "FULL_TIME" || posting["jobLocationType"] != "TELECOMMUTE" ||
			posting["validThrough"] == nil || posting["datePosted"] == nil ||
			posting["hiringOrganization"].(map[string]any)["name"] != "Friends of Jane Doe" {
			t.Errorf("JobPosting = %s", ld)
		}
		salary := posting["baseSalary"].(map[string]any)["value"].(map[string]any)
		if salary["minValue"] != 20.0 || salary["maxValue"] != 25.0 || salary["unitText"] != "HOUR" {
			t.Errorf("baseSalary = %v", salary)
		}
		addr := posting["jobLocation"].(map[string]any)["address"].(map[string]any)
		if addr["addressLocality"] != "Des Moines" || addr["addressRegion"] != "IA" {
			t.Errorf("address = %v", addr)
		}
		for _, p := range []string{"/jobs/999999", "/jobs/abc"} {
			if resp, _ := visitor.Do(t, "GET", p, nil); resp.StatusCode != 404 {
				t.Errorf("GET %s = %d, want 404", p, resp.StatusCode)
			}
		}

		resp, b = visitor.Do(t, "GET", "/sitemap.xml", nil)
		for _, id := range []int64{j.DatabaseID, plain.DatabaseID} {
			if !strings.Contains(string(b), fmt.Sprintf("/jobs/%d</loc>", id)) {
				t.Errorf("sitemap lacks job %d: %s", id, b)
			}
		}
		resp, b = visitor.Do(t, "GET", "/jobs/feed.xml", nil)
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/atom+xml") {
			t.Fatalf("feed = %d %v", resp.StatusCode, resp.Header)
		}
		var feed struct {
			Entries []struct {
				Title string `xml:"title"`
				ID    string `xml:"id"`
			} `xml:"entry"`
		}
		if err := xml.Unmarshal(b, &feed); err != nil {
			t.Fatalf("feed is not XML: %v\n%s", err, b)
		}
		if len(feed.Entries) != 2 || feed.Entries[0].Title != "Press Secretary at Friends of Jane Doe" ||
			feed.Entries[1].Title != "Field Organizer <b>&</b> at Friends of Jane Doe" {
			t.Errorf("feed entries = %+v", feed.Entries)
		}
	})
}
