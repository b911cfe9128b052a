package rest

import (
	"net/http"
	"strconv"
	"time"

	"canvass/internal/resources"
)

// resourceRoutes: spec section 7, the resource rows.
//
//	GET    /api/resources        resources, newest first, a JSON array of list items (below).
//	                             ?search=text   words over title, description and content
//	                                            (each word also matches as a prefix)
//	                             ?category=C    strategy, fundraising, gotv, digital, media, field,
//	                                            legal, data (any casing; empty or _all means any;
//	                                            an unknown value is a 400 naming the field)
//	                             ?limit=N       page size, default 50, at most 100
//	                             ?after=C       cursor: continue after the page that gave C
//	                             When more follow, the response has
//	                             Link: </api/resources?after=C&limit=N[&filters]>; rel="next"
//	                             and X-Next-Cursor: C.
//	GET    /api/resources/{id}   one resource, the full record (404 when missing or not a number)
//	POST   /api/resources        form fields → 201 the resource (candidates and campaign staff)
//	PUT    /api/resources/{id}   form fields → the resource (author only)
//	DELETE /api/resources/{id}   → {"ok":true,"id":N} (author only; 403 "You are not
//	                             authorized to delete this resource")
//
// A list item is {id, title, description, category ("gotv"), createdAt,
// authorId}. The full record adds content (the Markdown source), contentHtml
// (rendered and sanitised), readMinutes, imageUrl (or null) and updatedAt.
//
// Form fields: title, description, category, content (Markdown), imageUrl (a
// data URL for a new image, or the current /uploads/ URL to keep it; left out
// or empty on PUT, the current image is removed). An authorId in the body is
// ignored: the author is always the signed-in user.
func (h *Handler) resourceRoutes(mux routes) {
	mux.handle("GET /api/resources", h.listResources, doc{Summary: "Resources, newest first.", Paged: true, Query: []param{{Name: "search", Desc: "Words over title, description and content."}, {Name: "category", Desc: "strategy, fundraising, gotv, digital, media, field, legal or data (any casing; empty or _all: any)."}}, Out: []resourceItemJSON{}})
	mux.handle("GET /api/resources/{id}", h.getResource, doc{Summary: "One resource, the full record.", Out: resourceJSON{}})
	mux.handle("POST /api/resources", h.createResource, doc{Summary: "Writes a resource (candidates and campaign staff).", Who: member, In: resources.Input{}, Out: resourceJSON{}, Status: http.StatusCreated})
	mux.handle("PUT /api/resources/{id}", h.updateResource, doc{Summary: "Edits a resource (author only).", Who: member, In: resources.Input{}, Out: resourceJSON{}})
	mux.handle("DELETE /api/resources/{id}", h.deleteResource, doc{Summary: "Deletes a resource (author only).", Who: member, In: struct{}{}, InOptional: true, Out: okJSON{}})
}

// resourceItemJSON is a resource in a list (spec section 7's list fields).
type resourceItemJSON struct {
	ID          int64              `json:"id"`
	Title       string             `json:"title"`
	Description string             `json:"description"`
	Category    resources.Category `json:"category"`
	CreatedAt   time.Time          `json:"createdAt"`
	AuthorID    int64              `json:"authorId"`
}

// resourceJSON is the full record.
type resourceJSON struct {
	resourceItemJSON
	hiddenJSON
	Content     string    `json:"content"`
	ContentHTML string    `json:"contentHtml"`
	ReadMinutes int       `json:"readMinutes"`
	ImageURL    *string   `json:"imageUrl"`
	UpdatedAt   time.Time `json:"updatedAt"`
}

func resourceItem(r *resources.Resource) resourceItemJSON {
	return resourceItemJSON{r.ID, r.Title, r.Description, r.Category, r.CreatedAt.UTC(), r.AuthorID}
}

func resourceFull(r *resources.Resource) resourceJSON {
	return resourceJSON{resourceItem(r), hiddenOf(r.State), r.Content, r.ContentHTML(), r.ReadMinutes(), r.Image(), r.UpdatedAt.UTC()}
}

func (h *Handler) listResources(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	f := resources.Filter{Search: q.Get("search"), Category: q.Get("category")}
	page, err := h.Resources.Search(r.Context(), f, resources.Newest, limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/resources", q, []string{"search", "category"}, page, limit)
	out := make([]resourceItemJSON, len(page.Items))
	for i, x := range page.Items {
		out[i] = resourceItem(x)
	}
	writeJSON(w, http.StatusOK, out)
}

func (h *Handler) getResource(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, resources.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	x, err := h.Resources.Get(r.Context(), h.viewer(r), id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, resourceFull(x))
}

func (h *Handler) createResource(w http.ResponseWriter, r *http.Request) {
	var in resources.Input
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	x, err := h.Resources.Create(r.Context(), h.viewer(r), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	w.Header().Set("Location", "/api/resources/"+strconv.FormatInt(x.ID, 10))
	writeJSON(w, http.StatusCreated, resourceFull(x))
}

func (h *Handler) updateResource(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, resources.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in resources.Input
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	x, err := h.Resources.Update(r.Context(), h.viewer(r), id, in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, resourceFull(x))
}

// deleteResource needs no body (the spec's client sends none).
func (h *Handler) deleteResource(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, resources.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.Resources.Delete(r.Context(), h.viewer(r), id); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true, ID: id})
}
