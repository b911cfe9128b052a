// Package seed loads demo content (make run) and the benchmark data set.
package seed

import (
	"context"
	"fmt"
	"log/slog"
	"strings"

	"canvass/internal/domain"
	"canvass/internal/store"
)

// Seeder loads content through the domain services (demo) or in bulk (bench).
type Seeder struct {
	DB *store.DB
	domain.Services
	Log *slog.Logger
	// BenchScale multiplies every count of the benchmark data set (0 or 1:
	// the full set). Small values are for trying the benchmark out.
	BenchScale float64
}

// benchCount is n scaled by BenchScale (at least 1).
func (s *Seeder) benchCount(n int) int {
	if s.BenchScale <= 0 || s.BenchScale == 1 {
		return n
	}
	return max(1, int(float64(n)*s.BenchScale))
}

// insertChunks writes n rows of the bench data set in multi-row INSERTs of
// at most chunk rows: head is "INSERT INTO t (a, b) VALUES ", values one
// row's "(?, ?)" and row(i) the arguments of row i. Rows are made in order,
// so a seeded random source gives the same data set every time.
func insertChunks(ctx context.Context, tx *store.Tx, what, head, values string, n, chunk int, row func(i int) []any) error {
	for first := 0; first < n; first += chunk {
		last := min(first+chunk, n)
		var q strings.Builder
		q.WriteString(head)
		var args []any
		for i := first; i < last; i++ {
			if i > first {
				q.WriteString(", ")
			}
			q.WriteString(values)
			args = append(args, row(i)...)
		}
		if _, err := tx.Exec(ctx, q.String(), args...); err != nil {
			return fmt.Errorf("%s %d-%d: %w", what, first+1, last, err)
		}
	}
	return nil
}

// benchWriters lists the candidates and campaign staff, who own the bench
// jobs and write the bench resources; an error names what needed them.
func (s *Seeder) benchWriters(ctx context.Context, what string) ([]int64, error) {
	var ids []int64
	if err := s.DB.Select(ctx, &ids, `SELECT id FROM users WHERE user_type <> 'vendor' ORDER BY id`); err != nil {
		return nil, err
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("%s: no candidate or campaign staff users", what)
	}
	return ids, nil
}

// DemoIfEmpty seeds demo content when the database has no users yet.
func (s *Seeder) DemoIfEmpty(ctx context.Context) error {
	var n int
	if err := s.DB.Get(ctx, &n, `SELECT COUNT(*) FROM users`); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	return s.Demo(ctx)
}

// Demo seeds the demo accounts listed in the README, then each feature's demo content.
func (s *Seeder) Demo(ctx context.Context) error {
	users, err := s.demoUsers(ctx)
	if err != nil {
		return err
	}
	if err := s.demoJobs(ctx, users); err != nil {
		return err
	}
	if err := s.demoVendors(ctx, users); err != nil {
		return err
	}
	if err := s.demoTeams(ctx, users); err != nil {
		return err
	}
	if err := s.demoGuides(ctx, users); err != nil {
		return err
	}
	if err := s.demoMessages(ctx, users); err != nil {
		return err
	}
	if err := s.demoProfileResumes(ctx, users); err != nil {
		return err
	}
	if err := s.demoNotifications(ctx, users); err != nil {
		return err
	}
	if err := s.demoStages(ctx, users); err != nil {
		return err
	}
	if err := s.demoPayHistory(ctx, users); err != nil {
		return err
	}
	if err := s.demoAlerts(ctx, users); err != nil {
		return err
	}
	if err := s.demoPeople(ctx); err != nil {
		return err
	}
	if err := s.demoVerifications(ctx, users); err != nil {
		return err
	}
	if err := s.demoModeration(ctx, users); err != nil {
		return err
	}
	return s.demoNews(ctx, users)
}

// Bench loads the benchmark data set: 10,000 users, 100,000 jobs, 20,000
// vendors, 50,000 resources, 20,000 news articles and 1,000,000 messages
// (each scaled by BenchScale).
func (s *Seeder) Bench(ctx context.Context) error {
	if err := s.benchUsers(ctx, s.benchCount(10000)); err != nil {
		return err
	}
	if err := s.benchJobs(ctx, s.benchCount(100000)); err != nil {
		return err
	}
	if err := s.benchVendors(ctx, s.benchCount(20000)); err != nil {
		return err
	}
	if err := s.benchResources(ctx, s.benchCount(50000)); err != nil {
		return err
	}
	if err := s.benchNews(ctx, s.benchCount(20000)); err != nil {
		return err
	}
	if err := s.benchMessages(ctx, s.benchCount(1000000)); err != nil {
		return err
	}
	return s.Analyze(ctx)
}

// Analyze gathers the planner statistics of the whole database once every
// table is loaded, as PostgreSQL's autovacuum would soon after a load
// (without them the searches' plans are built on empty-table guesses; the
// benchmark once analysed the jobs before the other tables were loaded).
func (s *Seeder) Analyze(ctx context.Context) error {
	if s.DB.Dialect() == store.Postgres {
		_, err := s.DB.Exec(ctx, `ANALYZE`)
		return err
	}
	return s.DB.AnalyzeSQLite(ctx)
}
