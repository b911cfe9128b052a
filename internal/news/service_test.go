package news

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/markdown"
	"canvass/internal/ratelimit"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/uploads"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

func mkUser(t *testing.T, db *store.DB, username string) *accounts.User {
	t.Helper()
	u := &accounts.User{Username: username, FirstName: "F" + username, LastName: "L", UserType: accounts.CampaignStaff, CreatedAt: store.Now()}
	err := db.GetW(context.Background(), &u.ID, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
		VALUES (?, 'x', ?, ?, ?, ?, ?) RETURNING id`, username, username+"@example.com", u.FirstName, u.LastName, string(u.UserType), u.CreatedAt)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// fixture is a news service with a settable clock, an editor and a reader.
type fixture struct {
	s              *Service
	db             *store.DB
	editor, reader *accounts.User
	now            time.Time
}

func newFixture(t *testing.T, db *store.DB) *fixture {
	t.Helper()
	up, err := uploads.New(t.TempDir(), "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{s: NewService(db, up), db: db, now: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	f.s.SetLimits(ratelimit.Limits{}) // TestCreationLimits sets its own
	f.s.SetClock(func() time.Time { return f.now })
	f.editor, f.reader = mkUser(t, db, "editor"), mkUser(t, db, "reader")
	if _, err := f.s.GrantEditor(context.Background(), "editor"); err != nil {
		t.Fatal(err)
	}
	return f
}

func input(title string) Input {
	return Input{Title: title, Summary: "A short summary of the story.", Content: "The body of the article, long enough to pass.", Status: "published"}
}

// publishAt creates a published article whose publication time is at.
func (f *fixture) publishAt(t *testing.T, title string, at time.Time) *Article {
	t.Helper()
	saved := f.now
	f.now = at
	a, err := f.s.Create(context.Background(), f.editor, input(title))
	f.now = saved
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func wantCode(t *testing.T, err error, code apperr.Code) {
	t.Helper()
	if apperr.CodeOf(err) != code {
		t.Fatalf("err = %v (%s), want %s", err, apperr.CodeOf(err), code)
	}
}

func wantField(t *testing.T, err error, field, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil || e.Code != apperr.Invalid {
		t.Fatalf("err = %v, want INVALID on %s", err, field)
	}
	for _, fe := range e.Fields {
		if fe.Field == field {
			if fe.Message != msg {
				t.Fatalf("%s: %q, want %q", field, fe.Message, msg)
			}
			return
		}
	}
	t.Fatalf("no error on %s in %+v, want %q", field, e.Fields, msg)
}

func titles(p store.Page[*Article]) string {
	var out []string
	for _, a := range p.Items {
		out = append(out, a.Title)
	}
	return strings.Join(out, "|")
}

func (f *fixture) count(t *testing.T) int {
	t.Helper()
	var n int
	if err := f.db.Get(context.Background(), &n, `SELECT COUNT(*) FROM news_articles`); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestOnlyEditorsWrite(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		a, err := f.s.Create(ctx, f.editor, input("Election night live coverage"))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			who  *accounts.User
			code apperr.Code
		}{{nil, apperr.Unauthenticated}, {f.reader, apperr.Forbidden}} {
			_, err := f.s.Create(ctx, c.who, input("Another story here"))
			wantCode(t, err, c.code)
			_, err = f.s.Update(ctx, c.who, a.ID, input("Changed title here"))
			wantCode(t, err, c.code)
			_, err = f.s.Unpublish(ctx, c.who, a.ID)
			wantCode(t, err, c.code)
			_, err = f.s.Publish(ctx, c.who, a.ID, nil)
			wantCode(t, err, c.code)
			wantCode(t, f.s.Delete(ctx, c.who, a.ID), c.code)
			// A missing id answers the same: nothing learned about drafts.
			wantCode(t, f.s.Delete(ctx, c.who, a.ID+1000), c.code)
			_, err = f.s.Drafts(ctx, c.who, 10, "")
			wantCode(t, err, c.code)
		}
		got, err := f.s.Get(ctx, nil, a.ID)
		if err != nil || got.Title != "Election night live coverage" || f.count(t) != 1 {
			t.Fatalf("article changed: %+v %v (count %d)", got, err, f.count(t))
		}
		// A revoked editor loses the role at once.
		if _, err := f.s.RevokeEditor(ctx, "editor"); err != nil {
			t.Fatal(err)
		}
		_, err = f.s.Create(ctx, f.editor, input("After revocation story"))
		wantCode(t, err, apperr.Forbidden)
	})
}

func TestValidation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		_, err := f.s.Create(ctx, f.editor, Input{Title: " Hi ", Summary: "short", Content: "tiny"})
		wantField(t, err, "title", MsgTitle)
		wantField(t, err, "summary", MsgSummary)
		wantField(t, err, "content", MsgContent)
		long := input(strings.Repeat("x", MaxTitle+1))
		long.Summary = strings.Repeat("s", MaxSummary+1)
		long.Content = strings.Repeat("c", MaxContent+1)
		_, err = f.s.Create(ctx, f.editor, long)
		wantField(t, err, "title", "Title must be at most 200 characters")
		wantField(t, err, "summary", "Summary must be at most 500 characters")
		wantField(t, err, "content", "Content must be at most 50,000 characters")
		in := input("Scheduled story title")
		in.Status = "scheduled"
		_, err = f.s.Create(ctx, f.editor, in)
		wantField(t, err, "publishAt", MsgPublishAtNeed)
		past := f.now.Add(-time.Hour)
		in.PublishAt = &past
		_, err = f.s.Create(ctx, f.editor, in)
		wantField(t, err, "publishAt", MsgPublishAtPast)
		far := f.now.Add(3 * 365 * 24 * time.Hour)
		in.PublishAt = &far
		_, err = f.s.Create(ctx, f.editor, in)
		wantField(t, err, "publishAt", MsgPublishAtFar)
		in.Status = "someday"
		_, err = f.s.Create(ctx, f.editor, in)
		wantField(t, err, "status", MsgStatus)
		outside := "https://evil.example/pixel.png"
		in = input("Story with an outside image")
		in.ImageURL = &outside
		_, err = f.s.Create(ctx, f.editor, in)
		wantField(t, err, "imageUrl", "Please upload a PNG, JPEG, GIF or WebP image.")
		in = input("Script <script>alert(1)</script> title")
		in.Content = "\x00 bad text in the content body"
		_, err = f.s.Create(ctx, f.editor, in)
		wantCode(t, err, apperr.Invalid)
		if n := f.count(t); n != 0 {
			t.Fatalf("%d articles stored after invalid input", n)
		}
		// No status on create is a draft.
		in = input("A draft by default")
		in.Status = ""
		a, err := f.s.Create(ctx, f.editor, in)
		if err != nil || a.PublishedAt != nil {
			t.Fatalf("default status: %+v %v", a, err)
		}
	})
}

// TestVisibility: drafts and scheduled articles are invisible to readers
// everywhere (list, count, detail, loaders, sitemap refs, neighbours) until
// their time passes; editors see them in detail and drafts.
func TestVisibility(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		pub := f.publishAt(t, "Published election story", f.now.Add(-time.Hour))
		draftIn := input("Draft election story")
		draftIn.Status = "draft"
		draft, err := f.s.Create(ctx, f.editor, draftIn)
		if err != nil {
			t.Fatal(err)
		}
		schedIn := input("Scheduled election story")
		schedIn.Status = "scheduled"
		at := f.now.Add(2 * time.Hour)
		schedIn.PublishAt = &at
		sched, err := f.s.Create(ctx, f.editor, schedIn)
		if err != nil {
			t.Fatal(err)
		}
		if sched.StatusAt(f.now) != Scheduled || draft.StatusAt(f.now) != Draft || pub.StatusAt(f.now) != Published {
			t.Fatal("statuses wrong")
		}
		readerSees := func(want string) {
			t.Helper()
			for _, filter := range []Filter{{}, {Search: "election story"}, {Topic: "ELECTIONS"}} {
				for _, viewer := range []*accounts.User{nil, f.reader, f.editor} {
					p, err := f.s.Search(ctx, viewer, filter, Newest, 20, "")
					if err != nil || titles(p) != want {
						t.Fatalf("search %+v: %q %v, want %q", filter, titles(p), err, want)
					}
				}
				n, err := f.s.Count(ctx, filter)
				if err != nil || n != strings.Count(want, "|")+1 {
					t.Fatalf("count %+v = %d %v", filter, n, err)
				}
			}
			refs, err := f.s.RecentPublished(ctx, 10)
			if err != nil || len(refs) != strings.Count(want, "|")+1 {
				t.Fatalf("sitemap refs: %+v %v", refs, err)
			}
		}
		readerSees("Published election story")
		for _, id := range []int64{draft.ID, sched.ID} {
			for _, viewer := range []*accounts.User{nil, f.reader} {
				_, err := f.s.Get(ctx, viewer, id)
				wantCode(t, err, apperr.NotFound)
			}
			if _, err := f.s.Get(ctx, f.editor, id); err != nil {
				t.Fatalf("editor detail %d: %v", id, err)
			}
		}
		m, err := f.s.ByIDs(ctx, f.reader, []int64{pub.ID, draft.ID, sched.ID})
		if err != nil || len(m) != 1 || m[pub.ID] == nil {
			t.Fatalf("reader ByIDs: %v %v", m, err)
		}
		m, err = f.s.ByIDs(ctx, f.editor, []int64{pub.ID, draft.ID, sched.ID})
		if err != nil || len(m) != 3 {
			t.Fatalf("editor ByIDs: %v %v", m, err)
		}
		drafts, err := f.s.Drafts(ctx, f.editor, 10, "")
		if err != nil || titles(drafts) != "Scheduled election story|Draft election story" {
			t.Fatalf("drafts: %q %v", titles(drafts), err)
		}

		// The scheduled time passes: it appears everywhere, newest first.
		f.now = at.Add(time.Second)
		readerSees("Scheduled election story|Published election story")
		if _, err := f.s.Get(ctx, nil, sched.ID); err != nil {
			t.Fatalf("scheduled after its time: %v", err)
		}
		if drafts, _ := f.s.Drafts(ctx, f.editor, 10, ""); titles(drafts) != "Draft election story" {
			t.Fatalf("drafts after publication: %q", titles(drafts))
		}

		// Unpublish hides it again; publish now shows it with a new date.
		if _, err := f.s.Unpublish(ctx, f.editor, pub.ID); err != nil {
			t.Fatal(err)
		}
		readerSees("Scheduled election story")
		f.now = f.now.Add(time.Minute)
		re, err := f.s.Publish(ctx, f.editor, pub.ID, nil)
		if err != nil || !re.PublishedAt.Equal(f.now) {
			t.Fatalf("republish: %+v %v", re, err)
		}
		readerSees("Published election story|Scheduled election story")
		// Editing a published article keeps its publication date.
		f.now = f.now.Add(time.Hour)
		ed, err := f.s.Update(ctx, f.editor, pub.ID, input("Published election story"))
		if err != nil || !ed.PublishedAt.Equal(*re.PublishedAt) || !ed.UpdatedAt.Equal(f.now) {
			t.Fatalf("edit kept date: %+v %v", ed, err)
		}
		// Delete removes it for everyone.
		if err := f.s.Delete(ctx, f.editor, pub.ID); err != nil {
			t.Fatal(err)
		}
		readerSees("Scheduled election story")
	})
}

func TestTopicsSearchOrderAndNeighbours(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		base := f.now.Add(-10 * time.Hour)
		titlesIn := []string{
			"Elections board certifies results",  // elections
			"Campaign finance reports are due",   // campaigns
			"New legislation on ballot access",   // policy
			"Policy watch: redistricting",        // policy
			"Rally draws thousands downtown",     // events
			"Conference season opens in Denver",  // events
			"Volunteers share what worked",       // none (election only in content)
			"Campaigns gear up for the election", // campaigns + elections
		}
		var arts []*Article
		for i, title := range titlesIn {
			in := input(title)
			if i == 6 {
				in.Content = "Lessons from the election and the campaign trail, in their words."
			}
			f.now = base.Add(time.Duration(i) * time.Hour)
			a, err := f.s.Create(ctx, f.editor, in)
			if err != nil {
				t.Fatal(err)
			}
			arts = append(arts, a)
		}
		f.now = base.Add(20 * time.Hour)
		cases := []struct {
			filter Filter
			want   string
		}{
			{Filter{Topic: "elections"}, "Campaigns gear up for the election|Elections board certifies results"},
			{Filter{Topic: "CAMPAIGNS"}, "Campaigns gear up for the election|Campaign finance reports are due"},
			{Filter{Topic: "Policy"}, "Policy watch: redistricting|New legislation on ballot access"},
			{Filter{Topic: "events"}, "Conference season opens in Denver|Rally draws thousands downtown"},
			{Filter{Topic: "_all", Search: "worked"}, "Volunteers share what worked"},
			// Search covers title, summary and content; topics only the title.
			{Filter{Search: "campaign trail"}, "Volunteers share what worked"},
			{Filter{Search: "election", Topic: "campaigns"}, "Campaigns gear up for the election"},
			{Filter{Search: `"'*():&|!`}, strings.Join(reverse(titlesIn), "|")},
		}
		for _, c := range cases {
			p, err := f.s.Search(ctx, nil, c.filter, Newest, 20, "")
			if err != nil || titles(p) != c.want {
				t.Errorf("%+v: %q %v, want %q", c.filter, titles(p), err, c.want)
			}
			// A list of summaries finds the same articles, without bodies
			// but with their authors' cards.
			c.filter.NoContent = true
			p, err = f.s.Search(ctx, nil, c.filter, Newest, 20, "")
			if err != nil || titles(p) != c.want {
				t.Errorf("%+v: %q %v, want %q", c.filter, titles(p), err, c.want)
			}
			for _, a := range p.Items {
				if a.Content != "" || a.Author == nil || a.Author.ID != a.AuthorID || a.Author.Username == "" {
					t.Errorf("%+v: %q has content %q, author card %+v", c.filter, a.Title, a.Content, a.Author)
				}
			}
			// Name cards (and names alone): the same authors' names, no
			// more of them.
			for _, names := range []bool{false, true} {
				c.filter.NameCard, c.filter.Names = !names, names
				named, err := f.s.Search(ctx, nil, c.filter, Newest, 20, "")
				if err != nil || titles(named) != c.want {
					t.Errorf("%+v: %q %v, want %q", c.filter, titles(named), err, c.want)
				}
				for i, a := range named.Items {
					full := p.Items[i].Author
					if a.Author == nil || a.Author.ID != full.ID || a.Author.Username != full.Username || a.Author.FirstName != full.FirstName ||
						a.Author.LastName != full.LastName || a.Author.IsPublicProfile != (full.IsPublicProfile && !names) ||
						a.Author.UserType != "" || full.UserType == "" {
						t.Errorf("%+v: %q name card %+v, full %+v", c.filter, a.Title, a.Author, full)
					}
				}
			}
		}
		_, err := f.s.Search(ctx, nil, Filter{Topic: "sports"}, Newest, 20, "")
		wantField(t, err, "topic", MsgUnknownTopic)
		if got := TopicsOf("Campaigns gear up for the election"); len(got) != 2 || got[0] != "elections" || got[1] != "campaigns" {
			t.Errorf("TopicsOf = %v", got)
		}
		if got := TopicsOf("Electric bikes"); len(got) != 0 {
			t.Errorf("TopicsOf(Electric bikes) = %v", got)
		}

		// Oldest first, paged by cursor: every article once, in order.
		var all []string
		after := ""
		for {
			p, err := f.s.Search(ctx, nil, Filter{}, Oldest, 3, after)
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, titles(p))
			if !p.HasNext {
				break
			}
			after = p.EndCursor()
		}
		if strings.Join(all, "|") != strings.Join(titlesIn, "|") {
			t.Fatalf("oldest pages: %q", all)
		}
		// A newest-order cursor is refused by the oldest order.
		p, _ := f.s.Search(ctx, nil, Filter{}, Newest, 1, "")
		_, err = f.s.Search(ctx, nil, Filter{}, Oldest, 1, p.Cursor(0))
		wantCode(t, err, apperr.Invalid)

		neighbours := func(a *Article) (prev, next *Article) {
			t.Helper()
			prev, err := f.s.Previous(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			if next, err = f.s.Next(ctx, a); err != nil {
				t.Fatal(err)
			}
			return prev, next
		}
		if prev, next := neighbours(arts[3]); prev == nil || next == nil || prev.ID != arts[2].ID || next.ID != arts[4].ID {
			t.Fatalf("neighbours: %v %v", prev, next)
		}
		if prev, next := neighbours(arts[0]); prev != nil || next == nil || next.ID != arts[1].ID {
			t.Fatalf("first neighbours: %v %v", prev, next)
		}
		if prev, next := neighbours(arts[7]); prev == nil || next != nil || prev.ID != arts[6].ID {
			t.Fatalf("last neighbours: %v %v", prev, next)
		}
	})
}

