package resources

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/ratelimit"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
	"canvass/internal/uploads"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

type env struct {
	db  *store.DB
	svc *Service
	up  *uploads.Store
}

func newEnv(t *testing.T, db *store.DB) *env {
	t.Helper()
	up, err := uploads.New(t.TempDir(), "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	svc := NewService(db, up)
	svc.SetLimits(ratelimit.Limits{}) // TestCreationLimits sets its own
	return &env{db: db, svc: svc, up: up}
}

func validInput() Input {
	return Input{
		Title:       "Door Knocking 101",
		Description: "How to plan, staff and run a canvass shift.",
		Category:    "field",
		Content:     "# Plan the turf\n\nCut turf into walkable packets of 40 to 60 doors.",
	}
}

func ptr[T any](v T) *T { return &v }

func wantCode(t *testing.T, err error, code apperr.Code, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil || e.Code != code || e.Message != msg {
		t.Fatalf("err = %v, want %s %q", err, code, msg)
	}
}

func fieldErrors(err error) map[string]string {
	out := map[string]string{}
	if e := apperr.As(err); e != nil {
		for _, f := range e.Fields {
			out[f.Field] = f.Message
		}
	}
	return out
}

func count(t *testing.T, db *store.DB, q string, args ...any) int {
	t.Helper()
	var n int
	if err := db.Get(context.Background(), &n, q, args...); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestCreateRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		cand := testkit.User(t, db, "cand", accounts.Candidate)
		staff := testkit.User(t, db, "staff", accounts.CampaignStaff)
		vendor := testkit.User(t, db, "vendor", accounts.Vendor)

		_, err := e.svc.Create(ctx, nil, validInput())
		wantCode(t, err, apperr.Unauthenticated, "You need to log in to create resources.")
		_, err = e.svc.Create(ctx, vendor, validInput())
		wantCode(t, err, apperr.Forbidden, "Vendor accounts cannot create resources. This feature is only available to candidates and campaign staff.")

		// Every message at once for an empty form, the spec's words.
		_, err = e.svc.Create(ctx, cand, Input{})
		want := map[string]string{"title": "Title must be at least 5 characters", "description": "Description must be at least 10 characters",
			"category": "Category is required", "content": "Content must be at least 20 characters"}
		if got := fieldErrors(err); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("empty form: %v, want %v", got, want)
		}
		cases := []struct {
			name   string
			modify func(*Input)
			field  string
			msg    string
		}{
			{"short title", func(in *Input) { in.Title = "  Tips  " }, "title", MsgTitle},
			{"long title", func(in *Input) { in.Title = strings.Repeat("x", 201) }, "title", "Title must be at most 200 characters"},
			{"short description", func(in *Input) { in.Description = "Too short" }, "description", MsgDescription},
			{"long description", func(in *Input) { in.Description = strings.Repeat("x", 1001) }, "description", "Description must be at most 1,000 characters"},
			{"unknown category", func(in *Input) { in.Category = "Astrology" }, "category", "Choose a category from the list"},
			{"short content", func(in *Input) { in.Content = "Too short to help." }, "content", MsgContent},
			{"blank content", func(in *Input) { in.Content = strings.Repeat(" \n", 30) }, "content", MsgContent},
			{"long content", func(in *Input) { in.Content = strings.Repeat("x", 50001) }, "content", "Content must be at most 50,000 characters"},
			{"outside image", func(in *Input) { in.ImageURL = ptr("https://evil.example/x.png") }, "imageUrl", "Please upload a PNG, JPEG, GIF or WebP image."},
		}
		for _, c := range cases {
			in := validInput()
			c.modify(&in)
			_, err := e.svc.Create(ctx, staff, in)
			if got := fieldErrors(err)[c.field]; got != c.msg {
				t.Errorf("%s: %s = %q, want %q (err %v)", c.name, c.field, got, c.msg, err)
			}
		}
		if n := count(t, db, `SELECT COUNT(*) FROM resources`); n != 0 {
			t.Fatalf("%d resources stored by refused creates", n)
		}

		// Categories in any casing; trimmed fields; the author is the actor.
		for _, c := range []string{"GOTV", "gotv", "Gotv", "FUNDRAISING", "Data"} {
			in := validInput()
			in.Category = c
			in.Title = "  Padded title here  "
			r, err := e.svc.Create(ctx, cand, in)
			if err != nil {
				t.Fatalf("category %q: %v", c, err)
			}
			if r.AuthorID != cand.ID || r.Title != "Padded title here" || strings.ToUpper(string(r.Category)) != strings.ToUpper(c) {
				t.Errorf("created %+v", r)
			}
		}
		// A real image goes through the pipeline.
		in := validInput()
		in.ImageURL = ptr(testkit.PNGDataURL(8, 6))
		r, err := e.svc.Create(ctx, cand, in)
		if err != nil || !strings.HasPrefix(r.ImageURL, "/uploads/") || !e.up.IsOwnURL(r.ImageURL) {
			t.Fatalf("image create: %v %+v", err, r)
		}
		got, err := e.svc.Get(ctx, nil, r.ID)
		if err != nil || got.ImageURL != r.ImageURL || got.Category != "field" || !got.CreatedAt.Equal(r.CreatedAt) {
			t.Errorf("stored %+v, err %v", got, err)
		}
		// A fake image is refused.
		in.ImageURL = ptr(testkit.FakePNGDataURL())
		if _, err := e.svc.Create(ctx, cand, in); fieldErrors(err)["imageUrl"] == "" {
			t.Errorf("fake image accepted: %v", err)
		}
	})
}

