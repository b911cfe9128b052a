package rest

import (
	"context"
	"encoding/json"
	"mime"
	"net/http"
	"strconv"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/teams"
)

// teamRoutes: spec section 7, the team rows. Every route is for signed-in
// candidates and campaign staff: visitors get 401, vendors 403 ("Vendor
// accounts do not have access to teams. ..."), and a team the caller is not
// a member of is a 404, whatever its id.
//
//	GET    /api/teams                             the caller's teams, a JSON array of {id, name,
//	                                              description, createdById, createdAt, role, memberCount}
//	                                              (role is the caller's), most recently joined first.
//	                                              ?limit=N (default 50, at most 100), ?after=C; the next
//	                                              page is in Link: </api/teams?after=C&limit=N>; rel="next"
//	                                              and X-Next-Cursor: C
//	POST   /api/teams                             {name, description} → 201 the team (caller = owner)
//	GET    /api/teams/{id}                        the team with members: [{userId, role, createdAt,
//	                                              user: {id, username, firstName, lastName, profileImage}}],
//	                                              owner first, then admins, then members
//	PUT    /api/teams/{id}                        {name, description} → the team (owner and admins)
//	DELETE /api/teams/{id}                        → {"ok": true, "id"} (owner and admins)
//	POST   /api/teams/{id}/members                {userId, role: "member" (default) | "admin"} → 201 the
//	                                              member (owner and admins; 409 already a member; 404
//	                                              unknown user; 400 a vendor). Someone who shares no
//	                                              team with the caller is invited instead → 202
//	                                              {"invitation": {id, teamId, teamName, userId, role,
//	                                              invitedById, invitedByName, status, createdAt,
//	                                              expiresAt}} (409 when one is already pending)
//	GET    /api/teams/invitations                 the caller's pending invitations (not expired), newest
//	                                              first: a JSON array of invitations (vendors: [])
//	POST   /api/teams/invitations/{id}/accept     the invitee joins → the team (404 for anyone else;
//	                                              409 expired, withdrawn or already answered)
//	POST   /api/teams/invitations/{id}/decline    → {"ok": true} (the same rules)
//	DELETE /api/teams/{id}/members/{userId}       remove that member (owner and admins), or leave when
//	                                              userId is the caller → {"ok": true}
//	PUT    /api/teams/{id}/members/{userId}/role  {role: "member" | "admin"} → the member
//
// Rules and messages: docs/teams.md.
func (h *Handler) teamRoutes(mux routes) {
	mux.handle("GET /api/teams", h.listTeams, doc{Summary: "The caller's teams, most recently joined first.", Who: member, Paged: true, Out: []teamJSON{}})
	mux.handle("POST /api/teams", h.createTeam, doc{Summary: "Creates a team; the caller owns it.", Who: member, In: teamForm{},
		Out: teamDetailJSON{}, Status: http.StatusCreated})
	mux.handle("GET /api/teams/{id}", h.getTeam, doc{Summary: "The team with its members: owner, then admins, then members.", Who: member, Out: teamDetailJSON{}})
	mux.handle("PUT /api/teams/{id}", h.updateTeam, doc{Summary: "Renames or redescribes a team (owner and admins).", Who: member, In: teamForm{},
		Out: teamDetailJSON{}})
	mux.handle("DELETE /api/teams/{id}", h.deleteTeam, doc{Summary: "Deletes a team (owner and admins).", Who: member, In: struct{}{}, InOptional: true,
		Out: okJSON{}})
	mux.handle("POST /api/teams/{id}/members", h.addTeamMember, doc{Summary: "Adds a member (owner and admins); someone who shares no team with " +
		"the caller is invited instead (202).", Who: member, In: addMemberForm{}, Out: memberJSON{}, Status: http.StatusCreated,
		Also: []reply{{http.StatusAccepted, invitedJSON{}}}})
	mux.handle("DELETE /api/teams/{id}/members/{userId}", h.removeTeamMember, doc{Summary: "Removes a member (owner and admins), or leaves when " +
		"userId is the caller.", Who: member, In: struct{}{}, InOptional: true, Out: okJSON{}})
	mux.handle("PUT /api/teams/{id}/members/{userId}/role", h.changeTeamMemberRole, doc{Summary: "Changes a member's role.", Who: member,
		In: roleForm{}, Out: memberJSON{}})
	mux.handle("GET /api/teams/invitations", h.listTeamInvitations, doc{Summary: "The caller's pending invitations, newest first.", Who: member,
		Out: []teams.Invitation{}})
	mux.handle("POST /api/teams/invitations/{id}/accept", h.acceptTeamInvitation, doc{Summary: "The invitee joins the team.", Who: member,
		Out: teamDetailJSON{}})
	mux.handle("POST /api/teams/invitations/{id}/decline", h.declineTeamInvitation, doc{Summary: "Declines an invitation.", Who: member, Out: okJSON{}})
}

