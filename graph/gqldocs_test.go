package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"canvass/internal/appdocs"
	"canvass/internal/apptest"
	"canvass/internal/seed"
)

// The documents and the data the executor tests run (gqldiff_test.go,
// answers_test.go): the demo content, a few more records, a visitor and
// three members, and documents that reach every root field and every field
// of every type, aliases, fragments on interfaces, @skip and @include with
// literals and variables, the same document with other variables, errors
// and nulls in non-null chains, node and nodes with foreign and garbage ids,
// and the web app's own operations.

// execFixture is a seeded server and who asks it.
type execFixture struct {
	s       *apptest.Server
	viewers []viewer // the visitor, then candidate1, vendor1 and editor1
	staff1  viewer   // a member who messages candidate1
	ids     map[string]string
	dbIDs   map[string][]int64
	schema  *ast.Schema
}

// viewer is one browser: its cookie jar holds its session on every server
// of the test (they share the database and are all on 127.0.0.1).
type viewer struct {
	name string
	http *http.Client
}

func newViewer(name string) viewer {
	jar, _ := cookiejar.New(nil)
	return viewer{name: name, http: &http.Client{Jar: jar, Timeout: time.Minute}}
}

// newExecFixture seeds the demo content into s's database, adds an
// application, a saved resource, a private profile and a news draft, and
// signs the members in.
func newExecFixture(t *testing.T, s *apptest.Server) *execFixture {
	t.Helper()
	ctx := context.Background()
	if err := s.App.Seeder().Demo(ctx); err != nil {
		t.Fatalf("demo content: %v", err)
	}
	f := &execFixture{s: s, ids: map[string]string{}, dbIDs: map[string][]int64{}}
	src, err := os.ReadFile("../schema.graphql")
	if err != nil {
		t.Fatal(err)
	}
	schema, gerr := gqlparser.LoadSchema(&ast.Source{Name: "schema.graphql", Input: string(src)})
	if gerr != nil {
		t.Fatal(gerr)
	}
	f.schema = schema
	login := func(name string) viewer {
		v := newViewer(name)
		a := f.must(t, v, `mutation($in: LoginInput!) { login(input: $in) { user { id } errors { message } } }`,
			map[string]any{"in": map[string]any{"username": name, "password": seed.DemoPassword}})
		if !strings.Contains(string(a.Data), `"user":{"id"`) {
			t.Fatalf("login %s: %s", name, a.Body)
		}
		return v
	}
	visitor := newViewer("visitor")
	candidate, vendor, editor := login("candidate1"), login("vendor1"), login("editor1")
	staff1, staff2 := login("staff1"), login("staff2")
	f.viewers = []viewer{visitor, candidate, vendor, editor}
	f.staff1 = staff1

	// Ids, as the members see them.
	var users struct {
		Users struct {
			Edges []struct{ Node struct{ ID, Username string } }
		}
	}
	f.decode(t, candidate, `{ users(first: 50) { edges { node { id username } } } }`, nil, &users)
	for _, e := range users.Users.Edges {
		f.ids["user:"+e.Node.Username] = e.Node.ID
	}
	var mine struct {
		Viewer struct {
			Jobs struct {
				Edges []struct{ Node struct{ ID string } }
			}
			Teams struct {
				Edges []struct{ Node struct{ ID string } }
			}
			Conversations struct {
				Edges []struct {
					Node struct {
						ID          string
						LastMessage struct{ ID string }
					}
				}
			}
		}
	}
	f.decode(t, candidate, `{ viewer { jobs(first: 5) { edges { node { id } } } teams(first: 5) { edges { node { id } } }
		conversations(first: 5) { edges { node { id lastMessage { id } } } } } }`, nil, &mine)
	if len(mine.Viewer.Jobs.Edges) == 0 || len(mine.Viewer.Teams.Edges) == 0 || len(mine.Viewer.Conversations.Edges) == 0 {
		t.Fatalf("candidate1 has no jobs, teams or conversations: %+v", mine)
	}
	f.ids["job:mine"] = mine.Viewer.Jobs.Edges[0].Node.ID
	f.ids["team:mine"] = mine.Viewer.Teams.Edges[0].Node.ID
	f.ids["conversation:mine"] = mine.Viewer.Conversations.Edges[0].Node.ID
	f.ids["message:mine"] = mine.Viewer.Conversations.Edges[0].Node.LastMessage.ID
	var lists struct {
		Jobs, Vendors, Resources, NewsArticles struct {
			Edges []struct {
				Node struct {
					ID         string
					DatabaseID int64
				}
			}
		}
	}
	f.decode(t, candidate, `{ jobs(first: 50) { edges { node { id databaseId } } } vendors(first: 50) { edges { node { id databaseId } } }
		resources(first: 50) { edges { node { id databaseId } } } newsArticles(first: 50) { edges { node { id databaseId } } } }`, nil, &lists)
	for kind, l := range map[string]any{"job": lists.Jobs, "vendor": lists.Vendors, "resource": lists.Resources, "news": lists.NewsArticles} {
		b, _ := json.Marshal(l)
		var edges struct {
			Edges []struct {
				Node struct {
					ID         string
					DatabaseID int64
				}
			}
		}
		json.Unmarshal(b, &edges)
		if len(edges.Edges) < 2 {
			t.Fatalf("fewer than 2 %s in the demo content", kind)
		}
		for i, e := range edges.Edges {
			if i < 2 {
				f.ids[fmt.Sprintf("%s:%d", kind, i)] = e.Node.ID
			}
			f.dbIDs[kind] = append(f.dbIDs[kind], e.Node.DatabaseID)
		}
	}

	// More records: an application to candidate1's job, a saved resource,
	// a private profile, a news draft, one of staff2's teams.
	var applied struct {
		ApplyToJob struct{ Application struct{ ID string } }
	}
	f.decode(t, staff1, `mutation($in: ApplyToJobInput!) { applyToJob(input: $in) { application { id } errors { message } } }`,
		map[string]any{"in": map[string]any{"jobId": f.ids["job:mine"], "message": "I organised three field offices; <b>hire me</b> & see."}}, &applied)
	f.ids["application"] = applied.ApplyToJob.Application.ID
	f.must(t, candidate, `mutation($in: SaveResourceInput!) { saveResource(input: $in) { resource { id } } }`,
		map[string]any{"in": map[string]any{"resourceId": f.ids["resource:1"]}})
	f.must(t, staff2, `mutation($in: UpdateProfileInput!) { updateProfile(input: $in) { user { id } errors { message } } }`,
		map[string]any{"in": map[string]any{"firstName": "Daniel", "lastName": "Okafor", "isPublicProfile": false, "phoneNumber": "555-0100"}})
	var draft struct {
		CreateNewsArticle struct {
			NewsArticle struct{ ID string }
			Errors      []struct{ Field, Message string }
		}
	}
	f.decode(t, editor, `mutation($in: CreateNewsArticleInput!) { createNewsArticle(input: $in) { newsArticle { id } errors { field message } } }`,
		map[string]any{"in": map[string]any{"title": "Draft: Election night plans", "summary": "Not yet written: plans.", "content": "# Soon\n\n- one thing to say\n- two things to say"}}, &draft)
	f.ids["news:draft"] = draft.CreateNewsArticle.NewsArticle.ID
	if f.ids["news:draft"] == "" {
		t.Fatalf("draft: %+v", draft)
	}
	var theirs struct {
		Viewer struct {
			Teams struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
	}
	f.decode(t, staff2, `{ viewer { teams(first: 5) { edges { node { id } } } } }`, nil, &theirs)
	for _, e := range theirs.Viewer.Teams.Edges {
		if e.Node.ID != f.ids["team:mine"] {
			f.ids["team:theirs"] = e.Node.ID
		}
	}
	for _, k := range []string{"application", "news:draft", "team:theirs", "user:candidate1", "user:vendor1", "user:editor1", "user:staff2"} {
		if f.ids[k] == "" {
			t.Fatalf("no id for %s", k)
		}
	}
	return f
}

// globalIDs are every id the documents try: one of each type, others'
// (foreign) ones, and garbage.
func (f *execFixture) globalIDs() []any {
	var out []any
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range f.ids {
			if !yield(k) {
				return
			}
		}
	}) {
		out = append(out, f.ids[k])
	}
	return append(out, garbageIDs...)
}

