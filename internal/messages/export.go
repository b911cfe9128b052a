package messages

import "canvass/internal/events"

// OpenSubscriptions is how many event subscriptions s's broker holds (for
// tests and the bench's leak checks).
func OpenSubscriptions(s *Service) int { return events.Open(s.events) }
