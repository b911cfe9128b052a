package resumes_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"canvass/internal/apptest"
	"canvass/internal/testkit"
)

// Résumés through REST and GraphQL on both engines: the profile's (set,
// seen by its owner only, downloaded, removed), an application's (sent as a
// file or from the profile; downloaded by the applicant and the poster as an
// attachment with the right headers; 404 for everyone else), and the larger
// request bodies allowed only to the operations that take a résumé.
func TestResumesAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		poster, applicant, other, visitor := s.NewClient(), s.NewClient(), s.NewClient(), s.NewClient()
		poster.Register(t, "poster"+s.Engine, "CANDIDATE")
		ua := applicant.Register(t, "applicant"+s.Engine, "CAMPAIGN_STAFF")
		other.Register(t, "other"+s.Engine, "CAMPAIGN_STAFF")
		newJob := func(title string) (gid string, id int64) {
			res := poster.GraphQL(t, `mutation($i: CreateJobInput!) { createJob(input: $i) { job { id databaseId } errors { message } } }`, map[string]any{
				"i": map[string]any{"title": title, "organization": "Friends of Jane", "location": "Reno, NV", "jobType": "FULL_TIME", "description": "Knock doors and recruit volunteers."}})
			var out struct {
				CreateJob struct {
					Job struct {
						ID         string
						DatabaseID int64
					}
				}
			}
			res.Decode(t, &out)
			return out.CreateJob.Job.ID, out.CreateJob.Job.DatabaseID
		}
		jobGID, jobID := newJob("Field Organizer")
		secondGID, secondID := newJob("Press Secretary")
		profilePDF, sentPDF := testkit.PDF("Applicant", "Profile résumé"), testkit.PDF("Applicant", "For this job")
		upload := func(name string, pdf []byte) map[string]any {
			return map[string]any{"fileName": name, "data": "data:application/pdf;base64," + b64(pdf)}
		}
		setProfile := `mutation($in: SetProfileResumeInput!) { setProfileResume(input: $in) { user { resumeFile { fileName size url } } errors { field message } } }`
		apply := `mutation($in: ApplyToJobInput!) { applyToJob(input: $in) { application { databaseId resumeFile { fileName size url } } errors { field message } } }`

		apptest.Run(t, []apptest.Scenario{
			{Name: "visitor sets a profile résumé", As: visitor, Method: "PUT", Path: "/api/user/resume", Body: map[string]any{"resume": upload("x.pdf", profilePDF)}, Status: 401},
			{Name: "an image is refused", As: applicant, Method: "PUT", Path: "/api/user/resume", Body: map[string]any{"resume": map[string]any{"fileName": "me.png", "data": testkit.PNGDataURL(4, 4)}},
				Status: 400, Contains: []string{`"field":"resume"`, "Upload a PDF file."}},
			{Name: "an unreadable PDF is refused (GraphQL)", As: applicant, Query: setProfile, Vars: map[string]any{"in": map[string]any{"resume": upload("x.pdf", []byte("%PDF-1.4 garbage"))}},
				Contains: []string{`"field":"resume"`, "This PDF could not be read."}},
			{Name: "set (REST)", As: applicant, Method: "PUT", Path: "/api/user/resume", Body: map[string]any{"resume": upload("../My CV.pdf", profilePDF)}, Status: 200,
				Contains: []string{`"fileName":"My CV.pdf"`, fmt.Sprintf(`"size":%d`, len(profilePDF)), `"url":"/api/user/resume"`}},
			{Name: "the owner sees it", As: applicant, Query: `{ viewer { resumeFile { fileName size uploadedAt url } } }`, Contains: []string{`"fileName":"My CV.pdf"`}},
			{Name: "nobody else does", As: other, Query: fmt.Sprintf(`{ node(id: %q) { ... on User { resumeFile { fileName } } } }`, ua.ID), Contains: []string{`"resumeFile":null`}},
			{Name: "the owner downloads it", As: applicant, Method: "GET", Path: "/api/user/resume", Status: 200, Check: func(t *testing.T, body []byte) {
				if !bytes.Equal(body, profilePDF) {
					t.Errorf("downloaded %d bytes, not the file", len(body))
				}
			}},
			{Name: "apply with the profile's (REST)", As: applicant, Method: "POST", Path: fmt.Sprintf("/api/jobs/%d/applications", jobID), Body: map[string]any{"message": "Hire me"},
				Status: 201, Contains: []string{`"resume":{"fileName":"My CV.pdf"`}},
			{Name: "apply with a file (GraphQL)", As: applicant, Query: apply, Vars: map[string]any{"in": map[string]any{"jobId": secondGID, "message": "And me", "resume": upload("press.pdf", sentPDF)}},
				Contains: []string{`"fileName":"press.pdf"`, fmt.Sprintf(`"size":%d`, len(sentPDF))}},
			{Name: "remove the profile's (GraphQL)", As: applicant, Query: setProfile, Vars: map[string]any{"in": map[string]any{"resume": nil}}, Contains: []string{`"resumeFile":null`, `"errors":[]`}},
			{Name: "none to download", As: applicant, Method: "GET", Path: "/api/user/resume", Status: 404},
			{Name: "remove again (REST)", As: applicant, Method: "DELETE", Path: "/api/user/resume", Status: 200},
		})

		appIDs := map[int64]int64{}
		_, body := applicant.Do(t, "GET", "/api/user/applications", nil)
		var mine []struct {
			ID, JobID int64
			Resume    *struct{ FileName, URL string }
		}
		if err := json.Unmarshal(body, &mine); err != nil || len(mine) != 2 {
			t.Fatalf("applications: %s", body)
		}
		for _, a := range mine {
			appIDs[a.JobID] = a.ID
			if a.Resume == nil || a.Resume.URL != fmt.Sprintf("/api/jobs/%d/applications/%d/resume", a.JobID, a.ID) {
				t.Errorf("application %d: résumé %+v", a.ID, a.Resume)
			}
		}
		first := fmt.Sprintf("/api/jobs/%d/applications/%d/resume", jobID, appIDs[jobID])
		second := fmt.Sprintf("/api/jobs/%d/applications/%d/resume", secondID, appIDs[secondID])
		download := func(c *apptest.Client, path string, want []byte, name string) {
			t.Helper()
			resp, body := c.Do(t, "GET", path, nil)
			h := resp.Header
			if resp.StatusCode != 200 || !bytes.Equal(body, want) {
				t.Fatalf("GET %s: %d, %d bytes", path, resp.StatusCode, len(body))
			}
			for k, v := range map[string]string{"Content-Type": "application/pdf", "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store",
				"Content-Disposition": `attachment; filename="` + name + `"; filename*=UTF-8''` + strings.ReplaceAll(name, " ", "%20")} {
				if h.Get(k) != v {
					t.Errorf("GET %s: %s %q, want %q", path, k, h.Get(k), v)
				}
			}
			if !strings.Contains(h.Get("Content-Security-Policy"), "sandbox") {
				t.Errorf("GET %s: Content-Security-Policy %q", path, h.Get("Content-Security-Policy"))
			}
		}
		// The profile's removal leaves what was sent; poster and applicant download it.
		download(poster, first, profilePDF, "My CV.pdf")
		download(applicant, first, profilePDF, "My CV.pdf")
		download(poster, second, sentPDF, "press.pdf")
		apptest.Run(t, []apptest.Scenario{
			{Name: "another member", As: other, Method: "GET", Path: first, Status: 404, Message: "Résumé not found."},
			{Name: "a visitor", As: visitor, Method: "GET", Path: first, Status: 404},
			{Name: "another job's path", As: poster, Method: "GET", Path: fmt.Sprintf("/api/jobs/%d/applications/%d/resume", secondID, appIDs[jobID]), Status: 404},
			{Name: "a bad id", As: poster, Method: "GET", Path: fmt.Sprintf("/api/jobs/%d/applications/x/resume", jobID), Status: 404},
			{Name: "the poster's list shows it", As: poster, Method: "GET", Path: fmt.Sprintf("/api/jobs/%d/applications", jobID), Status: 200,
				Contains: []string{`"resume":{"fileName":"My CV.pdf"`, `"url":"` + first + `"`}},
			{Name: "the poster's GraphQL list shows it", As: poster, Query: fmt.Sprintf(`{ node(id: %q) { ... on Job { applications { edges { node { resumeFile { fileName url } } } } } } }`, jobGID),
				Contains: []string{`"fileName":"My CV.pdf"`, first}},
			{Name: "another member reads no application", As: other, Query: fmt.Sprintf(`{ node(id: %q) { ... on Job { applications { edges { node { resumeFile { fileName } } } } } } }`, jobGID),
				Lacks: []string{"My CV.pdf"}},
			// Bodies: a résumé's request may be up to 7 MB; any other stays under 3 MB.
			{Name: "a 4 MB body elsewhere is too large", As: applicant, Method: "PUT", Path: "/api/user/profile", Body: map[string]any{"firstName": "A", "lastName": "B", "bio": strings.Repeat("b", 4<<20)}, Status: 413},
			{Name: "a 5 MB file too large (REST)", As: other, Method: "PUT", Path: "/api/user/resume", Body: map[string]any{"resume": upload("big.pdf", append(bytes.Clone(profilePDF), bytes.Repeat([]byte{' '}, 5<<20)...))},
				Status: 400, Contains: []string{"A résumé can be at most 5 MB."}},
		})

		// GraphQL: a 4 MB request is refused unless it is a résumé's mutation.
		bigVar := strings.Repeat("a", 4<<20)
		resp, _ := other.Do(t, "POST", "/graphql", map[string]any{"query": `query($q: String) { jobs(filter: {search: $q}) { totalCount } }`, "variables": map[string]any{"q": bigVar}})
		if resp.StatusCode != 413 {
			t.Errorf("a 4 MB query: %d, want 413", resp.StatusCode)
		}
		resp, _ = other.Do(t, "POST", "/graphql", map[string]any{"query": `mutation($in: UpdateProfileInput!) { updateProfile(input: $in) { errors { message } } }`,
			"variables": map[string]any{"in": map[string]any{"firstName": "A", "lastName": "B", "bio": bigVar}}})
		if resp.StatusCode != 413 {
			t.Errorf("a 4 MB updateProfile: %d, want 413", resp.StatusCode)
		}
		resp, _ = other.Do(t, "POST", "/graphql", map[string]any{"query": `mutation($in: SetProfileResumeInput!) { setProfileResume(input: $in) { errors { message } } } query Q { viewer { id } }`,
			"operationName": "Q", "variables": map[string]any{"in": map[string]any{"resume": map[string]any{"fileName": "x.pdf", "data": bigVar}}}})
		if resp.StatusCode != 413 {
			t.Errorf("a 4 MB query beside a résumé mutation: %d, want 413", resp.StatusCode)
		}
		big := testkit.PDF(strings.Repeat("x", 60))
		big = append(big, bytes.Repeat([]byte("%"+strings.Repeat(" ", 99)+"\n"), 4<<20/101)...) // comments after %%EOF: still a PDF
		res := other.GraphQL(t, setProfile, map[string]any{"in": map[string]any{"resume": upload("big.pdf", big)}})
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), fmt.Sprintf(`"size":%d`, len(big))) {
			t.Errorf("a 4 MB résumé through GraphQL: %s", res.Data)
		}
	})
}
