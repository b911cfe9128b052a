package teams

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/notifications"
	"canvass/internal/store"
)

// Messages: the spec's where it words them (sections 5, 6), Canvass's own
// otherwise. docs/teams.md lists every rule with its message and status.
const (
	MsgVendor        = "Vendor accounts do not have access to teams. This feature is only available for candidates and campaign staff."
	MsgName          = "Please enter a name for your team."
	MsgNameLong      = "Team name must be at most 100 characters."
	MsgDescLong      = "Description must be at most 1,000 characters."
	MsgNotFound      = "Team not found."
	MsgNotManager    = "Only the team's owner and admins can manage this team."
	MsgNotOwner      = "Only the team's owner can transfer ownership."
	MsgSelfRole      = "You cannot change your own role."
	MsgSelfRemove    = "You cannot remove yourself. Use Leave Team instead."
	MsgOwnerFixed    = "The team owner cannot be removed or demoted."
	MsgOwnerRole     = "Use Transfer ownership to make someone the owner."
	MsgRole          = "Role must be member or admin."
	MsgOwnerLeave    = "You own this team. Transfer ownership to another member or delete the team before leaving."
	MsgAlreadyMember = "This user is already a member of the team."
	MsgUserNotFound  = "User not found."
	MsgVendorMember  = "Vendor accounts cannot be added to teams."
	MsgNotMember     = "This user is not a member of the team."
	MsgTransferSelf  = "You already own this team."
	MsgTeamFull      = "A team can have at most 500 members."
	MsgTooManyTeams  = "You can own at most 50 teams."
)

// Bounds the spec leaves open.
const (
	MaxNameLen        = 100
	MaxDescriptionLen = 1000
	MaxMembers        = 500 // per team; the REST detail lists them all
	MaxOwnedTeams     = 50  // per user, against floods of teams
	DefaultPageSize   = 20
	MaxPageSize       = 100
	// MinSearch is the shortest member search (spec section 9).
	MinSearch = 2
)

// Service holds the teams rules.
type Service struct {
	db       *store.DB
	accounts *accounts.Service
	// notify tells members they were added or their role changed (nil:
	// nobody is told).
	notify *notifications.Service
}

// SetNotifier makes the service tell members about additions and role changes.
func (s *Service) SetNotifier(n *notifications.Service) { s.notify = n }

// tell notifies member userID of team t about actor's change, in tx. The
// key holds the time: being added again later is another event, while a
// retried request fails (already a member) or changes nothing.
func (s *Service) tell(ctx context.Context, tx store.Queryer, k notifications.Kind, actor *accounts.User, t *Team, userID int64, r Role, at time.Time) error {
	_, err := s.notify.Notify(ctx, tx, notifications.Event{
		UserID: userID, Kind: k, ActorID: actor.ID, TeamID: t.ID,
		Key:  fmt.Sprintf("team:%d:%s:%d", t.ID, r, at.UnixMicro()),
		Args: notifications.Args{Actor: notifications.Name(actor), Team: t.Name, Role: Roles.Label(string(r))},
	})
	return err
}

// NewService returns the teams service.
func NewService(db *store.DB, acc *accounts.Service) *Service {
	return &Service{db: db, accounts: acc}
}

// Input is the create and edit form.
type Input struct {
	Name        string
	Description string
}

func validate(in Input) (Input, error) {
	var v apperr.Validation
	out := Input{Name: strings.TrimSpace(in.Name), Description: strings.TrimSpace(in.Description)}
	n := utf8.RuneCountInString
	v.Check(out.Name != "", "name", MsgName)
	v.Check(n(out.Name) <= MaxNameLen, "name", MsgNameLong)
	v.Check(n(out.Description) <= MaxDescriptionLen, "description", MsgDescLong)
	return out, v.Err()
}

// access is the gate of every team operation.
func access(actor *accounts.User) error {
	// SECURITY: teams are for signed-in candidates and campaign staff only;
	// vendors are refused on every operation.
	return accounts.MembersOnly(actor, "", MsgVendor)
}

func notFound() error { return apperr.New(apperr.NotFound, MsgNotFound) }

