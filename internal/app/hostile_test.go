package app_test

// A hostile user's sweep over the whole HTTP surface: every REST route and
// the GraphQL endpoint get garbage, wrong types, empty and huge bodies, the
// wrong content types, bad ids, other users' ids, malformed cursors and
// global ids, unknown enum values, NUL bytes and invalid UTF-8. Whatever
// they send, the server answers a JSON error with a sensible status (never
// a 500) and stored data stays as it was.

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"canvass/internal/apptest"
	"canvass/internal/notifications"
	"canvass/internal/people"
	"canvass/internal/rest"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

// world is the data a hostile sweep runs against.
type world struct {
	s                        *apptest.Server
	alice, bob, carol, visit *apptest.Client // candidate (owns a job), vendor (owns a vendor), staff, visitor
	dora                     *apptest.Client // an editor (news), granted as `canvass editors add` does
	aliceU, bobU, carolU     apptest.User
	jobID, vendorID, newsID  int64
	jobGID, vendorGID        string
	teamID                   int64 // alice owns it, carol is a member
	invitationID             int64 // alice's invitation to carol, accepted
	teamGID                  string
	msgID                    int64 // alice's message to bob, unread
	msgGID                   string
	newsGID                  string
	searchID                 int64 // carol's saved search
	appID                    int64 // carol's application to alice's job
}

func gid(typ string, id int64) string {
	return base64.RawURLEncoding.EncodeToString([]byte(typ + ":" + strconv.FormatInt(id, 10)))
}

func setup(t *testing.T, s *apptest.Server) *world {
	t.Helper()
	w := &world{s: s, alice: s.NewClient(), bob: s.NewClient(), carol: s.NewClient(), visit: s.NewClient()}
	w.aliceU = w.alice.Register(t, "alice", "CANDIDATE")
	w.bobU = w.bob.Register(t, "bob", "VENDOR")
	w.carolU = w.carol.Register(t, "carol", "CAMPAIGN_STAFF")

	resp, body := w.alice.Do(t, http.MethodPost, "/api/jobs", map[string]any{
		"title": "Field Organizer", "organization": "Friends of Jane", "location": "Des Moines, IA",
		"jobType": "full-time", "description": "Knock doors, recruit volunteers and run phone banks.",
	})
	var j struct{ ID int64 }
	if resp.StatusCode != 201 || json.Unmarshal(body, &j) != nil {
		t.Fatalf("create job: %d %s", resp.StatusCode, body)
	}
	w.jobID, w.jobGID = j.ID, gid("Job", j.ID)

	resp, body = w.bob.Do(t, http.MethodPost, "/api/vendors", map[string]any{
		"name": "Acme Media", "category": "Media", "location": "Austin, TX",
		"description": "Television and digital advertising for campaigns.",
	})
	var v struct{ ID int64 }
	if resp.StatusCode != 201 || json.Unmarshal(body, &v) != nil {
		t.Fatalf("create vendor: %d %s", resp.StatusCode, body)
	}
	w.vendorID, w.vendorGID = v.ID, gid("Vendor", v.ID)

	resp, body = w.alice.Do(t, http.MethodPost, "/api/teams", map[string]any{"name": "Alice's Team", "description": "Field staff"})
	var tm struct{ ID int64 }
	if resp.StatusCode != 201 || json.Unmarshal(body, &tm) != nil {
		t.Fatalf("create team: %d %s", resp.StatusCode, body)
	}
	w.teamID, w.teamGID = tm.ID, gid("Team", tm.ID)
	// carol shares no team with alice: she is invited and accepts.
	var inv struct{ Invitation struct{ ID int64 } }
	if resp, body = w.alice.Do(t, http.MethodPost, "/api/teams/"+strconv.FormatInt(tm.ID, 10)+"/members",
		map[string]any{"userId": w.carolU.DatabaseID}); resp.StatusCode != 202 || json.Unmarshal(body, &inv) != nil {
		t.Fatalf("invite team member: %d %s", resp.StatusCode, body)
	}
	w.invitationID = inv.Invitation.ID
	if resp, body = w.carol.Do(t, http.MethodPost, "/api/teams/invitations/"+strconv.FormatInt(w.invitationID, 10)+"/accept", nil); resp.StatusCode != 200 {
		t.Fatalf("accept invitation: %d %s", resp.StatusCode, body)
	}
	resp, body = w.alice.Do(t, http.MethodPost, "/api/messages", map[string]any{"receiverId": w.bobU.DatabaseID, "content": "Hello Bob"})
	var m struct{ ID int64 }
	if resp.StatusCode != 201 || json.Unmarshal(body, &m) != nil {
		t.Fatalf("send message: %d %s", resp.StatusCode, body)
	}
	w.msgID, w.msgGID = m.ID, gid("Message", m.ID)
	w.dora = s.NewClient()
	w.dora.Register(t, "dora", "CAMPAIGN_STAFF")
	if _, err := s.App.News.GrantEditor(t.Context(), "dora"); err != nil {
		t.Fatal(err)
	}
	resp, body = w.dora.Do(t, http.MethodPost, "/api/news", newsFields)
	var n struct{ ID int64 }
	if resp.StatusCode != 201 || json.Unmarshal(body, &n) != nil {
		t.Fatalf("create article: %d %s", resp.StatusCode, body)
	}
	w.newsID, w.newsGID = n.ID, gid("NewsArticle", n.ID)
	resp, body = w.carol.Do(t, http.MethodPost, "/api/saved-searches", map[string]any{"name": "Organizers",
		"filter": map[string]any{"search": "organizer", "jobType": "full-time"}, "frequency": "daily"})
	var ss struct{ ID int64 }
	if resp.StatusCode != 201 || json.Unmarshal(body, &ss) != nil {
		t.Fatalf("save a search: %d %s", resp.StatusCode, body)
	}
	w.searchID = ss.ID
	resp, body = w.carol.Do(t, http.MethodPost, "/api/jobs/"+strconv.FormatInt(w.jobID, 10)+"/applications", map[string]any{"message": "Hire me",
		"resume": map[string]any{"fileName": "carol.pdf", "data": testkit.PDFDataURL("Carol", "Field organizer")}})
	var ap struct{ ID int64 }
	if resp.StatusCode != 201 || json.Unmarshal(body, &ap) != nil {
		t.Fatalf("apply: %d %s", resp.StatusCode, body)
	}
	w.appID = ap.ID
	return w
}

// newsFields is a valid news article body.
var newsFields = map[string]any{"title": "Election night coverage", "summary": "Results from every county.",
	"content": "Polls closed at eight and the counting began.", "status": "published"}

// snapshot is every stored row a refused request could have changed.
func (w *world) snapshot(t *testing.T) string {
	t.Helper()
	ctx := t.Context()
	db := w.s.App.DB
	var users []struct {
		ID           int64  `db:"id"`
		Username     string `db:"username"`
		Email        string `db:"email"`
		First        string `db:"first_name"`
		Last         string `db:"last_name"`
		Bio          string `db:"bio"`
		Image        string `db:"profile_image"`
		Hash         string `db:"password_hash"`
		Epoch        int64  `db:"session_epoch"`
		Website      string `db:"website"`
		SocialLinks  string `db:"social_links"`
		PublicProfil bool   `db:"is_public_profile"`
	}
	var jobs []struct {
		ID     int64  `db:"id"`
		UserID int64  `db:"user_id"`
		Title  string `db:"title"`
		Desc   string `db:"description"`
		Loc    string `db:"location"`
		Type   string `db:"job_type"`
	}
	var vendors []struct {
		ID      int64     `db:"id"`
		UserID  int64     `db:"user_id"`
		Name    string    `db:"name"`
		Desc    string    `db:"description"`
		Logo    string    `db:"logo"`
		Updated time.Time `db:"updated_at"`
	}
	var teams []struct {
		ID      int64     `db:"id"`
		Name    string    `db:"name"`
		Desc    string    `db:"description"`
		Updated time.Time `db:"updated_at"`
	}
	var members []struct {
		Team int64  `db:"team_id"`
		User int64  `db:"user_id"`
		Role string `db:"role"`
	}
	var articles []struct {
		ID        int64      `db:"id"`
		Title     string     `db:"title"`
		Summary   string     `db:"summary"`
		Content   string     `db:"content"`
		Image     string     `db:"image_url"`
		Published *time.Time `db:"published_at"`
	}
	var apps, views, resets, msgs, editors, notes, saved, emailOff int
	var searches, stages, resumes, openToWork, verifications []string
	for _, q := range []struct {
		dest any
		sql  string
	}{
		{&users, `SELECT id, username, email, first_name, last_name, bio, profile_image, password_hash, session_epoch,
			website, social_links, is_public_profile FROM users ORDER BY id`},
		{&jobs, `SELECT id, user_id, title, description, location, job_type FROM jobs ORDER BY id`},
		{&vendors, `SELECT id, user_id, name, description, logo, updated_at FROM vendors ORDER BY id`},
		{&teams, `SELECT id, name, description, updated_at FROM teams ORDER BY id`},
		{&members, `SELECT team_id, user_id, role FROM team_members ORDER BY team_id, user_id`},
		{&articles, `SELECT id, title, summary, content, image_url, published_at FROM news_articles ORDER BY id`},
		{&searches, `SELECT name || '|' || search || '|' || job_type || '|' || frequency FROM saved_searches ORDER BY id`},
		{&stages, `SELECT stage || '|' || note FROM job_applications ORDER BY id`},
		{&resumes, `SELECT user_id || '|' || COALESCE(application_id, 0) || '|' || file_name || '|' || size FROM resumes ORDER BY id`},
		{&verifications, `SELECT user_id || '|' || status || '|' || name || '|' || COALESCE(email_confirmed_at, created_at) FROM verifications ORDER BY id`},
		{&openToWork, `SELECT CASE WHEN is_open THEN 'on' ELSE 'off' END || '|' || available_from || '|' || roles || '|' || states FROM open_to_work ORDER BY user_id`},
	} {
		if err := db.Select(ctx, q.dest, q.sql); err != nil {
			t.Fatalf("snapshot: %v", err)
		}
	}
	for _, q := range []struct {
		dest *int
		sql  string
	}{
		{&apps, `SELECT COUNT(*) FROM job_applications`},
		{&views, `SELECT COUNT(*) FROM vendor_views`},
		{&resets, `SELECT COUNT(*) FROM password_resets`},
		{&msgs, `SELECT COUNT(*) FROM messages WHERE read_at IS NULL`},
		{&editors, `SELECT COUNT(*) FROM editors`},
		{&notes, `SELECT COUNT(*) FROM notifications WHERE read_at IS NULL`},
		{&saved, `SELECT COUNT(*) FROM saved_jobs`},
		{&emailOff, `SELECT COUNT(*) FROM email_preferences WHERE NOT enabled`},
	} {
		if err := db.Get(ctx, q.dest, q.sql); err != nil {
			t.Fatalf("snapshot: %v", err)
		}
	}
	return fmt.Sprintf("users %+v\njobs %+v\nvendors %+v\nteams %+v\nmembers %+v\nnews %+v\napplications %d views %d resets %d unread messages %d editors %d unread notifications %d saved jobs %d emails off %d\nsaved searches %q\napplication stages %q",
		users, jobs, vendors, teams, members, articles, apps, views, resets, msgs, editors, notes, saved, emailOff, searches, stages) +
		fmt.Sprintf("\nopen to work %q\nrésumés %q", openToWork, resumes) + fmt.Sprintf("\nverifications %q", verifications)
}

// hostileRequest is one request a hostile user sends.
type hostileRequest struct {
	name        string
	client      *apptest.Client
	method      string
	path        string
	body        any    // nil: none; string/[]byte: raw; else JSON
	contentType string // "" = application/json when there is a body
	header      http.Header
	want        []int // acceptable statuses (default: any of 400,401,403,404,409,413,429)
}

var refusedStatuses = []int{400, 401, 403, 404, 405, 409, 413, 429}

