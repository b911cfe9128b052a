package rest

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"canvass/internal/news"
)

// newsRoutes: spec section 7's news row, plus the editors' writes (the spec
// shows no creation call; this is Canvass's design).
//
//	GET    /api/news           published articles readers see, a JSON array of articles (below).
//	                           ?search=text      words over title, summary and content
//	                           ?topic=T          elections, campaigns, policy or events
//	                                             (words of the title; unknown: 400 naming topic)
//	                           ?order=oldest     oldest first (default newest, by publication time)
//	                           ?limit=N, ?after=C, Link and X-Next-Cursor as for /api/jobs.
//	GET    /api/news/{id}      one article; drafts and scheduled ones are 404 except to editors
//	POST   /api/news           article fields → 201 the article (editors only)
//	PUT    /api/news/{id}      article fields → the article (editors only)
//	DELETE /api/news/{id}      → {"ok":true} (editors only)
//
// Writes by a visitor are 401, by a member who is not an editor 403, and
// change nothing. The editor role is granted only by `canvass editors add`.
//
// An article is {id, title, summary, content (Markdown), contentHtml (rendered
// and sanitized on the server), imageUrl (or null),
// createdAt, publishedAt (null for drafts), updatedAt, status ("draft",
// "scheduled", "published"), topics (["elections", ...]), authorId}.
//
// Article fields: title, summary, content, imageUrl (a data URL or an
// /uploads/ URL; "" removes; absent keeps), status ("draft", "published"
// or "scheduled"; absent keeps on PUT and means draft on POST), publishAt
// (RFC 3339, with status "scheduled").
func (h *Handler) newsRoutes(mux routes) {
	mux.handle("GET /api/news", h.listNews, doc{Summary: "Published articles, newest first.", Paged: true, Query: []param{{Name: "search", Desc: "Words over title, summary and content."}, {Name: "topic", Desc: "elections, campaigns, policy or events."}, {Name: "order", Desc: "oldest: oldest first (default newest)."}}, Out: []newsJSON{}})
	mux.handle("GET /api/news/{id}", h.getNews, doc{Summary: "One article (drafts and scheduled ones only to editors).", Out: newsJSON{}})
	mux.handle("POST /api/news", h.createNews, doc{Summary: "Writes an article (editors only).", Who: member, In: news.Input{}, Out: newsJSON{}, Status: http.StatusCreated})
	mux.handle("PUT /api/news/{id}", h.updateNews, doc{Summary: "Edits an article (editors only).", Who: member, In: news.Input{}, Out: newsJSON{}})
	mux.handle("DELETE /api/news/{id}", h.deleteNews, doc{Summary: "Deletes an article (editors only).", Who: member, In: struct{}{}, InOptional: true, Out: okJSON{}})
}

// newsJSON is an article as the REST shim shows it.
type newsJSON struct {
	ID          int64        `json:"id"`
	Title       string       `json:"title"`
	Summary     string       `json:"summary"`
	Content     string       `json:"content"`
	ContentHTML string       `json:"contentHtml"`
	ImageURL    *string      `json:"imageUrl"`
	CreatedAt   time.Time    `json:"createdAt"`
	PublishedAt *time.Time   `json:"publishedAt"`
	UpdatedAt   time.Time    `json:"updatedAt"`
	Status      news.Status  `json:"status"`
	Topics      []news.Topic `json:"topics"`
	AuthorID    int64        `json:"authorId"`
}

func (h *Handler) newsJSON(a *news.Article) newsJSON {
	return newsJSON{ID: a.ID, Title: a.Title, Summary: a.Summary, Content: a.Content, ContentHTML: a.ContentHTML(), ImageURL: a.Image(),
		CreatedAt: a.CreatedAt, PublishedAt: a.PublishedAt, UpdatedAt: a.UpdatedAt,
		Status: a.StatusAt(h.News.Now()), Topics: a.TopicList(), AuthorID: a.AuthorID}
}

func (h *Handler) listNews(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	order := news.Newest
	if strings.EqualFold(q.Get("order"), "oldest") {
		order = news.Oldest
	}
	f := news.Filter{Search: q.Get("search"), Topic: q.Get("topic")}
	page, err := h.News.Search(r.Context(), h.viewer(r), f, order, limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/news", q, []string{"search", "topic", "order"}, page, limit)
	out := make([]newsJSON, len(page.Items))
	for i, a := range page.Items {
		out[i] = h.newsJSON(a)
	}
	writeJSON(w, http.StatusOK, out)
}

func (h *Handler) getNews(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, news.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	a, err := h.News.Get(r.Context(), h.viewer(r), id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, h.newsJSON(a))
}

// newsWriteID reads {id} for a write: a malformed id becomes 0 (no
// article), so the service's editor check answers first (403 for
// non-editors whatever the id, 404 for editors).
func newsWriteID(r *http.Request) int64 {
	id, err := pathID(r, news.MsgNotFound)
	if err != nil {
		return 0
	}
	return id
}

func (h *Handler) createNews(w http.ResponseWriter, r *http.Request) {
	var in news.Input
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	a, err := h.News.Create(r.Context(), h.viewer(r), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	w.Header().Set("Location", "/api/news/"+strconv.FormatInt(a.ID, 10))
	writeJSON(w, http.StatusCreated, h.newsJSON(a))
}

func (h *Handler) updateNews(w http.ResponseWriter, r *http.Request) {
	var in news.Input
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	a, err := h.News.Update(r.Context(), h.viewer(r), newsWriteID(r), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, h.newsJSON(a))
}

func (h *Handler) deleteNews(w http.ResponseWriter, r *http.Request) {
	if err := h.News.Delete(r.Context(), h.viewer(r), newsWriteID(r)); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true})
}