// teamJSON is a team in the list and in the detail.
type teamJSON struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"`
	Description string    `json:"description"`
	CreatedByID *int64    `json:"createdById"`
	CreatedAt   time.Time `json:"createdAt"`
	Role        string    `json:"role"`
	MemberCount int       `json:"memberCount"`
	hiddenJSON
}

// teamDetailJSON is one team with its members.
type teamDetailJSON struct {
	teamJSON
	UpdatedAt time.Time    `json:"updatedAt"`
	OwnerID   int64        `json:"ownerId"`
	Members   []memberJSON `json:"members"`
}

// memberUserJSON is the user of a member: public fields only, never a secret.
type memberUserJSON struct {
	ID           int64  `json:"id"`
	Username     string `json:"username"`
	FirstName    string `json:"firstName"`
	LastName     string `json:"lastName"`
	ProfileImage string `json:"profileImage"`
}

type memberJSON struct {
	TeamID    int64           `json:"teamId"`
	UserID    int64           `json:"userId"`
	Role      string          `json:"role"`
	CreatedAt time.Time       `json:"createdAt"`
	User      *memberUserJSON `json:"user"`
}

func toTeamJSON(t *teams.Team) teamJSON {
	return teamJSON{ID: t.ID, Name: t.Name, Description: t.Description, CreatedByID: t.CreatedByID,
		CreatedAt: t.CreatedAt.UTC(), Role: string(t.ViewerRole), MemberCount: t.MemberCount, hiddenJSON: hiddenOf(t.State)}
}

func toMemberJSON(m *teams.TeamMember, u *accounts.User) memberJSON {
	out := memberJSON{TeamID: m.TeamID, UserID: m.UserID, Role: string(m.Role), CreatedAt: m.JoinedAt.UTC()}
	if u != nil {
		out.User = &memberUserJSON{ID: u.ID, Username: u.Username, FirstName: u.FirstName, LastName: u.LastName,
			ProfileImage: u.ProfileImage}
	}
	return out
}

// teamDetail answers t with all its members (at most teams.MaxMembers):
// two statements whatever the team's size.
func (h *Handler) teamDetail(ctx context.Context, t *teams.Team) (teamDetailJSON, error) {
	out := teamDetailJSON{teamJSON: toTeamJSON(t), UpdatedAt: t.UpdatedAt.UTC(), OwnerID: t.OwnerID, Members: []memberJSON{}}
	members, err := h.Teams.AllMembers(ctx, t)
	if err != nil {
		return out, err
	}
	ids := make([]int64, len(members))
	for i, m := range members {
		ids[i] = m.UserID
	}
	users, err := h.Accounts.ByIDs(ctx, ids)
	if err != nil {
		return out, err
	}
	for _, m := range members {
		out.Members = append(out.Members, toMemberJSON(m, users[m.UserID]))
	}
	return out, nil
}

func (h *Handler) listTeams(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := h.Teams.List(r.Context(), h.viewer(r), limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/teams", q, nil, page, limit)
	out := make([]teamJSON, len(page.Items))
	for i, t := range page.Items {
		out[i] = toTeamJSON(t)
	}
	writeJSON(w, http.StatusOK, out)
}

// teamForm is the body of POST and PUT /api/teams.
type teamForm struct {
	Name        string  `json:"name"`
	Description *string `json:"description"`
}

func (f teamForm) input() teams.Input {
	in := teams.Input{Name: f.Name}
	if f.Description != nil {
		in.Description = *f.Description
	}
	return in
}

func (h *Handler) createTeam(w http.ResponseWriter, r *http.Request) {
	var f teamForm
	if err := decode(r, w, &f); err != nil {
		h.fail(w, r, err)
		return
	}
	t, err := h.Teams.Create(r.Context(), h.viewer(r), f.input())
	h.answerTeam(w, r, http.StatusCreated, t, err)
}

func (h *Handler) answerTeam(w http.ResponseWriter, r *http.Request, status int, t *teams.Team, err error) {
	if err != nil {
		h.fail(w, r, err)
		return
	}
	out, err := h.teamDetail(r.Context(), t)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, status, out)
}

func (h *Handler) getTeam(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, teams.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	t, err := h.Teams.Get(r.Context(), h.viewer(r), id)
	h.answerTeam(w, r, http.StatusOK, t, err)
}

