package rest

import (
	"net/http"
	"time"

	"canvass/internal/insights"
)

// insightRoutes: what campaign jobs pay (issue 27, docs/hiring.md). Public.
//
//	GET /api/insights/pay   ?role=field ?state=CO ?jobType=full-time (each optional) →
//	                        {"cells": [{role, state ("" for all states), stateName, count, p25, median,
//	                        p75}], "minPostings": 5, "computedAt"}: dollars a year, null figures when a
//	                        cell has fewer than minPostings postings; an unknown value is a 400 field
//	                        error naming it
func (h *Handler) insightRoutes(mux routes) {
	mux.handle("GET /api/insights/pay", h.payInsights, doc{Summary: "What campaign jobs pay, in dollars a year (null figures below minPostings).",
		Query: []param{{Name: "role", Desc: "A role (field, ...)."}, {Name: "state", Desc: "Two letters (CO)."}, {Name: "jobType", Desc: "full-time, ..."}},
		Out:   payJSON{}})
}

type payCellJSON struct {
	insights.Cell
	StateName *string `json:"stateName"`
}

type payJSON struct {
	Cells       []payCellJSON `json:"cells"`
	MinPostings int           `json:"minPostings"`
	ComputedAt  time.Time     `json:"computedAt"`
}

func (h *Handler) payInsights(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	t, err := h.Insights.Pay(r.Context(), insights.Filter{Role: q.Get("role"), State: q.Get("state"), JobType: q.Get("jobType")})
	if err != nil {
		h.fail(w, r, err)
		return
	}
	cells := make([]payCellJSON, len(t.Cells))
	for i, c := range t.Cells {
		cells[i] = payCellJSON{Cell: c, StateName: c.StateName()}
	}
	writeJSON(w, http.StatusOK, payJSON{cells, insights.MinPostings, t.Computed})
}
