package web

import (
	"context"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/jobs"
	"canvass/internal/session"
)

// Jobs for search engines: the head of /jobs/{id} (title, description,
// schema.org JobPosting JSON-LD), the newest open jobs in sitemap.xml and an
// Atom feed of the newest jobs at /jobs/feed.xml.

// Sizes of the job listings for search engines.
const (
	JobsInSitemap = 5000 // newest open jobs listed in sitemap.xml
	JobsInFeed    = 50   // newest open jobs in /jobs/feed.xml
)

// VerifiedNamer reports the organisation name a member is verified for
// (verify.Service.NameOf); nil: nobody is.
type VerifiedNamer func(ctx context.Context, userID int64) (string, bool, error)

// JobsFeature is what jobs show search engines; baseURL makes the JSON-LD's
// URLs absolute; verified names the hiring organisation of verified posters.
func JobsFeature(svc *jobs.Service, verified VerifiedNamer, baseURL string) Feature {
	return Feature{
		Pages: map[string]MetaFunc{"GET /jobs/{id}": func(r *http.Request) (Meta, bool) {
			id, ok := pathID(r)
			if !ok {
				return Meta{}, false
			}
			// SECURITY: a job moderators hid is the 404 shell but for its owner
			// and the moderators (internal/hidden), who see it with the notice.
			viewer := session.Viewer(r.Context())
			j, err := svc.GetFor(r.Context(), viewer, id)
			if err != nil {
				return Meta{}, false // missing: the 404 shell ("Job Not Found" in the app)
			}
			if j.IsHidden() {
				// No JSON-LD: search engines never see it.
				return Meta{
					Title:       j.Title + " at " + j.Organization + " | Canvass",
					Description: jobDescription(j),
					Body:        jobBodyHidden(j, time.Now(), j.ReasonText()),
				}, true
			}
			var name string
			if verified != nil {
				if name, _, err = verified(r.Context(), j.UserID); err != nil {
					return Meta{}, false
				}
			}
			ld, err := JSONLD(JobPosting(j, name, baseURL))
			if err != nil {
				return Meta{}, false
			}
			return Meta{
				Title:       j.Title + " at " + j.Organization + " | Canvass",
				Description: jobDescription(j),
				HeadHTML:    ld,
				Body:        jobBody(j, time.Now()),
			}, true
		}},
		Sitemap: func(ctx context.Context) ([]SitemapURL, error) {
			refs, err := svc.RecentOpen(ctx, JobsInSitemap)
			if err != nil {
				return nil, err
			}
			out := make([]SitemapURL, len(refs))
			for i, ref := range refs {
				out[i] = SitemapURL{Loc: "/jobs/" + strconv.FormatInt(ref.ID, 10), LastMod: ref.CreatedAt}
			}
			return out, nil
		},
		Feeds: map[string]Feed{"GET /jobs/feed.xml": {
			Title: "Canvass: Campaign Jobs",
			List:  "/jobs",
			Entries: func(ctx context.Context) ([]FeedEntry, error) {
				page, err := svc.Search(ctx, nil, jobs.Filter{}, jobs.Newest, JobsInFeed, "")
				if err != nil {
					return nil, err
				}
				out := make([]FeedEntry, len(page.Items))
				for i, j := range page.Items {
					label := jobs.JobTypeLabel(string(j.JobType))
					out[i] = FeedEntry{
						Title:     j.Title + " at " + j.Organization,
						Path:      "/jobs/" + strconv.FormatInt(j.ID, 10),
						Published: j.CreatedAt,
						Updated:   j.CreatedAt,
						Summary:   excerpt(j.Location+" · "+label+". "+j.Description, 500),
						Category:  FeedCategory{Term: string(j.JobType), Label: label},
					}
				}
				return out, nil
			},
		}},
	}
}

// jobDescription is the meta description of a job page: where, what kind,
// then the start of the description, about 160 characters in all.
func jobDescription(j *jobs.Job) string {
	head := j.Organization + " · " + j.Location + " · " + jobs.JobTypeLabel(string(j.JobType)) + ". "
	return excerpt(head+j.Description, 160)
}

var spaces = regexp.MustCompile(`\s+`)

// excerpt collapses white space and cuts s to at most n characters at a
// word boundary, adding "…" when it cut.
func excerpt(s string, n int) string {
	s = strings.TrimSpace(spaces.ReplaceAllString(s, " "))
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)[:n-1]
	cut := string(r)
	if i := strings.LastIndex(cut, " "); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:-") + "…"
}

// ------------------------------------------------------------- JSON-LD