func (h *Handler) updateTeam(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, teams.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var f teamForm
	if err := decode(r, w, &f); err != nil {
		h.fail(w, r, err)
		return
	}
	t, err := h.Teams.Update(r.Context(), h.viewer(r), id, f.input())
	h.answerTeam(w, r, http.StatusOK, t, err)
}

func (h *Handler) deleteTeam(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, teams.MsgNotFound)
	if err == nil {
		err = requireJSONOrEmpty(r)
	}
	if err == nil {
		err = h.Teams.Delete(r.Context(), h.viewer(r), id)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true, ID: id})
}

// requireJSONOrEmpty lets a bodiless DELETE through (the spec's client sends
// none) but refuses one that carries a body of another type. (Cross-site
// requests are refused by origin before they get here.)
func requireJSONOrEmpty(r *http.Request) error {
	if r.ContentLength == 0 && r.Header.Get("Content-Type") == "" {
		return nil
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		return &apperr.Error{Code: apperr.Invalid, Message: "Requests must have Content-Type: application/json."}
	}
	return nil
}

// userIDValue reads a user id: a number, or a string of digits (scripts
// often send ids as text); anything else is marked bad (400 on userId).
type userIDValue struct {
	id  int64
	bad bool
}

func (userIDValue) openAPISchema() obj {
	return obj{"type": []string{"integer", "string"}, "description": "A user id, as a number or a string of digits."}
}

func (v *userIDValue) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &v.id); err == nil {
		return nil
	} else if err := json.Unmarshal(b, &s); err == nil {
		if v.id, err = strconv.ParseInt(s, 10, 64); err == nil {
			return nil
		}
	}
	v.id, v.bad = 0, true
	return nil
}

// memberUserID parses the {userId} path value like pathID does {id}: an id
// that cannot exist is a 404.
func memberUserID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("userId"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.New(apperr.NotFound, teams.MsgNotMember)
	}
	return id, nil
}

type addMemberForm struct {
	UserID userIDValue `json:"userId"`
	Role   string      `json:"role"`
}

type roleForm struct {
	Role string `json:"role"`
}

// invitedJSON answers an invitation sent instead of adding a member.
type invitedJSON struct {
	Invitation *teams.Invitation `json:"invitation"`
}

func (h *Handler) addTeamMember(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, teams.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in addMemberForm
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	if in.UserID.bad {
		h.fail(w, r, apperr.Field("userId", "userId must be a user id."))
		return
	}
	// A missing or unknown id is the service's 404 "User not found." (after
	// the team checks, so outsiders learn nothing).
	m, inv, t, err := h.Teams.AddMember(r.Context(), h.viewer(r), id, in.UserID.id, in.Role)
	if err == nil && inv != nil {
		writeJSON(w, http.StatusAccepted, invitedJSON{inv})
		return
	}
	h.answerMember(w, r, http.StatusCreated, m, t, err)
}

func (h *Handler) listTeamInvitations(w http.ResponseWriter, r *http.Request) {
	list, err := h.Teams.Invitations(r.Context(), h.viewer(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if list == nil {
		list = []*teams.Invitation{}
	}
	writeJSON(w, http.StatusOK, list)
}

func (h *Handler) acceptTeamInvitation(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, teams.MsgInvitationNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	t, err := h.Teams.AcceptInvitation(r.Context(), h.viewer(r), id)
	h.answerTeam(w, r, http.StatusOK, t, err)
}

func (h *Handler) declineTeamInvitation(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, teams.MsgInvitationNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.Teams.DeclineInvitation(r.Context(), h.viewer(r), id); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true})
}

func (h *Handler) answerMember(w http.ResponseWriter, r *http.Request, status int, m *teams.TeamMember, _ *teams.Team, err error) {
	if err != nil {
		h.fail(w, r, err)
		return
	}
	users, err := h.Accounts.ByIDs(r.Context(), []int64{m.UserID})
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, status, toMemberJSON(m, users[m.UserID]))
}

func (h *Handler) changeTeamMemberRole(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, teams.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	uid, err := memberUserID(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in roleForm
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	m, t, err := h.Teams.ChangeRole(r.Context(), h.viewer(r), id, uid, in.Role)
	h.answerMember(w, r, http.StatusOK, m, t, err)
}

func (h *Handler) removeTeamMember(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, teams.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	uid, err := memberUserID(r)
	if err == nil {
		err = requireJSONOrEmpty(r)
	}
	if err == nil {
		_, err = h.Teams.RemoveOrLeave(r.Context(), h.viewer(r), id, uid)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true})
}
