package seed

import (
	"context"
	"fmt"

	"canvass/internal/alerts"
	"canvass/internal/jobs"
	"canvass/internal/store"
)

// demoApplications are applications between demo accounts: each tells the
// job's owner (a notification on their bell), through the jobs service.
var demoApplications = []struct{ applicant, owner, title, message string }{
	{"candidate2", "candidate1", "Volunteer Phone Bank Captain", "Between my own events I can lead a calling team two evenings a week."},
	{"staff2", "candidate1", "Communications Intern", "Happy to help part-time with social posts and press clips while I finish my degree."},
}

// demoSavedJobs are jobs the demo accounts keep on their Saved Jobs tab.
var demoSavedJobs = []struct{ user, owner, title string }{
	{"candidate1", "staff1", "Regional Field Director"},
	{"candidate1", "staff2", "Digital Ads Manager"},
	{"staff1", "candidate2", "Campaign Manager"},
	{"staff1", "staff2", "Data Analyst"},
	{"staff2", "candidate1", "Volunteer Phone Bank Captain"},
}

// demoNotifications creates the demo applications (their notifications)
// and saved jobs, through the services.
func (s *Seeder) demoNotifications(ctx context.Context, users DemoUsers) error {
	jobID := func(owner, title string) (int64, error) {
		u := users[owner]
		if u == nil {
			return 0, fmt.Errorf("no demo user %s", owner)
		}
		var id int64
		err := s.DB.Get(ctx, &id, `SELECT id FROM jobs WHERE user_id = ? AND title = ? ORDER BY id LIMIT 1`, u.ID, title)
		return id, err
	}
	for _, a := range demoApplications {
		id, err := jobID(a.owner, a.title)
		if err == nil {
			_, err = s.Jobs.Apply(ctx, users[a.applicant], id, a.message)
		}
		if err != nil {
			return fmt.Errorf("demo application to %q: %w", a.title, err)
		}
	}
	for _, sv := range demoSavedJobs {
		id, err := jobID(sv.owner, sv.title)
		if err == nil {
			_, err = s.Jobs.Save(ctx, users[sv.user], id)
		}
		if err != nil {
			return fmt.Errorf("demo saved job %q: %w", sv.title, err)
		}
	}
	return nil
}

// demoSavedSearches are the demo accounts' saved job searches. The first
// is dated a month back and run once, so its alert (the matching demo jobs)
// is on candidate1's bell.
var demoSavedSearches = []struct {
	user, name string
	filter     jobs.Filter
	frequency  string
}{
	{"candidate1", "Field and organizing jobs", jobs.Filter{Search: "field"}, "daily"},
	{"staff1", "Remote digital roles", jobs.Filter{Search: "digital", Workplace: "remote"}, "instant"},
	{"staff2", "Internships", jobs.Filter{JobType: "internship"}, "weekly"},
}

// demoAlerts saves the demo searches through the alerts service and runs
// the first one's alert.
func (s *Seeder) demoAlerts(ctx context.Context, users DemoUsers) error {
	for i, d := range demoSavedSearches {
		x, err := s.Alerts.Create(ctx, users[d.user], alerts.Input{Name: d.name, Filter: d.filter, Frequency: d.frequency})
		if err != nil {
			return fmt.Errorf("demo saved search %q: %w", d.name, err)
		}
		if i > 0 {
			continue
		}
		month := store.Now().AddDate(0, -1, 0)
		if _, err := s.DB.Exec(ctx, `UPDATE saved_searches SET created_at = ?, checked_at = ? WHERE id = ?`, month, month, x.ID); err != nil {
			return err
		}
		if _, err := s.Alerts.Run(ctx, alerts.Daily); err != nil {
			return fmt.Errorf("demo alert: %w", err)
		}
	}
	return nil
}
