package vendors_test

import (
	"context"
	"encoding/base64"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
	"canvass/internal/uploads"
	"canvass/internal/vendors"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

type env struct {
	db  *store.DB
	svc *vendors.Service
	n   int
}

func newEnv(t *testing.T, db *store.DB) *env {
	t.Helper()
	up, err := uploads.New(t.TempDir(), "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	return &env{db: db, svc: vendors.NewService(db, up)}
}

// user inserts a member of the given type (testkit.User, numbered names).
func (e *env) user(t *testing.T, typ accounts.UserType) *accounts.User {
	t.Helper()
	e.n++
	return testkit.User(t, e.db, fmt.Sprintf("u%d", e.n), typ)
}

func validInput() vendors.Input {
	return vendors.Input{
		Name:        "  Blue Wave Media  ",
		Category:    "media & advertising",
		Location:    "Washington, DC",
		Affiliation: "Democratic",
		Description: "Full-service political advertising for campaigns.",
		Services:    []string{"TV ads\n\n  Digital ads  \n", "", "Mail"},
		RecentWork:  "Senate race 2024",
	}
}

func wantErr(t *testing.T, err error, code apperr.Code, msg string) *apperr.Error {
	t.Helper()
	e := apperr.As(err)
	if e == nil {
		t.Fatalf("err = %v, want %s %q", err, code, msg)
	}
	if e.Code != code || (msg != "" && e.Message != msg) {
		t.Fatalf("err = %s %q, want %s %q", e.Code, e.Message, code, msg)
	}
	return e
}

func fieldMessages(err error) map[string]string {
	out := map[string]string{}
	if e := apperr.As(err); e != nil {
		for _, f := range e.Fields {
			out[f.Field] = f.Message
		}
	}
	return out
}

func ptr[T any](v T) *T { return &v }

func TestCreateRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		vendorUser := e.user(t, accounts.Vendor)

		_, err := e.svc.Create(ctx, nil, validInput())
		wantErr(t, err, apperr.Unauthenticated, "")

		for _, typ := range []accounts.UserType{accounts.Candidate, accounts.CampaignStaff} {
			_, err = e.svc.Create(ctx, e.user(t, typ), validInput())
			wantErr(t, err, apperr.Forbidden, "Only vendor accounts can create a vendor profile.")
		}

		in := validInput()
		v, err := e.svc.Create(ctx, vendorUser, in)
		if err != nil {
			t.Fatal(err)
		}
		if v.UserID != vendorUser.ID || v.Name != "Blue Wave Media" || v.Category != "Media" ||
			v.Affiliation == nil || *v.Affiliation != "Democratic" || v.Logo != "" {
			t.Fatalf("created %+v", v)
		}
		if want := (store.StringList{"TV ads", "Digital ads", "Mail"}); !reflect.DeepEqual(v.Services, want) {
			t.Errorf("services = %q, want %q", v.Services, want)
		}
		got, err := e.svc.Get(ctx, v.ID)
		if err != nil {
			t.Fatal(err)
		}
		got.CreatedAt, got.UpdatedAt = got.CreatedAt.UTC(), got.UpdatedAt.UTC()
		if !reflect.DeepEqual(got, v) {
			t.Errorf("Get = %+v\nwant %+v", got, v)
		}

		_, err = e.svc.Create(ctx, vendorUser, validInput())
		wantErr(t, err, apperr.Conflict, "You already have a vendor profile. Edit it instead.")

		// The UNIQUE index holds even when the service check is bypassed.
		_, err = db.Exec(ctx, `INSERT INTO vendors (user_id, name, name_key, category, location, description, created_at, updated_at)
			VALUES (?, 'X', 'x', 'Media', 'DC', 'dddddddddd', ?, ?)`, vendorUser.ID, store.Now(), store.Now())
		if !store.IsUniqueViolation(err) {
			t.Errorf("second row for a user: err = %v, want unique violation", err)
		}

		if mine, err := e.svc.ByUser(ctx, vendorUser.ID); err != nil || mine == nil || mine.ID != v.ID {
			t.Errorf("ByUser = %v, %v", mine, err)
		}
		if none, err := e.svc.ByUser(ctx, vendorUser.ID+1000); err != nil || none != nil {
			t.Errorf("ByUser(other) = %v, %v", none, err)
		}
	})
}

