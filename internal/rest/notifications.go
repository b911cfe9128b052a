package rest

import (
	"net/http"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/notifications"
)

// notificationRoutes: issue 26, the notification centre and saved jobs.
//
//	GET    /api/notifications            the signed-in member's notifications, newest first, a JSON
//	                                     array of {id, kind ("application", "saved-search",
//	                                     "team-added", "team-role", ...), title, url, read, createdAt};
//	                                     ?limit=N (default 50, at most 100) and ?after=C as other lists
//	                                     (Link and X-Next-Cursor when more follow)
//	POST   /api/notifications/{id}/read  → the notification, read (404 for anyone else's)
//	POST   /api/notifications/read-all   → {"ok":true,"marked":N}
//	PUT    /api/jobs/{id}/save           → {"ok":true,"jobId":N,"saved":true} (signed-in non-vendors;
//	                                     saving twice is saving once)
//	DELETE /api/jobs/{id}/save           → {"ok":true,"jobId":N,"saved":false} (idempotent)
//	GET    /api/user/saved-jobs          the member's saved jobs, most recently saved first, jobs as
//	                                     GET /api/jobs shows them; ?limit and ?after as above
//
// GET /api/user carries the bell's count as unreadNotifications.
func (h *Handler) notificationRoutes(mux routes) {
	mux.handle("GET /api/notifications", h.listNotifications, doc{Summary: "The member's notifications, newest first.", Who: member, Paged: true, Out: []notificationJSON{}})
	mux.handle("POST /api/notifications/{id}/read", h.readNotification, doc{Summary: "Marks a notification read.", Who: member, In: struct{}{}, InOptional: true, Out: notificationJSON{}})
	mux.handle("POST /api/notifications/read-all", h.readAllNotifications, doc{Summary: "Marks every notification read.", Who: member, In: struct{}{}, InOptional: true, Out: markedJSON{}})
	mux.handle("PUT /api/jobs/{id}/save", h.saveJob, doc{Summary: "Saves a job (signed-in non-vendors; idempotent).", Who: member, In: struct{}{}, InOptional: true, Out: savedJSON{}})
	mux.handle("DELETE /api/jobs/{id}/save", h.unsaveJob, doc{Summary: "Unsaves a job (idempotent).", Who: member, In: struct{}{}, InOptional: true, Out: savedJSON{}})
	mux.handle("GET /api/user/saved-jobs", h.listSavedJobs, doc{Summary: "The member's saved jobs, most recently saved first.", Who: member, Paged: true, Out: []jobJSON{}})
}

// notificationJSON is a notification as the REST shim shows it.
type notificationJSON struct {
	ID        int64              `json:"id"`
	Kind      notifications.Kind `json:"kind"`
	Title     string             `json:"title"`
	URL       string             `json:"url"`
	Read      bool               `json:"read"`
	CreatedAt time.Time          `json:"createdAt"`
}

func toNotificationJSON(n *notifications.Notification) notificationJSON {
	return notificationJSON{n.ID, n.Kind, n.Title, n.URL, n.Read(), n.CreatedAt.UTC()}
}

func (h *Handler) listNotifications(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := h.Notifications.List(r.Context(), h.viewer(r), limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/notifications", q, nil, page, limit)
	out := make([]notificationJSON, len(page.Items))
	for i, n := range page.Items {
		out[i] = toNotificationJSON(n)
	}
	writeJSON(w, http.StatusOK, out)
}

func (h *Handler) readNotification(w http.ResponseWriter, r *http.Request) {
	if h.viewer(r) == nil {
		h.fail(w, r, apperr.New(apperr.Unauthenticated, notifications.MsgLoginToSee))
		return
	}
	id, err := pathID(r, notifications.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	n, err := h.Notifications.MarkRead(r.Context(), h.viewer(r), id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, toNotificationJSON(n))
}

func (h *Handler) readAllNotifications(w http.ResponseWriter, r *http.Request) {
	k, err := h.Notifications.MarkAllRead(r.Context(), h.viewer(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, markedJSON{OK: true, Marked: k})
}

type markedJSON struct {
	Marked int  `json:"marked"`
	OK     bool `json:"ok"`
}

type savedJSON struct {
	JobID int64 `json:"jobId"`
	OK    bool  `json:"ok"`
	Saved bool  `json:"saved"`
}

func (h *Handler) saveJob(w http.ResponseWriter, r *http.Request)   { h.setSaved(w, r, true) }
func (h *Handler) unsaveJob(w http.ResponseWriter, r *http.Request) { h.setSaved(w, r, false) }

func (h *Handler) setSaved(w http.ResponseWriter, r *http.Request, save bool) {
	id, err := pathID(r, "Job not found.")
	if err != nil {
		h.fail(w, r, err)
		return
	}
	op := h.Jobs.Unsave
	if save {
		op = h.Jobs.Save
	}
	if _, err := op(r.Context(), h.viewer(r), id); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, savedJSON{OK: true, JobID: id, Saved: save})
}

func (h *Handler) listSavedJobs(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	v := h.viewer(r)
	var userID int64
	if v != nil {
		userID = v.ID
	}
	page, err := h.Jobs.ListSaved(r.Context(), v, userID, limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/user/saved-jobs", q, nil, page, limit)
	out := make([]jobJSON, len(page.Items))
	for i, j := range page.Items {
		out[i] = h.jobJSON(r, j)
	}
	writeJSON(w, http.StatusOK, out)
}
