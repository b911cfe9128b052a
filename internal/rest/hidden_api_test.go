package rest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"canvass/internal/apptest"
)

// TestHiddenContentAPI (issue 28): a resource, a member, a team and a message
// moderators hid, through GraphQL (node, nodes, the resource list, user,
// conversation) and REST (by id, lists), as a visitor, another member (the
// team's member, the message's receiver), the author (told "hidden" and why)
// and a moderator.
func TestHiddenContentAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		visitor := s.NewClient()
		ann, bob, mod := s.NewClient(), s.NewClient(), s.NewClient()
		annU := ann.Register(t, "ann", "CANDIDATE")
		bobU := bob.Register(t, "bob", "CAMPAIGN_STAFF")
		modU := mod.Register(t, "mod", "CAMPAIGN_STAFF")
		if _, err := s.App.DB.Exec(ctx, `INSERT INTO moderators (user_id, granted_at) VALUES (?, ?)`, modU.DatabaseID, time.Now()); err != nil {
			t.Fatal(err)
		}
		var made struct {
			CreateResource struct {
				Resource struct {
					ID         string
					DatabaseID int64 `json:"databaseId"`
				}
			} `json:"createResource"`
			CreateTeam struct {
				Team struct {
					ID         string
					DatabaseID int64 `json:"databaseId"`
				}
			} `json:"createTeam"`
			SendMessage struct {
				Message struct {
					ID         string
					DatabaseID int64 `json:"databaseId"`
				}
			} `json:"sendMessage"`
		}
		res := ann.GraphQL(t, `mutation($r: CreateResourceInput!, $t: CreateTeamInput!, $m: SendMessageInput!) {
  createResource(input: $r) { resource { id databaseId } errors { message } }
  createTeam(input: $t) { team { id databaseId } errors { message } }
  sendMessage(input: $m) { message { id databaseId } errors { message } }
}`, map[string]any{
			"r": map[string]any{"title": "Buy followers here", "description": "A practical guide for campaign teams.", "category": "DIGITAL",
				"content": "## Steps\n\n1. Plan the turf.\n2. Train volunteers."},
			"t": map[string]any{"name": "Spam Team"},
			"m": map[string]any{"receiverId": bobU.ID, "content": "Buy followers now"},
		})
		res.NoErrors(t)
		res.Decode(t, &made)
		rid, tid, mid := made.CreateResource.Resource, made.CreateTeam.Team, made.SendMessage.Message
		if rid.ID == "" || tid.ID == "" || mid.ID == "" {
			t.Fatalf("made: %s", res.Data)
		}
		for _, uid := range []int64{bobU.DatabaseID, modU.DatabaseID} {
			if _, err := s.App.DB.Exec(ctx, `INSERT INTO team_members (team_id, user_id, role, created_at) VALUES (?, ?, 'member', ?)`, tid.DatabaseID, uid, time.Now()); err != nil {
				t.Fatal(err)
			}
		}
		for _, q := range []string{
			`UPDATE resources SET hidden = 1, hidden_reason = 'Spam' WHERE id = ?`,
			`UPDATE users SET hidden = 1, hidden_reason = 'Spam' WHERE id = ?`,
			`UPDATE teams SET hidden = 1, hidden_reason = 'Spam' WHERE id = ?`,
			`UPDATE messages SET hidden = 1, hidden_reason = 'Spam' WHERE id = ?`,
		} {
			id := map[bool]int64{true: annU.DatabaseID}[strings.Contains(q, "users")]
			switch {
			case strings.Contains(q, "resources"):
				id = rid.DatabaseID
			case strings.Contains(q, "teams"):
				id = tid.DatabaseID
			case strings.Contains(q, "messages"):
				id = mid.DatabaseID
			}
			if _, err := s.App.DB.Exec(ctx, q, id); err != nil {
				t.Fatal(err)
			}
		}

		const nodeQuery = `query($ids: [ID!]!) {
  nodes(ids: $ids) {
    __typename
    ... on Resource { hiddenByModerators hiddenReason }
    ... on User { hiddenByModerators hiddenReason }
    ... on Team { hiddenByModerators hiddenReason }
    ... on Message { hiddenByModerators hiddenReason }
  }
  resources(first: 50) { edges { node { id } } totalCount }
}`
		type node struct {
			Typename           string  `json:"__typename"`
			HiddenByModerators bool    `json:"hiddenByModerators"`
			HiddenReason       *string `json:"hiddenReason"`
		}
		ids := []string{rid.ID, annU.ID, tid.ID, mid.ID}
		check := func(name string, c *apptest.Client, want [4]bool, wantListed bool) {
			t.Helper()
			ids := ids
			if c == visitor { // teams and messages are for members: a visitor's node of one is UNAUTHENTICATED
				ids = ids[:2]
			}
			var out struct {
				Nodes     []*node `json:"nodes"`
				Resources struct {
					Edges []struct {
						Node struct{ ID string } `json:"node"`
					} `json:"edges"`
					TotalCount int `json:"totalCount"`
				} `json:"resources"`
			}
			res := c.GraphQL(t, nodeQuery, map[string]any{"ids": ids})
			res.NoErrors(t)
			res.Decode(t, &out)
			for i, n := range out.Nodes {
				if (n != nil) != want[i] {
					t.Errorf("%s: node %d = %+v, want found %v", name, i, n, want[i])
				}
				if n != nil && (!n.HiddenByModerators || n.HiddenReason == nil || *n.HiddenReason != "Spam") {
					t.Errorf("%s: node %d not told hidden: %+v", name, i, n)
				}
			}
			if (len(out.Resources.Edges) == 1) != wantListed || out.Resources.TotalCount != len(out.Resources.Edges) {
				t.Errorf("%s: resources list %+v", name, out.Resources)
			}
		}
		// Lists leave hidden resources out for everyone, the author included
		// (they find them on their profile).
		check("visitor", visitor, [4]bool{false, false, false, false}, false)
		check("bob", bob, [4]bool{false, false, false, false}, false)
		check("ann", ann, [4]bool{true, true, true, true}, false)
		// A moderator reads the resource and the profile, and the team they
		// are a member of; a message stays its two parties' only.
		check("mod", mod, [4]bool{true, true, true, false}, false)

		rest := func(c *apptest.Client, path string) (int, map[string]any) {
			t.Helper()
			resp, body := c.Do(t, http.MethodGet, path, nil)
			var out map[string]any
			json.Unmarshal(body, &out)
			return resp.StatusCode, out
		}
		for _, path := range []string{fmt.Sprintf("/api/resources/%d", rid.DatabaseID), fmt.Sprintf("/api/user/%d", annU.DatabaseID),
			fmt.Sprintf("/api/teams/%d", tid.DatabaseID)} {
			if code, _ := rest(visitor, path); code != http.StatusNotFound && code != http.StatusUnauthorized {
				t.Errorf("visitor %s: %d", path, code)
			}
			if code, _ := rest(bob, path); code != http.StatusNotFound {
				t.Errorf("bob %s: %d", path, code)
			}
			for name, c := range map[string]*apptest.Client{"ann": ann, "mod": mod} {
				code, body := rest(c, path)
				if code != http.StatusOK || body["hiddenByModerators"] != true || body["hiddenReason"] != "Spam" {
					t.Errorf("%s %s: %d %v", name, path, code, body)
				}
			}
		}
		// The message: gone from bob's conversation and unread count, kept in ann's.
		_, list := bob.Do(t, http.MethodGet, fmt.Sprintf("/api/messages?with=%d", annU.DatabaseID), nil)
		if strings.Contains(string(list), "Buy followers") {
			t.Errorf("bob's REST conversation shows the hidden message: %s", list)
		}
		_, list = ann.Do(t, http.MethodGet, fmt.Sprintf("/api/messages?with=%d", bobU.DatabaseID), nil)
		if !strings.Contains(string(list), `"hiddenByModerators":true`) {
			t.Errorf("ann's REST conversation: %s", list)
		}
		var unread struct {
			Viewer struct {
				UnreadMessageCount int `json:"unreadMessageCount"`
			} `json:"viewer"`
		}
		res = bob.GraphQL(t, `{ viewer { unreadMessageCount } }`, nil)
		res.NoErrors(t)
		res.Decode(t, &unread)
		if unread.Viewer.UnreadMessageCount != 0 {
			t.Errorf("bob's unread count: %d", unread.Viewer.UnreadMessageCount)
		}
		// The directory: the hidden member finds themself, no one else finds them.
		for name, c := range map[string]*apptest.Client{"bob": bob, "ann": ann} {
			_, body := c.Do(t, http.MethodGet, "/api/users?search=ann", nil)
			if got := strings.Contains(string(body), `"username":"ann"`); got != (name == "ann") {
				t.Errorf("%s's directory search: %s", name, body)
			}
		}
	})
}
