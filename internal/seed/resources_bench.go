package seed

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"canvass/internal/markdown"
	"canvass/internal/resources"
	"canvass/internal/store"
)

const benchResourceChunk = 500

// benchResourceTopics give each category's bench resources their words, so
// searches and category filters select realistic shares of the table.
var benchResourceTopics = map[resources.Category][]string{
	"strategy":    {"campaign plan", "message box", "opposition research", "path to victory", "debate prep"},
	"fundraising": {"call time", "donor research", "house party", "finance plan", "email fundraising"},
	"gotv":        {"early vote chase", "ballot tracking", "poll greeters", "rides to the polls", "get out the vote"},
	"digital":     {"email list", "social video", "peer texting", "website", "online ads"},
	"media":       {"press release", "earned media", "interview prep", "op-ed", "press conference"},
	"field":       {"door knocking", "volunteer recruitment", "phone bank", "turf cutting", "canvass launch"},
	"legal":       {"ballot access", "campaign finance compliance", "disclaimers", "recount", "FEC reports"},
	"data":        {"voter file", "targeting model", "universe building", "polling", "dashboards"},
}

var benchResourceSentences = []string{
	"Start with the calendar and count back from election day.",
	"Write the goal down and share it with every volunteer.",
	"Track every contact the same night so the numbers stay honest.",
	"Small teams that meet weekly beat large teams that never meet.",
	"Test one change at a time and keep what works.",
	"Budget for the last two weeks before you spend on the first two.",
	"Thank donors and volunteers within a day.",
	"Keep the message short enough to say in ten seconds.",
}

// benchResources inserts n resources by candidate and staff users, spread
// over the last two years and across the categories.
func (s *Seeder) benchResources(ctx context.Context, n int) error {
	authors, err := s.benchWriters(ctx, "bench resources")
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(2026, 9))
	cats := resources.Categories.Values()
	now := store.Now()
	return s.DB.InTx(ctx, func(tx *store.Tx) error {
		return insertChunks(ctx, tx, "bench resources",
			`INSERT INTO resources (author_id, title, description, category, content, content_html, html_version, image_url, created_at, updated_at) VALUES `,
			"(?, ?, ?, ?, ?, ?, ?, '', ?, ?)", n, benchResourceChunk, func(i int) []any {
				cat := cats[rng.IntN(len(cats))]
				topics := benchResourceTopics[resources.Category(cat)]
				topic := topics[rng.IntN(len(topics))]
				title := fmt.Sprintf("%s guide #%d", strings.ToUpper(topic[:1])+topic[1:], i+1)
				desc := "A practical guide to " + topic + " for campaign teams of every size."
				var body strings.Builder
				body.WriteString("## " + strings.ToUpper(topic[:1]) + topic[1:] + "\n\n")
				for k := 0; k < 6+rng.IntN(10); k++ {
					body.WriteString(benchResourceSentences[rng.IntN(len(benchResourceSentences))] + " ")
				}
				body.WriteString("\n\n- Plan the " + topic + ".\n- Assign an owner.\n- Review the results every week.\n")
				created := now.Add(-time.Duration(rng.Int64N(int64(2 * 365 * 24 * time.Hour)))).Truncate(time.Microsecond)
				// Rendered as the service renders on write (Render: no bound to pass).
				src := body.String()
				return []any{authors[rng.IntN(len(authors))], title, desc, cat, src, markdown.Render(src), markdown.Version, created, created}
			})
	})
}
