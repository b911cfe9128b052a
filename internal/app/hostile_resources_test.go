package app_test

// The hostile sweep over the resource centre (REST /api/resources and its
// GraphQL fields), on the same world as hostile_test.go: garbage bodies, bad
// ids, other members' resources, fake images, malformed cursors and
// filters, cross-site writes. Nothing is a 500 and stored resources and
// saves stay as they were.

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"canvass/internal/apptest"
	"canvass/internal/testkit"
)

// resourceWorld adds to world a resource written by alice (candidate) and
// saved by carol (staff).
func resourceWorld(t *testing.T, s *apptest.Server) (*world, int64) {
	t.Helper()
	w := setup(t, s)
	resp, body := w.alice.Do(t, "POST", "/api/resources", map[string]any{
		"title": "Door knocking 101", "description": "How to plan and run a canvass shift.", "category": "field",
		"content": "## Turf\n\nCut turf into walkable packets of 40 to 60 doors.",
	})
	var r struct{ ID int64 }
	if resp.StatusCode != 201 || json.Unmarshal(body, &r) != nil {
		t.Fatalf("create resource: %d %s", resp.StatusCode, body)
	}
	res := w.carol.GraphQL(t, `mutation($id: ID!) { saveResource(input: {resourceId: $id}) { errors { message } } }`,
		map[string]any{"id": gid("Resource", r.ID)})
	res.NoErrors(t)
	return w, r.ID
}