func TestValidation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		u := e.user(t, accounts.Vendor)
		long := func(n int) string { return strings.Repeat("a", n) }
		cases := []struct {
			name string
			edit func(*vendors.Input)
			want map[string]string
		}{
			{"all empty", func(in *vendors.Input) { *in = vendors.Input{} }, map[string]string{
				"name":        "Company name is required",
				"category":    "Category is required",
				"location":    "Location is required",
				"description": "Description must be at least 10 characters",
			}},
			{"too short", func(in *vendors.Input) {
				in.Name, in.Category, in.Location, in.Description = " A ", "M", "D", "123456789"
			}, map[string]string{
				"name":        "Company name is required",
				"category":    "Category is required",
				"location":    "Location is required",
				"description": "Description must be at least 10 characters",
			}},
			{"blank padded", func(in *vendors.Input) { in.Description = "   short    " }, map[string]string{
				"description": "Description must be at least 10 characters",
			}},
			{"unknown category", func(in *vendors.Input) { in.Category = "Catering" }, map[string]string{
				"category": "Choose one of the listed categories.",
			}},
			{"bad affiliation", func(in *vendors.Input) { in.Affiliation = "Whig" }, map[string]string{
				"affiliation": "Affiliation must be Democratic, Republican, Nonpartisan or Other.",
			}},
			{"too long", func(in *vendors.Input) {
				in.Name, in.Location, in.Description, in.RecentWork = long(121), long(121), long(5001), long(5001)
			}, map[string]string{
				"name":        "Company name must be at most 120 characters.",
				"location":    "Location must be at most 120 characters.",
				"description": "Description must be at most 5000 characters.",
				"recentWork":  "Recent work must be at most 5000 characters.",
			}},
			{"too many services", func(in *vendors.Input) {
				in.Services = strings.Split(strings.Repeat("svc\n", 31), "\n")
			}, map[string]string{"services": "List at most 30 services."}},
			{"long service", func(in *vendors.Input) { in.Services = []string{long(201)} }, map[string]string{
				"services": "Each service must be at most 200 characters.",
			}},
			{"external logo", func(in *vendors.Input) { in.Logo = ptr("https://evil.example/x.png") }, map[string]string{
				"logo": "Please upload a PNG, JPEG, GIF or WebP image.", // uploads.ImageField, as for profile images
			}},
		}
		for _, c := range cases {
			in := validInput()
			c.edit(&in)
			_, err := e.svc.Create(ctx, u, in)
			wantErr(t, err, apperr.Invalid, "")
			if got := fieldMessages(err); !reflect.DeepEqual(got, c.want) {
				t.Errorf("%s: fields = %v, want %v", c.name, got, c.want)
			}
		}
		// Exactly at the bounds is fine; every category form is accepted.
		for i, cat := range []string{"MEDIA", "technology", "Political Consulting", "data & analytics", "Events",
			"campaign merchandise", "FUNDRAISING", "Legal Services", "other"} {
			in := validInput()
			in.Name, in.Category, in.Location, in.Description = "AB", cat, "DC", "1234567890"
			in.Services = strings.Split(strings.Repeat("s\n", 30), "\n")
			in.Affiliation = []string{"", "None", "non-partisan", "REPUBLICAN", "other"}[i%5]
			_, err := e.svc.Create(ctx, e.user(t, accounts.Vendor), in)
			if err != nil {
				t.Errorf("category %q: %v", cat, err)
			}
		}
		cats := map[string]bool{}
		var rows []string
		if err := db.Select(ctx, &rows, `SELECT category FROM vendors`); err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			cats[r] = true
		}
		if len(cats) != 9 || !cats["Consulting"] || !cats["Merchandise"] {
			t.Errorf("stored categories = %v", cats)
		}
	})
}

