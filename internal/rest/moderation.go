package rest

import (
	"net/http"
	"strconv"

	"canvass/internal/accounts"
	"canvass/internal/moderation"
)

// moderationRoutes: trust and safety (issue 28, docs/trust.md).
//
//	POST /api/reports                             {targetType: job|vendor|resource|user|team|message, targetId,
//	                                              reason: spam|scam|harassment|impersonation|misinformation|other,
//	                                              details} → 201 the report; the same open report again → 200 with
//	                                              the existing one (401 visitors; 404 for what the member cannot see)
//	GET  /api/moderation/reports                  the queue: open reports grouped by thing, most reported first
//	                                              ([{targetType, targetId, path, snapshot, exists, hidden,
//	                                              hiddenReason, reports, lastReportedAt, author}]); ?limit=N (≤ 50)
//	POST /api/moderation/reports/{id}/resolve     {action: dismiss|hide|restore|warn|suspend, reason, days?}
//	                                              → {action, targetType, targetId, resolved, hidden}
//	GET  /api/moderation/log                      the audit log, newest first; ?limit and ?after as other lists
//
// The moderation routes answer 401 to visitors and 403 to members who are
// not moderators (the service decides).
func (h *Handler) moderationRoutes(mux routes) {
	mux.handle("POST /api/reports", h.createReport, doc{Summary: "Reports something; the same open report again answers the existing one (200).",
		Who: member, In: moderation.ReportInput{}, Out: moderation.Report{}, Status: http.StatusCreated, Location: true,
		Also: []reply{{http.StatusOK, moderation.Report{}}}})
	mux.handle("GET /api/moderation/reports", h.moderationQueue, doc{Summary: "The moderators' queue: open reports grouped by thing, most reported first.",
		Who: member, Query: []param{{Name: "limit", Int: true, Desc: "At most 50."}}, Out: []moderation.Item{}})
	mux.handle("POST /api/moderation/reports/{id}/resolve", h.resolveReport, doc{Summary: "Resolves a report (moderators).", Who: member,
		In: moderation.ResolveInput{}, Out: moderation.Outcome{}})
	mux.handle("GET /api/moderation/log", h.moderationLog, doc{Summary: "The moderators' audit log, newest first.", Who: member, Paged: true,
		Out: []moderation.LogEntry{}})
}

func (h *Handler) createReport(w http.ResponseWriter, r *http.Request) {
	if h.viewer(r) == nil { // before the body, as every signed-in route
		h.fail(w, r, accounts.ErrNotSignedIn())
		return
	}
	var in moderation.ReportInput
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	rep, created, err := h.Moderation.Report(r.Context(), h.viewer(r), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
		w.Header().Set("Location", "/api/reports/"+strconv.FormatInt(rep.ID, 10))
	}
	writeJSON(w, status, rep)
}

func (h *Handler) moderationQueue(w http.ResponseWriter, r *http.Request) {
	limit, err := limitParam(r.URL.Query())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	items, err := h.Moderation.Queue(r.Context(), h.viewer(r), limit)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, items)
}

func (h *Handler) resolveReport(w http.ResponseWriter, r *http.Request) {
	// SECURITY: the role is checked before the body is read.
	if err := h.Moderation.RequireModerator(r.Context(), h.viewer(r)); err != nil {
		h.fail(w, r, err)
		return
	}
	id, err := pathID(r, "Report not found.")
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in moderation.ResolveInput
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	out, err := h.Moderation.Resolve(r.Context(), h.viewer(r), id, in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

func (h *Handler) moderationLog(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := h.Moderation.Log(r.Context(), h.viewer(r), limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/moderation/log", q, nil, page, limit)
	writeJSON(w, http.StatusOK, page.Items)
}
