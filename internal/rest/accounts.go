package rest

import (
	"encoding/json"
	"net/http"
	"strings"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
)

// accountRoutes: spec section 7, the account rows.
//
//	GET  /api/user            the signed-in user, with unreadNotifications (the bell's count) and
//	                          emailVerified (whether they confirmed their address)
//	                          (401 {"message":"Not signed in"} for visitors)
//	POST /api/login           {username, password} → the user; signs in
//	POST /api/register        registration fields → 201 the user; signs in
//	POST /api/logout          ends the session → {"ok":true}
//	PUT  /api/user/profile    profile form fields → the updated user
//	PUT  /api/user/password   {currentPassword, newPassword} → {"ok":true}; other sessions end
//	DELETE /api/user          {currentPassword} → {"ok":true}; the account is deleted and signed out
//	POST /api/user/email/verify  {token} → {"ok":true,"emailVerified":true}: confirms the address the
//	                          link was sent to (no sign-in needed; 400 with a token field error when
//	                          the link is invalid, used or expired)
//	POST /api/user/email/resend  no body → {"ok":true}: a new confirmation link to the signed-in
//	                          user's address (400 when already confirmed, 429 after 5 an hour)
//	GET  /api/user/{id}       one member (signed-in only; reduced for private profiles)
//	GET  /api/users           the member directory (signed-in only), a JSON array ordered by id.
//	                          ?search=text  case-insensitive match on first, last or full name and username
//	                          ?limit=N      page size, default 50, at most 100
//	                          ?after=C      cursor: continue after the page whose Link header gave C
//	                          When more users follow, the response has
//	                          Link: </api/users?after=C&limit=N[&search=...]>; rel="next"
//	                          and X-Next-Cursor: C.
func (h *Handler) accountRoutes(mux routes) {
	mux.handle("GET /api/user", h.currentUser, doc{Summary: "The signed-in user, with the bell's count and whether the address is confirmed.",
		Who: member, Out: currentUserJSON{}})
	mux.handle("POST /api/login", h.login, doc{Summary: "Signs in.", In: loginForm{}, Out: accounts.User{}})
	mux.handle("POST /api/register", h.register, doc{Summary: "Registers and signs in.", In: registerForm{}, Out: accounts.User{}, Status: http.StatusCreated})
	mux.handle("POST /api/logout", h.logout, doc{Summary: "Ends the session.", Out: okJSON{}})
	mux.handle("PUT /api/user/profile", h.updateProfile, doc{Summary: "Updates the profile.", Who: member, In: profileBody{}, Out: accounts.User{}})
	mux.handle("PUT /api/user/password", h.changePassword, doc{Summary: "Changes the password; other sessions end.", Who: browser,
		In: passwordForm{}, Out: okJSON{}})
	mux.handle("DELETE /api/user", h.deleteAccount, doc{Summary: "Deletes the account and signs out.", Who: browser, In: deleteAccountForm{}, Out: okJSON{}})
	mux.handle("POST /api/user/email/verify", h.verifyEmail, doc{Summary: "Confirms the address a link was sent to (no sign-in needed).",
		In: verifyEmailForm{}, Out: emailVerifiedJSON{}})
	mux.handle("POST /api/user/email/resend", h.resendVerification, doc{Summary: "Sends a new confirmation link (429 after 5 an hour).",
		Who: member, Out: okJSON{}})
	mux.handle("GET /api/user/{id}", h.getUser, doc{Summary: "One member (reduced for private profiles).", Who: member, Out: profileJSON{}})
	mux.handle("GET /api/users", h.listUsers, doc{Summary: "The member directory, ordered by id.", Who: member, Paged: true,
		Query: []param{{Name: "search", Desc: "Case-insensitive match on first, last or full name and username."}}, Out: []accounts.User{}})
}

func (h *Handler) currentUser(w http.ResponseWriter, r *http.Request) {
	u := h.viewer(r)
	if u == nil {
		h.fail(w, r, accounts.ErrNotSignedIn())
		return
	}
	n, err := h.Notifications.UnreadCount(r.Context(), u)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, currentUserJSON{u, n, u.EmailVerified})
}

// currentUserJSON is GET /api/user's answer.
type currentUserJSON struct {
	*accounts.User
	// The bell's count (issue 26).
	UnreadNotifications int `json:"unreadNotifications"`
	// The address is confirmed (issue 26).
	EmailVerified bool `json:"emailVerified"`
}

// okJSON is {"ok": true}, with the id acted on when the route names one.
// (The answers that were maps keep their keys sorted: {"id":1,"ok":true}.)
type okJSON struct {
	ID int64 `json:"id,omitempty"`
	OK bool  `json:"ok"`
}

type emailVerifiedJSON struct {
	EmailVerified bool `json:"emailVerified"`
	OK            bool `json:"ok"`
}

type verifyEmailForm struct {
	Token string `json:"token"`
}

func (h *Handler) verifyEmail(w http.ResponseWriter, r *http.Request) {
	var in verifyEmailForm
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	if _, err := h.Accounts.VerifyEmail(r.Context(), in.Token); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, emailVerifiedJSON{OK: true, EmailVerified: true})
}

