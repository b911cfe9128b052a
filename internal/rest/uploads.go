package rest

import (
	"mime"
	"net/http"
	"strings"

	"canvass/internal/apperr"
	"canvass/internal/uploads"
)

// uploadRoutes: raw image uploads (the alternative to data URLs).
//
//	POST /api/uploads   body: the image bytes, Content-Type image/png, image/jpeg,
//	                    image/gif or image/webp (signed-in only; at most 2 MB)
//	                    → 201 {"url": "/uploads/<hash>.<ext>"}; the URL can then be sent
//	                    as profileImage (or a vendor logo) instead of a data URL.
//
// The claimed type only gates the request (an image/* type cannot be sent by
// a cross-site form); the content itself is sniffed and re-encoded.
func (h *Handler) uploadRoutes(mux routes) {
	mux.handle("POST /api/uploads", h.upload, doc{Summary: "Uploads an image (at most 2 MB) → its URL, to send as profileImage or a logo.", Who: member, InType: "image/*", Out: uploadedJSON{}, Status: http.StatusCreated})
}

type uploadedJSON struct {
	URL string `json:"url"`
}

func (h *Handler) upload(w http.ResponseWriter, r *http.Request) {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if !strings.HasPrefix(mt, "image/") {
		h.fail(w, r, apperr.New(apperr.Invalid, "Uploads must have an image Content-Type (image/png, image/jpeg, image/gif or image/webp)."))
		return
	}
	body := http.MaxBytesReader(w, r.Body, uploads.MaxBytes+1)
	url, err := h.Accounts.UploadImage(r.Context(), h.viewer(r), body)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, uploadedJSON{url})
}
