package teams_test

import (
	"context"

	"canvass/internal/accounts"
	"canvass/internal/teams"
)

// addOrAccept is AddMember as the tests that build teams need it: when the
// person shares no team with actor and is invited instead, they accept at
// once. It returns the membership and the team as actor sees it.
func addOrAccept(ctx context.Context, svc *teams.Service, acc *accounts.Service, actor *accounts.User, teamID, userID int64, role string) (*teams.TeamMember, *teams.Team, error) {
	m, inv, t, err := svc.AddMember(ctx, actor, teamID, userID, role)
	if err != nil || inv == nil {
		return m, t, err
	}
	u, err := acc.Get(ctx, userID)
	if err != nil {
		return nil, nil, err
	}
	if _, err := svc.AcceptInvitation(ctx, u, inv.ID); err != nil {
		return nil, nil, err
	}
	if t, err = svc.Get(ctx, actor, teamID); err != nil {
		return nil, nil, err
	}
	members, err := svc.AllMembers(ctx, t)
	if err != nil {
		return nil, nil, err
	}
	for _, m := range members {
		if m.UserID == userID {
			return m, t, nil
		}
	}
	return nil, t, nil
}