// teamSelect reads a team through one member's row m (the viewer).
const teamSelect = `SELECT t.id, t.name, t.description, t.created_by_id, t.created_at, t.updated_at, t.hidden, t.hidden_reason,
	COALESCE((SELECT o.user_id FROM team_members o WHERE o.team_id = t.id AND o.role = 'owner'), 0) AS owner_id,
	(SELECT COUNT(*) FROM team_members c WHERE c.team_id = t.id) AS member_count,
	m.role AS viewer_role, m.created_at AS viewer_joined_at
	FROM team_members m JOIN teams t ON t.id = m.team_id`

// load returns team id as seen by viewerID, or NOT_FOUND when viewerID is
// not a member (outsiders learn nothing, not even that the team exists).
func load(ctx context.Context, q store.Queryer, viewerID, id int64) (*Team, error) {
	var t Team
	err := q.Get(ctx, &t, teamSelect+` WHERE m.user_id = ? AND t.id = ?`, viewerID, id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound()
	}
	if err != nil {
		return nil, err
	}
	// SECURITY: a team moderators hid is its owner's and the moderators'
	// alone: its other members no longer find it (internal/hidden).
	if t.IsHidden() && t.ViewerRole != Owner {
		if ok, err := hidden.IsModerator(ctx, q, viewerID); err != nil || !ok {
			if err == nil {
				err = notFound()
			}
			return nil, err
		}
	}
	t.viewerID = viewerID
	normalize(&t)
	return &t, nil
}

// visibleToMember keeps, of the teams read through the viewer's membership
// m, those moderators did not hide and those the viewer owns.
var visibleToMember = "(" + hidden.Visible("t") + " OR m.role = 'owner')"

func normalize(t *Team) {
	t.CreatedAt, t.UpdatedAt, t.ViewerJoinedAt = t.CreatedAt.UTC(), t.UpdatedAt.UTC(), t.ViewerJoinedAt.UTC()
}

// Get returns team id for actor, a member. One statement.
func (s *Service) Get(ctx context.Context, actor *accounts.User, id int64) (*Team, error) {
	if err := access(actor); err != nil {
		return nil, err
	}
	// SECURITY: only members see a team; everyone else gets NOT_FOUND.
	return load(ctx, s.db, actor.ID, id)
}

// myTeams is the order of "My Teams": newest membership first.
var myTeams = store.Order{Name: "team.joined", Cols: []store.Col{
	{Expr: "m.created_at", Desc: true, Kind: store.Time},
	{Expr: "t.id", Desc: true, Kind: store.Int},
}}

// pageSize is the page size asked for, defaulted and capped.
func pageSize(first int) int {
	switch {
	case first <= 0:
		return DefaultPageSize
	case first > MaxPageSize:
		return MaxPageSize
	}
	return first
}

// List returns one page of actor's teams, the most recently joined first,
// each with actor's role and the member count. One statement.
func (s *Service) List(ctx context.Context, actor *accounts.User, first int, after string) (store.Page[*Team], error) {
	var page store.Page[*Team]
	if err := access(actor); err != nil {
		return page, err
	}
	first = pageSize(first)
	// SECURITY: the list is the actor's own memberships.
	page, err := store.Paginate(ctx, s.db, store.PageQuery{
		Select: teamSelect, Where: []string{"m.user_id = ?", visibleToMember}, Args: []any{actor.ID},
		Order: myTeams, First: pageSize(first), After: after,
	}, func(t *Team) []any { return []any{t.ViewerJoinedAt, t.ID} })
	if err != nil {
		return page, err
	}
	for _, t := range page.Items {
		t.viewerID = actor.ID
		normalize(t)
	}
	return page, nil
}

// Count returns how many teams actor belongs to.
func (s *Service) Count(ctx context.Context, actor *accounts.User) (int, error) {
	if err := access(actor); err != nil {
		return 0, err
	}
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = ? AND `+visibleToMember, actor.ID)
	return n, err
}

// Create makes a team with actor as its creator and owner.
func (s *Service) Create(ctx context.Context, actor *accounts.User, in Input) (*Team, error) {
	if err := access(actor); err != nil {
		return nil, err
	}
	in, err := validate(in)
	if err != nil {
		return nil, err
	}
	var t *Team
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		var owned int
		if err := tx.Get(ctx, &owned, `SELECT COUNT(*) FROM team_members WHERE user_id = ? AND role = 'owner'`, actor.ID); err != nil {
			return err
		}
		if owned >= MaxOwnedTeams {
			return apperr.New(apperr.Conflict, MsgTooManyTeams)
		}
		now := store.Now()
		var id int64
		if err := tx.Get(ctx, &id, `INSERT INTO teams (name, description, created_by_id, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?) RETURNING id`, in.Name, in.Description, actor.ID, now, now); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO team_members (team_id, user_id, role, created_at) VALUES (?, ?, 'owner', ?)`,
			id, actor.ID, now); err != nil {
			return err
		}
		t, err = load(ctx, tx, actor.ID, id)
		return err
	})
	if err != nil {
		return nil, err
	}
	return t, nil
}

