package graph

import (
	"context"

	"canvass/graph/loaders"
	"canvass/internal/hidden"
	"canvass/internal/session"
)

// hiddenFor is hiddenByModerators and hiddenReason of a Resource, User,
// Team or Message in state s (issue 28): set for its author (own) and the
// moderators when moderators hid it; false and null for everyone else. The
// moderator question is asked only for a hidden row that is not the
// viewer's, once per operation.
func hiddenFor(ctx context.Context, s hidden.State, own bool) (bool, *string, error) {
	if !s.IsHidden() {
		return false, nil, nil
	}
	if !own {
		// SECURITY: that, and why, moderators hid something is its author's and the moderators' to know.
		if mod, err := loaders.For(ctx).ViewerIsModerator(); err != nil || !mod {
			return false, nil, err
		}
	}
	if r := s.ReasonText(); r != "" {
		return true, &r, nil
	}
	return true, nil, nil
}

// viewerID is the operation's viewer's id, 0 for visitors.
func viewerID(ctx context.Context) int64 {
	if v := session.Viewer(ctx); v != nil {
		return v.ID
	}
	return 0
}