func TestEditDeleteOwnerOnly(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		author := testkit.User(t, db, "author", accounts.Candidate)
		other := testkit.User(t, db, "other", accounts.CampaignStaff)
		vendor := testkit.User(t, db, "vendor", accounts.Vendor)
		in := validInput()
		in.ImageURL = ptr(testkit.PNGDataURL(8, 6))
		r, err := e.svc.Create(ctx, author, in)
		if err != nil {
			t.Fatal(err)
		}
		edit := validInput()
		edit.Title = "Hijacked resource"
		for _, actor := range []*accounts.User{other, vendor} {
			_, err := e.svc.Update(ctx, actor, r.ID, edit)
			wantCode(t, err, apperr.Forbidden, "You don't have permission to edit this resource.")
			wantCode(t, e.svc.Delete(ctx, actor, r.ID), apperr.Forbidden, "You are not authorized to delete this resource")
		}
		_, err = e.svc.Update(ctx, nil, r.ID, edit)
		wantCode(t, err, apperr.Unauthenticated, MsgLoginToEdit)
		wantCode(t, e.svc.Delete(ctx, nil, r.ID), apperr.Unauthenticated, MsgLoginToDelete)
		_, err = e.svc.Update(ctx, author, r.ID+999, edit)
		wantCode(t, err, apperr.NotFound, MsgNotFound)
		wantCode(t, e.svc.Delete(ctx, author, r.ID+999), apperr.NotFound, MsgNotFound)
		if got, _ := e.svc.Get(ctx, nil, r.ID); got.Title != r.Title || got.ImageURL != r.ImageURL {
			t.Fatalf("refused edits changed the record: %+v", got)
		}

		// Validation on edit too.
		bad := validInput()
		bad.Content = "short"
		if _, err := e.svc.Update(ctx, author, r.ID, bad); fieldErrors(err)["content"] != MsgContent {
			t.Errorf("edit validation: %v", err)
		}

		// Keeping the current image by sending its URL.
		keep := validInput()
		keep.ImageURL = ptr(r.ImageURL)
		time.Sleep(2 * time.Millisecond)
		u, err := e.svc.Update(ctx, author, r.ID, keep)
		if err != nil || u.ImageURL != r.ImageURL || !u.UpdatedAt.After(r.CreatedAt) || !u.CreatedAt.Equal(r.CreatedAt) {
			t.Fatalf("keep image: %v %+v", err, u)
		}
		// No new image selected: the current image is removed, as the form says.
		edit.ImageURL = nil
		u, err = e.svc.Update(ctx, author, r.ID, edit)
		if err != nil || u.ImageURL != "" || u.Title != "Hijacked resource" {
			t.Fatalf("edit without image: %v %+v", err, u)
		}
		if got, _ := e.svc.Get(ctx, nil, r.ID); got.ImageURL != "" || got.Title != "Hijacked resource" {
			t.Errorf("stored after edit: %+v", got)
		}

		// Delete takes everyone's saves with it.
		if _, err := e.svc.Save(ctx, other, r.ID); err != nil {
			t.Fatal(err)
		}
		if err := e.svc.Delete(ctx, author, r.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Get(ctx, nil, r.ID); apperr.CodeOf(err) != apperr.NotFound {
			t.Errorf("deleted resource still readable: %v", err)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM saved_resources`); n != 0 {
			t.Errorf("%d saves left after delete", n)
		}
	})
}

func TestSearchCategoryOrderAndPaging(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		a := testkit.User(t, db, "a", accounts.Candidate)
		base := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
		i := 0
		e.svc.now = func() time.Time { i++; return base.Add(time.Duration(i) * time.Minute) }
		mk := func(title, cat, content string) *Resource {
			t.Helper()
			in := validInput()
			in.Title, in.Category, in.Content = title, cat, content
			r, err := e.svc.Create(ctx, a, in)
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		fund := mk("Call time that works", "fundraising", "Build a call sheet; research every donor before dialing.")
		gotv := mk("Early vote chase plan", "gotv", "Chase absentee ballots with volunteers every evening.")
		dig := mk("Email list hygiene", "digital", "Prune bounces monthly and segment by engagement rate.")
		for n := 0; n < 7; n++ {
			mk(fmt.Sprintf("Field guide part %d", n), "field", "Knock doors in pairs and log every contact the same night.")
		}

		ids := func(p store.Page[*Resource]) []int64 {
			out := make([]int64, len(p.Items))
			for i, r := range p.Items {
				out[i] = r.ID
			}
			return out
		}
		// Search over title, description and content, prefixes, any case.
		for q, want := range map[string][]int64{
			"CALL time":     {fund.ID},
			"absentee":      {gotv.ID}, // content only
			"segment engag": {dig.ID},  // prefixes
			"nothing-here":  {},
			"chase ballots": {gotv.ID},
			`"'*:(&`:        {}, // no words: no condition
		} {
			p, err := e.svc.Search(ctx, Filter{Search: q}, Newest, 20, "")
			if err != nil {
				t.Fatalf("%q: %v", q, err)
			}
			if q == `"'*:(&` {
				if len(p.Items) != 10 {
					t.Errorf("punctuation search: %d items", len(p.Items))
				}
				continue
			}
			if fmt.Sprint(ids(p)) != fmt.Sprint(want) {
				t.Errorf("search %q = %v, want %v", q, ids(p), want)
			}
		}
		// Name cards: the same resources and authors' names, no more of them.
		every, err1 := e.svc.Search(ctx, Filter{}, Newest, 20, "")
		for _, names := range []bool{false, true} {
			named, err2 := e.svc.Search(ctx, Filter{NameCard: !names, Names: names}, Newest, 20, "")
			if err1 != nil || err2 != nil || fmt.Sprint(ids(every)) != fmt.Sprint(ids(named)) || len(named.Items) == 0 {
				t.Fatalf("name cards: %v %v %v %v", ids(every), ids(named), err1, err2)
			}
			for i, r := range named.Items {
				full := every.Items[i].Author
				if r.Author == nil || full == nil || r.Author.ID != full.ID || r.Author.Username != full.Username ||
					r.Author.FirstName != full.FirstName || r.Author.LastName != full.LastName ||
					r.Author.IsPublicProfile != (full.IsPublicProfile && !names) || r.Author.UserType != "" || full.UserType == "" {
					t.Errorf("%q: name card %+v, full %+v", r.Title, r.Author, full)
				}
			}
		}
		// Without the content or the edit time: the same resources, those
		// fields zero, the others as read in full.
		for _, f := range []Filter{{NoContent: true}, {NoUpdatedAt: true}, {NoContent: true, NoUpdatedAt: true, Names: true}} {
			lean, err := e.svc.Search(ctx, f, Newest, 20, "")
			if err != nil || fmt.Sprint(ids(every)) != fmt.Sprint(ids(lean)) {
				t.Fatalf("%+v: %v %v", f, ids(lean), err)
			}
			for i, r := range lean.Items {
				full := *every.Items[i]
				want := full
				if f.NoContent {
					want.Content = ""
				}
				if f.NoUpdatedAt {
					want.UpdatedAt = time.Time{}
				}
				got := *r
				got.Author, want.Author = nil, nil
				if full.Content == "" || full.UpdatedAt.IsZero() || fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", want) {
					t.Errorf("%+v: %+v, want %+v", f, got, want)
				}
			}
		}
		// Category filter in any form; unknown is a field error.
		for _, c := range []string{"gotv", "GOTV", "Gotv"} {
			p, err := e.svc.Search(ctx, Filter{Category: c}, Newest, 20, "")
			if err != nil || fmt.Sprint(ids(p)) != fmt.Sprint([]int64{gotv.ID}) {
				t.Errorf("category %q: %v %v", c, ids(p), err)
			}
		}
		for _, c := range []string{"", "_all", "all"} {
			if n, err := e.svc.Count(ctx, Filter{Category: c}); err != nil || n != 10 {
				t.Errorf("category %q count: %d %v", c, n, err)
			}
		}
		_, err := e.svc.Search(ctx, Filter{Category: "guides"}, Newest, 20, "")
		if fieldErrors(err)["category"] != MsgCategoryUnknown {
			t.Errorf("unknown category: %v", err)
		}
		if n, _ := e.svc.Count(ctx, Filter{Search: "knock", Category: "field"}); n != 7 {
			t.Errorf("count search+category = %d", n)
		}

		// Newest first, paged by cursor, no repeats; oldest reversed.
		var all []int64
		after := ""
		for {
			p, err := e.svc.Search(ctx, Filter{}, Newest, 3, after)
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, ids(p)...)
			if !p.HasNext {
				break
			}
			after = p.EndCursor()
		}
		if len(all) != 10 || all[0] < all[9] {
			t.Errorf("newest pages: %v", all)
		}
		p, _ := e.svc.Search(ctx, Filter{}, Oldest, 1, "")
		if p.Items[0].ID != fund.ID {
			t.Errorf("oldest first = %d", p.Items[0].ID)
		}
		// A cursor of another order is refused.
		if _, err := e.svc.Search(ctx, Filter{}, Oldest, 3, after); apperr.CodeOf(err) != apperr.Invalid {
			t.Errorf("foreign cursor: %v", err)
		}

		// Facets: categories with resources, in the spec's order, labelled.
		f, err := e.svc.Facets(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(f.Categories); got != "[{fundraising Fundraising 1} {gotv GOTV 1} {digital Digital 1} {field Field 7}]" {
			t.Errorf("facets = %s", got)
		}
		// A write drops the cached facets at once.
		mk("Media training basics", "media", "Practice the three message points before every interview.")
		f, _ = e.svc.Facets(ctx)
		if len(f.Categories) != 5 || f.Categories[3].Value != "media" {
			t.Errorf("facets after create = %v", f.Categories)
		}

		// The author's own list and count.
		if p, _ := e.svc.ListByAuthor(ctx, nil, a.ID, 20, ""); len(p.Items) != 11 {
			t.Errorf("by author: %d", len(p.Items))
		}
		if n, _ := e.svc.CountByAuthor(ctx, nil, a.ID); n != 11 {
			t.Errorf("count by author: %d", n)
		}
	})
}

