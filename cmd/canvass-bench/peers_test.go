package main

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"os"
	"slices"
	"strings"
	"testing"

	"canvass/internal/app"
	"canvass/internal/jobs"
	"canvass/internal/news"
	"canvass/internal/resources"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/vendors"
)

// TestMain drops the PostgreSQL template database once the tests have run.
func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

// TestPeersSearchQuery checks peers.search_query (the peers' tokenizer in
// SQL) builds the tsquery store builds from the same text.
func TestPeersSearchQuery(t *testing.T) {
	db := storetest.Postgres(t)
	ctx := context.Background()
	if _, err := db.Exec(ctx, peersSQL); err != nil {
		t.Fatal(err)
	}
	inputs := []string{"organizer", "Organ-izer  a", "", "   ", "x", "Consult*ing (a:b) & | ! 'quote'",
		"Ünïcode CAFÉ", "one two three four five six seven eight nine ten", strings.Repeat("w", 50),
		strings.Repeat("ab ", 100), "digits 2026 and 1a", "a:* & b", "don't"}
	for _, in := range inputs {
		var got, want sql.NullString
		if err := db.Get(ctx, &got, `SELECT peers.search_query(?)::text`, in); err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if words := store.SearchWords(in); len(words) > 0 {
			if err := db.Get(ctx, &want, `SELECT to_tsquery('simple', ?)::text`, store.MatchQuery(store.Postgres, words)); err != nil {
				t.Fatal(err)
			}
		}
		if got != want {
			t.Errorf("search_query(%q) = %v, store builds %v", in, got, want)
		}
	}
}

// TestPeersFunctionsMatchServices checks each peer function returns the
// ids the service returns, in the same order, for the bench's filters and
// a few others, over a small benchmark data set.
func TestPeersFunctionsMatchServices(t *testing.T) {
	u := storetest.PostgresURL(t)
	ctx := context.Background()
	a, err := app.New(ctx, app.Config{Addr: "127.0.0.1:0", DatabaseURL: u, UploadDir: t.TempDir(),
		BaseURL: "http://127.0.0.1", MessageLimits: benchMessageLimits}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	s := a.Seeder()
	s.BenchScale = 0.02
	if err := s.Bench(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Exec(ctx, peersSQL); err != nil {
		t.Fatal(err)
	}
	e := &env{App: a, AppURL: "test:" + u}
	fn := func(stmt string, args ...any) []int64 {
		t.Helper()
		var ids []int64
		if err := a.DB.Select(ctx, &ids, stmt, args...); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
		return ids
	}
	same := func(name string, want []int64, err error, got []int64) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(want) == 0 {
			t.Errorf("%s: no rows in the data set, the comparison means nothing", name)
		}
		if !slices.Equal(want, got) {
			t.Errorf("%s:\n service  %v\n function %v", name, want, got)
		}
	}
	for _, f := range []jobs.Filter{jobSearchFilter, {Search: "campaign"}, {JobType: "part-time"}, {}} {
		p, err := a.Jobs.Search(ctx, nil, f, jobs.Newest, 20, "")
		same("jobs "+f.Search+"/"+f.JobType, ids(p.Items, func(j *jobs.Job) int64 { return j.ID }), err,
			fn(`SELECT id FROM peers.job_search(?, ?) LIMIT 20`, f.Search, nullIfEmpty(f.JobType)))
	}
	for _, f := range []vendors.Filter{vendorDirectoryFilter, {Category: "Media"}, {Search: "campaign"}} {
		p, err := a.Vendors.Search(ctx, f, vendors.ByName, 20, "")
		same("vendors "+f.Search+"/"+f.Category, ids(p.Items, func(v *vendors.Vendor) int64 { return v.ID }), err,
			fn(`SELECT id FROM peers.vendor_search(?, ?) LIMIT 20`, f.Search, nullIfEmpty(f.Category)))
	}
	for _, f := range []resources.Filter{resourceSearchFilter, {Category: "data"}, {Search: "vote"}} {
		p, err := a.Resources.Search(ctx, f, resources.Newest, 20, "")
		same("resources "+f.Search+"/"+f.Category, ids(p.Items, func(r *resources.Resource) int64 { return r.ID }), err,
			fn(`SELECT id FROM peers.resource_search(?, ?) LIMIT 20`, f.Search, nullIfEmpty(f.Category)))
	}
	for _, f := range []news.Filter{{Topic: "elections"}, {Topic: "policy"}, {Topic: "events"}, {Search: "county"}} {
		p, err := a.News.Search(ctx, nil, f, news.Newest, 20, "")
		same("news "+f.Search+"/"+f.Topic, ids(p.Items, func(n *news.Article) int64 { return n.ID }), err,
			fn(`SELECT id FROM peers.news_search(?, ?) LIMIT 20`, f.Search, nullIfEmpty(string(f.Topic))))
	}
	contacts := peerScenarios[contactsScenario.Name]
	want, err := contacts.CanvassIDs(ctx, e)
	viewer, _, _ := benchPair(ctx, e)
	if viewer == nil {
		t.Fatal("no bench viewer")
	}
	same("contacts", want, err, fn(`SELECT other_id FROM peers.contacts(?) LIMIT 20`, viewer.ID))
}

// nullIfEmpty is an optional filter argument as a peer function takes it:
// SQL NULL for "any".
func nullIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}