// send sends r and checks the answer is a JSON error with an acceptable status.
func (w *world) send(t *testing.T, r hostileRequest) {
	t.Helper()
	header := r.header.Clone()
	if header == nil {
		header = http.Header{}
	}
	if r.contentType != "" {
		header.Set("Content-Type", r.contentType)
	}
	resp, body := r.client.DoHeader(t, r.method, r.path, r.body, header)
	want := r.want
	if want == nil {
		want = refusedStatuses
	}
	ok := false
	for _, s := range want {
		ok = ok || resp.StatusCode == s
	}
	if !ok {
		t.Errorf("%s: %s %s: status %d, want one of %v; body %.300s", r.name, r.method, r.path, resp.StatusCode, want, body)
		return
	}
	if resp.StatusCode == http.StatusMethodNotAllowed || resp.StatusCode == http.StatusOK {
		return // the mux's own answer; a harmless query that matches nothing
	}
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		t.Errorf("%s: %s %s: Content-Type %q, body %.300s", r.name, r.method, r.path, resp.Header.Get("Content-Type"), body)
		return
	}
	var e struct {
		Message string `json:"message"`
		Code    string `json:"code"`
	}
	if err := json.Unmarshal(body, &e); err != nil || e.Message == "" || e.Code == "" || e.Code == "INTERNAL" {
		t.Errorf("%s: %s %s: %d, not a JSON error with message and code: %.300s", r.name, r.method, r.path, resp.StatusCode, body)
	}
}

// bodyRoute is a route that reads a JSON body, with the client that may use it.
type bodyRoute struct {
	method, path string
	client       *apptest.Client
}

