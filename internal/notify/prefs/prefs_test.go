package prefs_test

import (
	"context"
	"os"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/notify/prefs"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

func TestPreferences(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := prefs.New(db)
		ann := testkit.User(t, db, "ann", accounts.Candidate)
		bob := testkit.User(t, db, "bob", accounts.Candidate)
		if ok, err := s.Allows(ctx, ann.ID, prefs.MessageDigest); !ok || err != nil {
			t.Fatalf("default: %v %v", ok, err)
		}
		got, err := s.Set(ctx, ann, map[string]bool{prefs.MessageDigest: false})
		if err != nil || got[prefs.MessageDigest] || !got[prefs.JobAlert] || len(got) != len(prefs.Kinds) {
			t.Fatalf("set: %v %v", got, err)
		}
		if _, err := s.Set(ctx, ann, map[string]bool{prefs.MessageDigest: false}); err != nil {
			t.Fatal("setting twice:", err)
		}
		m, err := s.AllowedAmong(ctx, []int64{ann.ID, bob.ID}, prefs.MessageDigest)
		if err != nil || m[ann.ID] || !m[bob.ID] {
			t.Fatalf("among: %v %v", m, err)
		}
		if ok, _ := s.Allows(ctx, ann.ID, prefs.JobAlert); !ok {
			t.Fatal("another kind turned off")
		}
		if _, err := s.Set(ctx, ann, map[string]bool{"spam": true}); apperr.As(err) == nil || apperr.As(err).Fields[0].Field != "spam" {
			t.Fatalf("unknown kind: %v", err)
		}
		if _, err := s.Set(ctx, nil, nil); apperr.As(err) == nil || apperr.As(err).Code != apperr.Unauthenticated {
			t.Fatalf("visitor: %v", err)
		}
		got, _ = s.Set(ctx, ann, map[string]bool{prefs.MessageDigest: true})
		if !got[prefs.MessageDigest] {
			t.Fatal("turned on again")
		}
	})
}
