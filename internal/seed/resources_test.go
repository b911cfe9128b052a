package seed

import (
	"context"
	"strings"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/markdown"
	"canvass/internal/resources"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// TestDemoGuides: the demo guides pass the service's rules, cover most
// categories, are substantial and render with headings and lists.
func TestDemoGuides(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		users := DemoUsers{}
		for _, name := range []string{"candidate1", "candidate2", "staff1", "staff2"} {
			typ := accounts.UserType("candidate")
			if strings.HasPrefix(name, "staff") {
				typ = "campaign_staff"
			}
			u, err := s.Accounts.Register(ctx, accounts.RegisterInput{Username: name, Password: DemoPassword,
				Email: name + "@example.com", FirstName: "D", LastName: "U", UserType: string(typ)})
			if err != nil {
				t.Fatal(err)
			}
			users[name] = u
		}
		if err := s.demoGuides(ctx, users); err != nil {
			t.Fatal(err)
		}
		page, err := s.Resources.Search(ctx, resources.Filter{}, resources.Newest, 50, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Items) != 12 {
			t.Fatalf("%d demo guides, want 12", len(page.Items))
		}
		cats := map[resources.Category]bool{}
		for _, r := range page.Items {
			cats[r.Category] = true
			html := r.ContentHTML()
			if len(strings.Fields(markdown.PlainText(r.Content))) < 150 || !(strings.Contains(html, "<h2>") || strings.Contains(html, "<h3>")) ||
				!(strings.Contains(html, "<ul>") || strings.Contains(html, "<ol>") || strings.Contains(html, "<table>")) {
				t.Errorf("%q is not substantial: %d words", r.Title, len(strings.Fields(r.Content)))
			}
		}
		if len(cats) < 7 {
			t.Errorf("demo guides cover %d categories, want at least 7", len(cats))
		}
	})
}

// TestBenchResources: the bench loader writes searchable resources.
func TestBenchResources(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := newSeeder(t, db)
		if _, err := s.Accounts.Register(ctx, accounts.RegisterInput{Username: "writer", Password: DemoPassword,
			Email: "w@example.com", FirstName: "W", LastName: "R", UserType: "candidate"}); err != nil {
			t.Fatal(err)
		}
		if err := s.benchResources(ctx, 1200); err != nil {
			t.Fatal(err)
		}
		n, err := s.Resources.Count(ctx, resources.Filter{})
		if err != nil || n != 1200 {
			t.Fatalf("count = %d %v", n, err)
		}
		if n, _ := s.Resources.Count(ctx, resources.Filter{Search: "door", Category: "field"}); n == 0 {
			t.Errorf("bench search finds nothing")
		}
	})
}
