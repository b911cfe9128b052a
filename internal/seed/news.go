package seed

import (
	"context"
	"fmt"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/markdown"
	"canvass/internal/news"
	"canvass/internal/store"
)

// demoArticle is one demo news article; daysAgo dates its publication
// (negative: scheduled that many days ahead).
type demoArticle struct {
	title, summary, content string
	daysAgo                 int
}

// demoArticles: written for Canvass, across the four topics (elections,
// campaigns, policy, events) and one scheduled article.
var demoArticles = []demoArticle{
	{"Election Officials Prepare for Record Early Voting", "County clerks in six states are adding drop boxes and extending hours as early voting requests climb past previous highs.",
		"## What is changing\n\nClerks in Arizona, Georgia, Michigan, Nevada, Pennsylvania and Wisconsin report early voting requests running well ahead of the last cycle.\n\n- More drop boxes in suburban counties\n- Weekend hours at central offices\n- Extra staff for signature verification\n\n## What campaigns should do\n\nMove chase programs earlier and make sure volunteers know the new hours in each county.", 1},
	{"Campaign Finance Filing Deadline: What Treasurers Need to Know", "Quarterly reports are due in two weeks. Here is a checklist for treasurers of first-time campaigns.",
		"Quarterly reports close on the last day of the quarter and are due fifteen days later.\n\n1. Reconcile every deposit with the bank statement.\n2. Itemize contributions over the reporting threshold.\n3. Keep copies of every in-kind contribution letter.\n\nLate filing fines grow each day, so file early and amend if needed.", 2},
	{"Ballot Access Legislation Passes the State House", "The new law lowers signature requirements for independent candidates and allows electronic petition signatures in statewide races.",
		"The bill passed with support from both parties after two years of negotiation.\n\n## Key provisions\n\n- Signature thresholds drop by a third for independent candidates\n- Electronic signatures accepted with identity verification\n- Petition deadlines move two weeks later\n\nThe changes take effect for next year's primary.", 3},
	{"Regional Campaign Conference Opens Registration", "The Midwest Campaign Conference returns to Chicago with tracks on field, data, digital and compliance.",
		"Registration is open for the two-day Midwest Campaign Conference.\n\nSessions include field program design, voter file hygiene, digital fundraising and compliance for first-time treasurers. Scholarships are available for volunteers and first-time staff.", 4},
	{"Turnout Models Miss Young Voters Again, Analysts Say", "A review of last year's municipal elections finds that most turnout models undercounted voters under 30 by several points.",
		"Analysts compared turnout models with certified results in forty cities.\n\nThe models undercounted voters under 30 by an average of four points, mostly in cities with same-day registration. Campaigns that knocked doors near campuses saw the biggest gap between model and result.", 5},
	{"How Small Campaigns Are Using Text Banking", "Peer-to-peer texting has become the default volunteer activity for down-ballot campaigns. Organizers share what works.",
		"Three organizers from city council and school board campaigns describe their text banking programs.\n\n> Keep the first message short, personal and about one thing.\n\nThey recommend weekly shifts, shared reply scripts and a clear opt-out in every first message.", 6},
	{"Ad Disclosure Policy Now Covers Digital Political Ads", "The state ethics commission adopted rules requiring paid-for-by disclaimers on streaming and social media ads.",
		"The policy applies to any paid political message on a digital platform, including streaming audio and influencer posts.\n\nDisclaimers must be readable on a phone screen and stay visible for the whole ad. The rules take effect in ninety days.", 7},
	{"Volunteer Rally Draws Hundreds Ahead of Canvass Weekend", "Organizers in Des Moines kicked off a weekend of door knocking with a rally and training for new volunteers.",
		"More than three hundred volunteers attended the kickoff.\n\nNew volunteers paired with experienced canvassers for their first shifts, and the campaign reported its highest single-weekend door count of the cycle.", 8},
	{"Primary Election Calendar Shifts in Three States", "Three states moved their primary elections earlier, compressing the window for candidate filing and signature gathering.",
		"Candidates now have as little as six weeks between the filing deadline and the primary.\n\nCampaigns should confirm filing dates with their secretary of state and plan petition drives accordingly.", 10},
	{"Campaign Staff Pay Survey Shows Gains for Field Organizers", "An industry survey of campaign staff finds median field organizer pay rose for the second cycle in a row.",
		"The survey collected responses from more than two thousand campaign staff.\n\nField organizers saw the largest gains, and more campaigns now publish salary ranges in their job postings, as Canvass encourages.", 12},
	{"Legislation Would Protect Election Workers From Harassment", "A bipartisan bill would make threatening an election worker a felony and fund security training for county offices.",
		"The bill follows a rise in reported threats against poll workers and county clerks.\n\nIt also funds de-escalation training and allows election workers to keep their home addresses private.", 14},
	{"Town Hall Event Formats That Actually Draw a Crowd", "Candidates are trying shorter, themed town halls in libraries, breweries and community centers. Here is what works.",
		"Short, themed events with a clear topic outperform open-ended town halls.\n\nSchedule them in the early evening, partner with a local host, and collect sign-ups at the door for follow-up.", 16},
	{"Runoff Election Set After Tight Mayoral Race", "No candidate reached the majority needed, sending the top two to a runoff in four weeks.",
		"The two candidates finished within three points of each other.\n\nBoth campaigns are rebuilding their field programs for the runoff, when turnout is usually lower and every contact counts.", 18},
	{"Policy Briefing: Redistricting Lawsuits to Watch", "Courts in four states will hear redistricting challenges this year. A short guide to the cases and what they could change.",
		"The cases challenge legislative and congressional maps adopted after the last census.\n\nDecisions could redraw districts before the next filing deadline, so candidates in affected districts should prepare for both maps.", 21},
	{"Nonpartisan Debate Series Announces Fall Events", "The county debate series will host candidates for mayor, school board and state house in a series of public events.",
		"Each debate will stream online and air on community radio.\n\nCandidates who meet the polling threshold will receive invitations, and questions will come from a panel of local journalists and residents.", 25},
	{"Upcoming: The Campaign Tech Conference Speaker Lineup", "The speakers for next month's Campaign Tech Conference will be announced here when registration opens.",
		"This article is scheduled: readers see it once its publication time passes.\n\nThe lineup covers voter contact tools, data privacy and small-dollar fundraising.", -3},
}