func TestHostileREST(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := setup(t, s)
		job, vendor := strconv.FormatInt(w.jobID, 10), strconv.FormatInt(w.vendorID, 10)
		app := strconv.FormatInt(w.appID, 10)
		team, carol := strconv.FormatInt(w.teamID, 10), strconv.FormatInt(w.carolU.DatabaseID, 10)
		// An unread notification of alice's (a job alert) that others try to mark.
		if _, err := s.App.Notifications.Notify(t.Context(), s.App.DB, notifications.Event{UserID: w.aliceU.DatabaseID,
			Kind: notifications.SavedSearch, Key: "hostile", Args: notifications.Args{Search: "Field", Count: 1, URL: "/jobs"}}); err != nil {
			t.Fatal(err)
		}
		var noteID int64
		if err := s.App.DB.Get(t.Context(), &noteID, `SELECT id FROM notifications WHERE user_id = ?`, w.aliceU.DatabaseID); err != nil {
			t.Fatal(err)
		}
		note := strconv.FormatInt(noteID, 10)
		// Carol is open to work: nothing below may change or reveal it.
		on := true
		carolAcc, err := s.App.Accounts.Get(t.Context(), w.carolU.DatabaseID)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.App.People.Update(t.Context(), carolAcc, people.Input{Open: &on, AvailableFrom: "2026-11-04",
			Roles: []string{"field"}, States: []string{"CO"}}); err != nil {
			t.Fatal(err)
		}
		// Another poster's job (dora's), for résumé paths that mix jobs.
		resp, body := w.dora.Do(t, http.MethodPost, "/api/jobs", map[string]any{"title": "Press Secretary", "organization": "Dora for Council",
			"location": "Reno, NV", "jobType": "full-time", "description": "Talk to reporters every single day."})
		var dj struct{ ID int64 }
		if resp.StatusCode != 201 || json.Unmarshal(body, &dj) != nil {
			t.Fatalf("dora's job: %d %s", resp.StatusCode, body)
		}
		doraJob := strconv.FormatInt(dj.ID, 10)
		before := w.snapshot(t)

		huge := `{"title":"` + strings.Repeat("a", 3<<20+10) + `"}`
		bodyRoutes := []bodyRoute{
			{"POST", "/api/login", w.visit},
			{"POST", "/api/register", w.visit},
			{"PUT", "/api/user/profile", w.alice},
			{"PUT", "/api/user/password", w.alice}, // never with alice's password: nothing changes
			{"DELETE", "/api/user", w.alice},
			{"POST", "/api/user/email/verify", w.visit},
			{"POST", "/api/jobs", w.alice},
			{"PUT", "/api/jobs/" + job, w.alice},
			{"POST", "/api/jobs/" + job + "/applications", w.carol},
			{"POST", "/api/vendors", w.bob},
			{"POST", "/api/resources", w.alice}, // the resource sweep: hostile_resources_test.go
			{"PUT", "/api/vendors/" + vendor, w.bob},
			{"PUT", "/api/teams/" + team, w.carol},
			{"POST", "/api/teams/" + team + "/members", w.alice},
			{"PUT", "/api/teams/" + team + "/members/" + carol + "/role", w.alice},
			{"POST", "/api/messages", w.carol},
			{"POST", "/api/news", w.dora},
			{"PUT", "/api/news/" + strconv.FormatInt(w.newsID, 10), w.dora},
			{"POST", "/api/saved-searches", w.carol},
			{"PUT", "/api/saved-searches/" + strconv.FormatInt(w.searchID, 10), w.carol},
			{"PUT", "/api/user/email-preferences", w.carol},
			{"PUT", "/api/jobs/" + job + "/applications/" + app + "/stage", w.alice},
			{"PUT", "/api/jobs/" + job + "/applications/" + app + "/note", w.alice},
			{"POST", "/api/unsubscribe", w.visit},
			{"POST", "/api/tokens", w.carol},
			{"PUT", "/api/user/resume", w.carol},
			{"PUT", "/api/user/open-to-work", w.carol},
			{"POST", "/api/verification", w.carol},
			{"POST", "/api/verification/confirm", w.carol},
			{"POST", "/api/moderation/verifications/1/decide", w.alice},
			{"POST", "/api/reports", w.carol},
		}
		var reqs []hostileRequest
		for _, rt := range bodyRoutes {
			for _, b := range []struct {
				name, body, ct string
			}{
				{"garbage JSON", `{"title": "Field`, ""},
				{"not JSON", `hello there`, ""},
				{"array for object", `[{"title":"Field Organizer"}]`, ""},
				{"string for object", `"Field Organizer"`, ""},
				{"number for object", `42`, ""},
				{"empty body", ``, ""},
				{"huge body", huge, ""},
				{"text/plain", `{"title":"Field Organizer"}`, "text/plain"},
				{"form", `title=Field+Organizer&description=x`, "application/x-www-form-urlencoded"},
				{"multipart", "--x\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nx\r\n--x--\r\n", "multipart/form-data; boundary=x"},
				{"wrong types", `{"username":1,"password":[],"email":{},"firstName":true,"lastName":1.5,"userType":7,
					"title":5,"organization":[],"location":{},"jobType":3,"description":false,"salaryMin":"lots","deadline":"tomorrow",
					"name":1,"category":[],"affiliation":2,"services":{"a":1},"logo":5,"message":9,"socialLinks":{"x":1},"isPublicProfile":"yes"}`, ""},
				{"null for every field", `{"username":null,"password":null,"email":null,"firstName":null,"lastName":null,
					"title":null,"organization":null,"location":null,"jobType":null,"description":null,"name":null,"category":null,"message":null}`, ""},
				{"NUL bytes", `{"username":"al\u0000ice","password":"x\u0000","email":"a\u0000@example.com","firstName":"\u0000","lastName":"\u0000",
					"userType":"candidate","title":"Field\u0000Organizer","organization":"Org\u0000","location":"Des\u0000Moines","jobType":"full-time",
					"description":"Knock doors \u0000 and recruit volunteers.","name":"Acme\u0000","category":"Media","message":"hi\u0000there"}`, ""},
				{"unknown enums", `{"userType":"admin","jobType":"FOREVER","politicalAffiliation":"Whig","workplace":"moon","salaryPeriod":"fortnight",
					"category":"Espionage","affiliation":"Tory","title":"Field Organizer","organization":"Org","location":"Here",
					"description":"Long enough description text here.","name":"Acme","username":"zed","password":"secret-password","email":"zed@example.com","firstName":"Z","lastName":"Z"}`, ""},
			} {
				reqs = append(reqs, hostileRequest{name: rt.method + " " + rt.path + ": " + b.name, client: rt.client,
					method: rt.method, path: rt.path, body: b.body, contentType: b.ct})
			}
		}

		// Cross-site state changes are refused by origin, bodiless ones too
		// (csrf_test.go covers every route); DELETE by someone else or with a
		// bad id is refused below.
		reqs = append(reqs,
			hostileRequest{name: "cross-site logout as text/plain", client: w.alice, method: "POST", path: "/api/logout", body: "x", contentType: "text/plain", header: crossSite, want: []int{403}},
			hostileRequest{name: "cross-site logout as form", client: w.alice, method: "POST", path: "/api/logout", body: "a=b", contentType: "application/x-www-form-urlencoded", header: foreignOrigin, want: []int{403}},
		)

		// Bad ids on every {id} route.
		badIDs := []string{"abc", "-1", "0", "99999999999999999999", "1e3", "0x10", "%00", "%ff", "1%20", strconv.FormatInt(w.jobID+w.vendorID+1000, 10)}
		for _, id := range badIDs {
			for _, rt := range []struct {
				method, path string
				client       *apptest.Client
				body         any
			}{
				{"GET", "/api/jobs/" + id, w.visit, nil},
				{"PUT", "/api/jobs/" + id, w.alice, map[string]any{"title": "Field Organizer II", "organization": "Org", "location": "Here", "jobType": "full-time", "description": "A long enough description for an edit."}},
				{"DELETE", "/api/jobs/" + id, w.alice, nil},
				{"POST", "/api/jobs/" + id + "/applications", w.carol, map[string]any{"message": "Hire me"}},
				{"GET", "/api/jobs/" + id + "/applications", w.alice, nil},
				{"GET", "/api/vendors/" + id, w.visit, nil},
				{"GET", "/api/resources/" + id, w.visit, nil},
				{"PUT", "/api/resources/" + id, w.alice, map[string]any{"title": "Field guide", "description": "Long enough description.", "category": "field", "content": "Long enough content for a resource."}},
				{"DELETE", "/api/resources/" + id, w.alice, nil},
				{"PUT", "/api/vendors/" + id, w.bob, map[string]any{"name": "Acme", "category": "Media", "location": "Austin", "description": "Long enough description."}},
				{"GET", "/api/user/" + id, w.alice, nil},
				{"GET", "/api/teams/" + id, w.alice, nil},
				{"PUT", "/api/teams/" + id, w.alice, map[string]any{"name": "Renamed"}},
				{"DELETE", "/api/teams/" + id, w.alice, nil},
				{"POST", "/api/teams/" + id + "/members", w.alice, map[string]any{"userId": w.carolU.DatabaseID}},
				{"DELETE", "/api/teams/" + id + "/members/" + carol, w.alice, nil},
				{"PUT", "/api/teams/" + id + "/members/" + carol + "/role", w.alice, map[string]any{"role": "admin"}},
				{"DELETE", "/api/teams/" + team + "/members/" + id, w.alice, nil},
				{"PUT", "/api/teams/" + team + "/members/" + id + "/role", w.alice, map[string]any{"role": "admin"}},
				{"POST", "/api/teams/invitations/" + id + "/accept", w.carol, nil},
				{"POST", "/api/teams/invitations/" + id + "/decline", w.carol, nil},
				{"POST", "/api/messages/" + id + "/read", w.bob, nil},
				{"POST", "/api/messages/requests/" + id + "/accept", w.bob, nil},
				{"POST", "/api/messages/requests/" + id + "/decline", w.bob, nil},
				{"POST", "/api/notifications/" + id + "/read", w.alice, nil},
				{"PUT", "/api/jobs/" + id + "/save", w.carol, nil},
				{"DELETE", "/api/jobs/" + id + "/save", w.carol, nil},
				{"GET", "/api/messages?with=" + id, w.bob, nil},
				{"GET", "/api/news/" + id, w.visit, nil},
				{"PUT", "/api/news/" + id, w.dora, newsFields},
				{"DELETE", "/api/news/" + id, w.dora, nil},
				{"PUT", "/api/news/" + id, w.carol, newsFields},
				{"PUT", "/api/saved-searches/" + id, w.carol, map[string]any{"name": "Mine", "frequency": "off"}},
				{"DELETE", "/api/saved-searches/" + id, w.carol, nil},
				{"PUT", "/api/jobs/" + job + "/applications/" + id + "/stage", w.alice, map[string]any{"stage": "interview"}},
				{"PUT", "/api/jobs/" + id + "/applications/" + app + "/stage", w.alice, map[string]any{"stage": "interview"}},
				{"PUT", "/api/jobs/" + job + "/applications/" + id + "/note", w.alice, map[string]any{"note": "x"}},
				{"POST", "/api/jobs/" + job + "/applications/" + id + "/withdraw", w.carol, nil},
				{"POST", "/api/jobs/" + id + "/applications/" + app + "/withdraw", w.carol, nil},
				{"GET", "/api/jobs/" + job + "/applications/" + id + "/resume", w.alice, nil},
				{"GET", "/api/jobs/" + id + "/applications/" + app + "/resume", w.alice, nil},
				{"POST", "/api/moderation/verifications/" + id + "/decide", w.alice, map[string]any{"decision": "approve", "reason": "x"}},
			} {
				reqs = append(reqs, hostileRequest{name: "bad id " + id, client: rt.client, method: rt.method, path: rt.path, body: rt.body})
			}
		}

		verifyReq := map[string]any{"kind": "organization", "name": "Org", "website": "https://org.example", "email": "me@org.example"}

		// Other users' records.
		jobEdit := map[string]any{"title": "Hijacked posting", "organization": "Evil Org", "location": "Nowhere",
			"jobType": "full-time", "description": "This posting was taken over by someone else."}
		vendorEdit := map[string]any{"name": "Hijacked", "category": "Media", "location": "Nowhere",
			"description": "This profile was taken over by someone else."}
		reqs = append(reqs,
			hostileRequest{name: "edit someone else's job", client: w.carol, method: "PUT", path: "/api/jobs/" + job, body: jobEdit, want: []int{403}},
			hostileRequest{name: "delete someone else's job", client: w.carol, method: "DELETE", path: "/api/jobs/" + job, want: []int{403}},
			hostileRequest{name: "vendor edits someone else's job", client: w.bob, method: "PUT", path: "/api/jobs/" + job, body: jobEdit, want: []int{403}},
			hostileRequest{name: "visitor edits a job", client: w.visit, method: "PUT", path: "/api/jobs/" + job, body: jobEdit, want: []int{401}},
			hostileRequest{name: "visitor deletes a job", client: w.visit, method: "DELETE", path: "/api/jobs/" + job, want: []int{401}},
			hostileRequest{name: "someone else's applications", client: w.carol, method: "GET", path: "/api/jobs/" + job + "/applications", want: []int{403}},
			hostileRequest{name: "apply to own job", client: w.alice, method: "POST", path: "/api/jobs/" + job + "/applications", body: map[string]any{"message": "me"}, want: []int{400}},
			hostileRequest{name: "edit someone else's vendor", client: w.alice, method: "PUT", path: "/api/vendors/" + vendor, body: vendorEdit, want: []int{403}},
			hostileRequest{name: "visitor edits a vendor", client: w.visit, method: "PUT", path: "/api/vendors/" + vendor, body: vendorEdit, want: []int{401}},
			hostileRequest{name: "second vendor profile", client: w.bob, method: "POST", path: "/api/vendors", body: vendorEdit, want: []int{409}},
			hostileRequest{name: "candidate creates a vendor", client: w.alice, method: "POST", path: "/api/vendors", body: vendorEdit, want: []int{403}},
			hostileRequest{name: "sender marks a message read", client: w.alice, method: "POST", path: "/api/messages/" + strconv.FormatInt(w.msgID, 10) + "/read", want: []int{403}},
			hostileRequest{name: "stranger marks a message read", client: w.carol, method: "POST", path: "/api/messages/" + strconv.FormatInt(w.msgID, 10) + "/read", want: []int{404}},
			hostileRequest{name: "visitor marks a message read", client: w.visit, method: "POST", path: "/api/messages/" + strconv.FormatInt(w.msgID, 10) + "/read", want: []int{401}},
			hostileRequest{name: "visitor lists messages", client: w.visit, method: "GET", path: "/api/messages", want: []int{401}},
			// Message requests (alice's "Hello Bob" is one): only its receiver decides.
			hostileRequest{name: "visitor lists message requests", client: w.visit, method: "GET", path: "/api/messages/requests", want: []int{401}},
			hostileRequest{name: "visitor accepts a request", client: w.visit, method: "POST", path: "/api/messages/requests/" + strconv.FormatInt(w.aliceU.DatabaseID, 10) + "/accept", want: []int{401}},
			hostileRequest{name: "visitor declines a request", client: w.visit, method: "POST", path: "/api/messages/requests/" + strconv.FormatInt(w.aliceU.DatabaseID, 10) + "/decline", want: []int{401}},
			hostileRequest{name: "sender accepts their own request", client: w.alice, method: "POST", path: "/api/messages/requests/" + strconv.FormatInt(w.bobU.DatabaseID, 10) + "/accept", want: []int{404}},
			hostileRequest{name: "stranger accepts someone's request", client: w.carol, method: "POST", path: "/api/messages/requests/" + strconv.FormatInt(w.aliceU.DatabaseID, 10) + "/accept", want: []int{404}},
			hostileRequest{name: "stranger declines someone's request", client: w.carol, method: "POST", path: "/api/messages/requests/" + strconv.FormatInt(w.aliceU.DatabaseID, 10) + "/decline", want: []int{404}},
			hostileRequest{name: "decline a request from nobody", client: w.bob, method: "POST", path: "/api/messages/requests/0/decline", want: []int{404}},
			hostileRequest{name: "message to self", client: w.alice, method: "POST", path: "/api/messages", body: map[string]any{"receiverId": w.aliceU.DatabaseID, "content": "me"}, want: []int{400}},
			hostileRequest{name: "message to nobody", client: w.alice, method: "POST", path: "/api/messages", body: map[string]any{"receiverId": 99999999, "content": "hi"}, want: []int{400}},
			hostileRequest{name: "huge receiver id", client: w.alice, method: "POST", path: "/api/messages", body: `{"receiverId": 99999999999999999999999, "content": "hi"}`, want: []int{400}},
			hostileRequest{name: "blank message", client: w.alice, method: "POST", path: "/api/messages", body: map[string]any{"receiverId": w.bobU.DatabaseID, "content": " \u200b\u200d\ufeff "}, want: []int{400}},
			hostileRequest{name: "vendor posts a job", client: w.bob, method: "POST", path: "/api/jobs", body: jobEdit, want: []int{403}},
			// Notifications and saved jobs: one's own only; vendors save nothing.
			hostileRequest{name: "someone else's notification read", client: w.carol, method: "POST", path: "/api/notifications/" + note + "/read", want: []int{404}},
			hostileRequest{name: "visitor reads a notification", client: w.visit, method: "POST", path: "/api/notifications/" + note + "/read", want: []int{401}},
			hostileRequest{name: "visitor lists notifications", client: w.visit, method: "GET", path: "/api/notifications", want: []int{401}},
			hostileRequest{name: "visitor reads all notifications", client: w.visit, method: "POST", path: "/api/notifications/read-all", want: []int{401}},
			hostileRequest{name: "cross-site read-all", client: w.alice, method: "POST", path: "/api/notifications/read-all", body: "x", contentType: "text/plain", header: crossSite, want: []int{403}},
			// Application stages: the poster moves and notes, the applicant withdraws; no one else.
			hostileRequest{name: "applicant moves own application", client: w.carol, method: "PUT", path: "/api/jobs/" + job + "/applications/" + app + "/stage", body: map[string]any{"stage": "hired"}, want: []int{403}},
			hostileRequest{name: "stranger moves an application", client: w.bob, method: "PUT", path: "/api/jobs/" + job + "/applications/" + app + "/stage", body: map[string]any{"stage": "offer"}, want: []int{404}},
			hostileRequest{name: "visitor moves an application", client: w.visit, method: "PUT", path: "/api/jobs/" + job + "/applications/" + app + "/stage", body: map[string]any{"stage": "offer"}, want: []int{401}},
			hostileRequest{name: "forged stage", client: w.alice, method: "PUT", path: "/api/jobs/" + job + "/applications/" + app + "/stage", body: map[string]any{"stage": "promoted"}, want: []int{400}},
			hostileRequest{name: "poster withdraws for the applicant", client: w.alice, method: "PUT", path: "/api/jobs/" + job + "/applications/" + app + "/stage", body: map[string]any{"stage": "withdrawn"}, want: []int{400}},
			hostileRequest{name: "stage as a number", client: w.alice, method: "PUT", path: "/api/jobs/" + job + "/applications/" + app + "/stage", body: `{"stage": 3}`, want: []int{400}},
			hostileRequest{name: "applicant writes the note", client: w.carol, method: "PUT", path: "/api/jobs/" + job + "/applications/" + app + "/note", body: map[string]any{"note": "hire me"}, want: []int{403}},
			hostileRequest{name: "huge note", client: w.alice, method: "PUT", path: "/api/jobs/" + job + "/applications/" + app + "/note", body: map[string]any{"note": strings.Repeat("n", 5000)}, want: []int{400}},
			hostileRequest{name: "poster withdraws", client: w.alice, method: "POST", path: "/api/jobs/" + job + "/applications/" + app + "/withdraw", want: []int{403}},
			hostileRequest{name: "stranger withdraws", client: w.bob, method: "POST", path: "/api/jobs/" + job + "/applications/" + app + "/withdraw", want: []int{404}},
			hostileRequest{name: "withdraw with a text body", client: w.carol, method: "POST", path: "/api/jobs/" + job + "/applications/" + app + "/withdraw", body: "x", contentType: "text/plain", want: []int{400}},
			// Open to work: one's own, candidates and campaign staff only; /people likewise.
			hostileRequest{name: "vendor opens to work", client: w.bob, method: "PUT", path: "/api/user/open-to-work",
				body: map[string]any{"open": true, "availableFrom": "2026-11-04", "roles": []string{"field"}, "states": []string{"CO"}}, want: []int{403}},
			hostileRequest{name: "vendor reads open to work", client: w.bob, method: "GET", path: "/api/user/open-to-work", want: []int{403}},
			hostileRequest{name: "visitor opens to work", client: w.visit, method: "PUT", path: "/api/user/open-to-work", body: map[string]any{"open": false}, want: []int{401}},
			hostileRequest{name: "visitor reads open to work", client: w.visit, method: "GET", path: "/api/user/open-to-work", want: []int{401}},
			hostileRequest{name: "open to work with forged values", client: w.carol, method: "PUT", path: "/api/user/open-to-work",
				body: map[string]any{"open": true, "availableFrom": "2026-02-30", "roles": []string{"field", "spy"}, "states": []string{"CO", "%00", strings.Repeat("x", 5000)}}, want: []int{400}},
			hostileRequest{name: "open to work far ahead", client: w.carol, method: "PUT", path: "/api/user/open-to-work",
				body: map[string]any{"open": true, "availableFrom": "9999-12-31", "roles": []string{"field"}, "states": []string{"CO"}}, want: []int{400}},
			hostileRequest{name: "open to work as a string", client: w.carol, method: "PUT", path: "/api/user/open-to-work", body: `{"open": "yes", "roles": "field"}`, want: []int{400}},
			hostileRequest{name: "another member's id in the body", client: w.alice, method: "PUT", path: "/api/user/open-to-work", body: map[string]any{"userId": w.carolU.DatabaseID}, want: []int{400}},
			hostileRequest{name: "vendor searches people", client: w.bob, method: "GET", path: "/api/people", want: []int{403}},
			hostileRequest{name: "visitor searches people", client: w.visit, method: "GET", path: "/api/people?role=field", want: []int{401}},
			hostileRequest{name: "people with unknown values", client: w.alice, method: "GET", path: "/api/people?available=%00&role=%ff&state=" + strings.Repeat("x", 5000), want: []int{400}},
			hostileRequest{name: "people with a LIKE pattern", client: w.alice, method: "GET", path: "/api/people?state=%25&role=%25", want: []int{400}},
			// Résumés: an application's for its applicant and poster only (404 for everyone else,
			// visitors too, and under another job's path); one's own profile's only; PDFs only.
			hostileRequest{name: "stranger downloads a résumé", client: w.bob, method: "GET", path: "/api/jobs/" + job + "/applications/" + app + "/resume", want: []int{404}},
			hostileRequest{name: "another poster downloads a résumé", client: w.dora, method: "GET", path: "/api/jobs/" + job + "/applications/" + app + "/resume", want: []int{404}},
			hostileRequest{name: "another poster's job path for a résumé", client: w.dora, method: "GET", path: "/api/jobs/" + doraJob + "/applications/" + app + "/resume", want: []int{404}},
			hostileRequest{name: "poster's résumé under another job's path", client: w.alice, method: "GET", path: "/api/jobs/" + doraJob + "/applications/" + app + "/resume", want: []int{404}},
			hostileRequest{name: "applicant's résumé under another job's path", client: w.carol, method: "GET", path: "/api/jobs/" + doraJob + "/applications/" + app + "/resume", want: []int{404}},
			hostileRequest{name: "visitor downloads a résumé", client: w.visit, method: "GET", path: "/api/jobs/" + job + "/applications/" + app + "/resume", want: []int{404}},
			hostileRequest{name: "visitor downloads a profile résumé", client: w.visit, method: "GET", path: "/api/user/resume", want: []int{401}},
			hostileRequest{name: "no profile résumé to download", client: w.bob, method: "GET", path: "/api/user/resume", want: []int{404}},
			hostileRequest{name: "visitor sets a profile résumé", client: w.visit, method: "PUT", path: "/api/user/resume",
				body: map[string]any{"resume": map[string]any{"fileName": "x.pdf", "data": testkit.PDFDataURL("x")}}, want: []int{401}},
			hostileRequest{name: "visitor removes a profile résumé", client: w.visit, method: "DELETE", path: "/api/user/resume", want: []int{401}},
			hostileRequest{name: "cross-site résumé removal", client: w.carol, method: "DELETE", path: "/api/user/resume", header: crossSite, want: []int{403}},
			hostileRequest{name: "résumé removal with a text body", client: w.carol, method: "DELETE", path: "/api/user/resume", body: "x", contentType: "text/plain", want: []int{400}},
			hostileRequest{name: "HTML as a résumé", client: w.carol, method: "PUT", path: "/api/user/resume",
				body: map[string]any{"resume": map[string]any{"fileName": "x.pdf", "data": "data:application/pdf;base64,PGh0bWw+PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0PjwvaHRtbD4="}}, want: []int{400}},
			hostileRequest{name: "an image as a résumé", client: w.carol, method: "PUT", path: "/api/user/resume",
				body: map[string]any{"resume": map[string]any{"fileName": "x.pdf", "data": testkit.PNGDataURL(4, 4)}}, want: []int{400}},
			hostileRequest{name: "a hostile PDF as a résumé", client: w.carol, method: "PUT", path: "/api/user/resume",
				body: map[string]any{"resume": map[string]any{"fileName": "x.pdf", "data": "data:application/pdf;base64," + base64.StdEncoding.EncodeToString(testkit.HostilePDF(3<<20))}}, want: []int{400}},
			hostileRequest{name: "a résumé as a URL", client: w.carol, method: "PUT", path: "/api/user/resume",
				body: map[string]any{"resume": map[string]any{"fileName": "x.pdf", "data": "/uploads/" + strings.Repeat("a", 64) + ".png"}}, want: []int{400}},
			hostileRequest{name: "no résumé", client: w.carol, method: "PUT", path: "/api/user/resume", body: map[string]any{"resume": nil}, want: []int{400}},
			hostileRequest{name: "a résumé over 7 MB", client: w.carol, method: "PUT", path: "/api/user/resume",
				body: `{"resume":{"fileName":"x.pdf","data":"data:application/pdf;base64,` + strings.Repeat("A", 7<<20) + `"}}`, want: []int{413}},
			hostileRequest{name: "a 4 MB body (allowed here) that is no PDF", client: w.carol, method: "PUT", path: "/api/user/resume",
				body: `{"resume":{"fileName":"x.pdf","data":"data:application/pdf;base64,` + strings.Repeat("JVBE", 1<<20) + `"}}`, want: []int{400}},
			hostileRequest{name: "apply with a fake PDF", client: w.dora, method: "POST", path: "/api/jobs/" + job + "/applications",
				body: map[string]any{"message": "Hire me", "resume": map[string]any{"fileName": "x.pdf", "data": "data:application/pdf;base64,JVBERi0xLjQKZ2FyYmFnZQ=="}}, want: []int{400}},
			hostileRequest{name: "apply with a résumé over 7 MB", client: w.dora, method: "POST", path: "/api/jobs/" + job + "/applications",
				body: `{"message":"Hire me","resume":{"fileName":"x.pdf","data":"data:application/pdf;base64,` + strings.Repeat("A", 7<<20) + `"}}`, want: []int{413}},
			hostileRequest{name: "apply again with a résumé", client: w.carol, method: "POST", path: "/api/jobs/" + job + "/applications",
				body: map[string]any{"message": "Again", "resume": map[string]any{"fileName": "x.pdf", "data": testkit.PDFDataURL("Carol")}}, want: []int{409}},
			hostileRequest{name: "pay insights with unknown values", client: w.visit, method: "GET", path: "/api/insights/pay?role=%00&state=%ff&jobType=" + strings.Repeat("x", 5000), want: []int{400}},
			hostileRequest{name: "visitor's applications", client: w.visit, method: "GET", path: "/api/user/applications", want: []int{401}},
			hostileRequest{name: "vendor saves a job", client: w.bob, method: "PUT", path: "/api/jobs/" + job + "/save", want: []int{403}},
			hostileRequest{name: "visitor saves a job", client: w.visit, method: "PUT", path: "/api/jobs/" + job + "/save", want: []int{401}},
			hostileRequest{name: "visitor unsaves a job", client: w.visit, method: "DELETE", path: "/api/jobs/" + job + "/save", want: []int{401}},
			hostileRequest{name: "vendor lists saved jobs", client: w.bob, method: "GET", path: "/api/user/saved-jobs", want: []int{403}},
			hostileRequest{name: "visitor lists saved jobs", client: w.visit, method: "GET", path: "/api/user/saved-jobs", want: []int{401}},
			// Teams: vendors everywhere 403, visitors 401, outsiders 404, members cannot manage.
			hostileRequest{name: "vendor lists teams", client: w.bob, method: "GET", path: "/api/teams", want: []int{403}},
			hostileRequest{name: "vendor creates a team", client: w.bob, method: "POST", path: "/api/teams", body: map[string]any{"name": "Vendors"}, want: []int{403}},
			hostileRequest{name: "vendor reads a team", client: w.bob, method: "GET", path: "/api/teams/" + team, want: []int{403}},
			hostileRequest{name: "vendor joins a team", client: w.bob, method: "POST", path: "/api/teams/" + team + "/members", body: map[string]any{"userId": w.bobU.DatabaseID}, want: []int{403}},
			hostileRequest{name: "vendor added to a team", client: w.alice, method: "POST", path: "/api/teams/" + team + "/members", body: map[string]any{"userId": w.bobU.DatabaseID}, want: []int{400}},
			hostileRequest{name: "visitor lists teams", client: w.visit, method: "GET", path: "/api/teams", want: []int{401}},
			hostileRequest{name: "visitor deletes a team", client: w.visit, method: "DELETE", path: "/api/teams/" + team, want: []int{401}},
			hostileRequest{name: "member renames the team", client: w.carol, method: "PUT", path: "/api/teams/" + team, body: map[string]any{"name": "Carol's"}, want: []int{403}},
			hostileRequest{name: "member deletes the team", client: w.carol, method: "DELETE", path: "/api/teams/" + team, want: []int{403}},
			hostileRequest{name: "member promotes self", client: w.carol, method: "PUT", path: "/api/teams/" + team + "/members/" + carol + "/role", body: map[string]any{"role": "admin"}, want: []int{403}},
			hostileRequest{name: "member removes the owner", client: w.carol, method: "DELETE", path: "/api/teams/" + team + "/members/" + strconv.FormatInt(w.aliceU.DatabaseID, 10), want: []int{403}},
			hostileRequest{name: "owner leaves", client: w.alice, method: "DELETE", path: "/api/teams/" + team + "/members/" + strconv.FormatInt(w.aliceU.DatabaseID, 10), want: []int{403}},
			hostileRequest{name: "owner made owner again", client: w.alice, method: "PUT", path: "/api/teams/" + team + "/members/" + carol + "/role", body: map[string]any{"role": "owner"}, want: []int{400}},
			hostileRequest{name: "visitor lists invitations", client: w.visit, method: "GET", path: "/api/teams/invitations", want: []int{401}},
			hostileRequest{name: "vendor lists invitations", client: w.bob, method: "GET", path: "/api/teams/invitations", want: []int{200}},
			hostileRequest{name: "someone else accepts an invitation", client: w.dora, method: "POST", path: "/api/teams/invitations/" + strconv.FormatInt(w.invitationID, 10) + "/accept", want: []int{404}},
			hostileRequest{name: "inviter declines their own invitation", client: w.alice, method: "POST", path: "/api/teams/invitations/" + strconv.FormatInt(w.invitationID, 10) + "/decline", want: []int{404}},
			hostileRequest{name: "vendor accepts an invitation", client: w.bob, method: "POST", path: "/api/teams/invitations/" + strconv.FormatInt(w.invitationID, 10) + "/accept", want: []int{403}},
			hostileRequest{name: "visitor declines an invitation", client: w.visit, method: "POST", path: "/api/teams/invitations/" + strconv.FormatInt(w.invitationID, 10) + "/decline", want: []int{401}},
			hostileRequest{name: "answered invitation accepted again", client: w.carol, method: "POST", path: "/api/teams/invitations/" + strconv.FormatInt(w.invitationID, 10) + "/accept", want: []int{409}},
			hostileRequest{name: "double add", client: w.alice, method: "POST", path: "/api/teams/" + team + "/members", body: map[string]any{"userId": w.carolU.DatabaseID}, want: []int{409}},
			hostileRequest{name: "unknown role", client: w.alice, method: "PUT", path: "/api/teams/" + team + "/members/" + carol + "/role", body: map[string]any{"role": "overlord"}, want: []int{400}},
			hostileRequest{name: "user id as object", client: w.alice, method: "POST", path: "/api/teams/" + team + "/members", body: map[string]any{"userId": map[string]any{"$gt": 0}}, want: []int{400}},
			hostileRequest{name: "delete team as text/plain", client: w.alice, method: "DELETE", path: "/api/teams/" + team, body: "x", contentType: "text/plain", want: []int{400}},
			hostileRequest{name: "huge team name", client: w.alice, method: "PUT", path: "/api/teams/" + team, body: map[string]any{"name": strings.Repeat("n", 101)}, want: []int{400}},
			hostileRequest{name: "member writes news", client: w.carol, method: "POST", path: "/api/news", body: newsFields, want: []int{403}},
			hostileRequest{name: "vendor edits news", client: w.bob, method: "PUT", path: "/api/news/" + strconv.FormatInt(w.newsID, 10), body: newsFields, want: []int{403}},
			hostileRequest{name: "member deletes news", client: w.alice, method: "DELETE", path: "/api/news/" + strconv.FormatInt(w.newsID, 10), want: []int{403}},
			hostileRequest{name: "visitor writes news", client: w.visit, method: "POST", path: "/api/news", body: newsFields, want: []int{401}},
			hostileRequest{name: "visitor deletes news", client: w.visit, method: "DELETE", path: "/api/news/" + strconv.FormatInt(w.newsID, 10), want: []int{401}},
			hostileRequest{name: "editor schedules in the past", client: w.dora, method: "PUT", path: "/api/news/" + strconv.FormatInt(w.newsID, 10),
				body: map[string]any{"title": "Election night coverage", "summary": "Results from every county.", "content": "Polls closed at eight and the counting began.",
					"status": "scheduled", "publishAt": "2001-01-01T00:00:00Z"}, want: []int{400}},
			hostileRequest{name: "editor unknown status", client: w.dora, method: "PUT", path: "/api/news/" + strconv.FormatInt(w.newsID, 10),
				body: map[string]any{"title": "Election night coverage", "summary": "Results from every county.", "content": "Polls closed at eight and the counting began.", "status": "viral"}, want: []int{400}},
			hostileRequest{name: "visitor changes a password", client: w.visit, method: "PUT", path: "/api/user/password", body: map[string]any{"currentPassword": "x", "newPassword": "yyyyyyyy"}, want: []int{401}},
			hostileRequest{name: "visitor deletes an account", client: w.visit, method: "DELETE", path: "/api/user", body: map[string]any{"currentPassword": "x"}, want: []int{401}},
			hostileRequest{name: "delete account with a wrong password", client: w.carol, method: "DELETE", path: "/api/user", body: map[string]any{"currentPassword": "guess"}, want: []int{400}},
			hostileRequest{name: "visitor asks for a confirmation email", client: w.visit, method: "POST", path: "/api/user/email/resend", want: []int{401}},
			hostileRequest{name: "forged confirmation token", client: w.alice, method: "POST", path: "/api/user/email/verify", body: map[string]any{"token": "forged"}, want: []int{400}},
			hostileRequest{name: "visitor edits a profile", client: w.visit, method: "PUT", path: "/api/user/profile", body: map[string]any{"firstName": "X", "lastName": "Y"}, want: []int{401}},
			hostileRequest{name: "register as admin", client: w.visit, method: "POST", path: "/api/register", body: map[string]any{
				"username": "mallory", "password": "secret-password", "email": "m@example.com", "firstName": "M", "lastName": "M", "userType": "admin"}, want: []int{400}},
			hostileRequest{name: "register taken username", client: w.visit, method: "POST", path: "/api/register", body: map[string]any{
				"username": "ALICE", "password": "secret-password", "email": "other@example.com", "firstName": "A", "lastName": "A", "userType": "candidate"}, want: []int{409}},
		)

		// Fake images: text with PNG magic, and a data URL that is not base64.
		fake := testkit.FakePNGDataURL()
		for _, logo := range []string{fake, "data:image/png;base64,!!!!", "data:text/html,<script>alert(1)</script>", "https://evil.example/x.png", "/uploads/../../etc/passwd", "javascript:alert(1)"} {
			reqs = append(reqs,
				hostileRequest{name: "logo " + logo[:min(len(logo), 30)], client: w.bob, method: "PUT", path: "/api/vendors/" + vendor,
					body: map[string]any{"name": "Acme Media", "category": "Media", "location": "Austin, TX",
						"description": "Television and digital advertising for campaigns.", "logo": logo}, want: []int{400}},
				hostileRequest{name: "profileImage " + logo[:min(len(logo), 30)], client: w.alice, method: "PUT", path: "/api/user/profile",
					body: map[string]any{"firstName": "Test", "lastName": "Alice", "profileImage": logo}, want: []int{400}},
				hostileRequest{name: "news image " + logo[:min(len(logo), 30)], client: w.dora, method: "PUT", path: "/api/news/" + strconv.FormatInt(w.newsID, 10),
					body: map[string]any{"title": "Election night coverage", "summary": "Results from every county.",
						"content": "Polls closed at eight and the counting began.", "imageUrl": logo}, want: []int{400}},
			)
		}

		// Query parameters: malformed cursors, limits and filters.
		wrongJSON := base64.RawURLEncoding.EncodeToString([]byte(`[1,2]`))
		badTime := base64.RawURLEncoding.EncodeToString([]byte(`{"t":"yesterday","i":1}`))
		nulKey := base64.RawURLEncoding.EncodeToString([]byte(`{"o":"NAME","k":"\u0000","i":1}`))
		hugeID := base64.RawURLEncoding.EncodeToString([]byte(`{"t":"2020-01-01T00:00:00Z","i":99999999999999999999}`))
		for _, p := range []struct {
			path   string
			client *apptest.Client
		}{{"/api/jobs", w.visit}, {"/api/vendors", w.visit}, {"/api/resources", w.visit}, {"/api/users", w.alice}, {"/api/jobs/" + job + "/applications", w.alice}, {"/api/user/applications", w.carol}, {"/api/teams", w.alice}, {"/api/messages", w.bob}, {"/api/news", w.visit},
			{"/api/notifications", w.alice}, {"/api/user/saved-jobs", w.carol}, {"/api/saved-searches", w.carol}, {"/api/people", w.alice}} {
			for _, q := range []string{"after=!!!", "after=" + wrongJSON, "after=" + badTime, "after=" + hugeID,
				"after=%ff%fe", "limit=-1", "limit=0", "limit=abc", "limit=99999999999999999999", "limit=101"} {
				reqs = append(reqs, hostileRequest{name: "query " + q, client: p.client, method: "GET", path: p.path + "?" + q})
			}
			// Another list's cursor (with a NUL in its key) pages nowhere or is refused.
			reqs = append(reqs, hostileRequest{name: "foreign cursor", client: p.client, method: "GET", path: p.path + "?after=" + nulKey, want: []int{200, 400}})
		}
		for _, q := range []string{"jobType=FOREVER", "affiliation=Whig", "workplace=moon", "location=%00", "location=%ff", "search=%00%ff"} {
			reqs = append(reqs, hostileRequest{name: "jobs " + q, client: w.visit, method: "GET", path: "/api/jobs?" + q, want: []int{200, 400}})
		}
		for _, q := range []string{"sort=sideways", "category=Espionage", "affiliation=Tory", "location=%00", "location=%ff", "search=%00%ff", "category=%00"} {
			reqs = append(reqs, hostileRequest{name: "vendors " + q, client: w.visit, method: "GET", path: "/api/vendors?" + q, want: []int{200, 400}})
		}
		for _, q := range []string{"topic=sports", "topic=%00", "search=%00%ff", "order=%ff", "search=" + strings.Repeat("x*(", 300)} {
			reqs = append(reqs, hostileRequest{name: "news " + q, client: w.visit, method: "GET", path: "/api/news?" + q, want: []int{200, 400}})
		}
		for _, q := range []string{"search=%00", "search=%ff", "search=" + strings.Repeat("x", 500)} {
			reqs = append(reqs, hostileRequest{name: "users " + q, client: w.alice, method: "GET", path: "/api/users?" + q, want: []int{200, 400}})
		}
		reqs = append(reqs,
			hostileRequest{name: "login with NUL", client: w.visit, method: "POST", path: "/api/login", body: map[string]any{"username": "alice\x00", "password": "x"}},
			hostileRequest{name: "login with bad UTF-8", client: w.visit, method: "POST", path: "/api/login", body: []byte("{\"username\":\"\xff\xfe\",\"password\":\"x\"}")},
			hostileRequest{name: "javascript: website", client: w.alice, method: "PUT", path: "/api/user/profile",
				body: map[string]any{"firstName": "Test", "lastName": "Alice", "website": "javascript:alert(1)", "socialLinks": "javascript:alert(2)"}, want: []int{400}},
			hostileRequest{name: "deadline in the past", client: w.alice, method: "PUT", path: "/api/jobs/" + job,
				body: map[string]any{"title": "Field Organizer", "organization": "Org", "location": "Here", "jobType": "full-time",
					"description": "A long enough description for an edit.", "deadline": "0001-01-01T00:00:00Z"}, want: []int{400}},
			hostileRequest{name: "salary overflow", client: w.alice, method: "PUT", path: "/api/jobs/" + job,
				body: `{"title":"Field Organizer","organization":"Org","location":"Here","jobType":"full-time","description":"A long enough description for an edit.","salaryMin":99999999999999999999,"salaryPeriod":"year"}`, want: []int{400}},
			hostileRequest{name: "visitor lists users", client: w.visit, method: "GET", path: "/api/users", want: []int{401}},
			hostileRequest{name: "visitor asks who is signed in", client: w.visit, method: "GET", path: "/api/user", want: []int{401}},
			hostileRequest{name: "visitor uploads", client: w.visit, method: "POST", path: "/api/uploads", body: testkit.PNG(8, 8), contentType: "image/png", want: []int{401}},
			hostileRequest{name: "upload as JSON", client: w.alice, method: "POST", path: "/api/uploads", body: `{"image":"x"}`, want: []int{400}},
			hostileRequest{name: "upload as form", client: w.alice, method: "POST", path: "/api/uploads", body: "a=b", contentType: "application/x-www-form-urlencoded", want: []int{400}},
			hostileRequest{name: "upload a fake image", client: w.alice, method: "POST", path: "/api/uploads", body: testkit.FakePNG(), contentType: "image/png", want: []int{400}},
			hostileRequest{name: "upload a huge body", client: w.alice, method: "POST", path: "/api/uploads", body: huge, contentType: "image/png", want: []int{413}},
			hostileRequest{name: "visitor reads a user", client: w.visit, method: "GET", path: "/api/user/1", want: []int{401}},
			// Saved searches: the owner's only; vendors 403, visitors 401.
			hostileRequest{name: "edit someone else's saved search", client: w.alice, method: "PUT", path: "/api/saved-searches/" + strconv.FormatInt(w.searchID, 10),
				body: map[string]any{"name": "Mine now", "frequency": "instant"}, want: []int{404}},
			hostileRequest{name: "delete someone else's saved search", client: w.alice, method: "DELETE", path: "/api/saved-searches/" + strconv.FormatInt(w.searchID, 10), want: []int{404}},
			hostileRequest{name: "vendor lists saved searches", client: w.bob, method: "GET", path: "/api/saved-searches", want: []int{403}},
			hostileRequest{name: "vendor saves a search", client: w.bob, method: "POST", path: "/api/saved-searches", body: map[string]any{"name": "Jobs", "frequency": "daily"}, want: []int{403}},
			hostileRequest{name: "visitor lists saved searches", client: w.visit, method: "GET", path: "/api/saved-searches", want: []int{401}},
			hostileRequest{name: "visitor saves a search", client: w.visit, method: "POST", path: "/api/saved-searches", body: map[string]any{"name": "Jobs", "frequency": "daily"}, want: []int{401}},
			hostileRequest{name: "saved search with unknown values", client: w.carol, method: "POST", path: "/api/saved-searches",
				body: map[string]any{"name": "Jobs", "frequency": "hourly", "filter": map[string]any{"jobType": "forever", "affiliation": "Whig", "workplace": "moon"}}, want: []int{400}},
			hostileRequest{name: "saved search with a huge name", client: w.carol, method: "POST", path: "/api/saved-searches",
				body: map[string]any{"name": strings.Repeat("n", 101), "frequency": "daily"}, want: []int{400}},
			// Email preferences: one's own; an unsubscribe link only with a token we signed.
			hostileRequest{name: "visitor reads email preferences", client: w.visit, method: "GET", path: "/api/user/email-preferences", want: []int{401}},
			hostileRequest{name: "visitor sets email preferences", client: w.visit, method: "PUT", path: "/api/user/email-preferences", body: map[string]any{"job_alert": false}, want: []int{401}},
			hostileRequest{name: "unknown kind of email", client: w.carol, method: "PUT", path: "/api/user/email-preferences", body: map[string]any{"job_alert": false, "daily_news": false}, want: []int{400}},
			hostileRequest{name: "email preference as a string", client: w.carol, method: "PUT", path: "/api/user/email-preferences", body: map[string]any{"job_alert": "off"}, want: []int{400}},
			// Personal access tokens: one's own, made and revoked only with the browser session.
			hostileRequest{name: "visitor lists tokens", client: w.visit, method: "GET", path: "/api/tokens", want: []int{401}},
			hostileRequest{name: "visitor makes a token", client: w.visit, method: "POST", path: "/api/tokens", body: map[string]any{"name": "x", "scope": "read"}, want: []int{401}},
			hostileRequest{name: "revoke someone else's token", client: w.alice, method: "DELETE", path: "/api/tokens/1", want: []int{404}},
			hostileRequest{name: "revoke a token by a bad id", client: w.alice, method: "DELETE", path: "/api/tokens/%00", want: []int{404}},
			hostileRequest{name: "token with unknown scope and expiry", client: w.carol, method: "POST", path: "/api/tokens", body: map[string]any{"name": "x", "scope": "admin", "expiresInDays": -1}, want: []int{400}},
			hostileRequest{name: "token with a huge name", client: w.carol, method: "POST", path: "/api/tokens", body: map[string]any{"name": strings.Repeat("n", 101), "scope": "read"}, want: []int{400}},
			hostileRequest{name: "forged bearer token", client: w.visit, method: "POST", path: "/api/jobs", body: map[string]any{"title": "x"}, header: http.Header{"Authorization": {"Bearer cvs_" + strings.Repeat("A", 40)}}, want: []int{401}},
			hostileRequest{name: "bearer token with odd bytes", client: w.visit, method: "GET", path: "/api/user", header: http.Header{"Authorization": {"Bearer cvs_é€%00"}}, want: []int{401}},
			hostileRequest{name: "huge bearer token", client: w.visit, method: "GET", path: "/api/tokens", header: http.Header{"Authorization": {"Bearer " + strings.Repeat("9", 6000)}}, want: []int{401}},
			hostileRequest{name: "forged unsubscribe token", client: w.visit, method: "POST", path: "/api/unsubscribe?token=" + strconv.FormatInt(w.carolU.DatabaseID, 10) + ".job_alert.AAAAAAAAAAAAAAAAAAAAAA", body: "List-Unsubscribe=One-Click", contentType: "application/x-www-form-urlencoded", want: []int{400}},
			hostileRequest{name: "unsubscribe without a token", client: w.visit, method: "POST", path: "/api/unsubscribe", want: []int{400}},
			hostileRequest{name: "unsubscribe token with NUL", client: w.visit, method: "POST", path: "/api/unsubscribe?token=1.job_alert.%00", want: []int{400}},
			hostileRequest{name: "huge unsubscribe token", client: w.visit, method: "POST", path: "/api/unsubscribe", body: map[string]any{"token": strings.Repeat("9", 100000)}, want: []int{400, 413}},
			hostileRequest{name: "cross-site unsubscribe", client: w.visit, method: "POST", path: "/api/unsubscribe?token=x", body: "x", contentType: "text/plain", header: crossSite, want: []int{403}},
			hostileRequest{name: "unsubscribe page with junk", client: w.visit, method: "GET", path: "/api/unsubscribe?token=%00%ff", want: []int{200}},
			// Verification: one's own request; deciding is for moderators only (403 members, 401 visitors).
			hostileRequest{name: "visitor reads verification", client: w.visit, method: "GET", path: "/api/verification", want: []int{401}},
			hostileRequest{name: "visitor requests verification", client: w.visit, method: "POST", path: "/api/verification", body: verifyReq, want: []int{401}},
			hostileRequest{name: "visitor confirms a code", client: w.visit, method: "POST", path: "/api/verification/confirm", body: map[string]any{"code": "123456"}, want: []int{401}},
			hostileRequest{name: "visitor resends a code", client: w.visit, method: "POST", path: "/api/verification/resend", want: []int{401}},
			hostileRequest{name: "code without a request", client: w.carol, method: "POST", path: "/api/verification/confirm", body: map[string]any{"code": "123456"}, want: []int{400}},
			hostileRequest{name: "code of letters", client: w.carol, method: "POST", path: "/api/verification/confirm", body: map[string]any{"code": "abcdef"}, want: []int{400}},
			hostileRequest{name: "resend without a request", client: w.carol, method: "POST", path: "/api/verification/resend", want: []int{400}},
			hostileRequest{name: "verification email at another domain", client: w.carol, method: "POST", path: "/api/verification",
				body: map[string]any{"kind": "organization", "name": "Org", "website": "https://org.example", "email": "me@evil.example"}, want: []int{400}},
			hostileRequest{name: "verification with a bad FEC id", client: w.carol, method: "POST", path: "/api/verification",
				body: map[string]any{"kind": "campaign", "name": "Org", "fecId": "C123", "website": "https://org.example", "email": "me@org.example"}, want: []int{400}},
			hostileRequest{name: "verification with a script website", client: w.carol, method: "POST", path: "/api/verification",
				body: map[string]any{"kind": "vendor", "name": "Org", "website": "javascript:alert(1)", "email": "me@org.example"}, want: []int{400}},
			hostileRequest{name: "visitor lists verifications", client: w.visit, method: "GET", path: "/api/moderation/verifications", want: []int{401}},
			hostileRequest{name: "member lists verifications", client: w.carol, method: "GET", path: "/api/moderation/verifications", want: []int{403}},
			hostileRequest{name: "member approves a verification", client: w.alice, method: "POST", path: "/api/moderation/verifications/1/decide",
				body: map[string]any{"decision": "approve", "reason": "me"}, want: []int{403}},
			hostileRequest{name: "vendor refuses a verification", client: w.bob, method: "POST", path: "/api/moderation/verifications/1/decide",
				body: map[string]any{"decision": "refuse", "reason": "no"}, want: []int{403}},
			hostileRequest{name: "visitor approves a verification", client: w.visit, method: "POST", path: "/api/moderation/verifications/1/decide",
				body: map[string]any{"decision": "approve", "reason": "x"}, want: []int{401}},
			hostileRequest{name: "saved search filter as a string", client: w.carol, method: "PUT", path: "/api/saved-searches/" + strconv.FormatInt(w.searchID, 10),
				body: map[string]any{"name": "Jobs", "frequency": "daily", "filter": "organizer"}, want: []int{400}},
			// Reports and moderation: members report what they can see; only moderators read the queue and act.
			hostileRequest{name: "visitor reports", client: w.visit, method: "POST", path: "/api/reports", body: map[string]any{"targetType": "job", "targetId": 1, "reason": "spam"}, want: []int{401}},
			hostileRequest{name: "report an unknown type", client: w.carol, method: "POST", path: "/api/reports", body: map[string]any{"targetType": "../users", "targetId": 1, "reason": "spam"}, want: []int{400}},
			hostileRequest{name: "report with a huge id", client: w.carol, method: "POST", path: "/api/reports", body: `{"targetType":"job","targetId":99999999999999999999,"reason":"spam"}`, want: []int{400}},
			hostileRequest{name: "report someone else's message", client: w.carol, method: "POST", path: "/api/reports", body: map[string]any{"targetType": "message", "targetId": 1, "reason": "harassment"}, want: []int{404}},
			hostileRequest{name: "report with NUL details", client: w.carol, method: "POST", path: "/api/reports", body: map[string]any{"targetType": "job", "targetId": -1, "reason": "spam", "details": "\x00"}, want: []int{404}},
			hostileRequest{name: "member reads the queue", client: w.alice, method: "GET", path: "/api/moderation/reports", want: []int{403}},
			hostileRequest{name: "visitor reads the queue", client: w.visit, method: "GET", path: "/api/moderation/reports?limit=%00", want: []int{400, 401}},
			hostileRequest{name: "member resolves a report", client: w.alice, method: "POST", path: "/api/moderation/reports/1/resolve", body: map[string]any{"action": "suspend", "reason": "x"}, want: []int{403}},
			hostileRequest{name: "visitor resolves a report", client: w.visit, method: "POST", path: "/api/moderation/reports/%00/resolve", body: map[string]any{"action": "hide", "reason": "x"}, want: []int{401}},
			hostileRequest{name: "member reads the log", client: w.carol, method: "GET", path: "/api/moderation/log?after=%ff", want: []int{400, 403}},
			// The OpenAPI description: public, read-only, whatever the query.
			hostileRequest{name: "OpenAPI description with junk", client: w.visit, method: "GET", path: "/api/openapi.json?x=%00&limit=-1", want: []int{200}},
		)

		sweepCoversEveryRoute(t, reqs)
		for _, r := range reqs {
			w.send(t, r)
		}
		if after := w.snapshot(t); after != before {
			t.Errorf("stored data changed after refused requests:\nbefore %s\nafter  %s", before, after)
		}
	})
}

