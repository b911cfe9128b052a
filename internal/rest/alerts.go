package rest

import (
	"net/http"
	"time"

	"canvass/internal/alerts"
	"canvass/internal/jobs"
)

// savedSearchRoutes: saved job searches and their alerts (issue 26), for
// signed-in candidates and campaign staff (visitors 401, vendors 403); a
// search of another member is a 404, whatever its id.
//
//	GET    /api/saved-searches       the caller's saved searches, newest first: a JSON array of
//	                                 {id, name, filter: {search, location, jobType, affiliation,
//	                                 workplace}, frequency, boardPath, createdAt, updatedAt}; ?limit=N
//	                                 (default 50, at most 100), ?after=C (next page in Link and
//	                                 X-Next-Cursor, as every list)
//	POST   /api/saved-searches       {name, filter: {search, location, jobType, affiliation, workplace},
//	                                 frequency: "instant" | "daily" | "weekly" | "off"} → 201 the search
//	                                 (at most 20 per member: 409); an unknown value is a 400 field error
//	                                 naming the field (filter.jobType, frequency, ...)
//	PUT    /api/saved-searches/{id}  the same body → the search
//	DELETE /api/saved-searches/{id}  → {"ok": true, "id"}
//
// Enum values are the stored ones ("full-time", "Democratic", "remote"); the
// GraphQL names (FULL_TIME) are accepted too. Rules: docs/notifications.md.
func (h *Handler) savedSearchRoutes(mux routes) {
	mux.handle("GET /api/saved-searches", h.listSavedSearches, doc{Summary: "The caller's saved searches, newest first.", Who: member, Paged: true,
		Out: []savedSearchJSON{}})
	mux.handle("POST /api/saved-searches", h.createSavedSearch, doc{Summary: "Saves a search (at most 20 a member: 409).", Who: member,
		In: savedSearchForm{}, Out: savedSearchJSON{}, Status: http.StatusCreated})
	mux.handle("PUT /api/saved-searches/{id}", h.updateSavedSearch, doc{Summary: "Edits a saved search.", Who: member, In: savedSearchForm{},
		Out: savedSearchJSON{}})
	mux.handle("DELETE /api/saved-searches/{id}", h.deleteSavedSearch, doc{Summary: "Deletes a saved search.", Who: member, In: struct{}{},
		InOptional: true, Out: okJSON{}})
}

// savedSearchFilterJSON is a saved search's filters ("" for any).
type savedSearchFilterJSON struct {
	Search      string `json:"search"`
	Location    string `json:"location"`
	JobType     string `json:"jobType"`
	Affiliation string `json:"affiliation"`
	Workplace   string `json:"workplace"`
}

type savedSearchJSON struct {
	ID        int64                 `json:"id"`
	Name      string                `json:"name"`
	Filter    savedSearchFilterJSON `json:"filter"`
	Frequency string                `json:"frequency"`
	BoardPath string                `json:"boardPath"`
	CreatedAt time.Time             `json:"createdAt"`
	UpdatedAt time.Time             `json:"updatedAt"`
}

func toSavedSearchJSON(x *alerts.SavedSearch) savedSearchJSON {
	return savedSearchJSON{ID: x.ID, Name: x.Name, Frequency: string(x.Frequency), BoardPath: x.BoardPath(),
		CreatedAt: x.CreatedAt, UpdatedAt: x.UpdatedAt,
		Filter: savedSearchFilterJSON{Search: x.Search, Location: x.Location, JobType: x.JobType,
			Affiliation: x.Affiliation, Workplace: x.Workplace}}
}

// savedSearchForm is the body of POST and PUT.
type savedSearchForm struct {
	Name      string                `json:"name"`
	Filter    savedSearchFilterJSON `json:"filter"`
	Frequency string                `json:"frequency"`
}

func (f savedSearchForm) input() alerts.Input {
	return alerts.Input{Name: f.Name, Frequency: f.Frequency, Filter: jobs.Filter{Search: f.Filter.Search,
		Location: f.Filter.Location, JobType: f.Filter.JobType, Affiliation: f.Filter.Affiliation, Workplace: f.Filter.Workplace}}
}

func (h *Handler) listSavedSearches(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := h.Alerts.List(r.Context(), h.viewer(r), limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/saved-searches", q, nil, page, limit)
	out := make([]savedSearchJSON, len(page.Items))
	for i, x := range page.Items {
		out[i] = toSavedSearchJSON(x)
	}
	writeJSON(w, http.StatusOK, out)
}

func (h *Handler) createSavedSearch(w http.ResponseWriter, r *http.Request) {
	var f savedSearchForm
	if err := decode(r, w, &f); err != nil {
		h.fail(w, r, err)
		return
	}
	x, err := h.Alerts.Create(r.Context(), h.viewer(r), f.input())
	h.answerSavedSearch(w, r, http.StatusCreated, x, err)
}

func (h *Handler) updateSavedSearch(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, alerts.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var f savedSearchForm
	if err := decode(r, w, &f); err != nil {
		h.fail(w, r, err)
		return
	}
	x, err := h.Alerts.Update(r.Context(), h.viewer(r), id, f.input())
	h.answerSavedSearch(w, r, http.StatusOK, x, err)
}

func (h *Handler) answerSavedSearch(w http.ResponseWriter, r *http.Request, status int, x *alerts.SavedSearch, err error) {
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, status, toSavedSearchJSON(x))
}

func (h *Handler) deleteSavedSearch(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, alerts.MsgNotFound)
	if err == nil {
		err = requireJSONOrEmpty(r)
	}
	if err == nil {
		err = h.Alerts.Delete(r.Context(), h.viewer(r), id)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true, ID: id})
}
