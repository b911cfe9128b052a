package accounts

import "time"

// SetNow replaces the service clock (reset expiry, throttles) in tests.
func (s *Service) SetNow(now func() time.Time) { s.now = now }
