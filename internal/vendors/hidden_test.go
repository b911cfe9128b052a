package vendors_test

import (
	"context"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/vendors"
)

// A vendor profile moderators hid (issue 28, internal/hidden) is out of the
// directory (search, counts, facets), the sitemap and single reads for
// visitors and other members, gains no views, and stays readable, with the
// reason, for its owner and the moderators; restoring it brings it back.
func TestHiddenVendors(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		owner := e.user(t, accounts.Vendor)
		otherVendor := e.user(t, accounts.Vendor)
		member := e.user(t, accounts.CampaignStaff)
		mod := e.user(t, accounts.CampaignStaff)
		if _, err := db.Exec(ctx, `INSERT INTO moderators (user_id, granted_at) VALUES (?, ?)`, mod.ID, store.Now()); err != nil {
			t.Fatal(err)
		}
		in := validInput()
		in.Name, in.Location, in.Category, in.Affiliation = "Scammy Media", "Scamtown, IA", "Legal", "Other"
		scam, err := e.svc.Create(ctx, owner, in)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Create(ctx, otherVendor, validInput()); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Facets(ctx); err != nil { // cached before the hide
			t.Fatal(err)
		}
		hide := func(bits int, reason string) {
			t.Helper()
			if _, err := db.Exec(ctx, `UPDATE vendors SET hidden = ?, hidden_reason = ? WHERE id = ?`, bits, reason, scam.ID); err != nil {
				t.Fatal(err)
			}
			e.svc.ModerationChanged()
		}
		hide(1, "Impersonation")

		filters := map[string]vendors.Filter{"none": {}, "word": {Search: "scammy"}, "category": {Category: "Legal"},
			"location": {Location: "Scamtown, IA"}, "affiliation": {Affiliation: "Other"}}
		want := map[string]int{"none": 1}
		for name, f := range filters {
			for _, o := range []vendors.Order{vendors.ByName, vendors.Newest} {
				page, err := e.svc.Search(ctx, f, o, 50, "")
				if err != nil {
					t.Fatal(err)
				}
				if len(page.Items) != want[name] {
					t.Errorf("%s %s: %d vendors, want %d", name, o, len(page.Items), want[name])
				}
			}
			c, err := e.svc.CountUpTo(ctx, f, 1000)
			if err != nil {
				t.Fatal(err)
			}
			if c.N != want[name] {
				t.Errorf("%s: count %d, want %d", name, c.N, want[name])
			}
		}
		f, err := e.svc.Facets(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Categories) != 1 || len(f.Locations) != 1 || len(f.Affiliations) != 1 {
			t.Errorf("facets count the hidden profile: %+v", f)
		}
		pages, err := e.svc.Pages(ctx, 100)
		if err != nil {
			t.Fatal(err)
		}
		if len(pages) != 1 || pages[0].ID == scam.ID {
			t.Errorf("sitemap pages = %+v, want the visible one only", pages)
		}
		if _, ok, err := e.svc.Meta(ctx, scam.ID); ok || err != nil {
			t.Errorf("meta of a hidden profile: ok=%v err=%v, want the 404 page", ok, err)
		}
		for _, v := range []*accounts.User{nil, member, otherVendor} {
			_, err := e.svc.GetFor(ctx, v, scam.ID)
			wantErr(t, err, apperr.NotFound, vendors.MsgNotFound)
			_, err = e.svc.RecordView(ctx, v, scam.ID)
			wantErr(t, err, apperr.NotFound, vendors.MsgNotFound)
		}
		for _, v := range []*accounts.User{owner, mod} {
			got, err := e.svc.GetFor(ctx, v, scam.ID)
			if err != nil {
				t.Fatal(err)
			}
			h, reason := vendors.HiddenFor(v, v == mod, got)
			if !h || reason == nil || *reason != "Impersonation" {
				t.Errorf("%d: hidden=%v reason=%v", v.ID, h, reason)
			}
			if counted, err := e.svc.RecordView(ctx, v, scam.ID); err != nil || counted {
				t.Errorf("a view of a hidden profile: counted=%v err=%v", counted, err)
			}
		}
		if h, _ := vendors.HiddenFor(member, false, scam); h {
			t.Error("a member is told the profile is hidden")
		}

		hide(0, "")
		for name, f := range filters {
			c, err := e.svc.CountUpTo(ctx, f, 1000)
			if err != nil {
				t.Fatal(err)
			}
			if wantN := map[string]int{"none": 2}[name]; (name == "none" && c.N != 2) || (name != "none" && c.N != 1) {
				t.Errorf("%s after restore: count %d (want %d or 1)", name, c.N, wantN)
			}
		}
		if f, _ := e.svc.Facets(ctx); len(f.Categories) != 2 {
			t.Errorf("facets after restore: %+v", f.Categories)
		}
		if _, err := e.svc.GetFor(ctx, nil, scam.ID); err != nil {
			t.Errorf("restored profile: %v", err)
		}
	})
}
