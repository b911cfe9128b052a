package news

import (
	"context"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
)

// Order is the news list's sort order (by publication time).
type Order string

const (
	Newest Order = "NEWEST"
	Oldest Order = "OLDEST"
)

// Filter narrows the news list; empty fields (or "_all") mean "any".
type Filter struct {
	Search string // words over title, summary and content
	Topic  string // elections, campaigns, policy or events (any casing, or the GraphQL name)
	// NoContent leaves Content empty in Search's page (a list of summaries
	// does not read the bodies), NoHTML the stored HTML; neither changes
	// which articles match.
	NoContent, NoHTML bool
	// NameCard reads only the authors' id, username, names and public flag
	// (accounts.NameCardColumns), for a list that shows no more of them;
	// Names only their id, username and names (accounts.NamesColumns).
	NameCard, Names bool
}

// newsText is where the articles' full-text index lives; on SQLite a page
// asks it how common the words are (store.FullText.Where), with the columns
// news_fts indexes for testing very common ones row by row.
var newsText = store.FullText{SQLiteKey: "+n.id", SQLiteTable: "news_fts", Vector: "n.search", From: "news_articles n",
	SQLiteText: []string{"n.title", "n.summary", "n.content"}}

// Orders of the lists; their names tag their cursors.
var (
	newestNews = store.Order{Name: "news.newest", Cols: []store.Col{
		{Expr: "n.published_at", Desc: true, Kind: store.Time}, {Expr: "n.id", Desc: true, Kind: store.Int}}}
	oldestNews = store.Order{Name: "news.oldest", Cols: []store.Col{
		{Expr: "n.published_at", Kind: store.Time}, {Expr: "n.id", Kind: store.Int}}}
	draftsOrder = store.Order{Name: "news.drafts", Cols: []store.Col{
		{Expr: "n.updated_at", Desc: true, Kind: store.Time}, {Expr: "n.id", Desc: true, Kind: store.Int}}}
)

// visibleCond is what readers may see: published, and the time has passed.
const visibleCond = "n.published_at IS NOT NULL AND n.published_at <= ?"

// filterSQL turns f into conditions over news_articles n for one page,
// readers' view only. The words are matched by store.FullText.WhereIn (on
// SQLite without a topic: the index's list for rarer words, a test of
// each row's text for very common ones; with a topic, the words and the
// topic's title words are one match of the index).
func (s *Service) filterSQL(ctx context.Context, f Filter, now time.Time) ([]string, []any, error) {
	conds, args, in, err := s.filterWith(f, now)
	if err != nil {
		return nil, nil, err
	}
	return newsText.AppendWhere(ctx, s.db, f.Search, in, conds, args)
}

// filterWith is filterSQL without the full-text condition, which it
// returns as in (the topic's title words) for the caller to match with
// the search words.
func (s *Service) filterWith(f Filter, now time.Time) ([]string, []any, *store.InColumn, error) {
	conds := []string{visibleCond}
	args := []any{now}
	var in *store.InColumn
	if t := strings.TrimSpace(f.Topic); t != "" && t != "_all" {
		val, ok := Topics.Parse(t)
		if !ok {
			return nil, nil, nil, apperr.Field("topic", MsgUnknownTopic)
		}
		in = &store.InColumn{SQLiteColumn: "title", Weight: "A", Words: topicWords[Topic(val)]}
	}
	return conds, args, in, nil
}

// authorCard reads each listed article's author card in the page's statement.
var authorCard = accounts.CardColumns("u", "author")

// nameAuthorCard is a NameCard page's author card.
var nameAuthorCard = accounts.NameCardColumns("u", "author")

// namesAuthorCard is a Names page's author card.
var namesAuthorCard = accounts.NamesColumns("u", "author")

func pageQuery(conds []string, args []any, o store.Order, first int, after string) store.PageQuery {
	return store.PageQuery{Select: `SELECT ` + articleColumns + ` FROM news_articles n`, Where: conds, Args: args,
		Alias: "n", Join: "LEFT JOIN users u ON u.id = n.author_id", JoinColumns: authorCard,
		Order: o, First: first, After: after}
}

func (s *Service) page(ctx context.Context, q store.PageQuery, key func(*Article) []any) (store.Page[*Article], error) {
	return s.filteredPage(ctx, q, key, Filter{})
}

// filteredPage reads one page; f says which columns q left out.
func (s *Service) filteredPage(ctx context.Context, q store.PageQuery, key func(*Article) []any, f Filter) (store.Page[*Article], error) {
	p, err := store.Paginate(ctx, s.db, q, key)
	if err != nil {
		return p, err
	}
	if !f.NoHTML {
		if err := s.fresh(ctx, !f.NoContent, p.Items...); err != nil {
			return p, err
		}
	}
	for _, a := range p.Items {
		normalize(a)
		accounts.SetCardID(a.Author, a.AuthorID)
	}
	return p, nil
}

func publishedKey(a *Article) []any { return []any{*a.PublishedAt, a.ID} }

// Search returns one page of the articles readers see that match f, in
// order o (by publication time). viewer does not change the result: even
// editors see drafts only in Drafts.
func (s *Service) Search(ctx context.Context, viewer *accounts.User, f Filter, o Order, first int, after string) (store.Page[*Article], error) {
	conds, args, err := s.filterSQL(ctx, f, s.now())
	if err != nil {
		return store.Page[*Article]{}, err
	}
	order := newestNews
	if o == Oldest {
		order = oldestNews
	}
	q := pageQuery(conds, args, order, first, after)
	if f.NoContent {
		q.Select = strings.Replace(q.Select, "n.content,", "'' AS content,", 1)
	}
	if f.NoHTML {
		q.Select = store.WithoutColumns(q.Select, "n", "content_html")
	}
	if f.NameCard {
		q.JoinColumns = nameAuthorCard
	}
	if f.Names {
		q.JoinColumns = namesAuthorCard
	}
	return s.filteredPage(ctx, q, publishedKey, f)
}

