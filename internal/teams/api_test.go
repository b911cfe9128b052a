package teams_test

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"canvass/internal/apptest"
	"canvass/internal/store"
	"canvass/internal/teams"
)

const teamFields = `id databaseId name description memberCount viewerRole viewerCanManage viewerCanLeave viewerCanTransfer
  createdBy { username } owner { username }`

const teamPageQuery = `query Team($id: Int!) {
  team(databaseId: $id) {
    ` + teamFields + `
    members(first: 100) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id role isViewer viewerCanChangeRole viewerCanRemove viewerCanTransferTo
        user { id databaseId username firstName lastName profileImage email } } }
    }
  }
}`

type gqlTeam struct {
	ID                string  `json:"id"`
	DatabaseID        int64   `json:"databaseId"`
	Name              string  `json:"name"`
	Description       *string `json:"description"`
	MemberCount       int     `json:"memberCount"`
	ViewerRole        string  `json:"viewerRole"`
	ViewerCanManage   bool    `json:"viewerCanManage"`
	ViewerCanLeave    bool    `json:"viewerCanLeave"`
	ViewerCanTransfer bool    `json:"viewerCanTransfer"`
	CreatedBy         *struct {
		Username string `json:"username"`
	} `json:"createdBy"`
	Owner *struct {
		Username string `json:"username"`
	} `json:"owner"`
	Members *struct {
		TotalCount int `json:"totalCount"`
		Edges      []struct {
			Node gqlMember `json:"node"`
		} `json:"edges"`
	} `json:"members"`
}

type gqlMember struct {
	ID                  string `json:"id"`
	Role                string `json:"role"`
	IsViewer            bool   `json:"isViewer"`
	ViewerCanChangeRole bool   `json:"viewerCanChangeRole"`
	ViewerCanRemove     bool   `json:"viewerCanRemove"`
	ViewerCanTransferTo bool   `json:"viewerCanTransferTo"`
	User                struct {
		ID         string  `json:"id"`
		DatabaseID int64   `json:"databaseId"`
		Username   string  `json:"username"`
		Email      *string `json:"email"`
	} `json:"user"`
}

type userError struct {
	Field   *string `json:"field"`
	Message string  `json:"message"`
	Code    string  `json:"code"`
}

func wantCode(t *testing.T, res apptest.Response, code, msg string) {
	t.Helper()
	if len(res.Errors) != 1 || res.Errors[0].Code() != code || (msg != "" && res.Errors[0].Message != msg) {
		b, _ := json.Marshal(res.Errors)
		t.Fatalf("errors = %s, want %s %q", b, code, msg)
	}
}

// mutate runs a team mutation with input and decodes data.<field> into out.
func mutate(t *testing.T, c *apptest.Client, field, inputType, selection string, input map[string]any, out any) apptest.Response {
	t.Helper()
	q := fmt.Sprintf(`mutation M($input: %s!) { %s(input: $input) { %s errors { field message code } } }`, inputType, field, selection)
	res := c.GraphQL(t, q, map[string]any{"input": input})
	if len(res.Errors) == 0 && out != nil {
		var m map[string]json.RawMessage
		res.Decode(t, &m)
		if err := json.Unmarshal(m[field], out); err != nil {
			t.Fatal(err)
		}
	}
	return res
}

func getTeam(t *testing.T, c *apptest.Client, id int64) (*gqlTeam, apptest.Response) {
	t.Helper()
	res := c.GraphQL(t, teamPageQuery, map[string]any{"id": id})
	var out struct {
		Team *gqlTeam `json:"team"`
	}
	if len(res.Errors) == 0 {
		res.Decode(t, &out)
	}
	return out.Team, res
}