// jobPosting is schema.org JobPosting (Google's job posting fields).
type jobPosting struct {
	Context            string          `json:"@context"`
	Type               string          `json:"@type"`
	Title              string          `json:"title"`
	Description        string          `json:"description"`
	DatePosted         string          `json:"datePosted"`
	ValidThrough       string          `json:"validThrough,omitempty"`
	EmploymentType     string          `json:"employmentType,omitempty"`
	HiringOrganization ldOrganization  `json:"hiringOrganization"`
	JobLocation        *ldPlace        `json:"jobLocation,omitempty"`
	JobLocationType    string          `json:"jobLocationType,omitempty"`
	ApplicantLocation  *ldCountry      `json:"applicantLocationRequirements,omitempty"`
	BaseSalary         *ldMonetary     `json:"baseSalary,omitempty"`
	Identifier         ldPropertyValue `json:"identifier"`
	URL                string          `json:"url"`
	DirectApply        bool            `json:"directApply"`
}

type ldOrganization struct {
	Type string `json:"@type"`
	Name string `json:"name"`
}

type ldPlace struct {
	Type    string          `json:"@type"`
	Address ldPostalAddress `json:"address"`
}

type ldPostalAddress struct {
	Type            string `json:"@type"`
	AddressLocality string `json:"addressLocality"`
	AddressRegion   string `json:"addressRegion,omitempty"`
	AddressCountry  string `json:"addressCountry,omitempty"`
}

type ldCountry struct {
	Type string `json:"@type"`
	Name string `json:"name"`
}

type ldMonetary struct {
	Type     string         `json:"@type"`
	Currency string         `json:"currency"`
	Value    ldQuantitative `json:"value"`
}

type ldQuantitative struct {
	Type     string `json:"@type"`
	Value    *int   `json:"value,omitempty"`
	MinValue *int   `json:"minValue,omitempty"`
	MaxValue *int   `json:"maxValue,omitempty"`
	UnitText string `json:"unitText,omitempty"`
}

type ldPropertyValue struct {
	Type  string `json:"@type"`
	Name  string `json:"name"`
	Value string `json:"value"`
}

var employmentTypes = map[jobs.JobType]string{
	"full-time": "FULL_TIME", "part-time": "PART_TIME", "contract": "CONTRACTOR",
	"volunteer": "VOLUNTEER", "internship": "INTERN",
}

var salaryUnits = map[jobs.SalaryPeriod]string{"hour": "HOUR", "month": "MONTH", "year": "YEAR"}

// cityRegion matches "Des Moines, IA": a locality and a US state code.
var cityRegion = regexp.MustCompile(`^(.+?),\s*([A-Z]{2})$`)

// JobPosting builds the schema.org JobPosting of j. Salaries are in US
// dollars (Canvass serves US campaigns); a "City, ST" location becomes a
// US address; remote jobs (workplace remote, or location "Remote") are
// TELECOMMUTE for applicants in the USA. The hiring organisation is the
// poster's verified name when they are verified (docs/trust.md), else the
// organisation the job names.
func JobPosting(j *jobs.Job, verifiedName, baseURL string) any {
	org := j.Organization
	if verifiedName != "" {
		org = verifiedName
	}
	url := baseURL + "/jobs/" + strconv.FormatInt(j.ID, 10)
	p := jobPosting{
		Context:            "https://schema.org/",
		Type:               "JobPosting",
		Title:              j.Title,
		Description:        j.Description,
		DatePosted:         j.CreatedAt.UTC().Format(time.RFC3339),
		EmploymentType:     employmentTypes[j.JobType],
		HiringOrganization: ldOrganization{Type: "Organization", Name: org},
		Identifier:         ldPropertyValue{Type: "PropertyValue", Name: "Canvass", Value: strconv.FormatInt(j.ID, 10)},
		URL:                url,
		DirectApply:        true,
	}
	if j.Deadline != nil {
		p.ValidThrough = j.Deadline.UTC().Format(time.RFC3339)
	}
	remote := (j.Workplace != nil && *j.Workplace == "remote") || strings.EqualFold(strings.TrimSpace(j.Location), "remote")
	if remote {
		p.JobLocationType = "TELECOMMUTE"
		p.ApplicantLocation = &ldCountry{Type: "Country", Name: "USA"}
	}
	if !strings.EqualFold(strings.TrimSpace(j.Location), "remote") && strings.TrimSpace(j.Location) != "" {
		addr := ldPostalAddress{Type: "PostalAddress", AddressLocality: j.Location}
		if m := cityRegion.FindStringSubmatch(j.Location); m != nil {
			addr.AddressLocality, addr.AddressRegion, addr.AddressCountry = m[1], m[2], "US"
		}
		p.JobLocation = &ldPlace{Type: "Place", Address: addr}
	}
	if j.SalaryMin != nil || j.SalaryMax != nil {
		v := ldQuantitative{Type: "QuantitativeValue", MinValue: j.SalaryMin, MaxValue: j.SalaryMax}
		if j.SalaryMin != nil && j.SalaryMax != nil && *j.SalaryMin == *j.SalaryMax {
			v = ldQuantitative{Type: "QuantitativeValue", Value: j.SalaryMin}
		}
		if j.SalaryPeriod != nil {
			v.UnitText = salaryUnits[*j.SalaryPeriod] // none for a stipend
		}
		p.BaseSalary = &ldMonetary{Type: "MonetaryAmount", Currency: "USD", Value: v}
	}
	return p
}
