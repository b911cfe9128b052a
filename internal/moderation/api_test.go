package moderation_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apptest"
	"canvass/internal/hidden"
	"canvass/internal/moderation"
	"canvass/internal/relayid"
	"canvass/internal/store/storetest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

var post = map[string]any{"title": "Field Organizer", "organization": "Friends of Jane", "location": "Des Moines, IA",
	"jobType": "full-time", "description": "Knock doors and recruit volunteers."}

// world is a poster with a job, four reporters (three with accounts older
// than a week), a moderator and a visitor.
type world struct {
	s                    *apptest.Server
	poster, mod, visitor *apptest.Client
	reporters            []*apptest.Client
	posterUser           apptest.User
	jobID                int64
	jobPath              string
}

func setup(t *testing.T, s *apptest.Server) *world { return setupNamed(t, s, "") }

// setupRound is setup with every username suffixed by the round.
func setupRound(t *testing.T, s *apptest.Server, round int) *world {
	return setupNamed(t, s, "r"+strconv.Itoa(round))
}

func setupNamed(t *testing.T, s *apptest.Server, sfx string) *world {
	w := &world{s: s, poster: s.NewClient(), mod: s.NewClient(), visitor: s.NewClient()}
	w.posterUser = w.poster.Register(t, "poster"+sfx, "CAMPAIGN_STAFF")
	w.mod.Register(t, "morgan"+sfx, "CAMPAIGN_STAFF")
	if _, err := s.App.Moderation.Role().Grant(t.Context(), "morgan"+sfx); err != nil {
		t.Fatal(err)
	}
	for i := range 4 {
		c := s.NewClient()
		c.Register(t, "rep"+strconv.Itoa(i)+sfx, "CANDIDATE")
		w.reporters = append(w.reporters, c)
	}
	// rep0..rep2 joined a month ago; rep3 today.
	if _, err := s.App.DB.Exec(t.Context(), `UPDATE users SET created_at = ? WHERE username IN (?, ?, ?)`, time.Now().Add(-30*24*time.Hour),
		"rep0"+sfx, "rep1"+sfx, "rep2"+sfx); err != nil {
		t.Fatal(err)
	}
	resp, body := w.poster.Do(t, "POST", "/api/jobs", post)
	if resp.StatusCode != 201 {
		t.Fatalf("post job: %d %s", resp.StatusCode, body)
	}
	var job struct{ ID int64 }
	json.Unmarshal(body, &job)
	w.jobID = job.ID
	w.jobPath = "/api/jobs/" + strconv.FormatInt(job.ID, 10)
	return w
}

func (w *world) report(reason string) map[string]any {
	return map[string]any{"targetType": "job", "targetId": w.jobID, "reason": reason, "details": "Asks for a $50 training fee by Venmo."}
}

