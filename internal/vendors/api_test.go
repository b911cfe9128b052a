package vendors_test

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"sort"
	"strings"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/apptest"
	"canvass/internal/store"
	"canvass/internal/testkit"
	"canvass/internal/vendors"
)

const createVendorMutation = `mutation Create($input: CreateVendorInput!) {
  createVendorProfile(input: $input) {
    vendor { id databaseId name category categoryLabel location affiliation description logo services recentWork
      owner { username } viewerIsOwner profileViews }
    errors { field message code }
  }
}`

const updateVendorMutation = `mutation Update($input: UpdateVendorInput!) {
  updateVendorProfile(input: $input) {
    vendor { id name category logo services }
    errors { field message code }
  }
}`

type gqlVendor struct {
	ID            string   `json:"id"`
	DatabaseID    int64    `json:"databaseId"`
	Name          string   `json:"name"`
	Category      string   `json:"category"`
	CategoryLabel string   `json:"categoryLabel"`
	Location      string   `json:"location"`
	Affiliation   *string  `json:"affiliation"`
	Description   string   `json:"description"`
	Logo          *string  `json:"logo"`
	Services      []string `json:"services"`
	RecentWork    *string  `json:"recentWork"`
	Owner         struct {
		Username string `json:"username"`
	} `json:"owner"`
	ViewerIsOwner bool `json:"viewerIsOwner"`
	ProfileViews  *int `json:"profileViews"`
}

type userError struct {
	Field   *string `json:"field"`
	Message string  `json:"message"`
	Code    string  `json:"code"`
}

type vendorPayload struct {
	Vendor *gqlVendor  `json:"vendor"`
	Errors []userError `json:"errors"`
}

func vendorVars(extra map[string]any) map[string]any {
	in := map[string]any{
		"name":        "Blue Wave Media",
		"category":    "Media",
		"location":    "Washington, DC",
		"affiliation": "DEMOCRATIC",
		"description": "Full-service political advertising for campaigns.",
		"services":    []string{"TV ads", " ", "Digital ads\nMail"},
		"recentWork":  "Senate race 2024",
	}
	for k, v := range extra {
		in[k] = v
	}
	return map[string]any{"input": in}
}

func create(t *testing.T, c *apptest.Client, extra map[string]any) (vendorPayload, apptest.Response) {
	t.Helper()
	res := c.GraphQL(t, createVendorMutation, vendorVars(extra))
	var out struct {
		P vendorPayload `json:"createVendorProfile"`
	}
	if len(res.Errors) == 0 {
		res.Decode(t, &out)
	}
	return out.P, res
}

func wantCode(t *testing.T, res apptest.Response, code, msg string) {
	t.Helper()
	if len(res.Errors) != 1 || res.Errors[0].Code() != code || (msg != "" && res.Errors[0].Message != msg) {
		b, _ := json.Marshal(res.Errors)
		t.Fatalf("errors = %s, want %s %q", b, code, msg)
	}
}

func oversizedDataURL() string {
	b := make([]byte, 2<<20+1024)
	rand.Read(b)
	copy(b, "\x89PNG\r\n\x1a\n")
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(b)
}

func fakeImageDataURL() string {
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString([]byte("<?php system($_GET['c']); ?> not an image at all"))
}

