package seed

import (
	"context"
	"testing"

	"canvass/internal/news"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/uploads"
)

func TestDemoNews(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := accountsSeeder(t, db)
		up, err := uploads.New(t.TempDir(), "/uploads/")
		if err != nil {
			t.Fatal(err)
		}
		s.News = news.NewService(db, up)
		users, err := s.demoUsers(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.demoNews(ctx, users); err != nil {
			t.Fatal(err)
		}
		if ok, _ := s.News.IsEditor(ctx, users[DemoEditor]); !ok {
			t.Fatal("demo editor lacks the role")
		}
		page, err := s.News.Search(ctx, nil, news.Filter{}, news.Newest, 100, "")
		if err != nil || len(page.Items) != 15 {
			t.Fatalf("published demo articles: %d %v", len(page.Items), err)
		}
		for _, topic := range []string{"elections", "campaigns", "policy", "events"} {
			n, err := s.News.Count(ctx, news.Filter{Topic: topic})
			if err != nil || n < 3 {
				t.Errorf("topic %s: %d articles %v", topic, n, err)
			}
		}
		drafts, err := s.News.Drafts(ctx, users[DemoEditor], 10, "")
		if err != nil || len(drafts.Items) != 1 || drafts.Items[0].StatusAt(s.News.Now()) != news.Scheduled {
			t.Fatalf("scheduled demo article: %+v %v", drafts.Items, err)
		}
	})
}

func TestBenchNews(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := accountsSeeder(t, db)
		up, err := uploads.New(t.TempDir(), "/uploads/")
		if err != nil {
			t.Fatal(err)
		}
		s.News = news.NewService(db, up)
		if err := s.benchNews(ctx, 1003); err != nil {
			t.Fatal(err)
		}
		n, err := s.News.Count(ctx, news.Filter{})
		if err != nil || n != 1003 {
			t.Fatalf("bench articles: %d %v", n, err)
		}
		// The scenario's search: a word of the summary plus a topic, through the index.
		page, err := s.News.Search(ctx, nil, news.Filter{Search: "county", Topic: "elections"}, news.Newest, 20, "")
		if err != nil || len(page.Items) != 20 {
			t.Fatalf("bench search: %d %v", len(page.Items), err)
		}
	})
}
