package seed_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"canvass/internal/app"
	"canvass/internal/messages"
)

// seed --bench gathers SQLite's planner statistics once every table is
// loaded (issue 24: they were gathered after the jobs, before vendors,
// resources, news and messages existed, so those tables' plans were built
// on guesses).
func TestBenchAnalysesEveryTable(t *testing.T) {
	ctx := context.Background()
	a, err := app.New(ctx, app.Config{Addr: "127.0.0.1:0", DatabaseURL: "sqlite:" + t.TempDir() + "/bench.db",
		UploadDir: t.TempDir(), BaseURL: "http://127.0.0.1", MessageLimits: &messages.Limits{}},
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	s := a.Seeder()
	s.BenchScale = 0.003
	if err := s.Bench(ctx); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"jobs", "vendors", "resources", "news_articles", "messages"} {
		var n int
		if err := a.DB.Get(ctx, &n, `SELECT COUNT(*) FROM sqlite_stat1 WHERE tbl = ? AND stat NOT LIKE '0%'`, table); err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			t.Errorf("%s: no planner statistics after seed --bench", table)
		}
	}
}
