package messages

import "canvass/internal/events"

// The messages service publishes and reads events through the shared broker
// of internal/events; these names keep its own code and tests short.
type (
	Event        = events.Event
	Broker       = events.Broker
	Subscription = events.Subscription
	LocalBroker  = events.LocalBroker
)

const (
	KindMessage = events.KindMessage
	KindRead    = events.KindRead
	KindResync  = events.KindResync

	SubscriptionBuffer = events.SubscriptionBuffer
)

// NewLocalBroker returns an in-process broker (tests).
func NewLocalBroker() *LocalBroker { return events.NewLocalBroker() }