func TestUpdateRulesAndLogo(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		owner, other := e.user(t, accounts.Vendor), e.user(t, accounts.Vendor)
		in := validInput()
		in.Logo = ptr(testkit.PNGDataURL(40, 30))
		v, err := e.svc.Create(ctx, owner, in)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(v.Logo, "/uploads/") || strings.Contains(v.Logo, "base64") {
			t.Fatalf("logo = %q", v.Logo)
		}
		logo := v.Logo

		_, err = e.svc.Update(ctx, nil, v.ID, validInput())
		wantErr(t, err, apperr.Unauthenticated, "")
		_, err = e.svc.Update(ctx, other, v.ID, validInput())
		wantErr(t, err, apperr.Forbidden, "You don't have permission to edit this vendor profile.")
		_, err = e.svc.Update(ctx, e.user(t, accounts.Candidate), v.ID, validInput())
		wantErr(t, err, apperr.Forbidden, "You don't have permission to edit this vendor profile.")
		_, err = e.svc.Update(ctx, owner, v.ID+999, validInput())
		wantErr(t, err, apperr.NotFound, "Vendor not found.")
		bad := validInput()
		bad.Description = "short"
		_, err = e.svc.Update(ctx, owner, v.ID, bad)
		if fieldMessages(err)["description"] != "Description must be at least 10 characters" {
			t.Errorf("update validation: %v", err)
		}

		// nil logo keeps, the same URL keeps, "" removes.
		up := validInput()
		up.Name, up.Category, up.Affiliation = "Red Line Data", "Polling", ""
		up.Category = "Data & Analytics"
		got, err := e.svc.Update(ctx, owner, v.ID, up)
		if err != nil {
			t.Fatal(err)
		}
		if got.Logo != logo || got.Name != "Red Line Data" || got.Category != "Data" || got.Affiliation != nil {
			t.Errorf("after update: %+v", got)
		}
		up.Logo = ptr(logo)
		if got, err = e.svc.Update(ctx, owner, v.ID, up); err != nil || got.Logo != logo {
			t.Errorf("keep logo: %v %q", err, got.Logo)
		}
		up.Logo = ptr("")
		if got, err = e.svc.Update(ctx, owner, v.ID, up); err != nil || got.Logo != "" {
			t.Errorf("remove logo: %v %+v", err, got)
		}
		stored, _ := e.svc.Get(ctx, v.ID)
		if stored.Logo != "" || stored.Name != "Red Line Data" || !stored.CreatedAt.Equal(v.CreatedAt) {
			t.Errorf("stored after update: %+v", stored)
		}

		// A fake image, an oversized one and a made-up /uploads/ URL are refused.
		up.Logo = ptr("data:image/png;base64," + base64.StdEncoding.EncodeToString([]byte("<?php echo 'not an image'; ?>")))
		_, err = e.svc.Update(ctx, owner, v.ID, up)
		if e := wantErr(t, err, apperr.Invalid, ""); len(e.Fields) != 1 || e.Fields[0].Field != "logo" {
			t.Errorf("fake image: %+v", e)
		}
		up.Logo = ptr("data:image/png;base64," + base64.StdEncoding.EncodeToString(make([]byte, 2<<20+10)))
		_, err = e.svc.Update(ctx, owner, v.ID, up)
		if e := wantErr(t, err, apperr.TooLarge, "File is too large. Maximum size is 2MB."); e.Fields[0].Field != "logo" {
			t.Errorf("too large: %+v", e)
		}
		up.Logo = ptr("/uploads/" + strings.Repeat("0", 64) + ".png")
		_, err = e.svc.Update(ctx, owner, v.ID, up)
		if fieldMessages(err)["logo"] != "Please upload a PNG, JPEG, GIF or WebP image." {
			t.Errorf("made-up uploads URL: %v", err)
		}
		// Another vendor cannot adopt the owner's profile by id either.
		if _, err := e.svc.Create(ctx, other, validInput()); err != nil {
			t.Fatal(err)
		}
	})
}

