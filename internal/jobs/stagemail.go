package jobs

import (
	"context"
	"fmt"

	"canvass/internal/email"
	"canvass/internal/notify/prefs"
	"canvass/internal/store"
)

// StageMailer is StageMoved's email to the applicant, in the move's
// transaction, when their address is confirmed and they allow
// application_updates. Its words follow the notification's: "Not selected"
// is worded kindly.
func StageMailer(outbox *email.Outbox) func(ctx context.Context, tx *store.Tx, m StageMove) error {
	return func(ctx context.Context, tx *store.Tx, m StageMove) error {
		to, ok, err := prefs.RecipientIn(ctx, tx, m.UserID, prefs.ApplicationUpdates)
		if err != nil || !ok {
			return err
		}
		subject := fmt.Sprintf("Your application to “%s”: %s", m.JobTitle, m.Stage.Label())
		summary := fmt.Sprintf("Your application to “%s” moved to %s.", m.JobTitle, m.Stage.Label())
		switch m.Stage {
		case NotSelected:
			subject = fmt.Sprintf("About your application to “%s”", m.JobTitle)
			summary = fmt.Sprintf("Thank you for applying to “%s”. The campaign has chosen to move forward with other candidates this time. We hope to see you apply again: new campaign jobs are posted every day.", m.JobTitle)
		case Offer:
			summary = fmt.Sprintf("Good news: you have an offer for “%s”. The campaign will be in touch about the details.", m.JobTitle)
		case Hired:
			summary = fmt.Sprintf("Congratulations: you were hired for “%s”.", m.JobTitle)
		}
		return outbox.Enqueue(ctx, tx, email.Message{To: to.Email, Template: "application_stage", Kind: prefs.ApplicationUpdates,
			UserID: m.UserID, Data: map[string]any{"first_name": to.FirstName, "subject": subject, "summary": summary,
				"job_path": fmt.Sprintf("/jobs/%d", m.JobID)}})
	}
}
