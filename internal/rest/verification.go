package rest

import (
	"net/http"
	"net/url"
	"strings"

	"canvass/internal/apperr"

	"canvass/internal/accounts"
	"canvass/internal/verify"
)

// verificationRoutes: verified campaigns, organisations and vendors (issue
// 28, docs/trust.md "Verified organisations").
//
//	GET  /api/verification          the member's latest request and verified name:
//	                                {verification: {...}|null, verifiedName: string|null} (401 for visitors)
//	POST /api/verification          {kind: campaign|organization|vendor, name, fecId, stateCommitteeId, state,
//	                                website, email} → 201 {...}; a 6-digit code is emailed to email
//	POST /api/verification/confirm  {code} → 200 {...} (address confirmed: waits for a moderator)
//	POST /api/verification/resend   → 204 (a new code; 429 within a minute of the last)
//	GET  /api/moderation/verifications              moderators: requests waiting for a decision
//	                                                (401 visitors, 403 members)
//	POST /api/moderation/verifications/{id}/decide  moderators: {decision: approve|refuse, reason} → 200 {...}
func (h *Handler) verificationRoutes(mux routes) {
	mux.handle("GET /api/verification", h.myVerification, doc{Summary: "The member's latest verification request and verified name.", Who: member, Out: myVerificationJSON{}})
	mux.handle("POST /api/verification", h.requestVerification, doc{Summary: "Asks to be verified; a 6-digit code is emailed.", Who: member, In: verify.Input{}, Out: verificationJSON{}, Status: http.StatusCreated})
	mux.handle("POST /api/verification/confirm", h.confirmVerification, doc{Summary: "Confirms the address with the code; the request waits for a moderator.", Who: member, In: codeForm{}, Out: verificationJSON{}})
	mux.handle("POST /api/verification/resend", h.resendVerificationCode, doc{Summary: "Sends a new code (429 within a minute of the last).", Who: member, In: struct{}{}, InOptional: true, Status: http.StatusNoContent})
	mux.handle("GET /api/moderation/verifications", h.pendingVerifications, doc{Summary: "Requests waiting for a decision (moderators).", Who: member, Out: []*verificationJSON{}})
	mux.handle("POST /api/moderation/verifications/{id}/decide", h.decideVerification, doc{Summary: "Approves or refuses a request (moderators).", Who: member, In: decisionForm{}, Out: verificationJSON{}})
}

// verificationJSON is a request with the FEC page of a federal committee.
type verificationJSON struct {
	*verify.Verification
	FECURL *string `json:"fecUrl"`
}

func verificationOut(v *verify.Verification) *verificationJSON {
	if v == nil {
		return nil
	}
	out := &verificationJSON{Verification: v}
	if u := v.FECURL(); u != "" {
		out.FECURL = &u
	}
	return out
}

type myVerificationJSON struct {
	Verification *verificationJSON `json:"verification"`
	VerifiedName *string           `json:"verifiedName"`
}

type codeForm struct {
	Code string `json:"code"`
}

type decisionForm struct {
	Decision string `json:"decision"`
	Reason   string `json:"reason"`
}

func (h *Handler) myVerification(w http.ResponseWriter, r *http.Request) {
	v, err := h.Verify.Mine(r.Context(), h.viewer(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	name, ok, err := h.Verify.NameOf(r.Context(), h.viewer(r).ID)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var verified *string
	if ok {
		verified = &name
	}
	writeJSON(w, http.StatusOK, myVerificationJSON{verificationOut(v), verified})
}

func (h *Handler) requestVerification(w http.ResponseWriter, r *http.Request) {
	if h.viewer(r) == nil {
		h.fail(w, r, accounts.ErrNotSignedIn())
		return
	}
	var in verify.Input
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	v, err := h.Verify.Request(r.Context(), h.viewer(r), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, verificationOut(v))
}

func (h *Handler) confirmVerification(w http.ResponseWriter, r *http.Request) {
	if h.viewer(r) == nil {
		h.fail(w, r, accounts.ErrNotSignedIn())
		return
	}
	var in codeForm
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	v, err := h.Verify.Confirm(r.Context(), h.viewer(r), in.Code)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, verificationOut(v))
}

func (h *Handler) resendVerificationCode(w http.ResponseWriter, r *http.Request) {
	if err := h.Verify.Resend(r.Context(), h.viewer(r)); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) pendingVerifications(w http.ResponseWriter, r *http.Request) {
	list, err := h.Verify.Pending(r.Context(), h.viewer(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	out := make([]*verificationJSON, len(list))
	for i, v := range list {
		out[i] = verificationOut(v)
	}
	writeJSON(w, http.StatusOK, out)
}

func (h *Handler) decideVerification(w http.ResponseWriter, r *http.Request) {
	if h.viewer(r) == nil {
		h.fail(w, r, accounts.ErrNotSignedIn())
		return
	}
	id, err := pathID(r, verify.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in decisionForm
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	v, err := h.Verify.Decide(r.Context(), h.viewer(r), id, in.Decision, in.Reason)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, verificationOut(v))
}

// verifiedParam reads the verified=true filter of /api/jobs and /api/vendors
// (absent, "" or false: every item).
func verifiedParam(q url.Values) (bool, error) {
	switch strings.ToLower(q.Get("verified")) {
	case "", "false", "0":
		return false, nil
	case "true", "1":
		return true, nil
	}
	return false, apperr.Field("verified", MsgVerifiedParam)
}

// MsgVerifiedParam refuses a verified filter that is not true or false.
const MsgVerifiedParam = "verified must be true or false"

func nameOrNil(name string) *string {
	if name == "" {
		return nil
	}
	return &name
}