func TestGraphQLVendorProfile(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		visitor := s.NewClient()
		_, res := create(t, visitor, nil)
		wantCode(t, res, "UNAUTHENTICATED", "")

		cand := s.NewClient()
		cand.Register(t, "casey", "CANDIDATE")
		_, res = create(t, cand, nil)
		wantCode(t, res, "FORBIDDEN", "Only vendor accounts can create a vendor profile.")

		owner := s.NewClient()
		owner.Register(t, "vera", "VENDOR")
		p, res := create(t, owner, map[string]any{"name": "", "category": "x", "location": " ", "description": "short"})
		res.NoErrors(t)
		got := map[string]string{}
		for _, e := range p.Errors {
			got[*e.Field] = e.Message
		}
		want := map[string]string{"name": "Company name is required", "category": "Category is required",
			"location": "Location is required", "description": "Description must be at least 10 characters"}
		if p.Vendor != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("validation payload = %+v", p)
		}

		p, res = create(t, owner, map[string]any{"logo": fakeImageDataURL()})
		res.NoErrors(t)
		if len(p.Errors) != 1 || *p.Errors[0].Field != "logo" || p.Errors[0].Message != "Only PNG, JPEG, GIF and WebP images are allowed." {
			t.Fatalf("fake image payload = %+v", p)
		}
		_, res = create(t, owner, map[string]any{"logo": oversizedDataURL()})
		wantCode(t, res, "TOO_LARGE", "File is too large. Maximum size is 2MB.")

		p, res = create(t, owner, map[string]any{"logo": testkit.PNGDataURL(64, 64), "category": "media & advertising"})
		res.NoErrors(t)
		v := p.Vendor
		if v == nil || len(p.Errors) != 0 {
			t.Fatalf("create payload = %+v", p)
		}
		if v.Name != "Blue Wave Media" || v.Category != "MEDIA" || v.CategoryLabel != "Media & Advertising" ||
			*v.Affiliation != "DEMOCRATIC" || v.Owner.Username != "vera" || !v.ViewerIsOwner ||
			v.ProfileViews == nil || *v.ProfileViews != 0 || v.Logo == nil || !strings.HasPrefix(*v.Logo, "/uploads/") ||
			!reflect.DeepEqual(v.Services, []string{"TV ads", "Digital ads", "Mail"}) || *v.RecentWork != "Senate race 2024" {
			t.Fatalf("created vendor = %+v", v)
		}
		if resp, _ := visitor.Do(t, http.MethodGet, *v.Logo, nil); resp.StatusCode != 200 {
			t.Errorf("logo URL answers %d", resp.StatusCode)
		}

		// A second profile: CONFLICT, in the payload like every correctable
		// mutation error (graph.userErrors), with a null field.
		p, res = create(t, owner, nil)
		res.NoErrors(t)
		if p.Vendor != nil || len(p.Errors) != 1 || p.Errors[0].Field != nil || p.Errors[0].Code != "CONFLICT" ||
			p.Errors[0].Message != "You already have a vendor profile. Edit it instead." {
			t.Fatalf("second profile payload = %+v", p)
		}

		// Another vendor cannot edit it; the owner can.
		other := s.NewClient()
		other.Register(t, "otto", "VENDOR")
		upd := vendorVars(map[string]any{"id": v.ID, "name": "Hijacked"})
		res = other.GraphQL(t, updateVendorMutation, upd)
		wantCode(t, res, "FORBIDDEN", "You don't have permission to edit this vendor profile.")
		res = visitor.GraphQL(t, updateVendorMutation, upd)
		wantCode(t, res, "UNAUTHENTICATED", "")
		res = owner.GraphQL(t, updateVendorMutation, vendorVars(map[string]any{"id": "bogus", "name": "X"}))
		wantCode(t, res, "NOT_FOUND", "")
		res = owner.GraphQL(t, updateVendorMutation, vendorVars(map[string]any{"id": v.ID, "name": "Blue Wave Strategies",
			"category": "Polling", "logo": ""}))
		res.NoErrors(t)
		var up struct {
			P vendorPayload `json:"updateVendorProfile"`
		}
		res.Decode(t, &up)
		// "Polling" is a chip, not a form category: refused, nothing changes.
		if up.P.Vendor != nil || len(up.P.Errors) != 1 || *up.P.Errors[0].Field != "category" {
			t.Fatalf("update with a chip name = %+v", up.P)
		}
		res = owner.GraphQL(t, updateVendorMutation, vendorVars(map[string]any{"id": v.ID, "name": "Blue Wave Strategies",
			"category": "CONSULTING", "logo": ""}))
		res.NoErrors(t)
		res.Decode(t, &up)
		if up.P.Vendor == nil || up.P.Vendor.Name != "Blue Wave Strategies" || up.P.Vendor.Category != "CONSULTING" || up.P.Vendor.Logo != nil {
			t.Fatalf("update payload = %+v", up.P)
		}

		// Views: others count once a day; the owner never; only the owner reads them.
		view := `mutation V($id: ID!) { recordVendorView(input: {vendorId: $id}) { ok } }`
		for _, c := range []*apptest.Client{owner, other, other, cand, visitor} {
			c.GraphQL(t, view, map[string]any{"id": v.ID}).NoErrors(t)
		}
		wantCode(t, owner.GraphQL(t, view, map[string]any{"id": "nope"}), "NOT_FOUND", "")
		detail := `query D($id: Int!) { vendor(databaseId: $id) { name viewerIsOwner profileViews owner { username } } }`
		for _, tc := range []struct {
			c     *apptest.Client
			owner bool
			views any
		}{{owner, true, 2.0}, {other, false, nil}, {visitor, false, nil}} {
			res := tc.c.GraphQL(t, detail, map[string]any{"id": v.DatabaseID})
			res.NoErrors(t)
			var d struct {
				Vendor map[string]any `json:"vendor"`
			}
			res.Decode(t, &d)
			if d.Vendor["viewerIsOwner"] != tc.owner || d.Vendor["profileViews"] != tc.views {
				t.Errorf("vendor as %v = %v", tc.owner, d.Vendor)
			}
		}
		res = visitor.GraphQL(t, detail, map[string]any{"id": 99999})
		res.NoErrors(t)
		if string(res.Data) != `{"vendor":null}` {
			t.Errorf("missing vendor = %s", res.Data)
		}

		// viewer.vendorProfile, node(id).
		res = owner.GraphQL(t, `{ viewer { vendorProfile { name profileViews } } }`, nil)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"name":"Blue Wave Strategies","profileViews":2`) {
			t.Errorf("viewer.vendorProfile = %s", res.Data)
		}
		res = other.GraphQL(t, `{ viewer { vendorProfile { name } } }`, nil)
		res.NoErrors(t)
		if string(res.Data) != `{"viewer":{"vendorProfile":null}}` {
			t.Errorf("other's vendorProfile = %s", res.Data)
		}
		res = visitor.GraphQL(t, `query N($id: ID!) { node(id: $id) { id ... on Vendor { name } } }`, map[string]any{"id": v.ID})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"name":"Blue Wave Strategies"`) {
			t.Errorf("node = %s", res.Data)
		}
	})
}

