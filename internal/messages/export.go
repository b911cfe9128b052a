package messages

// OpenSubscriptions is how many event subscriptions s's broker holds (for
// tests and the bench's leak checks).
func OpenSubscriptions(s *Service) int {
	switch b := s.events.(type) {
	case *LocalBroker:
		return b.count()
	case *PGBroker:
		return b.count()
	}
	return -1
}
