package app_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/jobs"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

// On PostgreSQL a write through one process drops the cached job board
// facets of another within a second (their TTL is 30 s): the cache
// announcements travel over the events broker's NOTIFY.
func TestCachesDroppedAcrossProcesses(t *testing.T) {
	url := storetest.PostgresURL(t)
	ctx := context.Background()
	procs := make([]*app.App, 2)
	for i := range procs {
		a, err := app.New(ctx, app.Config{DatabaseURL: url, UploadDir: t.TempDir(), NoPeriodicJobs: true}, apptest.Logger(t))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(a.Close)
		procs[i] = a
	}
	a, b := procs[0], procs[1]
	if a.DB.Dialect() != store.Postgres {
		t.Fatal("not PostgreSQL")
	}
	staff := testkit.User(t, a.DB, "sam", accounts.CampaignStaff)
	reno := func(f jobs.Facets) bool {
		return slices.ContainsFunc(f.Locations, func(l store.Facet) bool { return l.Value == "Reno, NV" })
	}
	f, err := b.Jobs.Facets(ctx) // b keeps the empty board's facets
	if err != nil || reno(f) {
		t.Fatal(f, err)
	}
	if _, err := a.Jobs.Create(ctx, staff, jobs.Input{Title: "Field Organizer", Organization: "Friends of Jane Doe",
		Location: "Reno, NV", JobType: "full-time", Description: "Knock doors."}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Second)
	for {
		f, err := b.Jobs.Facets(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if reno(f) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the other process still serves the facets from before the write after 1 s")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
