package resources_test

// GraphQL, REST and search-engine scenarios for the resource centre against
// the whole server (apptest), on SQLite and PostgreSQL.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/ratelimit"
	"canvass/internal/testkit"
)

const createMutation = `mutation($input: CreateResourceInput!) {
  createResource(input: $input) {
    resource { id databaseId title category categoryLabel readMinutes imageUrl contentHtml content viewerIsOwner viewerHasSaved author { username } }
    errors { field message code }
  }
}`

type userError struct {
	Field   *string `json:"field"`
	Message string  `json:"message"`
	Code    string  `json:"code"`
}

type gqlResource struct {
	ID             string  `json:"id"`
	DatabaseID     int64   `json:"databaseId"`
	Title          string  `json:"title"`
	Category       string  `json:"category"`
	CategoryLabel  string  `json:"categoryLabel"`
	ReadMinutes    int     `json:"readMinutes"`
	ImageURL       *string `json:"imageUrl"`
	ContentHTML    string  `json:"contentHtml"`
	Content        string  `json:"content"`
	ViewerIsOwner  bool    `json:"viewerIsOwner"`
	ViewerHasSaved bool    `json:"viewerHasSaved"`
	Author         struct {
		Username string `json:"username"`
	} `json:"author"`
}

// noContentLimits lifts the creation limits for tests that create many
// resources (TestCreationLimitsAPI keeps them).
func noContentLimits(c *app.Config) { c.ContentLimits = &ratelimit.Limits{} }

func input(title, category string) map[string]any {
	return map[string]any{
		"title": title, "description": "A practical guide for campaign teams.", "category": category,
		"content": "## Steps\n\n1. Plan the turf.\n2. Train volunteers.\n\n[Checklist](https://example.com/list)",
	}
}

func create(t *testing.T, c *apptest.Client, in map[string]any) (gqlResource, []userError, apptest.Response) {
	t.Helper()
	res := c.GraphQL(t, createMutation, map[string]any{"input": in})
	var out struct {
		CreateResource *struct {
			Resource *gqlResource `json:"resource"`
			Errors   []userError  `json:"errors"`
		} `json:"createResource"`
	}
	res.Decode(t, &out)
	if out.CreateResource == nil || out.CreateResource.Resource == nil {
		var errs []userError
		if out.CreateResource != nil {
			errs = out.CreateResource.Errors
		}
		return gqlResource{}, errs, res
	}
	return *out.CreateResource.Resource, out.CreateResource.Errors, res
}

func mustCreate(t *testing.T, c *apptest.Client, in map[string]any) gqlResource {
	t.Helper()
	r, errs, res := create(t, c, in)
	res.NoErrors(t)
	if len(errs) > 0 || r.ID == "" {
		t.Fatalf("createResource: %+v", errs)
	}
	return r
}

func onlyError(t *testing.T, res apptest.Response, code, msg string) {
	t.Helper()
	if len(res.Errors) != 1 || res.Errors[0].Code() != code || res.Errors[0].Message != msg {
		t.Errorf("errors = %+v, want %s %q", res.Errors, code, msg)
	}
}

