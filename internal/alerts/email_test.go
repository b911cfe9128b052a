package alerts_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"canvass/internal/alerts"
	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/email/mailpittest"
	"canvass/internal/store"
)

// An alert arrives by email at a real mail server (Mailpit) for a confirmed
// member who wants it, with the new job's link and a one-click unsubscribe
// (RFC 8058) that works without signing in; not for an unconfirmed address
// nor for a member who turned job alerts off; and no more once unsubscribed.
func TestAlertEmailAndOneClickUnsubscribe(t *testing.T) {
	mp := mailpittest.Start(t)
	apptest.EachWith(t, func(c *app.Config) { c.SMTPURL = mp.SMTPURL() }, func(t *testing.T, s *apptest.Server) {
		ctx := t.Context()
		name := func(n string) string { return n + s.Engine } // one Mailpit for both engines
		carol, dave, erin, alice := s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient()
		uc := carol.Register(t, name("carol"), "CAMPAIGN_STAFF")
		ud := dave.Register(t, name("dave"), "CAMPAIGN_STAFF")
		ue := erin.Register(t, name("erin"), "CANDIDATE")
		alice.Register(t, name("alice"), "CANDIDATE")
		for _, u := range []apptest.User{uc, ue} { // dave's address stays unconfirmed
			if _, err := s.App.DB.Exec(ctx, `UPDATE users SET email_verified_at = ? WHERE id = ?`, store.Now(), u.DatabaseID); err != nil {
				t.Fatal(err)
			}
		}
		if resp, body := erin.Do(t, "PUT", "/api/user/email-preferences", map[string]any{"job_alert": false}); resp.StatusCode != 200 ||
			!strings.Contains(string(body), `"job_alert":false`) {
			t.Fatalf("erin turns alerts off: %d %s", resp.StatusCode, body)
		}
		for _, c := range []*apptest.Client{carol, dave, erin} {
			if resp, body := c.Do(t, "POST", "/api/saved-searches", map[string]any{"name": "Organizers",
				"filter": map[string]any{"search": "organizer"}, "frequency": "instant"}); resp.StatusCode != 201 {
				t.Fatalf("save: %d %s", resp.StatusCode, body)
			}
		}
		post := func(title string) int64 {
			resp, body := alice.Do(t, "POST", "/api/jobs", map[string]any{"title": title, "organization": "Friends of Jane",
				"location": "Reno, NV", "jobType": "full-time", "description": "Knock doors and recruit volunteers."})
			var j struct{ ID int64 }
			if resp.StatusCode != 201 || json.Unmarshal(body, &j) != nil {
				t.Fatalf("post job: %d %s", resp.StatusCode, body)
			}
			return j.ID
		}
		step := time.Duration(0)
		run := func() {
			step += 2 * time.Minute
			at := store.Now().Add(step)
			s.App.Alerts.Now = func() time.Time { return at }
			if _, err := s.App.Queue.EnqueueNow(ctx, alerts.RunArgs{Frequency: alerts.Instant}, nil); err != nil {
				t.Fatal(err)
			}
			s.DrainQueue(t)
		}
		job := post("Field Organizer")
		run()

		const subject = "New job for “Organizers”: Field Organizer"
		alertsTo := func(addr string) []mailpittest.Message { // not the address confirmation
			var out []mailpittest.Message
			for _, m := range mp.To(t, addr) {
				if strings.Contains(m.Subject, "“Organizers”") {
					out = append(out, m)
				}
			}
			return out
		}
		var got []mailpittest.Message
		for deadline := time.Now().Add(10 * time.Second); len(got) == 0 && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			got = alertsTo(uc.Email)
		}
		if len(got) != 1 || got[0].Subject != subject {
			t.Fatalf("emails to carol: %+v, want one %q", got, subject)
		}
		m := mp.Get(t, got[0].ID)
		jobURL := fmt.Sprintf("%s/jobs/%d", s.URL, job)
		if !strings.Contains(m.Text, jobURL) || !strings.Contains(m.HTML, jobURL) || !strings.Contains(m.Text, s.URL+"/jobs?q=organizer") {
			t.Fatalf("the alert lacks the job's link %s:\n%s", jobURL, m.Text)
		}
		unsub := strings.Trim(first(m.Headers["List-Unsubscribe"]), "<>")
		if !strings.HasPrefix(unsub, s.URL+"/api/unsubscribe?token=") || first(m.Headers["List-Unsubscribe-Post"]) != "List-Unsubscribe=One-Click" ||
			!strings.Contains(m.Text, unsub) || !strings.Contains(m.HTML, "Unsubscribe from these emails") {
			t.Fatalf("no one-click unsubscribe: %v\n%s", m.Headers, m.Text)
		}
		for _, u := range []apptest.User{ud, ue} {
			if n := len(alertsTo(u.Email)); n != 0 {
				t.Fatalf("%s got %d alert emails, want none", u.Username, n)
			}
		}

		// A link scanner's GET changes nothing: it shows the app's page.
		noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := noRedirect.Get(unsub)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if loc := resp.Header.Get("Location"); resp.StatusCode != 303 || !strings.HasPrefix(loc, "/unsubscribe?token=") {
			t.Fatalf("GET %s: %d %q", unsub, resp.StatusCode, loc)
		}
		prefsOf := func(c *apptest.Client) string {
			_, body := c.Do(t, "GET", "/api/user/email-preferences", nil)
			return string(body)
		}
		if p := prefsOf(carol); !strings.Contains(p, `"job_alert":true`) {
			t.Fatalf("a GET unsubscribed: %s", p)
		}
		// The mail provider's POST: no cookie, no session, the RFC's body.
		resp, err = http.Post(unsub, "application/x-www-form-urlencoded", strings.NewReader("List-Unsubscribe=One-Click"))
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || string(body) != `{"enabled":false,"kind":"job_alert","ok":true}`+"\n" {
			t.Fatalf("one-click POST: %d %s", resp.StatusCode, body)
		}
		if p := prefsOf(carol); !strings.Contains(p, `"job_alert":false`) || !strings.Contains(p, `"message_digest":true`) {
			t.Fatalf("after unsubscribing: %s", p)
		}

		// The next alert is a notification only.
		post("Regional Organizer")
		run()
		if n := len(alertsTo(uc.Email)); n != 1 {
			t.Fatalf("carol got %d alert emails after unsubscribing, want the first only", n)
		}
		resp, body = carol.Do(t, "GET", "/api/notifications", nil)
		if resp.StatusCode != 200 || strings.Count(string(body), `"kind":"saved-search"`) != 2 {
			t.Fatalf("carol's notifications: %s", body)
		}
	})
}

func first(v []string) string {
	if len(v) == 0 {
		return ""
	}
	return v[0]
}
