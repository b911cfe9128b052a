package accounts

import (
	"testing"
	"time"
)

// SetNow replaces the service clock (reset expiry, throttles) in tests.
func (s *Service) SetNow(now func() time.Time) { s.now = now }

// This package's tests hash hundreds of passwords: at the production cost
// (19 MiB, t=2) that was most of their run time. They hash at a tiny cost,
// except where a test asks for the production one (UseProductionHashCost).
// Hashes keep their parameters, so both kinds verify alike.
func init() { hashCost = argonCost{memory: 64, time: 1, threads: 1} }

// UseProductionHashCost makes new hashes use the production cost until t ends.
func UseProductionHashCost(t *testing.T) {
	saved := hashCost
	hashCost = argonCost{argonMemory, argonTime, argonThreads}
	t.Cleanup(func() { hashCost = saved })
}

// ProductionHashCost returns the production argon2id parameters.
func ProductionHashCost() (memoryKiB, time uint32, threads uint8) {
	return argonMemory, argonTime, argonThreads
}