func TestGraphQLResourceLifecycle(t *testing.T) {
	apptest.EachWith(t, noContentLimits, func(t *testing.T, s *apptest.Server) {
		author := s.NewClient()
		author.Register(t, "author", "CANDIDATE")
		other := s.NewClient()
		ou := other.Register(t, "other", "CAMPAIGN_STAFF")
		vendor := s.NewClient()
		vendor.Register(t, "vendy", "VENDOR")
		visitor := s.NewClient()

		_, _, res := create(t, visitor, input("Field Guide", "FIELD"))
		onlyError(t, res, "UNAUTHENTICATED", "You need to log in to create resources.")
		_, _, res = create(t, vendor, input("Field Guide", "FIELD"))
		onlyError(t, res, "FORBIDDEN", "Vendor accounts cannot create resources. This feature is only available to candidates and campaign staff.")

		// Validation in the payload with the spec's messages; category left out.
		bad := map[string]any{"title": "Tips", "description": "Short", "content": "Too short."}
		_, errs, res := create(t, author, bad)
		res.NoErrors(t)
		got := map[string]string{}
		for _, e := range errs {
			got[*e.Field] = e.Message
		}
		want := map[string]string{"title": "Title must be at least 5 characters", "description": "Description must be at least 10 characters",
			"category": "Category is required", "content": "Content must be at least 20 characters"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("payload errors = %v, want %v", got, want)
		}

		// Markdown with hostile payloads and an image.
		in := input("Running a GOTV weekend", "GOTV")
		in["content"] = "# Weekend plan\n\n<script>alert(1)</script>\n\n[Click](javascript:alert(1)) [Also](&#106;avascript:alert(2)) " +
			"<img src=x onerror=alert(3)> ![px](https://tracker.example/p.gif)\n\n" + strings.Repeat("knock doors ", 300)
		in["imageUrl"] = testkit.PNGDataURL(12, 8)
		r := mustCreate(t, author, in)
		if r.Category != "GOTV" || r.CategoryLabel != "GOTV" || r.ReadMinutes != 4 || r.ImageURL == nil ||
			!strings.HasPrefix(*r.ImageURL, "/uploads/") || !r.ViewerIsOwner || r.ViewerHasSaved || r.Author.Username != "author" {
			t.Errorf("created = %+v", r)
		}
		html := strings.ToLower(r.ContentHTML)
		for _, badStr := range []string{"<script", "javascript:", "onerror", "<img", "<h1"} {
			if strings.Contains(html, badStr) {
				t.Errorf("contentHtml holds %q: %s", badStr, r.ContentHTML[:300])
			}
		}
		if !strings.Contains(r.ContentHTML, "<h2>Weekend plan</h2>") || !strings.Contains(r.Content, "<script>alert(1)</script>") {
			t.Errorf("content/contentHtml: %q", r.ContentHTML[:200])
		}

		// Anyone reads it by databaseId and node id; a missing one is null.
		res = visitor.GraphQL(t, `query($id: Int!, $gid: ID!) {
  resource(databaseId: $id) { title viewerIsOwner viewerHasSaved author { username } }
  node(id: $gid) { ... on Resource { databaseId } }
  missing: resource(databaseId: 999999) { title }
}`, map[string]any{"id": r.DatabaseID, "gid": r.ID})
		res.NoErrors(t)
		if want := fmt.Sprintf(`{"resource":{"title":"Running a GOTV weekend","viewerIsOwner":false,"viewerHasSaved":false,"author":{"username":"author"}},"node":{"databaseId":%d},"missing":null}`, r.DatabaseID); string(res.Data) != want {
			t.Errorf("visitor read = %s", res.Data)
		}

		// Another member can neither edit nor delete.
		const update = `mutation($input: UpdateResourceInput!) { updateResource(input: $input) { resource { title imageUrl } errors { field message } } }`
		const del = `mutation($input: DeleteResourceInput!) { deleteResource(input: $input) { deletedResourceId errors { message } } }`
		edit := input("Hijacked resource title", "MEDIA")
		edit["id"] = r.ID
		res = other.GraphQL(t, update, map[string]any{"input": edit})
		onlyError(t, res, "FORBIDDEN", "You don't have permission to edit this resource.")
		res = other.GraphQL(t, del, map[string]any{"input": map[string]any{"id": r.ID}})
		onlyError(t, res, "FORBIDDEN", "You are not authorized to delete this resource")
		res = visitor.GraphQL(t, del, map[string]any{"input": map[string]any{"id": r.ID}})
		onlyError(t, res, "UNAUTHENTICATED", "You need to log in to delete resources.")
		res = author.GraphQL(t, update, map[string]any{"input": map[string]any{"id": ou.ID, "title": "x", "description": "x", "content": "x"}})
		onlyError(t, res, "NOT_FOUND", "Resource not found.")

		// Save twice is saving once; the count and the saved list are the saver's own.
		const save = `mutation($id: ID!) { saveResource(input: {resourceId: $id}) { resource { viewerHasSaved } errors { message } } }`
		const unsave = `mutation($id: ID!) { unsaveResource(input: {resourceId: $id}) { resource { viewerHasSaved } errors { message } } }`
		for i := 0; i < 2; i++ {
			res = other.GraphQL(t, save, map[string]any{"id": r.ID})
			res.NoErrors(t)
			if string(res.Data) != `{"saveResource":{"resource":{"viewerHasSaved":true},"errors":[]}}` {
				t.Errorf("save %d = %s", i, res.Data)
			}
		}
		res = visitor.GraphQL(t, save, map[string]any{"id": r.ID})
		onlyError(t, res, "UNAUTHENTICATED", "You need to log in to save resources.")
		const mine = `{ viewer { resourcesSavedCount savedResources(first: 4) { totalCount edges { node { title viewerHasSaved } } } resources(first: 4) { totalCount } } }`
		res = other.GraphQL(t, mine, nil)
		res.NoErrors(t)
		if string(res.Data) != `{"viewer":{"resourcesSavedCount":1,"savedResources":{"totalCount":1,"edges":[{"node":{"title":"Running a GOTV weekend","viewerHasSaved":true}}]},"resources":{"totalCount":0}}}` {
			t.Errorf("other's dashboard = %s", res.Data)
		}
		res = author.GraphQL(t, `query($id: Int!) { user(databaseId: $id) { resourcesSavedCount savedResources { totalCount } } }`, map[string]any{"id": ou.DatabaseID})
		res.NoErrors(t)
		if string(res.Data) != `{"user":{"resourcesSavedCount":null,"savedResources":null}}` {
			t.Errorf("someone else's saved = %s", res.Data)
		}
		for i := 0; i < 2; i++ {
			res = other.GraphQL(t, unsave, map[string]any{"id": r.ID})
			res.NoErrors(t)
			if string(res.Data) != `{"unsaveResource":{"resource":{"viewerHasSaved":false},"errors":[]}}` {
				t.Errorf("unsave %d = %s", i, res.Data)
			}
		}

		// Preview renders like the page; visitors get none.
		const preview = `query($m: String!) { markdownPreview(markdown: $m) }`
		res = author.GraphQL(t, preview, map[string]any{"m": "# Hi\n\n<script>x</script>[a](javascript:alert(1))"})
		res.NoErrors(t)
		if strings.Contains(string(res.Data), "script") || !strings.Contains(string(res.Data), `\u003ch2\u003eHi\u003c/h2\u003e`) {
			t.Errorf("preview = %s", res.Data)
		}
		res = visitor.GraphQL(t, preview, map[string]any{"m": "# Hi"})
		onlyError(t, res, "UNAUTHENTICATED", "You need to log in to preview resources.")

		// The author edits; no image sent means the image is removed.
		res = author.GraphQL(t, update, map[string]any{"input": edit})
		res.NoErrors(t)
		if string(res.Data) != `{"updateResource":{"resource":{"title":"Hijacked resource title","imageUrl":null},"errors":[]}}` {
			t.Errorf("author edit = %s", res.Data)
		}
		// And deletes.
		res = author.GraphQL(t, del, map[string]any{"input": map[string]any{"id": r.ID}})
		res.NoErrors(t)
		if string(res.Data) != fmt.Sprintf(`{"deleteResource":{"deletedResourceId":"%s","errors":[]}}`, r.ID) {
			t.Errorf("delete = %s", res.Data)
		}
		res = visitor.GraphQL(t, `query($id: Int!) { resource(databaseId: $id) { id } }`, map[string]any{"id": r.DatabaseID})
		if string(res.Data) != `{"resource":null}` {
			t.Errorf("deleted resource = %s", res.Data)
		}
	})
}