func reverse(in []string) []string {
	out := make([]string, len(in))
	for i, s := range in {
		out[len(in)-1-i] = s
	}
	return out
}

func TestContentRenderedSafely(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		in := input("Turnout report published")
		in.Content = "## Turnout\n\nRead the [report](/news/1).\n\n<script>alert(1)</script>\n\n[x](javascript:alert(2))"
		created, err := f.s.Create(ctx, f.editor, in)
		if err != nil {
			t.Fatal(err)
		}
		a, err := f.s.Get(ctx, nil, created.ID)
		if err != nil {
			t.Fatal(err)
		}
		html := a.ContentHTML()
		if !strings.Contains(html, "<h3>Turnout</h3>") || !strings.Contains(html, `href="/news/1"`) || html != created.ContentHTML() {
			t.Errorf("rendered: %s", html)
		}
		if strings.Contains(html, "<script") || strings.Contains(html, "javascript:") {
			t.Errorf("unsafe HTML survived: %s", html)
		}
		if a.ReadingMinutes() < 1 {
			t.Errorf("reading minutes %d", a.ReadingMinutes())
		}
	})
}

// TestContentRenderedOnce: the body is rendered when it is written and
// stored; reads render nothing. A body past a bound of the renderer is a
// field error, on create and on edit. A row an older renderer made is
// rendered again once, on read or at start (RenderStale), and written back.
func TestContentRenderedOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		a, err := f.s.Create(ctx, f.editor, input("Rendered once story"))
		if err != nil {
			t.Fatal(err)
		}
		before := markdown.Renders()
		got, err := f.s.Get(ctx, nil, a.ID)
		if err != nil {
			t.Fatal(err)
		}
		page, err := f.s.Search(ctx, nil, Filter{}, Newest, 10, "")
		if err != nil || len(page.Items) != 1 {
			t.Fatal(page, err)
		}
		if n := markdown.Renders() - before; n != 0 || got.ContentHTML() == "" || page.Items[0].ContentHTML() != got.ContentHTML() {
			t.Errorf("reads rendered %d times; html %q / %q", n, got.ContentHTML(), page.Items[0].ContentHTML())
		}

		deep := input("Nested too deep story")
		deep.Content = strings.Repeat("- ", 30) + "deep"
		_, err = f.s.Create(ctx, f.editor, deep)
		wantField(t, err, "content", "Content can nest lists at most 10 levels deep")
		_, err = f.s.Update(ctx, f.editor, a.ID, deep)
		wantField(t, err, "content", "Content can nest lists at most 10 levels deep")

		// A row of an older renderer: rendered again on read, written back.
		if _, err := db.Exec(ctx, `UPDATE news_articles SET content_html = 'old', html_version = 0 WHERE id = ?`, a.ID); err != nil {
			t.Fatal(err)
		}
		page, err = f.s.Search(ctx, nil, Filter{NoContent: true}, Newest, 10, "")
		if err != nil || len(page.Items) != 1 || page.Items[0].ContentHTML() != got.ContentHTML() {
			t.Fatalf("stale row read: %v %v", page.Items, err)
		}
		var stored struct {
			HTML    string `db:"content_html"`
			Version int    `db:"html_version"`
		}
		if err := db.Get(ctx, &stored, `SELECT content_html, html_version FROM news_articles WHERE id = ?`, a.ID); err != nil {
			t.Fatal(err)
		}
		if stored.HTML != got.ContentHTML() || stored.Version != markdown.Version {
			t.Errorf("written back: %+v", stored)
		}
		if _, err := db.Exec(ctx, `UPDATE news_articles SET content_html = '', html_version = 0`); err != nil {
			t.Fatal(err)
		}
		if n, err := f.s.RenderStale(ctx); err != nil || n != 1 {
			t.Errorf("RenderStale: %d %v", n, err)
		}
		if n, err := f.s.RenderStale(ctx); err != nil || n != 0 {
			t.Errorf("RenderStale again: %d %v", n, err)
		}
	})
}

// On SQLite a search for words few articles hold is driven by the
// full-text index's list (store.FullText.Where): a word in none is an empty
// list, not a walk over every article in date order testing each (2-3 ms
// at 20,000 articles).
func TestRareWordPageDrivenByIndex(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if db.Dialect() != store.SQLite {
			t.Skip("SQLite's plan")
		}
		ctx := context.Background()
		f := newFixture(t, db)
		for i := 0; i < 3; i++ {
			f.publishAt(t, "County election story", f.now.Add(-time.Hour))
		}
		for search, want := range map[string]int{"zzqx": 0, "county": 3} {
			plan, err := f.s.ExplainSearch(ctx, Filter{Search: search}, Newest, 9)
			if err != nil {
				t.Fatal(err)
			}
			if all := strings.Join(plan, " / "); strings.Contains(all, "news_published_idx") ||
				!strings.Contains(all, "SEARCH n USING INTEGER PRIMARY KEY") {
				t.Errorf("%q: the page walks the articles in date order: %s", search, all)
			}
			p, err := f.s.Search(ctx, nil, Filter{Search: search}, Newest, 9, "")
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Items) != want {
				t.Errorf("%q: %d articles, want %d", search, len(p.Items), want)
			}
		}
	})
}
