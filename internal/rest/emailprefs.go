package rest

import (
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"net/url"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/notify/prefs"
)

// emailPrefRoutes: which kinds of non-essential email a member gets, and the
// one-click unsubscribe of an email's link (issue 26; docs/notifications.md).
//
//	GET  /api/user/email-preferences  the signed-in user's preferences, every kind:
//	                                  {"message_digest": true, "job_alert": true,
//	                                  "application_updates": true, "team_updates": true} (401 for visitors)
//	PUT  /api/user/email-preferences  some of those kinds with true or false → every kind after the
//	                                  change; an unknown kind or a value that is not a boolean is a
//	                                  400 field error naming the kind
//	POST /api/unsubscribe?token=T     RFC 8058 one-click: an email's List-Unsubscribe URL. Turns the
//	                                  token's kind off for its receiver, no sign-in needed (any body:
//	                                  List-Unsubscribe=One-Click, or JSON {"token", "enabled": true}
//	                                  to turn it on again) → {"ok": true, "kind", "enabled"}; a bad
//	                                  token is a 400 field error on token
//	GET  /api/unsubscribe?token=T     303 to the app's confirmation page /unsubscribe?token=T (a
//	                                  link scanner's GET changes nothing)
func (h *Handler) emailPrefRoutes(mux routes) {
	mux.handle("GET /api/user/email-preferences", h.getEmailPrefs, doc{Summary: "The signed-in member's email preferences, every kind.", Who: member,
		Out: emailPrefsJSON{}})
	mux.handle("PUT /api/user/email-preferences", h.putEmailPrefs, doc{Summary: "Sets some kinds on or off → every kind after the change.",
		Who: member, In: map[string]bool{}, Out: emailPrefsJSON{}})
	mux.handle("POST "+prefs.UnsubscribePath, h.unsubscribe, doc{Summary: "RFC 8058 one-click unsubscribe: turns the token's kind off (no sign-in).",
		Query: []param{{Name: "token", Desc: "The token of the email's List-Unsubscribe URL."}}, In: unsubscribeForm{}, InOptional: true,
		InOther: []string{"application/x-www-form-urlencoded", "text/plain"},
		Out:     unsubscribedJSON{}})
	mux.handle("GET "+prefs.UnsubscribePath, h.unsubscribePage, doc{Summary: "Redirects (303) to the app's confirmation page; changes nothing.",
		Query: []param{{Name: "token", Desc: "The token of the email's List-Unsubscribe URL."}}, Status: http.StatusSeeOther})
}

// emailPrefsJSON is every kind of email with whether the member gets it.
type emailPrefsJSON map[string]bool

func (emailPrefsJSON) openAPISchema() obj {
	props := obj{}
	for _, k := range prefs.Kinds {
		props[k] = obj{"type": "boolean"}
	}
	return obj{"type": "object", "properties": props, "required": prefs.Kinds, "additionalProperties": false}
}

func (h *Handler) getEmailPrefs(w http.ResponseWriter, r *http.Request) {
	m, err := h.EmailPrefs.Get(r.Context(), h.viewer(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, m)
}

func (h *Handler) putEmailPrefs(w http.ResponseWriter, r *http.Request) {
	if h.viewer(r) == nil { // before the body, as every signed-in route
		h.fail(w, r, accounts.ErrNotSignedIn())
		return
	}
	var raw map[string]json.RawMessage
	if err := decode(r, w, &raw); err != nil {
		h.fail(w, r, err)
		return
	}
	set := make(map[string]bool, len(raw))
	var v apperr.Validation
	for k, b := range raw {
		var on bool
		v.Check(json.Unmarshal(b, &on) == nil && string(b) != "null", k, "Must be true or false.")
		set[k] = on
	}
	if err := v.Err(); err != nil {
		h.fail(w, r, err)
		return
	}
	m, err := h.EmailPrefs.Set(r.Context(), h.viewer(r), set)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, m)
}

// unsubscribeForm is the JSON body of POST /api/unsubscribe (any other body is ignored).
type unsubscribeForm struct {
	Token   string `json:"token"`
	Enabled bool   `json:"enabled"`
}

// unsubscribedJSON's fields are in the order of the map it replaced (keys sorted).
type unsubscribedJSON struct {
	Enabled bool   `json:"enabled"`
	Kind    string `json:"kind"`
	OK      bool   `json:"ok"`
}

func (h *Handler) unsubscribe(w http.ResponseWriter, r *http.Request) {
	token, enabled := r.URL.Query().Get("token"), false
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt == "application/json" {
		var body unsubscribeForm
		if err := decode(r, w, &body); err != nil {
			h.fail(w, r, err)
			return
		}
		if body.Token != "" {
			token = body.Token
		}
		enabled = body.Enabled
	} else {
		// The mail provider's "List-Unsubscribe=One-Click": read (a little
		// of it) and ignored, the token is in the URL.
		io.Copy(io.Discard, io.LimitReader(r.Body, 4096))
	}
	u, err := h.EmailPrefs.Unsubscribe(r.Context(), token, enabled)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, unsubscribedJSON{OK: true, Kind: u.Kind, Enabled: u.Enabled})
}

func (h *Handler) unsubscribePage(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "/unsubscribe?"+url.Values{"token": {r.URL.Query().Get("token")}}.Encode(), http.StatusSeeOther)
}
