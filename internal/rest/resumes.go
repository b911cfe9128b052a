package rest

import (
	"net/http"
	"strconv"

	"canvass/internal/apperr"
	"canvass/internal/resumes"
)

// resumeRoutes: the signed-in member's profile résumé (docs/hiring.md). The
// résumé sent with an application downloads from
// GET /api/jobs/{id}/applications/{applicationId}/resume (jobRoutes).
//
//	GET    /api/user/resume   the member's own profile résumé as a PDF download (404 when none)
//	PUT    /api/user/resume   {resume: {fileName, data}} with data "data:application/pdf;base64,..." (a PDF of
//	                          at most 5 MB; bodies up to 7 MB) → {fileName, size, uploadedAt, url}; replaces any.
//	                          A refused file is a 400 with a field error on "resume".
//	DELETE /api/user/resume   → {"ok": true} (none: the same)
//
// A download is always Content-Type: application/pdf, Content-Disposition:
// attachment, X-Content-Type-Options: nosniff, Cache-Control: private,
// no-store, and a sandboxing Content-Security-Policy.
func (h *Handler) resumeRoutes(mux routes) {
	mux.handle("GET /api/user/resume", h.profileResume, doc{Summary: "The member's profile résumé as a PDF download.", Who: member, OutType: "application/pdf"})
	mux.handle("PUT /api/user/resume", h.setProfileResume, doc{Summary: "Replaces the profile résumé (a PDF of at most 5 MB; bodies up to 7 MB).", Who: member, In: resumeForm{}, Out: resumes.Info{}})
	mux.handle("DELETE /api/user/resume", h.removeProfileResume, doc{Summary: "Removes the profile résumé.", Who: member, In: struct{}{}, InOptional: true, Out: okJSON{}})
}

func (h *Handler) profileResume(w http.ResponseWriter, r *http.Request) {
	f, err := h.Resumes.ProfileFile(r.Context(), h.viewer(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	serveResume(w, r, f)
}

type resumeForm struct {
	Resume *resumes.Upload `json:"resume"`
}

func (h *Handler) setProfileResume(w http.ResponseWriter, r *http.Request) {
	viewer := h.viewer(r)
	if viewer == nil { // before reading a large body
		h.fail(w, r, apperr.New(apperr.Unauthenticated, resumes.MsgLogin))
		return
	}
	var in resumeForm
	if err := decodeUpTo(r, w, &in, resumes.MaxJSONBody); err != nil {
		h.fail(w, r, err)
		return
	}
	if in.Resume == nil {
		h.fail(w, r, apperr.Field(resumes.Field, resumes.MsgBadData))
		return
	}
	info, err := h.Resumes.SetProfile(r.Context(), viewer, *in.Resume)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, info)
}

func (h *Handler) removeProfileResume(w http.ResponseWriter, r *http.Request) {
	err := requireJSONOrEmpty(r)
	if err == nil {
		err = h.Resumes.RemoveProfile(r.Context(), h.viewer(r))
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true})
}

func (h *Handler) applicationResume(w http.ResponseWriter, r *http.Request) {
	jobID, appID, err := applicationPath(r)
	var f *resumes.File
	if err == nil {
		f, err = h.Resumes.ApplicationFile(r.Context(), h.viewer(r), jobID, appID)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	serveResume(w, r, f)
}

// serveResume sends f as a download that no browser renders in the page and
// no shared cache keeps.
func serveResume(w http.ResponseWriter, r *http.Request, f *resumes.File) {
	hd := w.Header()
	hd.Set("Content-Type", "application/pdf")
	hd.Set("Content-Disposition", f.Disposition())
	hd.Set("Content-Length", strconv.Itoa(len(f.Data)))
	hd.Set("Cache-Control", "private, no-store")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	hd.Set("X-Robots-Tag", "noindex")
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(f.Data)
	}
}
