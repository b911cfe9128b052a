package notifications_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"canvass/internal/apptest"
	"canvass/internal/notifications"
	"canvass/internal/store/storetest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

// postJob creates a job as c and returns its global and database ids.
func postJob(t *testing.T, c *apptest.Client, title string) (string, int64) {
	t.Helper()
	res := c.GraphQL(t, `mutation($i: CreateJobInput!) { createJob(input: $i) { job { id databaseId } errors { message } } }`,
		map[string]any{"i": map[string]any{"title": title, "organization": "Friends of Jane", "location": "Reno, NV",
			"jobType": "FULL_TIME", "description": "Knock doors and recruit volunteers."}})
	res.NoErrors(t)
	var out struct {
		CreateJob struct {
			Job struct {
				ID         string
				DatabaseID int64
			}
		}
	}
	res.Decode(t, &out)
	if out.CreateJob.Job.ID == "" {
		t.Fatalf("createJob: %s", res.Data)
	}
	return out.CreateJob.Job.ID, out.CreateJob.Job.DatabaseID
}

func apply(t *testing.T, c *apptest.Client, jobID string) apptest.Response {
	t.Helper()
	return c.GraphQL(t, `mutation($i: ApplyToJobInput!) { applyToJob(input: $i) { application { id } errors { message } } }`,
		map[string]any{"i": map[string]any{"jobId": jobID, "message": "I would love to help."}})
}

type restNotification struct {
	ID        int64
	Kind      string
	Title     string
	URL       string
	Read      bool
	CreatedAt time.Time
}

func list(t *testing.T, c *apptest.Client, query string) []restNotification {
	t.Helper()
	resp, b := c.Do(t, "GET", "/api/notifications"+query, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("GET /api/notifications = %d %s", resp.StatusCode, b)
	}
	var out []restNotification
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func unread(t *testing.T, c *apptest.Client) int {
	t.Helper()
	resp, b := c.Do(t, "GET", "/api/user", nil)
	var u struct {
		UnreadNotifications *int `json:"unreadNotifications"`
	}
	if resp.StatusCode != 200 || json.Unmarshal(b, &u) != nil || u.UnreadNotifications == nil {
		t.Fatalf("GET /api/user = %d %s", resp.StatusCode, b)
	}
	return *u.UnreadNotifications
}

const notificationsQuery = `query($n: Int, $after: String) { viewer { unreadNotifications
  notifications(first: $n, after: $after) { edges { cursor node { id databaseId kind title url read readAt createdAt } } pageInfo { hasNextPage endCursor } } } }`

// A new application tells the job's owner once (not the applicant, not on a
// retry), through REST and GraphQL; others cannot read or mark it.
func TestApplicationNotification(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		owner, applicant, other, visitor := s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient()
		owner.Register(t, "owner", "CANDIDATE")
		applicant.Register(t, "applicant", "CAMPAIGN_STAFF")
		other.Register(t, "other", "CANDIDATE")
		jobID, jobDB := postJob(t, owner, "Field Organizer")

		apply(t, applicant, jobID).NoErrors(t)
		// A retried request: the application exists, and so does its one notification.
		if res := apply(t, applicant, jobID); !strings.Contains(string(res.Data), "already applied") {
			t.Fatalf("retry: %s %v", res.Data, res.Errors)
		}
		got := list(t, owner, "")
		if len(got) != 1 {
			t.Fatalf("owner's notifications = %+v, want 1", got)
		}
		n := got[0]
		if n.Kind != "application" || n.Title != "Test Applicant applied to your job “Field Organizer”" ||
			n.URL != fmt.Sprintf("/jobs/%d#applicants", jobDB) || n.Read {
			t.Errorf("notification = %+v", n)
		}
		if len(list(t, applicant, "")) != 0 {
			t.Error("the applicant was told about their own action")
		}
		if k := unread(t, owner); k != 1 {
			t.Errorf("unreadNotifications = %d, want 1", k)
		}
		gid := func() string {
			var out struct {
				Viewer struct {
					Notifications struct {
						Edges []struct{ Node struct{ ID string } }
					}
				}
			}
			owner.GraphQL(t, notificationsQuery, nil).Decode(t, &out)
			return out.Viewer.Notifications.Edges[0].Node.ID
		}()
		path := fmt.Sprintf("/api/notifications/%d/read", n.ID)
		mark := `mutation($i: MarkNotificationReadInput!) { markNotificationRead(input: $i) { notification { read } unreadNotifications errors { message } } }`
		apptest.Run(t, []apptest.Scenario{
			{Name: "visitor lists", As: visitor, Method: "GET", Path: "/api/notifications", Status: 401},
			{Name: "visitor marks", As: visitor, Method: "POST", Path: path, Status: 401},
			{Name: "visitor marks all", As: visitor, Method: "POST", Path: "/api/notifications/read-all", Status: 401},
			{Name: "other marks", As: other, Method: "POST", Path: path, Status: 404},
			{Name: "bad id", As: owner, Method: "POST", Path: "/api/notifications/abc/read", Status: 404},
			{Name: "bad cursor", As: owner, Method: "GET", Path: "/api/notifications?after=garbage", Status: 400},
			{Name: "other marks (GraphQL)", As: other, Query: mark, Vars: map[string]any{"i": map[string]any{"id": gid}}, Codes: []string{"NOT_FOUND"}},
			{Name: "other reads the node", As: other, Query: `query($id: ID!) { node(id: $id) { id } }`, Vars: map[string]any{"id": gid},
				Contains: []string{`"node":null`}},
			{Name: "other's viewer has none", As: other, Query: notificationsQuery, Contains: []string{`"unreadNotifications":0`, `"edges":[]`}},
			{Name: "the owner's node", As: owner, Query: `query($id: ID!) { node(id: $id) { ... on Notification { title } } }`,
				Vars: map[string]any{"id": gid}, Contains: []string{"Field Organizer"}},
			{Name: "owner marks", As: owner, Query: mark, Vars: map[string]any{"i": map[string]any{"id": gid}},
				Contains: []string{`"read":true`, `"unreadNotifications":0`}},
			{Name: "owner marks again", As: owner, Method: "POST", Path: path, Status: 200, Contains: []string{`"read":true`}},
		})
		if k := unread(t, owner); k != 0 {
			t.Errorf("unreadNotifications after reading = %d", k)
		}
		// Deleting the job deletes what was about it.
		owner.GraphQL(t, `mutation($i: DeleteJobInput!) { deleteJob(input: $i) { errors { message } } }`,
			map[string]any{"i": map[string]any{"id": jobID}}).NoErrors(t)
		if got := list(t, owner, ""); len(got) != 0 {
			t.Errorf("after the job was deleted: %+v", got)
		}
	})
}

