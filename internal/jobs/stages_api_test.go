package jobs_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/email/mailpittest"
	"canvass/internal/store"
)

// Application stages (issue 27) through REST and GraphQL on both engines:
// only the poster moves an application (the applicant 403, anyone else
// 404), every move past Applied notifies the applicant once (kindly for Not
// selected) and emails a confirmed applicant (Mailpit); the poster's note
// is theirs alone; the applicant withdraws, after which nothing moves it.
func TestApplicationStages(t *testing.T) {
	mp := mailpittest.Start(t)
	apptest.EachWith(t, func(c *app.Config) { c.SMTPURL = mp.SMTPURL() }, func(t *testing.T, s *apptest.Server) {
		poster, applicant, other, visitor := s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient()
		poster.Register(t, "poster"+s.Engine, "CANDIDATE")
		ua := applicant.Register(t, "applicant"+s.Engine, "CAMPAIGN_STAFF")
		other.Register(t, "other"+s.Engine, "CAMPAIGN_STAFF")
		if _, err := s.App.DB.Exec(t.Context(), `UPDATE users SET email_verified_at = ? WHERE id = ?`, store.Now(), ua.DatabaseID); err != nil {
			t.Fatal(err)
		}
		job, errs := createJob(t, poster, jobInput("Field Organizer"))
		second, _ := createJob(t, poster, jobInput("Press Secretary"))
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		resp, body := applicant.Do(t, "POST", fmt.Sprintf("/api/jobs/%d/applications", job.DatabaseID), map[string]any{"message": "Hire me"})
		var a struct {
			ID    int64
			Stage string
		}
		if resp.StatusCode != 201 || json.Unmarshal(body, &a) != nil || a.Stage != "applied" {
			t.Fatalf("apply: %d %s", resp.StatusCode, body)
		}
		appGID := func() string {
			res := applicant.GraphQL(t, `{ viewer { applications(first: 1) { edges { node { id } } } } }`, nil)
			var out struct {
				Viewer struct {
					Applications struct {
						Edges []struct{ Node struct{ ID string } }
					}
				}
			}
			res.Decode(t, &out)
			return out.Viewer.Applications.Edges[0].Node.ID
		}()
		stage := fmt.Sprintf("/api/jobs/%d/applications/%d/stage", job.DatabaseID, a.ID)
		note := fmt.Sprintf("/api/jobs/%d/applications/%d/note", job.DatabaseID, a.ID)
		withdraw := fmt.Sprintf("/api/jobs/%d/applications/%d/withdraw", job.DatabaseID, a.ID)
		move := `mutation($in: MoveApplicationInput!) { moveApplication(input: $in) { application { stage note } errors { field message } } }`
		countsQ := fmt.Sprintf(`{ node(id: %q) { ... on Job { applicationStageCounts { stage count } applications(stage: INTERVIEW) { totalCount edges { node { stage note applicant { username } } } } } } }`, job.ID)
		stageNotes := func() int {
			_, body := applicant.Do(t, "GET", "/api/notifications", nil)
			return strings.Count(string(body), `"kind":"application-stage"`)
		}

		apptest.Run(t, []apptest.Scenario{
			{Name: "visitor moves", As: visitor, Method: "PUT", Path: stage, Body: map[string]any{"stage": "interview"}, Status: 401},
			{Name: "applicant moves", As: applicant, Method: "PUT", Path: stage, Body: map[string]any{"stage": "hired"}, Status: 403},
			{Name: "stranger moves", As: other, Method: "PUT", Path: stage, Body: map[string]any{"stage": "interview"}, Status: 404},
			{Name: "another job's path", As: poster, Method: "PUT", Path: fmt.Sprintf("/api/jobs/%d/applications/%d/stage", second.DatabaseID, a.ID),
				Body: map[string]any{"stage": "interview"}, Status: 404},
			{Name: "bad application id", As: poster, Method: "PUT", Path: fmt.Sprintf("/api/jobs/%d/applications/x/stage", job.DatabaseID), Body: map[string]any{"stage": "offer"}, Status: 404},
			{Name: "unknown stage", As: poster, Method: "PUT", Path: stage, Body: map[string]any{"stage": "fired"}, Status: 400, Contains: []string{`"field":"stage"`}},
			{Name: "poster cannot withdraw", As: poster, Method: "PUT", Path: stage, Body: map[string]any{"stage": "withdrawn"}, Status: 400},
			{Name: "applicant moves (GraphQL)", As: applicant, Query: move, Vars: map[string]any{"in": map[string]any{"id": appGID, "stage": "OFFER"}}, Codes: []string{"FORBIDDEN"}},
			{Name: "to interview", As: poster, Method: "PUT", Path: stage, Body: map[string]any{"stage": "interview"}, Status: 200,
				Contains: []string{`"stage":"interview"`, `"note":""`}},
			{Name: "again: nothing new", As: poster, Method: "PUT", Path: stage, Body: map[string]any{"stage": "INTERVIEW"}, Status: 200},
			{Name: "note", As: poster, Method: "PUT", Path: note, Body: map[string]any{"note": "Strong field background."}, Status: 200,
				Contains: []string{`"note":"Strong field background."`}},
			{Name: "note too long", As: poster, Method: "PUT", Path: note, Body: map[string]any{"note": strings.Repeat("n", 2001)}, Status: 400, Contains: []string{`"field":"note"`}},
			{Name: "applicant cannot note", As: applicant, Method: "PUT", Path: note, Body: map[string]any{"note": "me"}, Status: 403},
			{Name: "poster's board", As: poster, Query: countsQ, Contains: []string{`{"stage":"APPLIED","count":0}`, `{"stage":"INTERVIEW","count":1}`,
				`"totalCount":1`, `"note":"Strong field background."`}},
			{Name: "applicant sees no counts nor note", As: applicant, Query: countsQ, Contains: []string{`"applicationStageCounts":null`, `"applications":null`}},
			{Name: "applicant's list", As: applicant, Method: "GET", Path: "/api/user/applications", Status: 200,
				Contains: []string{`"stage":"interview"`, `"title":"Field Organizer"`}, Lacks: []string{"Strong field"}},
			{Name: "visitor's list", As: visitor, Method: "GET", Path: "/api/user/applications", Status: 401},
			{Name: "not selected", As: poster, Query: move, Vars: map[string]any{"in": map[string]any{"id": appGID, "stage": "NOT_SELECTED"}},
				Contains: []string{`"stage":"NOT_SELECTED"`}},
			{Name: "stranger withdraws", As: other, Method: "POST", Path: withdraw, Status: 404},
			{Name: "poster withdraws", As: poster, Method: "POST", Path: withdraw, Status: 403},
			{Name: "withdraw", As: applicant, Method: "POST", Path: withdraw, Status: 200, Contains: []string{`"stage":"withdrawn"`}, Lacks: []string{"note"}},
			{Name: "withdraw twice", As: applicant, Method: "POST", Path: withdraw, Status: 200},
			{Name: "withdrawn stays", As: poster, Method: "PUT", Path: stage, Body: map[string]any{"stage": "offer"}, Status: 409},
		})
		if n := stageNotes(); n != 2 {
			t.Fatalf("%d stage notifications, want 2 (interview once, not selected)", n)
		}
		_, body = applicant.Do(t, "GET", "/api/notifications", nil)
		for _, want := range []string{"Your application to “Field Organizer” moved to Interview",
			"Thank you for applying to “Field Organizer”. The campaign has chosen to move forward with other candidates this time."} {
			if !strings.Contains(string(body), want) {
				t.Errorf("notifications lack %q: %s", want, body)
			}
		}
		s.DrainQueue(t)
		var subjects []string
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			subjects = subjects[:0]
			for _, m := range mp.To(t, ua.Email) {
				if strings.Contains(m.Subject, "Field Organizer") {
					subjects = append(subjects, m.Subject)
				}
			}
			if len(subjects) >= 2 {
				break
			}
		}
		if len(subjects) != 2 || !contains(subjects, "Your application to “Field Organizer”: Interview") ||
			!contains(subjects, "About your application to “Field Organizer”") {
			t.Fatalf("stage emails: %q", subjects)
		}
	})
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