func TestFilterCategoryChips(t *testing.T) {
	cases := map[string]string{
		"Consulting": "Consulting", "ADVERTISING": "Media", "advertising": "Media", "Digital": "Technology",
		"fundraising": "Fundraising", "Polling": "Data", "POLLING": "Data",
		"Media": "Media", "MEDIA": "Media", "Media & Advertising": "Media", "campaign technology": "Technology",
		"legal": "Legal", " Events ": "Events",
	}
	for in, want := range cases {
		c, all, ok := vendors.FilterCategory(in)
		if !ok || all || string(c) != want {
			t.Errorf("FilterCategory(%q) = %q, %v, %v; want %q", in, c, all, ok, want)
		}
	}
	for _, in := range []string{"", "All", "_all", "all vendors", " ALL "} {
		if _, all, ok := vendors.FilterCategory(in); !all || !ok {
			t.Errorf("FilterCategory(%q) should mean all", in)
		}
	}
	if _, _, ok := vendors.FilterCategory("Catering"); ok {
		t.Error("unknown category accepted")
	}
	if got := vendors.Category("Media").Label(); got != "Media & Advertising" {
		t.Errorf("label = %q", got)
	}
}

// directory creates a small directory and returns the vendors by name.
func directory(t *testing.T, e *env) map[string]*vendors.Vendor {
	t.Helper()
	ctx := context.Background()
	specs := []struct{ name, cat, loc, aff, desc string }{
		{"Acme Consulting", "Consulting", "Washington, DC", "Democratic", "Strategy and message consulting for campaigns."},
		{"beacon Polling", "Data", "Austin, TX", "Republican", "Statewide polling, voter files and analytics."},
		{"Cardinal Ads", "Media", "washington, dc", "Nonpartisan", "Broadcast and streaming advertising buys."},
		{"Delta Digital", "Technology", "Denver, CO", "", "Websites, texting tools and digital organizing."},
		{"Eagle Fundraising", "Fundraising", "Austin, TX", "Republican", "Call time, events and donor research."},
		{"Élan Events", "Events", "Miami, FL", "Other", "Rallies, stages and logistics for campaign events."},
		{"acme Merch", "Merchandise", "Denver, CO", "Democratic", "Yard signs, buttons and t-shirts."},
	}
	out := map[string]*vendors.Vendor{}
	for _, s := range specs {
		v, err := e.svc.Create(ctx, e.user(t, accounts.Vendor), vendors.Input{
			Name: s.name, Category: s.cat, Location: s.loc, Affiliation: s.aff, Description: s.desc,
		})
		if err != nil {
			t.Fatal(err)
		}
		out[s.name] = v
	}
	return out
}

func names(p store.Page[*vendors.Vendor]) []string {
	out := make([]string, len(p.Items))
	for i, v := range p.Items {
		out[i] = v.Name
	}
	return out
}

