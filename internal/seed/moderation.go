package seed

import (
	"context"
	"fmt"

	"canvass/internal/moderation"
)

// demoReports are open reports for the demo moderator's queue: who reports
// which table's row (by owner and title or name), why.
var demoReports = []struct {
	reporter string
	tt       moderation.TargetType
	table    string
	owner    string
	title    string
	reason   moderation.Reason
	details  string
}{
	{"candidate1", moderation.TargetJob, "jobs", "staff2", "Data Analyst", "spam",
		"The same posting appears under three organisations with different pay."},
	{"staff1", moderation.TargetJob, "jobs", "staff2", "Data Analyst", "other",
		"Looks like a duplicate of another posting."},
	{"staff2", moderation.TargetResource, "resources", "candidate1", "Call Time That Actually Raises Money", "misinformation",
		"Says donors can give cash above the federal limit; that is wrong."},
	{"candidate2", moderation.TargetVendor, "vendors", "vendor2", "Redwood Print & Mail", "impersonation",
		"Uses the name of a printer in my district that I know; please check it is theirs."},
}

// demoModeration grants the demo moderator the role (as `canvass moderators
// add` does) and files a few open reports through the moderation service.
func (s *Seeder) demoModeration(ctx context.Context, users DemoUsers) error {
	if s.Moderation == nil {
		return nil
	}
	if _, err := s.Moderation.Role().Grant(ctx, DemoModerator); err != nil {
		return fmt.Errorf("demo moderator: %w", err)
	}
	for _, r := range demoReports {
		owner, reporter := users[r.owner], users[r.reporter]
		if owner == nil || reporter == nil {
			return fmt.Errorf("demo report: no demo user %s or %s", r.owner, r.reporter)
		}
		col, name := "user_id", "title"
		switch r.table {
		case "resources":
			col = "author_id"
		case "vendors":
			name = "name"
		}
		var id int64
		if err := s.DB.Get(ctx, &id, `SELECT id FROM `+r.table+` WHERE `+col+` = ? AND `+name+` = ? ORDER BY id LIMIT 1`, owner.ID, r.title); err != nil {
			return fmt.Errorf("demo report of %q: %w", r.title, err)
		}
		if _, _, err := s.Moderation.Report(ctx, reporter, moderation.ReportInput{TargetType: r.tt, TargetID: id, Reason: r.reason, Details: r.details}); err != nil {
			return fmt.Errorf("demo report of %q: %w", r.title, err)
		}
	}
	return nil
}