func TestGraphQLTeams(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		owner, admin, member, outsider, vendor, visitor := s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient()
		ownerU := owner.Register(t, "olivia", "CANDIDATE")
		adminU := admin.Register(t, "arturo", "CAMPAIGN_STAFF")
		memberU := member.Register(t, "mariela", "CAMPAIGN_STAFF")
		outsider.Register(t, "oscar", "CANDIDATE")
		vendorU := vendor.Register(t, "vance", "VENDOR")

		// Create: validation in the payload, then the team.
		var created struct {
			Team   *gqlTeam    `json:"team"`
			Errors []userError `json:"errors"`
		}
		mutate(t, owner, "createTeam", "CreateTeamInput", "team { "+teamFields+" }", map[string]any{"name": "  "}, &created).NoErrors(t)
		if created.Team != nil || len(created.Errors) != 1 || *created.Errors[0].Field != "name" || created.Errors[0].Message != teams.MsgName {
			t.Fatalf("empty name payload = %+v", created)
		}
		mutate(t, owner, "createTeam", "CreateTeamInput", "team { "+teamFields+" }",
			map[string]any{"name": "Olivia for Mayor", "description": "Core staff <b>only</b>"}, &created).NoErrors(t)
		tm := created.Team
		if tm == nil || tm.ViewerRole != "OWNER" || tm.MemberCount != 1 || !tm.ViewerCanManage || tm.ViewerCanLeave ||
			!tm.ViewerCanTransfer || tm.Owner.Username != "olivia" || tm.CreatedBy.Username != "olivia" || *tm.Description != "Core staff <b>only</b>" {
			t.Fatalf("created = %+v", tm)
		}

		// Vendors are refused everywhere with the spec's message.
		wantCode(t, mutate(t, vendor, "createTeam", "CreateTeamInput", "team { id }", map[string]any{"name": "V"}, nil), "FORBIDDEN", teams.MsgVendor)
		_, res := getTeam(t, vendor, tm.DatabaseID)
		wantCode(t, res, "FORBIDDEN", teams.MsgVendor)
		res = vendor.GraphQL(t, `{ viewer { teams { edges { node { id } } } } }`, nil)
		wantCode(t, res, "FORBIDDEN", teams.MsgVendor)
		wantCode(t, visitor.GraphQL(t, teamPageQuery, map[string]any{"id": tm.DatabaseID}), "UNAUTHENTICATED", "")

		// Outsiders see nothing: null, like a missing team; node too.
		got, res := getTeam(t, outsider, tm.DatabaseID)
		res.NoErrors(t)
		if got != nil {
			t.Fatalf("outsider sees %+v", got)
		}
		res = outsider.GraphQL(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": tm.ID})
		res.NoErrors(t)
		if string(res.Data) != `{"node":null}` {
			t.Fatalf("outsider node = %s", res.Data)
		}

		// Search for people to add: 2+ characters, no members, no vendors.
		search := `query($team: ID!, $s: String!) { teamMemberCandidates(teamId: $team, search: $s, first: 5) {
			edges { node { id username } } pageInfo { hasNextPage } } }`
		wantCode(t, owner.GraphQL(t, search, map[string]any{"team": tm.ID, "s": "a"}), "INVALID", "Type at least 2 characters to search.")
		res = owner.GraphQL(t, search, map[string]any{"team": tm.ID, "s": "ar"})
		res.NoErrors(t)
		if strings.Contains(string(res.Data), "vance") || strings.Contains(string(res.Data), "olivia") ||
			!strings.Contains(string(res.Data), "arturo") || !strings.Contains(string(res.Data), "mariela") {
			t.Fatalf("candidates = %s", res.Data)
		}
		res = owner.GraphQL(t, search, map[string]any{"team": tm.ID, "s": "va"})
		res.NoErrors(t)
		if strings.Contains(string(res.Data), "vance") {
			t.Fatalf("vendor offered: %s", res.Data)
		}
		wantCode(t, outsider.GraphQL(t, search, map[string]any{"team": tm.ID, "s": "ar"}), "NOT_FOUND", teams.MsgNotFound)

		// Add an admin and a member: people who share no team with the
		// manager are invited (issue 25), and join when they accept; a
		// second add is a payload error (409).
		type invitation struct {
			ID         string `json:"id"`
			TeamName   string `json:"teamName"`
			Role       string `json:"role"`
			InvitedBy  string `json:"invitedByName"`
			ExpiresAt  string `json:"expiresAt"`
			TeamDBID   int64  `json:"teamDatabaseId"`
			DatabaseID int64  `json:"databaseId"`
		}
		type memberPayload struct {
			Member     *gqlMember  `json:"member"`
			Invitation *invitation `json:"invitation"`
			Team       *gqlTeam    `json:"team"`
			Errors     []userError `json:"errors"`
		}
		var mp memberPayload
		sel := "member { id role user { username } viewerCanRemove } invitation { id databaseId teamDatabaseId teamName role invitedByName expiresAt } team { memberCount }"
		invitations := func(c *apptest.Client) []invitation {
			t.Helper()
			res := c.GraphQL(t, `{ viewer { teamInvitations { id databaseId teamDatabaseId teamName role invitedByName expiresAt } } }`, nil)
			res.NoErrors(t)
			var out struct {
				Viewer struct {
					TeamInvitations []invitation `json:"teamInvitations"`
				} `json:"viewer"`
			}
			res.Decode(t, &out)
			return out.Viewer.TeamInvitations
		}
		accept := func(c *apptest.Client, id string) *gqlTeam {
			t.Helper()
			var out struct {
				Team   *gqlTeam    `json:"team"`
				Errors []userError `json:"errors"`
			}
			mutate(t, c, "acceptTeamInvitation", "AcceptTeamInvitationInput", "team { databaseId viewerRole memberCount }", map[string]any{"invitationId": id}, &out).NoErrors(t)
			if out.Team == nil || len(out.Errors) != 0 {
				t.Fatalf("accept = %+v", out)
			}
			return out.Team
		}
		mutate(t, owner, "addTeamMember", "AddTeamMemberInput", sel, map[string]any{"teamId": tm.ID, "userId": adminU.ID, "role": "ADMIN"}, &mp).NoErrors(t)
		if mp.Member != nil || mp.Invitation == nil || mp.Invitation.Role != "ADMIN" || mp.Invitation.TeamName != "Olivia for Mayor" || mp.Team.MemberCount != 1 {
			t.Fatalf("add admin = %+v", mp)
		}
		// Only the invitee sees and answers it.
		if got := invitations(owner); len(got) != 0 {
			t.Fatalf("owner's invitations = %+v", got)
		}
		wantCode(t, mutate(t, outsider, "acceptTeamInvitation", "AcceptTeamInvitationInput", "team { id }", map[string]any{"invitationId": mp.Invitation.ID}, nil),
			"NOT_FOUND", teams.MsgInvitationNotFound)
		mine := invitations(admin)
		if len(mine) != 1 || mine[0].ID != mp.Invitation.ID || mine[0].InvitedBy != "Test Olivia" || mine[0].TeamDBID != tm.DatabaseID {
			t.Fatalf("admin's invitations = %+v", mine)
		}
		if joined := accept(admin, mine[0].ID); joined.ViewerRole != "ADMIN" || joined.MemberCount != 2 {
			t.Fatalf("accepted = %+v", joined)
		}
		if got := invitations(admin); len(got) != 0 {
			t.Fatalf("answered invitation still listed: %+v", got)
		}
		mutate(t, admin, "addTeamMember", "AddTeamMemberInput", sel, map[string]any{"teamId": tm.ID, "userId": memberU.ID}, &mp).NoErrors(t)
		if mp.Member != nil || mp.Invitation == nil || mp.Invitation.Role != "MEMBER" {
			t.Fatalf("add member = %+v", mp)
		}
		var declined struct {
			DeclinedInvitationID string `json:"declinedInvitationId"`
		}
		mutate(t, member, "declineTeamInvitation", "DeclineTeamInvitationInput", "declinedInvitationId", map[string]any{"invitationId": mp.Invitation.ID}, &declined).NoErrors(t)
		if declined.DeclinedInvitationID != mp.Invitation.ID || len(invitations(member)) != 0 {
			t.Fatalf("declined = %+v", declined)
		}
		var again struct {
			Errors []userError `json:"errors"`
		}
		mutate(t, member, "acceptTeamInvitation", "AcceptTeamInvitationInput", "team { id }", map[string]any{"invitationId": mp.Invitation.ID}, &again).NoErrors(t)
		if len(again.Errors) != 1 || again.Errors[0].Code != "CONFLICT" || again.Errors[0].Message != teams.MsgInvitationAnswered {
			t.Fatalf("accept after decline = %+v", again)
		}
		mutate(t, admin, "addTeamMember", "AddTeamMemberInput", sel, map[string]any{"teamId": tm.ID, "userId": memberU.ID}, &mp).NoErrors(t)
		mutate(t, owner, "addTeamMember", "AddTeamMemberInput", sel, map[string]any{"teamId": tm.ID, "userId": memberU.ID}, &again).NoErrors(t)
		if len(again.Errors) != 1 || again.Errors[0].Code != "CONFLICT" || again.Errors[0].Message != teams.MsgInvitePending {
			t.Fatalf("second invitation = %+v", again)
		}
		if joined := accept(member, mp.Invitation.ID); joined.ViewerRole != "MEMBER" || joined.MemberCount != 3 {
			t.Fatalf("member accepted = %+v", joined)
		}
		mutate(t, owner, "addTeamMember", "AddTeamMemberInput", sel, map[string]any{"teamId": tm.ID, "userId": memberU.ID}, &mp).NoErrors(t)
		if mp.Member != nil || len(mp.Errors) != 1 || mp.Errors[0].Code != "CONFLICT" || mp.Errors[0].Message != teams.MsgAlreadyMember {
			t.Fatalf("double add = %+v", mp)
		}
		wantCode(t, mutate(t, owner, "addTeamMember", "AddTeamMemberInput", sel,
			map[string]any{"teamId": tm.ID, "userId": toGID("User", 987654)}, nil), "NOT_FOUND", teams.MsgUserNotFound)
		mutate(t, owner, "addTeamMember", "AddTeamMemberInput", sel, map[string]any{"teamId": tm.ID, "userId": vendorU.ID}, &mp).NoErrors(t)
		if mp.Member != nil || len(mp.Errors) != 1 || mp.Errors[0].Message != teams.MsgVendorMember {
			t.Fatalf("add vendor = %+v", mp)
		}
		wantCode(t, mutate(t, member, "addTeamMember", "AddTeamMemberInput", sel,
			map[string]any{"teamId": tm.ID, "userId": toGID("User", ownerU.DatabaseID)}, nil), "FORBIDDEN", teams.MsgNotManager)

		// The member's view: no management; private details stay private.
		got, res = getTeam(t, member, tm.DatabaseID)
		res.NoErrors(t)
		if got.ViewerRole != "MEMBER" || got.ViewerCanManage || !got.ViewerCanLeave || got.Members.TotalCount != 3 {
			t.Fatalf("member view = %+v", got)
		}
		roles := []string{}
		for _, e := range got.Members.Edges {
			roles = append(roles, e.Node.User.Username+":"+e.Node.Role)
			if e.Node.ViewerCanRemove || e.Node.ViewerCanChangeRole || e.Node.ViewerCanTransferTo {
				t.Fatalf("member may act on %+v", e.Node)
			}
		}
		if strings.Join(roles, ",") != "olivia:OWNER,arturo:ADMIN,mariela:MEMBER" {
			t.Fatalf("members = %v", roles)
		}

		// Admin: not the owner, not themselves.
		role := func(c *apptest.Client, u apptest.User, r string) apptest.Response {
			return mutate(t, c, "changeTeamMemberRole", "ChangeTeamMemberRoleInput", "member { role } team { id }",
				map[string]any{"teamId": tm.ID, "userId": u.ID, "role": r}, nil)
		}
		wantCode(t, role(admin, ownerU, "MEMBER"), "FORBIDDEN", teams.MsgOwnerFixed)
		wantCode(t, role(admin, adminU, "MEMBER"), "FORBIDDEN", teams.MsgSelfRole)
		res = role(admin, ownerU, "OWNER")
		if !strings.Contains(string(res.Data), teams.MsgOwnerRole) && (len(res.Errors) == 0 || res.Errors[0].Message != teams.MsgOwnerFixed) {
			t.Fatalf("make owner = %s %+v", res.Data, res.Errors)
		}
		res = role(admin, memberU, "ADMIN")
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"role":"ADMIN"`) {
			t.Fatalf("promote = %s", res.Data)
		}
		role(owner, memberU, "MEMBER").NoErrors(t)
		remove := func(c *apptest.Client, u apptest.User) apptest.Response {
			return mutate(t, c, "removeTeamMember", "RemoveTeamMemberInput", "removedMemberId team { memberCount }",
				map[string]any{"teamId": tm.ID, "userId": u.ID}, nil)
		}
		wantCode(t, remove(admin, ownerU), "FORBIDDEN", teams.MsgOwnerFixed)
		wantCode(t, remove(admin, adminU), "FORBIDDEN", teams.MsgSelfRemove)
		wantCode(t, remove(member, adminU), "FORBIDDEN", teams.MsgNotManager)

		// The owner cannot leave; the member leaves and loses access at once.
		leave := func(c *apptest.Client) apptest.Response {
			return mutate(t, c, "leaveTeam", "LeaveTeamInput", "leftTeamId", map[string]any{"teamId": tm.ID}, nil)
		}
		wantCode(t, leave(owner), "FORBIDDEN", teams.MsgOwnerLeave)
		leave(member).NoErrors(t)
		got, res = getTeam(t, member, tm.DatabaseID)
		res.NoErrors(t)
		if got != nil {
			t.Fatal("member still sees the team after leaving")
		}

		// Transfer: the old owner becomes an admin and may then leave.
		transfer := func(c *apptest.Client, u apptest.User) apptest.Response {
			return mutate(t, c, "transferTeamOwnership", "TransferTeamOwnershipInput", "team { viewerRole owner { username } }",
				map[string]any{"teamId": tm.ID, "userId": u.ID}, nil)
		}
		wantCode(t, transfer(admin, adminU), "FORBIDDEN", teams.MsgNotOwner)
		res = transfer(owner, adminU)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"viewerRole":"ADMIN"`) || !strings.Contains(string(res.Data), `"owner":{"username":"arturo"}`) {
			t.Fatalf("transfer = %s", res.Data)
		}
		leave(owner).NoErrors(t)

		// viewer.teams with the viewer's role; connections.
		res = admin.GraphQL(t, `{ viewer { connectionsCount teams(first: 5) { totalCount edges { node { name viewerRole memberCount owner { username } } } } } }`, nil)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"totalCount":1`) || !strings.Contains(string(res.Data), `"viewerRole":"OWNER"`) ||
			!strings.Contains(string(res.Data), `"connectionsCount":0`) {
			t.Fatalf("viewer teams = %s", res.Data)
		}
		// Someone else's teams and connections are null.
		res = owner.GraphQL(t, `query($id: Int!) { user(databaseId: $id) { teams { totalCount } connectionsCount } }`, map[string]any{"id": adminU.DatabaseID})
		res.NoErrors(t)
		if string(res.Data) != `{"user":{"teams":null,"connectionsCount":null}}` {
			t.Fatalf("other's teams = %s", res.Data)
		}

		// Delete: managers only; gone for everyone.
		del := func(c *apptest.Client) apptest.Response {
			return mutate(t, c, "deleteTeam", "DeleteTeamInput", "deletedTeamId", map[string]any{"id": tm.ID}, nil)
		}
		wantCode(t, del(owner), "NOT_FOUND", teams.MsgNotFound) // left already
		wantCode(t, del(vendor), "FORBIDDEN", teams.MsgVendor)
		res = del(admin)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), tm.ID) {
			t.Fatalf("delete = %s", res.Data)
		}
		if got, _ := getTeam(t, admin, tm.DatabaseID); got != nil {
			t.Fatal("deleted team still visible")
		}
	})
}

func toGID(typ string, id int64) string {
	return base64.RawURLEncoding.EncodeToString([]byte(typ + ":" + strconv.FormatInt(id, 10)))
}

// TestTeamPageStatements: the team page costs the same number of
// statements for 5 members as for 50 (session, team, owner and creator,
// members, their users).
func TestTeamPageStatements(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		c := s.NewClient()
		c.Register(t, "olga", "CANDIDATE")
		ctx := t.Context()
		owner, err := s.App.Accounts.Get(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		count := func(n int) (int64, int64) {
			tm, err := s.App.Teams.Create(ctx, owner, teams.Input{Name: fmt.Sprintf("Team of %d", n)})
			if err != nil {
				t.Fatal(err)
			}
			for i := 1; i < n; i++ {
				var id int64
				name := fmt.Sprintf("m%d_%d", n, i)
				if err := s.App.DB.GetW(ctx, &id, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
					VALUES (?, 'x', ?, 'M', ?, 'campaign_staff', ?) RETURNING id`, name, name+"@example.com", name, store.Now()); err != nil {
					t.Fatal(err)
				}
				role := "member"
				if i%5 == 0 {
					role = "admin"
				}
				if _, _, err := addOrAccept(ctx, s.App.Teams, s.App.Accounts, owner, tm.ID, id, role); err != nil {
					t.Fatal(err)
				}
			}
			var got *gqlTeam
			gql := s.CountStatements(func() {
				var res apptest.Response
				got, res = getTeam(t, c, tm.ID)
				res.NoErrors(t)
			})
			if got == nil || len(got.Members.Edges) != n || got.Owner.Username != "olga" {
				t.Fatalf("team page of %d: %+v", n, got)
			}
			rest := s.CountStatements(func() {
				resp, body := c.Do(t, http.MethodGet, "/api/teams/"+strconv.FormatInt(tm.ID, 10), nil)
				if resp.StatusCode != 200 || strings.Count(string(body), `"username"`) != n {
					t.Fatalf("REST detail of %d: %d %.200s", n, resp.StatusCode, body)
				}
			})
			list := s.CountStatements(func() {
				c.GraphQL(t, `{ viewer { teams(first: 50) { totalCount edges { node { name viewerRole memberCount owner { username } createdBy { username } } } } } }`, nil).NoErrors(t)
			})
			return gql, rest + list*1000
		}
		g5, r5 := count(5)
		g50, r50 := count(50)
		if g5 != g50 || r5 != r50 {
			t.Fatalf("statements: GraphQL %d vs %d, REST+list %d vs %d", g5, g50, r5, r50)
		}
		if g5 > 6 {
			t.Fatalf("team page costs %d statements", g5)
		}
		t.Logf("team page: %d statements (GraphQL), REST detail + list: %d", g5, r5)
	})
}