// Count returns how many articles readers see match f (for totalCount, computed only
// when a client asks for it).
func (s *Service) Count(ctx context.Context, f Filter) (int, error) {
	c, err := s.CountUpTo(ctx, f, 0)
	return c.N, err
}

// CountUpTo returns how many articles readers see match f, counted no further than upTo
// (store.CountCap for a list's "1,000+"; <= 0 counts all).
func (s *Service) CountUpTo(ctx context.Context, f Filter, upTo int) (store.Count, error) {
	conds, args, in, err := s.filterWith(f, s.now())
	if err != nil {
		return store.Count{}, err
	}
	return newsText.CountUpTo(ctx, s.db, "news_articles", "n", f.Search, in, conds, upTo, args...)
}

// ExplainSearch returns the database's plan for the first page of
// Search(f, o, first) (benchmark and docs/performance.md).
func (s *Service) ExplainSearch(ctx context.Context, f Filter, o Order, first int) ([]string, error) {
	conds, args, err := s.filterSQL(ctx, f, s.now())
	if err != nil {
		return nil, err
	}
	order := newestNews
	if o == Oldest {
		order = oldestNews
	}
	return s.db.ExplainPage(ctx, pageQuery(conds, args, order, first, ""))
}

// Drafts returns one page of actor's drafts and scheduled articles, most
// recently edited first; editors only.
func (s *Service) Drafts(ctx context.Context, actor *accounts.User, first int, after string) (store.Page[*Article], error) {
	// SECURITY: drafts are for editors only, and each sees their own.
	if actor == nil {
		return store.Page[*Article]{}, apperr.New(apperr.Unauthenticated, MsgLoginForDrafts)
	}
	if err := s.requireEditor(ctx, actor); err != nil {
		return store.Page[*Article]{}, err
	}
	conds := []string{"n.author_id = ?", "(n.published_at IS NULL OR n.published_at > ?)"}
	return s.page(ctx, pageQuery(conds, []any{actor.ID, s.now()}, draftsOrder, first, after),
		func(a *Article) []any { return []any{a.UpdatedAt, a.ID} })
}

// CountDrafts returns how many drafts and scheduled articles actor has.
func (s *Service) CountDrafts(ctx context.Context, actor *accounts.User) (int, error) {
	if actor == nil {
		return 0, nil
	}
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM news_articles n
		WHERE n.author_id = ? AND (n.published_at IS NULL OR n.published_at > ?)`, actor.ID, s.now())
	return n, err
}

// Previous returns the published article just older than a (nil when
// none, or when a is not published): the article page's links.
func (s *Service) Previous(ctx context.Context, a *Article) (*Article, error) {
	return s.adjacent(ctx, a, newestNews)
}

// Next returns the published article just newer than a.
func (s *Service) Next(ctx context.Context, a *Article) (*Article, error) {
	return s.adjacent(ctx, a, oldestNews)
}

// adjacent is the first article readers see after a in order o.
func (s *Service) adjacent(ctx context.Context, a *Article, o store.Order) (*Article, error) {
	now := s.now()
	if !a.Visible(now) {
		return nil, nil
	}
	q := pageQuery([]string{visibleCond}, []any{now}, o, 1, "")
	// Start right after a in order o: the keyset condition, built once by store.
	q.After = store.Cursor(o, []any{*a.PublishedAt, a.ID})
	p, err := s.page(ctx, q, publishedKey)
	if err != nil || len(p.Items) == 0 {
		return nil, err
	}
	return p.Items[0], nil
}

// ByIDs returns the articles with the given ids that viewer may see, in one
// statement (for loaders and node); others are absent from the map.
func (s *Service) ByIDs(ctx context.Context, viewer *accounts.User, ids []int64) (map[int64]*Article, error) {
	out := make(map[int64]*Article, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	q, args, err := store.In(`SELECT `+articleColumns+` FROM news_articles n WHERE n.id IN (?)`, ids)
	if err != nil {
		return nil, err
	}
	var list []*Article
	if err := s.db.Select(ctx, &list, q, args...); err != nil {
		return nil, err
	}
	if err := s.fresh(ctx, true, list...); err != nil {
		return nil, err
	}
	now := s.now()
	editor := false
	for _, a := range list {
		normalize(a)
		if !a.Visible(now) && !editor {
			// SECURITY: hidden articles only for editors (asked once, when needed).
			if editor, err = s.IsEditor(ctx, viewer); err != nil {
				return nil, err
			}
			if !editor {
				continue
			}
		}
		out[a.ID] = a
	}
	return out, nil
}

// Ref is an article's id and dates (sitemap).
type Ref struct {
	ID          int64     `db:"id"`
	PublishedAt time.Time `db:"published_at"`
	UpdatedAt   time.Time `db:"updated_at"`
}

// RecentPublished returns the newest n articles readers see.
func (s *Service) RecentPublished(ctx context.Context, n int) ([]Ref, error) {
	var refs []Ref
	err := s.db.Select(ctx, &refs, `SELECT n.id, n.published_at, n.updated_at FROM news_articles n
		WHERE `+visibleCond+` ORDER BY n.published_at DESC, n.id DESC LIMIT ?`, s.now(), n)
	return refs, err
}
