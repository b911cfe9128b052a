package web

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"html/template"
	"net/http"
	"strings"
	"time"
)

// page is one route of the spec's route table with its default head.
type page struct {
	pattern     string
	title       string
	description string
	private     bool          // signed-in pages: noindex, left out of the sitemap
	sitemap     bool          // listed in sitemap.xml (static public pages)
	body        template.HTML // first content in #root (boot.go); "" for none
	head        template.HTML // extra <head> markup (Meta.HeadHTML)
}

func (p page) meta() MetaFunc {
	return func(r *http.Request) (Meta, bool) {
		return Meta{Title: p.title, Description: p.description, NoIndex: p.private, Body: p.body, HeadHTML: p.head}, true
	}
}

const siteDescription = "Canvass is the non-partisan professional network and job board for the political " +
	"campaign community: campaign jobs, a vendor directory and resources."

// appPages are the app routes (spec section 2) that exist today: THE list
// of known app paths. Any other path answers HTTP 404 with the app's "404
// Page Not Found" page, so a feature adds its routes here (and to
// web/src/router.tsx) when it lands. Detail pages get their real title from
// the owning feature through HandleMeta (/resources/{id}: ResourcesFeature);
// these are the defaults.
var appPages = []page{
	{pattern: "GET /{$}", title: "Canvass: Build your political network", description: siteDescription, sitemap: true, body: homeBody, head: preloadHero},
	{pattern: "GET /auth", title: "Log In or Sign Up | Canvass", description: "Log in to Canvass or create your free account."},
	{pattern: "GET /forgot-password", title: "Forgot Password | Canvass", description: "Reset your Canvass password.", private: true},
	{pattern: "GET /reset-password", title: "Reset Password | Canvass", description: "Choose a new Canvass password.", private: true},
	{pattern: "GET /verify-email", title: "Confirm Email | Canvass", description: "Confirm the email address of your Canvass account.", private: true},
	{pattern: "GET /insights/pay", title: "Campaign Pay Insights | Canvass", description: "What campaign jobs pay: the middle half of posted pay by role and state, from real postings.", sitemap: true},
	{pattern: "GET /unsubscribe", title: "Unsubscribe | Canvass", description: "Stop a kind of Canvass email.", private: true},
	{pattern: "GET /profile", title: "Profile | Canvass", description: "Your Canvass profile and dashboard.", private: true},
	{pattern: "GET /settings", title: "Account Settings | Canvass", description: "Change your Canvass password or delete your account.", private: true},
	{pattern: "GET /jobs", title: "Campaign Jobs | Canvass", description: "Campaign Job Board: find your next role in politics or hire experienced campaign staff.", sitemap: true, body: jobsBody},
	{pattern: "GET /jobs/{id}", title: "Job | Canvass", description: "A campaign job on Canvass."},
	{pattern: "GET /post-job", title: "Post a Job | Canvass", description: "Post a campaign job on Canvass.", private: true},
	{pattern: "GET /edit-job/{id}", title: "Edit Job | Canvass", description: "Edit your campaign job on Canvass.", private: true},
	{pattern: "GET /vendors", title: "Vendor Directory | Canvass", description: "Political service vendors in consulting, advertising, digital strategy and more.", sitemap: true, body: vendorsBody},
	{pattern: "GET /vendors/{id}", title: "Vendor | Canvass", description: "A political service vendor on Canvass."},
	{pattern: "GET /teams", title: "My Teams | Canvass", description: "Your campaign teams on Canvass.", private: true},
	{pattern: "GET /teams/{id}", title: "Team | Canvass", description: "A campaign team on Canvass.", private: true},
	{pattern: "GET /messages", title: "Messages | Canvass", description: "Your Canvass messages.", private: true},
	{pattern: "GET /notifications", title: "Notifications | Canvass", description: "Your Canvass notifications.", private: true},
	{pattern: "GET /saved-searches", title: "Saved Searches | Canvass", description: "Your saved job searches and job alerts.", private: true},
	{pattern: "GET /news", title: "News | Canvass", description: "News and updates for the campaign community: elections, campaigns, policy and events.", sitemap: true},
	{pattern: "GET /news/{id}", title: "News | Canvass", description: "A news article on Canvass."},
	{pattern: "GET /news/write", title: "Write Article | Canvass", description: "Write a news article for Canvass (editors).", private: true},
	{pattern: "GET /news/edit/{id}", title: "Edit Article | Canvass", description: "Edit a Canvass news article (editors).", private: true},
	{pattern: "GET /news/drafts", title: "Drafts & Scheduled | Canvass", description: "Your news drafts and scheduled articles (editors).", private: true},
	{pattern: "GET /moderation", title: "Moderation Queue | Canvass", description: "Reports for Canvass moderators.", private: true},
	{pattern: "GET /moderation/log", title: "Moderation Log | Canvass", description: "The Canvass moderation audit log.", private: true},
	{pattern: "GET /resources", title: "Resource Center | Canvass", description: "Guides, articles, templates, tools and videos that help campaigns plan, organize and win.", sitemap: true},
	{pattern: "GET /resources/create", title: "Create Resource | Canvass", description: "Share a guide with the campaign community on Canvass.", private: true},
	{pattern: "GET /resources/edit/{id}", title: "Edit Resource | Canvass", description: "Edit your resource on Canvass.", private: true},
	{pattern: "GET /resources/campaign-plan-template", title: "Campaign Plan Template | Resources | Canvass", description: "A print-ready campaign plan template: goals, budget, voter contact and timeline. Download it as a PDF.", sitemap: true},
	{pattern: "GET /resources/gotv-checklist", title: "GOTV Checklist | Resources | Canvass", description: "A get-out-the-vote checklist from six weeks out to election night; your ticks stay in your browser.", sitemap: true},
	{pattern: "GET /resources/video-training", title: "Video Training | Resources | Canvass", description: "Short training videos for campaign staff and volunteers: canvassing, phone banking and fundraising.", sitemap: true},
	{pattern: "GET /resources/election-calendar", title: "Election Calendar | Resources | Canvass", description: "Upcoming US election dates, with a calendar file to download.", sitemap: true},
	{pattern: "GET /about", title: "About | Canvass", description: "About Canvass, the non-partisan professional network for candidates, campaign staff and vendors.", sitemap: true},
	{pattern: "GET /contact", title: "Contact | Canvass", description: "Contact the Canvass team.", sitemap: true},
	{pattern: "GET /privacy", title: "Privacy Policy | Canvass", description: "The Canvass privacy policy.", sitemap: true},
	{pattern: "GET /terms", title: "Terms of Service | Canvass", description: "The Canvass terms of service.", sitemap: true},
	{pattern: "GET /developers", title: "Developers | Canvass", description: "Canvass's GraphQL and REST APIs: personal access tokens, curl examples, the OpenAPI description and rate limits.", sitemap: true},
}

