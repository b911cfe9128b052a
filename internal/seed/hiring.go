package seed

import (
	"context"
	"fmt"
	"time"

	"canvass/internal/jobs"
	"canvass/internal/resumes"
	"canvass/internal/store"
)

// demoPastPostings are closed postings of earlier campaigns, with pay, so
// that /insights/pay has figures on a demo server: for each state and role
// family, six postings that closed within the last year (the board shows
// open jobs only; their pages and their owners' dashboards show them
// closed).
var demoPastPostings = struct {
	states []struct {
		owner, city string
		scale       float64 // the state's pay level
	}
	roles []struct {
		title string
		base  int // a year, before the state's scale
	}
}{
	states: []struct {
		owner, city string
		scale       float64
	}{{"candidate1", "Denver, CO", 1.05}, {"staff1", "Atlanta, GA", 0.95}, {"staff2", "Philadelphia, PA", 1.0}, {"candidate2", "Columbus, OH", 0.9}},
	roles: []struct {
		title string
		base  int
	}{{"Field Organizer", 46000}, {"Finance Director", 68000}, {"Press Secretary", 58000}, {"Digital Director", 72000}, {"Campaign Manager", 85000}},
}

// demoPayHistory creates demoPastPostings through the jobs service and
// closes them 20 to 320 days ago.
func (s *Seeder) demoPayHistory(ctx context.Context, users DemoUsers) error {
	now := store.Now()
	n := 0
	for _, st := range demoPastPostings.states {
		owner := users[st.owner]
		if owner == nil {
			continue
		}
		for _, r := range demoPastPostings.roles {
			for i := range 6 {
				pay := int(float64(r.base)*st.scale) + (i-2)*2500
				j, err := s.Jobs.Create(ctx, owner, jobs.Input{Title: r.title, Organization: fmt.Sprintf("Past Campaign %d", i+1),
					Location: st.city, JobType: "full-time", Workplace: "on-site", SalaryMin: intp(pay - 2000), SalaryMax: intp(pay + 2000),
					SalaryPeriod: "year", Description: "A posting from an earlier campaign, kept for the pay insights: this job has closed."})
				if err != nil {
					return fmt.Errorf("demo past posting %q: %w", r.title, err)
				}
				closed := now.Add(-time.Duration(20+(n*37)%300) * 24 * time.Hour)
				if _, err := s.DB.Exec(ctx, `UPDATE jobs SET created_at = ?, deadline = ? WHERE id = ?`,
					closed.Add(-45*24*time.Hour), closed, j.ID); err != nil {
					return err
				}
				n++
			}
		}
	}
	if s.Log != nil {
		s.Log.Info("demo past postings created", "count", n)
	}
	return nil
}

// demoStages moves the demo applications along (issue 27): the first to
// Interview, so candidate2 sees a stage on their dashboard and bell.
func (s *Seeder) demoStages(ctx context.Context, users DemoUsers) error {
	owner, applicant := users["candidate1"], users["candidate2"]
	if owner == nil || applicant == nil {
		return nil
	}
	var row struct {
		ID    int64 `db:"id"`
		JobID int64 `db:"job_id"`
	}
	if err := s.DB.Get(ctx, &row, `SELECT a.id, a.job_id FROM job_applications a JOIN jobs j ON j.id = a.job_id
		WHERE a.user_id = ? AND j.user_id = ? ORDER BY a.id LIMIT 1`, applicant.ID, owner.ID); err != nil {
		return fmt.Errorf("demo application stage: %w", err)
	}
	_, err := s.Jobs.MoveApplication(ctx, owner, row.JobID, row.ID, string(jobs.Interview))
	return err
}

// demoResumes are profile résumés of demo members who apply to demo jobs
// (issue 27): small PDFs made here, set through the résumé service before
// the demo applications, which then send copies of them. candidate1 (the
// poster) downloads them from the applicants list.
var demoResumes = []struct {
	user, file string
	lines      []string
}{
	{"candidate2", "candidate2-resume.pdf", []string{"Candidate Two", "Phone bank captain, 2022 and 2024 cycles", "Volunteer recruitment and call-time scripts"}},
	{"staff2", "staff2-resume.pdf", []string{"Staff Two", "Communications intern", "Social media, press clips, event photography"}},
}

// demoProfileResumes sets demoResumes through the résumé service.
func (s *Seeder) demoProfileResumes(ctx context.Context, users DemoUsers) error {
	for _, r := range demoResumes {
		u := users[r.user]
		if u == nil {
			continue
		}
		if _, err := s.Resumes.SetProfile(ctx, u, resumes.Upload{FileName: r.file, Data: resumes.DataURL(resumes.SamplePDF(r.lines...))}); err != nil {
			return fmt.Errorf("demo résumé of %s: %w", r.user, err)
		}
	}
	return nil
}