func (w *world) hiddenBits(t *testing.T, table string, id int64) int {
	t.Helper()
	var h int
	if err := w.s.App.DB.Get(t.Context(), &h, `SELECT hidden FROM `+table+` WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	return h
}

func reportID(t *testing.T, body []byte) int64 {
	t.Helper()
	var r struct{ ID int64 }
	if err := json.Unmarshal(body, &r); err != nil || r.ID == 0 {
		t.Fatalf("report: %s", body)
	}
	return r.ID
}

// Reports: who may report what, once, within a daily limit; three members
// with accounts older than a week hold a job until a moderator looks; only
// moderators see the queue and act, and every action is logged.
func TestReportsHoldAndModeratorsResolve(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := setup(t, s)
		member := w.reporters[0]
		var first int64
		apptest.Run(t, []apptest.Scenario{
			{Name: "visitor reports", As: w.visitor, Method: "POST", Path: "/api/reports", Body: w.report("scam"), Status: 401},
			{Name: "bad reason and type", As: member, Method: "POST", Path: "/api/reports",
				Body: map[string]any{"targetType": "poll", "targetId": w.jobID, "reason": "meh"}, Status: 400,
				Contains: []string{"Choose what you are reporting.", "Choose a reason for your report."}},
			{Name: "unknown job", As: member, Method: "POST", Path: "/api/reports",
				Body: map[string]any{"targetType": "job", "targetId": 999999, "reason": "spam"}, Status: 404},
			{Name: "own job", As: w.poster, Method: "POST", Path: "/api/reports", Body: w.report("scam"), Status: 400, Contains: []string{"You cannot report your own content."}},
			{Name: "details too long", As: member, Method: "POST", Path: "/api/reports",
				Body: map[string]any{"targetType": "job", "targetId": w.jobID, "reason": "spam", "details": strings.Repeat("x", 1001)}, Status: 400},
			{Name: "member reports", As: member, Method: "POST", Path: "/api/reports", Body: w.report("scam"), Status: 201,
				Contains: []string{`"reason":"scam"`, `"status":"open"`}, Check: func(t *testing.T, b []byte) { first = reportID(t, b) }},
			{Name: "same report again", As: member, Method: "POST", Path: "/api/reports", Body: w.report("spam"), Status: 200,
				Check: func(t *testing.T, b []byte) {
					if id := reportID(t, b); id != first {
						t.Errorf("second report %d, want the first %d", id, first)
					}
				}},
			{Name: "visitor queue", As: w.visitor, Method: "GET", Path: "/api/moderation/reports", Status: 401},
			{Name: "member queue", As: member, Method: "GET", Path: "/api/moderation/reports", Status: 403},
			{Name: "member resolves", As: member, Method: "POST", Path: "/api/moderation/reports/1/resolve", Body: map[string]any{"action": "hide", "reason": "x"}, Status: 403},
			{Name: "visitor resolves", As: w.visitor, Method: "POST", Path: "/api/moderation/reports/1/resolve", Body: map[string]any{"action": "hide", "reason": "x"}, Status: 401},
			{Name: "member log", As: member, Method: "GET", Path: "/api/moderation/log", Status: 403},
			{Name: "young account reports", As: w.reporters[3], Method: "POST", Path: "/api/reports", Body: w.report("scam"), Status: 201},
			{Name: "second old account reports", As: w.reporters[1], Method: "POST", Path: "/api/reports", Body: w.report("spam"), Status: 201},
		})
		if h := w.hiddenBits(t, "jobs", w.jobID); h != 0 {
			t.Fatalf("held after two old accounts and a young one: hidden %d", h)
		}
		resp, body := w.reporters[2].Do(t, "POST", "/api/reports", w.report("scam"))
		if resp.StatusCode != 201 {
			t.Fatalf("third report: %d %s", resp.StatusCode, body)
		}
		if h := w.hiddenBits(t, "jobs", w.jobID); h != hidden.HeldByReports {
			t.Fatalf("after three old accounts: hidden %d, want %d", h, hidden.HeldByReports)
		}
		// The queue shows the job once, with its four reports, the content
		// as reported and the author's history.
		resp, body = w.mod.Do(t, "GET", "/api/moderation/reports", nil)
		var queue []moderation.Item
		if resp.StatusCode != 200 || json.Unmarshal(body, &queue) != nil || len(queue) != 1 {
			t.Fatalf("queue: %d %s", resp.StatusCode, body)
		}
		it := queue[0]
		if it.TargetID != w.jobID || len(it.Reports) != 4 || !it.Hidden || it.HiddenReason != moderation.MsgHeldReason ||
			it.Snapshot.Title != "Field Organizer" || it.Author == nil || it.Author.Username != "poster" || len(it.Author.Actions) != 1 {
			t.Fatalf("queue item: %s", body)
		}
		apptest.Run(t, []apptest.Scenario{
			{Name: "no reason", As: w.mod, Method: "POST", Path: fmt.Sprintf("/api/moderation/reports/%d/resolve", first),
				Body: map[string]any{"action": "restore", "reason": " "}, Status: 400, Contains: []string{"Give a reason for this action."}},
			{Name: "bad action", As: w.mod, Method: "POST", Path: fmt.Sprintf("/api/moderation/reports/%d/resolve", first),
				Body: map[string]any{"action": "auto_hide", "reason": "x"}, Status: 400},
			{Name: "bad days", As: w.mod, Method: "POST", Path: fmt.Sprintf("/api/moderation/reports/%d/resolve", first),
				Body: map[string]any{"action": "suspend", "reason": "x", "days": 5000}, Status: 400},
			{Name: "unknown report", As: w.mod, Method: "POST", Path: "/api/moderation/reports/999999/resolve",
				Body: map[string]any{"action": "restore", "reason": "x"}, Status: 404},
			{Name: "restore", As: w.mod, Method: "POST", Path: fmt.Sprintf("/api/moderation/reports/%d/resolve", first),
				Body: map[string]any{"action": "restore", "reason": "A real campaign; the fee line was a typo."}, Status: 200,
				Contains: []string{`"resolved":4`, `"hidden":false`}},
			{Name: "queue empty", As: w.mod, Method: "GET", Path: "/api/moderation/reports", Status: 200, Contains: []string{`[]`}},
			{Name: "log", As: w.mod, Method: "GET", Path: "/api/moderation/log", Status: 200,
				Contains: []string{`"action":"restore"`, `"action":"auto_hide"`, `"moderator":"morgan"`, `"author":"poster"`}},
			{Name: "reporter told, moderator unnamed", As: member, Method: "GET", Path: "/api/notifications", Status: 200,
				Contains: []string{"Thank you for your report of the job “Field Organizer”. Moderators reviewed it"}, Lacks: []string{"morgan"}},
		})
		if h := w.hiddenBits(t, "jobs", w.jobID); h != 0 {
			t.Fatalf("after restore: hidden %d", h)
		}
		// A new report after the restore is a new open report.
		resp, _ = member.Do(t, "POST", "/api/reports", w.report("scam"))
		if resp.StatusCode != 201 {
			t.Fatalf("report after resolution: %d", resp.StatusCode)
		}
	})
}

// Hide keeps the job down with the moderator's reason and tells its author;
// suspension ends the author's sessions, refuses sign-in with the reason,
// hides all they wrote, and a restore of the member lifts it.
func TestHideAndSuspend(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := setup(t, s)
		resp, body := w.reporters[0].Do(t, "POST", "/api/reports", w.report("scam"))
		if resp.StatusCode != 201 {
			t.Fatalf("report: %d %s", resp.StatusCode, body)
		}
		rid := reportID(t, body)
		resolve := fmt.Sprintf("/api/moderation/reports/%d/resolve", rid)
		resp, body = w.mod.Do(t, "POST", resolve, map[string]any{"action": "hide", "reason": "Asks applicants for a fee."})
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"hidden":true`) {
			t.Fatalf("hide: %d %s", resp.StatusCode, body)
		}
		var reason string
		if err := s.App.DB.Get(t.Context(), &reason, `SELECT hidden_reason FROM jobs WHERE id = ?`, w.jobID); err != nil || reason != "Asks applicants for a fee." {
			t.Fatalf("reason %q %v", reason, err)
		}
		if resp, _ := w.visitor.Do(t, "GET", w.jobPath, nil); resp.StatusCode != 404 {
			t.Errorf("hidden job for a visitor: %d, want 404", resp.StatusCode)
		}
		if resp, body := w.poster.Do(t, "GET", w.jobPath, nil); resp.StatusCode != 200 || !strings.Contains(string(body), `"hiddenByModerators":true`) {
			t.Errorf("hidden job for its author: %d %s", resp.StatusCode, body)
		}
		// The board's facets forget the job at once (Options.Changed).
		if _, body := w.visitor.Do(t, "GET", "/api/jobs", nil); strings.Contains(string(body), "Field Organizer") {
			t.Errorf("hidden job on the board: %s", body)
		}
		resp, body = w.poster.Do(t, "GET", "/api/notifications", nil)
		if !strings.Contains(string(body), "Moderators hid your job “Field Organizer”. Reason: Asks applicants for a fee.") {
			t.Errorf("author's notification: %s", body)
		}

		// The poster's script token works until the suspension.
		resp, body = w.poster.Do(t, "POST", "/api/tokens", map[string]any{"name": "Script", "scope": "read"})
		if resp.StatusCode != 201 {
			t.Fatalf("token: %d %s", resp.StatusCode, body)
		}
		var tok struct{ Secret string }
		json.Unmarshal(body, &tok)
		script := s.NewClient()
		script.Bearer = tok.Secret
		if resp, _ := script.Do(t, "GET", "/api/user", nil); resp.StatusCode != 200 {
			t.Fatalf("token before the suspension: %d", resp.StatusCode)
		}
		// Suspend the poster for 3 days through a report on the member.
		resp, body = w.reporters[1].Do(t, "POST", "/api/reports", map[string]any{"targetType": "user", "targetId": w.posterUser.DatabaseID, "reason": "impersonation"})
		if resp.StatusCode != 201 {
			t.Fatalf("report member: %d %s", resp.StatusCode, body)
		}
		userReport := reportID(t, body)
		if resp, body = w.mod.Do(t, "POST", fmt.Sprintf("/api/moderation/reports/%d/resolve", userReport),
			map[string]any{"action": "suspend", "reason": "Posing as a campaign.", "days": 3}); resp.StatusCode != 200 {
			t.Fatalf("suspend: %d %s", resp.StatusCode, body)
		}
		if resp, _ = w.poster.Do(t, "GET", "/api/user", nil); resp.StatusCode != 401 {
			t.Errorf("suspended member's session: %d, want 401", resp.StatusCode)
		}
		if resp, _ := script.Do(t, "GET", "/api/user", nil); resp.StatusCode != 401 {
			t.Errorf("a suspended member's token: %d, want 401", resp.StatusCode)
		}
		again := s.NewClient()
		resp, body = again.Do(t, "POST", "/api/login", map[string]any{"username": "poster", "password": apptest.Password})
		if resp.StatusCode != 403 || !strings.Contains(string(body), "Your account is suspended until") || !strings.Contains(string(body), "Reason: Posing as a campaign.") {
			t.Errorf("suspended login: %d %s", resp.StatusCode, body)
		}
		resp, body = again.Do(t, "POST", "/api/login", map[string]any{"username": "poster", "password": "wrong-password"})
		if resp.StatusCode != 401 || strings.Contains(string(body), "suspended") {
			t.Errorf("wrong password tells the suspension: %d %s", resp.StatusCode, body)
		}
		if h := w.hiddenBits(t, "jobs", w.jobID); h != hidden.ByModerators|hidden.AuthorSuspended {
			t.Errorf("job while suspended: hidden %d", h)
		}
		if h := w.hiddenBits(t, "users", w.posterUser.DatabaseID); h != hidden.AuthorSuspended {
			t.Errorf("profile while suspended: hidden %d", h)
		}
		// A moderator cannot suspend themself.
		resp, body = w.reporters[1].Do(t, "POST", "/api/reports", map[string]any{"targetType": "user", "targetId": userID(t, s, "morgan"), "reason": "other"})
		if resp.StatusCode != 201 {
			t.Fatalf("report mod: %d %s", resp.StatusCode, body)
		}
		if resp, body = w.mod.Do(t, "POST", fmt.Sprintf("/api/moderation/reports/%d/resolve", reportID(t, body)),
			map[string]any{"action": "suspend", "reason": "x"}); resp.StatusCode != 400 || !strings.Contains(string(body), "You cannot suspend yourself.") {
			t.Errorf("self-suspension: %d %s", resp.StatusCode, body)
		}

		// Restoring the member lifts the suspension; the job stays hidden by the moderator.
		if resp, body = w.mod.Do(t, "POST", fmt.Sprintf("/api/moderation/reports/%d/resolve", userReport),
			map[string]any{"action": "restore", "reason": "Identity confirmed."}); resp.StatusCode != 200 {
			t.Fatalf("restore member: %d %s", resp.StatusCode, body)
		}
		if h := w.hiddenBits(t, "jobs", w.jobID); h != hidden.ByModerators {
			t.Errorf("job after lift: hidden %d", h)
		}
		if resp, body = again.Do(t, "POST", "/api/login", map[string]any{"username": "poster", "password": apptest.Password}); resp.StatusCode != 200 {
			t.Errorf("login after lift: %d %s", resp.StatusCode, body)
		}
	})
}

