package alerts

import (
	"context"
	"fmt"
	"time"

	"canvass/internal/email"
	"canvass/internal/jobs"
	"canvass/internal/notifications"
	"canvass/internal/notify/prefs"
	"canvass/internal/queue"
	"canvass/internal/store"
)

// RunArgs is the queue job that runs the alerts of one frequency
// (Service.Run). It is enqueued periodically by one process at a time.
type RunArgs struct {
	Frequency Frequency `json:"frequency"`
}

// Kind names the job.
func (RunArgs) Kind() string { return "alerts.run" }

type runWorker struct {
	queue.WorkerDefaults[RunArgs]
	s *Service
}

func (w *runWorker) Work(ctx context.Context, job *queue.Job[RunArgs]) error {
	_, err := w.s.Run(ctx, job.Args.Frequency)
	return err
}

// How often each frequency's run is enqueued. A search is due by its own
// last look (Frequency.Every), so a daily search sent at 9:05 is next sent
// between 9:05 and 9:20 the next day. Instant searches are looked at by a
// run InstantDelay after each posting (Posted) and every minute besides.
var runEvery = map[Frequency]time.Duration{Instant: time.Minute, Daily: 15 * time.Minute, Weekly: 15 * time.Minute}

// Schedule registers the alert runs on q (before it starts).
func (s *Service) Schedule(q *queue.Queue) {
	queue.AddWorker(q, &runWorker{s: s})
	for _, f := range []Frequency{Instant, Daily, Weekly} {
		every := runEvery[f]
		q.Periodic("alerts."+string(f), every, func() (queue.Args, *queue.InsertOpts) {
			// One run per frequency and period, whichever process leads.
			return RunArgs{Frequency: f}, &queue.InsertOpts{UniqueOpts: queue.UniqueOpts{ByArgs: true, ByPeriod: every}}
		})
	}
}

// Notifier is the alert's entry in the notification centre, in the run's
// transaction: "N new jobs for your saved search “name”", linking to the
// one job, or to the board with the search's filters.
func Notifier(n *notifications.Service) Sink {
	return func(ctx context.Context, tx *store.Tx, x *SavedSearch, found []jobs.Match) error {
		url := x.BoardPath()
		if len(found) == 1 {
			url = fmt.Sprintf("/jobs/%d", found[0].ID)
		}
		_, err := n.Notify(ctx, tx, notifications.Event{
			UserID: x.UserID, Kind: notifications.SavedSearch,
			// An alert's newest job is new to this search (the sent markers).
			Key:       fmt.Sprintf("alert:%d:%d", x.ID, found[0].ID),
			SubjectID: x.ID,
			Args:      notifications.Args{Search: x.Name, Count: len(found), URL: url},
		})
		return err
	}
}

// Both delivers an alert through each of sinks, in order.
func Both(sinks ...Sink) Sink {
	return func(ctx context.Context, tx *store.Tx, x *SavedSearch, found []jobs.Match) error {
		for _, sink := range sinks {
			if sink == nil {
				continue
			}
			if err := sink(ctx, tx, x, found); err != nil {
				return err
			}
		}
		return nil
	}
}

// Posted is jobs.Service.Posted: with each posting, in its transaction, an
// instant alert run InstantDelay later (one per InstantDelay, however many
// jobs are posted meanwhile).
func Posted(q *queue.Queue) func(ctx context.Context, tx *store.Tx, j *jobs.Job) error {
	return func(ctx context.Context, tx *store.Tx, j *jobs.Job) error {
		_, err := q.Enqueue(ctx, tx, RunArgs{Frequency: Instant}, &queue.InsertOpts{ScheduledAt: time.Now().Add(InstantDelay),
			UniqueOpts: queue.UniqueOpts{ByArgs: true, ByPeriod: InstantDelay}})
		return err
	}
}

// Mailer is the alert's email, enqueued in the run's transaction: to the
// member's address when it is confirmed and they want job alerts (prefs),
// listing the new jobs with links; non-essential, so it carries the
// one-click unsubscribe (email.Message.Kind). Otherwise nothing is mailed
// (the jobs stay sent: confirming an address later does not mail old ones).
func Mailer(outbox *email.Outbox) Sink {
	return func(ctx context.Context, tx *store.Tx, x *SavedSearch, found []jobs.Match) error {
		to, ok, err := prefs.RecipientIn(ctx, tx, x.UserID, prefs.JobAlert)
		if err != nil || !ok {
			return err
		}
		return outbox.Enqueue(ctx, tx, email.Message{To: to.Email, Template: "job_alert", Kind: prefs.JobAlert,
			UserID: x.UserID, Data: alertEmailData(x, found, to.FirstName)})
	}
}

// alertEmailData is the job_alert template's data.
func alertEmailData(x *SavedSearch, found []jobs.Match, firstName string) map[string]any {
	list := make([]any, len(found))
	for i, m := range found {
		list[i] = map[string]any{"title": m.Title, "organization": m.Organization, "location": m.Location,
			"path": fmt.Sprintf("/jobs/%d", m.ID)}
	}
	subject := fmt.Sprintf("%d new jobs for “%s”", len(found), x.Name)
	summary := fmt.Sprintf("%d new jobs match your saved search “%s”:", len(found), x.Name)
	if len(found) == 1 {
		subject = fmt.Sprintf("New job for “%s”: %s", x.Name, found[0].Title)
		summary = fmt.Sprintf("A new job matches your saved search “%s”:", x.Name)
	}
	if x.WeekAfterElection {
		// The week after a general election, when campaign staff look for
		// their next job: the subject leads with it (docs/hiring.md).
		subject = fmt.Sprintf("New jobs this week: %d for “%s”", len(found), x.Name)
		if len(found) == 1 {
			subject = fmt.Sprintf("New jobs this week: %s, for “%s”", found[0].Title, x.Name)
		}
	}
	if len(found) == MaxPerAlert {
		summary = fmt.Sprintf("At least %d new jobs match your saved search “%s”; the newest:", len(found), x.Name)
	}
	return map[string]any{"first_name": firstName, "subject": subject, "summary": summary, "jobs": list,
		"search": x.Name, "board_path": x.BoardPath(), "frequency": string(x.Frequency)}
}