// resourceSnapshot is every stored resource and save.
func resourceSnapshot(t *testing.T, w *world) string {
	t.Helper()
	var rows []struct {
		ID       int64  `db:"id"`
		AuthorID int64  `db:"author_id"`
		Title    string `db:"title"`
		Desc     string `db:"description"`
		Category string `db:"category"`
		Content  string `db:"content"`
		Image    string `db:"image_url"`
	}
	var saves []struct {
		UserID     int64 `db:"user_id"`
		ResourceID int64 `db:"resource_id"`
	}
	ctx := t.Context()
	if err := w.s.App.DB.Select(ctx, &rows, `SELECT id, author_id, title, description, category, content, image_url FROM resources ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	if err := w.s.App.DB.Select(ctx, &saves, `SELECT user_id, resource_id FROM saved_resources ORDER BY user_id, resource_id`); err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("resources %+v\nsaves %+v", rows, saves)
}

func TestHostileResourcesREST(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w, rid := resourceWorld(t, s)
		id := strconv.FormatInt(rid, 10)
		before := resourceSnapshot(t, w)
		huge := `{"title":"` + strings.Repeat("a", 3<<20+10) + `"}`
		var reqs []hostileRequest

		for _, rt := range []bodyRoute{{"POST", "/api/resources", w.alice}, {"PUT", "/api/resources/" + id, w.alice}} {
			for _, b := range []struct{ name, body, ct string }{
				{"garbage JSON", `{"title": "Field`, ""},
				{"not JSON", `hello there`, ""},
				{"array for object", `[{"title":"Field guide"}]`, ""},
				{"empty body", ``, ""},
				{"huge body", huge, ""},
				{"text/plain", `{"title":"Field guide"}`, "text/plain"},
				{"form", `title=Field+guide`, "application/x-www-form-urlencoded"},
				{"wrong types", `{"title":5,"description":[],"category":{},"content":true,"imageUrl":7}`, ""},
				{"null for every field", `{"title":null,"description":null,"category":null,"content":null,"imageUrl":null}`, ""},
				{"NUL bytes", `{"title":"Field\u0000guide","description":"Long enough description","category":"field","content":"Long enough content for a resource."}`, ""},
				{"unknown category", `{"title":"Field guide","description":"Long enough description","category":"Espionage","content":"Long enough content for a resource."}`, ""},
				{"huge content", `{"title":"Field guide","description":"Long enough description","category":"field","content":"` + strings.Repeat("x", 50001) + `"}`, ""},
			} {
				reqs = append(reqs, hostileRequest{name: rt.method + " " + rt.path + ": " + b.name, client: rt.client,
					method: rt.method, path: rt.path, body: b.body, contentType: b.ct})
			}
		}
		edit := map[string]any{"title": "Hijacked resource", "description": "Taken over by someone else.", "category": "legal",
			"content": "This resource was taken over by someone else."}
		for _, bad := range []string{"abc", "-1", "0", "99999999999999999999", "1e3", "%00", "%ff", strconv.FormatInt(rid+1000, 10)} {
			reqs = append(reqs,
				hostileRequest{name: "bad id GET " + bad, client: w.visit, method: "GET", path: "/api/resources/" + bad},
				hostileRequest{name: "bad id PUT " + bad, client: w.alice, method: "PUT", path: "/api/resources/" + bad, body: edit},
				hostileRequest{name: "bad id DELETE " + bad, client: w.alice, method: "DELETE", path: "/api/resources/" + bad},
			)
		}
		reqs = append(reqs,
			hostileRequest{name: "edit someone else's resource", client: w.carol, method: "PUT", path: "/api/resources/" + id, body: edit, want: []int{403}},
			hostileRequest{name: "delete someone else's resource", client: w.carol, method: "DELETE", path: "/api/resources/" + id, want: []int{403}},
			hostileRequest{name: "vendor edits a resource", client: w.bob, method: "PUT", path: "/api/resources/" + id, body: edit, want: []int{403}},
			hostileRequest{name: "vendor creates a resource", client: w.bob, method: "POST", path: "/api/resources", body: edit, want: []int{403}},
			hostileRequest{name: "visitor creates a resource", client: w.visit, method: "POST", path: "/api/resources", body: edit, want: []int{401}},
			hostileRequest{name: "visitor edits a resource", client: w.visit, method: "PUT", path: "/api/resources/" + id, body: edit, want: []int{401}},
			hostileRequest{name: "visitor deletes a resource", client: w.visit, method: "DELETE", path: "/api/resources/" + id, want: []int{401}},
			hostileRequest{name: "cross-site delete", client: w.alice, method: "DELETE", path: "/api/resources/" + id, header: crossSite, want: []int{403}},
			hostileRequest{name: "cross-site create", client: w.alice, method: "POST", path: "/api/resources", body: edit, header: foreignOrigin, want: []int{403}},
		)
		fake := testkit.FakePNGDataURL()
		for _, img := range []string{fake, "data:image/png;base64,!!!!", "data:text/html,<script>alert(1)</script>", "https://evil.example/x.png",
			"/uploads/../../etc/passwd", "/uploads/" + strings.Repeat("0", 64) + ".png", "javascript:alert(1)"} {
			body := map[string]any{}
			for k, v := range edit {
				body[k] = v
			}
			body["imageUrl"] = img
			reqs = append(reqs, hostileRequest{name: "imageUrl " + img[:min(len(img), 30)], client: w.alice, method: "PUT", path: "/api/resources/" + id, body: body, want: []int{400}})
		}
		wrongJSON := base64.RawURLEncoding.EncodeToString([]byte(`[1,2]`))
		jobCursor := base64.RawURLEncoding.EncodeToString([]byte(`{"o":"job.newest","k":["2020-01-01T00:00:00Z",1]}`))
		for _, q := range []string{"after=!!!", "after=" + wrongJSON, "after=" + jobCursor, "after=%ff%fe", "limit=-1", "limit=0", "limit=abc", "limit=101",
			"category=Espionage", "category=guides", "category=%00", "search=%00%ff", "search=" + strings.Repeat("x", 500)} {
			reqs = append(reqs, hostileRequest{name: "list " + q[:min(len(q), 40)], client: w.visit, method: "GET", path: "/api/resources?" + q, want: []int{200, 400}})
		}
		for _, r := range reqs {
			w.send(t, r)
		}
		if after := resourceSnapshot(t, w); after != before {
			t.Errorf("stored resources changed after refused requests:\nbefore %s\nafter  %s", before, after)
		}
	})
}

