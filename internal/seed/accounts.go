package seed

import (
	"context"

	"canvass/internal/accounts"
)

// DemoUsers keyed by username; filled in by demoUsers.
type DemoUsers map[string]*accounts.User

// demoUsers creates the demo accounts (TODO(foundation)).
func (s *Seeder) demoUsers(ctx context.Context) (DemoUsers, error) { return DemoUsers{}, nil }

// benchUsers inserts n users in bulk (TODO(foundation/jobs)).
func (s *Seeder) benchUsers(ctx context.Context, n int) error { return nil }
