package teams_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/events"
	"canvass/internal/messages"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/teams"
	"canvass/internal/uploads"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

type fixture struct {
	db   *store.DB
	acc  *accounts.Service
	svc  *teams.Service
	ctx  context.Context
	next int
}

func newFixture(t *testing.T, db *store.DB) *fixture {
	t.Helper()
	up, err := uploads.New(t.TempDir(), "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	acc := accounts.NewService(db, up, accounts.Options{Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	return &fixture{db: db, acc: acc, svc: teams.NewService(db, acc), ctx: context.Background()}
}

// user inserts a user directly (no password hashing: tests make many).
func (f *fixture) user(t *testing.T, username string, typ accounts.UserType) *accounts.User {
	t.Helper()
	f.next++
	var id int64
	err := f.db.GetW(f.ctx, &id, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
		VALUES (?, 'x', ?, ?, ?, ?, ?) RETURNING id`, username, username+"@example.com", "First"+username, "Last", string(typ), store.Now())
	if err != nil {
		t.Fatal(err)
	}
	u, err := f.acc.Get(f.ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func wantErr(t *testing.T, err error, code apperr.Code, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil || e.Code != code || (msg != "" && e.Message != msg) {
		t.Fatalf("error = %v (%#v), want %s %q", err, e, code, msg)
	}
}

func mustOK(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// world: a team owned by olive with admin adam and member mia; outsider
// otto, vendor vic and candidate carl (not in the team).
type world struct {
	*fixture
	olive, adam, mia, otto, vic, carl *accounts.User
	team                              *teams.Team
}

func newWorld(t *testing.T, db *store.DB) *world {
	f := newFixture(t, db)
	w := &world{fixture: f}
	w.olive = f.user(t, "olive", accounts.Candidate)
	w.adam = f.user(t, "adam", accounts.CampaignStaff)
	w.mia = f.user(t, "mia", accounts.CampaignStaff)
	w.otto = f.user(t, "otto", accounts.Candidate)
	w.vic = f.user(t, "vic", accounts.Vendor)
	w.carl = f.user(t, "carl", accounts.Candidate)
	var err error
	w.team, err = f.svc.Create(f.ctx, w.olive, teams.Input{Name: "  Field Team  ", Description: " Doors and phones "})
	mustOK(t, err)
	_, _, err = addOrAccept(f.ctx, f.svc, f.acc, w.olive, w.team.ID, w.adam.ID, "admin")
	mustOK(t, err)
	_, _, err = addOrAccept(f.ctx, f.svc, f.acc, w.olive, w.team.ID, w.mia.ID, "")
	mustOK(t, err)
	return w
}

func (w *world) role(t *testing.T, u *accounts.User) teams.Role {
	t.Helper()
	tm, err := w.svc.Get(w.ctx, u, w.team.ID)
	if apperr.CodeOf(err) == apperr.NotFound {
		return ""
	}
	mustOK(t, err)
	return tm.ViewerRole
}

func TestCreateAndValidate(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		tm, err := w.svc.Get(w.ctx, w.olive, w.team.ID)
		mustOK(t, err)
		if tm.Name != "Field Team" || tm.Description != "Doors and phones" || tm.ViewerRole != teams.Owner ||
			tm.MemberCount != 3 || tm.OwnerID != w.olive.ID || tm.CreatedByID == nil || *tm.CreatedByID != w.olive.ID {
			t.Fatalf("team = %+v", tm)
		}
		_, err = w.svc.Create(w.ctx, w.olive, teams.Input{Name: "   "})
		wantErr(t, err, apperr.Invalid, teams.MsgName)
		if e := apperr.As(err); len(e.Fields) != 1 || e.Fields[0].Field != "name" {
			t.Fatalf("fields = %+v", e.Fields)
		}
		_, err = w.svc.Create(w.ctx, w.olive, teams.Input{Name: strings.Repeat("é", 101), Description: strings.Repeat("x", 1001)})
		if e := apperr.As(err); e == nil || len(e.Fields) != 2 || e.Fields[0].Message != teams.MsgNameLong || e.Fields[1].Message != teams.MsgDescLong {
			t.Fatalf("long fields: %v", err)
		}
		_, err = w.svc.Update(w.ctx, w.adam, w.team.ID, teams.Input{Name: ""})
		wantErr(t, err, apperr.Invalid, teams.MsgName)
		// 100 characters of a multi-byte letter are fine.
		tm, err = w.svc.Update(w.ctx, w.adam, w.team.ID, teams.Input{Name: strings.Repeat("é", 100), Description: ""})
		mustOK(t, err)
		if tm.ViewerRole != teams.Admin || tm.Description != "" || tm.DescriptionText() != nil {
			t.Fatalf("updated = %+v", tm)
		}
	})
}

func TestVendorsAndVisitorsRefusedEverywhere(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		id := w.team.ID
		for _, c := range []struct {
			who  *accounts.User
			code apperr.Code
			msg  string
		}{{w.vic, apperr.Forbidden, teams.MsgVendor}, {nil, apperr.Unauthenticated, ""}} {
			ops := map[string]error{}
			_, ops["list"] = w.svc.List(w.ctx, c.who, 10, "")
			_, ops["count"] = w.svc.Count(w.ctx, c.who)
			_, ops["get"] = w.svc.Get(w.ctx, c.who, id)
			_, ops["create"] = w.svc.Create(w.ctx, c.who, teams.Input{Name: "Vendors United"})
			_, ops["update"] = w.svc.Update(w.ctx, c.who, id, teams.Input{Name: "x"})
			ops["delete"] = w.svc.Delete(w.ctx, c.who, id)
			_, _, ops["add"] = addOrAccept(w.ctx, w.svc, w.acc, c.who, id, w.carl.ID, "")
			_, _, ops["role"] = w.svc.ChangeRole(w.ctx, c.who, id, w.mia.ID, "admin")
			_, ops["remove"] = w.svc.RemoveMember(w.ctx, c.who, id, w.mia.ID)
			_, ops["removeOrLeave"] = w.svc.RemoveOrLeave(w.ctx, c.who, id, w.mia.ID)
			ops["leave"] = w.svc.Leave(w.ctx, c.who, id)
			_, ops["transfer"] = w.svc.TransferOwnership(w.ctx, c.who, id, w.mia.ID)
			_, ops["search"] = w.svc.SearchCandidates(w.ctx, c.who, id, "carl", 10, "")
			for name, err := range ops {
				t.Run(fmt.Sprintf("%s/%v", name, c.code), func(t *testing.T) { wantErr(t, err, c.code, c.msg) })
			}
		}
		// Vendors cannot be added (400 on the field userId); nothing changed.
		_, _, err := addOrAccept(w.ctx, w.svc, w.acc, w.olive, id, w.vic.ID, "member")
		wantErr(t, err, apperr.Invalid, teams.MsgVendorMember)
		if tm, _ := w.svc.Get(w.ctx, w.olive, id); tm.MemberCount != 3 || tm.Name != "Field Team" {
			t.Fatalf("team changed: %+v", tm)
		}
	})
}

func TestOutsiderGets404(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		for _, id := range []int64{w.team.ID, w.team.ID + 1000} { // a real team and a missing one look the same
			ops := map[string]error{}
			_, ops["get"] = w.svc.Get(w.ctx, w.otto, id)
			_, ops["update"] = w.svc.Update(w.ctx, w.otto, id, teams.Input{Name: "Mine now"})
			ops["delete"] = w.svc.Delete(w.ctx, w.otto, id)
			_, _, ops["add self"] = addOrAccept(w.ctx, w.svc, w.acc, w.otto, id, w.otto.ID, "admin")
			_, _, ops["role"] = w.svc.ChangeRole(w.ctx, w.otto, id, w.mia.ID, "admin")
			_, ops["remove"] = w.svc.RemoveMember(w.ctx, w.otto, id, w.mia.ID)
			ops["leave"] = w.svc.Leave(w.ctx, w.otto, id)
			_, ops["transfer"] = w.svc.TransferOwnership(w.ctx, w.otto, id, w.otto.ID)
			_, ops["search"] = w.svc.SearchCandidates(w.ctx, w.otto, id, "carl", 10, "")
			for name, err := range ops {
				t.Run(name, func(t *testing.T) { wantErr(t, err, apperr.NotFound, teams.MsgNotFound) })
			}
		}
		page, err := w.svc.List(w.ctx, w.otto, 10, "")
		mustOK(t, err)
		if len(page.Items) != 0 {
			t.Fatalf("outsider lists %d teams", len(page.Items))
		}
	})
}

func TestMemberCannotManage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		id := w.team.ID
		ops := map[string]error{}
		_, ops["update"] = w.svc.Update(w.ctx, w.mia, id, teams.Input{Name: "Mia's team"})
		ops["delete"] = w.svc.Delete(w.ctx, w.mia, id)
		_, _, ops["add"] = addOrAccept(w.ctx, w.svc, w.acc, w.mia, id, w.carl.ID, "")
		_, _, ops["promote self"] = w.svc.ChangeRole(w.ctx, w.mia, id, w.mia.ID, "admin")
		_, _, ops["demote admin"] = w.svc.ChangeRole(w.ctx, w.mia, id, w.adam.ID, "member")
		_, ops["remove"] = w.svc.RemoveMember(w.ctx, w.mia, id, w.adam.ID)
		_, ops["search"] = w.svc.SearchCandidates(w.ctx, w.mia, id, "carl", 10, "")
		for name, err := range ops {
			t.Run(name, func(t *testing.T) { wantErr(t, err, apperr.Forbidden, teams.MsgNotManager) })
		}
		_, err := w.svc.TransferOwnership(w.ctx, w.mia, id, w.mia.ID)
		wantErr(t, err, apperr.Forbidden, teams.MsgNotOwner)
		_, err = w.svc.TransferOwnership(w.ctx, w.adam, id, w.adam.ID)
		wantErr(t, err, apperr.Forbidden, teams.MsgNotOwner)
		if w.role(t, w.mia) != teams.Member || w.role(t, w.adam) != teams.Admin || w.role(t, w.olive) != teams.Owner {
			t.Fatal("roles changed")
		}
	})
}

func TestAdminRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		id := w.team.ID
		// Not the owner, not themselves.
		_, _, err := w.svc.ChangeRole(w.ctx, w.adam, id, w.olive.ID, "member")
		wantErr(t, err, apperr.Forbidden, teams.MsgOwnerFixed)
		_, err = w.svc.RemoveMember(w.ctx, w.adam, id, w.olive.ID)
		wantErr(t, err, apperr.Forbidden, teams.MsgOwnerFixed)
		_, _, err = w.svc.ChangeRole(w.ctx, w.adam, id, w.adam.ID, "member")
		wantErr(t, err, apperr.Forbidden, teams.MsgSelfRole)
		_, err = w.svc.RemoveMember(w.ctx, w.adam, id, w.adam.ID)
		wantErr(t, err, apperr.Forbidden, teams.MsgSelfRemove)
		// The owner is no exception to "not themselves".
		_, _, err = w.svc.ChangeRole(w.ctx, w.olive, id, w.olive.ID, "admin")
		wantErr(t, err, apperr.Forbidden, teams.MsgSelfRole)
		_, err = w.svc.RemoveMember(w.ctx, w.olive, id, w.olive.ID)
		wantErr(t, err, apperr.Forbidden, teams.MsgSelfRemove)
		// Roles: only member or admin; nobody is made owner this way.
		_, _, err = w.svc.ChangeRole(w.ctx, w.adam, id, w.mia.ID, "owner")
		wantErr(t, err, apperr.Invalid, teams.MsgOwnerRole)
		_, _, err = w.svc.ChangeRole(w.ctx, w.adam, id, w.mia.ID, "captain")
		wantErr(t, err, apperr.Invalid, teams.MsgRole)
		_, _, err = w.svc.ChangeRole(w.ctx, w.adam, id, w.carl.ID, "admin")
		wantErr(t, err, apperr.NotFound, teams.MsgNotMember)
		// What an admin may do: switch a member's role, add, remove.
		m, tm, err := w.svc.ChangeRole(w.ctx, w.adam, id, w.mia.ID, "ADMIN")
		mustOK(t, err)
		if m.Role != teams.Admin || tm.ViewerRole != teams.Admin || w.role(t, w.mia) != teams.Admin {
			t.Fatalf("promote: %+v", m)
		}
		if m.ViewerCanChangeRole() != true || m.ViewerCanTransferTo() {
			t.Fatal("admin's view of another admin")
		}
		_, _, err = w.svc.ChangeRole(w.ctx, w.adam, id, w.mia.ID, "member")
		mustOK(t, err)
		_, _, err = addOrAccept(w.ctx, w.svc, w.acc, w.adam, id, w.carl.ID, "admin")
		mustOK(t, err)
		tm, err = w.svc.RemoveMember(w.ctx, w.adam, id, w.carl.ID)
		mustOK(t, err)
		if tm.MemberCount != 3 || w.role(t, w.carl) != "" {
			t.Fatalf("after remove: %+v", tm)
		}
	})
}

func TestDoubleAddUnknownUserAndRoles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		id := w.team.ID
		_, _, err := addOrAccept(w.ctx, w.svc, w.acc, w.olive, id, w.mia.ID, "member")
		wantErr(t, err, apperr.Conflict, teams.MsgAlreadyMember)
		if e := apperr.As(err); len(e.Fields) != 1 || e.Fields[0].Field != "userId" {
			t.Fatalf("conflict fields: %+v", e.Fields)
		}
		_, _, err = addOrAccept(w.ctx, w.svc, w.acc, w.olive, id, w.olive.ID, "member")
		wantErr(t, err, apperr.Conflict, teams.MsgAlreadyMember)
		_, _, err = addOrAccept(w.ctx, w.svc, w.acc, w.olive, id, 999999, "member")
		wantErr(t, err, apperr.NotFound, teams.MsgUserNotFound)
		_, _, err = addOrAccept(w.ctx, w.svc, w.acc, w.olive, id, w.carl.ID, "owner")
		wantErr(t, err, apperr.Invalid, teams.MsgOwnerRole)
		_, _, err = addOrAccept(w.ctx, w.svc, w.acc, w.olive, id, w.carl.ID, "boss")
		wantErr(t, err, apperr.Invalid, teams.MsgRole)
		m, tm, err := addOrAccept(w.ctx, w.svc, w.acc, w.olive, id, w.carl.ID, "")
		mustOK(t, err)
		if m.Role != teams.Member || tm.MemberCount != 4 || !m.ViewerCanRemove() {
			t.Fatalf("add: %+v %+v", m, tm)
		}
	})
}

func TestOwnerLeavesOnlyAfterTransfer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		id := w.team.ID
		wantErr(t, w.svc.Leave(w.ctx, w.olive, id), apperr.Forbidden, teams.MsgOwnerLeave)
		_, err := w.svc.RemoveOrLeave(w.ctx, w.olive, id, w.olive.ID)
		wantErr(t, err, apperr.Forbidden, teams.MsgOwnerLeave)
		_, err = w.svc.TransferOwnership(w.ctx, w.olive, id, w.olive.ID)
		wantErr(t, err, apperr.Invalid, teams.MsgTransferSelf)
		_, err = w.svc.TransferOwnership(w.ctx, w.olive, id, w.carl.ID)
		wantErr(t, err, apperr.NotFound, teams.MsgNotMember)

		// A member leaves (REST's remove-yourself path does the same).
		_, err = w.svc.RemoveOrLeave(w.ctx, w.mia, id, w.mia.ID)
		mustOK(t, err)
		if w.role(t, w.mia) != "" {
			t.Fatal("mia still a member")
		}
		tm, err := w.svc.TransferOwnership(w.ctx, w.olive, id, w.adam.ID)
		mustOK(t, err)
		if tm.ViewerRole != teams.Admin || tm.OwnerID != w.adam.ID || w.role(t, w.adam) != teams.Owner {
			t.Fatalf("after transfer: %+v", tm)
		}
		// The old owner is an admin now: the new owner is out of reach, and
		// they may leave.
		_, err = w.svc.RemoveMember(w.ctx, w.olive, id, w.adam.ID)
		wantErr(t, err, apperr.Forbidden, teams.MsgOwnerFixed)
		mustOK(t, w.svc.Leave(w.ctx, w.olive, id))
		tm, err = w.svc.Get(w.ctx, w.adam, id)
		mustOK(t, err)
		if tm.MemberCount != 1 || *tm.CreatedByID != w.olive.ID {
			t.Fatalf("team = %+v", tm)
		}
		var owners int
		mustOK(t, db.Get(w.ctx, &owners, `SELECT COUNT(*) FROM team_members WHERE team_id = ? AND role = 'owner'`, id))
		if owners != 1 {
			t.Fatalf("%d owners", owners)
		}
	})
}

func TestDeleteAndRemovedMemberLosesAccess(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		id := w.team.ID
		_, err := w.svc.RemoveMember(w.ctx, w.olive, id, w.mia.ID)
		mustOK(t, err)
		// At once: every read and write checks membership.
		_, err = w.svc.Get(w.ctx, w.mia, id)
		wantErr(t, err, apperr.NotFound, teams.MsgNotFound)
		wantErr(t, w.svc.Leave(w.ctx, w.mia, id), apperr.NotFound, teams.MsgNotFound)

		wantErr(t, w.svc.Delete(w.ctx, w.otto, id), apperr.NotFound, teams.MsgNotFound)
		mustOK(t, w.svc.Delete(w.ctx, w.adam, id)) // admins are managers
		for _, u := range []*accounts.User{w.olive, w.adam} {
			_, err = w.svc.Get(w.ctx, u, id)
			wantErr(t, err, apperr.NotFound, teams.MsgNotFound)
		}
		var rows int
		mustOK(t, db.Get(w.ctx, &rows, `SELECT COUNT(*) FROM team_members WHERE team_id = ?`, id))
		if rows != 0 {
			t.Fatalf("%d memberships left", rows)
		}
	})
}

func TestListMembersAndPaging(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		// More teams for mia, in different roles.
		second, err := w.svc.Create(w.ctx, w.mia, teams.Input{Name: "Mia's Phone Bank"})
		mustOK(t, err)
		third, err := w.svc.Create(w.ctx, w.carl, teams.Input{Name: "Carl's Canvass"})
		mustOK(t, err)
		_, _, err = addOrAccept(w.ctx, w.svc, w.acc, w.carl, third.ID, w.mia.ID, "admin")
		mustOK(t, err)
		var got []string
		after := ""
		for {
			page, err := w.svc.List(w.ctx, w.mia, 2, after)
			mustOK(t, err)
			for _, tm := range page.Items {
				got = append(got, fmt.Sprintf("%s:%s:%d", tm.Name, tm.ViewerRole, tm.MemberCount))
			}
			if !page.HasNext {
				break
			}
			after = page.EndCursor()
		}
		want := []string{"Carl's Canvass:admin:2", "Mia's Phone Bank:owner:1", "Field Team:member:3"}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("mia's teams = %v, want %v", got, want)
		}
		if n, _ := w.svc.Count(w.ctx, w.mia); n != 3 {
			t.Fatalf("count = %d", n)
		}
		_ = second

		// Members: owner, admins, members, by join date, across pages.
		extra := []*accounts.User{w.carl, w.otto}
		for _, u := range extra {
			_, _, err := addOrAccept(w.ctx, w.svc, w.acc, w.olive, w.team.ID, u.ID, "member")
			mustOK(t, err)
		}
		_, _, err = addOrAccept(w.ctx, w.svc, w.acc, w.olive, w.team.ID, w.fixture.user(t, "zed", accounts.Candidate).ID, "admin")
		mustOK(t, err)
		tm, _ := w.svc.Get(w.ctx, w.adam, w.team.ID)
		var names []string
		after = ""
		for {
			page, err := w.svc.Members(w.ctx, tm, 2, after)
			mustOK(t, err)
			for _, m := range page.Items {
				names = append(names, fmt.Sprintf("%d:%s:%v%v", m.UserID, m.Role, m.ViewerCanChangeRole(), m.IsViewer()))
			}
			if !page.HasNext {
				break
			}
			after = page.EndCursor()
		}
		zed := w.fixture.next // zed is the last user made
		_ = zed
		want = []string{
			fmt.Sprint(w.olive.ID, ":owner:falsefalse"),
			fmt.Sprint(w.adam.ID, ":admin:falsetrue"),
		}
		if len(names) != 6 || names[0] != want[0] || names[1] != want[1] || !strings.Contains(names[2], ":admin:true") ||
			names[3] != fmt.Sprint(w.mia.ID, ":member:truefalse") || names[5] != fmt.Sprint(w.otto.ID, ":member:truefalse") {
			t.Fatalf("members = %v", names)
		}
		_, err = w.svc.Members(w.ctx, tm, 2, "garbage")
		wantErr(t, err, apperr.Invalid, "Invalid cursor.")
		_, err = w.svc.List(w.ctx, w.mia, 2, "!!!")
		wantErr(t, err, apperr.Invalid, "Invalid cursor.")
	})
}

func TestSearchCandidates(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		f := w.fixture
		f.user(t, "marta", accounts.Candidate)
		f.user(t, "marvin", accounts.CampaignStaff)
		f.user(t, "marketing_vendor", accounts.Vendor)
		_, err := w.svc.SearchCandidates(w.ctx, w.adam, w.team.ID, " m ", 10, "")
		wantErr(t, err, apperr.Invalid, "Type at least 2 characters to search.")
		// "mia" is a member, "marketing_vendor" a vendor: both left out.
		var got []string
		after := ""
		for {
			page, err := w.svc.SearchCandidates(w.ctx, w.adam, w.team.ID, "MAR", 1, after)
			mustOK(t, err)
			for _, u := range page.Items {
				got = append(got, u.Username)
			}
			if !page.HasNext {
				break
			}
			after = page.Cursor(0)
		}
		if strings.Join(got, ",") != "marta,marvin" {
			t.Fatalf("candidates = %v", got)
		}
		page, err := w.svc.SearchCandidates(w.ctx, w.olive, w.team.ID, "mi", 10, "")
		mustOK(t, err)
		for _, u := range page.Items {
			if u.Username == "mia" || u.UserType == accounts.Vendor {
				t.Fatalf("search found %s", u.Username)
			}
		}
		// Wildcards are literal.
		page, err = w.svc.SearchCandidates(w.ctx, w.olive, w.team.ID, "%%", 10, "")
		mustOK(t, err)
		if len(page.Items) != 0 {
			t.Fatalf("%%%% matched %d", len(page.Items))
		}
	})
}

func TestConnections(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		// adam shares Field Team with olive and mia; a second team with mia
		// again and carl: distinct people = olive, mia, carl.
		tm, err := w.svc.Create(w.ctx, w.adam, teams.Input{Name: "Second"})
		mustOK(t, err)
		for _, u := range []*accounts.User{w.mia, w.carl} {
			_, _, err := addOrAccept(w.ctx, w.svc, w.acc, w.adam, tm.ID, u.ID, "")
			mustOK(t, err)
		}
		for _, c := range []struct {
			u    *accounts.User
			want int
		}{{w.adam, 3}, {w.olive, 2}, {w.mia, 3}, {w.carl, 2}, {w.otto, 0}, {w.vic, 0}} {
			n, err := w.svc.Connections(w.ctx, c.u, c.u.ID)
			mustOK(t, err)
			if n == nil || *n != c.want {
				t.Errorf("%s: connections = %v, want %d", c.u.Username, n, c.want)
			}
		}
		// Messages connect people too: otto (no team) writes to adam, and
		// olive (already a teammate) too; she counts once.
		broker := events.NewBroker(w.ctx, db, nil)
		t.Cleanup(broker.Close)
		msgs := messages.NewService(db, broker, messages.Options{})
		for _, from := range []*accounts.User{w.otto, w.olive} {
			_, err := msgs.Send(w.ctx, from, messages.SendInput{ReceiverID: w.adam.ID, Content: "Hello from " + from.Username, ClientID: "c-" + from.Username})
			mustOK(t, err)
		}
		for _, c := range []struct {
			u    *accounts.User
			want int
		}{{w.adam, 4}, {w.otto, 1}, {w.olive, 2}} {
			n, err := w.svc.Connections(w.ctx, c.u, c.u.ID)
			mustOK(t, err)
			if n == nil || *n != c.want {
				t.Errorf("after messages, %s: connections = %v, want %d", c.u.Username, n, c.want)
			}
		}
		if n, err := w.svc.Connections(w.ctx, w.olive, w.adam.ID); n != nil || err != nil {
			t.Fatalf("someone else's connections: %v %v", n, err)
		}
		if n, _ := w.svc.Connections(w.ctx, nil, w.adam.ID); n != nil {
			t.Fatal("visitor sees connections")
		}
	})
}