func userID(t *testing.T, s *apptest.Server, username string) int64 {
	var id int64
	if err := s.App.DB.Get(t.Context(), &id, `SELECT id FROM users WHERE username = ?`, username); err != nil {
		t.Fatal(err)
	}
	return id
}

// A timed suspension ends by itself: the queued job lifts it and the
// member's content comes back.
func TestTimedSuspensionEnds(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := setup(t, s)
		resp, body := w.reporters[0].Do(t, "POST", "/api/reports", map[string]any{"targetType": "user", "targetId": w.posterUser.DatabaseID, "reason": "spam"})
		if resp.StatusCode != 201 {
			t.Fatalf("report: %d %s", resp.StatusCode, body)
		}
		if resp, body = w.mod.Do(t, "POST", fmt.Sprintf("/api/moderation/reports/%d/resolve", reportID(t, body)),
			map[string]any{"action": "suspend", "reason": "Spam.", "days": 1}); resp.StatusCode != 200 {
			t.Fatalf("suspend: %d %s", resp.StatusCode, body)
		}
		// Run the lift now: the queued job's time comes.
		if _, err := s.App.DB.Exec(t.Context(), `UPDATE river_job SET scheduled_at = ? WHERE kind = 'moderation.lift'`, time.Now().Add(-time.Minute)); err != nil {
			t.Fatal(err)
		}
		s.DrainQueue(t)
		if h := w.hiddenBits(t, "jobs", w.jobID); h != 0 {
			t.Errorf("job after the suspension ran out: hidden %d", h)
		}
		var n int
		if err := s.App.DB.Get(t.Context(), &n, `SELECT COUNT(*) FROM moderation_actions WHERE action = 'lift_suspension'`); err != nil || n != 1 {
			t.Errorf("lift logged %d times (%v)", n, err)
		}
		_ = accounts.MsgSuspendedUntil
	})
}

