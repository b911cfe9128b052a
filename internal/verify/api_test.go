package verify_test

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"canvass/internal/apptest"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/verify"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

// setCode gives userID's pending request the code 424242 (the email's
// code is made when it is sent; the service tests read it there).
func setCode(t *testing.T, s *apptest.Server, userID int64) {
	t.Helper()
	var id int64
	if err := s.App.DB.Get(t.Context(), &id, `SELECT id FROM verifications WHERE user_id = ? AND status = 'pending'`, userID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.App.DB.Exec(t.Context(), `UPDATE verifications SET email_code_hash = ?, email_code_expires_at = ? WHERE id = ?`,
		verify.HashCode(id, "424242"), store.Now().Add(time.Hour), id); err != nil {
		t.Fatal(err)
	}
}

func do(t *testing.T, c *apptest.Client, method, path string, body any, want int) []byte {
	t.Helper()
	resp, b := c.Do(t, method, path, body)
	if resp.StatusCode != want {
		t.Fatalf("%s %s: %d %s, want %d", method, path, resp.StatusCode, b, want)
	}
	return b
}

// The whole rule set through REST and GraphQL: request, confirm, decide
// (moderators only), the badge on jobs and vendors and the verified filter.
func TestVerificationAPIs(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		ann, vic, mod, visitor := s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient()
		annU := ann.Register(t, "ann", "CANDIDATE")
		vicU := vic.Register(t, "vic", "VENDOR")
		modU := mod.Register(t, "mod", "CAMPAIGN_STAFF")
		if _, err := s.App.DB.Exec(t.Context(), `INSERT INTO moderators (user_id, granted_at) VALUES (?, ?)`, modU.DatabaseID, store.Now()); err != nil {
			t.Fatal(err)
		}
		s.DrainQueue(t)
		// Ann's job and an unverified poster's; Vic's vendor profile and another.
		job := map[string]any{"title": "Field Organizer", "organization": "Ann 2026", "location": "Des Moines, IA", "jobType": "full-time",
			"description": "Knock doors and recruit volunteers."}
		var annJob struct{ ID int64 }
		json.Unmarshal(do(t, ann, "POST", "/api/jobs", job, 201), &annJob)
		other := s.NewClient()
		other.Register(t, "olga", "CAMPAIGN_STAFF")
		job["title"] = "Data Director"
		var olgaJob struct{ ID int64 }
		json.Unmarshal(do(t, other, "POST", "/api/jobs", job, 201), &olgaJob)
		do(t, vic, "POST", "/api/vendors", map[string]any{"name": "Vic Print", "category": "Media", "location": "Austin, TX",
			"description": "Yard signs and mailers for campaigns."}, 201)
		ven2 := s.NewClient()
		ven2.Register(t, "wes", "VENDOR")
		do(t, ven2, "POST", "/api/vendors", map[string]any{"name": "Wes Media", "category": "Media", "location": "Austin, TX",
			"description": "Radio and television buys."}, 201)

		// Visitors and members are refused; bad inputs answer field errors.
		do(t, visitor, "GET", "/api/verification", nil, 401)
		do(t, ann, "GET", "/api/moderation/verifications", nil, 403)
		b := do(t, ann, "POST", "/api/verification", map[string]any{"kind": "campaign", "name": "Friends of Ann", "fecId": "C12",
			"website": "https://friendsofann.org", "email": "ann@gmail.com"}, 400)
		if !strings.Contains(string(b), verify.MsgFECID) || !strings.Contains(string(b), verify.MsgFreeEmail) {
			t.Fatalf("field errors: %s", b)
		}
		do(t, ann, "POST", "/api/verification", map[string]any{"kind": "campaign", "name": "Friends of Ann", "fecId": "C00123456",
			"website": "https://friendsofann.org", "email": "ann@friendsofann.org"}, 201)
		s.DrainQueue(t)
		setCode(t, s, annU.DatabaseID)
		do(t, ann, "POST", "/api/verification/confirm", map[string]any{"code": "000001"}, 400)
		b = do(t, ann, "POST", "/api/verification/confirm", map[string]any{"code": "424242"}, 200)
		var mine struct {
			ID     int64   `json:"id"`
			Status string  `json:"status"`
			FECURL *string `json:"fecUrl"`
		}
		json.Unmarshal(b, &mine)
		if mine.Status != "pending" || mine.FECURL == nil || *mine.FECURL != "https://www.fec.gov/data/committee/C00123456/" {
			t.Fatalf("confirmed: %s", b)
		}

		// Vic asks through GraphQL.
		res := vic.GraphQL(t, `mutation($i: RequestVerificationInput!) { requestVerification(input: $i) { verification { id status emailConfirmed } errors { field message } } }`,
			map[string]any{"i": map[string]any{"kind": "VENDOR", "name": "Vic Print Co", "website": "https://www.vicprint.com", "email": "vic@vicprint.com"}})
		res.NoErrors(t)
		s.DrainQueue(t)
		setCode(t, s, vicU.DatabaseID)
		res = vic.GraphQL(t, `mutation { confirmVerification(input: {code: "424242"}) { verification { emailConfirmed } errors { message } } }`, nil)
		if !strings.Contains(string(res.Data), `"emailConfirmed":true`) {
			t.Fatalf("confirm: %s", res.Data)
		}

		// A member cannot list or approve; the moderator can.
		res = ann.GraphQL(t, `{ pendingVerifications { id } }`, nil)
		if len(res.Errors) != 1 || res.Errors[0].Code() != "FORBIDDEN" {
			t.Fatalf("member's queue: %s %+v", res.Data, res.Errors)
		}
		do(t, ann, "POST", "/api/moderation/verifications/1/decide", map[string]any{"decision": "approve", "reason": "me"}, 403)
		res = mod.GraphQL(t, `{ pendingVerifications { id databaseId name fecUrl user { username } } }`, nil)
		res.NoErrors(t)
		var q struct {
			Pending []struct {
				ID   string `json:"id"`
				Name string `json:"name"`
				User struct{ Username string }
			} `json:"pendingVerifications"`
		}
		res.Decode(t, &q)
		if len(q.Pending) != 2 || q.Pending[0].User.Username != "ann" || q.Pending[1].Name != "Vic Print Co" {
			t.Fatalf("queue: %s", res.Data)
		}
		res = ann.GraphQL(t, `mutation($id: ID!) { decideVerification(input: {id: $id, decision: APPROVE, reason: "mine"}) { verification { status } } }`,
			map[string]any{"id": q.Pending[1].ID})
		if len(res.Errors) != 1 || res.Errors[0].Code() != "FORBIDDEN" {
			t.Fatalf("member approves: %s %+v", res.Data, res.Errors)
		}
		res = mod.GraphQL(t, `mutation($id: ID!) { decideVerification(input: {id: $id, decision: APPROVE, reason: ""}) { verification { status } errors { field message } } }`,
			map[string]any{"id": q.Pending[1].ID})
		if !strings.Contains(string(res.Data), verify.MsgReason) {
			t.Fatalf("no reason: %s", res.Data)
		}
		res = mod.GraphQL(t, `mutation($id: ID!) { decideVerification(input: {id: $id, decision: APPROVE, reason: "Site lists Vic"}) { verification { status decisionReason } errors { message } } }`,
			map[string]any{"id": q.Pending[1].ID})
		if !strings.Contains(string(res.Data), `"status":"APPROVED"`) {
			t.Fatalf("approve: %s", res.Data)
		}
		do(t, mod, "POST", "/api/moderation/verifications/"+itoa(mine.ID)+"/decide", map[string]any{"decision": "approve", "reason": "FEC record matches"}, 200)
		b = do(t, ann, "GET", "/api/verification", nil, 200)
		if !strings.Contains(string(b), `"verifiedName":"Friends of Ann"`) || !strings.Contains(string(b), `"status":"approved"`) {
			t.Fatalf("own status: %s", b)
		}

		// The badge and the filter, through GraphQL and REST.
		res = visitor.GraphQL(t, `{ all: jobs { edges { node { title verifiedOrganization } } } only: jobs(filter: {verified: true}) { totalCount edges { node { title verifiedOrganization } } }
			vendors(filter: {verified: true}) { totalCount edges { node { name verifiedOrganization } } } }`, nil)
		res.NoErrors(t)
		got := string(res.Data)
		for _, want := range []string{`"only":{"totalCount":1,"edges":[{"node":{"title":"Field Organizer","verifiedOrganization":"Friends of Ann"}}]}`,
			`{"node":{"title":"Data Director","verifiedOrganization":null}}`,
			`"vendors":{"totalCount":1,"edges":[{"node":{"name":"Vic Print","verifiedOrganization":"Vic Print Co"}}]}`} {
			if !strings.Contains(got, want) {
				t.Fatalf("GraphQL %s lacks %s", got, want)
			}
		}
		b = do(t, visitor, "GET", "/api/jobs?verified=true", nil, 200)
		if !strings.Contains(string(b), `"verifiedOrganization":"Friends of Ann"`) || strings.Contains(string(b), "Data Director") {
			t.Fatalf("REST verified jobs: %s", b)
		}
		b = do(t, visitor, "GET", "/api/jobs", nil, 200)
		if !strings.Contains(string(b), "Data Director") {
			t.Fatalf("REST jobs: %s", b)
		}
		b = do(t, visitor, "GET", "/api/vendors?verified=true", nil, 200)
		if !strings.Contains(string(b), `"verifiedOrganization":"Vic Print Co"`) || strings.Contains(string(b), "Wes Media") {
			t.Fatalf("REST verified vendors: %s", b)
		}
		do(t, visitor, "GET", "/api/vendors?verified=maybe", nil, 400)
		// Badge statements do not grow with the page: one for any number of jobs.
		q1 := `{ jobs(first: 1) { edges { node { verifiedOrganization } } } }`
		q2 := `{ jobs(first: 2) { edges { node { verifiedOrganization } } } }`
		n1 := s.CountStatements(func() { visitor.GraphQL(t, q1, nil).NoErrors(t) })
		n2 := s.CountStatements(func() { visitor.GraphQL(t, q2, nil).NoErrors(t) })
		if n1 != n2 {
			t.Fatalf("statements: %d for one job, %d for two", n1, n2)
		}
		// The JobPosting JSON-LD names the verified organisation; others keep the job's.
		page := string(do(t, visitor, "GET", "/jobs/"+itoa(annJob.ID), nil, 200))
		if !strings.Contains(page, `"hiringOrganization":{"@type":"Organization","name":"Friends of Ann"}`) {
			t.Fatalf("JSON-LD of a verified poster's job: %.2000s", page)
		}
		page = string(do(t, visitor, "GET", "/jobs/"+itoa(olgaJob.ID), nil, 200))
		if !strings.Contains(page, `"hiringOrganization":{"@type":"Organization","name":"Ann 2026"}`) {
			t.Fatalf("JSON-LD of another job: %.2000s", page)
		}
		// The member learns the outcome.
		res = ann.GraphQL(t, `{ viewer { verifiedOrganization verification { status } notifications(first: 5) { edges { node { title } } } } }`, nil)
		if !strings.Contains(string(res.Data), `"verifiedOrganization":"Friends of Ann"`) || !strings.Contains(string(res.Data), "is verified") {
			t.Fatalf("ann: %s %+v", res.Data, res.Errors)
		}
		// Nobody else reads ann's request.
		res = vic.GraphQL(t, `query($id: Int!) { user(databaseId: $id) { verifiedOrganization verification { id } } }`, map[string]any{"id": annU.DatabaseID})
		if !strings.Contains(string(res.Data), `"verification":null`) || !strings.Contains(string(res.Data), `"verifiedOrganization":"Friends of Ann"`) {
			t.Fatalf("vic reads ann: %s", res.Data)
		}
	})
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