// sweepCoversEveryRoute fails when a REST route (rest.Routes) gets no
// request in the sweep: a new route must be added to it.
func sweepCoversEveryRoute(t *testing.T, reqs []hostileRequest) {
	t.Helper()
	mux := http.NewServeMux()
	for _, p := range rest.Routes() {
		mux.HandleFunc(p, func(http.ResponseWriter, *http.Request) {})
	}
	covered := map[string]bool{}
	for _, r := range reqs {
		u, err := url.Parse(r.path)
		if err != nil {
			continue
		}
		_, pattern := mux.Handler(&http.Request{Method: r.method, URL: u, Host: "canvass.test"})
		covered[pattern] = true
	}
	for _, p := range rest.Routes() {
		if !covered[p] {
			t.Errorf("REST route %q is not in the hostile sweep: add requests for it to TestHostileREST", p)
		}
	}
}

// gqlCheck posts body to /graphql and checks that the answer is JSON, never
// a 500, and that every error has a code other than INTERNAL; wantCode,
// when set, must be among the codes.
func (w *world) gqlCheck(t *testing.T, name string, c *apptest.Client, body any, contentType string, wantCode string) {
	t.Helper()
	header := http.Header{}
	if contentType != "" {
		header.Set("Content-Type", contentType)
	}
	resp, raw := c.DoHeader(t, http.MethodPost, "/graphql", body, header)
	if resp.StatusCode >= 500 {
		t.Errorf("%s: status %d: %.300s", name, resp.StatusCode, raw)
		return
	}
	var r apptest.Response
	if err := json.Unmarshal(raw, &r); err != nil {
		// A refused transport (wrong content type, too large) may answer a
		// plain JSON error instead of a GraphQL response.
		t.Errorf("%s: status %d, non-JSON body %.300s", name, resp.StatusCode, raw)
		return
	}
	codes := r.Codes()
	for i, code := range codes { // gqlgen's own codes for a request it cannot run
		if code == "GRAPHQL_VALIDATION_FAILED" || code == "GRAPHQL_PARSE_FAILED" {
			codes[i] = "INVALID"
		}
	}
	if len(codes) == 0 && resp.StatusCode < 400 && !userErrorsIn(r.Data) {
		t.Errorf("%s: accepted: %d %.300s", name, resp.StatusCode, raw)
		return
	}
	for _, code := range codes {
		if code == "" || code == "INTERNAL" {
			t.Errorf("%s: error without a sensible code: %.300s", name, raw)
		}
	}
	if wantCode != "" {
		found := false
		for _, code := range codes {
			found = found || code == wantCode
		}
		if !found && !((wantCode == "USER_ERROR" || wantCode == "INVALID") && userErrorsIn(r.Data)) {
			t.Errorf("%s: codes %v, want %s: %.300s", name, codes, wantCode, raw)
		}
	}
}

