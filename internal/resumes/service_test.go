package resumes_test

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/jobs"
	"canvass/internal/resumes"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

func TestMain(m *testing.M) {
	code := m.Run()
	storetest.DropTemplate()
	os.Exit(code)
}

// wantField fails unless err is INVALID with msg on "resume".
func wantField(t *testing.T, err error, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil || e.Code != apperr.Invalid || len(e.Fields) != 1 || e.Fields[0].Field != "resume" || e.Fields[0].Message != msg {
		t.Fatalf("err = %#v, want INVALID on resume %q", err, msg)
	}
}

func wantCode(t *testing.T, err error, code apperr.Code) {
	t.Helper()
	if c := apperr.CodeOf(err); c != code {
		t.Fatalf("err = %v (%s), want %s", err, c, code)
	}
}

// Every file a résumé may not be is refused with its own field error; a
// real PDF passes and keeps a clean name.
func TestCheck(t *testing.T) {
	ctx := context.Background()
	pdf := testkit.PDF("Jane Doe", "Field Organizer")
	c, err := resumes.Check(ctx, resumes.Upload{FileName: `C:\Users\jane\My "CV" 2026.pdf`, Data: resumes.DataURL(pdf)})
	if err != nil {
		t.Fatal(err)
	}
	if c.FileName != "My _CV_ 2026.pdf" || !bytes.Equal(c.Data, pdf) {
		t.Errorf("checked %q, %d bytes", c.FileName, len(c.Data))
	}
	big := append(bytes.Clone(pdf), bytes.Repeat([]byte(" "), resumes.MaxBytes)...)
	for _, tc := range []struct {
		name, data, msg string
	}{
		{"not a data URL", "https://example.com/cv.pdf", resumes.MsgBadData},
		{"not base64", "data:application/pdf;base64,!!!!", resumes.MsgBadData},
		{"empty", "data:application/pdf;base64,", resumes.MsgBadData},
		{"an image type", "data:image/png;base64," + b64(testkit.PNG(4, 4)), resumes.MsgNotPDF},
		{"PNG bytes called a PDF", resumes.DataURL(testkit.PNG(4, 4)), resumes.MsgNotPDF},
		{"HTML called a PDF", resumes.DataURL([]byte("<html><script>alert(1)</script></html>")), resumes.MsgNotPDF},
		{"over 5 MB", resumes.DataURL(big), resumes.MsgTooLarge},
		{"a PDF header and garbage", resumes.DataURL(append([]byte("%PDF-1.7\n"), bytes.Repeat([]byte("garbage "), 1000)...)), resumes.MsgUnreadable},
		{"truncated", resumes.DataURL(pdf[:len(pdf)/2]), resumes.MsgUnreadable},
		{"header only", resumes.DataURL([]byte("%PDF-1.4\n%%EOF\n")), resumes.MsgUnreadable},
		{"deep nesting", resumes.DataURL(append([]byte("%PDF-1.7\n1 0 obj\n"), strings.Repeat("[", 1<<20)...)), resumes.MsgUnreadable},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := resumes.Check(ctx, resumes.Upload{FileName: "cv.pdf", Data: tc.data})
			wantField(t, err, tc.msg)
		})
	}
}

// A hostile file that makes the parser rescan it is stopped by the read
// budget: refused well within the time budget.
func TestCheckHostileFileIsCheap(t *testing.T) {
	hostile := testkit.HostilePDF(4 << 20)
	start := time.Now()
	_, err := resumes.Check(context.Background(), resumes.Upload{FileName: "x.pdf", Data: resumes.DataURL(hostile)})
	took := time.Since(start)
	wantField(t, err, resumes.MsgUnreadable)
	if took > resumes.ParseTimeout+time.Second {
		t.Errorf("a hostile 4 MB file took %v (budget %v)", took, resumes.ParseTimeout)
	}
	t.Logf("hostile 4 MB file refused in %v", took)
}

func TestCleanFileName(t *testing.T) {
	for in, want := range map[string]string{
		"cv.pdf": "cv.pdf", "CV.PDF": "CV.pdf", "": "resume.pdf", "../../etc/passwd": "passwd.pdf", "a\x00b.pdf": "a_b.pdf",
		"Résumé José.pdf": "Résumé José.pdf", "...": "resume.pdf", "\"quoted\";x=1.pdf": "_quoted__x_1.pdf",
		strings.Repeat("a", 300) + ".pdf": strings.Repeat("a", 96) + ".pdf",
	} {
		if got := resumes.CleanFileName(in); got != want {
			t.Errorf("CleanFileName(%q) = %q, want %q", in, got, want)
		}
	}
	f := resumes.File{Info: resumes.Info{FileName: "Résumé José.pdf"}}
	if d := f.Disposition(); d != `attachment; filename="R_sum_ Jos_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Jos%C3%A9.pdf` {
		t.Errorf("Disposition = %s", d)
	}
}