func TestGraphQLSearchAndFacets(t *testing.T) {
	apptest.EachWith(t, noContentLimits, func(t *testing.T, s *apptest.Server) {
		a := s.NewClient()
		a.Register(t, "writer", "CAMPAIGN_STAFF")
		mustCreate(t, a, input("Call time that works", "FUNDRAISING"))
		mustCreate(t, a, input("Early vote chase plan", "GOTV"))
		mustCreate(t, a, input("Email list hygiene", "DIGITAL"))
		g2 := input("Absentee ballot tracking", "GOTV")
		g2["content"] = "Chase every outstanding absentee ballot with a phone bank each evening."
		mustCreate(t, a, g2)

		res := a.GraphQL(t, `{
  all: resources { totalCount edges { node { title } } pageInfo { hasNextPage } }
  gotv: resources(filter: {category: GOTV}, orderBy: OLDEST) { totalCount edges { node { title } } }
  search: resources(filter: {search: "ABSENT phone"}) { edges { node { title } } }
  both: resources(filter: {search: "chase", category: GOTV}) { edges { node { title } } }
  resourceFacets { categories { value label count } }
}`, nil)
		res.NoErrors(t)
		want := `{"all":{"totalCount":4,"edges":[{"node":{"title":"Absentee ballot tracking"}},{"node":{"title":"Email list hygiene"}},{"node":{"title":"Early vote chase plan"}},{"node":{"title":"Call time that works"}}],"pageInfo":{"hasNextPage":false}},` +
			`"gotv":{"totalCount":2,"edges":[{"node":{"title":"Early vote chase plan"}},{"node":{"title":"Absentee ballot tracking"}}]},` +
			`"search":{"edges":[{"node":{"title":"Absentee ballot tracking"}}]},` +
			`"both":{"edges":[{"node":{"title":"Absentee ballot tracking"}},{"node":{"title":"Early vote chase plan"}}]}` +
			`,"resourceFacets":{"categories":[{"value":"FUNDRAISING","label":"Fundraising","count":1},{"value":"GOTV","label":"GOTV","count":2},{"value":"DIGITAL","label":"Digital","count":1}]}}`
		if string(res.Data) != want {
			t.Errorf("search = %s\nwant     %s", res.Data, want)
		}
		// A list reads the content and the edit time only when it shows
		// them (or the reading time): each field alone reads as in full.
		res = a.GraphQL(t, `{
  rm: resources { edges { node { databaseId readMinutes } } }
  up: resources { edges { node { databaseId updatedAt } } }
  html: resources { edges { node { databaseId contentHtml } } }
  full: resources { edges { node { databaseId readMinutes updatedAt contentHtml content } } }
}`, nil)
		res.NoErrors(t)
		var lists map[string]struct {
			Edges []struct{ Node map[string]any } `json:"edges"`
		}
		if err := json.Unmarshal(res.Data, &lists); err != nil || len(lists["full"].Edges) != 4 {
			t.Fatalf("lists: %s %v", res.Data, err)
		}
		for i, e := range lists["full"].Edges {
			full := e.Node
			if full["content"] == "" || full["updatedAt"] == "" || full["contentHtml"] == "" {
				t.Fatalf("full node %v", full)
			}
			for alias, field := range map[string]string{"rm": "readMinutes", "up": "updatedAt", "html": "contentHtml"} {
				got := lists[alias].Edges[i].Node
				if fmt.Sprint(got["databaseId"]) != fmt.Sprint(full["databaseId"]) || fmt.Sprint(got[field]) != fmt.Sprint(full[field]) {
					t.Errorf("%s alone = %v, in full %v", field, got, full)
				}
			}
		}
		// Paging with cursors.
		res = a.GraphQL(t, `{ resources(first: 3) { pageInfo { hasNextPage endCursor } } }`, nil)
		var p struct {
			Resources struct {
				PageInfo struct {
					HasNextPage bool   `json:"hasNextPage"`
					EndCursor   string `json:"endCursor"`
				} `json:"pageInfo"`
			} `json:"resources"`
		}
		res.Decode(t, &p)
		res = a.GraphQL(t, `query($c: String) { resources(first: 3, after: $c) { edges { node { title } } pageInfo { hasNextPage } } }`, map[string]any{"c": p.Resources.PageInfo.EndCursor})
		res.NoErrors(t)
		if !p.Resources.PageInfo.HasNextPage || string(res.Data) != `{"resources":{"edges":[{"node":{"title":"Call time that works"}}],"pageInfo":{"hasNextPage":false}}}` {
			t.Errorf("page 2 = %s", res.Data)
		}
		for _, q := range []string{`{ resources(after: "!!!") { edges { cursor } } }`, `{ resources(filter: {category: GUIDES}) { edges { cursor } } }`, `{ resources(orderBy: SIDEWAYS) { edges { cursor } } }`} {
			// gqlgen's own code for a document it refuses, INVALID for ours.
			if res := a.GraphQL(t, q, nil); len(res.Errors) != 1 || (res.Errors[0].Code() != "INVALID" && res.Errors[0].Code() != "GRAPHQL_VALIDATION_FAILED") {
				t.Errorf("%s: %+v", q, res.Errors)
			}
		}
	})
}