func TestSaved(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		a := testkit.User(t, db, "a", accounts.Candidate)
		b := testkit.User(t, db, "b", accounts.CampaignStaff)
		var rs []*Resource
		for n := 0; n < 5; n++ {
			in := validInput()
			in.Title = fmt.Sprintf("Resource number %d", n)
			r, err := e.svc.Create(ctx, a, in)
			if err != nil {
				t.Fatal(err)
			}
			rs = append(rs, r)
		}
		_, err := e.svc.Save(ctx, nil, rs[0].ID)
		wantCode(t, err, apperr.Unauthenticated, MsgLoginToSave)
		_, err = e.svc.Save(ctx, b, rs[4].ID+100)
		wantCode(t, err, apperr.NotFound, MsgNotFound)

		// Saving twice is saving once.
		for i := 0; i < 2; i++ {
			if _, err := e.svc.Save(ctx, b, rs[1].ID); err != nil {
				t.Fatal(err)
			}
		}
		time.Sleep(2 * time.Millisecond)
		if _, err := e.svc.Save(ctx, b, rs[3].ID); err != nil {
			t.Fatal(err)
		}
		if n, err := e.svc.SavedCount(ctx, b, b.ID); err != nil || n != 2 {
			t.Errorf("saved count = %d %v", n, err)
		}
		_, err = e.svc.SavedCount(ctx, a, b.ID)
		wantCode(t, err, apperr.Forbidden, MsgOwnSaved)
		_, err = e.svc.ListSaved(ctx, nil, b.ID, 10, "")
		wantCode(t, err, apperr.Unauthenticated, MsgLoginToSave)

		// Most recently saved first, paged.
		p, err := e.svc.ListSaved(ctx, b, b.ID, 1, "")
		if err != nil || len(p.Items) != 1 || p.Items[0].ID != rs[3].ID || !p.HasNext {
			t.Fatalf("saved page 1: %v %+v", err, p)
		}
		p, err = e.svc.ListSaved(ctx, b, b.ID, 1, p.Cursor(0))
		if err != nil || len(p.Items) != 1 || p.Items[0].ID != rs[1].ID || p.HasNext {
			t.Fatalf("saved page 2: %v %+v", err, p)
		}

		m, err := e.svc.SavedIDs(ctx, b, []int64{rs[0].ID, rs[1].ID, rs[3].ID})
		if err != nil || fmt.Sprint(m) != fmt.Sprintf("map[%d:true %d:true]", rs[1].ID, rs[3].ID) {
			t.Errorf("saved ids = %v %v", m, err)
		}
		if m, _ := e.svc.SavedIDs(ctx, nil, []int64{rs[1].ID}); len(m) != 0 {
			t.Errorf("visitor saved ids = %v", m)
		}

		// Unsave twice is unsave once; unsaving what was never saved is fine.
		for i := 0; i < 2; i++ {
			if _, err := e.svc.Unsave(ctx, b, rs[1].ID); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := e.svc.Unsave(ctx, b, rs[0].ID); err != nil {
			t.Fatal(err)
		}
		if n, _ := e.svc.SavedCount(ctx, b, b.ID); n != 1 {
			t.Errorf("after unsave: %d", n)
		}
	})
}

