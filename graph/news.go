package graph

import (
	"context"

	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/news"
	"canvass/internal/session"
	"canvass/internal/store"
)

// News resolvers: each translates GraphQL to a call of the news service
// (the editor role, visibility, validation and messages live in
// internal/news).

// ---------------------------------------------------------------- queries

func (r *Resolver) newsArticles(ctx context.Context, n *int, after *string, filter *model.NewsFilter, orderBy *model.NewsOrder) (*model.NewsArticleConnection, error) {
	var f news.Filter
	if filter != nil {
		f.Search = orZero(filter.Search)
		if filter.Topic != nil {
			f.Topic = string(*filter.Topic)
		}
	}
	order := news.Newest
	if orderBy != nil && *orderBy == model.NewsOrderOldest {
		order = news.Oldest
	}
	// A list of summaries does not read the articles' bodies.
	f.NoContent = !selects(ctx, "edges", "node", "content") && !selects(ctx, "edges", "node", "readingMinutes")
	f.NoHTML = !selects(ctx, "edges", "node", "contentHtml")
	f.NameCard = asksOnly(ctx, nameCardFields, "edges", "node", "author")
	f.Names = asksOnly(ctx, namesFields, "edges", "node", "author")
	page, err := r.News.Search(ctx, session.Viewer(ctx), f, order, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	return r.newsConnection(ctx, page, after, func(upTo int) (store.Count, error) { return r.News.CountUpTo(ctx, f, upTo) })
}

// newsConnection is a page of articles as a connection; authors are primed
// in one statement when asked for.
func (r *Resolver) newsConnection(ctx context.Context, page store.Page[*news.Article], after *string, count func(upTo int) (store.Count, error)) (*model.NewsArticleConnection, error) {
	if err := r.primeOwners(ctx, owners(page.Items, func(a *news.Article) (int64, *accounts.User) { return a.AuthorID, a.Author }),
		"edges", "node", "author"); err != nil {
		return nil, err
	}
	conn := &model.NewsArticleConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, a *news.Article) model.NewsArticleEdge {
		return model.NewsArticleEdge{Cursor: c, Node: a}
	})
	var err error
	conn.TotalCount, conn.TotalCountCapped, conn.TotalCountIsCapped, err = counts(ctx, count)
	return conn, err
}

func (r *Resolver) newsArticle(ctx context.Context, id int) (*news.Article, error) {
	a, err := r.News.Get(ctx, session.Viewer(ctx), int64(id))
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return a, nil
}

// newsDrafts is null (no error) for anyone but an editor, so one query
// serves every viewer of the news screen.
func (r *Resolver) newsDrafts(ctx context.Context, n *int, after *string) (*model.NewsArticleConnection, error) {
	viewer := session.Viewer(ctx)
	page, err := r.News.Drafts(ctx, viewer, first(n), orZero(after))
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return r.newsConnection(ctx, page, after, exactCount(func() (int, error) { return r.News.CountDrafts(ctx, viewer) }))
}

func (r *Resolver) viewerIsEditor(ctx context.Context) (bool, error) {
	return r.News.IsEditor(ctx, session.Viewer(ctx))
}

// newsNode resolves a "NewsArticle" global ID with the same visibility as
// newsArticle: drafts and scheduled articles are null for readers.
func (r *Resolver) newsNode(ctx context.Context, id int64) (model.Node, error) {
	a, err := r.News.Get(ctx, session.Viewer(ctx), id)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return a, nil
}

// -------------------------------------------------------------- mutations

// newsID reads an article's global ID. A malformed one becomes 0, which no
// article has: the service checks the editor role first, so a non-editor
// gets FORBIDDEN whatever the id, and an editor NOT_FOUND.
func newsID(gid string) int64 {
	id, err := fromGlobalID(gid, "NewsArticle", news.MsgNotFound)
	if err != nil {
		return 0
	}
	return id
}

func newsPayload(a *news.Article, err error) (*model.NewsArticlePayload, error) {
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.NewsArticlePayload{Errors: errs}, err
	}
	return &model.NewsArticlePayload{NewsArticle: a, Errors: []model.UserError{}}, nil
}

func statusString(s *news.Status) string {
	if s == nil {
		return ""
	}
	return string(*s)
}

func (r *Resolver) createNewsArticle(ctx context.Context, in model.CreateNewsArticleInput) (*model.NewsArticlePayload, error) {
	return newsPayload(r.News.Create(ctx, session.Viewer(ctx), news.Input{
		Title: in.Title, Summary: in.Summary, Content: in.Content, ImageURL: in.ImageURL,
		Status: statusString(in.Status), PublishAt: in.PublishAt,
	}))
}

func (r *Resolver) updateNewsArticle(ctx context.Context, in model.UpdateNewsArticleInput) (*model.NewsArticlePayload, error) {
	return newsPayload(r.News.Update(ctx, session.Viewer(ctx), newsID(in.ID), news.Input{
		Title: in.Title, Summary: in.Summary, Content: in.Content, ImageURL: in.ImageURL,
		Status: statusString(in.Status), PublishAt: in.PublishAt,
	}))
}

func (r *Resolver) publishNewsArticle(ctx context.Context, in model.PublishNewsArticleInput) (*model.NewsArticlePayload, error) {
	return newsPayload(r.News.Publish(ctx, session.Viewer(ctx), newsID(in.ID), in.PublishAt))
}

func (r *Resolver) unpublishNewsArticle(ctx context.Context, in model.UnpublishNewsArticleInput) (*model.NewsArticlePayload, error) {
	return newsPayload(r.News.Unpublish(ctx, session.Viewer(ctx), newsID(in.ID)))
}

func (r *Resolver) deleteNewsArticle(ctx context.Context, in model.DeleteNewsArticleInput) (*model.DeleteNewsArticlePayload, error) {
	id := newsID(in.ID)
	if err := r.News.Delete(ctx, session.Viewer(ctx), id); err != nil {
		if errs, err := userErrors(err); err != nil || errs != nil {
			return &model.DeleteNewsArticlePayload{Errors: errs}, err
		}
	}
	gid := toGlobalID("NewsArticle", id)
	return &model.DeleteNewsArticlePayload{DeletedNewsArticleID: &gid, Errors: []model.UserError{}}, nil
}

// ------------------------------------------------------ NewsArticle fields

func (r *Resolver) newsStatus(a *news.Article) news.Status { return a.StatusAt(r.News.Now()) }

func (r *Resolver) newsAuthor(ctx context.Context, a *news.Article) (*accounts.User, error) {
	return r.ownerView(ctx, a.AuthorID, a.Author)
}
