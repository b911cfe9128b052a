package verify_test

import (
	"context"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
	"canvass/internal/verify"
)

// insert adds a verification row straight into db.
func insert(t *testing.T, db *store.DB, userID int64, name, status string, decided time.Time) {
	t.Helper()
	_, err := db.Exec(context.Background(), `INSERT INTO verifications (user_id, kind, name, website, email, status, decided_at, created_at)
		VALUES (?, 'organization', ?, 'https://example.org', 'a@example.org', ?, ?, ?)`, userID, name, status, decided, decided)
	if err != nil {
		t.Fatal(err)
	}
}

func TestVerifiedName(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u := testkit.User(t, db, "vn", accounts.CampaignStaff)
		if _, ok, err := verify.VerifiedName(ctx, db, u.ID); err != nil || ok {
			t.Fatalf("no request: ok %v err %v", ok, err)
		}
		if _, ok, _ := verify.VerifiedName(ctx, db, 0); ok {
			t.Fatal("a visitor is verified")
		}
		now := store.Now()
		insert(t, db, u.ID, "Refused Org", "refused", now)
		insert(t, db, u.ID, "Pending Org", "pending", now)
		if _, ok, _ := verify.VerifiedName(ctx, db, u.ID); ok {
			t.Fatal("refused or pending counts as verified")
		}
		insert(t, db, u.ID, "Old Org", "approved", now.Add(-time.Hour))
		insert(t, db, u.ID, "New Org", "approved", now)
		name, ok, err := verify.VerifiedName(ctx, db, u.ID)
		if err != nil || !ok || name != "New Org" {
			t.Fatalf("VerifiedName = %q %v %v, want New Org", name, ok, err)
		}
		var viaSQL *string
		if err := db.Get(ctx, &viaSQL, `SELECT `+verify.NameSQL("u.id")+` FROM users u WHERE u.id = ?`, u.ID); err != nil || viaSQL == nil || *viaSQL != "New Org" {
			t.Fatalf("NameSQL = %v %v", viaSQL, err)
		}
	})
}
