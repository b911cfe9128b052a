package teams

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/relayid"
	"canvass/internal/store"
)

// Invitations (issue 25): nobody is put into a team without their consent.
// A manager's "add" adds someone directly only when they already share a
// team with that manager (they know each other there); anyone else gets an
// invitation, which they accept or decline from their dashboard. A pending
// invitation expires InvitationTTL after it was sent; one person has at
// most one pending invitation per team.

// InvitationTTL is how long an invitation can be answered (as GitHub's
// organisation invitations: 7 days).
const InvitationTTL = 7 * 24 * time.Hour

// MaxInvitationsListed bounds a person's list of pending invitations.
const MaxInvitationsListed = 50

const (
	MsgInvitePending       = "This user already has a pending invitation to the team."
	MsgInvitationNotFound  = "Invitation not found."
	MsgInvitationExpired   = "This invitation has expired. Ask a manager of the team to invite you again."
	MsgInvitationAnswered  = "This invitation has already been answered."
	MsgInvitationCancelled = "This invitation was withdrawn."
)

// Invitation is a pending (or answered) invitation to a team, as its invitee
// sees it: with the team's name and the inviter's names.
type Invitation struct {
	ID          int64      `db:"id" json:"id"`
	TeamID      int64      `db:"team_id" json:"teamId"`
	UserID      int64      `db:"user_id" json:"userId"`
	InvitedByID *int64     `db:"invited_by_id" json:"invitedById"`
	Role        Role       `db:"role" json:"role"`
	Status      string     `db:"status" json:"status"`
	CreatedAt   time.Time  `db:"created_at" json:"createdAt"`
	ExpiresAt   time.Time  `db:"expires_at" json:"expiresAt"`
	RespondedAt *time.Time `db:"responded_at" json:"respondedAt,omitempty"`
	TeamName    string     `db:"team_name" json:"teamName"`
	// InvitedByName is the inviter's full name, or their username when they
	// gave no name ("" when their account is gone).
	InvitedByName string `db:"invited_by_name" json:"invitedByName"`
}

// GlobalID is the invitation's opaque GraphQL id.
func (i *Invitation) GlobalID() string { return relayid.Encode("TeamInvitation", i.ID) }

// invitationSelect reads invitations with their team's name and inviter's
// name.
const invitationSelect = `SELECT i.id, i.team_id, i.user_id, i.invited_by_id, i.role, i.status, i.created_at, i.expires_at,
	i.responded_at, t.name AS team_name,
	COALESCE(NULLIF(TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), ''), u.username, '') AS invited_by_name
	FROM team_invitations i JOIN teams t ON t.id = i.team_id LEFT JOIN users u ON u.id = i.invited_by_id`

func normalizeInvitation(i *Invitation) {
	i.CreatedAt, i.ExpiresAt = i.CreatedAt.UTC(), i.ExpiresAt.UTC()
	if i.RespondedAt != nil {
		r := i.RespondedAt.UTC()
		i.RespondedAt = &r
	}
}

// sharesTeam reports whether users a and b are both members of some team.
func sharesTeam(ctx context.Context, q store.Queryer, a, b int64) (bool, error) {
	var n int
	err := q.Get(ctx, &n, `SELECT COUNT(*) FROM (SELECT 1 FROM team_members x JOIN team_members y ON y.team_id = x.team_id
		WHERE x.user_id = ? AND y.user_id = ? LIMIT 1) s`, a, b)
	return n > 0, err
}

// invite records an invitation of userID to team t from actor (the checks
// of AddMember done), inside tx. An expired pending invitation of the same
// person is marked expired first; a live one is CONFLICT.
func invite(ctx context.Context, tx *store.Tx, actor *accounts.User, t *Team, userID int64, r Role) (*Invitation, error) {
	now := store.Now()
	if _, err := tx.Exec(ctx, `UPDATE team_invitations SET status = 'expired'
		WHERE team_id = ? AND user_id = ? AND status = 'pending' AND expires_at <= ?`, t.ID, userID, now); err != nil {
		return nil, err
	}
	pending := &apperr.Error{Code: apperr.Conflict, Message: MsgInvitePending,
		Fields: []apperr.FieldError{{Field: "userId", Message: MsgInvitePending}}}
	var id int64
	err := tx.Get(ctx, &id, `INSERT INTO team_invitations (team_id, user_id, invited_by_id, role, status, created_at, expires_at)
		VALUES (?, ?, ?, ?, 'pending', ?, ?) RETURNING id`, t.ID, userID, actor.ID, string(r), now, now.Add(InvitationTTL))
	if store.IsUniqueViolation(err) {
		return nil, pending
	}
	if err != nil {
		return nil, err
	}
	return loadInvitation(ctx, tx, id)
}