// TestRESTTeams: the spec's paths with the REST conventions.
func TestRESTTeams(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		owner, member, vendor, outsider, visitor := s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient()
		owner.Register(t, "rosa", "CANDIDATE")
		memberU := member.Register(t, "milo", "CAMPAIGN_STAFF")
		vendorU := vendor.Register(t, "vera", "VENDOR")
		outsider.Register(t, "ozzie", "CANDIDATE")

		status := func(c *apptest.Client, method, path string, body any, want int) []byte {
			t.Helper()
			resp, b := c.Do(t, method, path, body)
			if resp.StatusCode != want {
				t.Fatalf("%s %s: %d %s, want %d", method, path, resp.StatusCode, b, want)
			}
			return b
		}
		errBody := func(b []byte) (msg string, fields []accountsField) {
			var e struct {
				Message string          `json:"message"`
				Errors  []accountsField `json:"errors"`
			}
			json.Unmarshal(b, &e)
			return e.Message, e.Errors
		}

		b := status(owner, "POST", "/api/teams", map[string]any{"name": ""}, 400)
		if msg, f := errBody(b); msg != teams.MsgName || len(f) != 1 || f[0].Field != "name" {
			t.Fatalf("empty name: %s", b)
		}
		b = status(vendor, "POST", "/api/teams", map[string]any{"name": "Vendors"}, 403)
		if msg, _ := errBody(b); msg != teams.MsgVendor {
			t.Fatalf("vendor: %s", b)
		}
		status(vendor, "GET", "/api/teams", nil, 403)
		status(visitor, "GET", "/api/teams", nil, 401)

		var tm struct {
			ID          int64  `json:"id"`
			Name        string `json:"name"`
			Role        string `json:"role"`
			MemberCount int    `json:"memberCount"`
			Members     []struct {
				UserID int64           `json:"userId"`
				Role   string          `json:"role"`
				User   json.RawMessage `json:"user"`
			} `json:"members"`
		}
		b = status(owner, "POST", "/api/teams", map[string]any{"name": "Rosa's Team", "description": "Door knockers"}, 201)
		json.Unmarshal(b, &tm)
		if tm.Name != "Rosa's Team" || tm.Role != "owner" || len(tm.Members) != 1 || tm.Members[0].Role != "owner" {
			t.Fatalf("created: %s", b)
		}
		base := "/api/teams/" + strconv.FormatInt(tm.ID, 10)
		mid := strconv.FormatInt(memberU.DatabaseID, 10)

		status(outsider, "GET", base, nil, 404)
		status(outsider, "PUT", base, map[string]any{"name": "Mine"}, 404)
		status(outsider, "DELETE", base, nil, 404)
		status(outsider, "POST", base+"/members", map[string]any{"userId": memberU.DatabaseID}, 404)

		// milo shares no team with the owner: invited (202), he accepts.
		b = status(owner, "POST", base+"/members", map[string]any{"userId": memberU.DatabaseID, "role": "member"}, 202)
		var invited struct {
			Invitation struct {
				ID       int64  `json:"id"`
				TeamName string `json:"teamName"`
				Role     string `json:"role"`
				Status   string `json:"status"`
			} `json:"invitation"`
		}
		if json.Unmarshal(b, &invited) != nil || invited.Invitation.TeamName != "Rosa's Team" || invited.Invitation.Status != "pending" {
			t.Fatalf("invited: %s", b)
		}
		iid := strconv.FormatInt(invited.Invitation.ID, 10)
		status(owner, "POST", base+"/members", map[string]any{"userId": memberU.DatabaseID}, 409) // one pending invitation
		if b = status(member, "GET", "/api/teams/invitations", nil, 200); !strings.Contains(string(b), `"teamName":"Rosa's Team"`) {
			t.Fatalf("milo's invitations: %s", b)
		}
		if b = status(owner, "GET", "/api/teams/invitations", nil, 200); string(b) != "[]\n" {
			t.Fatalf("owner's invitations: %q", b)
		}
		status(outsider, "POST", "/api/teams/invitations/"+iid+"/accept", nil, 404)
		status(outsider, "POST", "/api/teams/invitations/"+iid+"/decline", nil, 404)
		status(member, "POST", "/api/teams/invitations/x/accept", nil, 404)
		b = status(member, "POST", "/api/teams/invitations/"+iid+"/accept", nil, 200)
		if !strings.Contains(string(b), `"username":"milo"`) || strings.Contains(string(b), "password") || strings.Contains(string(b), "email") {
			t.Fatalf("added: %s", b)
		}
		status(member, "POST", "/api/teams/invitations/"+iid+"/decline", nil, 409)
		status(owner, "POST", base+"/members", map[string]any{"userId": mid}, 409) // a string id works too: and it is a double add
		status(owner, "POST", base+"/members", map[string]any{"userId": 999999}, 404)
		status(owner, "POST", base+"/members", map[string]any{"userId": vendorU.DatabaseID}, 400)
		status(owner, "POST", base+"/members", map[string]any{"userId": "abc"}, 400)
		status(owner, "POST", base+"/members", map[string]any{"userId": memberU.DatabaseID, "role": "owner"}, 400)

		b = status(member, "GET", base, nil, 200)
		json.Unmarshal(b, &tm)
		if tm.Role != "member" || tm.MemberCount != 2 || len(tm.Members) != 2 || strings.Contains(string(b), "passwordHash") ||
			strings.Contains(string(b), "@example.com") {
			t.Fatalf("detail: %s", b)
		}
		b = status(member, "GET", "/api/teams", nil, 200)
		if !strings.Contains(string(b), `"role":"member"`) || !strings.Contains(string(b), `"memberCount":2`) {
			t.Fatalf("list: %s", b)
		}
		status(member, "PUT", base, map[string]any{"name": "Milo's"}, 403)
		status(member, "PUT", base+"/members/"+mid+"/role", map[string]any{"role": "admin"}, 403)
		status(member, "DELETE", base, nil, 403)

		b = status(owner, "PUT", base+"/members/"+mid+"/role", map[string]any{"role": "admin"}, 200)
		if !strings.Contains(string(b), `"role":"admin"`) {
			t.Fatalf("role: %s", b)
		}
		status(owner, "PUT", base+"/members/"+mid+"/role", map[string]any{"role": "captain"}, 400)
		ownerID := strconv.FormatInt(1, 10)
		status(member, "PUT", base+"/members/"+ownerID+"/role", map[string]any{"role": "member"}, 403)
		status(member, "DELETE", base+"/members/"+ownerID, nil, 403)
		status(owner, "DELETE", base+"/members/"+ownerID, nil, 403) // the owner cannot leave

		b = status(member, "PUT", base, map[string]any{"name": "  Renamed  ", "description": ""}, 200)
		if !strings.Contains(string(b), `"name":"Renamed"`) {
			t.Fatalf("update: %s", b)
		}
		// The member leaves through the remove path; then 404.
		status(member, "DELETE", base+"/members/"+mid, nil, 200)
		status(member, "GET", base, nil, 404)
		status(owner, "DELETE", base+"/members/"+mid, nil, 404)
		status(owner, "DELETE", base, nil, 200)
		status(owner, "GET", base, nil, 404)

		// Paging: Link and X-Next-Cursor.
		for i := range 3 {
			status(owner, "POST", "/api/teams", map[string]any{"name": fmt.Sprintf("Team %d", i)}, 201)
		}
		resp, b := owner.Do(t, "GET", "/api/teams?limit=2", nil)
		cursor := resp.Header.Get("X-Next-Cursor")
		if resp.StatusCode != 200 || cursor == "" || !strings.Contains(resp.Header.Get("Link"), `rel="next"`) || !strings.Contains(string(b), "Team 2") {
			t.Fatalf("page 1: %d %v %s", resp.StatusCode, resp.Header, b)
		}
		b = status(owner, "GET", "/api/teams?limit=2&after="+cursor, nil, 200)
		if !strings.Contains(string(b), "Team 0") || strings.Contains(string(b), "Team 2") {
			t.Fatalf("page 2: %s", b)
		}
	})
}

type accountsField struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}