func TestSearchFilterSort(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		directory(t, e)
		search := func(f vendors.Filter, o vendors.Order) []string {
			t.Helper()
			p, err := e.svc.Search(ctx, f, o, 50, "")
			if err != nil {
				t.Fatalf("Search(%+v): %v", f, err)
			}
			n, err := e.svc.Count(ctx, f)
			if err != nil || n != len(p.Items) {
				t.Errorf("Count(%+v) = %d, %v; page has %d", f, n, err, len(p.Items))
			}
			// A brief page (the directory's cards) finds the same vendors,
			// without services or recent work.
			f.Brief = true
			brief, err := e.svc.Search(ctx, f, o, 50, "")
			if err != nil || strings.Join(names(brief), "|") != strings.Join(names(p), "|") {
				t.Errorf("brief Search(%+v) = %v, %v; want %v", f, names(brief), err, names(p))
			}
			for _, v := range brief.Items {
				if len(v.Services) != 0 || v.RecentWork != "" || v.Name == "" || !v.UpdatedAt.IsZero() ||
					v.CreatedAt.IsZero() != (o != vendors.Newest) || v.Owner == nil || !v.Owner.CreatedAt.IsZero() || v.Owner.Username == "" {
					t.Errorf("brief %q: services %v, recent work %q, dates %v %v, owner %+v", v.Name, v.Services, v.RecentWork, v.CreatedAt, v.UpdatedAt, v.Owner)
				}
			}
			// Name cards (and names alone): the same owners' names, no more
			// of them.
			for _, names := range []bool{false, true} {
				f.NameCard, f.Names = !names, names
				named, err := e.svc.Search(ctx, f, o, 50, "")
				if err != nil || len(named.Items) != len(p.Items) {
					t.Fatalf("name-card Search(%+v): %d, %v", f, len(named.Items), err)
				}
				for i, v := range named.Items {
					full := p.Items[i].Owner
					if v.ID != p.Items[i].ID || v.Owner == nil || full == nil || v.Owner.ID != full.ID || v.Owner.Username != full.Username ||
						v.Owner.FirstName != full.FirstName || v.Owner.LastName != full.LastName || v.Owner.IsPublicProfile != (full.IsPublicProfile && !names) ||
						v.Owner.UserType != "" || full.UserType == "" {
						t.Errorf("name-card %q: owner %+v, full %+v", v.Name, v.Owner, full)
					}
				}
			}
			for _, v := range p.Items {
				if v.CreatedAt.IsZero() || v.UpdatedAt.IsZero() || v.Owner == nil || v.Owner.CreatedAt.IsZero() {
					t.Errorf("full %q: dates %v %v, owner %+v", v.Name, v.CreatedAt, v.UpdatedAt, v.Owner)
				}
			}
			return names(p)
		}
		cases := []struct {
			f    vendors.Filter
			want []string
		}{
			{vendors.Filter{}, []string{"Acme Consulting", "acme Merch", "beacon Polling", "Cardinal Ads", "Delta Digital", "Eagle Fundraising", "Élan Events"}},
			{vendors.Filter{Category: "_all"}, []string{"Acme Consulting", "acme Merch", "beacon Polling", "Cardinal Ads", "Delta Digital", "Eagle Fundraising", "Élan Events"}},
			{vendors.Filter{Category: "Advertising"}, []string{"Cardinal Ads"}},
			{vendors.Filter{Category: "polling"}, []string{"beacon Polling"}},
			{vendors.Filter{Category: "DIGITAL"}, []string{"Delta Digital"}},
			{vendors.Filter{Category: "Consulting"}, []string{"Acme Consulting"}},
			{vendors.Filter{Category: "Fundraising"}, []string{"Eagle Fundraising"}},
			{vendors.Filter{Category: "Campaign Merchandise"}, []string{"acme Merch"}},
			{vendors.Filter{Location: " WASHINGTON, DC "}, []string{"Acme Consulting", "Cardinal Ads"}},
			{vendors.Filter{Affiliation: "republican"}, []string{"beacon Polling", "Eagle Fundraising"}},
			{vendors.Filter{Affiliation: "none"}, []string{"Delta Digital"}},
			{vendors.Filter{Location: "Austin, TX", Affiliation: "Republican", Category: "Polling"}, []string{"beacon Polling"}},
			{vendors.Filter{Search: "acme"}, []string{"Acme Consulting", "acme Merch"}},
			{vendors.Filter{Search: "CONSULT"}, []string{"Acme Consulting"}},                 // prefix, any case
			{vendors.Filter{Search: "campaign"}, []string{"Acme Consulting", "Élan Events"}}, // description
			{vendors.Filter{Search: "voter analytics"}, []string{"beacon Polling"}},          // all words
			{vendors.Filter{Search: "voter denver"}, []string{}},
			{vendors.Filter{Search: "acme", Category: "Merchandise"}, []string{"acme Merch"}},
			{vendors.Filter{Search: "yard-signs!"}, []string{"acme Merch"}},
		}
		for _, c := range cases {
			if got := search(c.f, vendors.ByName); !reflect.DeepEqual(got, c.want) && !(len(got) == 0 && len(c.want) == 0) {
				t.Errorf("%+v: got %q, want %q", c.f, got, c.want)
			}
		}
		// An unknown filter value is refused with a field message (the
		// store's one rule for every list), never an empty page.
		for _, c := range []struct {
			f     vendors.Filter
			field string
		}{{vendors.Filter{Category: "Catering"}, "category"}, {vendors.Filter{Affiliation: "Whig"}, "affiliation"}} {
			_, err := e.svc.Search(ctx, c.f, vendors.ByName, 10, "")
			if de := apperr.As(err); de == nil || de.Code != apperr.Invalid || len(de.Fields) != 1 || de.Fields[0].Field != c.field {
				t.Errorf("Search(%+v) = %v, want INVALID on %s", c.f, err, c.field)
			}
			if _, err := e.svc.Count(ctx, c.f); apperr.CodeOf(err) != apperr.Invalid {
				t.Errorf("Count(%+v) = %v, want INVALID", c.f, err)
			}
		}
		// Hostile input never errors.
		for _, s := range []string{`"`, `'`, `*`, `-`, `acme"*`, `NEAR(a b)`, `a OR b`, `a AND NOT`, `)(`, `:*`, `!`, `&|`,
			`\`, "\x00", "\xff\xfe", `%_`, `'; DROP TABLE vendors; --`, `{}`, `^acme`, `acme:*`, strings.Repeat("x ", 500),
			strings.Repeat("y", 5000), `"unbalanced`, `col:acme`, `name:acme`, `<->`, `acme & | !`} {
			if _, err := e.svc.Search(ctx, vendors.Filter{Search: s}, vendors.ByName, 10, ""); err != nil {
				t.Errorf("search %q: %v", s, err)
			}
			if _, err := e.svc.Count(ctx, vendors.Filter{Search: s}); err != nil {
				t.Errorf("count %q: %v", s, err)
			}
		}
		if got := search(vendors.Filter{Search: `acme"* OR`}, vendors.ByName); len(got) != 0 {
			t.Errorf(`operators are words: got %q`, got)
		}
		if got := search(vendors.Filter{Search: `"acme*"`}, vendors.ByName); len(got) != 2 {
			t.Errorf(`"acme*" = %q, want the two acme vendors`, got)
		}
	})
}