// The same event notified from many requests at once (PostgreSQL: many
// connections) creates one notification.
func TestExactlyOnceUnderConcurrency(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		owner, applicant := s.NewClient(), s.NewClient()
		owner.Register(t, "owner", "CANDIDATE")
		applicant.Register(t, "applicant", "CAMPAIGN_STAFF")
		jobID, _ := postJob(t, owner, "Deputy Field Director")
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() { defer wg.Done(); apply(t, applicant, jobID) }()
		}
		wg.Wait()
		if got := list(t, owner, ""); len(got) != 1 {
			t.Fatalf("notifications after 8 concurrent applies = %d, want 1", len(got))
		}
	})
}

// Team additions and role changes tell the member; once they leave the
// team, its notifications are no longer listed or counted.
func TestTeamNotifications(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		lead, member := s.NewClient(), s.NewClient()
		lead.Register(t, "lead", "CANDIDATE")
		mu := member.Register(t, "member", "CAMPAIGN_STAFF")
		createTeam := func(name string) string {
			res := lead.GraphQL(t, `mutation($i: CreateTeamInput!) { createTeam(input: $i) { team { id } errors { message } } }`,
				map[string]any{"i": map[string]any{"name": name}})
			res.NoErrors(t)
			var out struct {
				CreateTeam struct{ Team struct{ ID string } }
			}
			res.Decode(t, &out)
			return out.CreateTeam.Team.ID
		}
		add := func(team string) apptest.Response {
			return lead.GraphQL(t, `mutation($i: AddTeamMemberInput!) { addTeamMember(input: $i) { member { role } invitation { id } errors { message } } }`,
				map[string]any{"i": map[string]any{"teamId": team, "userId": mu.ID}})
		}
		first := createTeam("First Team")
		res := add(first) // an invitation: they share no team yet
		var inv struct {
			AddTeamMember struct{ Invitation struct{ ID string } }
		}
		res.Decode(t, &inv)
		member.GraphQL(t, `mutation($i: AcceptTeamInvitationInput!) { acceptTeamInvitation(input: $i) { errors { message } } }`,
			map[string]any{"i": map[string]any{"invitationId": inv.AddTeamMember.Invitation.ID}}).NoErrors(t)
		if got := list(t, member, ""); len(got) != 0 {
			t.Fatalf("accepting an invitation is the member's own action: %+v", got)
		}
		second := createTeam("Second Team")
		add(second).NoErrors(t)
		lead.GraphQL(t, `mutation($i: ChangeTeamMemberRoleInput!) { changeTeamMemberRole(input: $i) { errors { message } } }`,
			map[string]any{"i": map[string]any{"teamId": second, "userId": mu.ID, "role": "ADMIN"}}).NoErrors(t)
		// The same change again changes nothing and tells nobody.
		lead.GraphQL(t, `mutation($i: ChangeTeamMemberRoleInput!) { changeTeamMemberRole(input: $i) { errors { message } } }`,
			map[string]any{"i": map[string]any{"teamId": second, "userId": mu.ID, "role": "ADMIN"}}).NoErrors(t)
		got := list(t, member, "")
		if len(got) != 2 || got[0].Kind != "team-role" || got[1].Kind != "team-added" ||
			got[0].Title != "Test Lead made you Admin of the team “Second Team”" ||
			got[1].Title != "Test Lead added you to the team “Second Team” as Member" || !strings.HasPrefix(got[0].URL, "/teams/") {
			t.Fatalf("member's notifications = %+v", got)
		}
		if len(list(t, lead, "")) != 0 {
			t.Error("the lead was told about their own actions")
		}
		member.GraphQL(t, `mutation($i: LeaveTeamInput!) { leaveTeam(input: $i) { errors { message } } }`,
			map[string]any{"i": map[string]any{"teamId": second}}).NoErrors(t)
		if got := list(t, member, ""); len(got) != 0 {
			t.Errorf("after leaving the team: %+v", got)
		}
		if k := unread(t, member); k != 0 {
			t.Errorf("unread after leaving the team = %d", k)
		}
	})
}