// managed loads team id for actor inside tx and checks actor manages it.
func managed(ctx context.Context, tx store.Queryer, actor *accounts.User, id int64) (*Team, error) {
	t, err := load(ctx, tx, actor.ID, id)
	if err != nil {
		return nil, err
	}
	// SECURITY: only the owner and admins manage a team.
	if !t.ViewerCanManage() {
		return nil, apperr.New(apperr.Forbidden, MsgNotManager)
	}
	return t, nil
}

// Update edits team id's name and description (managers only).
func (s *Service) Update(ctx context.Context, actor *accounts.User, id int64, in Input) (*Team, error) {
	if err := access(actor); err != nil {
		return nil, err
	}
	var t *Team
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		if _, err := managed(ctx, tx, actor, id); err != nil {
			return err
		}
		in, err := validate(in)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE teams SET name = ?, description = ?, updated_at = ? WHERE id = ?`,
			in.Name, in.Description, store.Now(), id); err != nil {
			return err
		}
		t, err = load(ctx, tx, actor.ID, id)
		return err
	})
	return t, err
}

// Delete removes team id and every membership (managers only).
func (s *Service) Delete(ctx context.Context, actor *accounts.User, id int64) error {
	if err := access(actor); err != nil {
		return err
	}
	return s.db.InTx(ctx, func(tx *store.Tx) error {
		if err := lockTeam(ctx, tx, id); err != nil {
			return err
		}
		if _, err := managed(ctx, tx, actor, id); err != nil {
			return err
		}
		// Memberships go with the team (ON DELETE CASCADE); deleted
		// explicitly too, so nothing depends on the engine's FK setting.
		if _, err := tx.Exec(ctx, `DELETE FROM team_members WHERE team_id = ?`, id); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `DELETE FROM teams WHERE id = ?`, id)
		return err
	})
}

// lockTeam takes team teamID's row lock for the rest of the transaction, so
// every change to one team's memberships and roles runs one after another
// and each sees the last one's result: "owner transfers to M" and "M leaves"
// at the same moment can never leave the team without an owner. (SQLite
// runs one writing transaction at a time already.)
func lockTeam(ctx context.Context, tx *store.Tx, teamID int64) error {
	if tx.Dialect() != store.Postgres {
		return nil
	}
	_, err := tx.Exec(ctx, `SELECT id FROM teams WHERE id = ? FOR UPDATE`, teamID)
	return err
}

// memberOrder is the order of a member list: owner, admins, members; each
// by join date, then user id.
var memberOrder = store.Order{Name: "team.members", Cols: []store.Col{
	{Expr: rankSQL, Kind: store.Int},
	{Expr: "created_at", Kind: store.Time},
	{Expr: "user_id", Kind: store.Int},
}}

const rankSQL = `CASE role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`

func rank(r Role) int {
	switch r {
	case Owner:
		return 0
	case Admin:
		return 1
	}
	return 2
}

// Members returns one page of team t's members (t as loaded for its
// viewer by Get, List or a mutation): the owner, then admins, then members,
// each by join date. One statement; users load separately (one statement
// for the page, see graph/teams.go and the REST detail).
func (s *Service) Members(ctx context.Context, t *Team, first int, after string) (store.Page[*TeamMember], error) {
	var page store.Page[*TeamMember]
	if t == nil || t.viewerID == 0 {
		// SECURITY: a team only comes from a load for one of its members.
		return page, notFound()
	}
	if first <= 0 {
		first = DefaultPageSize
	}
	page, err := store.Paginate(ctx, s.db, store.PageQuery{
		Select: memberSelect, Where: []string{"team_id = ?"}, Args: []any{t.ID},
		Order: memberOrder, First: first, After: after,
	}, func(m *TeamMember) []any { return []any{rank(m.Role), m.JoinedAt, m.UserID} })
	if err != nil {
		return page, err
	}
	for _, m := range page.Items {
		m.JoinedAt = m.JoinedAt.UTC()
		m.team = t
	}
	return page, nil
}

// AllMembers returns every member of t (at most MaxMembers), in the order of
// Members, in one statement: the REST detail lists them all.
func (s *Service) AllMembers(ctx context.Context, t *Team) ([]*TeamMember, error) {
	if t == nil || t.viewerID == 0 {
		// SECURITY: a team only comes from a load for one of its members.
		return nil, notFound()
	}
	var list []*TeamMember
	if err := s.db.Select(ctx, &list, memberSelect+` WHERE team_id = ? ORDER BY `+rankSQL+`, created_at, user_id LIMIT ?`, t.ID, MaxMembers); err != nil {
		return nil, err
	}
	for _, m := range list {
		m.JoinedAt = m.JoinedAt.UTC()
		m.team = t
	}
	return list, nil
}

const memberSelect = `SELECT team_id, user_id, role, created_at FROM team_members`

// member returns userID's membership of team t (nil when not a member).
func member(ctx context.Context, q store.Queryer, t *Team, userID int64) (*TeamMember, error) {
	var m TeamMember
	err := q.Get(ctx, &m, `SELECT team_id, user_id, role, created_at FROM team_members WHERE team_id = ? AND user_id = ?`, t.ID, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	m.JoinedAt = m.JoinedAt.UTC()
	m.team = t
	return &m, nil
}

// parseRole reads the role of add and change-role: member or admin, any
// letter case or the GraphQL name; "" means member (the default).
func parseRole(s string) (Role, error) {
	if strings.TrimSpace(s) == "" {
		return Member, nil
	}
	v, ok := Roles.Parse(s)
	switch {
	case !ok:
		return "", apperr.Field("role", MsgRole)
	case Role(v) == Owner:
		return "", apperr.Field("role", MsgOwnerRole)
	}
	return Role(v), nil
}

// AddMember adds user userID to team teamID with role ("" = member, or
// admin), or invites them. Managers only; vendors cannot be added; a second
// add is CONFLICT. Someone who already shares a team with actor is added
// at once (the new membership is returned); anyone else is invited
// (invitations.go: the invitation is returned, and they join when they
// accept). It returns the team as actor now sees it either way.
func (s *Service) AddMember(ctx context.Context, actor *accounts.User, teamID, userID int64, role string) (*TeamMember, *Invitation, *Team, error) {
	if err := access(actor); err != nil {
		return nil, nil, nil, err
	}
	var m *TeamMember
	var inv *Invitation
	var t *Team
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		if err := lockTeam(ctx, tx, teamID); err != nil {
			return err
		}
		var err error
		if t, err = managed(ctx, tx, actor, teamID); err != nil {
			return err
		}
		r, err := parseRole(role)
		if err != nil {
			return err
		}
		var u struct {
			Type accounts.UserType `db:"user_type"`
		}
		if err := tx.Get(ctx, &u, `SELECT user_type FROM users WHERE id = ?`, userID); errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, MsgUserNotFound)
		} else if err != nil {
			return err
		}
		// SECURITY: vendors have no access to teams, so they cannot be members.
		if u.Type == accounts.Vendor {
			return apperr.Field("userId", MsgVendorMember)
		}
		if existing, err := member(ctx, tx, t, userID); err != nil {
			return err
		} else if existing != nil {
			return &apperr.Error{Code: apperr.Conflict, Message: MsgAlreadyMember,
				Fields: []apperr.FieldError{{Field: "userId", Message: MsgAlreadyMember}}}
		}
		if t.MemberCount >= MaxMembers {
			return apperr.New(apperr.Conflict, MsgTeamFull)
		}
		// SECURITY: nobody is put into a team without their consent, except
		// by a manager they already share a team with.
		if shared, err := sharesTeam(ctx, tx, actor.ID, userID); err != nil {
			return err
		} else if !shared {
			inv, err = invite(ctx, tx, actor, t, userID, r)
			return err
		}
		now := store.Now()
		if _, err := tx.Exec(ctx, `INSERT INTO team_members (team_id, user_id, role, created_at) VALUES (?, ?, ?, ?)`,
			teamID, userID, string(r), now); err != nil {
			if store.IsUniqueViolation(err) {
				return &apperr.Error{Code: apperr.Conflict, Message: MsgAlreadyMember,
					Fields: []apperr.FieldError{{Field: "userId", Message: MsgAlreadyMember}}}
			}
			return err
		}
		t.MemberCount++
		m = &TeamMember{TeamID: teamID, UserID: userID, Role: r, JoinedAt: now, team: t}
		return s.tell(ctx, tx, notifications.TeamAdded, actor, t, userID, r, now)
	})
	if err != nil {
		return nil, nil, nil, err
	}
	return m, inv, t, nil
}

// target loads the membership a manager acts on, applying the rules shared
// by changing a role and removing: not oneself, never the owner.
func target(ctx context.Context, tx store.Queryer, t *Team, actor *accounts.User, userID int64, selfMsg string) (*TeamMember, error) {
	// SECURITY: no manager changes their own role or removes themselves.
	if userID == actor.ID {
		return nil, apperr.New(apperr.Forbidden, selfMsg)
	}
	m, err := member(ctx, tx, t, userID)
	if err != nil {
		return nil, err
	}
	if m == nil {
		return nil, apperr.New(apperr.NotFound, MsgNotMember)
	}
	// SECURITY: nobody removes or demotes the owner.
	if m.Role == Owner {
		return nil, apperr.New(apperr.Forbidden, MsgOwnerFixed)
	}
	return m, nil
}

// ChangeRole switches member userID of team teamID between member and
// admin (managers only; not their own role, never the owner's).
func (s *Service) ChangeRole(ctx context.Context, actor *accounts.User, teamID, userID int64, role string) (*TeamMember, *Team, error) {
	if err := access(actor); err != nil {
		return nil, nil, err
	}
	var m *TeamMember
	var t *Team
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		if err := lockTeam(ctx, tx, teamID); err != nil {
			return err
		}
		var err error
		if t, err = managed(ctx, tx, actor, teamID); err != nil {
			return err
		}
		if strings.TrimSpace(role) == "" {
			return apperr.Field("role", MsgRole)
		}
		r, err := parseRole(role)
		if err != nil {
			return err
		}
		if m, err = target(ctx, tx, t, actor, userID, MsgSelfRole); err != nil {
			return err
		}
		changed := m.Role != r
		// The condition on role repeats the owner rule in the statement, so
		// a concurrent transfer can never be undone by a demotion.
		if _, err := tx.Exec(ctx, `UPDATE team_members SET role = ? WHERE team_id = ? AND user_id = ? AND role <> 'owner'`,
			string(r), teamID, userID); err != nil {
			return err
		}
		m.Role = r
		if !changed {
			return nil // a retry: nothing new to tell
		}
		return s.tell(ctx, tx, notifications.TeamRole, actor, t, userID, r, store.Now())
	})
	if err != nil {
		return nil, nil, err
	}
	return m, t, nil
}

// RemoveOrLeave is DELETE /api/teams/{id}/members/{userId}: Leave when
// userID is actor, RemoveMember otherwise. It returns the team as actor now
// sees it (nil after leaving).
func (s *Service) RemoveOrLeave(ctx context.Context, actor *accounts.User, teamID, userID int64) (*Team, error) {
	if err := access(actor); err != nil {
		return nil, err
	}
	if userID == actor.ID {
		return nil, s.Leave(ctx, actor, teamID)
	}
	return s.RemoveMember(ctx, actor, teamID, userID)
}

// RemoveMember removes member userID from team teamID (managers only; not
// themselves, never the owner). It returns the team as actor now sees it.
func (s *Service) RemoveMember(ctx context.Context, actor *accounts.User, teamID, userID int64) (*Team, error) {
	if err := access(actor); err != nil {
		return nil, err
	}
	var t *Team
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		if err := lockTeam(ctx, tx, teamID); err != nil {
			return err
		}
		var err error
		if t, err = managed(ctx, tx, actor, teamID); err != nil {
			return err
		}
		if _, err := target(ctx, tx, t, actor, userID, MsgSelfRemove); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM team_members WHERE team_id = ? AND user_id = ? AND role <> 'owner'`,
			teamID, userID); err != nil {
			return err
		}
		t.MemberCount--
		return nil
	})
	if err != nil {
		return nil, err
	}
	return t, nil
}