func TestPagination(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		// 23 vendors; some share a name (id breaks the tie) and a creation time.
		same := store.Now()
		for i := 0; i < 23; i++ {
			name := fmt.Sprintf("Vendor %02d", (i*7)%23)
			if i%5 == 0 {
				name = "Twin"
			}
			v, err := e.svc.Create(ctx, e.user(t, accounts.Vendor), vendors.Input{
				Name: name, Category: "Other", Location: "DC", Description: "Ten or more characters.",
			})
			if err != nil {
				t.Fatal(err)
			}
			at := same.Add(time.Duration(i%4) * time.Second)
			if _, err := db.Exec(ctx, `UPDATE vendors SET created_at = ? WHERE id = ?`, at, v.ID); err != nil {
				t.Fatal(err)
			}
		}
		for _, order := range []vendors.Order{vendors.ByName, vendors.Newest} {
			all, err := e.svc.Search(ctx, vendors.Filter{}, order, 100, "")
			if err != nil || len(all.Items) != 23 || all.HasNext {
				t.Fatalf("%s: all = %d, %v, %v", order, len(all.Items), all.HasNext, err)
			}
			for i := 1; i < len(all.Items); i++ {
				a, b := all.Items[i-1], all.Items[i]
				if order == vendors.ByName {
					if strings.ToLower(a.Name) > strings.ToLower(b.Name) || (strings.EqualFold(a.Name, b.Name) && a.ID > b.ID) {
						t.Errorf("name order broken at %d: %s/%d, %s/%d", i, a.Name, a.ID, b.Name, b.ID)
					}
				} else if a.CreatedAt.Before(b.CreatedAt) || (a.CreatedAt.Equal(b.CreatedAt) && a.ID < b.ID) {
					t.Errorf("newest order broken at %d", i)
				}
			}
			var walked []int64
			after := ""
			for pages := 0; ; pages++ {
				p, err := e.svc.Search(ctx, vendors.Filter{}, order, 5, after)
				if err != nil {
					t.Fatal(err)
				}
				for _, v := range p.Items {
					walked = append(walked, v.ID)
				}
				if !p.HasNext {
					if pages != 4 {
						t.Errorf("%s: %d pages, want 5", order, pages+1)
					}
					break
				}
				after = p.EndCursor()
			}
			var want []int64
			for _, v := range all.Items {
				want = append(want, v.ID)
			}
			if !reflect.DeepEqual(walked, want) {
				t.Errorf("%s: walked %v, want %v", order, walked, want)
			}
		}
		// A cursor of the other order, or garbage, is INVALID, not a 500.
		p, _ := e.svc.Search(ctx, vendors.Filter{}, vendors.ByName, 2, "")
		_, err := e.svc.Search(ctx, vendors.Filter{}, vendors.Newest, 2, p.Cursor(1))
		wantErr(t, err, apperr.Invalid, "Invalid cursor.")
		_, err = e.svc.Search(ctx, vendors.Filter{}, vendors.ByName, 2, "!!garbage")
		wantErr(t, err, apperr.Invalid, "Invalid cursor.")
		_, err = e.svc.Search(ctx, vendors.Filter{}, vendors.Order("price"), 2, "")
		wantErr(t, err, apperr.Invalid, "")
		if p, err := e.svc.Search(ctx, vendors.Filter{}, vendors.ByName, 1000, ""); err != nil || len(p.Items) != 23 {
			t.Errorf("first=1000: %d %v", len(p.Items), err)
		}
		if p, err := e.svc.Search(ctx, vendors.Filter{}, vendors.ByName, 0, ""); err != nil || len(p.Items) != 0 {
			t.Errorf("first=0: %d %v", len(p.Items), err)
		}
	})
}

