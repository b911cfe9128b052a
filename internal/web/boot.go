package web

import (
	"bytes"
	"html/template"
	"math"
	"strconv"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/jobs"
)

// The first content of a page in the HTML (Meta.Body): the heading and the
// largest content of /, /jobs, /jobs/{id} and /vendors, painted at first
// paint instead of after the app's JavaScript and its GraphQL query (issue
// 14: Lighthouse mobile's largest contentful paint). React replaces it when
// the screen renders. The classes ("boot-...", web/src/global.css) give it
// the size and place of the screen's own markup, so nothing moves when the
// app takes over; e2e/phone.test.mjs compares the two. Every value is
// escaped by html/template: job text is user-written. Links whose target
// depends on who is looking (the board's Post Job) or exists only in the app
// (How It Works, #how-it-works) have no href until the app renders them.

var bootTemplates = template.Must(template.New("boot").Parse(`
{{- define "home" -}}
<section class="boot-hero" aria-labelledby="hero-title"><div class="boot-hero-in"><div class="boot-hero-stack">
<h1 id="hero-title" class="boot-hero-title">Build your political network</h1>
<p class="boot-hero-text">Canvass is the non-partisan professional network for the political community: find jobs, connect with vendors and advance your career.</p>
<div class="boot-hero-actions"><a class="boot-btn boot-btn-lg boot-btn-white" href="/jobs">Find Campaign Jobs</a><a class="boot-btn boot-btn-lg boot-btn-clear">How It Works</a></div>
</div></div></section>
{{- end -}}

{{- define "jobs" -}}
<div class="boot-page"><div class="boot-board-head"><div class="boot-stack boot-gap-1">
<h1 class="boot-h1">Campaign Jobs</h1>
<p class="boot-muted">Find your next role in politics or hire experienced campaign staff.</p>
</div><a class="boot-btn boot-btn-solid">Post Job</a></div></div>
{{- end -}}

{{- define "vendors" -}}
<div class="boot-page"><div class="boot-stack boot-gap-2 boot-vendors-head">
<h1 class="boot-h1 boot-h1-3xl">Vendor Directory</h1>
<p class="boot-muted">Find consultants, advertising agencies, digital strategists, fundraisers, pollsters and more.</p>
</div></div>
{{- end -}}

{{- define "job" -}}
<div class="boot-page boot-page-6xl"><div class="boot-stack boot-gap-6">
<a class="boot-back" href="/jobs">&larr; Back to Jobs</a>
{{- if .Hidden}}<div class="boot-alert" role="status"><p class="boot-strong">Hidden by moderators</p>{{if .HiddenReason}}<p>{{.HiddenReason}}</p>{{end}}</div>{{end}}
<div class="boot-job-grid"><div class="boot-stack boot-gap-6 boot-min0">
<div class="boot-stack boot-gap-3">
<div class="boot-badges">{{range .Badges}}<span class="boot-badge boot-p-{{.Palette}}{{if .Outline}} boot-badge-outline{{end}}">{{.Label}}</span>{{end}}</div>
<h1 class="boot-h1 boot-break">{{.Title}}</h1>
<p class="boot-org">{{.Organization}}</p>
<p class="boot-muted">{{.Location}} &middot; Posted {{.Posted}}</p>
</div>
{{- if .Closed}}<div class="boot-alert" role="status">This job is no longer accepting applications.</div>{{end -}}
{{- if .Facts}}<dl class="boot-facts">{{range .Facts}}<div><dt>{{.Label}}</dt><dd>{{.Value}}</dd></div>{{end}}</dl>{{end -}}
{{- if not .Closed}}<div class="boot-actions" aria-hidden="true"></div>{{end}}
<div class="boot-stack boot-gap-2"><h2 class="boot-h2">Job Description</h2><p class="boot-desc">{{.Description}}</p></div>
</div>
<aside class="boot-card"><h2 class="boot-card-title">About the Organization</h2><p class="boot-strong">{{.Organization}}</p><p class="boot-small boot-muted">{{.Location}}</p></aside>
</div></div></div>
{{- end -}}
`))

// bootHTML executes one of bootTemplates.
func bootHTML(name string, data any) template.HTML {
	var b bytes.Buffer
	if err := bootTemplates.ExecuteTemplate(&b, name, data); err != nil {
		return "" // the page still works: the app renders it
	}
	return template.HTML(b.String())
}

// preloadHero starts the home hero's background image (the largest paint
// of /) with the HTML instead of after the stylesheet.
const preloadHero template.HTML = `<link rel="preload" as="image" href="/assets/img/hero.svg" type="image/svg+xml" fetchpriority="high" />`

// Bodies of the list pages (static text: their lists arrive with the app).
var (
	homeBody    = bootHTML("home", nil)
	jobsBody    = bootHTML("jobs", nil)
	vendorsBody = bootHTML("vendors", nil)
)

type bootBadge struct {
	Label, Palette string
	Outline        bool
}

type bootFact struct{ Label, Value string }

type bootJob struct {
	Title, Organization, Location, Description, Posted string
	Badges                                             []bootBadge
	Facts                                              []bootFact
	Closed                                             bool
	// Hidden: moderators hid the job, and its owner or a moderator is
	// looking (the app's "Hidden by moderators" alert, with the reason).
	Hidden       bool
	HiddenReason string
}