// seedVendors inserts n vendor users with profiles directly.
func seedVendors(t *testing.T, s *apptest.Server, n int, prefix string) []*vendors.Vendor {
	t.Helper()
	ctx := context.Background()
	cats := []string{"Consulting", "Media", "Technology", "Fundraising", "Data"}
	var out []*vendors.Vendor
	for i := 0; i < n; i++ {
		u := &accounts.User{UserType: accounts.Vendor}
		name := fmt.Sprintf("%s%03d", prefix, i)
		err := s.App.DB.GetW(ctx, &u.ID, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
			VALUES (?, 'x', ?, 'F', 'L', 'vendor', ?) RETURNING id`, name, name+"@example.com", store.Now())
		if err != nil {
			t.Fatal(err)
		}
		v, err := s.App.Vendors.Create(ctx, u, vendors.Input{
			Name: fmt.Sprintf("%s Vendor %03d", prefix, i), Category: cats[i%len(cats)], Location: []string{"Austin, TX", "Denver, CO"}[i%2],
			Affiliation: []string{"Democratic", "Republican", ""}[i%3], Description: "Campaign services of every kind.",
		})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

func TestGraphQLDirectory(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		seedVendors(t, s, 12, "acme")
		c := s.NewClient()
		q := `query Dir($first: Int, $after: String, $filter: VendorFilter, $order: VendorOrder) {
  vendors(first: $first, after: $after, filter: $filter, orderBy: $order) {
    edges { cursor node { name category owner { username } } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`
		type page struct {
			Vendors struct {
				Edges []struct {
					Node struct {
						Name     string `json:"name"`
						Category string `json:"category"`
					} `json:"node"`
				} `json:"edges"`
				PageInfo struct {
					HasNextPage bool   `json:"hasNextPage"`
					EndCursor   string `json:"endCursor"`
				} `json:"pageInfo"`
				TotalCount int `json:"totalCount"`
			} `json:"vendors"`
		}
		get := func(vars map[string]any) page {
			t.Helper()
			res := c.GraphQL(t, q, vars)
			res.NoErrors(t)
			var p page
			res.Decode(t, &p)
			return p
		}
		// Chips map to categories; "Polling" shows Data vendors.
		p := get(map[string]any{"filter": map[string]any{"category": "polling"}})
		if p.Vendors.TotalCount != 2 || len(p.Vendors.Edges) != 2 || p.Vendors.Edges[0].Node.Category != "DATA" {
			t.Errorf("polling = %+v", p)
		}
		p = get(map[string]any{"filter": map[string]any{"category": "Advertising", "affiliation": "DEMOCRATIC"}})
		for _, e := range p.Vendors.Edges {
			if e.Node.Category != "MEDIA" {
				t.Errorf("advertising chip gave %s", e.Node.Category)
			}
		}
		// Walk all pages, newest first.
		var walked []string
		vars := map[string]any{"first": 5, "order": "NEWEST"}
		for {
			p := get(vars)
			if p.Vendors.TotalCount != 12 {
				t.Errorf("totalCount = %d", p.Vendors.TotalCount)
			}
			for _, e := range p.Vendors.Edges {
				walked = append(walked, e.Node.Name)
			}
			if !p.Vendors.PageInfo.HasNextPage {
				break
			}
			vars["after"] = p.Vendors.PageInfo.EndCursor
		}
		if len(walked) != 12 || walked[0] != "acme Vendor 011" || walked[11] != "acme Vendor 000" {
			t.Errorf("newest walk = %v", walked)
		}
		res := c.GraphQL(t, q, map[string]any{"after": "garbage"})
		wantCode(t, res, "INVALID", "Invalid cursor.")
		res = c.GraphQL(t, q, map[string]any{"filter": map[string]any{"search": `"*) OR 1=1 --`}})
		res.NoErrors(t)

		// A page that asks for the dates a brief page leaves out gets them.
		for _, order := range []string{"NAME", "NEWEST"} {
			res = c.GraphQL(t, `query($o: VendorOrder) { vendors(first: 3, orderBy: $o) { edges { node {
				createdAt owner { username createdAt } } } } }`, map[string]any{"o": order})
			res.NoErrors(t)
			if strings.Count(string(res.Data), `"createdAt":"20`) != 6 {
				t.Errorf("%s: dates asked, got %s", order, res.Data)
			}
		}
		res = c.GraphQL(t, `{ vendorFacets { categories { value label count } locations { value count } affiliations { value label count } } }`, nil)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `{"value":"CONSULTING","label":"Political Consulting","count":3}`) ||
			!strings.Contains(string(res.Data), `{"value":"Austin, TX","count":6}`) ||
			!strings.Contains(string(res.Data), `{"value":"DEMOCRATIC","label":"Democratic","count":4}`) {
			t.Errorf("facets = %s", res.Data)
		}
	})
}

// TestDirectoryStatementCount: a directory page with owners costs the same
// number of statements for 5 and for 50 vendors.
func TestDirectoryStatementCount(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		c.Register(t, "watcher", "CANDIDATE")
		q := `query Dir($first: Int) {
  vendors(first: $first, filter: {category: "_all"}, orderBy: NAME) {
    edges { node { id name category categoryLabel location affiliation logo description viewerIsOwner profileViews
      owner { id username firstName } } }
    pageInfo { hasNextPage endCursor }
  }
}`
		count := func(n int) int64 {
			return s.CountStatements(func() {
				res := c.GraphQL(t, q, map[string]any{"first": n})
				res.NoErrors(t)
				if got := strings.Count(string(res.Data), `"categoryLabel"`); got != n {
					t.Fatalf("got %d vendors, want %d", got, n)
				}
			})
		}
		seedVendors(t, s, 50, "v")
		five, fifty := count(5), count(50)
		if five != fifty {
			t.Errorf("statements: %d for 5 vendors, %d for 50", five, fifty)
		}
		t.Logf("%s: %d statements per directory page", s.Engine, fifty)
		if fifty > 3 {
			t.Errorf("statements = %d, want at most 3 (the session, the viewer, the page with the owners' cards)", fifty)
		}
	})
}