// ldPerson is a schema.org Person (an article's author).
type ldPerson struct {
	Type string `json:"@type"`
	Name string `json:"name"`
}

// JSONLD returns a <script type="application/ld+json"> element holding v,
// escaped so that no value can close the script element.
func JSONLD(v any) (template.HTML, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b) // escapes <, > and & as \u003c etc.
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return template.HTML(`<script type="application/ld+json">` + strings.TrimSpace(b.String()) + `</script>`), nil
}

// ---------------------------------------------------------------- robots.txt

// RobotsTXT serves robots.txt: everything public is allowed; private app
// pages and the APIs are not crawled.
func (s *Server) RobotsTXT() http.Handler {
	body := "User-agent: *\nAllow: /\n" +
		"Disallow: /profile\nDisallow: /settings\nDisallow: /messages\nDisallow: /notifications\nDisallow: /saved-searches\nDisallow: /teams\nDisallow: /post-job\nDisallow: /edit-job\n" +
		"Disallow: /resources/create\nDisallow: /resources/edit\n" +
		"Disallow: /api/\nDisallow: /graphql\n\n" +
		"Sitemap: " + s.cfg.BaseURL + "/sitemap.xml\n"
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=3600")
		w.Write([]byte(body))
	})
}

// --------------------------------------------------------------- sitemap.xml

// SitemapURL is one <url> of sitemap.xml.
type SitemapURL struct {
	Loc     string    // absolute URL, or a path made absolute with BaseURL
	LastMod time.Time // zero to leave out
}

// SitemapSource lists dynamic pages (jobs, vendors, ...) for sitemap.xml.
type SitemapSource func(ctx context.Context) ([]SitemapURL, error)

// maxSitemapURLs is the sitemap protocol's limit for one file.
const maxSitemapURLs = 50000

type xmlURLSet struct {
	XMLName xml.Name `xml:"urlset"`
	XMLNS   string   `xml:"xmlns,attr"`
	URLs    []xmlURL `xml:"url"`
}

type xmlURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

// SitemapXML serves sitemap.xml: the static public pages, then every
// source's pages (at most 50,000 URLs).
func (s *Server) SitemapXML() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		set := xmlURLSet{XMLNS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
		add := func(u SitemapURL) {
			if len(set.URLs) >= maxSitemapURLs {
				return
			}
			loc := u.Loc
			if strings.HasPrefix(loc, "/") {
				loc = s.cfg.BaseURL + loc
			}
			x := xmlURL{Loc: loc}
			if !u.LastMod.IsZero() {
				x.LastMod = u.LastMod.UTC().Format("2006-01-02")
			}
			set.URLs = append(set.URLs, x)
		}
		for _, p := range appPages {
			if p.sitemap {
				add(SitemapURL{Loc: patternPath(p.pattern)})
			}
		}
		s.mu.RLock()
		srcs := append([]SitemapSource(nil), s.sitemaps...)
		s.mu.RUnlock()
		for _, src := range srcs {
			urls, err := src(r.Context())
			if err != nil {
				s.log.ErrorContext(r.Context(), "sitemap source failed", "err", err)
				http.Error(w, "sitemap unavailable", http.StatusServiceUnavailable)
				return
			}
			for _, u := range urls {
				add(u)
			}
		}
		out, err := xml.MarshalIndent(set, "", "  ")
		if err != nil {
			http.Error(w, "sitemap unavailable", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/xml; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=3600")
		w.Write([]byte(xml.Header))
		w.Write(out)
		w.Write([]byte("\n"))
	})
}

// patternPath turns "GET /about" into "/about" and "GET /{$}" into "/".
func patternPath(pattern string) string {
	_, p, _ := strings.Cut(pattern, " ")
	return strings.TrimSuffix(p, "{$}")
}