func TestFacets(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		f, err := e.svc.Facets(context.Background())
		if err != nil || len(f.Categories) != 0 || len(f.Locations) != 0 || len(f.Affiliations) != 0 {
			t.Fatalf("empty facets = %+v, %v", f, err)
		}
		dir := directory(t, e)
		f, err = e.svc.Facets(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		cats := []vendors.FacetValue{{Value: "MEDIA", Label: "Media & Advertising", Count: 1}, {Value: "TECHNOLOGY", Label: "Campaign Technology", Count: 1},
			{Value: "CONSULTING", Label: "Political Consulting", Count: 1}, {Value: "DATA", Label: "Data & Analytics", Count: 1}, {Value: "EVENTS", Label: "Events & Logistics", Count: 1},
			{Value: "MERCHANDISE", Label: "Campaign Merchandise", Count: 1}, {Value: "FUNDRAISING", Label: "Fundraising Services", Count: 1}}
		if !reflect.DeepEqual(f.Categories, cats) {
			t.Errorf("categories = %+v", f.Categories)
		}
		affs := []vendors.FacetValue{{Value: "DEMOCRATIC", Label: "Democratic", Count: 2}, {Value: "REPUBLICAN", Label: "Republican", Count: 2},
			{Value: "NONPARTISAN", Label: "Non-Partisan", Count: 1}, {Value: "OTHER", Label: "Other", Count: 1}}
		if !reflect.DeepEqual(f.Affiliations, affs) {
			t.Errorf("affiliations = %+v", f.Affiliations)
		}
		var locs []string
		for _, l := range f.Locations {
			locs = append(locs, fmt.Sprintf("%s=%d", strings.ToLower(l.Value), l.Count))
		}
		if want := []string{"austin, tx=2", "denver, co=2", "miami, fl=1", "washington, dc=2"}; !reflect.DeepEqual(locs, want) {
			t.Errorf("locations = %v, want %v", locs, want)
		}
		// The values are kept for a while, but the service's own edits show at once.
		var some *vendors.Vendor
		for _, v := range dir {
			some = v
			break
		}
		in := validInput()
		in.Location = "Boise, ID"
		if _, err := e.svc.Update(context.Background(), &accounts.User{ID: some.UserID, UserType: accounts.Vendor}, some.ID, in); err != nil {
			t.Fatal(err)
		}
		f, _ = e.svc.Facets(context.Background())
		found := false
		for _, l := range f.Locations {
			found = found || l.Value == "Boise, ID"
		}
		if !found {
			t.Errorf("an edited location is missing from the facets: %+v", f.Locations)
		}
	})
}

