package seed

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/store"
	"canvass/internal/vendors"
)

// demoVendor is one demo vendor profile; user is the username of its owner
// (a demo account, or an extra vendor account created here).
type demoVendor struct {
	user  string
	extra *accounts.RegisterInput // the owner's account when it is not a demo account
	in    vendors.Input
	logo  color.RGBA // zero: no logo
}

// demoVendors are realistic profiles across the categories and
// affiliations; the first two belong to the demo accounts vendor1 and vendor2.
var demoVendorProfiles = []demoVendor{
	{user: "vendor1", logo: color.RGBA{0x1f, 0x4e, 0x79, 0xff}, in: vendors.Input{
		Name: "Summit Strategies", Category: "Data", Location: "Washington, DC", Affiliation: "Nonpartisan",
		Description: "Nonpartisan polling and opinion research for campaigns, ballot measures and advocacy groups. " +
			"Live-caller, text-to-web and online panels with fast turnaround and plain-language briefings.",
		Services:   []string{"Benchmark and tracking polls", "Focus groups", "Message testing", "Voter file analytics"},
		RecentWork: "Statewide tracking program for a 2024 ballot initiative in Michigan (12 waves); message testing for three city council races.",
	}},
	{user: "vendor2", logo: color.RGBA{0x8b, 0x2e, 0x16, 0xff}, in: vendors.Input{
		Name: "Redwood Print & Mail", Category: "Merchandise", Location: "Sacramento, CA", Affiliation: "Other",
		Description: "Yard signs, door hangers, palm cards and direct mail with union-printed options, " +
			"in-house design and 48-hour turnaround for rush orders.",
		Services:   []string{"Yard signs and banners", "Door hangers and palm cards", "Direct mail production", "Union bug printing"},
		RecentWork: "Printed 40,000 yard signs and 1.2 million mail pieces for candidates across Northern California in 2024.",
	}},
	{user: "bluewave_media", extra: &accounts.RegisterInput{FirstName: "Elena", LastName: "Park", Location: "Chicago, IL",
		Bio: "Media buyer and creative director at Blue Wave Media."}, logo: color.RGBA{0x1d, 0x6f, 0xd1, 0xff}, in: vendors.Input{
		Name: "Blue Wave Media", Category: "Media", Location: "Chicago, IL", Affiliation: "Democratic",
		Description: "Broadcast, streaming and digital advertising for Democratic candidates and causes, " +
			"from script to placement, with weekly reporting.",
		Services:   []string{"TV and streaming ads", "Digital video", "Media buying", "Creative production"},
		RecentWork: "Ran a $3M broadcast and CTV program for a 2024 U.S. House race in Illinois.",
	}},
	{user: "liberty_digital", extra: &accounts.RegisterInput{FirstName: "Tom", LastName: "Hale", Location: "Dallas, TX",
		Bio: "Builds campaign websites and texting programs."}, in: vendors.Input{
		Name: "Liberty Digital Group", Category: "Technology", Location: "Dallas, TX", Affiliation: "Republican",
		Description: "Campaign websites, peer-to-peer texting, email and donation pages for conservative campaigns, " +
			"built fast and kept secure.",
		Services:   []string{"Campaign websites", "Peer-to-peer texting", "Email programs", "Online donation pages"},
		RecentWork: "Launched websites and texting programs for 25 state legislative candidates in Texas and Oklahoma.",
	}},
	{user: "capitol_counsel", extra: &accounts.RegisterInput{FirstName: "Aisha", LastName: "Rahman", Location: "Richmond, VA",
		Bio: "Election lawyer."}, in: vendors.Input{
		Name: "Capitol Compliance Counsel", Category: "Legal", Location: "Richmond, VA", Affiliation: "Nonpartisan",
		Description: "Campaign finance compliance, FEC and state filings, ballot access and election-day legal support.",
		Services:    []string{"FEC and state reports", "Ballot access", "Election protection", "Compliance training"},
		RecentWork:  "Compliance counsel to 40 federal and state committees in the 2024 cycle.",
	}},
	{user: "granite_consulting", extra: &accounts.RegisterInput{FirstName: "Owen", LastName: "Mercer", Location: "Manchester, NH",
		Bio: "General consultant, four presidential primary cycles."}, logo: color.RGBA{0x4a, 0x55, 0x68, 0xff}, in: vendors.Input{
		Name: "Granite State Consulting", Category: "Consulting", Location: "Manchester, NH", Affiliation: "Republican",
		Description: "General consulting and campaign management for first-time and veteran candidates: " +
			"plans, budgets, messaging and hiring.",
		Services:   []string{"Campaign plans and budgets", "Message development", "Candidate training", "Staff recruitment"},
		RecentWork: "Managed a winning 2024 mayoral campaign in Manchester and two state senate races.",
	}},
	{user: "grassroots_fund", extra: &accounts.RegisterInput{FirstName: "Lena", LastName: "Ortiz", Location: "Phoenix, AZ",
		Bio: "Fundraising consultant."}, in: vendors.Input{
		Name: "Grassroots Fundraising Partners", Category: "Fundraising", Location: "Phoenix, AZ", Affiliation: "Democratic",
		Description: "Call time management, events and small-dollar email fundraising for down-ballot Democrats.",
		Services:    []string{"Call time management", "Fundraising events", "Email fundraising", "Donor research"},
		RecentWork:  "Raised $1.8M for state legislative candidates in Arizona in 2024.",
	}},
	{user: "rally_events", extra: &accounts.RegisterInput{FirstName: "Grace", LastName: "Kim", Location: "Atlanta, GA",
		Bio: "Event producer."}, in: vendors.Input{
		Name: "Rally Point Events", Category: "Events", Location: "Atlanta, GA",
		Description: "Rallies, town halls and election-night parties: venues, staging, sound, permits and crowd logistics.",
		Services:    []string{"Rallies and town halls", "Staging and sound", "Permits", "Volunteer logistics"},
		RecentWork:  "Produced 60 events for statewide campaigns in Georgia and the Carolinas.",
	}},
}

