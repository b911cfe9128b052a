package loaders

import (
	"context"

	"canvass/internal/jobs"
	"canvass/internal/session"
)

//go:generate go tool dataloaden JobLoader int64 *canvass/internal/jobs.Job
//go:generate go tool dataloaden BoolLoader int64 bool
//go:generate go tool dataloaden IntLoader int64 *int

// JobLoaders are the job board's loaders of one operation.
type JobLoaders struct {
	// Job loads jobs by id (JobApplication.job, node); a missing job is a
	// NOT_FOUND error for its key.
	Job *JobLoader
	// ViewerApplied loads, for job ids, whether the operation's viewer has
	// applied (Job.viewerHasApplied): one statement per page of jobs, none
	// for visitors.
	ViewerApplied *BoolLoader
	// ViewerSaved loads, for job ids, whether the operation's viewer saved
	// them (Job.viewerHasSaved): one statement per page, none for visitors.
	ViewerSaved *BoolLoader
	// ApplicationCount loads the number of applications of job ids the
	// viewer owns, and nil for other jobs (Job.applicationCount).
	ApplicationCount *IntLoader
	// PostedCount loads how many jobs user ids posted (User.jobsPostedCount).
	PostedCount *IntLoader

	ctx context.Context
	svc *jobs.Service
}

// PrimeApplied loads, in one statement, whether the operation's viewer
// applied to each of the jobs ids, and primes ViewerApplied (none for
// visitors).
func (l *JobLoaders) PrimeApplied(ids []int64) error {
	return primeFlags(l.ctx, ids, l.svc.AppliedJobIDs, l.ViewerApplied)
}

// PrimeSaved loads, in one statement, whether the operation's viewer saved
// each of the jobs ids, and primes ViewerSaved (none for visitors).
func (l *JobLoaders) PrimeSaved(ids []int64) error {
	return primeFlags(l.ctx, ids, l.svc.SavedIDs, l.ViewerSaved)
}

func newJobLoaders(ctx context.Context, svc *jobs.Service) *JobLoaders {
	return &JobLoaders{
		ctx: ctx,
		svc: svc,
		Job: NewJobLoader(JobLoaderConfig{
			Wait:     wait,
			MaxBatch: maxBatch,
			Fetch: fetching(ctx, func(ids []int64) ([]*jobs.Job, []error) {
				m, err := svc.ByIDs(ctx, ids)
				return Ordered(ids, m, err, jobs.MsgNotFound)
			}),
		}),
		ViewerApplied: newFlagLoader(ctx, svc.AppliedJobIDs),
		ViewerSaved:   newFlagLoader(ctx, svc.SavedIDs),
		ApplicationCount: NewIntLoader(IntLoaderConfig{
			Wait:     wait,
			MaxBatch: maxBatch,
			Fetch: fetching(ctx, func(ids []int64) ([]*int, []error) {
				out := make([]*int, len(ids))
				m, err := svc.ApplicationCounts(ctx, session.Viewer(ctx), ids)
				if err != nil {
					return out, []error{err}
				}
				for i, id := range ids {
					if n, ok := m[id]; ok {
						out[i] = &n
					}
				}
				return out, nil
			}),
		}),
		PostedCount: NewIntLoader(IntLoaderConfig{
			Wait:     wait,
			MaxBatch: maxBatch,
			Fetch: fetching(ctx, func(userIDs []int64) ([]*int, []error) {
				out := make([]*int, len(userIDs))
				var viewerID int64
				if v := session.Viewer(ctx); v != nil {
					viewerID = v.ID
				}
				m, err := svc.CountsByOwners(ctx, viewerID, userIDs)
				if err != nil {
					return out, []error{err}
				}
				for i, id := range userIDs {
					n := m[id]
					out[i] = &n
				}
				return out, nil
			}),
		}),
	}
}
