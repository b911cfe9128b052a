// Package teams owns campaign teams: who may see a team (its members only),
// who manages it (the owner and admins), roles, adding and removing members,
// leaving, transferring ownership and deleting, with every rule and message
// in one place. The GraphQL resolvers and the REST shim only translate.
package teams

import (
	"encoding/base64"
	"io"
	"strconv"
	"time"

	"canvass/internal/enum"
	"canvass/internal/hidden"
	"canvass/internal/relayid"
)

// Role is a member's role in a team, stored as in spec section 3.
type Role string

const (
	Owner  Role = "owner"
	Admin  Role = "admin"
	Member Role = "member"
)

// Roles maps GraphQL names to stored roles, in rank order.
var Roles = enum.New("TeamRole", enum.V("OWNER", "owner", "Owner").Badge("purple"),
	enum.V("ADMIN", "admin", "Admin").Badge("blue"), enum.V("MEMBER", "member", "Member").Badge("gray"))

func (r Role) MarshalGQL(w io.Writer)    { Roles.MarshalGQL(w, string(r)) }
func (r *Role) UnmarshalGQL(v any) error { return enum.Unmarshal(Roles, r, v) }

// IsManager reports whether the role manages the team (edit, delete, add,
// change roles, remove): the owner and admins.
func (r Role) IsManager() bool { return r == Owner || r == Admin }

// Team is a campaign team as seen by one of its members (the viewer): every
// read goes through a member, so the viewer's role comes with it.
type Team struct {
	ID          int64     `db:"id" json:"id"`
	Name        string    `db:"name" json:"name"`
	Description string    `db:"description" json:"description"`
	CreatedByID *int64    `db:"created_by_id" json:"createdById"`
	CreatedAt   time.Time `db:"created_at" json:"createdAt"`
	UpdatedAt   time.Time `db:"updated_at" json:"updatedAt"`
	// OwnerID is the member with role owner.
	OwnerID     int64 `db:"owner_id" json:"ownerId"`
	MemberCount int   `db:"member_count" json:"memberCount"`
	// ViewerRole is the role of the member the team was loaded for.
	ViewerRole Role `db:"viewer_role" json:"role"`
	// ViewerJoinedAt is when that member joined (the "My Teams" order).
	ViewerJoinedAt time.Time `db:"viewer_joined_at" json:"-"`
	// State is whether moderators hid the team (internal/hidden): then only
	// its owner and the moderators among its members still find it.
	hidden.State
	viewerID int64
}

// IsNode marks Team as a GraphQL Node.
func (Team) IsNode() {}

// GlobalID is the team's opaque GraphQL id.
func (t *Team) GlobalID() string { return relayid.Encode("Team", t.ID) }

// DescriptionText is the description, or nil when empty.
func (t *Team) DescriptionText() *string {
	if t.Description == "" {
		return nil
	}
	d := t.Description
	return &d
}

// ViewerCanManage reports whether the viewer edits the team, deletes it and
// manages its members (owner and admins).
func (t *Team) ViewerCanManage() bool { return t.ViewerRole.IsManager() }

// ViewerCanLeave reports whether the viewer may leave: everyone but the
// owner, who transfers ownership first or deletes the team.
func (t *Team) ViewerCanLeave() bool { return t.ViewerRole != Owner }

// ViewerCanTransfer reports whether the viewer may hand the team over.
func (t *Team) ViewerCanTransfer() bool { return t.ViewerRole == Owner }

// TeamMember is one member of a team with their role, as seen by the team's
// viewer (the permission methods answer for that viewer).
type TeamMember struct {
	TeamID   int64     `db:"team_id" json:"-"`
	UserID   int64     `db:"user_id" json:"userId"`
	Role     Role      `db:"role" json:"role"`
	JoinedAt time.Time `db:"created_at" json:"createdAt"`
	team     *Team
}

// GlobalID is an opaque id for the membership (not a Node: it lets clients
// cache a member's role and update it in place).
func (m *TeamMember) GlobalID() string {
	return base64.RawURLEncoding.EncodeToString([]byte("TeamMember:" +
		strconv.FormatInt(m.TeamID, 10) + ":" + strconv.FormatInt(m.UserID, 10)))
}

// canManageMember is the one rule behind changing a role and removing:
// a manager, acting on someone else, who is not the owner.
func canManageMember(viewerRole Role, viewerID int64, target *TeamMember) bool {
	return viewerRole.IsManager() && target.UserID != viewerID && target.Role != Owner
}

// ViewerCanChangeRole reports whether the viewer may switch this member
// between member and admin.
func (m *TeamMember) ViewerCanChangeRole() bool {
	return m.team != nil && canManageMember(m.team.ViewerRole, m.team.viewerID, m)
}

// ViewerCanRemove reports whether the viewer may remove this member.
func (m *TeamMember) ViewerCanRemove() bool {
	return m.team != nil && canManageMember(m.team.ViewerRole, m.team.viewerID, m)
}

// ViewerCanTransferTo reports whether the viewer (the owner) may make this
// member the owner.
func (m *TeamMember) ViewerCanTransferTo() bool {
	return m.team != nil && m.team.ViewerRole == Owner && m.UserID != m.team.viewerID
}

// IsViewer reports whether this member is the viewer.
func (m *TeamMember) IsViewer() bool { return m.team != nil && m.UserID == m.team.viewerID }