func TestHostileResourcesGraphQL(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w, rid := resourceWorld(t, s)
		rgid := gid("Resource", rid)
		before := resourceSnapshot(t, w)
		q := func(query string, vars map[string]any) map[string]any {
			return map[string]any{"query": query, "variables": vars}
		}
		fields := func(id string) map[string]any {
			return map[string]any{"id": id, "title": "Hijacked resource", "description": "Taken over by someone else.",
				"category": "LEGAL", "content": "This resource was taken over by someone else."}
		}
		const update = `mutation($input: UpdateResourceInput!) { updateResource(input: $input) { resource { id } errors { field message code } } }`
		const del = `mutation($input: DeleteResourceInput!) { deleteResource(input: $input) { deletedResourceId errors { field message code } } }`
		const create = `mutation($input: CreateResourceInput!) { createResource(input: $input) { resource { id } errors { field message code } } }`
		const save = `mutation($id: ID!) { saveResource(input: {resourceId: $id}) { resource { id } errors { message } } }`
		const unsave = `mutation($id: ID!) { unsaveResource(input: {resourceId: $id}) { resource { id } errors { message } } }`
		fake := testkit.FakePNGDataURL()
		createFields := fields("")
		delete(createFields, "id")
		withImage := fields(rgid)
		withImage["imageUrl"] = fake
		type tc struct {
			name     string
			c        *apptest.Client
			body     any
			wantCode string
		}
		cases := []tc{
			{"edit someone else's resource", w.carol, q(update, map[string]any{"input": fields(rgid)}), "FORBIDDEN"},
			{"delete someone else's resource", w.carol, q(del, map[string]any{"input": map[string]any{"id": rgid}}), "FORBIDDEN"},
			{"visitor deletes", w.visit, q(del, map[string]any{"input": map[string]any{"id": rgid}}), "UNAUTHENTICATED"},
			{"vendor creates", w.bob, q(create, map[string]any{"input": createFields}), "FORBIDDEN"},
			{"visitor creates", w.visit, q(create, map[string]any{"input": createFields}), "UNAUTHENTICATED"},
			{"visitor saves", w.visit, q(save, map[string]any{"id": rgid}), "UNAUTHENTICATED"},
			{"fake image", w.alice, q(update, map[string]any{"input": withImage}), "USER_ERROR"},
			{"NUL in title", w.alice, q(update, map[string]any{"input": map[string]any{"id": rgid, "title": "Field\x00guide", "description": "Long enough description.", "category": "FIELD", "content": "Long enough content for a resource."}}), "INVALID"},
			{"unknown category", w.alice, q(create, map[string]any{"input": map[string]any{"title": "Field guide", "description": "Long enough description.", "category": "ESPIONAGE", "content": "Long enough content for a resource."}}), "INVALID"},
			{"wrong types", w.alice, q(create, map[string]any{"input": map[string]any{"title": []int{1}, "description": map[string]any{}, "content": true}}), "INVALID"},
			{"resources after !!!", w.visit, q(`{ resources(after: "!!!") { edges { cursor } } }`, nil), "INVALID"},
			{"resource by huge databaseId", w.visit, q(`{ resource(databaseId: 99999999999999999999) { id } }`, nil), "INVALID"},
			{"huge preview", w.alice, q(`query($m: String!) { markdownPreview(markdown: $m) }`, map[string]any{"m": strings.Repeat("x", 50001)}), "INVALID"},
			{"visitor preview", w.visit, q(`{ markdownPreview(markdown: "# hi") }`, nil), "UNAUTHENTICATED"},
		}
		for _, g := range []string{"", "!!!", base64.RawURLEncoding.EncodeToString([]byte("Resource:abc")), base64.RawURLEncoding.EncodeToString([]byte("Resource:-1")),
			gid("Resource", 987654), gid("User", w.aliceU.DatabaseID), w.jobGID, gid("Nope", 1)} {
			cases = append(cases,
				tc{"update " + g, w.alice, q(update, map[string]any{"input": fields(g)}), ""},
				tc{"delete " + g, w.alice, q(del, map[string]any{"input": map[string]any{"id": g}}), ""},
				tc{"save " + g, w.carol, q(save, map[string]any{"id": g}), ""},
				tc{"unsave " + g, w.carol, q(unsave, map[string]any{"id": g}), ""},
			)
		}
		for _, c := range cases {
			w.gqlCheck(t, c.name, c.c, c.body, "", c.wantCode)
		}
		if after := resourceSnapshot(t, w); after != before {
			t.Errorf("stored resources changed after refused requests:\nbefore %s\nafter  %s", before, after)
		}
	})
}