// TestResourceListStatementCount: a list page with authors and
// viewerHasSaved costs the same number of statements for 5 and for 50.
func TestResourceListStatementCount(t *testing.T) {
	apptest.EachWith(t, noContentLimits, func(t *testing.T, s *apptest.Server) {
		writers := make([]*apptest.Client, 5)
		for i := range writers {
			writers[i] = s.NewClient()
			writers[i].Register(t, fmt.Sprintf("writer%d", i), "CANDIDATE")
		}
		viewer := s.NewClient()
		viewer.Register(t, "viewer", "CAMPAIGN_STAFF")
		visitor := s.NewClient()
		const q = `query($n: Int!) { resources(first: $n, filter: {search: "guide", category: FIELD}) {
  edges { node { title description categoryLabel readMinutes imageUrl createdAt author { username firstName profileImage } viewerHasSaved viewerIsOwner } } } }`
		// The first search of a word also asks the index how common it is
		// (one statement, kept for a minute: store.FullText.Where).
		visitor.GraphQL(t, q, map[string]any{"n": 5}).NoErrors(t)
		made := 0
		counts := map[string][]int64{}
		for _, n := range []int{5, 50} {
			for ; made < n; made++ {
				r := mustCreate(t, writers[made%len(writers)], input(fmt.Sprintf("Field guide %d", made), "FIELD"))
				if made%3 == 0 {
					viewer.GraphQL(t, `mutation($id: ID!) { saveResource(input: {resourceId: $id}) { errors { message } } }`, map[string]any{"id": r.ID}).NoErrors(t)
				}
			}
			// Warm: the words' commonness probe (SQLite, asked once a
			// minute: store.FullText.Where), not a cost of the page's size.
			visitor.GraphQL(t, q, map[string]any{"n": n}).NoErrors(t)
			for name, c := range map[string]*apptest.Client{"viewer": viewer, "visitor": visitor} {
				var res apptest.Response
				stmts := s.CountStatements(func() { res = c.GraphQL(t, q, map[string]any{"n": n}) })
				res.NoErrors(t)
				var out struct {
					Resources struct {
						Edges []struct {
							Node struct {
								ViewerHasSaved bool `json:"viewerHasSaved"`
								Author         struct{ Username string }
							} `json:"node"`
						} `json:"edges"`
					} `json:"resources"`
				}
				res.Decode(t, &out)
				saved := 0
				for _, e := range out.Resources.Edges {
					if e.Node.Author.Username == "" {
						t.Errorf("missing author")
					}
					if e.Node.ViewerHasSaved {
						saved++
					}
				}
				if len(out.Resources.Edges) != n {
					t.Errorf("%s: %d resources, want %d", name, len(out.Resources.Edges), n)
				}
				if name == "viewer" && saved != (n+2)/3 {
					t.Errorf("viewer saved %d of the page, want %d", saved, (n+2)/3)
				}
				counts[name] = append(counts[name], stmts)
			}
		}
		t.Logf("statements per page (5, 50 resources): viewer %v, visitor %v", counts["viewer"], counts["visitor"])
		for name, c := range counts {
			if c[0] != c[1] {
				t.Errorf("%s: statements grow with the page: %v", name, c)
			}
		}
		// Visitor: the page (its statement reads the authors' public
		// cards). Viewer: page + authors + saved + the session's viewer.
		if c := counts["visitor"][0]; c > 1 {
			t.Errorf("visitor: %d statements, want at most 1", c)
		}
		if c := counts["viewer"][0]; c > 4 {
			t.Errorf("viewer: %d statements, want at most 4", c)
		}
	})
}

