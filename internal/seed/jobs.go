package seed

import "context"

// demoJobs creates demo job postings (TODO(jobs)).
func (s *Seeder) demoJobs(ctx context.Context, users DemoUsers) error { return nil }

// benchJobs inserts n jobs in bulk (TODO(jobs)).
func (s *Seeder) benchJobs(ctx context.Context, n int) error { return nil }