func TestViews(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		owner, a, b := e.user(t, accounts.Vendor), e.user(t, accounts.Candidate), e.user(t, accounts.Vendor)
		v, err := e.svc.Create(ctx, owner, validInput())
		if err != nil {
			t.Fatal(err)
		}
		record := func(u *accounts.User, want bool) {
			t.Helper()
			got, err := e.svc.RecordView(ctx, u, v.ID)
			if err != nil || got != want {
				t.Errorf("RecordView(%v) = %v, %v; want %v", u, got, err, want)
			}
		}
		record(owner, false) // the owner never counts
		record(nil, false)   // nor do visitors
		record(a, true)
		record(a, false) // once per viewer per day
		record(a, false)
		record(b, true)
		record(owner, false)
		if n, err := e.svc.Views(ctx, owner, v.ID); err != nil || n != 2 {
			t.Errorf("Views = %d, %v; want 2", n, err)
		}
		if n, err := e.svc.ViewsOf(ctx, owner, v); err != nil || n == nil || *n != 2 {
			t.Errorf("ViewsOf(owner) = %v, %v", n, err)
		}
		if n, err := e.svc.ViewsOf(ctx, a, v); err != nil || n != nil {
			t.Errorf("ViewsOf(other) = %v, %v; want nil", n, err)
		}
		_, err = e.svc.Views(ctx, a, v.ID)
		wantErr(t, err, apperr.Forbidden, "")
		_, err = e.svc.Views(ctx, nil, v.ID)
		wantErr(t, err, apperr.Unauthenticated, "")
		_, err = e.svc.RecordView(ctx, a, v.ID+100)
		wantErr(t, err, apperr.NotFound, "Vendor not found.")
	})
}

func TestByUserIDsAndByIDs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		dir := directory(t, e)
		nobody := e.user(t, accounts.Vendor)
		var userIDs, ids []int64
		for _, v := range dir {
			userIDs = append(userIDs, v.UserID)
			ids = append(ids, v.ID)
		}
		before := db.Statements()
		m, err := e.svc.ByUserIDs(ctx, append(userIDs, nobody.ID))
		if err != nil || len(m) != len(dir) || db.Statements()-before != 1 {
			t.Fatalf("ByUserIDs: %d, %v, %d statements", len(m), err, db.Statements()-before)
		}
		for _, v := range dir {
			if m[v.UserID].ID != v.ID {
				t.Errorf("ByUserIDs[%d] = %d, want %d", v.UserID, m[v.UserID].ID, v.ID)
			}
		}
		if m, err := e.svc.ByIDs(ctx, append(ids, 99999)); err != nil || len(m) != len(dir) {
			t.Errorf("ByIDs: %d, %v", len(m), err)
		}
		if m, err := e.svc.ByIDs(ctx, nil); err != nil || len(m) != 0 {
			t.Errorf("ByIDs(nil): %v, %v", m, err)
		}
	})
}