// garbageIDs are ids no object has: not base64, base64 of no type, of a
// type with a bad or huge number, of a type that is not a Node.
var garbageIDs = []any{"", "not-an-id", "VXNlcjo", "Tm9wZToxMg", "VXNlcjphYmM", "Sm9iOi0x", "Sm9iOjk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5", "UGFnZUluZm86MQ"}

// answer is one HTTP answer of /graphql.
type answer struct {
	Status     int
	Body       []byte
	Data       json.RawMessage
	Errors     []string // each error's JSON, sorted (fields resolved concurrently add theirs in any order)
	Extensions json.RawMessage
}

func (a answer) same(b answer) bool {
	return a.Status == b.Status && bytes.Equal(a.Data, b.Data) && slices.Equal(a.Errors, b.Errors) && bytes.Equal(a.Extensions, b.Extensions)
}

// ask posts a document to base's /graphql as v.
func ask(v viewer, base, query string, vars map[string]any) (answer, error) {
	body, err := json.Marshal(map[string]any{"query": query, "variables": vars})
	if err != nil {
		return answer{}, err
	}
	req, err := http.NewRequest(http.MethodPost, base+"/graphql", bytes.NewReader(body))
	if err != nil {
		return answer{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	resp, err := v.http.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	a := answer{Status: resp.StatusCode}
	if a.Body, err = io.ReadAll(resp.Body); err != nil {
		return a, err
	}
	var r struct {
		Data       json.RawMessage   `json:"data"`
		Errors     []json.RawMessage `json:"errors"`
		Extensions json.RawMessage   `json:"extensions"`
	}
	if err := json.Unmarshal(a.Body, &r); err != nil {
		return a, fmt.Errorf("status %d, not JSON: %q", a.Status, clipped(a.Body))
	}
	a.Data, a.Extensions = r.Data, r.Extensions
	for _, e := range r.Errors {
		var b bytes.Buffer
		json.Compact(&b, e)
		a.Errors = append(a.Errors, b.String())
	}
	sort.Strings(a.Errors)
	return a, nil
}

func clipped(b []byte) string {
	if len(b) > 600 {
		return string(b[:600]) + "…"
	}
	return string(b)
}

// must asks the fixture's server and fails t on a transport error or a
// GraphQL error.
func (f *execFixture) must(t *testing.T, v viewer, query string, vars map[string]any) answer {
	t.Helper()
	a, err := ask(v, f.s.URL, query, vars)
	if err != nil || len(a.Errors) > 0 || a.Status != http.StatusOK {
		t.Fatalf("%s: %v %d %s", v.name, err, a.Status, clipped(a.Body))
	}
	return a
}

func (f *execFixture) decode(t *testing.T, v viewer, query string, vars map[string]any, out any) {
	t.Helper()
	a := f.must(t, v, query, vars)
	if err := json.Unmarshal(a.Data, out); err != nil {
		t.Fatalf("%s: %v", clipped(a.Body), err)
	}
}

// gqlDoc is a document and the variables it is run with (nil: none).
type gqlDoc struct {
	name     string
	query    string
	vars     []map[string]any
	mutation bool // changes nothing the other documents read, but not for the concurrent runs
	// prime: run once before the comparison (a mutation whose first run
	// changes what its next runs answer).
	prime       bool
	visitorOnly bool
}

// askers are the viewers that run d.
func (d gqlDoc) askers(f *execFixture) []viewer {
	if d.visitorOnly {
		return f.viewers[:1]
	}
	return f.viewers
}

func (d gqlDoc) varSets() []map[string]any {
	if len(d.vars) == 0 {
		return []map[string]any{nil}
	}
	return d.vars
}

// documents are every document the executor tests run.
func (f *execFixture) documents(t *testing.T) []gqlDoc {
	t.Helper()
	docs := f.rootFieldDocs(t)
	docs = append(docs, f.handDocs()...)
	docs = append(docs, f.appDocs(t)...)
	docs = append(docs, f.mutationDocs(t)...)
	return docs
}

// queries are the documents that change nothing.
func queries(docs []gqlDoc) []gqlDoc {
	var out []gqlDoc
	for _, d := range docs {
		if !d.mutation {
			out = append(out, d)
		}
	}
	return out
}

// selection selects every field of def (fields of objects below it down to
// depth levels), each connection's first 2, the fields of every type that
// implements an interface, and __typename.
func (f *execFixture) selection(def *ast.Definition, depth int) string {
	return f.selectionAs(def, depth, "")
}

// selectionAs is selection with each field aliased prefix+name (prefix
// set inside an interface's type fragments, whose fields of one name may
// have different types).
func (f *execFixture) selectionAs(def *ast.Definition, depth int, prefix string) string {
	var b strings.Builder
	b.WriteString("__typename")
	if def.Kind == ast.Interface || def.Kind == ast.Union {
		for _, fd := range def.Fields {
			if k := f.schema.Types[fd.Type.Name()].Kind; k == ast.Scalar || k == ast.Enum {
				b.WriteString(" " + fd.Name)
			}
		}
		for _, p := range f.schema.GetPossibleTypes(def) {
			fmt.Fprintf(&b, " ... on %s { %s }", p.Name, f.selectionAs(p, depth, p.Name+"_"))
		}
		return b.String()
	}
	for _, fd := range def.Fields {
		if strings.HasPrefix(fd.Name, "__") {
			continue
		}
		args, ok := literalArgs(fd)
		if !ok {
			continue
		}
		t := f.schema.Types[fd.Type.Name()]
		name := fd.Name
		if prefix != "" {
			name = prefix + fd.Name + ": " + fd.Name
		}
		switch {
		case t.Kind == ast.Scalar || t.Kind == ast.Enum:
			b.WriteString(" " + name + args)
		case depth > 1:
			fmt.Fprintf(&b, " %s%s { %s }", name, args, f.selection(t, depth-1))
		}
	}
	return b.String()
}

// literalArgs are a field's arguments below the root: a page of 2; fields
// with other required arguments are left out.
func literalArgs(fd *ast.FieldDefinition) (string, bool) {
	var args []string
	for _, a := range fd.Arguments {
		switch {
		case a.Name == "first" || a.Name == "last":
			args = append(args, a.Name+": 2")
		case a.Type.NonNull && a.DefaultValue == nil:
			return "", false
		}
	}
	if len(args) == 0 {
		return "", true
	}
	return "(" + strings.Join(args, ", ") + ")", true
}

// rootArgValues are the values tried for the root fields' required
// arguments (the first also written as a literal).
func (f *execFixture) rootArgValues(field, arg string) []any {
	ids := func(kind string) []any {
		var out []any
		for _, id := range f.dbIDs[kind] {
			out = append(out, id)
			if len(out) == 3 {
				break
			}
		}
		return append(out, 999999, -1)
	}
	switch field + "." + arg {
	case "node.id":
		return f.globalIDs()
	case "nodes.ids":
		all := f.globalIDs()
		return []any{all, []any{f.ids["user:candidate1"]}, []any{}, garbageIDs}
	case "user.databaseId":
		return []any{1, 2, 3, 4, 5, 6, 7, 999999}
	case "passwordResetTokenValid.token":
		return []any{"garbage", ""}
	case "job.databaseId":
		return ids("job")
	case "vendor.databaseId":
		return ids("vendor")
	case "team.databaseId":
		return []any{1, 2, 999999}
	case "teamMemberCandidates.teamId":
		return []any{f.ids["team:mine"], f.ids["team:theirs"], "garbage"}
	case "teamMemberCandidates.search", "newContactCandidates.search":
		return []any{"st", "a", "Okafor", "zz"}
	case "resource.databaseId":
		return ids("resource")
	case "markdownPreview.markdown":
		return []any{"# Title\n\n*hi* <script>alert(1)</script> [x](javascript:alert(1)) & done", ""}
	case "conversation.with":
		return []any{f.ids["user:staff1"], f.ids["user:candidate1"], f.ids["user:vendor1"], "garbage"}
	case "messagesSince.after":
		return []any{0, 5, 999999}
	case "newsArticle.databaseId":
		return ids("news")
	}
	return nil
}

var limitRefusal = regexp.MustCompile(`COMPLEXITY_LIMIT_EXCEEDED|too deep|exceeds the limit`)

// rootFieldDocs are, for every root query field, a document selecting
// everything below it (as deep as the server's limits allow, down from 5
// levels, and 2 levels), required arguments as variables tried with each
// of their values, and the same with the first values as literals.
func (f *execFixture) rootFieldDocs(t *testing.T) []gqlDoc {
	var docs []gqlDoc
	for _, fd := range f.schema.Query.Fields {
		if strings.HasPrefix(fd.Name, "__") {
			continue
		}
		var defs, args, literals []string
		var tried []map[string]any
		base := map[string]any{}
		for _, a := range fd.Arguments {
			if a.Name == "first" {
				args, literals = append(args, "first: 3"), append(literals, "first: 3")
				continue
			}
			if !a.Type.NonNull || a.DefaultValue != nil {
				continue
			}
			values := f.rootArgValues(fd.Name, a.Name)
			if len(values) == 0 {
				t.Fatalf("Query.%s(%s:) has no values to try: add them to rootArgValues", fd.Name, a.Name)
			}
			defs = append(defs, "$"+a.Name+": "+a.Type.String())
			args = append(args, a.Name+": $"+a.Name)
			lit, _ := json.Marshal(values[0])
			literals = append(literals, a.Name+": "+string(lit))
			base[a.Name] = values[0]
			for _, v := range values {
				tried = append(tried, map[string]any{a.Name: v})
			}
		}
		// Other variables: one argument varied at a time.
		for i := range tried {
			for k, v := range base {
				if _, ok := tried[i][k]; !ok {
					tried[i][k] = v
				}
			}
		}
		typ := f.schema.Types[fd.Type.Name()]
		body := func(a []string, depth int) string {
			s := fd.Name
			if len(a) > 0 {
				s += "(" + strings.Join(a, ", ") + ")"
			}
			if typ.Kind == ast.Object || typ.Kind == ast.Interface {
				s += " { " + f.selection(typ, depth) + " }"
			}
			return s
		}
		query := func(depth int) string {
			q := "query Root_" + fd.Name
			if len(defs) > 0 {
				q += "(" + strings.Join(defs, ", ") + ")"
			}
			return q + " { " + body(args, depth) + " }"
		}
		depths := []int{1}
		if typ.Kind == ast.Object || typ.Kind == ast.Interface {
			deepest := 2
			var probe map[string]any
			if len(tried) > 0 {
				probe = tried[0]
			}
			for _, d := range []int{5, 4, 3} {
				a, err := ask(f.viewers[1], f.s.URL, query(d), probe)
				if err == nil && !limitRefusal.MatchString(strings.Join(a.Errors, " ")) {
					deepest = d
					break
				}
			}
			depths = []int{deepest, 2}
			if deepest == 2 {
				depths = depths[:1]
			}
		}
		for _, d := range depths {
			docs = append(docs,
				gqlDoc{name: fmt.Sprintf("Query.%s, %d levels", fd.Name, d), query: query(d), vars: tried},
				gqlDoc{name: fmt.Sprintf("Query.%s, %d levels, literals", fd.Name, d), query: "{ " + body(literals, d) + " }"})
		}
	}
	return docs
}

// handDocs are the documents written for what a generated one does not
// reach: aliases, merged fields, fragments, directives, variables, errors.
func (f *execFixture) handDocs() []gqlDoc {
	ids := f.globalIDs()
	bools := func(names ...string) []map[string]any {
		var out []map[string]any
		for i := range 1 << len(names) {
			m := map[string]any{}
			for j, n := range names {
				m[n] = i&(1<<j) != 0
			}
			out = append(out, m)
		}
		return out
	}
	var each []map[string]any
	for _, id := range ids {
		each = append(each, map[string]any{"id": id})
	}
	return []gqlDoc{
		{name: "typename", query: `{ __typename }`},
		{name: "introspection (members only outside development)", query: `{ __schema { queryType { name } } }`},
		{name: "a type by introspection", query: `{ __type(name: "Job") { name kind fields { name type { name kind ofType { name } } } } }`},
		{name: "aliases", query: `{
  a: jobs(first: 1) { edges { node { id t: title o: owner { u: username } } } }
  b: jobs(first: 3, orderBy: OLDEST) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { title createdAt } } }
  c: vendors(first: 2, orderBy: NEWEST) { edges { node { n: name l: logo s: services } } }
  me: viewer { id name: username first: firstName }
  again: viewer { id }
  editor: viewerIsEditor
}`},
		{name: "merged fields and fragments", query: `{
  jobs(first: 3) { edges { node { id } } }
  jobs(first: 3) { edges { node { title owner { username } ...JobBits } } totalCount }
  ...Q
}
fragment Q on Query { jobs(first: 3) { edges { node { owner { id firstName } } } } viewer { ...U } }
fragment JobBits on Job { salary { min max period } workplace deadline isClosed viewerIsOwner viewerHasApplied }
fragment U on User { username jobs(first: 1) { totalCount } }`},
		{name: "fragments on interfaces", query: `query($ids: [ID!]!) {
  nodes(ids: $ids) { __typename id ...N ... on Job { title owner { ...UserCard } } ... on Node { ... on Vendor { owner { ...UserCard } } } }
}
fragment N on Node { ... on User { ...UserCard } ... on Team { name members(first: 3) { edges { node { role user { ...UserCard } } } } } ... on Conversation { with { ...UserCard } lastMessage { content viewerIsSender } } }
fragment UserCard on User { id username userType isPublicProfile email phoneNumber }`,
			vars: []map[string]any{{"ids": ids}, {"ids": garbageIDs}, {"ids": []any{f.ids["conversation:mine"], f.ids["message:mine"], f.ids["application"]}}}},
		{name: "node by each id", query: `query($id: ID!) { node(id: $id) { __typename id ... on User { username email } ... on Job { title applications(first: 2) { totalCount } }
  ... on JobApplication { message applicant { username } job { title } } ... on Message { content sender { username } receiver { username } clientId }
  ... on NewsArticle { title status previous { title } next { title } } ... on Resource { title viewerHasSaved } } }`, vars: each},
		{name: "@skip and @include literals", query: `{
  viewer @include(if: false) { id }
  jobs(first: 2) @skip(if: true) { totalCount }
  j: jobs(first: 2) @skip(if: false) { edges { node { title @include(if: true) id @include(if: false) ... @skip(if: true) { createdAt } ... on Job @include(if: true) { location } } } }
  vendors(first: 2) { edges { node { name @skip(if: false) logo @include(if: true) ...V @skip(if: true) } } }
}
fragment V on Vendor { description }`},
		{name: "@skip and @include variables", query: `query($a: Boolean!, $b: Boolean!, $c: Boolean!) {
  viewer @include(if: $a) { id username }
  jobs(first: 3) { edges { node { id title @include(if: $a) owner @skip(if: $b) { username } ...J @include(if: $c) ... on Job @skip(if: $c) { organization } } } }
  resources(first: 2) @skip(if: $a) { edges { node { title ...R } } }
}
fragment J on Job { createdAt viewerHasApplied salary @include(if: $b) { period } }
fragment R on Resource { category @include(if: $c) author { username @skip(if: $b) } }`, vars: bools("a", "b", "c")},
		{name: "arguments as variables", query: `query($n: Int, $after: String, $f: JobFilter, $o: JobOrder) {
  jobs(first: $n, after: $after, filter: $f, orderBy: $o) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { title location jobType workplace politicalAffiliation } } }
}`, vars: []map[string]any{
			{}, {"n": 1}, {"n": 5, "o": "OLDEST"}, {"n": 0}, {"n": -1}, {"n": 1000}, {"after": "garbage"},
			{"f": map[string]any{"search": "field"}}, {"f": map[string]any{"jobType": "FULL_TIME", "workplace": "REMOTE"}},
			{"f": map[string]any{"location": "Remote"}}, {"f": map[string]any{"search": "zzzz"}}, {"f": map[string]any{"search": "\"'<>&%_*"}},
			{"f": map[string]any{"politicalAffiliation": "DEMOCRATIC"}, "n": 2},
		}},
		{name: "a page after a cursor", query: `{ jobs(first: 2) { edges { cursor } } }`},
		{name: "lists of each kind", query: `query($v: VendorFilter, $r: ResourceFilter, $n: NewsFilter) {
  vendors(first: 4, filter: $v) { totalCount edges { node { name category categoryLabel affiliation services recentWork viewerIsOwner profileViews owner { username } } } }
  resources(first: 4, filter: $r) { totalCount edges { node { title readMinutes viewerIsOwner viewerHasSaved author { username } } } }
  newsArticles(first: 4, filter: $n) { totalCount edges { node { title topics readingMinutes publishedAt status author { username } } } }
  jobFacets { locations { value label count } jobTypes { value label count } politicalAffiliations { value label count } }
  vendorFacets { categories { value label count } } resourceFacets { categories { value label count } }
}`, vars: []map[string]any{{}, {"v": map[string]any{"category": "MEDIA"}, "r": map[string]any{"category": "GOTV"}, "n": map[string]any{"topic": "ELECTIONS"}},
			{"v": map[string]any{"search": "print"}, "r": map[string]any{"search": "volunteer"}, "n": map[string]any{"search": "campaign"}},
			{"v": map[string]any{"category": "nope"}}}},
		{name: "errors: signed-in fields in a non-null chain to the root", query: `{ jobs(first: 1) { totalCount } users(first: 2) { edges { node { id } } } }`},
		{name: "errors: a non-null root field", query: `{ viewer { id } markdownPreview(markdown: "*x*") messagesSince(after: 0) { hasMore } }`},
		{name: "errors: an invalid cursor under a list, up a non-null chain", query: `{
  jobs(first: 2) { edges { node { title owner { username jobs(first: 1, after: "garbage") { totalCount } } } } }
}`},
		{name: "errors: an invalid cursor in a nullable list item", query: `query($ids: [ID!]!) {
  nodes(ids: $ids) { id ... on User { username jobs(first: 1, after: "garbage") { totalCount } } ... on Job { title } }
}`, vars: []map[string]any{{"ids": ids}}},
		{name: "errors: others' private fields", query: `query($ids: [ID!]!) {
  nodes(ids: $ids) { id ... on User { username email phoneNumber applications(first: 2) { totalCount } jobsAppliedCount teams(first: 2) { totalCount }
    connectionsCount savedResources(first: 2) { totalCount } resourcesSavedCount conversations(first: 2) { edges { node { id } } } unreadMessageCount
    blockedUsers(first: 2) { edges { node { id } } } messages(first: 2) { edges { node { id } } } vendorProfile { name profileViews } } }
}`, vars: []map[string]any{{"ids": ids}}},
		{name: "errors: teams and vendors", query: `query($t: Int!) { team(databaseId: $t) { name viewerRole members(first: 5) { totalCount edges { node { role isViewer viewerCanRemove user { username } } } } }
  viewer { teams(first: 3) { totalCount edges { node { name viewerCanManage viewerCanLeave viewerCanTransfer owner { username } createdBy { username } } } } } }`,
			vars: []map[string]any{{"t": 1}, {"t": 2}, {"t": 999999}}},
		{name: "conversation in full", query: `query($with: ID!) { conversation(with: $with) { id unreadCount viewerHasBlocked with { username }
  lastMessage { content isRead readAt createdAt clientId viewerIsSender } messages(last: 3) { pageInfo { hasPreviousPage startCursor } edges { node { content sender { username } viewerIsSender } } } } }`,
			vars: []map[string]any{{"with": f.ids["user:staff1"]}, {"with": f.ids["user:staff2"]}, {"with": f.ids["user:candidate1"]}, {"with": "garbage"}}},
		{name: "news around an article", query: `query($id: Int!) { newsArticle(databaseId: $id) { title status publishedAt previous { title previous { title } } next { title next { title } } } }`,
			vars: func() []map[string]any {
				var out []map[string]any
				for _, id := range f.dbIDs["news"] {
					out = append(out, map[string]any{"id": id})
				}
				return out
			}()},
		{name: "the editor's drafts", query: `{ newsDrafts(first: 5) { totalCount edges { node { title status content contentHtml author { username } } } } viewerIsEditor }`},
		{name: "markup escaped in answers", query: `query($m: String!) { markdownPreview(markdown: $m) }`,
			vars: []map[string]any{{"m": "<b>&amp;</b> \u2028 \u2029 \"q\" \\ \t"}, {"m": strings.Repeat("- item\n", 40)}}},
	}
}

// appDocs are the web app's queries (every one in its persisted-documents
// map, internal/appdocs), each run with its variables' defaults and then
// one variable at a time through other values.
func (f *execFixture) appDocs(t *testing.T) []gqlDoc {
	t.Helper()
	var docs []gqlDoc
	for _, d := range appdocs.All() {
		text := d.Text
		if !strings.HasPrefix(text, "query") {
			continue // mutations: mutationDocs; subscriptions: compareSubscriptions
		}
		doc, gerr := gqlparser.LoadQuery(f.schema, text)
		if gerr != nil {
			t.Fatalf("%s: %v", d.Name, gerr)
		}
		op := doc.Operations[0]
		if op.Operation != ast.Query {
			continue // mutations: mutationDocs; subscriptions are not compared
		}
		base := map[string]any{}
		var tried []map[string]any
		for _, v := range op.VariableDefinitions {
			values := f.variableValues(v)
			if len(values) == 0 {
				t.Fatalf("%s: no values for $%s: %s", op.Name, v.Variable, v.Type)
			}
			if values[0] != nil {
				base[v.Variable] = values[0]
			}
			for _, val := range values[1:] {
				tried = append(tried, map[string]any{v.Variable: val})
			}
		}
		sets := []map[string]any{base}
		for _, one := range tried {
			set := map[string]any{}
			for k, v := range base {
				set[k] = v
			}
			for k, v := range one {
				set[k] = v
			}
			sets = append(sets, set)
		}
		docs = append(docs, gqlDoc{name: "web app: " + op.Name, query: text, vars: sets})
	}
	if len(docs) < 50 {
		t.Fatalf("only %d app queries in internal/appdocs", len(docs))
	}
	return docs
}

// variableValues are the values tried for a variable of an app query,
// by name and type: the first is the base value (nil: left out).
func (f *execFixture) variableValues(v *ast.VariableDefinition) []any {
	typ := v.Type.Name()
	var required any = nil
	switch {
	case typ == "ID":
		if v.Variable == "teamId" {
			return []any{f.ids["team:mine"], f.ids["team:theirs"], "garbage"}
		}
		return f.globalIDs()
	case typ == "Int" && (v.Variable == "databaseId" || v.Variable == "id"):
		out := []any{}
		for _, kind := range []string{"job", "resource", "vendor", "news"} {
			out = append(out, f.dbIDs[kind][0])
		}
		return append(out, 1, 2, 3, 999999)
	case typ == "Int" && v.Variable == "after":
		return []any{0, 5}
	case typ == "Int":
		if v.Type.NonNull {
			required = 3
		}
		return []any{required, 1, 5}
	case typ == "String" && (v.Variable == "after" || v.Variable == "cursor" || v.Variable == "before"):
		return []any{nil, "garbage"}
	case typ == "String" && v.Variable == "search":
		return []any{"st", "a", "Okafor"}
	case typ == "String" && v.Variable == "markdown":
		return []any{"# Hi\n\n*there* <i>x</i>", ""}
	case typ == "String" && v.Variable == "token":
		return []any{"garbage"}
	case typ == "String" && v.Variable == "filter":
		return []any{"", "ja", "Okafor"}
	case typ == "String" && v.Variable == "vendorCategory":
		return []any{nil, "MEDIA", "Polling", "nope"}
	case typ == "Boolean":
		return []any{true, false}
	case typ == "JobFilter":
		return []any{nil, map[string]any{"search": "field"}, map[string]any{"jobType": "FULL_TIME", "workplace": "REMOTE"}, map[string]any{"location": "Remote"}}
	case typ == "VendorFilter":
		return []any{nil, map[string]any{"category": "MEDIA"}, map[string]any{"search": "print", "affiliation": "NONPARTISAN"}}
	case typ == "ResourceFilter":
		return []any{nil, map[string]any{"category": "GOTV"}, map[string]any{"search": "volunteer"}}
	case typ == "NewsFilter":
		return []any{nil, map[string]any{"topic": "ELECTIONS"}, map[string]any{"search": "campaign"}}
	case typ == "PeopleFilter":
		return []any{nil, map[string]any{"available": "now"}, map[string]any{"role": "FIELD", "state": "CO"}, map[string]any{"state": "REMOTE"},
			map[string]any{"available": "soon"}}
	}
	if def := f.schema.Types[typ]; def != nil && def.Kind == ast.Enum {
		var out []any
		for _, e := range def.EnumValues {
			out = append(out, e.Name)
		}
		if !v.Type.NonNull {
			out = append([]any{nil}, out...)
		}
		return out
	}
	return nil
}

// skippedMutations are mutations no document runs (with why), none today.
var skippedMutations = map[string]string{}

// visitorMutations are run by the visitor only: a member would lose their
// session (logout), or count failed logins towards their throttle (login).
var visitorMutations = map[string]bool{"logout": true, "login": true}

// mutationInputs are, for every mutation, inputs it refuses (or that
// change nothing twice): run on both servers they answer the same.
func (f *execFixture) mutationInputs() map[string][]map[string]any {
	job, team, res, news := f.ids["job:mine"], f.ids["team:mine"], f.ids["resource:0"], f.ids["news:0"]
	return map[string][]map[string]any{
		"login":                  {{"username": "nobody-here", "password": "not-the-password"}},
		"logout":                 nil,
		"register":               {{"username": "", "password": "x", "email": "not-an-email", "firstName": "", "lastName": "", "userType": "CANDIDATE"}},
		"updateProfile":          {{"firstName": "", "lastName": "", "website": "javascript:alert(1)"}},
		"requestPasswordReset":   {{"email": ""}},
		"resetPassword":          {{"token": "garbage", "password": "a-new-password"}},
		"verifyEmail":            {{"token": "garbage"}},
		"resendVerification":     nil, // the demo members are confirmed: refused
		"moveApplication":        {{"id": "garbage", "stage": "INTERVIEW"}, {"id": f.ids["job:mine"], "stage": "WITHDRAWN"}},
		"withdrawApplication":    {{"id": "garbage"}},
		"setApplicationNote":     {{"id": "garbage", "note": "x"}},
		"setProfileResume":       {{"resume": map[string]any{"fileName": "x.pdf", "data": "data:text/plain;base64,aGk="}}, {"resume": map[string]any{"fileName": "x.pdf", "data": "data:application/pdf;base64,JVBERi0xLjQKZ2FyYmFnZQ=="}}},
		"updateEmailPreferences": {{"preferences": []any{}}, {"preferences": []any{map[string]any{"kind": "JOB_ALERT", "enabled": true}}}},
		"unsubscribe":            {{"token": "garbage"}, {"token": "1.job_alert.AAAAAAAAAAAAAAAAAAAAAA", "enabled": true}},
		"createApiToken":         {{"name": "", "scope": "READ", "expiresInDays": 7}, {"name": "Script", "scope": "READ_WRITE", "expiresInDays": 45}},
		"revokeApiToken":         {{"id": "garbage"}, {"id": "QXBpVG9rZW46MQ"}},
		"requestVerification": {{"kind": "CAMPAIGN", "name": "", "fecId": "C1", "website": "nope", "email": "nope"},
			{"kind": "VENDOR", "name": "Acme", "website": "https://acme.example", "email": "me@elsewhere.example"}},
		"confirmVerification":    {{"code": "x"}, {"code": "123456"}}, // no demo member waits for a code
		"resendVerificationCode": nil,
		"decideVerification":     {{"id": "garbage", "decision": "APPROVE", "reason": ""}, {"id": "VmVyaWZpY2F0aW9uOjE", "decision": "REFUSE", "reason": "x"}},
		"changePassword":         {{"currentPassword": "", "newPassword": "x"}},
		"deleteAccount":          {{"currentPassword": ""}},
		"createJob":              {{"title": "", "organization": "", "location": "", "jobType": "FULL_TIME", "description": "", "salary": map[string]any{"min": 10, "max": 5, "period": "YEAR"}}},
		"updateJob": {{"id": job, "title": "", "organization": "x", "location": "x", "jobType": "CONTRACT", "description": ""},
			{"id": f.ids["job:1"], "title": "", "organization": "x", "location": "x", "jobType": "CONTRACT", "description": ""}},
		"deleteJob":                {{"id": "garbage"}, {"id": f.ids["job:1"]}},
		"applyToJob":               {{"jobId": job, "message": ""}, {"jobId": "garbage", "message": "hi"}, {"jobId": f.ids["job:1"], "message": "hi", "resume": map[string]any{"fileName": "x.pdf", "data": "data:image/png;base64,aGk="}}},
		"createVendorProfile":      {{"name": "", "category": "nope", "location": "", "description": ""}},
		"updateVendorProfile":      {{"id": f.ids["vendor:0"], "name": "", "category": "nope", "location": "", "description": ""}},
		"recordVendorView":         {{"vendorId": "garbage"}},
		"createTeam":               {{"name": ""}},
		"updateTeam":               {{"id": team, "name": ""}, {"id": "garbage", "name": "x"}},
		"deleteTeam":               {{"id": "garbage"}, {"id": f.ids["team:theirs"]}},
		"addTeamMember":            {{"teamId": team, "userId": "garbage"}, {"teamId": team, "userId": f.ids["user:vendor1"]}},
		"changeTeamMemberRole":     {{"teamId": team, "userId": f.ids["user:candidate1"], "role": "ADMIN"}},
		"removeTeamMember":         {{"teamId": team, "userId": f.ids["user:candidate1"]}},
		"leaveTeam":                {{"teamId": "garbage"}},
		"transferTeamOwnership":    {{"teamId": team, "userId": "garbage"}},
		"acceptTeamInvitation":     {{"invitationId": "garbage"}},
		"declineTeamInvitation":    {{"invitationId": "garbage"}},
		"createResource":           {{"title": "", "description": "", "content": ""}},
		"updateResource":           {{"id": res, "title": "", "description": "", "content": ""}},
		"deleteResource":           {{"id": "garbage"}},
		"saveResource":             {{"resourceId": res}, {"resourceId": "garbage"}},
		"unsaveResource":           {{"resourceId": f.ids["resource:1"]}, {"resourceId": "garbage"}},
		"sendMessage":              {{"receiverId": f.ids["user:staff1"], "content": "   "}, {"receiverId": "garbage", "content": "hi"}},
		"markConversationRead":     {{"with": "garbage"}, {"with": f.ids["user:staff1"]}},
		"markMessageRead":          {{"id": "garbage"}, {"id": f.ids["message:mine"]}},
		"markAllMessagesRead":      nil,
		"blockUser":                {{"userId": "garbage"}},
		"unblockUser":              {{"userId": f.ids["user:staff1"]}},
		"reportMessage":            {{"messageId": "garbage", "reason": ""}},
		"acceptMessageRequest":     {{"userId": "garbage"}, {"userId": f.ids["user:staff1"]}},
		"declineMessageRequest":    {{"userId": "garbage"}, {"userId": f.ids["user:staff1"]}},
		"blockMessageRequest":      {{"userId": "garbage"}, {"userId": f.ids["user:staff1"]}},
		"createNewsArticle":        {{"title": "", "summary": "", "content": ""}},
		"updateNewsArticle":        {{"id": news, "title": "", "summary": "", "content": ""}},
		"publishNewsArticle":       {{"id": "garbage"}},
		"unpublishNewsArticle":     {{"id": "garbage"}},
		"deleteNewsArticle":        {{"id": "garbage"}},
		"markNotificationRead":     {{"id": "garbage"}, {"id": f.ids["job:1"]}},
		"markAllNotificationsRead": nil,
		"saveJob":                  {{"jobId": job}, {"jobId": "garbage"}},
		"unsaveJob":                {{"jobId": f.ids["job:1"]}, {"jobId": "garbage"}},
		"createSavedSearch":        {{"name": "", "frequency": "DAILY"}},
		"updateSavedSearch":        {{"id": "garbage", "name": "x", "frequency": "OFF"}, {"id": f.ids["user:staff1"], "name": "", "frequency": "OFF"}},
		"deleteSavedSearch":        {{"id": "garbage"}},
		"updateOpenToWork":         {{"open": true, "availableFrom": "soon", "roles": []any{"CHEF"}, "states": []any{"ZZ"}}, {"open": true, "availableFrom": "2026-13-01", "states": []any{"CO"}}},
		"report":                   {{"targetType": "JOB", "targetId": "garbage", "reason": "SCAM"}, {"targetType": "MESSAGE", "targetId": "999999", "reason": "SPAM", "details": "x"}},
		"resolveReport":            {{"reportId": 1, "action": "HIDE", "reason": "x"}, {"reportId": -1, "action": "SUSPEND", "reason": "", "days": 99999}},
	}
}

// mutationDocs are, for every mutation, a document selecting everything in
// its payload, run with inputs it refuses. Those whose first run changes
// their answer (marking read, saving) are run once before.
func (f *execFixture) mutationDocs(t *testing.T) []gqlDoc {
	t.Helper()
	inputs := f.mutationInputs()
	var docs []gqlDoc
	for _, fd := range f.schema.Mutation.Fields {
		if _, skip := skippedMutations[fd.Name]; skip {
			continue
		}
		in, ok := inputs[fd.Name]
		if !ok {
			t.Fatalf("mutation %s has no inputs in mutationInputs (graph/gqldocs_test.go): add inputs it refuses", fd.Name)
		}
		payload := f.schema.Types[fd.Type.Name()]
		q := fmt.Sprintf("mutation M_%s { %s { %s } }", fd.Name, fd.Name, f.selection(payload, 3))
		var vars []map[string]any
		if len(fd.Arguments) > 0 {
			q = fmt.Sprintf("mutation M_%s($input: %s) { %s(input: $input) { %s } }", fd.Name, fd.Arguments[0].Type.String(), fd.Name, f.selection(payload, 3))
			for _, i := range in {
				vars = append(vars, map[string]any{"input": i})
			}
		}
		docs = append(docs, gqlDoc{name: "Mutation." + fd.Name, query: q, vars: vars, mutation: true, prime: true, visitorOnly: visitorMutations[fd.Name]})
	}
	return docs
}

// coverage lists the fields of the schema's types that no document
// selects (subscriptions, and the mutations skipped on purpose, aside).
func (f *execFixture) coverage(docs []gqlDoc) []string {
	seen := map[string]bool{}
	var walk func(sel ast.SelectionSet)
	walk = func(sel ast.SelectionSet) {
		for _, s := range sel {
			switch s := s.(type) {
			case *ast.Field:
				if s.ObjectDefinition != nil {
					seen[s.ObjectDefinition.Name+"."+s.Name] = true
				}
				walk(s.SelectionSet)
			case *ast.InlineFragment:
				walk(s.SelectionSet)
			case *ast.FragmentSpread:
				if s.Definition != nil {
					walk(s.Definition.SelectionSet)
				}
			}
		}
	}
	for _, d := range docs {
		doc, err := gqlparser.LoadQuery(f.schema, d.query)
		if err != nil {
			continue // a document written to fail validation
		}
		for _, op := range doc.Operations {
			walk(op.SelectionSet)
		}
	}
	// Interface fields count for the types that implement them.
	for _, def := range f.schema.Types {
		if def.Kind != ast.Interface {
			continue
		}
		for _, fd := range def.Fields {
			if seen[def.Name+"."+fd.Name] {
				for _, p := range f.schema.GetPossibleTypes(def) {
					seen[p.Name+"."+fd.Name] = true
				}
			}
		}
	}
	var missing []string
	for name, def := range f.schema.Types {
		if def.Kind != ast.Object || strings.HasPrefix(name, "__") || name == "Subscription" || name == "MessageEvent" || name == "NotificationEvent" {
			continue
		}
		for _, fd := range def.Fields {
			if strings.HasPrefix(fd.Name, "__") || name == "Mutation" && skippedMutations[fd.Name] != "" {
				continue
			}
			if !seen[name+"."+fd.Name] {
				missing = append(missing, name+"."+fd.Name)
			}
		}
	}
	sort.Strings(missing)
	return missing
}