// userErrorsIn reports whether a mutation payload in data lists errors, or
// a field resolved to null (a node that does not resolve).
func userErrorsIn(data json.RawMessage) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return false
	}
	for _, v := range m {
		if string(v) == "null" {
			return true
		}
		var p struct {
			Errors []json.RawMessage `json:"errors"`
		}
		if json.Unmarshal(v, &p) == nil && len(p.Errors) > 0 {
			return true
		}
		var list []json.RawMessage
		if json.Unmarshal(v, &list) == nil {
			for _, item := range list {
				if string(item) == "null" {
					return true
				}
			}
		}
	}
	return false
}

func TestHostileGraphQL(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := setup(t, s)
		before := w.snapshot(t)
		q := func(query string, vars map[string]any) map[string]any {
			return map[string]any{"query": query, "variables": vars}
		}
		jobFields := func(id string) map[string]any {
			return map[string]any{"id": id, "title": "Hijacked posting", "organization": "Evil Org", "location": "Nowhere",
				"jobType": "FULL_TIME", "description": "This posting was taken over by someone else."}
		}
		vendorFields := func(id string) map[string]any {
			return map[string]any{"id": id, "name": "Hijacked", "category": "Media", "location": "Nowhere",
				"description": "This profile was taken over by someone else."}
		}
		const updateJob = `mutation($input: UpdateJobInput!) { updateJob(input: $input) { job { id title } errors { field message code } } }`
		const deleteJob = `mutation($input: DeleteJobInput!) { deleteJob(input: $input) { deletedJobId errors { field message code } } }`
		const updateVendor = `mutation($input: UpdateVendorInput!) { updateVendorProfile(input: $input) { vendor { id name } errors { field message code } } }`
		const createJob = `mutation($input: CreateJobInput!) { createJob(input: $input) { job { id } errors { field message code } } }`
		const createVendor = `mutation($input: CreateVendorInput!) { createVendorProfile(input: $input) { vendor { id } errors { field message code } } }`
		const updateProfile = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id } errors { field message code } } }`
		const apply = `mutation($input: ApplyToJobInput!) { applyToJob(input: $input) { application { id } errors { field message code } } }`
		const view = `mutation($input: RecordVendorViewInput!) { recordVendorView(input: $input) { ok } }`
		const updateNews = `mutation($input: UpdateNewsArticleInput!) { updateNewsArticle(input: $input) { newsArticle { id } errors { field message code } } }`
		const createNews = `mutation($input: CreateNewsArticleInput!) { createNewsArticle(input: $input) { newsArticle { id } errors { field message code } } }`
		const deleteNews = `mutation($input: DeleteNewsArticleInput!) { deleteNewsArticle(input: $input) { deletedNewsArticleId errors { field message code } } }`
		newsInput := func(id string) map[string]any {
			return map[string]any{"id": id, "title": "Hijacked story", "summary": "A hijacked summary.", "content": "This article was taken over by someone else."}
		}

		userAsJob := gid("User", w.aliceU.DatabaseID)
		fake := testkit.FakePNGDataURL()
		badGIDs := []string{"", "!!!", "Sm9i", base64.RawURLEncoding.EncodeToString([]byte("Job:abc")), base64.RawURLEncoding.EncodeToString([]byte("Job:-1")),
			base64.RawURLEncoding.EncodeToString([]byte("Job:99999999999999999999")), gid("Job", 987654), userAsJob, w.vendorGID, gid("Nope", 1)}

		type tc struct {
			name     string
			c        *apptest.Client
			body     any
			ct       string
			wantCode string
		}
		cases := []tc{
			{"garbage JSON", w.alice, `{"query": "{ viewer`, "", ""},
			{"not JSON", w.alice, `hello`, "", ""},
			{"empty body", w.alice, ``, "", ""},
			{"array batch", w.alice, `[{"query":"{ viewer { id } }"},{"query":"{ viewer { id } }"}]`, "", ""},
			{"query is a number", w.alice, `{"query": 42}`, "", ""},
			{"variables is an array", w.alice, `{"query": "{ viewer { id } }", "variables": [1]}`, "", ""},
			{"huge body", w.alice, `{"query":"{ viewer { id } }","variables":{"x":"` + strings.Repeat("a", 3<<20+10) + `"}}`, "", ""},
			{"text/plain", w.alice, q(deleteJob, map[string]any{"input": map[string]any{"id": w.jobGID}}), "text/plain", ""},
			{"form", w.alice, `query=mutation+%7B+logout+%7B+ok+%7D+%7D`, "application/x-www-form-urlencoded", ""},
			{"null input", w.alice, q(createJob, map[string]any{"input": nil}), "", "INVALID"},
			{"null inline input", w.alice, q(`mutation { createJob(input: null) { job { id } } }`, nil), "", "INVALID"},
			{"null title", w.alice, q(createJob, map[string]any{"input": map[string]any{"title": nil, "organization": "O", "location": "L", "jobType": "FULL_TIME", "description": "d"}}), "", "INVALID"},
			{"unknown enum", w.alice, q(createJob, map[string]any{"input": map[string]any{"title": "Field Organizer", "organization": "Org", "location": "Here", "jobType": "FOREVER", "description": "Long enough description."}}), "", "INVALID"},
			{"wrong types", w.alice, q(createJob, map[string]any{"input": map[string]any{"title": []int{1}, "organization": map[string]any{}, "location": true, "jobType": 3, "description": 1.5}}), "", "INVALID"},
			{"object for string", w.bob, q(createVendor, map[string]any{"input": map[string]any{"name": map[string]any{"a": 1}, "category": "Media", "location": "L", "description": "d"}}), "", "INVALID"},
			{"bad deadline", w.alice, q(createJob, map[string]any{"input": map[string]any{"title": "Field Organizer", "organization": "Org", "location": "Here", "jobType": "FULL_TIME", "description": "Long enough description.", "deadline": "tomorrow"}}), "", "INVALID"},
			{"NUL in title", w.alice, q(createJob, map[string]any{"input": map[string]any{"title": "Field\x00Organizer", "organization": "Org", "location": "Here", "jobType": "FULL_TIME", "description": "Long enough description."}}), "", "INVALID"},
			{"NUL in vendor", w.bob, q(updateVendor, map[string]any{"input": map[string]any{"id": w.vendorGID, "name": "Acme\x00", "category": "Media", "location": "Austin", "description": "Long enough description."}}), "", "INVALID"},
			{"NUL in profile", w.alice, q(updateProfile, map[string]any{"input": map[string]any{"firstName": "A\x00", "lastName": "B"}}), "", "INVALID"},
			{"NUL in application", w.carol, q(apply, map[string]any{"input": map[string]any{"jobId": w.jobGID, "message": "hi\x00"}}), "", "INVALID"},
			{"NUL in login", w.visit, q(`mutation($u: String!) { login(input: {username: $u, password: "x"}) { user { id } errors { message } } }`, map[string]any{"u": "alice\x00"}), "", ""},
			{"NUL in reset email", w.visit, q(`mutation($e: String!) { requestPasswordReset(input: {email: $e}) { ok errors { message } } }`, map[string]any{"e": "alice\x00@example.com"}), "", ""},
			{"garbage reset token", w.visit, q(`mutation { resetPassword(input: {token: "!!!\u0000", password: "another-password"}) { ok errors { message } } }`, nil), "", "INVALID"},
			{"deadline far future", w.alice, q(createJob, map[string]any{"input": map[string]any{"title": "Field Organizer", "organization": "Org", "location": "Here", "jobType": "FULL_TIME", "description": "Long enough description.", "deadline": "99999-01-01T00:00:00Z"}}), "", "INVALID"},
			{"NUL in job filter", w.visit, q(`query($l: String) { jobs(filter: {location: $l}) { edges { node { id } } } }`, map[string]any{"l": "\x00"}), "", "INVALID"},
			{"NUL in vendor filter", w.visit, q(`query($l: String) { vendors(filter: {location: $l}) { edges { node { id } } } }`, map[string]any{"l": "\x00"}), "", "INVALID"},
			{"NUL in user search", w.alice, q(`query($s: String) { users(search: $s) { edges { node { id } } } }`, map[string]any{"s": "\x00"}), "", "INVALID"},
			{"edit someone else's job", w.carol, q(updateJob, map[string]any{"input": jobFields(w.jobGID)}), "", "FORBIDDEN"},
			{"delete someone else's job", w.carol, q(deleteJob, map[string]any{"input": map[string]any{"id": w.jobGID}}), "", "FORBIDDEN"},
			{"visitor deletes a job", w.visit, q(deleteJob, map[string]any{"input": map[string]any{"id": w.jobGID}}), "", "UNAUTHENTICATED"},
			{"edit someone else's vendor", w.alice, q(updateVendor, map[string]any{"input": vendorFields(w.vendorGID)}), "", "FORBIDDEN"},
			{"second vendor", w.bob, q(createVendor, map[string]any{"input": vendorFields("")}), "", ""},
			{"fake logo", w.bob, q(updateVendor, map[string]any{"input": map[string]any{"id": w.vendorGID, "name": "Acme Media", "category": "Media", "location": "Austin, TX", "description": "Television and digital advertising.", "logo": fake}}), "", "USER_ERROR"},
			{"fake profile image", w.alice, q(updateProfile, map[string]any{"input": map[string]any{"firstName": "Test", "lastName": "Alice", "profileImage": fake}}), "", "USER_ERROR"},
			{"job by huge databaseId", w.visit, q(`{ job(databaseId: 99999999999999999999) { id } }`, nil), "", "INVALID"},
			{"jobs after !!!", w.visit, q(`{ jobs(after: "!!!") { edges { cursor } } }`, nil), "", "INVALID"},
			{"vendors after !!!", w.visit, q(`{ vendors(after: "!!!") { edges { cursor } } }`, nil), "", "INVALID"},
			{"users after !!!", w.alice, q(`{ users(after: "!!!") { edges { cursor } } }`, nil), "", "INVALID"},
			{"vendors unknown order", w.visit, q(`{ vendors(orderBy: SIDEWAYS) { edges { cursor } } }`, nil), "", "INVALID"},
			{"jobs unknown filter enum", w.visit, q(`{ jobs(filter: {jobType: FOREVER}) { edges { cursor } } }`, nil), "", "INVALID"},
			{"too many nodes", w.visit, q(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, map[string]any{"ids": make101(w.jobGID)}), "", "INVALID"},
			{"nodes with null", w.visit, q(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, map[string]any{"ids": []any{w.jobGID, nil}}), "", "INVALID"},
			{"member edits news", w.carol, q(updateNews, map[string]any{"input": newsInput(w.newsGID)}), "", "FORBIDDEN"},
			{"member writes news", w.alice, q(createNews, map[string]any{"input": newsInput("")}), "", ""},
			{"vendor deletes news", w.bob, q(deleteNews, map[string]any{"input": map[string]any{"id": w.newsGID}}), "", "FORBIDDEN"},
			{"visitor deletes news", w.visit, q(deleteNews, map[string]any{"input": map[string]any{"id": w.newsGID}}), "", "UNAUTHENTICATED"},
			{"member publishes news", w.carol, q(`mutation($id: ID!) { unpublishNewsArticle(input: {id: $id}) { newsArticle { id } } }`, map[string]any{"id": w.newsGID}), "", "FORBIDDEN"},
			{"fake news image", w.dora, q(updateNews, map[string]any{"input": map[string]any{"id": w.newsGID, "title": "Election night coverage", "summary": "Results from every county.", "content": "Polls closed at eight and the counting began.", "imageUrl": fake}}), "", "USER_ERROR"},
			{"NUL in news title", w.dora, q(updateNews, map[string]any{"input": map[string]any{"id": w.newsGID, "title": "Election\x00night", "summary": "Results from every county.", "content": "Polls closed at eight and the counting began."}}), "", "INVALID"},
			{"news in the past", w.dora, q(updateNews, map[string]any{"input": map[string]any{"id": w.newsGID, "title": "Election night coverage", "summary": "Results from every county.", "content": "Polls closed at eight and the counting began.", "status": "SCHEDULED", "publishAt": "2001-01-01T00:00:00Z"}}), "", "USER_ERROR"},
			{"news unknown topic", w.visit, q(`{ newsArticles(filter: {topic: SPORTS}) { edges { cursor } } }`, nil), "", "INVALID"},
			{"news after !!!", w.visit, q(`{ newsArticles(after: "!!!") { edges { cursor } } }`, nil), "", "INVALID"},
			{"node null", w.visit, q(`query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": nil}), "", "INVALID"},
			{"NUL in message", w.alice, q(`mutation($c: String!, $to: ID!) { sendMessage(input: {receiverId: $to, content: $c}) { message { id } errors { message } } }`, map[string]any{"c": "hi\x00", "to": w.bobU.ID}), "", "INVALID"},
			{"stranger marks read", w.carol, q(`mutation($id: ID!) { markMessageRead(input: {id: $id}) { marked } }`, map[string]any{"id": w.msgGID}), "", "NOT_FOUND"},
			{"sender marks read", w.alice, q(`mutation($id: ID!) { markMessageRead(input: {id: $id}) { marked } }`, map[string]any{"id": w.msgGID}), "", "FORBIDDEN"},
			{"stranger reports", w.carol, q(`mutation($id: ID!) { reportMessage(input: {messageId: $id, reason: "x"}) { ok } }`, map[string]any{"id": w.msgGID}), "", "NOT_FOUND"},
			{"visitor subscribes over POST", w.visit, q(`subscription { messageEvents { kind } }`, nil), "", ""},
			{"contacts after !!!", w.alice, q(`{ viewer { conversations(after: "!!!") { edges { cursor } } } }`, nil), "", "INVALID"},
			{"conversation before !!!", w.alice, q(`query($w: ID!) { conversation(with: $w) { messages(before: "!!!") { edges { cursor } } } }`, map[string]any{"w": w.bobU.ID}), "", "INVALID"},
			{"contacts filter too long", w.alice, q(`query($f: String) { viewer { conversations(filter: $f) { edges { cursor } } } }`, map[string]any{"f": strings.Repeat("x", 500)}), "", "INVALID"},
			{"messagesSince huge", w.alice, q(`{ messagesSince(after: 99999999999999999999) { hasMore } }`, nil), "", "INVALID"},
		}
		for _, g := range badGIDs {
			if g != userAsJob && g != w.vendorGID { // those name real nodes
				cases = append(cases, tc{"node " + g, w.visit, q(`query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": g}), "", "USER_ERROR"})
			}
			cases = append(cases,
				tc{"updateJob " + g, w.alice, q(updateJob, map[string]any{"input": jobFields(g)}), "", ""},
				tc{"deleteJob " + g, w.alice, q(deleteJob, map[string]any{"input": map[string]any{"id": g}}), "", ""},
				tc{"apply " + g, w.carol, q(apply, map[string]any{"input": map[string]any{"jobId": g, "message": "Hire me"}}), "", ""},
				tc{"markMessageRead " + g, w.bob, q(`mutation($id: ID!) { markMessageRead(input: {id: $id}) { marked } }`, map[string]any{"id": g}), "", ""},
				tc{"markConversationRead " + g, w.bob, q(`mutation($w: ID!, $u: ID) { markConversationRead(input: {with: $w, upTo: $u}) { marked } }`, map[string]any{"w": g, "u": g}), "", ""},
				tc{"updateNews " + g, w.dora, q(updateNews, map[string]any{"input": newsInput(g)}), "", ""},
				tc{"deleteNews " + g, w.dora, q(deleteNews, map[string]any{"input": map[string]any{"id": g}}), "", ""},
			)
			if g != userAsJob { // a real user: bob may talk to (or block) alice
				cases = append(cases,
					tc{"conversation " + g, w.bob, q(`query($w: ID!) { conversation(with: $w) { unreadCount } }`, map[string]any{"w": g}), "", ""},
					tc{"blockUser " + g, w.bob, q(`mutation($id: ID!) { blockUser(input: {userId: $id}) { errors { message } } }`, map[string]any{"id": g}), "", ""},
				)
			}
		}
		// Vendor mutations with ids that are not vendors' (a User id, a Job id).
		for _, g := range append(badGIDs[:len(badGIDs)-3], userAsJob, w.jobGID, gid("Nope", 1)) {
			cases = append(cases,
				tc{"updateVendor " + g, w.bob, q(updateVendor, map[string]any{"input": vendorFields(g)}), "", ""},
				tc{"view " + g, w.carol, q(view, map[string]any{"input": map[string]any{"vendorId": g}}), "", ""},
			)
		}
		// Teams: vendors, outsiders, members, bad ids and bad values.
		const updateTeam = `mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } errors { field message code } } }`
		const deleteTeam = `mutation($input: DeleteTeamInput!) { deleteTeam(input: $input) { deletedTeamId errors { field message code } } }`
		const addMember = `mutation($input: AddTeamMemberInput!) { addTeamMember(input: $input) { member { id } errors { field message code } } }`
		const changeRole = `mutation($input: ChangeTeamMemberRoleInput!) { changeTeamMemberRole(input: $input) { member { id } errors { field message code } } }`
		const removeMember = `mutation($input: RemoveTeamMemberInput!) { removeTeamMember(input: $input) { removedMemberId errors { field message code } } }`
		const leaveTeam = `mutation($input: LeaveTeamInput!) { leaveTeam(input: $input) { leftTeamId errors { field message code } } }`
		const transfer = `mutation($input: TransferTeamOwnershipInput!) { transferTeamOwnership(input: $input) { team { id } errors { field message code } } }`
		carolGID, aliceGID, bobGID := gid("User", w.carolU.DatabaseID), gid("User", w.aliceU.DatabaseID), gid("User", w.bobU.DatabaseID)
		cases = append(cases,
			tc{"vendor creates a team", w.bob, q(`mutation { createTeam(input: {name: "V"}) { team { id } errors { message } } }`, nil), "", "FORBIDDEN"},
			tc{"vendor reads a team", w.bob, q(`query($id: Int!) { team(databaseId: $id) { id } }`, map[string]any{"id": w.teamID}), "", "FORBIDDEN"},
			tc{"vendor added", w.alice, q(addMember, map[string]any{"input": map[string]any{"teamId": w.teamGID, "userId": bobGID}}), "", "USER_ERROR"},
			tc{"member renames", w.carol, q(updateTeam, map[string]any{"input": map[string]any{"id": w.teamGID, "name": "Carol's"}}), "", "FORBIDDEN"},
			tc{"member deletes", w.carol, q(deleteTeam, map[string]any{"input": map[string]any{"id": w.teamGID}}), "", "FORBIDDEN"},
			tc{"member promotes self", w.carol, q(changeRole, map[string]any{"input": map[string]any{"teamId": w.teamGID, "userId": carolGID, "role": "ADMIN"}}), "", "FORBIDDEN"},
			tc{"member removes owner", w.carol, q(removeMember, map[string]any{"input": map[string]any{"teamId": w.teamGID, "userId": aliceGID}}), "", "FORBIDDEN"},
			tc{"owner leaves", w.alice, q(leaveTeam, map[string]any{"input": map[string]any{"teamId": w.teamGID}}), "", "FORBIDDEN"},
			tc{"member takes ownership", w.carol, q(transfer, map[string]any{"input": map[string]any{"teamId": w.teamGID, "userId": carolGID}}), "", "FORBIDDEN"},
			tc{"unknown role", w.alice, q(changeRole, map[string]any{"input": map[string]any{"teamId": w.teamGID, "userId": carolGID, "role": "OVERLORD"}}), "", "INVALID"},
			tc{"NUL in team name", w.alice, q(updateTeam, map[string]any{"input": map[string]any{"id": w.teamGID, "name": "A\x00"}}), "", "INVALID"},
			tc{"one-letter member search", w.alice, q(`query($t: ID!) { teamMemberCandidates(teamId: $t, search: "a") { edges { cursor } } }`, map[string]any{"t": w.teamGID}), "", "INVALID"},
			tc{"outsider member search", w.bob, q(`query($t: ID!) { teamMemberCandidates(teamId: $t, search: "al") { edges { cursor } } }`, map[string]any{"t": w.teamGID}), "", "FORBIDDEN"},
			tc{"members after !!!", w.alice, q(`query($id: Int!) { team(databaseId: $id) { members(after: "!!!") { edges { cursor } } } }`, map[string]any{"id": w.teamID}), "", "INVALID"},
			tc{"teams after !!!", w.alice, q(`{ viewer { teams(after: "!!!") { edges { cursor } } } }`, nil), "", "INVALID"},
			tc{"one-letter new contact search", w.alice, q(`{ newContactCandidates(search: "a") { edges { cursor } } }`, nil), "", "INVALID"},
			tc{"visitor new contact search", w.visit, q(`{ newContactCandidates(search: "al") { edges { cursor } } }`, nil), "", "UNAUTHENTICATED"},
			tc{"new contacts after !!!", w.alice, q(`{ newContactCandidates(search: "al", after: "!!!") { edges { cursor } } }`, nil), "", "INVALID"},
			tc{"dashboard messages after !!!", w.alice, q(`{ viewer { messages(after: "!!!") { edges { cursor } } } }`, nil), "", "INVALID"},
		)
		for _, g := range append(badGIDs[:len(badGIDs)-3], userAsJob, w.jobGID, gid("Nope", 1)) {
			cases = append(cases,
				tc{"updateTeam " + g, w.alice, q(updateTeam, map[string]any{"input": map[string]any{"id": g, "name": "X"}}), "", ""},
				tc{"deleteTeam " + g, w.alice, q(deleteTeam, map[string]any{"input": map[string]any{"id": g}}), "", ""},
				tc{"addMember team " + g, w.alice, q(addMember, map[string]any{"input": map[string]any{"teamId": g, "userId": carolGID}}), "", ""},
				tc{"addMember user " + g, w.alice, q(addMember, map[string]any{"input": map[string]any{"teamId": w.teamGID, "userId": g}}), "", ""},
				tc{"removeMember user " + g, w.alice, q(removeMember, map[string]any{"input": map[string]any{"teamId": w.teamGID, "userId": g}}), "", ""},
				tc{"leave " + g, w.carol, q(leaveTeam, map[string]any{"input": map[string]any{"teamId": g}}), "", ""},
				tc{"transfer " + g, w.alice, q(transfer, map[string]any{"input": map[string]any{"teamId": w.teamGID, "userId": g}}), "", ""},
			)
		}
		for _, c := range cases {
			w.gqlCheck(t, c.name, c.c, c.body, c.ct, c.wantCode)
		}
		if after := w.snapshot(t); after != before {
			t.Errorf("stored data changed after refused requests:\nbefore %s\nafter  %s", before, after)
		}
	})
}