func TestPreviewAndFields(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		a := testkit.User(t, db, "a", accounts.Candidate)
		_, err := e.svc.Preview(nil, "# Hi")
		wantCode(t, err, apperr.Unauthenticated, MsgLoginToPreview)
		html, err := e.svc.Preview(a, "## Plan\n\n[x](javascript:alert(1)) <script>alert(1)</script>")
		if err != nil || !strings.Contains(html, "<h3>Plan</h3>") || strings.Contains(html, "<script") || strings.Contains(html, "javascript:") {
			t.Errorf("preview = %q %v", html, err)
		}
		if _, err := e.svc.Preview(a, strings.Repeat("x", MaxContent+1)); fieldErrors(err)["content"] == "" {
			t.Errorf("huge preview: %v", err)
		}

		in := validInput()
		in.Content = strings.Repeat("word ", 1001) + "\n\n<img src=x onerror=alert(1)> [a](&#106;avascript:alert(1))"
		r, err := e.svc.Create(context.Background(), a, in)
		if err != nil {
			t.Fatal(err)
		}
		if r.ReadMinutes() != 6 || r.CategoryLabel() != "Field" || r.Image() != nil {
			t.Errorf("fields: %d %q %v", r.ReadMinutes(), r.CategoryLabel(), r.Image())
		}
		if h := strings.ToLower(r.ContentHTML()); strings.Contains(h, "onerror") || strings.Contains(h, "javascript") || strings.Contains(h, "<img") {
			t.Errorf("content html: %s", h[len(h)-200:])
		}
		// The source is kept verbatim for editing.
		if got, _ := e.svc.Get(context.Background(), nil, r.ID); !strings.Contains(got.Content, "<img src=x onerror=alert(1)>") {
			t.Errorf("source not kept verbatim")
		}
	})
}

