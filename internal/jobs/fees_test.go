package jobs

import (
	"context"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

func TestAsksForMoney(t *testing.T) {
	for _, text := range []string{
		"A $50 application fee is required before your interview.",
		"Selected canvassers cover training costs of $120.",
		"Applicants must pay for their own background check.",
		"You will need to purchase a starter kit ($99) on day one.",
		"Send $75 by Zelle to reserve your spot.",
		"There is a small registration fee.",
		"Background check fee: $35, deducted from nothing.",
		"Wire the deposit to secure the position!",
	} {
		if !AsksForMoney(text) {
			t.Errorf("not refused: %q", text)
		}
	}
	for _, text := range []string{
		"Knock doors, recruit volunteers and run phone banks.",
		"There is no application fee, ever.",
		"Paid training provided. We pay for your background check.",
		"Training costs are covered by the campaign.",
		"Manage the finance team and track vendor payments and fees for the media buy.",
		"Log contributions and keep donor records compliant with state reporting rules.",
		"Mileage is reimbursed; equipment costs are covered.",
		"Pay is $20 an hour, paid every two weeks.",
		"Help the candidate prepare for debates and buy time on local radio for the campaign.",
	} {
		if AsksForMoney(text) {
			t.Errorf("refused: %q", text)
		}
	}
}

// Posting and editing refuse a job that asks for money, on both engines.
// (Go's regexp runs in time linear in the text: no posting can make it slow.)
func TestPostingThatAsksForMoney(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := NewService(db)
		ann := testkit.User(t, db, "ann", accounts.CampaignStaff)
		in := validInput()
		in.Description = "Great pay! A $40 processing fee is due before your first shift."
		_, err := s.Create(ctx, ann, in)
		wantField(t, err, "description", MsgAsksForMoney)
		in = validInput()
		in.Title = "Canvasser (starter kit required)"
		_, err = s.Create(ctx, ann, in)
		wantField(t, err, "title", MsgAsksForMoney)
		j, err := s.Create(ctx, ann, validInput())
		if err != nil {
			t.Fatal(err)
		}
		edit := validInput()
		edit.Description = "Knock doors. You must pay for your own background check before starting."
		_, err = s.Update(ctx, ann, j.ID, edit)
		wantField(t, err, "description", MsgAsksForMoney)
	})
}
