package graph

import (
	"context"

	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/session"
	"canvass/internal/teams"
)

// Team resolvers: each translates GraphQL to a call of the teams service
// (every rule, permission and message lives in internal/teams).

func (r *Resolver) team(ctx context.Context, databaseID int) (*teams.Team, error) {
	t, err := r.Teams.Get(ctx, session.Viewer(ctx), int64(databaseID))
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	if err := r.primeTeamPeople(ctx, []*teams.Team{t}); err != nil {
		return nil, err
	}
	return t, nil
}

// primeTeamPeople loads the owners and creators of ts in one statement into
// the operation's user loader when the query selects them (under prefix,
// e.g. "edges", "node" for a connection), so Team.owner and Team.createdBy
// never cost a statement per team nor depend on batching-window timing.
func (r *Resolver) primeTeamPeople(ctx context.Context, ts []*teams.Team, prefix ...string) error {
	path := func(f string) []string { return append(append([]string{}, prefix...), f) }
	owner, creator := selects(ctx, path("owner")...), selects(ctx, path("createdBy")...)
	if (!owner && !creator) || len(ts) == 0 {
		return nil
	}
	var ids []int64
	for _, t := range ts {
		if owner && t.OwnerID != 0 {
			ids = append(ids, t.OwnerID)
		}
		if creator && t.CreatedByID != nil {
			ids = append(ids, *t.CreatedByID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	return loaders.For(ctx).PrimeUsers(ids)
}

// teamNode resolves a "Team" global ID (members only, like team).
func (r *Resolver) teamNode(ctx context.Context, id int64) (model.Node, error) {
	t, err := r.Teams.Get(ctx, session.Viewer(ctx), id)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return t, nil
}

// userTeams is User.teams: the user's own teams, null for anyone else.
func (r *Resolver) userTeams(ctx context.Context, u *accounts.User, n *int, after *string) (*model.TeamConnection, error) {
	viewer := session.Viewer(ctx)
	// SECURITY: someone's teams are theirs to see.
	if viewer == nil || viewer.ID != u.ID {
		return nil, nil
	}
	page, err := r.Teams.List(ctx, viewer, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	conn := &model.TeamConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, t *teams.Team) model.TeamEdge { return model.TeamEdge{Cursor: c, Node: t} })
	if err := r.primeTeamPeople(ctx, page.Items, "edges", "node"); err != nil {
		return nil, err
	}
	if selects(ctx, "totalCount") {
		if conn.TotalCount, err = r.Teams.Count(ctx, viewer); err != nil {
			return nil, err
		}
	}
	return conn, nil
}

func (r *Resolver) userConnectionsCount(ctx context.Context, u *accounts.User) (*int, error) {
	return r.Teams.Connections(ctx, session.Viewer(ctx), u.ID)
}

// teamMembers is Team.members: one statement for the page and, when the
// query selects the users, one for all of them (primed into the user
// loader), so a page costs the same for 5 members as for 50.
func (r *Resolver) teamMembers(ctx context.Context, t *teams.Team, n *int, after *string) (*model.TeamMemberConnection, error) {
	size := 50
	if n != nil {
		size = first(n)
	}
	page, err := r.Teams.Members(ctx, t, size, orZero(after))
	if err != nil {
		return nil, err
	}
	conn := &model.TeamMemberConnection{TotalCount: t.MemberCount}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, m *teams.TeamMember) model.TeamMemberEdge {
		return model.TeamMemberEdge{Cursor: c, Node: m}
	})
	if selects(ctx, "edges", "node", "user") && len(page.Items) > 0 {
		ids := make([]int64, len(page.Items))
		for i, m := range page.Items {
			ids[i] = m.UserID
		}
		if err := loaders.For(ctx).PrimeUsers(ids); err != nil {
			return nil, err
		}
	}
	return conn, nil
}

func (r *Resolver) teamCreatedBy(ctx context.Context, t *teams.Team) (*accounts.User, error) {
	if t.CreatedByID == nil {
		return nil, nil
	}
	return r.publicUser(ctx, *t.CreatedByID)
}