func (h *Handler) resendVerification(w http.ResponseWriter, r *http.Request) {
	if err := h.Accounts.ResendVerification(r.Context(), h.viewer(r)); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true})
}

type loginForm struct {
	Username string `json:"username"`
	Password string `json:"password"`
}

func (h *Handler) login(w http.ResponseWriter, r *http.Request) {
	var in loginForm
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	u, err := h.Accounts.Login(r.Context(), in.Username, in.Password, r.RemoteAddr)
	if err == nil {
		err = h.Sessions.SignIn(r.Context(), u)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, u)
}

// registerForm is the body of POST /api/register.
type registerForm struct {
	Username             string `json:"username"`
	Password             string `json:"password"`
	Email                string `json:"email"`
	FirstName            string `json:"firstName"`
	LastName             string `json:"lastName"`
	UserType             string `json:"userType"`
	PoliticalAffiliation string `json:"politicalAffiliation"`
	Location             string `json:"location"`
	Bio                  string `json:"bio"`
	ProfileImage         string `json:"profileImage"`
}

func (h *Handler) register(w http.ResponseWriter, r *http.Request) {
	var in registerForm
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	u, err := h.Accounts.Register(r.Context(), accounts.RegisterInput{
		Username: in.Username, Password: in.Password, Email: in.Email,
		FirstName: in.FirstName, LastName: in.LastName, UserType: in.UserType,
		PoliticalAffiliation: in.PoliticalAffiliation, Location: in.Location, Bio: in.Bio,
		ProfileImage: in.ProfileImage, RemoteAddr: r.RemoteAddr,
	})
	if err == nil {
		err = h.Sessions.SignIn(r.Context(), u)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, u)
}

// logout takes no body (spec: "payload none"); cross-site posts are refused
// by origin for every route (see crossOriginProtection in internal/app).
func (h *Handler) logout(w http.ResponseWriter, r *http.Request) {
	if err := h.Sessions.SignOut(r.Context()); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true})
}

type passwordForm struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
}

type deleteAccountForm struct {
	CurrentPassword string `json:"currentPassword"`
}

func (h *Handler) changePassword(w http.ResponseWriter, r *http.Request) {
	var in passwordForm
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	v := h.viewer(r)
	err := h.Accounts.ChangePassword(r.Context(), v, in.CurrentPassword, in.NewPassword)
	if err == nil {
		err = h.Sessions.SignIn(r.Context(), v)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true})
}

func (h *Handler) deleteAccount(w http.ResponseWriter, r *http.Request) {
	var in deleteAccountForm
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	err := h.Accounts.DeleteAccount(r.Context(), h.viewer(r), in.CurrentPassword)
	if err == nil {
		err = h.Sessions.SignOut(r.Context())
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true})
}

// profileBody is the profile form; socialLinks may also come as one string
// (one link per line or comma-separated), as a plain form field would.
type profileBody struct {
	accounts.ProfileInput
	SocialLinks *linkList `json:"socialLinks"`
}

type linkList []string

func (linkList) openAPISchema() obj {
	return obj{"anyOf": []obj{{"type": "array", "items": obj{"type": "string"}}, {"type": "string"}}, "description": "Links, or one text of links one a line or comma-separated."}
}

func (l *linkList) UnmarshalJSON(b []byte) error {
	var list []string
	if err := json.Unmarshal(b, &list); err == nil {
		*l = list
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	*l = strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == ',' })
	if *l == nil {
		*l = []string{}
	}
	return nil
}

func (h *Handler) updateProfile(w http.ResponseWriter, r *http.Request) {
	var in profileBody
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	p := in.ProfileInput
	if in.SocialLinks != nil {
		p.SocialLinks = []string(*in.SocialLinks)
		if p.SocialLinks == nil {
			p.SocialLinks = []string{}
		}
	}
	u, err := h.Accounts.UpdateProfile(r.Context(), h.viewer(r), p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, u)
}

// profileJSON is a member as GET /api/user/{id} shows them.
type profileJSON struct {
	*accounts.User
	hiddenJSON
}

func (h *Handler) getUser(w http.ResponseWriter, r *http.Request) {
	viewer := h.viewer(r)
	if viewer == nil { // before parsing the id: visitors learn nothing
		h.fail(w, r, accounts.ErrNotSignedIn())
		return
	}
	id, err := pathID(r, "User not found")
	if err == nil {
		var u *accounts.User
		if u, err = h.Accounts.Profile(r.Context(), viewer, id); err == nil {
			writeJSON(w, http.StatusOK, profileJSON{u, hiddenOf(u.State)})
			return
		}
	}
	if apperr.CodeOf(err) == apperr.NotFound {
		err = apperr.New(apperr.NotFound, "User not found")
	}
	h.fail(w, r, err)
}

func (h *Handler) listUsers(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := h.Accounts.Directory(r.Context(), h.viewer(r), q.Get("search"), limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/users", q, []string{"search"}, page, limit)
	users := page.Items
	if users == nil {
		users = []*accounts.User{}
	}
	writeJSON(w, http.StatusOK, users)
}
