package news_test

// GraphQL, REST and search-engine scenarios for the newsroom against the
// whole server (apptest), on SQLite and PostgreSQL.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/ratelimit"
)

const createMutation = `mutation($input: CreateNewsArticleInput!) {
  createNewsArticle(input: $input) { newsArticle { id databaseId title status publishedAt topics author { username } }
    errors { field message code } }
}`

type gqlArticle struct {
	ID          string   `json:"id"`
	DatabaseID  int64    `json:"databaseId"`
	Title       string   `json:"title"`
	Status      string   `json:"status"`
	PublishedAt *string  `json:"publishedAt"`
	Topics      []string `json:"topics"`
	Author      struct {
		Username string `json:"username"`
	} `json:"author"`
}

type userError struct {
	Field   *string `json:"field"`
	Message string  `json:"message"`
}

// noContentLimits lifts the creation limits for tests that create many
// articles.
func noContentLimits(c *app.Config) { c.ContentLimits = &ratelimit.Limits{} }

func articleInput(title, status string) map[string]any {
	return map[string]any{"title": title, "summary": "A short summary of the story.",
		"content": "## Heading\n\nThe body of the article, long enough to pass.", "status": status}
}

func create(t *testing.T, c *apptest.Client, in map[string]any) (gqlArticle, []userError) {
	t.Helper()
	res := c.GraphQL(t, createMutation, map[string]any{"input": in})
	res.NoErrors(t)
	var out struct {
		CreateNewsArticle struct {
			NewsArticle *gqlArticle `json:"newsArticle"`
			Errors      []userError `json:"errors"`
		} `json:"createNewsArticle"`
	}
	res.Decode(t, &out)
	if out.CreateNewsArticle.NewsArticle == nil {
		return gqlArticle{}, out.CreateNewsArticle.Errors
	}
	return *out.CreateNewsArticle.NewsArticle, out.CreateNewsArticle.Errors
}

func mustCreate(t *testing.T, c *apptest.Client, in map[string]any) gqlArticle {
	t.Helper()
	a, errs := create(t, c, in)
	if len(errs) > 0 || a.ID == "" {
		t.Fatalf("createNewsArticle: %+v", errs)
	}
	return a
}

// editorClient registers username and grants the role as the command line does.
func editorClient(t *testing.T, s *apptest.Server, username string) *apptest.Client {
	t.Helper()
	c := s.NewClient()
	c.Register(t, username, "CAMPAIGN_STAFF")
	if _, err := s.App.News.GrantEditor(context.Background(), username); err != nil {
		t.Fatal(err)
	}
	return c
}

