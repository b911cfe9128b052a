package seed

import "context"

// demoVendors creates demo vendor profiles (TODO(vendors)).
func (s *Seeder) demoVendors(ctx context.Context, users DemoUsers) error { return nil }

// benchVendors inserts n vendors in bulk (TODO(vendors)).
func (s *Seeder) benchVendors(ctx context.Context, n int) error { return nil }
