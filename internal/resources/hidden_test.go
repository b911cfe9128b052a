package resources

import (
	"context"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

// TestHiddenResources: a resource moderators hid (issue 28) is out of every
// read path for visitors and other members (lists, search, counts, facets,
// the sitemap's list, loaders, saved lists, save), and read whole by its
// author (with the reason) and the moderators.
func TestHiddenResources(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		author := testkit.User(t, db, "author", accounts.Candidate)
		other := testkit.User(t, db, "other", accounts.CampaignStaff)
		mod := testkit.User(t, db, "mod", accounts.CampaignStaff)
		if _, err := db.Exec(ctx, `INSERT INTO moderators (user_id, granted_at) VALUES (?, ?)`, mod.ID, time.Now()); err != nil {
			t.Fatal(err)
		}
		in := validInput()
		kept, err := e.svc.Create(ctx, author, in)
		if err != nil {
			t.Fatal(err)
		}
		in.Category = "legal"
		gone, err := e.svc.Create(ctx, author, in)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Save(ctx, other, gone.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Save(ctx, author, gone.ID); err != nil {
			t.Fatal(err)
		}
		if f, _ := e.svc.Facets(ctx); len(f.Categories) != 2 {
			t.Fatalf("facets before: %+v", f.Categories)
		}
		if _, err := db.Exec(ctx, `UPDATE resources SET hidden = 1, hidden_reason = 'Spam' WHERE id = ?`, gone.ID); err != nil {
			t.Fatal(err)
		}
		e.svc.ModerationChanged()

		for _, v := range []*accounts.User{nil, other} {
			if _, err := e.svc.Get(ctx, v, gone.ID); apperr.CodeOf(err) != apperr.NotFound {
				t.Errorf("Get as %v: %v", v, err)
			}
			if m, err := e.svc.ByIDs(ctx, v, []int64{kept.ID, gone.ID}); err != nil || len(m) != 1 || m[kept.ID] == nil {
				t.Errorf("ByIDs as %v: %v %v", v, m, err)
			}
			if p, err := e.svc.ListByAuthor(ctx, v, author.ID, 10, ""); err != nil || len(p.Items) != 1 || p.Items[0].ID != kept.ID {
				t.Errorf("ListByAuthor as %v: %+v %v", v, p.Items, err)
			}
			if n, err := e.svc.CountByAuthor(ctx, v, author.ID); err != nil || n != 1 {
				t.Errorf("CountByAuthor as %v: %d %v", v, n, err)
			}
		}
		for _, f := range []Filter{{}, {Search: "canvass"}, {Category: "legal"}} {
			p, err := e.svc.Search(ctx, f, Newest, 10, "")
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range p.Items {
				if x.ID == gone.ID {
					t.Errorf("search %+v lists the hidden resource", f)
				}
			}
			c, err := e.svc.CountUpTo(ctx, f, 0)
			if err != nil || c.N != len(p.Items) {
				t.Errorf("count %+v = %d %v, page %d", f, c.N, err, len(p.Items))
			}
		}
		if f, _ := e.svc.Facets(ctx); len(f.Categories) != 1 || f.Categories[0].Value != "field" {
			t.Errorf("facets: %+v", f.Categories)
		}
		if refs, _ := e.svc.Recent(ctx, 10); len(refs) != 1 || refs[0].ID != kept.ID {
			t.Errorf("recent: %+v", refs)
		}
		if p, err := e.svc.ListSaved(ctx, other, other.ID, 10, ""); err != nil || len(p.Items) != 0 {
			t.Errorf("other's saved: %+v %v", p.Items, err)
		}
		if n, _ := e.svc.SavedCount(ctx, other, other.ID); n != 0 {
			t.Errorf("other's saved count: %d", n)
		}
		if _, err := e.svc.Save(ctx, other, gone.ID); apperr.CodeOf(err) != apperr.NotFound {
			t.Errorf("save as other: %v", err)
		}
		if _, err := e.svc.Update(ctx, other, gone.ID, validInput()); apperr.CodeOf(err) != apperr.NotFound {
			t.Errorf("update as other: %v", err)
		}

		// The author and the moderators read it, with the reason.
		for _, v := range []*accounts.User{author, mod} {
			x, err := e.svc.Get(ctx, v, gone.ID)
			if err != nil || !x.IsHidden() || x.ReasonText() != "Spam" {
				t.Fatalf("Get as %s: %+v %v", v.Username, x, err)
			}
			if m, err := e.svc.ByIDs(ctx, v, []int64{kept.ID, gone.ID}); err != nil || len(m) != 2 || m[gone.ID].ReasonText() != "Spam" {
				t.Errorf("ByIDs as %s: %v %v", v.Username, m, err)
			}
		}
		if p, err := e.svc.ListByAuthor(ctx, author, author.ID, 10, ""); err != nil || len(p.Items) != 2 || p.Items[0].State != (hidden.State{Hidden: 1, Reason: p.Items[0].Reason}) {
			t.Errorf("author's own list: %+v %v", p.Items, err)
		}
		if n, _ := e.svc.CountByAuthor(ctx, author, author.ID); n != 2 {
			t.Errorf("author's own count: %d", n)
		}
		if p, err := e.svc.ListSaved(ctx, author, author.ID, 10, ""); err != nil || len(p.Items) != 1 {
			t.Errorf("author's saved: %+v %v", p.Items, err)
		}
		if _, err := e.svc.Update(ctx, author, gone.ID, validInput()); err != nil {
			t.Errorf("the author edits their hidden resource: %v", err)
		}

		// Restored: back everywhere.
		if _, err := db.Exec(ctx, `UPDATE resources SET hidden = 0, hidden_reason = NULL WHERE id = ?`, gone.ID); err != nil {
			t.Fatal(err)
		}
		if x, err := e.svc.Get(ctx, nil, gone.ID); err != nil || x.IsHidden() {
			t.Errorf("restored: %+v %v", x, err)
		}
	})
}
