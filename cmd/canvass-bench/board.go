package main

import (
	"context"
	"fmt"
	"slices"
	"time"

	"canvass/internal/app"
	"canvass/internal/jobs"
)

// Board queries in process (issue 13): the job board's first page on
// SQLite at 100,000 jobs, one client, no HTTP, for the searches that cost
// the most: a word in nearly every job (alone and with a location) and a
// word that matches nothing. Targets: p99 at most 5 ms and 1 ms.
var boardCases = []struct {
	name   string
	filter jobs.Filter
	target time.Duration
}{
	{"word in every job", jobs.Filter{Search: "join"}, 5 * time.Millisecond},
	{"word in every job + location", jobs.Filter{Search: "join", Location: "Austin, TX"}, 5 * time.Millisecond},
	{"word in a quarter of jobs", jobs.Filter{Search: "campaign"}, 5 * time.Millisecond},
	{"typed prefix (organ)", jobs.Filter{Search: "organ"}, 5 * time.Millisecond},
	{"word matching nothing", jobs.Filter{Search: "zzqx"}, time.Millisecond},
}

// boardQueries runs each case n times after a warm-up and prints p50/p99.
func boardQueries(ctx context.Context, a *app.App, engine string, n int) error {
	fmt.Printf("   board queries in process on %s (first page of 20, one client, %d runs each):\n", engine, n)
	for _, c := range boardCases {
		var lat []time.Duration
		rows := 0
		for i := 0; i < n+10; i++ {
			t0 := time.Now()
			p, err := a.Jobs.Search(ctx, nil, c.filter, jobs.Newest, 20, "")
			d := time.Since(t0)
			if err != nil {
				return fmt.Errorf("board %s: %w", c.name, err)
			}
			rows = len(p.Items)
			if i >= 10 {
				lat = append(lat, d)
			}
		}
		slices.Sort(lat)
		p50, p99 := lat[len(lat)/2], lat[min(len(lat)*99/100, len(lat)-1)]
		verdict := "ok"
		if p99 > c.target {
			verdict = "over target"
		}
		fmt.Printf("     %-30s %2d rows  p50 %-10v p99 %-10v target p99 <= %v: %s\n", c.name, rows,
			p50.Round(time.Microsecond), p99.Round(time.Microsecond), c.target, verdict)
	}
	return nil
}
