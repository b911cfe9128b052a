package rest

import (
	"net/http"
	"strconv"

	"canvass/internal/accounts"
	"canvass/internal/tokens"
)

// tokenRoutes: the signed-in member's personal access tokens (issue 30,
// docs/api.md). Listing works with a token; making and revoking them needs
// the browser session (403 with a token).
//
//	GET    /api/tokens       the member's tokens, newest first: [{id, name, prefix, scope,
//	                         createdAt, expiresAt, lastUsedAt, revokedAt}] (401 for visitors)
//	POST   /api/tokens       {name, expiresInDays: 30|90|365|0|null, scope: read|read_write}
//	                         → 201 {token, secret}: the secret is shown this once
//	DELETE /api/tokens/{id}  revokes it at once → 204 (404 for anyone else's)
func (h *Handler) tokenRoutes(mux routes) {
	mux.handle("GET /api/tokens", h.listTokens, doc{Summary: "The member's tokens, newest first.", Who: member, Out: []tokens.Token{}})
	mux.handle("POST /api/tokens", h.createToken, doc{Summary: "Makes a token; the secret is answered this once.", Who: browser, In: tokens.Input{}, Out: newTokenJSON{}, Status: http.StatusCreated, Location: true})
	mux.handle("DELETE /api/tokens/{id}", h.revokeToken, doc{Summary: "Revokes a token at once.", Who: browser, Status: http.StatusNoContent})
}

func (h *Handler) listTokens(w http.ResponseWriter, r *http.Request) {
	list, err := h.Tokens.List(r.Context(), h.viewer(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

// newTokenJSON is a new token with its secret.
type newTokenJSON struct {
	Secret string        `json:"secret"`
	Token  *tokens.Token `json:"token"`
}

func (h *Handler) createToken(w http.ResponseWriter, r *http.Request) {
	if h.viewer(r) == nil { // before the body, as every signed-in route
		h.fail(w, r, accounts.ErrNotSignedIn())
		return
	}
	var in tokens.Input
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	t, secret, err := h.Tokens.Create(r.Context(), h.viewer(r), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	w.Header().Set("Location", "/api/tokens/"+strconv.FormatInt(t.ID, 10))
	writeJSON(w, http.StatusCreated, newTokenJSON{Secret: secret, Token: t})
}

func (h *Handler) revokeToken(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, tokens.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if _, err := h.Tokens.Revoke(r.Context(), h.viewer(r), id); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