// jobBody is the first content of /jobs/{id} as a visitor sees it (JobDetail
// in web/src/features/jobs/JobRoute.tsx); the actions, which depend on who is
// looking, get their space only.
func jobBody(j *jobs.Job, now time.Time) template.HTML { return bootHTML("job", jobBoot(j, now)) }

// jobBodyHidden is jobBody as the owner and the moderators see a job
// moderators hid: the notice and its reason first.
func jobBodyHidden(j *jobs.Job, now time.Time, reason string) template.HTML {
	d := jobBoot(j, now)
	d.Hidden, d.HiddenReason = true, reason
	return bootHTML("job", d)
}

// jobBoot is what the "job" template shows of j.
func jobBoot(j *jobs.Job, now time.Time) bootJob {
	d := bootJob{
		Title:        j.Title,
		Organization: j.Organization,
		Location:     j.Location,
		Description:  j.Description,
		Posted:       relativeTime(j.CreatedAt, now),
		Closed:       j.PastDeadline(now),
	}
	d.Badges = append(d.Badges, bootBadge{Label: jobs.JobTypes.Label(string(j.JobType)), Palette: palette(jobs.JobTypes.Palette(string(j.JobType)))})
	if a := j.PoliticalAffiliation; a != nil && *a != "" {
		d.Badges = append(d.Badges, bootBadge{Label: accounts.Affiliations.Label(string(*a)), Palette: palette(accounts.Affiliations.Palette(string(*a)))})
	}
	if j.Workplace != nil {
		d.Badges = append(d.Badges, bootBadge{Label: jobs.Workplaces.Label(string(*j.Workplace)), Palette: "gray", Outline: true})
	}
	if d.Closed {
		d.Badges = append(d.Badges, bootBadge{Label: "Closed", Palette: "gray-solid"})
	}
	if s := salaryText(j); s != "" {
		d.Facts = append(d.Facts, bootFact{"Salary", s})
	}
	if j.Workplace != nil {
		d.Facts = append(d.Facts, bootFact{"Workplace", jobs.Workplaces.Label(string(*j.Workplace))})
	}
	if j.ElectionDate != nil {
		if day, err := time.Parse(time.DateOnly, *j.ElectionDate); err == nil {
			d.Facts = append(d.Facts, bootFact{"Election", day.Format("January 2, 2006")})
		}
	}
	if j.Deadline != nil {
		d.Facts = append(d.Facts, bootFact{"Apply by", j.Deadline.Format("January 2, 2006")})
	}
	return d
}

// palette keeps the badge class to the palettes global.css styles.
func palette(p string) string {
	switch p {
	case "green", "blue", "orange", "purple", "teal", "red", "yellow":
		return p
	}
	return "gray"
}

// salaryText is formatSalary of web/src/features/jobs/jobLabels.ts.
func salaryText(j *jobs.Job) string {
	period := ""
	if j.SalaryPeriod != nil {
		period = string(*j.SalaryPeriod)
	}
	if j.SalaryMin == nil && j.SalaryMax == nil {
		if period == "stipend" {
			return "Stipend"
		}
		return ""
	}
	var amount string
	switch {
	case j.SalaryMin != nil && j.SalaryMax != nil && *j.SalaryMin == *j.SalaryMax:
		amount = dollars(*j.SalaryMin)
	case j.SalaryMin != nil && j.SalaryMax != nil:
		amount = dollars(*j.SalaryMin) + " - " + dollars(*j.SalaryMax)
	case j.SalaryMin != nil:
		amount = "From " + dollars(*j.SalaryMin)
	default:
		amount = "Up to " + dollars(*j.SalaryMax)
	}
	switch period {
	case "stipend":
		return "Stipend: " + amount
	case "":
		return amount
	}
	return amount + " " + jobs.SalaryPeriods.Label(period)
}

// dollars formats n as "$48,000".
func dollars(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		return "-$" + s
	}
	return "$" + s
}

// relativeTime is formatRelative of web/src/lib/labels.ts (English
// Intl.RelativeTimeFormat, numeric "auto"): "yesterday", "3 days ago".
func relativeTime(t, now time.Time) string {
	seconds := math.Round(t.Sub(now).Seconds())
	units := []struct {
		name string
		size float64
	}{{"year", 31536000}, {"month", 2592000}, {"week", 604800}, {"day", 86400}, {"hour", 3600}, {"minute", 60}}
	for _, u := range units {
		if math.Abs(seconds) >= u.size {
			return relativeUnit(int(math.Round(seconds/u.size)), u.name)
		}
	}
	return relativeUnit(int(seconds), "second")
}

func relativeUnit(n int, unit string) string {
	named := map[string][3]string{ // -1, 0, +1 with numeric "auto"
		"year": {"last year", "this year", "next year"}, "month": {"last month", "this month", "next month"},
		"week": {"last week", "this week", "next week"}, "day": {"yesterday", "today", "tomorrow"},
		"hour": {"", "this hour", ""}, "minute": {"", "this minute", ""}, "second": {"", "now", ""},
	}
	if n >= -1 && n <= 1 {
		if s := named[unit][n+1]; s != "" {
			return s
		}
	}
	abs := n
	if abs < 0 {
		abs = -abs
	}
	word := unit
	if abs != 1 {
		word += "s"
	}
	if n < 0 {
		return strconv.Itoa(abs) + " " + word + " ago"
	}
	return "in " + strconv.Itoa(abs) + " " + word
}