func TestRESTResources(t *testing.T) {
	apptest.EachWith(t, noContentLimits, func(t *testing.T, s *apptest.Server) {
		author := s.NewClient()
		au := author.Register(t, "author", "CANDIDATE")
		other := s.NewClient()
		other.Register(t, "other", "CAMPAIGN_STAFF")
		vendor := s.NewClient()
		vendor.Register(t, "vendy", "vendor")
		visitor := s.NewClient()
		body := map[string]any{"title": "Media training basics", "description": "Prepare a candidate for interviews.",
			"category": "media", "content": "Practice the **three** message points before every interview.", "authorId": 999}

		for _, c := range []struct {
			name   string
			client *apptest.Client
			status int
			msg    string
		}{
			{"visitor", visitor, 401, "You need to log in to create resources."},
			{"vendor", vendor, 403, "Vendor accounts cannot create resources. This feature is only available to candidates and campaign staff."},
		} {
			resp, raw := c.client.Do(t, "POST", "/api/resources", body)
			var e struct{ Message string }
			json.Unmarshal(raw, &e)
			if resp.StatusCode != c.status || e.Message != c.msg {
				t.Errorf("%s create: %d %s", c.name, resp.StatusCode, raw)
			}
		}
		resp, raw := author.Do(t, "POST", "/api/resources", map[string]any{"title": "Tip", "category": "astrology"})
		if resp.StatusCode != 400 || !strings.Contains(string(raw), `{"field":"title","message":"Title must be at least 5 characters"}`) ||
			!strings.Contains(string(raw), `{"field":"category","message":"Choose a category from the list"}`) {
			t.Errorf("invalid create: %d %s", resp.StatusCode, raw)
		}

		var ids []int64
		for i := 0; i < 3; i++ {
			b := map[string]any{}
			for k, v := range body {
				b[k] = v
			}
			b["title"] = fmt.Sprintf("Media training basics %d", i)
			resp, raw := author.Do(t, "POST", "/api/resources", b)
			var r struct {
				ID       int64  `json:"id"`
				AuthorID int64  `json:"authorId"`
				Category string `json:"category"`
				HTML     string `json:"contentHtml"`
			}
			if resp.StatusCode != 201 || json.Unmarshal(raw, &r) != nil || r.AuthorID != au.DatabaseID || r.Category != "media" ||
				!strings.Contains(r.HTML, "<strong>three</strong>") || resp.Header.Get("Location") != fmt.Sprintf("/api/resources/%d", r.ID) {
				t.Fatalf("create: %d %s", resp.StatusCode, raw)
			}
			ids = append(ids, r.ID)
		}

		// The list: exactly the spec's fields, paged with Link.
		resp, raw = visitor.Do(t, "GET", "/api/resources?limit=2&category=MEDIA&search=training", nil)
		var list []map[string]any
		if resp.StatusCode != 200 || json.Unmarshal(raw, &list) != nil || len(list) != 2 {
			t.Fatalf("list: %d %s", resp.StatusCode, raw)
		}
		keys := []string{}
		for k := range list[0] {
			keys = append(keys, k)
		}
		if len(keys) != 6 || list[0]["authorId"] == nil || list[0]["createdAt"] == nil || list[0]["id"] != float64(ids[2]) {
			t.Errorf("list item = %v", list[0])
		}
		link := resp.Header.Get("Link")
		if !strings.Contains(link, "category=MEDIA") || !strings.Contains(link, "search=training") || resp.Header.Get("X-Next-Cursor") == "" {
			t.Errorf("Link = %q", link)
		}
		resp, raw = visitor.Do(t, "GET", "/api/resources?limit=2&after="+resp.Header.Get("X-Next-Cursor"), nil)
		if json.Unmarshal(raw, &list) != nil || len(list) != 1 || list[0]["id"] != float64(ids[0]) || resp.Header.Get("Link") != "" {
			t.Errorf("page 2: %s", raw)
		}
		resp, raw = visitor.Do(t, "GET", "/api/resources?category=guides", nil)
		if resp.StatusCode != 400 || !strings.Contains(string(raw), `"field":"category"`) {
			t.Errorf("unknown category: %d %s", resp.StatusCode, raw)
		}

		// The full record.
		id := fmt.Sprint(ids[0])
		resp, raw = visitor.Do(t, "GET", "/api/resources/"+id, nil)
		var full map[string]any
		if resp.StatusCode != 200 || json.Unmarshal(raw, &full) != nil || full["content"] == nil || full["readMinutes"] != float64(1) ||
			full["imageUrl"] != nil || full["updatedAt"] == nil {
			t.Errorf("get: %d %s", resp.StatusCode, raw)
		}
		for _, p := range []string{"/api/resources/abc", "/api/resources/0", "/api/resources/99999"} {
			if resp, raw := visitor.Do(t, "GET", p, nil); resp.StatusCode != 404 || !strings.Contains(string(raw), "Resource not found.") {
				t.Errorf("GET %s: %d %s", p, resp.StatusCode, raw)
			}
		}

		// Edit and delete: the author only, with the spec's messages.
		edit := map[string]any{"title": "Hijacked resource", "description": "Taken over by someone else.", "category": "legal",
			"content": "This resource was taken over by someone else."}
		for _, c := range []struct {
			name, method string
			client       *apptest.Client
			body         any
			status       int
			msg          string
		}{
			{"other edits", "PUT", other, edit, 403, "You don't have permission to edit this resource."},
			{"vendor edits", "PUT", vendor, edit, 403, "You don't have permission to edit this resource."},
			{"visitor edits", "PUT", visitor, edit, 401, "You need to log in to edit resources."},
			{"other deletes", "DELETE", other, nil, 403, "You are not authorized to delete this resource"},
			{"visitor deletes", "DELETE", visitor, nil, 401, "You need to log in to delete resources."},
		} {
			resp, raw := c.client.Do(t, c.method, "/api/resources/"+id, c.body)
			var e struct{ Message string }
			json.Unmarshal(raw, &e)
			if resp.StatusCode != c.status || e.Message != c.msg {
				t.Errorf("%s: %d %s", c.name, resp.StatusCode, raw)
			}
		}
		resp, raw = author.Do(t, "PUT", "/api/resources/"+id, edit)
		if resp.StatusCode != 200 || !strings.Contains(string(raw), `"title":"Hijacked resource"`) || !strings.Contains(string(raw), `"category":"legal"`) {
			t.Errorf("author edit: %d %s", resp.StatusCode, raw)
		}
		resp, raw = author.Do(t, "DELETE", "/api/resources/"+id, nil)
		if resp.StatusCode != 200 || string(bytes.TrimSpace(raw)) != fmt.Sprintf(`{"id":%s,"ok":true}`, id) {
			t.Errorf("author delete: %d %s", resp.StatusCode, raw)
		}
		if resp, _ := visitor.Do(t, "GET", "/api/resources/"+id, nil); resp.StatusCode != 404 {
			t.Errorf("deleted still served: %d", resp.StatusCode)
		}
	})
}