// GraphQL: the same rules through report, resolveReport, moderationQueue
// and moderationLog.
func TestModerationThroughGraphQL(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := setup(t, s)
		jobGID := relayJob(w.jobID)
		const reportDoc = `mutation($id: ID!) { report(input: {targetType: JOB, targetId: $id, reason: SCAM, details: "Fee"}) {
			created report { databaseId reason reasonLabel status } errors { field message } } }`
		const queueDoc = `{ viewerIsModerator moderationQueue { targetType targetId title reportCount hidden resolveReportId
			reports { reason reporter } author { username history { action } } } }`
		var rid int64
		apptest.Run(t, []apptest.Scenario{
			{Name: "visitor reports", As: w.visitor, Query: reportDoc, Vars: map[string]any{"id": jobGID}, Codes: []string{"UNAUTHENTICATED"}},
			{Name: "member reports by global id", As: w.reporters[0], Query: reportDoc, Vars: map[string]any{"id": jobGID},
				Contains: []string{`"created":true`, `"reasonLabel":"Scam or fee to apply"`}, Check: func(t *testing.T, b []byte) {
					var out struct {
						Data struct {
							Report struct{ Report struct{ DatabaseID int64 } }
						}
					}
					json.Unmarshal(b, &out)
					rid = out.Data.Report.Report.DatabaseID
				}},
			{Name: "again by database id", As: w.reporters[0], Query: reportDoc, Vars: map[string]any{"id": strconv.FormatInt(w.jobID, 10)},
				Contains: []string{`"created":false`}},
			{Name: "a user id is not a job", As: w.reporters[1], Query: reportDoc, Vars: map[string]any{"id": w.posterUser.ID}, Codes: []string{"NOT_FOUND"}},
			{Name: "member queue", As: w.reporters[0], Query: queueDoc, Codes: []string{"FORBIDDEN"}},
			{Name: "moderator queue", As: w.mod, Query: queueDoc,
				Contains: []string{`"viewerIsModerator":true`, `"title":"Field Organizer"`, `"reportCount":1`, `"reporter":"rep0"`, `"username":"poster"`}},
		})
		resolveDoc := fmt.Sprintf(`mutation { resolveReport(input: {reportId: %d, action: WARN, reason: "Say who pays."}) {
			outcome { action resolved hidden } errors { field message } } }`, rid)
		apptest.Run(t, []apptest.Scenario{
			{Name: "member resolves", As: w.reporters[1], Query: resolveDoc, Codes: []string{"FORBIDDEN"}},
			{Name: "moderator warns", As: w.mod, Query: resolveDoc, Contains: []string{`"action":"WARN","resolved":1,"hidden":false`}},
			{Name: "no reason", As: w.mod, Query: fmt.Sprintf(`mutation { resolveReport(input: {reportId: %d, action: HIDE, reason: ""}) { errors { field message } } }`, rid),
				Contains: []string{`"field":"reason","message":"Give a reason for this action."`}},
			{Name: "log", As: w.mod, Query: `{ moderationLog(first: 5) { edges { node { action actionLabel reason moderator author } } pageInfo { hasNextPage } } }`,
				Contains: []string{`"action":"WARN","actionLabel":"Warned","reason":"Say who pays.","moderator":"morgan","author":"poster"`}},
			{Name: "member log", As: w.reporters[0], Query: `{ moderationLog { edges { node { action } } } }`, Codes: []string{"FORBIDDEN"}},
			{Name: "author warned", As: w.poster, Method: "GET", Path: "/api/notifications", Status: 200,
				Contains: []string{"Moderators warned you about your job “Field Organizer”. Reason: Say who pays."}},
		})
	})
}