// demoVendors creates the demo vendor profiles through the vendors service,
// registering the extra vendor accounts first.
func (s *Seeder) demoVendors(ctx context.Context, users DemoUsers) error {
	for _, d := range demoVendorProfiles {
		u := users[d.user]
		if u == nil && d.extra != nil {
			reg := *d.extra
			reg.Username, reg.Email, reg.Password = d.user, d.user+"@demo.canvass.test", DemoPassword
			reg.UserType, reg.PoliticalAffiliation = "vendor", "None"
			var err error
			if u, err = s.Accounts.Register(ctx, reg); err != nil {
				return fmt.Errorf("demo vendor account %s: %w", d.user, err)
			}
			if err := s.Accounts.ConfirmEmailDirectly(ctx, u.ID); err != nil {
				return err
			}
			users[d.user] = u
		}
		if u == nil {
			continue // the demo account is missing; nothing to attach the profile to
		}
		in := d.in
		if d.logo.A != 0 {
			logo := logoDataURL(d.logo)
			in.Logo = &logo
		}
		if _, err := s.Vendors.Create(ctx, u, in); err != nil {
			return fmt.Errorf("demo vendor %s: %w", d.in.Name, err)
		}
	}
	if s.Log != nil {
		s.Log.Info("demo vendors created", "count", len(demoVendorProfiles))
	}
	return nil
}

// logoDataURL draws a simple 96x96 logo (a ring on a coloured square) as a
// PNG data URL, so demo logos go through the upload pipeline like real ones.
func logoDataURL(c color.RGBA) string {
	const size = 96
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			dx, dy := x-size/2, y-size/2
			d := dx*dx + dy*dy
			px := c
			if d < 34*34 && d > 22*22 {
				px = color.RGBA{0xff, 0xff, 0xff, 0xff}
			}
			img.SetRGBA(x, y, px)
		}
	}
	var buf bytes.Buffer
	png.Encode(&buf, img)
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())
}

// benchVendorChunk is how many rows one INSERT statement writes.
const benchVendorChunk = 500