// demoNews grants the demo editor the editor role (as `canvass editors add`
// does) and writes the newsroom's demo articles through the news service,
// then dates them over the past weeks (one is scheduled ahead).
func (s *Seeder) demoNews(ctx context.Context, users DemoUsers) error {
	if s.News == nil {
		return nil
	}
	if _, err := s.News.GrantEditor(ctx, DemoEditor); err != nil {
		return fmt.Errorf("demo editor: %w", err)
	}
	editor := users[DemoEditor]
	now := store.Now()
	for i, d := range demoArticles {
		in := news.Input{Title: d.title, Summary: d.summary, Content: d.content, Status: string(news.Published)}
		at := now.Add(-time.Duration(d.daysAgo)*24*time.Hour - time.Duration(i)*time.Hour)
		if d.daysAgo < 0 {
			in.Status, in.PublishAt = string(news.Scheduled), &at
		}
		a, err := s.News.Create(ctx, editor, in)
		if err != nil {
			return fmt.Errorf("demo article %q: %w", d.title, err)
		}
		if d.daysAgo >= 0 {
			if _, err := s.DB.Exec(ctx, `UPDATE news_articles SET published_at = ?, created_at = ?, updated_at = ? WHERE id = ?`,
				at, at.Add(-2*time.Hour), at, a.ID); err != nil {
				return err
			}
		}
	}
	return nil
}

// benchNewsChunk is how many articles one INSERT statement writes.
const benchNewsChunk = 400

// benchNews inserts n published articles in bulk by one bench editor
// (bench_editor), titles rotating through the four topics' words, every
// summary naming a county; publication times one hour apart.
func (s *Seeder) benchNews(ctx context.Context, n int) error {
	hash, err := accounts.HashPassword(ctx, "canvass-bench")
	if err != nil {
		return err
	}
	topics := []string{"Election", "Campaign", "Policy", "Legislation", "Event", "Conference", "Rally", "Budget", "Turnout", "Volunteer"}
	places := []string{"Polk", "Maricopa", "Dane", "Wake", "Washoe", "Hillsborough", "Fulton", "Allegheny", "Denver", "Franklin"}
	now := store.Now()
	return s.DB.InTx(ctx, func(tx *store.Tx) error {
		var editorID int64
		err := tx.Get(ctx, &editorID, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
			VALUES ('bench_editor', ?, 'bench_editor@bench.canvass.test', 'Bench', 'Editor', 'campaign_staff', ?) RETURNING id`, hash, now)
		if err != nil {
			return fmt.Errorf("bench editor: %w", err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO editors (user_id, granted_at) VALUES (?, ?)`, editorID, now); err != nil {
			return err
		}
		return insertChunks(ctx, tx, "bench news",
			`INSERT INTO news_articles (author_id, title, summary, content, content_html, html_version, image_url, published_at, created_at, updated_at) VALUES `,
			"(?, ?, ?, ?, ?, ?, '', ?, ?, ?)", n, benchNewsChunk, func(i int) []any {
				topic, place := topics[i%len(topics)], places[(i/len(topics))%len(places)]
				at := now.Add(-time.Duration(n-i) * time.Hour)
				content := fmt.Sprintf("## %s\n\nArticle %d of the benchmark data set. Staff in %s County describe what changed this week and what campaigns should do next.", topic, i+1, place)
				return []any{editorID,
					fmt.Sprintf("%s Update %d from %s", topic, i+1, place),
					fmt.Sprintf("Reporting from %s County on the latest %s news for campaigns.", place, strings.ToLower(topic)),
					content, markdown.Render(content), markdown.Version,
					at, at, at}
			})
	})
}