func TestRESTVendors(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		visitor := s.NewClient()
		form := func(extra map[string]any) map[string]any {
			f := vendorVars(map[string]any{"affiliation": "Democratic"})["input"].(map[string]any)
			for k, v := range extra {
				f[k] = v
			}
			return f
		}
		cand := s.NewClient()
		cand.Register(t, "casey", "campaign_staff")
		owner := s.NewClient()
		ou := owner.Register(t, "vera", "vendor")
		other := s.NewClient()
		other.Register(t, "otto", "vendor")

		post := func(name string, as *apptest.Client, body any, status int, msg string) apptest.Scenario {
			return apptest.Scenario{Name: name, As: as, Method: "POST", Path: "/api/vendors", Body: body, Status: status, Message: msg}
		}
		apptest.Run(t, []apptest.Scenario{
			post("visitor", visitor, form(nil), 401, ""),
			post("not a vendor", cand, form(nil), 403, "Only vendor accounts can create a vendor profile."),
			{Name: "invalid", As: owner, Method: "POST", Path: "/api/vendors", Body: form(map[string]any{"description": "tiny", "name": "A"}),
				Status: 400, Contains: []string{"Description must be at least 10 characters", "Company name is required"}},
			post("fake logo", owner, form(map[string]any{"logo": fakeImageDataURL()}), 400, "Only PNG, JPEG, GIF and WebP images are allowed."),
			post("oversized logo", owner, form(map[string]any{"logo": oversizedDataURL()}), 413, "File is too large. Maximum size is 2MB."),
		})
		resp, _ := owner.DoHeader(t, "POST", "/api/vendors", `{"name":"x"}`, http.Header{"Content-Type": {"text/plain"}})
		if resp.StatusCode != 400 {
			t.Errorf("text/plain post: %d", resp.StatusCode)
		}

		// userId in the body is ignored; services may be one string with lines.
		resp, b := owner.Do(t, "POST", "/api/vendors", form(map[string]any{"userId": 424242, "services": "Polling\n\n  Focus groups \n",
			"logo": testkit.PNGDataURL(20, 20)}))
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil || resp.StatusCode != 201 {
			t.Fatalf("create: %d %s", resp.StatusCode, b)
		}
		id := int64(m["id"].(float64))
		if int64(m["userId"].(float64)) != ou.DatabaseID || fmt.Sprint(m["services"]) != "[Polling Focus groups]" ||
			m["category"] != "Media" || m["affiliation"] != "Democratic" || !strings.HasPrefix(m["logo"].(string), "/uploads/") {
			t.Errorf("created = %v", m)
		}

		path := fmt.Sprintf("/api/vendors/%d", id)
		put := func(name string, as *apptest.Client, p string, body any, status int, msg string, contains ...string) apptest.Scenario {
			return apptest.Scenario{Name: name, As: as, Method: "PUT", Path: p, Body: body, Status: status, Message: msg, Contains: contains}
		}
		get := func(p string, status int, contains ...string) apptest.Scenario {
			return apptest.Scenario{Name: "GET " + p, As: visitor, Method: "GET", Path: p, Status: status, Contains: contains}
		}
		apptest.Run(t, []apptest.Scenario{
			post("second profile", owner, form(nil), 409, "You already have a vendor profile. Edit it instead."),
			put("other vendor", other, path, form(map[string]any{"name": "Mine now"}), 403, "You don't have permission to edit this vendor profile."),
			put("visitor", visitor, path, form(nil), 401, ""),
			put("missing", owner, "/api/vendors/99999", form(nil), 404, "Vendor not found."),
			put("owner", owner, path, form(map[string]any{"name": "Blue Wave Two", "affiliation": "non-partisan", "logo": nil}), 200, "",
				`"name":"Blue Wave Two"`, `"affiliation":"Nonpartisan"`, `"logo":"/uploads/`),
			{Name: "detail", As: visitor, Method: "GET", Path: path, Status: 200, Check: func(t *testing.T, b []byte) {
				var m map[string]any
				if json.Unmarshal(b, &m); m["name"] != "Blue Wave Two" || m["categoryLabel"] != "Media & Advertising" || m["recentWork"] != "Senate race 2024" {
					t.Errorf("detail = %s", b)
				}
			}},
			get("/api/vendors/99999", 404), get("/api/vendors/abc", 404), get("/api/vendors/-1", 404),
		})

		// The list: exactly the spec's fields (and the verified badge, issue 28), bounded, with a next link.
		seedVendors(t, s, 7, "zed")
		resp, b = visitor.Do(t, "GET", "/api/vendors?limit=3&category=consulting", nil)
		var list []map[string]any
		if err := json.Unmarshal(b, &list); err != nil || resp.StatusCode != 200 || len(list) != 2 {
			t.Fatalf("list: %d %s", resp.StatusCode, b)
		}
		var keys []string
		for k := range list[0] {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		if want := []string{"affiliation", "category", "description", "id", "location", "logo", "name", "userId", "verifiedOrganization"}; !reflect.DeepEqual(keys, want) {
			t.Errorf("list keys = %v", keys)
		}
		var all []string
		next := "/api/vendors?limit=3&sort=name"
		for pages := 0; next != ""; pages++ {
			resp, b := visitor.Do(t, "GET", next, nil)
			if err := json.Unmarshal(b, &list); err != nil || resp.StatusCode != 200 {
				t.Fatalf("GET %s: %d %s", next, resp.StatusCode, b)
			}
			for _, v := range list {
				all = append(all, v["name"].(string))
			}
			next = ""
			if l := resp.Header.Get("Link"); l != "" {
				next = strings.TrimPrefix(strings.SplitN(l, ">", 2)[0], "<")
				if c := resp.Header.Get("X-Next-Cursor"); c == "" || !strings.Contains(next, "after="+c) {
					t.Errorf("X-Next-Cursor %q does not match Link %q", c, l)
				}
			}
			if pages > 5 {
				t.Fatal("too many pages")
			}
		}
		if len(all) != 8 || all[0] != "Blue Wave Two" || !sort.SliceIsSorted(all, func(i, j int) bool { return strings.ToLower(all[i]) < strings.ToLower(all[j]) }) {
			t.Errorf("walked = %v", all)
		}
		var bad []apptest.Scenario
		for _, q := range []string{"?limit=0", "?limit=101", "?limit=x", "?sort=price", "?after=zzz"} {
			bad = append(bad, get("/api/vendors"+q, 400))
		}
		apptest.Run(t, bad)
		// Punctuation is no search at all: the three zed vendors in Denver.
		resp, b = visitor.Do(t, "GET", "/api/vendors?search=%22%27%3B--%2A&location=DENVER,%20CO", nil)
		if err := json.Unmarshal(b, &list); err != nil || resp.StatusCode != 200 || len(list) != 3 {
			t.Errorf("hostile search: %d %s", resp.StatusCode, b)
		}
	})
}

func TestVendorPageMetaAndSitemap(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		vs := seedVendors(t, s, 2, "meta")
		c := s.NewClient()
		resp, b := c.Do(t, "GET", fmt.Sprintf("/vendors/%d", vs[0].ID), nil)
		if resp.StatusCode != 200 || !strings.Contains(string(b), "<title>meta Vendor 000 | Vendors | Canvass</title>") ||
			!strings.Contains(string(b), "Political Consulting in Austin, TX.") {
			t.Errorf("vendor page: %d %.600s", resp.StatusCode, b)
		}
		for _, p := range []string{"/vendors/99999", "/vendors/abc"} {
			if resp, _ := c.Do(t, "GET", p, nil); resp.StatusCode != 404 {
				t.Errorf("GET %s: %d", p, resp.StatusCode)
			}
		}
		_, b = c.Do(t, "GET", "/sitemap.xml", nil)
		for _, v := range vs {
			if !strings.Contains(string(b), fmt.Sprintf("/vendors/%d</loc>", v.ID)) {
				t.Errorf("sitemap lacks vendor %d", v.ID)
			}
		}
	})
}
