package seed

import (
	"context"
	"fmt"

	"canvass/internal/verify"
)

// demoVerifications are the demo's verified organisations (issue 28): a
// campaign committee and a vendor, so the badge and the "Verified only"
// filters have something to show.
var demoVerifications = []struct {
	user string
	in   verify.Input
}{
	{"candidate1", verify.Input{Kind: "campaign", Name: "Alvarez for Colorado House", StateCommitteeID: "20245012345", State: "CO",
		Website: "https://alvarezforcolorado.org", Email: "maria@alvarezforcolorado.org"}},
	{"vendor1", verify.Input{Kind: "vendor", Name: "Summit Strategies", Website: "https://summitstrategies.com",
		Email: "hello@summitstrategies.com"}},
}

func (s *Seeder) demoVerifications(ctx context.Context, users DemoUsers) error {
	for _, d := range demoVerifications {
		u := users[d.user]
		if u == nil {
			return fmt.Errorf("no demo user %s", d.user)
		}
		if err := s.Verify.Approve(ctx, u.ID, d.in); err != nil {
			return fmt.Errorf("demo verification of %s: %w", d.user, err)
		}
	}
	return nil
}