// A member who blocked the actor no longer sees what the actor did.
func TestBlockedActorHidden(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		owner, applicant := s.NewClient(), s.NewClient()
		owner.Register(t, "owner", "CANDIDATE")
		au := applicant.Register(t, "applicant", "CAMPAIGN_STAFF")
		jobID, _ := postJob(t, owner, "Field Organizer")
		apply(t, applicant, jobID).NoErrors(t)
		if len(list(t, owner, "")) != 1 {
			t.Fatal("no notification")
		}
		owner.GraphQL(t, `mutation($i: BlockUserInput!) { blockUser(input: $i) { errors { message } } }`,
			map[string]any{"i": map[string]any{"userId": au.ID}}).NoErrors(t)
		if got := list(t, owner, ""); len(got) != 0 {
			t.Errorf("from a blocked member: %+v", got)
		}
		if k := unread(t, owner); k != 0 {
			t.Errorf("unread from a blocked member = %d", k)
		}
	})
}

// Paging: newest first with limit/after, and the list costs the same
// statements for 3 notifications as for 30.
func TestListPagingAndStatements(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		owner := s.NewClient()
		ou := owner.Register(t, "owner", "CANDIDATE")
		// Job alerts, as the saved searches create them (no actor).
		applyN := func(from, to int) {
			for i := from; i < to; i++ {
				_, err := s.App.Notifications.Notify(context.Background(), s.App.DB, notifications.Event{
					UserID: ou.DatabaseID, Kind: notifications.SavedSearch, Key: fmt.Sprintf("alert:%d", i), SubjectID: int64(i),
					Args: notifications.Args{Search: fmt.Sprintf("Field Organizer %02d", i), Count: i % 3, URL: "/jobs?q=field"}})
				if err != nil {
					t.Fatal(err)
				}
			}
		}
		measure := func() (rest, gql int64) {
			rest = s.CountStatements(func() { list(t, owner, "?limit=100") })
			gql = s.CountStatements(func() {
				owner.GraphQL(t, notificationsQuery, map[string]any{"n": 100}).NoErrors(t)
			})
			return
		}
		applyN(0, 3)
		r3, g3 := measure()
		applyN(3, 30)
		r30, g30 := measure()
		t.Logf("statements: REST %d for 3 and %d for 30, GraphQL %d and %d", r3, r30, g3, g30)
		if r3 != r30 || g3 != g30 || r30 > 4 || g30 > 4 {
			t.Errorf("statements: REST %d for 3 and %d for 30, GraphQL %d and %d (want equal, at most 4)", r3, r30, g3, g30)
		}
		page1 := list(t, owner, "?limit=20")
		resp, _ := owner.Do(t, "GET", "/api/notifications?limit=20", nil)
		next := resp.Header.Get("X-Next-Cursor")
		if len(page1) != 20 || next == "" {
			t.Fatalf("page 1: %d items, next %q", len(page1), next)
		}
		page2 := list(t, owner, "?limit=20&after="+next)
		if len(page2) != 10 {
			t.Fatalf("page 2: %d items", len(page2))
		}
		all := append(page1, page2...)
		for i := 1; i < len(all); i++ {
			if all[i].CreatedAt.After(all[i-1].CreatedAt) || all[i].ID == all[i-1].ID {
				t.Fatalf("not newest first at %d: %+v %+v", i, all[i-1], all[i])
			}
		}
		if !strings.Contains(all[0].Title, "Field Organizer 29") {
			t.Errorf("newest = %+v", all[0])
		}
		// Mark all read: the bell goes to zero.
		resp, b := owner.Do(t, "POST", "/api/notifications/read-all", nil)
		if resp.StatusCode != 200 || !strings.Contains(string(b), `"marked":30`) {
			t.Fatalf("read-all = %d %s", resp.StatusCode, b)
		}
		if k := unread(t, owner); k != 0 {
			t.Errorf("unread after read-all = %d", k)
		}
		owner.GraphQL(t, `mutation { markAllNotificationsRead { unreadNotifications errors { message } } }`, nil).NoErrors(t)
	})
}