func TestResourcePagesForSearchEngines(t *testing.T) {
	apptest.EachWith(t, noContentLimits, func(t *testing.T, s *apptest.Server) {
		a := s.NewClient()
		a.Register(t, "writer", "CANDIDATE")
		in := input(`Debate prep </script><script>alert(1)</script>`, "STRATEGY")
		in["imageUrl"] = testkit.PNGDataURL(12, 8)
		r := mustCreate(t, a, in)
		visitor := s.NewClient()

		resp, raw := visitor.Do(t, "GET", fmt.Sprintf("/resources/%d", r.DatabaseID), nil)
		page := string(raw)
		if resp.StatusCode != 200 || !strings.Contains(page, "<title>Debate prep &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Resources | Canvass</title>") ||
			!strings.Contains(page, `<meta property="og:image" content="`+s.URL+"/uploads/") || !strings.Contains(page, `<meta property="article:section" content="Strategy" />`) {
			t.Errorf("resource page head: %d %.2000s", resp.StatusCode, page)
		}
		if strings.Contains(page, "<script>alert(1)") {
			t.Errorf("unescaped title in page")
		}
		start := strings.Index(page, `<script type="application/ld+json">`)
		if start < 0 {
			t.Fatalf("no JSON-LD")
		}
		rest := page[start+len(`<script type="application/ld+json">`):]
		var ld struct {
			Type     string `json:"@type"`
			Headline string `json:"headline"`
			Author   struct{ Name string }
			Image    []string `json:"image"`
			Time     string   `json:"timeRequired"`
			Section  string   `json:"articleSection"`
		}
		if err := json.Unmarshal([]byte(rest[:strings.Index(rest, "</script>")]), &ld); err != nil || ld.Type != "Article" ||
			ld.Headline != "Debate prep </script><script>alert(1)</script>" || ld.Author.Name != "Test Writer" || len(ld.Image) != 1 ||
			ld.Time != "PT1M" || ld.Section != "Strategy" {
			t.Errorf("JSON-LD: %v %+v", err, ld)
		}
		if resp, _ := visitor.Do(t, "GET", "/resources/999999", nil); resp.StatusCode != http.StatusNotFound {
			t.Errorf("missing resource page: %d", resp.StatusCode)
		}

		// The election calendar tool's download.
		resp, raw = visitor.Do(t, "GET", "/resources/election-calendar.ics", nil)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/calendar; charset=utf-8" ||
			!strings.HasPrefix(string(raw), "BEGIN:VCALENDAR") || !strings.Contains(string(raw), "SUMMARY:2028 Presidential General Election") {
			t.Errorf("election calendar: %d %.300s", resp.StatusCode, raw)
		}
		// The tool page reads the same upcoming dates over GraphQL.
		cal := visitor.GraphQL(t, `{ electionDates { uid date title } }`, nil)
		cal.NoErrors(t)
		var dates struct {
			ElectionDates []struct{ UID, Date, Title string }
		}
		if err := json.Unmarshal(cal.Data, &dates); err != nil || len(dates.ElectionDates) == 0 ||
			!strings.Contains(string(raw), "UID:"+dates.ElectionDates[0].UID) || !strings.Contains(string(cal.Data), `"date":"2028-11-07","title":"2028 Presidential General Election"`) {
			t.Errorf("electionDates: %v %s", err, cal.Data)
		}
		_, raw = visitor.Do(t, "GET", "/sitemap.xml", nil)
		if !strings.Contains(string(raw), fmt.Sprintf("%s/resources/%d</loc>", s.URL, r.DatabaseID)) {
			t.Errorf("sitemap lacks the resource: %.1000s", raw)
		}
		resp, raw = visitor.Do(t, "GET", "/resources/feed.xml", nil)
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/atom+xml") ||
			!strings.Contains(string(raw), fmt.Sprintf(`href="%s/resources/%d"`, s.URL, r.DatabaseID)) ||
			!strings.Contains(string(raw), `<category term="strategy" label="Strategy"></category>`) || strings.Contains(string(raw), "<script>") {
			t.Errorf("feed: %d %.1500s", resp.StatusCode, raw)
		}
	})
}