func countArticles(t *testing.T, s *apptest.Server) (n int, sum string) {
	t.Helper()
	var rows []struct {
		ID    int64  `db:"id"`
		Title string `db:"title"`
	}
	if err := s.App.DB.Select(context.Background(), &rows, `SELECT id, title FROM news_articles ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	return len(rows), fmt.Sprint(rows)
}

// TestOnlyEditorsWriteThroughEitherAPI: a visitor's and a member's create,
// update, publish, unpublish and delete through GraphQL and REST are
// 401/403 and change nothing; no API grants the role.
func TestOnlyEditorsWriteThroughEitherAPI(t *testing.T) {
	apptest.EachWith(t, noContentLimits, func(t *testing.T, s *apptest.Server) {
		editor := editorClient(t, s, "editor")
		member := s.NewClient()
		member.Register(t, "member", "CANDIDATE")
		visitor := s.NewClient()
		a := mustCreate(t, editor, articleInput("Election night coverage", "PUBLISHED"))
		if a.Status != "PUBLISHED" || a.Author.Username != "editor" || fmt.Sprint(a.Topics) != "[ELECTIONS]" {
			t.Fatalf("created %+v", a)
		}
		id := fmt.Sprint(a.DatabaseID)
		n0, sum0 := countArticles(t, s)

		mutations := map[string]string{
			"create":    `mutation { createNewsArticle(input: {title: "Hostile story", summary: "A hostile summary here.", content: "A hostile body that is long enough.", status: PUBLISHED}) { newsArticle { id } errors { message } } }`,
			"update":    `mutation { updateNewsArticle(input: {id: "` + a.ID + `", title: "Defaced title", summary: "A hostile summary here.", content: "A hostile body that is long enough."}) { newsArticle { id } errors { message } } }`,
			"publish":   `mutation { publishNewsArticle(input: {id: "` + a.ID + `"}) { newsArticle { id } errors { message } } }`,
			"unpublish": `mutation { unpublishNewsArticle(input: {id: "` + a.ID + `"}) { newsArticle { id } errors { message } } }`,
			"delete":    `mutation { deleteNewsArticle(input: {id: "` + a.ID + `"}) { deletedNewsArticleId errors { message } } }`,
			"deleteBad": `mutation { deleteNewsArticle(input: {id: "not-an-id"}) { deletedNewsArticleId errors { message } } }`,
		}
		body := map[string]any{"title": "Hostile story", "summary": "A hostile summary here.", "content": "A hostile body that is long enough.", "status": "published"}
		for who, c := range map[string]*apptest.Client{"visitor": visitor, "member": member} {
			wantCode, wantStatus := "FORBIDDEN", http.StatusForbidden
			if who == "visitor" {
				wantCode, wantStatus = "UNAUTHENTICATED", http.StatusUnauthorized
			}
			for name, m := range mutations {
				res := c.GraphQL(t, m, nil)
				if fmt.Sprint(res.Codes()) != "["+wantCode+"]" {
					t.Errorf("%s %s: codes %v, want %s", who, name, res.Codes(), wantCode)
				}
			}
			for _, req := range []struct{ method, path string }{
				{"POST", "/api/news"}, {"PUT", "/api/news/" + id}, {"DELETE", "/api/news/" + id},
				{"PUT", "/api/news/abc"}, {"DELETE", "/api/news/999999"},
			} {
				resp, b := c.Do(t, req.method, req.path, body)
				if resp.StatusCode != wantStatus {
					t.Errorf("%s %s %s: %d %s, want %d", who, req.method, req.path, resp.StatusCode, b, wantStatus)
				}
			}
			// Drafts are not theirs to read: null, no error.
			res := c.GraphQL(t, `{ newsDrafts { edges { node { id } } } viewerIsEditor }`, nil)
			res.NoErrors(t)
			if !strings.Contains(string(res.Data), `"newsDrafts":null`) || !strings.Contains(string(res.Data), `"viewerIsEditor":false`) {
				t.Errorf("%s drafts: %s", who, res.Data)
			}
		}
		if n, sum := countArticles(t, s); n != n0 || sum != sum0 {
			t.Fatalf("articles changed: %s -> %s", sum0, sum)
		}
		// No mutation grants the role.
		res := member.GraphQL(t, `mutation { grantEditor(username: "member") }`, nil)
		if len(res.Errors) == 0 {
			t.Error("a grantEditor mutation exists")
		}

		// The editor: payload errors, then every write through REST works.
		_, errs := create(t, editor, map[string]any{"title": "Hi", "summary": "short", "content": "tiny", "status": "SCHEDULED"})
		got := map[string]string{}
		for _, e := range errs {
			got[*e.Field] = e.Message
		}
		want := map[string]string{"title": "Title must be at least 5 characters", "summary": "Summary must be at least 10 characters",
			"content": "Content must be at least 20 characters", "publishAt": "Choose the date and time to publish"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("payload errors %v, want %v", got, want)
		}
		resp, b := editor.Do(t, "POST", "/api/news", body)
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("editor POST: %d %s", resp.StatusCode, b)
		}
		var created struct {
			ID     int64  `json:"id"`
			Status string `json:"status"`
		}
		json.Unmarshal(b, &created)
		path := fmt.Sprintf("/api/news/%d", created.ID)
		body["title"] = "Edited hostile story"
		if resp, b := editor.Do(t, "PUT", path, body); resp.StatusCode != http.StatusOK || !strings.Contains(string(b), "Edited hostile story") {
			t.Fatalf("editor PUT: %d %s", resp.StatusCode, b)
		}
		if resp, b := editor.Do(t, "PUT", path, map[string]any{"title": "x"}); resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(b), `"field":"title"`) {
			t.Fatalf("editor PUT invalid: %d %s", resp.StatusCode, b)
		}
		if resp, b := editor.Do(t, "DELETE", path, nil); resp.StatusCode != http.StatusOK {
			t.Fatalf("editor DELETE: %d %s", resp.StatusCode, b)
		}
		if resp, _ := editor.Do(t, "GET", path, nil); resp.StatusCode != http.StatusNotFound {
			t.Fatalf("deleted article: %d", resp.StatusCode)
		}
		res = editor.GraphQL(t, `mutation { deleteNewsArticle(input: {id: "not-an-id"}) { deletedNewsArticleId } }`, nil)
		if fmt.Sprint(res.Codes()) != "[NOT_FOUND]" {
			t.Errorf("editor delete bad id: %v", res.Codes())
		}
	})
}

// TestDraftsAndScheduledInvisibleToReaders: list, detail, node, search,
// REST, feed, sitemap and the server-rendered page, until the scheduled
// time passes.
func TestDraftsAndScheduledInvisibleToReaders(t *testing.T) {
	apptest.EachWith(t, noContentLimits, func(t *testing.T, s *apptest.Server) {
		editor := editorClient(t, s, "editor")
		reader := s.NewClient()
		// shows reports whether text holds every secret's title (want true)
		// or none of them (want false); anything in between is a failure.
		var secretTitles []string
		shows := func(text string, want bool) bool {
			n := 0
			for _, title := range secretTitles {
				if strings.Contains(text, title) {
					n++
				}
			}
			return (want && n == len(secretTitles)) || (!want && n == 0)
		}
		reader.Register(t, "reader", "CANDIDATE")
		visitor := s.NewClient()
		pub := mustCreate(t, editor, articleInput("Published campaign story", "PUBLISHED"))
		draft := mustCreate(t, editor, articleInput("Secret draft campaign story", "DRAFT"))
		sin := articleInput("Secret scheduled campaign story", "SCHEDULED")
		at := time.Now().UTC().Add(time.Hour)
		sin["publishAt"] = at.Format(time.RFC3339)
		sched := mustCreate(t, editor, sin)
		if draft.Status != "DRAFT" || sched.Status != "SCHEDULED" || draft.PublishedAt != nil {
			t.Fatalf("statuses: %+v %+v", draft, sched)
		}

		check := func(secretVisible bool, secrets ...gqlArticle) {
			t.Helper()
			secretTitles = nil
			for _, a := range secrets {
				secretTitles = append(secretTitles, a.Title)
			}
			for who, c := range map[string]*apptest.Client{"visitor": visitor, "reader": reader, "editor": editor} {
				for _, q := range []string{
					`{ newsArticles { edges { node { title } } totalCount } }`,
					`{ newsArticles(filter: {search: "secret campaign"}) { edges { node { title } } totalCount } }`,
					`{ newsArticles(filter: {topic: CAMPAIGNS}, orderBy: OLDEST) { edges { node { title } } totalCount } }`,
				} {
					res := c.GraphQL(t, q, nil)
					res.NoErrors(t)
					if !shows(string(res.Data), secretVisible) {
						t.Errorf("%s %s: %s", who, q, res.Data)
					}
				}
				resp, b := c.Do(t, "GET", "/api/news?search=secret", nil)
				if resp.StatusCode != 200 || !shows(string(b), secretVisible) {
					t.Errorf("%s REST list: %d %s", who, resp.StatusCode, b)
				}
				for _, a := range secrets {
					// Editors always see the detail; readers only once visible.
					seen := secretVisible || who == "editor"
					res := c.GraphQL(t, fmt.Sprintf(`{ newsArticle(databaseId: %d) { title } node(id: %q) { id } }`, a.DatabaseID, a.ID), nil)
					res.NoErrors(t)
					if strings.Contains(string(res.Data), a.Title) != seen || strings.Contains(string(res.Data), `"node":null`) == seen {
						t.Errorf("%s detail %s: %s", who, a.Title, res.Data)
					}
					resp, _ := c.Do(t, "GET", fmt.Sprintf("/api/news/%d", a.DatabaseID), nil)
					if (resp.StatusCode == 200) != seen {
						t.Errorf("%s REST detail %s: %d", who, a.Title, resp.StatusCode)
					}
					resp, page := c.Do(t, "GET", fmt.Sprintf("/news/%d", a.DatabaseID), nil)
					if (resp.StatusCode == 200) != seen || strings.Contains(string(page), `"NewsArticle"`) != seen {
						t.Errorf("%s page %s: %d", who, a.Title, resp.StatusCode)
					}
					if seen && !secretVisible && !strings.Contains(string(page), `noindex`) {
						t.Errorf("editor preview of %s is indexable", a.Title)
					}
				}
			}
			for _, path := range []string{"/news/feed.xml", "/sitemap.xml"} {
				resp, b := visitor.Do(t, "GET", path, nil)
				if resp.StatusCode != 200 {
					t.Fatalf("%s: %d", path, resp.StatusCode)
				}
				text := string(b)
				if path == "/sitemap.xml" {
					for _, a := range secrets {
						if strings.Contains(text, fmt.Sprintf("/news/%d<", a.DatabaseID)) != secretVisible {
							t.Errorf("sitemap and %s: %s", a.Title, text)
						}
					}
					if !strings.Contains(text, fmt.Sprintf("/news/%d<", pub.DatabaseID)) {
						t.Errorf("sitemap lacks the published article")
					}
				} else if !shows(text, secretVisible) || !strings.Contains(text, "Published campaign story") {
					t.Errorf("feed: %s", text)
				}
			}
		}
		check(false, draft, sched)
		res := editor.GraphQL(t, `{ newsDrafts { edges { node { title status } } totalCount } viewerIsEditor }`, nil)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"totalCount":2`) || !strings.Contains(string(res.Data), `"viewerIsEditor":true`) {
			t.Errorf("editor drafts: %s", res.Data)
		}

		// The scheduled time passes; the draft is published.
		s.App.News.SetClock(func() time.Time { return at.Add(time.Minute) })
		res = editor.GraphQL(t, fmt.Sprintf(`mutation { publishNewsArticle(input: {id: %q}) { newsArticle { status } errors { message } } }`, draft.ID), nil)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"status":"PUBLISHED"`) {
			t.Fatalf("publish: %s", res.Data)
		}
		check(true, draft, sched)
		// Unpublish hides it again.
		res = editor.GraphQL(t, fmt.Sprintf(`mutation { unpublishNewsArticle(input: {id: %q}) { newsArticle { status } } }`, sched.ID), nil)
		res.NoErrors(t)
		check(false, sched)
	})
}

// TestListStatementsConstant: a page of 5 and of 50 articles (with
// authors, topics and totalCount) cost the same number of statements.
func TestListStatementsConstant(t *testing.T) {
	apptest.EachWith(t, noContentLimits, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		editors := []*apptest.Client{editorClient(t, s, "editorone"), editorClient(t, s, "editortwo")}
		for i := range 50 {
			mustCreate(t, editors[i%2], articleInput(fmt.Sprintf("Campaign update number %d", i), "PUBLISHED"))
		}
		_ = ctx
		q := `query($n: Int) { newsArticles(first: $n, filter: {topic: CAMPAIGNS}) {
  edges { node { id title summary imageUrl publishedAt topics status author { username firstName } } }
  pageInfo { hasNextPage endCursor } totalCount } }`
		// The first search of a topic's words also asks the index how
		// common they are (one statement, kept for a minute:
		// store.FullText.WhereIn).
		editors[0].GraphQL(t, q, map[string]any{"n": 5}).NoErrors(t)
		counts := map[int]int64{}
		for _, n := range []int{5, 50} {
			var res apptest.Response
			counts[n] = s.CountStatements(func() { res = editors[0].GraphQL(t, q, map[string]any{"n": n}) })
			res.NoErrors(t)
			if got := strings.Count(string(res.Data), `"username"`); got != n {
				t.Fatalf("first %d: %d articles", n, got)
			}
		}
		if counts[5] != counts[50] {
			t.Errorf("statements: %d for 5, %d for 50", counts[5], counts[50])
		}
		// An upper bound too: the session's viewer, the page (with the
		// authors' public cards), the authors the editor may see more of
		// (their own) and totalCount.
		if counts[50] > 4 {
			t.Errorf("statements: %d per page, want at most 4", counts[50])
		}
		restCounts := map[int]int64{}
		for _, n := range []int{5, 50} {
			restCounts[n] = s.CountStatements(func() {
				resp, _ := editors[0].Do(t, "GET", fmt.Sprintf("/api/news?limit=%d&topic=campaigns", n), nil)
				if resp.StatusCode != 200 {
					t.Fatalf("REST: %d", resp.StatusCode)
				}
			})
		}
		if restCounts[5] != restCounts[50] {
			t.Errorf("REST statements: %d for 5, %d for 50", restCounts[5], restCounts[50])
		}
		t.Logf("statements per page: GraphQL %d, REST %d", counts[50], restCounts[50])
	})
}

// TestRESTListPagingAndErrors: the spec's list fields, paging by cursor,
// bad filters are 400 naming their field.
func TestRESTListPagingAndErrors(t *testing.T) {
	apptest.EachWith(t, noContentLimits, func(t *testing.T, s *apptest.Server) {
		editor := editorClient(t, s, "editor")
		for i := range 5 {
			mustCreate(t, editor, articleInput(fmt.Sprintf("Policy brief number %d", i), "PUBLISHED"))
		}
		c := s.NewClient()
		var all []string
		path := "/api/news?limit=2&order=oldest"
		for path != "" {
			resp, b := c.Do(t, "GET", path, nil)
			if resp.StatusCode != 200 {
				t.Fatalf("%s: %d %s", path, resp.StatusCode, b)
			}
			var items []map[string]any
			json.Unmarshal(b, &items)
			for _, it := range items {
				for _, f := range []string{"id", "title", "summary", "content", "imageUrl", "createdAt"} {
					if _, ok := it[f]; !ok {
						t.Fatalf("list item lacks %s: %v", f, it)
					}
				}
				all = append(all, it["title"].(string))
			}
			path = ""
			if link := resp.Header.Get("Link"); link != "" {
				path = strings.TrimSuffix(strings.TrimPrefix(strings.Split(link, ";")[0], "<"), ">")
			}
		}
		if fmt.Sprint(all) != "[Policy brief number 0 Policy brief number 1 Policy brief number 2 Policy brief number 3 Policy brief number 4]" {
			t.Errorf("pages: %v", all)
		}
		for path, field := range map[string]string{"/api/news?topic=sports": "topic", "/api/news?limit=0": "limit"} {
			resp, b := c.Do(t, "GET", path, nil)
			if resp.StatusCode != 400 || !strings.Contains(string(b), `"field":"`+field+`"`) {
				t.Errorf("%s: %d %s", path, resp.StatusCode, b)
			}
		}
		for _, path := range []string{"/api/news?after=garbage", "/api/news/abc", "/api/news/-1"} {
			resp, _ := c.Do(t, "GET", path, nil)
			if resp.StatusCode != 400 && resp.StatusCode != 404 {
				t.Errorf("%s: %d", path, resp.StatusCode)
			}
		}
	})
}