// The bell is live: a subscriber hears of a new notification (with the
// unread count) when another member's application commits, and of read
// state changes.
func TestLiveNotificationEvent(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		owner, applicant := s.NewClient(), s.NewClient()
		owner.Register(t, "owner", "CANDIDATE")
		applicant.Register(t, "applicant", "CAMPAIGN_STAFF")
		jobID, _ := postJob(t, owner, "Field Organizer")
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		ws, err := owner.DialWS(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer ws.Close()
		if _, err := ws.Subscribe(ctx, `subscription { notificationEvents { kind unreadCount notification { title url read } } }`, nil); err != nil {
			t.Fatal(err)
		}
		// Messages' subscription on the same socket must ignore these events.
		if _, err := ws.Subscribe(ctx, `subscription { messageEvents { kind unreadCount } }`, nil); err != nil {
			t.Fatal(err)
		}
		seen := 0
		for seen < 2 { // both RESYNCs
			m, err := ws.Read(ctx)
			if err != nil || !strings.Contains(string(m.Payload), "RESYNC") {
				t.Fatalf("first events: %s %s %v", m.Type, m.Payload, err)
			}
			seen++
		}
		apply(t, applicant, jobID).NoErrors(t)
		m, err := ws.Read(ctx)
		if err != nil || !strings.Contains(string(m.Payload), `"kind":"NEW"`) || !strings.Contains(string(m.Payload), `"unreadCount":1`) ||
			!strings.Contains(string(m.Payload), "applied to your job") {
			t.Fatalf("live event: %s %s %v", m.Type, m.Payload, err)
		}
		owner.Do(t, "POST", "/api/notifications/read-all", nil)
		m, err = ws.Read(ctx)
		if err != nil || !strings.Contains(string(m.Payload), `"kind":"READ"`) || !strings.Contains(string(m.Payload), `"unreadCount":0`) {
			t.Fatalf("read event: %s %s %v", m.Type, m.Payload, err)
		}
	})
}