func relayJob(id int64) string { return relayid.Encode("Job", id) }

// A hidden message leaves its receiver's conversation; its sender still has it.
func TestHiddenMessage(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := setup(t, s)
		receiver := w.reporters[0]
		recvID := userID(t, s, "rep0")
		send := func(c *apptest.Client, to int64, text string) int64 {
			resp, body := c.Do(t, "POST", "/api/messages", map[string]any{"receiverId": to, "content": text})
			if resp.StatusCode != 201 {
				t.Fatalf("send: %d %s", resp.StatusCode, body)
			}
			var m struct{ ID int64 }
			json.Unmarshal(body, &m)
			return m.ID
		}
		send(receiver, w.posterUser.DatabaseID, "Is the organizer job still open?")
		bad := send(w.poster, recvID, "Pay the $50 training fee by Venmo first.")
		resp, body := receiver.Do(t, "POST", "/api/reports", map[string]any{"targetType": "message", "targetId": bad, "reason": "scam"})
		if resp.StatusCode != 201 {
			t.Fatalf("report: %d %s", resp.StatusCode, body)
		}
		if resp, body := w.mod.Do(t, "POST", fmt.Sprintf("/api/moderation/reports/%d/resolve", reportID(t, body)), map[string]any{"action": "hide", "reason": "Fee scam."}); resp.StatusCode != 200 {
			t.Fatalf("hide: %d %s", resp.StatusCode, body)
		}
		with := fmt.Sprintf("/api/messages?with=%d", w.posterUser.DatabaseID)
		if _, body := receiver.Do(t, "GET", with, nil); strings.Contains(string(body), "training fee") || !strings.Contains(string(body), "still open") {
			t.Errorf("receiver's conversation after the hide: %s", body)
		}
		if _, body := w.poster.Do(t, "GET", fmt.Sprintf("/api/messages?with=%d", recvID), nil); !strings.Contains(string(body), "training fee") {
			t.Errorf("sender's conversation after the hide: %s", body)
		}
	})
}

// Reports sent at the same moment still hold the job once three old
// accounts reported it (the row lock serializes the counts).
func TestConcurrentReportsHold(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		for round := range 3 {
			w := setupRound(t, s, round)
			done := make(chan int, 3)
			for i := range 3 {
				go func() {
					resp, _ := w.reporters[i].Do(t, "POST", "/api/reports", w.report("spam"))
					done <- resp.StatusCode
				}()
			}
			for range 3 {
				if code := <-done; code != 201 {
					t.Fatalf("round %d: report %d", round, code)
				}
			}
			if h := w.hiddenBits(t, "jobs", w.jobID); h != hidden.HeldByReports {
				t.Fatalf("round %d: hidden %d after three concurrent reports", round, h)
			}
		}
	})
}
