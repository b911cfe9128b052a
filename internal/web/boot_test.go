package web

import (
	"html/template"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/jobs"
)

const bootIndex = `<!doctype html><html lang="en"><head><title>Canvass</title><!--canvass:head--></head>` +
	`<body><div id="root"><div class="boot-header">C</div><!--canvass:body--></div><script src="/a.js"></script></body></html>`

// rootOf returns what the page has inside #root.
func rootOf(t *testing.T, page string) string {
	t.Helper()
	_, after, ok := strings.Cut(page, `<div id="root">`)
	inner, _, ok2 := strings.Cut(after, "</div><script")
	if !ok || !ok2 {
		t.Fatalf("no #root in %s", page)
	}
	return inner
}

func TestPagesWriteTheirFirstContentIntoRoot(t *testing.T) {
	s := testServer(t, false, fstest.MapFS{"index.html": {Data: []byte(bootIndex)}})
	s.AddFeature(Feature{Pages: map[string]MetaFunc{"GET /things/{id}": func(r *http.Request) (Meta, bool) {
		return Meta{Title: "A thing", Body: template.HTML(`<h1 class="boot-h1">Thing</h1>`)}, true
	}}})
	for _, tc := range []struct{ path, want string }{
		{"/", `<h1 id="hero-title" class="boot-hero-title">Build your political network</h1>`},
		{"/jobs", `<h1 class="boot-h1">Campaign Jobs</h1>`},
		{"/vendors", `<h1 class="boot-h1 boot-h1-3xl">Vendor Directory</h1>`},
		{"/things/7", `<h1 class="boot-h1">Thing</h1>`},
	} {
		page := serve(s, "GET", tc.path).Body.String()
		root := rootOf(t, page)
		if !strings.HasPrefix(root, `<div class="boot-header">C</div>`) || !strings.Contains(root, tc.want) {
			t.Errorf("%s: #root = %s", tc.path, root)
		}
		if strings.Contains(page, bodyMarker) {
			t.Errorf("%s: the body marker is left in the page", tc.path)
		}
	}
	// The hero's background image (the largest paint of /) starts with the HTML.
	if page := serve(s, "GET", "/").Body.String(); !strings.Contains(page, `<link rel="preload" as="image" href="/assets/img/hero.svg"`) {
		t.Errorf("/ does not preload the hero image")
	}
	// Pages without first content keep the header's look only; so does the 404 page.
	for _, path := range []string{"/about", "/nowhere"} {
		if root := rootOf(t, serve(s, "GET", path).Body.String()); root != `<div class="boot-header">C</div>` {
			t.Errorf("%s: #root = %s", path, root)
		}
	}
	// An index.html without the marker is served as it is.
	plain := testServer(t, false, nil)
	if page := serve(plain, "GET", "/jobs").Body.String(); !strings.Contains(page, `<div id="root"></div>`) {
		t.Errorf("index without marker: %s", page)
	}
}

func TestJobBodyEscapesUserText(t *testing.T) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	evil := `</p><script>alert(1)</script><img src=x onerror=alert(2)> & "quoted"`
	dem := accounts.Affiliation("Democratic")
	remote := jobs.Workplace("remote")
	year := jobs.SalaryPeriod("year")
	lo, hi := 48000, 55000
	j := &jobs.Job{
		ID: 1, Title: "Organizer " + evil, Organization: "Friends " + evil, Location: "Denver, CO " + evil,
		JobType: "full-time", Description: "Knock doors.\n\n" + evil, PoliticalAffiliation: &dem,
		Workplace: &remote, SalaryMin: &lo, SalaryMax: &hi, SalaryPeriod: &year, CreatedAt: now.Add(-30 * time.Hour),
	}
	body := string(jobBody(j, now))
	for _, bad := range []string{"<script", "<img", `"quoted"`} {
		if strings.Contains(body, bad) {
			t.Errorf("unescaped %q in %s", bad, body)
		}
	}
	for _, want := range []string{
		`<h1 class="boot-h1 boot-break">Organizer &lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &#34;quoted&#34;</h1>`,
		`<p class="boot-desc">Knock doors.` + "\n\n" + `&lt;/p&gt;&lt;script&gt;`,
		`<span class="boot-badge boot-p-green">Full-Time</span>`,
		`<span class="boot-badge boot-p-blue">Democratic</span>`,
		`<span class="boot-badge boot-p-gray boot-badge-outline">Remote</span>`,
		`<dd>$48,000 - $55,000 per year</dd>`,
		`Posted yesterday</p>`,
		`<div class="boot-actions" aria-hidden="true"></div>`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("job body lacks %s:\n%s", want, body)
		}
	}

	// A closed job says so, with its badge, and has no actions.
	past := now.Add(-time.Hour)
	j.Deadline = &past
	closed := string(jobBody(j, now))
	if !strings.Contains(closed, "This job is no longer accepting applications.") || !strings.Contains(closed, `boot-p-gray-solid">Closed<`) ||
		strings.Contains(closed, "boot-actions") || !strings.Contains(closed, "<dt>Apply by</dt><dd>November 25, 2026</dd>") {
		t.Errorf("closed job body: %s", closed)
	}
	// The election a job serves is a fact, as the app shows it, before the deadline.
	day := "2030-11-05"
	j.ElectionDate = &day
	if body := string(jobBody(j, now)); !strings.Contains(body, "<dt>Election</dt><dd>November 5, 2030</dd></div><div><dt>Apply by</dt>") {
		t.Errorf("job body lacks the election: %s", body)
	}
}

func TestRelativeTimeMatchesTheApp(t *testing.T) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		ago  time.Duration
		want string
	}{
		{0, "now"}, {10 * time.Second, "10 seconds ago"}, {time.Minute, "1 minute ago"}, {5 * time.Hour, "5 hours ago"},
		{30 * time.Hour, "yesterday"}, {3 * 24 * time.Hour, "3 days ago"}, {8 * 24 * time.Hour, "last week"},
		{40 * 24 * time.Hour, "last month"}, {400 * 24 * time.Hour, "last year"}, {-2 * 24 * time.Hour, "in 2 days"},
	} {
		if got := relativeTime(now.Add(-tc.ago), now); got != tc.want {
			t.Errorf("%v ago = %q, want %q", tc.ago, got, tc.want)
		}
	}
}

func TestSalaryTextMatchesTheApp(t *testing.T) {
	n := func(v int) *int { return &v }
	p := func(v string) *jobs.SalaryPeriod { s := jobs.SalaryPeriod(v); return &s }
	for _, tc := range []struct {
		j    jobs.Job
		want string
	}{
		{jobs.Job{}, ""},
		{jobs.Job{SalaryMin: n(20), SalaryPeriod: p("hour")}, "From $20 per hour"},
		{jobs.Job{SalaryMax: n(3000), SalaryPeriod: p("month")}, "Up to $3,000 per month"},
		{jobs.Job{SalaryMin: n(500), SalaryMax: n(500), SalaryPeriod: p("stipend")}, "Stipend: $500"},
		{jobs.Job{SalaryPeriod: p("stipend")}, "Stipend"},
		{jobs.Job{SalaryMin: n(1000000), SalaryMax: n(1200000), SalaryPeriod: p("year")}, "$1,000,000 - $1,200,000 per year"},
	} {
		if got := salaryText(&tc.j); got != tc.want {
			t.Errorf("salaryText(%+v) = %q, want %q", tc.j, got, tc.want)
		}
	}
}