// On SQLite a search for words few resources hold is driven by the
// full-text index's list (store.FullText.Where): a word in none is an empty
// list, not a walk over every resource in date order testing each (6 ms at
// 50,000 resources).
func TestRareWordPageDrivenByIndex(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if db.Dialect() != store.SQLite {
			t.Skip("SQLite's plan")
		}
		ctx := context.Background()
		e := newEnv(t, db)
		a := testkit.User(t, db, "a", accounts.Candidate)
		for i := 0; i < 3; i++ {
			if _, err := e.svc.Create(ctx, a, validInput()); err != nil {
				t.Fatal(err)
			}
		}
		for search, want := range map[string]int{"zzqx": 0, "door": 3} {
			f := Filter{Search: search}
			plan, err := e.svc.ExplainSearch(ctx, f, Newest, 12)
			if err != nil {
				t.Fatal(err)
			}
			if all := strings.Join(plan, " / "); strings.Contains(all, "resources_created_idx") ||
				!strings.Contains(all, "SEARCH r USING INTEGER PRIMARY KEY") {
				t.Errorf("%q: the page walks the resources in date order: %s", search, all)
			}
			p, err := e.svc.Search(ctx, f, Newest, 12, "")
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Items) != want {
				t.Errorf("%q: %d resources, want %d", search, len(p.Items), want)
			}
		}
	})
}