func loadInvitation(ctx context.Context, q store.Queryer, id int64) (*Invitation, error) {
	var inv Invitation
	if err := q.Get(ctx, &inv, invitationSelect+` WHERE i.id = ?`, id); err != nil {
		return nil, err
	}
	normalizeInvitation(&inv)
	return &inv, nil
}

// Invitations returns actor's pending invitations that have not expired,
// the newest first (at most MaxInvitationsListed). One statement.
func (s *Service) Invitations(ctx context.Context, actor *accounts.User) ([]*Invitation, error) {
	if actor != nil && actor.UserType == accounts.Vendor {
		return nil, nil // vendors are never invited (they cannot join teams)
	}
	if err := access(actor); err != nil {
		return nil, err
	}
	var list []*Invitation
	// SECURITY: a person sees their own invitations only.
	if err := s.db.Select(ctx, &list, invitationSelect+` WHERE i.user_id = ? AND i.status = 'pending' AND i.expires_at > ? AND `+hidden.Visible("t")+`
		ORDER BY i.created_at DESC, i.id DESC LIMIT ?`, actor.ID, store.Now(), MaxInvitationsListed); err != nil {
		return nil, err
	}
	for _, i := range list {
		normalizeInvitation(i)
	}
	return list, nil
}

// answerable loads invitation id for its invitee (actor) inside tx and
// checks it can still be answered.
func answerable(ctx context.Context, tx store.Queryer, actor *accounts.User, id int64) (*Invitation, error) {
	var inv Invitation
	err := tx.Get(ctx, &inv, invitationSelect+` WHERE i.id = ? AND i.user_id = ? AND `+hidden.Visible("t"), id, actor.ID)
	// SECURITY: only the invitee answers an invitation; to anyone else it
	// does not exist, nor to them once moderators hid its team.
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, MsgInvitationNotFound)
	}
	if err != nil {
		return nil, err
	}
	normalizeInvitation(&inv)
	switch {
	case inv.Status == "canceled":
		return nil, apperr.New(apperr.Conflict, MsgInvitationCancelled)
	case inv.Status == "expired" || inv.Status == "pending" && !inv.ExpiresAt.After(store.Now()):
		return nil, apperr.New(apperr.Conflict, MsgInvitationExpired)
	case inv.Status != "pending":
		return nil, apperr.New(apperr.Conflict, MsgInvitationAnswered)
	}
	return &inv, nil
}

// AcceptInvitation makes actor, the invitee, a member of the invitation's
// team with the role it gives, and returns the team as actor now sees it.
func (s *Service) AcceptInvitation(ctx context.Context, actor *accounts.User, id int64) (*Team, error) {
	if err := access(actor); err != nil {
		return nil, err
	}
	var t *Team
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		inv, err := answerable(ctx, tx, actor, id)
		if err != nil {
			return err
		}
		// The member count and the insert under the team's lock (MaxMembers).
		if err := lockTeam(ctx, tx, inv.TeamID); err != nil {
			return err
		}
		var count int
		if err := tx.Get(ctx, &count, `SELECT COUNT(*) FROM team_members WHERE team_id = ?`, inv.TeamID); err != nil {
			return err
		}
		if count >= MaxMembers {
			return apperr.New(apperr.Conflict, MsgTeamFull)
		}
		now := store.Now()
		// Already a member (added directly since): the invitation is simply
		// answered.
		if _, err := tx.Exec(ctx, `INSERT INTO team_members (team_id, user_id, role, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (team_id, user_id) DO NOTHING`, inv.TeamID, actor.ID, string(inv.Role), now); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE team_invitations SET status = 'accepted', responded_at = ? WHERE id = ? AND status = 'pending'`,
			now, id); err != nil {
			return err
		}
		t, err = load(ctx, tx, actor.ID, inv.TeamID)
		return err
	})
	return t, err
}

// DeclineInvitation records that actor, the invitee, declined.
func (s *Service) DeclineInvitation(ctx context.Context, actor *accounts.User, id int64) error {
	if err := access(actor); err != nil {
		return err
	}
	return s.db.InTx(ctx, func(tx *store.Tx) error {
		if _, err := answerable(ctx, tx, actor, id); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE team_invitations SET status = 'declined', responded_at = ? WHERE id = ? AND status = 'pending'`,
			store.Now(), id)
		return err
	})
}
