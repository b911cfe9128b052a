package rest

import (
	"net/http"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/people"
)

// peopleRoutes: open to work (issue 27, docs/hiring.md), for signed-in
// candidates and campaign staff (visitors 401, vendors 403).
//
//	GET /api/people              ?available=now|YYYY-MM-DD ?role=field ?state=CO|remote (each optional),
//	                             ?limit=N, ?after=C → a JSON array of members open to work whose profile is
//	                             public, soonest available first: each user's profile fields and
//	                             "openToWork": {open, availableFrom, availableNow, availability, roles,
//	                             states, stateNames, updatedAt}; an unknown value is a 400 field error
//	                             naming it
//	GET /api/user/open-to-work   the caller's own → {open, availableFrom, ...} ({"open": false, ...,
//	                             "updatedAt": null} when never set)
//	PUT /api/user/open-to-work   {open, availableFrom: "YYYY-MM-DD", roles: ["field"], states: ["CO",
//	                             "remote"]} → the saved value; open false turns it off (the rest is
//	                             ignored and the saved values kept); bad values are 400 field errors
//	                             (availableFrom, roles, states)
func (h *Handler) peopleRoutes(mux routes) {
	mux.handle("GET /api/people", h.listPeople, doc{Summary: "Members open to work whose profile is public, soonest available first.", Who: member, Paged: true, Query: []param{{Name: "available", Desc: "now or YYYY-MM-DD."}, {Name: "role", Desc: "A role (field, ...)."}, {Name: "state", Desc: "Two letters (CO) or remote."}}, Out: []personJSON{}})
	mux.handle("GET /api/user/open-to-work", h.myOpenToWork, doc{Summary: "The caller's open-to-work status.", Who: member, Out: openToWorkJSON{}})
	mux.handle("PUT /api/user/open-to-work", h.updateOpenToWork, doc{Summary: "Sets the caller's open-to-work status (open false turns it off).", Who: member, In: openToWorkForm{}, Out: openToWorkJSON{}})
}

type openToWorkJSON struct {
	Open          bool     `json:"open"`
	AvailableFrom string   `json:"availableFrom"`
	AvailableNow  bool     `json:"availableNow"`
	Availability  string   `json:"availability"`
	Roles         []string `json:"roles"`
	States        []string `json:"states"`
	StateNames    []string `json:"stateNames"`
	// UpdatedAt is null when it was never set.
	UpdatedAt *time.Time `json:"updatedAt"`
}

func (h *Handler) openToWorkJSON(o *people.OpenToWork) openToWorkJSON {
	if o == nil {
		o = &people.OpenToWork{}
	}
	out := openToWorkJSON{Open: o.Open, AvailableFrom: o.AvailableFrom, Roles: append([]string{}, o.Roles...),
		States: append([]string{}, o.States...), StateNames: o.StateNames()}
	if !o.UpdatedAt.IsZero() {
		out.UpdatedAt = &o.UpdatedAt
	}
	if o.AvailableFrom != "" {
		now := h.People.Now()
		out.AvailableNow, out.Availability = o.AvailableNow(now), o.Availability(now)
	}
	return out
}

type personJSON struct {
	*accounts.User
	OpenToWork openToWorkJSON `json:"openToWork"`
}

func (h *Handler) listPeople(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := h.People.Search(r.Context(), h.viewer(r), people.Filter{Available: q.Get("available"), Role: q.Get("role"),
		State: q.Get("state")}, limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/people", q, []string{"available", "role", "state"}, page, limit)
	out := make([]personJSON, len(page.Items))
	for i, p := range page.Items {
		out[i] = personJSON{User: &p.User, OpenToWork: h.openToWorkJSON(&p.OTW)}
	}
	writeJSON(w, http.StatusOK, out)
}

func (h *Handler) myOpenToWork(w http.ResponseWriter, r *http.Request) {
	o, err := h.People.Mine(r.Context(), h.viewer(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, h.openToWorkJSON(o))
}

// openToWorkForm is the body of PUT /api/user/open-to-work.
type openToWorkForm struct {
	Open          *bool    `json:"open"`
	AvailableFrom string   `json:"availableFrom"`
	Roles         []string `json:"roles"`
	States        []string `json:"states"`
}

func (h *Handler) updateOpenToWork(w http.ResponseWriter, r *http.Request) {
	var f openToWorkForm
	if err := decode(r, w, &f); err != nil {
		h.fail(w, r, err)
		return
	}
	o, err := h.People.Update(r.Context(), h.viewer(r), people.Input{Open: f.Open, AvailableFrom: f.AvailableFrom, Roles: f.Roles, States: f.States})
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, h.openToWorkJSON(o))
}