// Leave takes actor out of team teamID. The owner cannot leave while owning
// it: they transfer ownership first or delete the team.
func (s *Service) Leave(ctx context.Context, actor *accounts.User, teamID int64) error {
	if err := access(actor); err != nil {
		return err
	}
	return s.db.InTx(ctx, func(tx *store.Tx) error {
		if err := lockTeam(ctx, tx, teamID); err != nil {
			return err
		}
		t, err := load(ctx, tx, actor.ID, teamID)
		if err != nil {
			return err
		}
		// SECURITY: a team always keeps its owner.
		if !t.ViewerCanLeave() {
			return apperr.New(apperr.Forbidden, MsgOwnerLeave)
		}
		_, err = tx.Exec(ctx, `DELETE FROM team_members WHERE team_id = ? AND user_id = ? AND role <> 'owner'`, teamID, actor.ID)
		return err
	})
}

// TransferOwnership makes member userID the owner of team teamID; the old
// owner (actor, who must be the owner) becomes an admin.
func (s *Service) TransferOwnership(ctx context.Context, actor *accounts.User, teamID, userID int64) (*Team, error) {
	if err := access(actor); err != nil {
		return nil, err
	}
	var t *Team
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		if err := lockTeam(ctx, tx, teamID); err != nil {
			return err
		}
		cur, err := load(ctx, tx, actor.ID, teamID)
		if err != nil {
			return err
		}
		// SECURITY: only the owner hands the team over.
		if !cur.ViewerCanTransfer() {
			return apperr.New(apperr.Forbidden, MsgNotOwner)
		}
		if userID == actor.ID {
			return apperr.Field("userId", MsgTransferSelf)
		}
		m, err := member(ctx, tx, cur, userID)
		if err != nil {
			return err
		}
		if m == nil {
			return apperr.New(apperr.NotFound, MsgNotMember)
		}
		// Demote first: at most one owner per team (a unique index).
		if _, err := tx.Exec(ctx, `UPDATE team_members SET role = 'admin' WHERE team_id = ? AND user_id = ? AND role = 'owner'`,
			teamID, actor.ID); err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `UPDATE team_members SET role = 'owner' WHERE team_id = ? AND user_id = ?`, teamID, userID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			// Never demote without promoting: roll both back.
			return apperr.New(apperr.NotFound, MsgNotMember)
		}
		t, err = load(ctx, tx, actor.ID, teamID)
		return err
	})
	return t, err
}