func make101(id string) []string {
	out := make([]string, 101)
	for i := range out {
		out[i] = id
	}
	return out
}

// TestScriptsInTextFields: markup in text fields is stored verbatim, comes
// back JSON-escaped, and never reaches a page's HTML unescaped.
func TestScriptsInTextFields(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		w := setup(t, s)
		const evil = `</script><script>alert(1)</script><img src=x onerror=alert(2)> "quoted" & 'single'`
		job := strconv.FormatInt(w.jobID, 10)
		resp, body := w.alice.Do(t, "PUT", "/api/jobs/"+job, map[string]any{
			"title": "Organizer " + evil, "organization": "Org " + evil, "location": "Des Moines " + evil,
			"jobType": "full-time", "description": "Knock doors and recruit volunteers. " + evil,
		})
		if resp.StatusCode != 200 {
			t.Fatalf("edit job: %d %s", resp.StatusCode, body)
		}
		resp, body = w.bob.Do(t, "PUT", "/api/vendors/"+strconv.FormatInt(w.vendorID, 10), map[string]any{
			"name": "Acme " + evil, "category": "Media", "location": "Austin " + evil,
			"description": "Television and digital advertising. " + evil, "services": []string{evil}, "recentWork": evil,
		})
		if resp.StatusCode != 200 {
			t.Fatalf("edit vendor: %d %s", resp.StatusCode, body)
		}

		for _, path := range []string{"/api/jobs/" + job, "/api/jobs", "/api/vendors/" + strconv.FormatInt(w.vendorID, 10), "/api/vendors"} {
			resp, body := w.visit.Do(t, "GET", path, nil)
			if resp.StatusCode != 200 {
				t.Fatalf("GET %s: %d %s", path, resp.StatusCode, body)
			}
			if strings.Contains(string(body), "<script") || strings.Contains(string(body), "<img") {
				t.Errorf("GET %s: markup not JSON-escaped: %.300s", path, body)
			}
			if !strings.Contains(string(body), `\u003c/script\u003e\u003cscript\u003ealert(1)`) {
				t.Errorf("GET %s: text not stored verbatim: %.300s", path, body)
			}
		}
		res := w.visit.GraphQL(t, `query($id: Int!) { job(databaseId: $id) { title description } }`, map[string]any{"id": w.jobID})
		res.NoErrors(t)
		var out struct {
			Job struct{ Title, Description string }
		}
		res.Decode(t, &out)
		if out.Job.Title != "Organizer "+evil || !strings.HasSuffix(out.Job.Description, evil) {
			t.Errorf("GraphQL job: not verbatim: %+v", out.Job)
		}

		for _, path := range []string{"/jobs/" + job, "/vendors/" + strconv.FormatInt(w.vendorID, 10), "/jobs/feed.xml", "/sitemap.xml"} {
			resp, body := w.visit.Do(t, "GET", path, nil)
			if resp.StatusCode != 200 {
				t.Fatalf("GET %s: %d", path, resp.StatusCode)
			}
			html := string(body)
			for _, bad := range []string{"<script>alert", "</script><script>", "<img src=x", `"quoted"`} {
				if strings.Contains(html, bad) {
					i := strings.Index(html, bad)
					t.Errorf("GET %s: unescaped %q in page: ...%s...", path, bad, html[max(0, i-200):min(len(html), i+100)])
				}
			}
		}
		// The JSON-LD block still parses and carries the title verbatim.
		_, body = w.visit.Do(t, "GET", "/jobs/"+job, nil)
		html := string(body)
		start := strings.Index(html, `<script type="application/ld+json">`)
		if start < 0 {
			t.Fatalf("no JSON-LD in /jobs/%s", job)
		}
		rest := html[start+len(`<script type="application/ld+json">`):]
		end := strings.Index(rest, "</script>")
		var ld struct {
			Title string `json:"title"`
		}
		if err := json.Unmarshal([]byte(rest[:end]), &ld); err != nil || ld.Title != "Organizer "+evil {
			t.Errorf("JSON-LD: %v %q", err, ld.Title)
		}
	})
}
