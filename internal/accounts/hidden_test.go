package accounts_test

import (
	"context"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

// TestHiddenProfile: a member moderators hid (issue 28) is not found (the
// profile, CheckVisible, which node uses) and not listed (the directory and
// the pickers built on it) for other members, and is for themself (with the
// reason) and the moderators.
func TestHiddenProfile(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		gone := testkit.User(t, db, "gone", accounts.Candidate)
		other := testkit.User(t, db, "other", accounts.CampaignStaff)
		mod := testkit.User(t, db, "mod", accounts.CampaignStaff)
		if _, err := db.Exec(ctx, `INSERT INTO moderators (user_id, granted_at) VALUES (?, ?)`, mod.ID, time.Now()); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(ctx, `UPDATE users SET hidden = 4, hidden_reason = 'Spam' WHERE id = ?`, gone.ID); err != nil {
			t.Fatal(err)
		}
		listed := func(v *accounts.User, o accounts.DirectoryOptions) bool {
			t.Helper()
			p, err := e.svc.DirectoryWith(ctx, v, o, 100, "")
			if err != nil {
				t.Fatal(err)
			}
			for _, u := range p.Items {
				if u.ID == gone.ID {
					return true
				}
			}
			return false
		}
		if _, err := e.svc.Profile(ctx, other, gone.ID); apperr.CodeOf(err) != apperr.NotFound {
			t.Errorf("profile as another member: %v", err)
		}
		read, err := e.svc.Get(ctx, gone.ID)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.svc.CheckVisible(ctx, nil, read); apperr.CodeOf(err) != apperr.NotFound {
			t.Errorf("CheckVisible as a visitor: %v", err)
		}
		for _, o := range []accounts.DirectoryOptions{{}, {Search: "gone"}} {
			if listed(other, o) || listed(mod, o) {
				t.Errorf("directory %+v lists the hidden member", o)
			}
		}
		if !listed(gone, accounts.DirectoryOptions{}) {
			t.Errorf("the hidden member does not find themself")
		}
		for _, v := range []*accounts.User{gone, mod} {
			u, err := e.svc.Profile(ctx, v, gone.ID)
			if err != nil || !u.IsHidden() || u.ReasonText() != "Spam" {
				t.Errorf("profile as %s: %+v %v", v.Username, u, err)
			}
		}
		// The session still reads the member (sign-in is the moderation service's to refuse).
		if u, err := e.svc.Get(ctx, gone.ID); err != nil || u.Hidden != 4 {
			t.Errorf("Get: %+v %v", u, err)
		}
	})
}