func (r *Resolver) teamOwner(ctx context.Context, t *teams.Team) (*accounts.User, error) {
	if t.OwnerID == 0 {
		return nil, nil
	}
	return r.publicUser(ctx, t.OwnerID)
}

func (r *Resolver) teamMemberUser(ctx context.Context, m *teams.TeamMember) (*accounts.User, error) {
	u, err := loaders.For(ctx).User().Load(m.UserID)
	if err != nil {
		return nil, err
	}
	return r.Accounts.PublicView(session.Viewer(ctx), u), nil
}

func (r *Resolver) teamMemberCandidates(ctx context.Context, teamID, search string, n *int, after *string) (*model.UserConnection, error) {
	id, err := fromGlobalID(teamID, "Team", teams.MsgNotFound)
	if err != nil {
		return nil, err
	}
	size := 10
	if n != nil {
		size = first(n)
	}
	page, err := r.Teams.SearchCandidates(ctx, session.Viewer(ctx), id, search, size, orZero(after))
	if err != nil {
		return nil, err
	}
	conn := &model.UserConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, u *accounts.User) model.UserEdge { return model.UserEdge{Cursor: c, Node: u} })
	return conn, nil
}

// ----------------------------------------------------------- mutations

func teamPayload(t *teams.Team, err error) (*model.TeamPayload, error) {
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.TeamPayload{Errors: errs}, err
	}
	return &model.TeamPayload{Team: t, Errors: []model.UserError{}}, nil
}

func teamMemberPayload(m *teams.TeamMember, t *teams.Team, err error) (*model.TeamMemberPayload, error) {
	return teamMemberOrInvitationPayload(m, nil, t, err)
}

func teamMemberOrInvitationPayload(m *teams.TeamMember, inv *teams.Invitation, t *teams.Team, err error) (*model.TeamMemberPayload, error) {
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.TeamMemberPayload{Errors: errs}, err
	}
	return &model.TeamMemberPayload{Member: m, Invitation: inv, Team: t, Errors: []model.UserError{}}, nil
}

func teamID(gid string) (int64, error) { return fromGlobalID(gid, "Team", teams.MsgNotFound) }

// memberIDs reads the team and user ids of a membership mutation.
func memberIDs(teamGID, userGID string) (tid, uid int64, err error) {
	if tid, err = teamID(teamGID); err != nil {
		return 0, 0, err
	}
	uid, err = fromGlobalID(userGID, "User", teams.MsgUserNotFound)
	return tid, uid, err
}

func (r *Resolver) createTeam(ctx context.Context, in model.CreateTeamInput) (*model.TeamPayload, error) {
	return teamPayload(r.Teams.Create(ctx, session.Viewer(ctx), teams.Input{Name: in.Name, Description: orZero(in.Description)}))
}

func (r *Resolver) updateTeam(ctx context.Context, in model.UpdateTeamInput) (*model.TeamPayload, error) {
	id, err := teamID(in.ID)
	if err != nil {
		return nil, err
	}
	return teamPayload(r.Teams.Update(ctx, session.Viewer(ctx), id, teams.Input{Name: in.Name, Description: orZero(in.Description)}))
}

func (r *Resolver) deleteTeam(ctx context.Context, in model.DeleteTeamInput) (*model.DeleteTeamPayload, error) {
	id, err := teamID(in.ID)
	if err != nil {
		return nil, err
	}
	if err := r.Teams.Delete(ctx, session.Viewer(ctx), id); err != nil {
		if errs, err := userErrors(err); err != nil || errs != nil {
			return &model.DeleteTeamPayload{Errors: errs}, err
		}
	}
	gid := toGlobalID("Team", id)
	return &model.DeleteTeamPayload{DeletedTeamID: &gid, Errors: []model.UserError{}}, nil
}

func (r *Resolver) addTeamMember(ctx context.Context, in model.AddTeamMemberInput) (*model.TeamMemberPayload, error) {
	tid, uid, err := memberIDs(in.TeamID, in.UserID)
	if err != nil {
		return nil, err
	}
	role := string(teams.Member)
	if in.Role != nil {
		role = string(*in.Role)
	}
	return teamMemberOrInvitationPayload(r.Teams.AddMember(ctx, session.Viewer(ctx), tid, uid, role))
}

