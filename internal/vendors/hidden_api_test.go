package vendors_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"canvass/internal/apptest"
	"canvass/internal/store"
)

type hiddenVendorView struct {
	DatabaseID         int64   `json:"databaseId"`
	HiddenByModerators bool    `json:"hiddenByModerators"`
	HiddenReason       *string `json:"hiddenReason"`
}

// A vendor profile moderators hid (issue 28) through the whole server: the
// directory (GraphQL and REST, counts, facets, the home teasers' list),
// vendor, node, nodes, User.vendorProfile, REST detail, the sitemap and the
// page leave it out for visitors and other members; its owner and the
// moderators read it with "hiddenByModerators" and the reason.
func TestHiddenVendorThroughEveryPath(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		visitor := s.NewClient()
		owner := s.NewClient()
		vera := owner.Register(t, "vera", "VENDOR")
		otherVendor := s.NewClient()
		otherVendor.Register(t, "victor", "VENDOR")
		member := s.NewClient()
		member.Register(t, "omar", "CAMPAIGN_STAFF")
		mod := s.NewClient()
		mona := mod.Register(t, "mona", "CAMPAIGN_STAFF")
		if _, err := s.App.DB.Exec(ctx, `INSERT INTO moderators (user_id, granted_at) VALUES (?, ?)`, mona.DatabaseID, store.Now()); err != nil {
			t.Fatal(err)
		}
		create := func(c *apptest.Client, extra map[string]any) gqlVendor {
			t.Helper()
			res := c.GraphQL(t, createVendorMutation, vendorVars(extra))
			res.NoErrors(t)
			var out struct {
				CreateVendorProfile vendorPayload `json:"createVendorProfile"`
			}
			res.Decode(t, &out)
			if out.CreateVendorProfile.Vendor == nil {
				t.Fatalf("create: %+v", out.CreateVendorProfile.Errors)
			}
			return *out.CreateVendorProfile.Vendor
		}
		scam := create(owner, map[string]any{"name": "Scammy Media", "location": "Scamtown, IA"})
		good := create(otherVendor, nil)
		visitor.GraphQL(t, `{ vendorFacets { locations { value } } }`, nil).NoErrors(t) // cached before the hide
		if _, err := s.App.DB.Exec(ctx, `UPDATE vendors SET hidden = 1, hidden_reason = 'Impersonation' WHERE id = ?`, scam.DatabaseID); err != nil {
			t.Fatal(err)
		}
		s.App.Vendors.ModerationChanged()

		const q = `query($id: Int!, $gid: ID!, $gids: [ID!]!) {
  vendors(first: 50) { totalCount totalCountCapped edges { node { databaseId } } }
  scam: vendors(first: 50, filter: { search: "scammy" }) { totalCount edges { node { databaseId } } }
  vendorFacets { locations { value } }
  vendor(databaseId: $id) { databaseId hiddenByModerators hiddenReason }
  node(id: $gid) { ... on Vendor { databaseId hiddenByModerators hiddenReason } }
  nodes(ids: $gids) { ... on Vendor { databaseId } }
}`
		type answer struct {
			Vendors struct {
				TotalCount, TotalCountCapped int
				Edges                        []struct{ Node hiddenVendorView }
			}
			Scam struct {
				TotalCount int
				Edges      []struct{ Node hiddenVendorView }
			}
			VendorFacets struct{ Locations []struct{ Value string } }
			Vendor       *hiddenVendorView
			Node         *hiddenVendorView
			Nodes        []*hiddenVendorView
		}
		vars := map[string]any{"id": scam.DatabaseID, "gid": scam.ID, "gids": []string{scam.ID, good.ID}}
		ask := func(c *apptest.Client) answer {
			t.Helper()
			res := c.GraphQL(t, q, vars)
			res.NoErrors(t)
			var a answer
			res.Decode(t, &a)
			return a
		}
		profileOf := func(c *apptest.Client) *hiddenVendorView {
			t.Helper()
			res := c.GraphQL(t, `query($id: Int!) { user(databaseId: $id) { vendorProfile { databaseId hiddenByModerators hiddenReason } } }`,
				map[string]any{"id": vera.DatabaseID})
			res.NoErrors(t)
			var out struct {
				User struct {
					VendorProfile *hiddenVendorView `json:"vendorProfile"`
				} `json:"user"`
			}
			res.Decode(t, &out)
			return out.User.VendorProfile
		}
		for name, c := range map[string]*apptest.Client{"visitor": visitor, "member": member, "another vendor": otherVendor} {
			a := ask(c)
			if a.Vendors.TotalCount != 1 || a.Vendors.TotalCountCapped != 1 || len(a.Vendors.Edges) != 1 || a.Vendors.Edges[0].Node.DatabaseID != good.DatabaseID ||
				a.Scam.TotalCount != 0 || len(a.Scam.Edges) != 0 {
				t.Errorf("%s: directory %+v, search %+v", name, a.Vendors, a.Scam)
			}
			for _, l := range a.VendorFacets.Locations {
				if l.Value == "Scamtown, IA" {
					t.Errorf("%s: facets count the hidden profile", name)
				}
			}
			if a.Vendor != nil || a.Node != nil || len(a.Nodes) != 2 || a.Nodes[0] != nil || a.Nodes[1] == nil {
				t.Errorf("%s: vendor %v node %v nodes %v", name, a.Vendor, a.Node, a.Nodes)
			}
			if c != visitor {
				if p := profileOf(c); p != nil {
					t.Errorf("%s: User.vendorProfile = %+v, want null", name, p)
				}
			}
			resp, b := c.Do(t, "GET", "/api/vendors?limit=50", nil)
			if resp.StatusCode != 200 || strings.Contains(string(b), "Scammy Media") {
				t.Errorf("%s: GET /api/vendors = %d %s", name, resp.StatusCode, b)
			}
			resp, b = c.Do(t, "GET", fmt.Sprintf("/api/vendors/%d", scam.DatabaseID), nil)
			if resp.StatusCode != 404 || !strings.Contains(string(b), "Vendor not found.") {
				t.Errorf("%s: GET /api/vendors/{hidden} = %d %s", name, resp.StatusCode, b)
			}
			resp, b = c.Do(t, "GET", fmt.Sprintf("/vendors/%d", scam.DatabaseID), nil)
			if resp.StatusCode != 404 || strings.Contains(string(b), "Scammy Media") {
				t.Errorf("%s: GET /vendors/{hidden} = %d", name, resp.StatusCode)
			}
		}
		_, b := visitor.Do(t, "GET", "/sitemap.xml", nil)
		if strings.Contains(string(b), fmt.Sprintf("/vendors/%d<", scam.DatabaseID)) || !strings.Contains(string(b), fmt.Sprintf("/vendors/%d<", good.DatabaseID)) {
			t.Errorf("sitemap: %s", b)
		}

		for name, c := range map[string]*apptest.Client{"owner": owner, "moderator": mod} {
			a := ask(c)
			for _, v := range []*hiddenVendorView{a.Vendor, a.Node, profileOf(c)} {
				if v == nil || !v.HiddenByModerators || v.HiddenReason == nil || *v.HiddenReason != "Impersonation" {
					t.Errorf("%s: %+v, want hidden with the reason", name, v)
				}
			}
			if a.Vendors.TotalCount != 1 {
				t.Errorf("%s: the directory counts the hidden profile", name)
			}
			resp, b := c.Do(t, "GET", fmt.Sprintf("/api/vendors/%d", scam.DatabaseID), nil)
			var d struct {
				HiddenByModerators bool    `json:"hiddenByModerators"`
				HiddenReason       *string `json:"hiddenReason"`
			}
			_ = json.Unmarshal(b, &d)
			if resp.StatusCode != 200 || !d.HiddenByModerators || d.HiddenReason == nil || *d.HiddenReason != "Impersonation" {
				t.Errorf("%s: GET /api/vendors/{hidden} = %d %s", name, resp.StatusCode, b)
			}
		}
		// A visible profile is not marked, for its owner either.
		res := otherVendor.GraphQL(t, `query($id: Int!) { vendor(databaseId: $id) { hiddenByModerators hiddenReason } }`, map[string]any{"id": good.DatabaseID})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"hiddenByModerators":false,"hiddenReason":null`) {
			t.Errorf("a visible profile: %s", res.Data)
		}
	})
}
