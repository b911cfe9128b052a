package events

import (
	"context"
	"testing"
)

func TestBrokerOverflowClosesSubscription(t *testing.T) {
	b := NewLocalBroker()
	sub := b.Subscribe(1)
	for i := range SubscriptionBuffer + 1 {
		b.Publish(context.Background(), nil, Event{Kind: KindMessage, UserIDs: []int64{1, 2}, MessageID: int64(i)})
	}
	n := 0
	for range sub.C {
		n++
	}
	if n != SubscriptionBuffer {
		t.Fatalf("%d events before close, want %d", n, SubscriptionBuffer)
	}
	if b.count() != 0 {
		t.Fatal("overflowed subscription still registered")
	}
	sub.Close() // safe after the broker closed it
}