func (r *Resolver) changeTeamMemberRole(ctx context.Context, in model.ChangeTeamMemberRoleInput) (*model.TeamMemberPayload, error) {
	tid, uid, err := memberIDs(in.TeamID, in.UserID)
	if err != nil {
		return nil, err
	}
	return teamMemberPayload(r.Teams.ChangeRole(ctx, session.Viewer(ctx), tid, uid, string(in.Role)))
}

func (r *Resolver) removeTeamMember(ctx context.Context, in model.RemoveTeamMemberInput) (*model.RemoveTeamMemberPayload, error) {
	tid, uid, err := memberIDs(in.TeamID, in.UserID)
	if err != nil {
		return nil, err
	}
	t, err := r.Teams.RemoveMember(ctx, session.Viewer(ctx), tid, uid)
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.RemoveTeamMemberPayload{Errors: errs}, err
	}
	removed := (&teams.TeamMember{TeamID: tid, UserID: uid}).GlobalID()
	return &model.RemoveTeamMemberPayload{RemovedMemberID: &removed, Team: t, Errors: []model.UserError{}}, nil
}

func (r *Resolver) leaveTeam(ctx context.Context, in model.LeaveTeamInput) (*model.LeaveTeamPayload, error) {
	tid, err := teamID(in.TeamID)
	if err != nil {
		return nil, err
	}
	if err := r.Teams.Leave(ctx, session.Viewer(ctx), tid); err != nil {
		if errs, err := userErrors(err); err != nil || errs != nil {
			return &model.LeaveTeamPayload{Errors: errs}, err
		}
	}
	gid := toGlobalID("Team", tid)
	return &model.LeaveTeamPayload{LeftTeamID: &gid, Errors: []model.UserError{}}, nil
}

func (r *Resolver) transferTeamOwnership(ctx context.Context, in model.TransferTeamOwnershipInput) (*model.TeamPayload, error) {
	tid, uid, err := memberIDs(in.TeamID, in.UserID)
	if err != nil {
		return nil, err
	}
	return teamPayload(r.Teams.TransferOwnership(ctx, session.Viewer(ctx), tid, uid))
}

// userTeamInvitations is User.teamInvitations: the user's pending
// invitations, for the user themself only.
func (r *Resolver) userTeamInvitations(ctx context.Context, u *accounts.User) ([]teams.Invitation, error) {
	viewer := session.Viewer(ctx)
	// SECURITY: someone's invitations are theirs to see.
	if viewer == nil || viewer.ID != u.ID {
		return nil, nil
	}
	list, err := r.Teams.Invitations(ctx, viewer)
	if err != nil {
		return nil, err
	}
	out := make([]teams.Invitation, len(list))
	for i, inv := range list {
		out[i] = *inv
	}
	return out, nil
}

func invitationID(gid string) (int64, error) {
	return fromGlobalID(gid, "TeamInvitation", teams.MsgInvitationNotFound)
}

func (r *Resolver) acceptTeamInvitation(ctx context.Context, in model.AcceptTeamInvitationInput) (*model.TeamPayload, error) {
	id, err := invitationID(in.InvitationID)
	if err != nil {
		return nil, err
	}
	t, err := r.Teams.AcceptInvitation(ctx, session.Viewer(ctx), id)
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.TeamPayload{Errors: errs}, err
	}
	return &model.TeamPayload{Team: t, Errors: []model.UserError{}}, nil
}

func (r *Resolver) declineTeamInvitation(ctx context.Context, in model.DeclineTeamInvitationInput) (*model.DeclineTeamInvitationPayload, error) {
	id, err := invitationID(in.InvitationID)
	if err != nil {
		return nil, err
	}
	if err := r.Teams.DeclineInvitation(ctx, session.Viewer(ctx), id); err != nil {
		if errs, err := userErrors(err); err != nil || errs != nil {
			return &model.DeclineTeamInvitationPayload{Errors: errs}, err
		}
	}
	gid := in.InvitationID
	return &model.DeclineTeamInvitationPayload{DeclinedInvitationID: &gid, Errors: []model.UserError{}}, nil
}