// benchVendors inserts n vendor users (bench_vendor_N, password
// "canvass-bench") and their vendor profiles in bulk: multi-row INSERTs in
// one transaction, one shared password hash. Re-running skips what exists.
func (s *Seeder) benchVendors(ctx context.Context, n int) error {
	hash, err := accounts.HashPassword(ctx, "canvass-bench")
	if err != nil {
		return err
	}
	adjs := []string{"Blue", "Red", "Granite", "Liberty", "Summit", "Keystone", "Prairie", "Harbor", "Pioneer", "Evergreen",
		"Capitol", "Frontier", "Lakeshore", "Heartland", "Cardinal", "Beacon", "Union", "Patriot", "Coastal", "Mountain"}
	nouns := map[vendors.Category][]string{
		"Media":       {"Media", "Advertising", "Creative", "Broadcast"},
		"Technology":  {"Digital", "Labs", "Tech", "Web Works"},
		"Consulting":  {"Strategies", "Consulting", "Partners", "Advisors"},
		"Data":        {"Research", "Polling", "Analytics", "Insights"},
		"Events":      {"Events", "Productions", "Logistics", "Stages"},
		"Merchandise": {"Print", "Signs", "Merch", "Apparel"},
		"Fundraising": {"Fundraising", "Finance", "Development", "Donor Services"},
		"Legal":       {"Law", "Counsel", "Compliance", "Legal"},
		"Other":       {"Services", "Group", "Collective", "Company"},
	}
	blurbs := map[vendors.Category]string{
		"Media":       "Broadcast, streaming and digital advertising with creative production and media buying.",
		"Technology":  "Campaign websites, texting, email and organizing tools built for fast-moving races.",
		"Consulting":  "General consulting, campaign plans, message development and candidate training.",
		"Data":        "Polling, focus groups, voter file analytics and targeting models.",
		"Events":      "Rallies, town halls and fundraisers: venues, staging, sound and permits.",
		"Merchandise": "Yard signs, buttons, t-shirts and direct mail with union printing.",
		"Fundraising": "Call time, fundraising events, email fundraising and donor research.",
		"Legal":       "Campaign finance compliance, ballot access and election law counsel.",
		"Other":       "Support services for campaigns, committees and advocacy groups.",
	}
	cities := []string{"Washington, DC", "Austin, TX", "Des Moines, IA", "Manchester, NH", "Phoenix, AZ", "Madison, WI",
		"Raleigh, NC", "Reno, NV", "Tampa, FL", "Atlanta, GA", "Philadelphia, PA", "Denver, CO", "Columbus, OH",
		"Sacramento, CA", "Richmond, VA", "Chicago, IL", "Detroit, MI", "Boston, MA", "Seattle, WA", "Nashville, TN"}
	cats := vendors.Categories.Values()
	affs := []string{"Democratic", "Republican", "Nonpartisan", "Other", ""}
	now := store.Now()
	return s.DB.InTx(ctx, func(tx *store.Tx) error {
		for start := 0; start < n; start += benchVendorChunk {
			end := min(start+benchVendorChunk, n)
			// The owners.
			var q strings.Builder
			q.WriteString(`INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, location, created_at) VALUES `)
			args := make([]any, 0, (end-start)*8)
			names := make([]string, 0, end-start)
			for i := start; i < end; i++ {
				if i > start {
					q.WriteString(", ")
				}
				q.WriteString("(?, ?, ?, ?, ?, 'vendor', ?, ?)")
				name := fmt.Sprintf("bench_vendor_%d", i+1)
				names = append(names, name)
				args = append(args, name, hash, name+"@bench.canvass.test", "Vendor", fmt.Sprintf("Owner %d", i+1),
					cities[i%len(cities)], now.Add(-time.Duration(n-i)*time.Minute))
			}
			q.WriteString(` ON CONFLICT DO NOTHING`)
			if _, err := tx.Exec(ctx, q.String(), args...); err != nil {
				return fmt.Errorf("bench vendor users %d-%d: %w", start+1, end, err)
			}
			sel, selArgs, err := store.In(`SELECT id, username FROM users WHERE username IN (?)`, names)
			if err != nil {
				return err
			}
			var owners []struct {
				ID       int64  `db:"id"`
				Username string `db:"username"`
			}
			if err := tx.Select(ctx, &owners, sel, selArgs...); err != nil {
				return err
			}
			ids := make(map[string]int64, len(owners))
			for _, o := range owners {
				ids[o.Username] = o.ID
			}
			// Their profiles.
			q.Reset()
			q.WriteString(`INSERT INTO vendors (user_id, name, name_key, category, location, affiliation, description,
				services, recent_work, created_at, updated_at) VALUES `)
			args = args[:0]
			for i := start; i < end; i++ {
				if i > start {
					q.WriteString(", ")
				}
				q.WriteString("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
				cat := vendors.Category(cats[(i*7)%len(cats)])
				noun := nouns[cat][(i/len(cats))%len(nouns[cat])]
				name := fmt.Sprintf("%s %s %d", adjs[(i*3)%len(adjs)], noun, i+1)
				var aff any
				if a := affs[i%len(affs)]; a != "" {
					aff = a
				}
				city := cities[(i*11)%len(cities)]
				at := now.Add(-time.Duration(n-i) * time.Minute)
				args = append(args, ids[names[i-start]], name, vendors.NameKey(name), string(cat), city, aff,
					fmt.Sprintf("%s Based in %s; serving campaigns since %d.", blurbs[cat], city, 1990+i%35),
					store.StringList{cat.Label(), "Strategy sessions", "Reporting"},
					fmt.Sprintf("Worked with %d campaigns in the last cycle.", 3+i%40), at, at)
			}
			q.WriteString(` ON CONFLICT (user_id) DO NOTHING`)
			if _, err := tx.Exec(ctx, q.String(), args...); err != nil {
				return fmt.Errorf("bench vendors %d-%d: %w", start+1, end, err)
			}
		}
		return nil
	})
}