// SearchCandidates finds people a manager of team teamID can add: search
// of at least MinSearch characters over name and username, never current
// members or vendors, paged like the member directory.
func (s *Service) SearchCandidates(ctx context.Context, actor *accounts.User, teamID int64, search string, first int, after string) (store.Page[*accounts.User], error) {
	var page store.Page[*accounts.User]
	if err := access(actor); err != nil {
		return page, err
	}
	if _, err := managed(ctx, s.db, actor, teamID); err != nil {
		return page, err
	}
	return s.accounts.DirectoryWith(ctx, actor, accounts.DirectoryOptions{
		Search:         search,
		MinSearch:      MinSearch,
		ExcludeVendors: true,
		ExcludeIDsSQL:  `SELECT user_id FROM team_members WHERE team_id = ?`,
		ExcludeArgs:    []any{teamID},
	}, pageSize(first), after)
}

// connectionsSQL counts the distinct people userID is connected to: one
// branch of the UNION ALL per kind of connection (people they share a team
// with; people in their contacts, i.e. they exchanged messages, blocked
// people excluded by the messages service).
const connectionsSQL = `SELECT COUNT(DISTINCT other) FROM (
	SELECT o.user_id AS other FROM team_members m JOIN team_members o ON o.team_id = m.team_id
	WHERE m.user_id = ? AND o.user_id <> ?
	UNION ALL SELECT other_id FROM conversations WHERE user_id = ?
) c`

// Connections returns the dashboard's Connections figure for userID: the
// distinct people they share a team with or exchanged messages with. Only for the user themself (nil
// for anyone else). One statement.
func (s *Service) Connections(ctx context.Context, actor *accounts.User, userID int64) (*int, error) {
	// SECURITY: who someone is connected to is theirs to see.
	if actor == nil || actor.ID != userID {
		return nil, nil
	}
	var n int
	if err := s.db.Get(ctx, &n, connectionsSQL, userID, userID, userID); err != nil {
		return nil, fmt.Errorf("connections: %w", err)
	}
	return &n, nil
}