func b64(b []byte) string {
	return strings.TrimPrefix(resumes.DataURL(b), "data:application/pdf;base64,")
}

// Profile résumés: the member's own (others see none), replaced, removed,
// downloaded; applications send a copy by default, or their own file, or
// none; only the applicant and the poster download an application's; an
// account's deletion deletes its résumés.
func TestResumes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		svc, board := resumes.NewService(db), jobs.NewService(db)
		poster := testkit.User(t, db, "poster", accounts.Candidate)
		ann := testkit.User(t, db, "ann", accounts.CampaignStaff)
		bob := testkit.User(t, db, "bob", accounts.CampaignStaff)
		job, err := board.Create(ctx, poster, jobs.Input{Title: "Field Organizer", Organization: "Friends of Jane", Location: "Reno, NV",
			JobType: "full-time", Description: "Knock doors and recruit volunteers."})
		if err != nil {
			t.Fatal(err)
		}
		other, err := board.Create(ctx, poster, jobs.Input{Title: "Press Secretary", Organization: "Friends of Jane", Location: "Reno, NV",
			JobType: "full-time", Description: "Talk to the press every day."})
		if err != nil {
			t.Fatal(err)
		}
		first := testkit.PDF("Ann", "First résumé")

		// The profile's: signed in only, the owner's only.
		_, err = svc.SetProfile(ctx, nil, resumes.Upload{FileName: "x.pdf", Data: resumes.DataURL(first)})
		wantCode(t, err, apperr.Unauthenticated)
		_, err = svc.SetProfile(ctx, ann, resumes.Upload{FileName: "x.pdf", Data: resumes.DataURL(testkit.PNG(3, 3))})
		wantField(t, err, resumes.MsgNotPDF)
		info, err := svc.SetProfile(ctx, ann, resumes.Upload{FileName: "ann.pdf", Data: resumes.DataURL(first)})
		if err != nil || info.FileName != "ann.pdf" || info.Size != int64(len(first)) || info.URL != "/api/user/resume" {
			t.Fatalf("set: %+v %v", info, err)
		}
		if got, err := svc.Profile(ctx, ann, ann.ID); err != nil || got == nil || got.FileName != "ann.pdf" || got.Size != int64(len(first)) {
			t.Fatalf("own profile résumé: %+v %v", got, err)
		}
		for _, who := range []*accounts.User{nil, bob, poster} {
			if got, err := svc.Profile(ctx, who, ann.ID); err != nil || got != nil {
				t.Errorf("another's view of ann's résumé: %+v %v", got, err)
			}
		}
		f, err := svc.ProfileFile(ctx, ann)
		if err != nil || !bytes.Equal(f.Data, first) {
			t.Fatalf("download own: %v", err)
		}
		_, err = svc.ProfileFile(ctx, bob)
		wantCode(t, err, apperr.NotFound)
		_, err = svc.ProfileFile(ctx, nil)
		wantCode(t, err, apperr.Unauthenticated)

		// Applying without a file sends a copy of the profile's.
		a, err := board.Apply(ctx, ann, job.ID, "Hire me")
		if err != nil {
			t.Fatal(err)
		}
		if r := a.Resume(); r == nil || r.FileName != "ann.pdf" || r.URL != resumes.ApplicationURL(job.ID, a.ID) {
			t.Fatalf("application résumé: %+v", r)
		}
		// Replacing the profile's leaves the application's as sent.
		second := testkit.PDF("Ann", "Second résumé")
		if _, err := svc.SetProfile(ctx, ann, resumes.Upload{FileName: "ann-2026.pdf", Data: resumes.DataURL(second)}); err != nil {
			t.Fatal(err)
		}
		if got, _ := svc.Profile(ctx, ann, ann.ID); got == nil || got.FileName != "ann-2026.pdf" {
			t.Errorf("replaced: %+v", got)
		}
		for _, who := range []*accounts.User{ann, poster} {
			f, err := svc.ApplicationFile(ctx, who, job.ID, a.ID)
			if err != nil || !bytes.Equal(f.Data, first) || f.FileName != "ann.pdf" {
				t.Errorf("%s downloads the application's résumé: %v", who.Username, err)
			}
		}
		// Anyone else, a visitor, another job's path, a missing application: 404.
		for name, try := range map[string]func() error{
			"another member": func() error { _, err := svc.ApplicationFile(ctx, bob, job.ID, a.ID); return err },
			"a visitor":      func() error { _, err := svc.ApplicationFile(ctx, nil, job.ID, a.ID); return err },
			"another job":    func() error { _, err := svc.ApplicationFile(ctx, poster, other.ID, a.ID); return err },
			"no such one":    func() error { _, err := svc.ApplicationFile(ctx, poster, job.ID, a.ID+100); return err },
		} {
			t.Run(name, func(t *testing.T) { wantCode(t, try(), apperr.NotFound) })
		}
		// The poster's list and the applicant's show it; reading it never reads the bytes.
		page, err := board.ApplicationsForJob(ctx, poster, job.ID, 10, "")
		if err != nil || len(page.Items) != 1 || page.Items[0].Resume() == nil || page.Items[0].Resume().FileName != "ann.pdf" {
			t.Fatalf("poster's list: %+v %v", page.Items, err)
		}
		mine, err := board.ApplicationsByUser(ctx, ann, ann.ID, 10, "")
		if err != nil || len(mine.Items) != 1 || mine.Items[0].Resume() == nil {
			t.Fatalf("applicant's list: %v", err)
		}
		if got, err := board.GetApplication(ctx, poster, a.ID); err != nil || got.Resume() == nil {
			t.Fatalf("one application: %v", err)
		}

		// Bob sends his own file; a refused file refuses the application.
		_, err = board.ApplyWith(ctx, bob, job.ID, jobs.ApplyInput{Message: "Me too", Resume: &resumes.Upload{FileName: "bob.pdf", Data: resumes.DataURL([]byte("%PDF-1.4 nope"))}})
		wantField(t, err, resumes.MsgUnreadable)
		if n := count(t, db, `SELECT COUNT(*) FROM job_applications WHERE user_id = ?`, bob.ID); n != 0 {
			t.Fatalf("a refused résumé left %d applications", n)
		}
		bobs := testkit.PDF("Bob")
		b, err := board.ApplyWith(ctx, bob, job.ID, jobs.ApplyInput{Message: "Me too", Resume: &resumes.Upload{FileName: "bob.pdf", Data: resumes.DataURL(bobs)}})
		if err != nil || b.Resume() == nil || b.Resume().FileName != "bob.pdf" {
			t.Fatalf("apply with a file: %+v %v", b, err)
		}
		// Ann may not read Bob's; a second application with a file is refused before its parse.
		_, err = svc.ApplicationFile(ctx, ann, job.ID, b.ID)
		wantCode(t, err, apperr.NotFound)
		_, err = board.ApplyWith(ctx, bob, job.ID, jobs.ApplyInput{Message: "Again", Resume: &resumes.Upload{FileName: "bob.pdf", Data: resumes.DataURL(bobs)}})
		wantCode(t, err, apperr.Conflict)

		// No résumé when asked for none, and when the profile has none.
		a2, err := board.ApplyWith(ctx, ann, other.ID, jobs.ApplyInput{Message: "And this one", NoProfileResume: true})
		if err != nil || a2.Resume() != nil {
			t.Fatalf("apply without: %+v %v", a2.Resume(), err)
		}
		_, err = svc.ApplicationFile(ctx, poster, other.ID, a2.ID)
		wantCode(t, err, apperr.NotFound)
		b2, err := board.Apply(ctx, bob, other.ID, "Me again")
		if err != nil || b2.Resume() != nil {
			t.Fatalf("bob has no profile résumé: %+v %v", b2.Resume(), err)
		}

		// Removing the profile's: gone from the profile, kept with the application.
		if err := svc.RemoveProfile(ctx, ann); err != nil {
			t.Fatal(err)
		}
		if err := svc.RemoveProfile(ctx, ann); err != nil {
			t.Fatal("removing twice:", err)
		}
		wantCode(t, svc.RemoveProfile(ctx, nil), apperr.Unauthenticated)
		if got, _ := svc.Profile(ctx, ann, ann.ID); got != nil {
			t.Errorf("removed, still %+v", got)
		}
		if _, err := svc.ApplicationFile(ctx, poster, job.ID, a.ID); err != nil {
			t.Errorf("the application's after the profile's removal: %v", err)
		}

		// Deleting the job deletes its applications' résumés; deleting an
		// account deletes the member's.
		if err := board.Delete(ctx, poster, other.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.SetProfile(ctx, bob, resumes.Upload{FileName: "bob.pdf", Data: resumes.DataURL(bobs)}); err != nil {
			t.Fatal(err)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM resumes WHERE user_id = ?`, bob.ID); n != 2 {
			t.Fatalf("bob has %d résumés, want 2 (his profile's and one application's)", n)
		}
		if _, err := db.Exec(ctx, `DELETE FROM users WHERE id = ?`, bob.ID); err != nil { // what DeleteAccount's statement does
			t.Fatal(err)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM resumes WHERE user_id = ?`, bob.ID); n != 0 {
			t.Errorf("a deleted account left %d résumés", n)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM resumes`); n != 1 {
			t.Errorf("%d résumés left, want ann's one application's", n)
		}
	})
}

func count(t *testing.T, db *store.DB, q string, args ...any) int {
	t.Helper()
	var n int
	if err := db.Get(context.Background(), &n, q, args...); err != nil {
		t.Fatal(err)
	}
	return n
}