// TestCreationLimitsAPI: a new member's third resource within a minute is
// refused on both APIs with the same rule and text: GraphQL RATE_LIMITED
// (with retryAfter), REST 429 with Retry-After. A body past a bound of the
// renderer is a field error on content on both.
func TestCreationLimitsAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		author := s.NewClient()
		author.Register(t, "quickwriter", "CANDIDATE")
		const msg = "You're creating resources too quickly. Please wait 60 seconds and try again."

		deep := input("Deep Lists", "FIELD")
		deep["content"] = strings.Repeat("- ", 30) + "deep"
		_, errs, res := create(t, author, deep)
		res.NoErrors(t)
		if len(errs) != 1 || errs[0].Field == nil || *errs[0].Field != "content" || errs[0].Message != "Content can nest lists at most 10 levels deep" {
			t.Errorf("deep content: %+v", errs)
		}
		resp, body := author.Do(t, http.MethodPost, "/api/resources", map[string]any{"title": "Deep Lists", "description": "A practical guide for campaign teams.",
			"category": "field", "content": strings.Repeat("> ", 30) + "deep"})
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), `"field":"content"`) ||
			!strings.Contains(string(body), "Content can nest block quotes at most 10 levels deep") {
			t.Errorf("REST deep content: %d %s", resp.StatusCode, body)
		}

		mustCreate(t, author, input("First Guide", "FIELD"))
		resp, body = author.Do(t, http.MethodPost, "/api/resources", map[string]any{"title": "Second Guide", "description": "A practical guide for campaign teams.",
			"category": "field", "content": "Long enough content for the second guide."})
		if resp.StatusCode != http.StatusCreated && resp.StatusCode != http.StatusOK {
			t.Fatalf("second: %d %s", resp.StatusCode, body)
		}
		_, _, res = create(t, author, input("Third Guide", "FIELD"))
		onlyError(t, res, "RATE_LIMITED", msg)
		resp, body = author.Do(t, http.MethodPost, "/api/resources", map[string]any{"title": "Third Guide", "description": "A practical guide for campaign teams.",
			"category": "field", "content": "Long enough content for the third guide."})
		if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") != "60" || !strings.Contains(string(body), msg) {
			t.Errorf("REST third: %d Retry-After %q %s", resp.StatusCode, resp.Header.Get("Retry-After"), body)
		}
	})
}
