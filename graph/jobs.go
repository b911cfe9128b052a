package graph

import (
	"context"
	"time"

	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/jobs"
	"canvass/internal/session"
	"canvass/internal/store"
)

// Job board resolvers: each translates GraphQL to a call of the jobs
// service (rules, permissions and messages live in internal/jobs).
//
// Reading what only some viewers may see:
//   - Job.applications, Job.applicationCount: the job's owner only; null
//     (no error) for everyone else, so one fragment serves every viewer.
//   - User.applications, User.jobsAppliedCount: the user themself only;
//     null for everyone else.

// ---------------------------------------------------------------- queries

func (r *Resolver) jobs(ctx context.Context, n *int, after *string, filter *model.JobFilter, orderBy *model.JobOrder) (*model.JobConnection, error) {
	f := jobFilter(filter)
	// The board's cards show neither.
	f.Brief = !selects(ctx, "edges", "node", "description") && !selects(ctx, "edges", "node", "owner", "createdAt")
	f.NameCard = asksOnly(ctx, nameCardFields, "edges", "node", "owner")
	f.Names = asksOnly(ctx, namesFields, "edges", "node", "owner")
	f.Leave = jobColumnsLeft(ctx)
	order := jobs.Newest
	if orderBy != nil && *orderBy == model.JobOrderOldest {
		order = jobs.Oldest
	}
	page, err := r.Jobs.Search(ctx, session.Viewer(ctx), f, order, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	return r.jobConnection(ctx, page, after, func(upTo int) (store.Count, error) { return r.Jobs.CountUpTo(ctx, f, upTo) })
}

// jobConnection is a page of jobs as a connection. It primes the
// operation's loaders for the fields the query asks of each job (owner,
// viewerHasApplied: one statement each, whatever the page size).
func (r *Resolver) jobConnection(ctx context.Context, page store.Page[*jobs.Job], after *string, count func(upTo int) (store.Count, error)) (*model.JobConnection, error) {
	return r.jobConnectionOf(ctx, page, after, count, false)
}

// jobConnectionOf is jobConnection; allSaved says every job is one the
// viewer saved (their saved list), so viewerHasSaved needs no statement.
func (r *Resolver) jobConnectionOf(ctx context.Context, page store.Page[*jobs.Job], after *string, count func(upTo int) (store.Count, error), allSaved bool) (*model.JobConnection, error) {
	if err := r.primeOwners(ctx, owners(page.Items, func(j *jobs.Job) (int64, *accounts.User) { return j.UserID, j.Owner }),
		"edges", "node", "owner"); err != nil {
		return nil, err
	}
	if err := primeVerified(ctx, page.Items, func(j *jobs.Job) int64 { return j.UserID }); err != nil {
		return nil, err
	}
	if len(page.Items) > 1 && selects(ctx, "edges", "node", "viewerHasApplied") {
		ids := make([]int64, len(page.Items))
		for i, j := range page.Items {
			ids[i] = j.ID
		}
		if err := loaders.For(ctx).Jobs().PrimeApplied(ids); err != nil {
			return nil, err
		}
	}
	if allSaved {
		for _, j := range page.Items {
			loaders.For(ctx).Jobs().ViewerSaved.Prime(j.ID, true)
		}
	} else if len(page.Items) > 1 && selects(ctx, "edges", "node", "viewerHasSaved") {
		ids := make([]int64, len(page.Items))
		for i, j := range page.Items {
			ids[i] = j.ID
		}
		if err := loaders.For(ctx).Jobs().PrimeSaved(ids); err != nil {
			return nil, err
		}
	}
	conn := &model.JobConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, j *jobs.Job) model.JobEdge { return model.JobEdge{Cursor: c, Node: j} })
	var err error
	conn.TotalCount, conn.TotalCountCapped, conn.TotalCountIsCapped, err = counts(ctx, count)
	return conn, err
}

func jobFilter(in *model.JobFilter) jobs.Filter {
	if in == nil {
		return jobs.Filter{}
	}
	return jobs.Filter{
		Search:      orZero(in.Search),
		Location:    orZero(in.Location),
		JobType:     string(orZero(in.JobType)),
		Affiliation: string(orZero(in.PoliticalAffiliation)),
		Workplace:   string(orZero(in.Workplace)),
		Verified:    orZero(in.Verified),
	}
}

func (r *Resolver) job(ctx context.Context, id int) (*jobs.Job, error) {
	j, err := r.Jobs.Get(ctx, int64(id))
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return visibleJob(ctx, j)
}

// visibleJob is j when the operation's viewer may read it, nil (not found)
// when moderators hid it from them: its owner and the moderators read it
// (the moderator question is asked once per operation, and only here).
func visibleJob(ctx context.Context, j *jobs.Job) (*jobs.Job, error) {
	// SECURITY: hidden jobs are their owner's and the moderators' only (internal/hidden).
	if j == nil || !j.IsHidden() || j.OwnedBy(session.Viewer(ctx)) {
		return j, nil
	}
	if mod, err := loaders.For(ctx).ViewerIsModerator(); err != nil || !mod {
		return nil, err
	}
	return j, nil
}

// jobHidden is Job.hiddenByModerators and Job.hiddenReason: set for the
// job's owner and the moderators when moderators hid it.
func jobHidden(ctx context.Context, j *jobs.Job) (bool, *string, error) {
	if !j.IsHidden() {
		return false, nil, nil
	}
	viewer := session.Viewer(ctx)
	mod := false
	if !j.OwnedBy(viewer) {
		var err error
		if mod, err = loaders.For(ctx).ViewerIsModerator(); err != nil {
			return false, nil, err
		}
	}
	h, reason := jobs.HiddenFor(viewer, mod, j)
	return h, reason, nil
}

func (r *Resolver) jobFacets(ctx context.Context) (*model.JobFacets, error) {
	f, err := r.Jobs.Facets(ctx)
	if err != nil {
		return nil, err
	}
	// Values are what the filter takes: GraphQL enum names for job types
	// and affiliations, the location itself for locations.
	return &model.JobFacets{
		Locations:             facetValues(f.Locations, nil),
		JobTypes:              facetValues(f.JobTypes, jobs.JobTypes.Name),
		PoliticalAffiliations: facetValues(f.Affiliations, accounts.Affiliations.Name),
	}, nil
}

// jobNode resolves a "Job" global ID for node and nodes (batched).
func (r *Resolver) jobNode(ctx context.Context, id int64) (model.Node, error) {
	j, err := loaders.For(ctx).Jobs().Job.Load(id)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	if j, err = visibleJob(ctx, j); j == nil {
		return nil, err // a nil *Job is not a nil Node
	}
	return j, nil
}

// jobApplicationNode resolves a "JobApplication" global ID: only the
// applicant and the job's owner see it; anyone else gets null.
func (r *Resolver) jobApplicationNode(ctx context.Context, id int64) (model.Node, error) {
	a, err := r.Jobs.GetApplication(ctx, session.Viewer(ctx), id)
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return a, nil
}

// nilIfHidden turns "not found", "not signed in" and "not allowed" into
// null for fields that only some viewers may read.
func nilIfHidden(err error) error {
	switch apperr.CodeOf(err) {
	case apperr.NotFound, apperr.Unauthenticated, apperr.Forbidden:
		return nil
	}
	return err
}

// -------------------------------------------------------------- mutations

func jobInput(title, organization, location string, typ jobs.JobType, description string,
	aff *accounts.Affiliation, salary *model.SalaryInput, wp *jobs.Workplace, deadline *time.Time, election *string) jobs.Input {
	in := jobs.Input{
		Title:                title,
		Organization:         organization,
		Location:             location,
		JobType:              string(typ),
		Description:          description,
		PoliticalAffiliation: string(orZero(aff)),
		Workplace:            string(orZero(wp)),
		Deadline:             deadline,
		ElectionDate:         orZero(election),
	}
	if salary != nil {
		in.SalaryMin, in.SalaryMax, in.SalaryPeriod = salary.Min, salary.Max, string(salary.Period)
	}
	return in
}

func jobPayload(j *jobs.Job, err error) (*model.JobPayload, error) {
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.JobPayload{Errors: errs}, err
	}
	return &model.JobPayload{Job: j, Errors: []model.UserError{}}, nil
}

func (r *Resolver) createJob(ctx context.Context, in model.CreateJobInput) (*model.JobPayload, error) {
	return jobPayload(r.Jobs.Create(ctx, session.Viewer(ctx), jobInput(in.Title, in.Organization, in.Location,
		in.JobType, in.Description, in.PoliticalAffiliation, in.Salary, in.Workplace, in.Deadline, in.ElectionDate)))
}

func (r *Resolver) updateJob(ctx context.Context, in model.UpdateJobInput) (*model.JobPayload, error) {
	id, err := fromGlobalID(in.ID, "Job", jobs.MsgNotFound)
	if err != nil {
		return nil, err
	}
	return jobPayload(r.Jobs.Update(ctx, session.Viewer(ctx), id, jobInput(in.Title, in.Organization, in.Location,
		in.JobType, in.Description, in.PoliticalAffiliation, in.Salary, in.Workplace, in.Deadline, in.ElectionDate)))
}

func (r *Resolver) deleteJob(ctx context.Context, in model.DeleteJobInput) (*model.DeleteJobPayload, error) {
	id, err := fromGlobalID(in.ID, "Job", jobs.MsgNotFound)
	if err != nil {
		return nil, err
	}
	if err := r.Jobs.Delete(ctx, session.Viewer(ctx), id); err != nil {
		if errs, err := userErrors(err); err != nil || errs != nil {
			return &model.DeleteJobPayload{Errors: errs}, err
		}
	}
	gid := toGlobalID("Job", id)
	return &model.DeleteJobPayload{DeletedJobID: &gid, Errors: []model.UserError{}}, nil
}

func (r *Resolver) applyToJob(ctx context.Context, in model.ApplyToJobInput) (*model.ApplyToJobPayload, error) {
	id, err := fromGlobalID(in.JobID, "Job", jobs.MsgNotFound)
	if err != nil {
		return nil, err
	}
	a, err := r.Jobs.ApplyWith(ctx, session.Viewer(ctx), id, jobs.ApplyInput{Message: in.Message, Resume: in.Resume,
		NoProfileResume: in.UseProfileResume != nil && !*in.UseProfileResume})
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.ApplyToJobPayload{Errors: errs}, err
	}
	// The job comes back so the client's store updates viewerHasApplied.
	j, err := r.Jobs.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	return &model.ApplyToJobPayload{Application: a, Job: j, Errors: []model.UserError{}}, nil
}

// ------------------------------------------------------------ Job fields

// jobFieldColumns are the optional job columns (jobs.OptionalColumns) each
// Job field reads; jobFieldsOfKeys the fields that read none of them.
var (
	jobFieldColumns = map[string][]string{"title": {"title"}, "organization": {"organization"}, "location": {"location"},
		"jobType": {"job_type"}, "politicalAffiliation": {"political_affiliation"},
		"salary": {"salary_min", "salary_max", "salary_period"}, "workplace": {"workplace"},
		"deadline": {"deadline"}, "isClosed": {"deadline"}, "electionDate": {"election_date"}}
	jobFieldsOfKeys = map[string]bool{"__typename": true, "id": true, "databaseId": true, "description": true, "createdAt": true,
		"owner": true, "viewerIsOwner": true, "viewerHasApplied": true, "viewerHasSaved": true, "applications": true, "applicationCount": true}
)

// jobColumnsLeft are the optional job columns a job list's query does not
// show (none when it asks for a field this does not know). The lists are
// made once per set of columns shown.
func jobColumnsLeft(ctx context.Context) []string {
	fields, _ := selection(ctx, "edges", "node")
	var needed uint64 // bit i: jobs.OptionalColumns[i]
	for _, f := range fields {
		mask, ok := jobFieldMasks[f.Name]
		if !ok && !jobFieldsOfKeys[f.Name] {
			return nil
		}
		needed |= mask
	}
	return jobColumnsLeftOf[needed]
}

// jobFieldMasks are jobFieldColumns as bits of jobs.OptionalColumns, and
// jobColumnsLeftOf the columns left out for each set of columns needed.
var jobFieldMasks, jobColumnsLeftOf = func() (map[string]uint64, [][]string) {
	if len(jobs.OptionalColumns) > 16 {
		panic("graph: too many optional job columns for jobColumnsLeftOf")
	}
	index := map[string]int{}
	for i, c := range jobs.OptionalColumns {
		index[c] = i
	}
	masks := map[string]uint64{}
	for field, cols := range jobFieldColumns {
		for _, c := range cols {
			i, ok := index[c]
			if !ok {
				panic("graph: job field " + field + " reads " + c + ", not an optional column")
			}
			masks[field] |= 1 << i
		}
	}
	left := make([][]string, 1<<len(jobs.OptionalColumns))
	for needed := range left {
		for i, c := range jobs.OptionalColumns {
			if needed&(1<<i) == 0 {
				left[needed] = append(left[needed], c)
			}
		}
	}
	return masks, left
}()

func jobSalary(j *jobs.Job) *model.Salary {
	if j.SalaryPeriod == nil {
		return nil
	}
	return &model.Salary{Min: j.SalaryMin, Max: j.SalaryMax, Period: *j.SalaryPeriod}
}

func (r *Resolver) jobOwner(ctx context.Context, j *jobs.Job) (*accounts.User, error) {
	return r.ownerView(ctx, j.UserID, j.Owner)
}

func jobViewerIsOwner(ctx context.Context, j *jobs.Job) bool { return j.OwnedBy(session.Viewer(ctx)) }

// jobViewerHasApplied is batched: one statement for a whole page of jobs,
// none for visitors.
func jobViewerHasApplied(ctx context.Context, j *jobs.Job) (bool, error) {
	if session.Viewer(ctx) == nil {
		return false, nil
	}
	return loaders.For(ctx).Jobs().ViewerApplied.Load(j.ID)
}

func (r *Resolver) jobApplications(ctx context.Context, j *jobs.Job, n *int, after *string) (*model.JobApplicationConnection, error) {
	page, err := r.Jobs.ApplicationsForJob(ctx, session.Viewer(ctx), j.ID, first(n), orZero(after))
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return r.applicationConnection(ctx, page, after, func() (int, error) { return r.Jobs.CountForJob(ctx, session.Viewer(ctx), j.ID) })
}

func (r *Resolver) applicationConnection(ctx context.Context, page store.Page[*jobs.Application], after *string, count func() (int, error)) (*model.JobApplicationConnection, error) {
	if err := primeUsers(ctx, page.Items, func(a *jobs.Application) int64 { return a.UserID }, "edges", "node", "applicant"); err != nil {
		return nil, err
	}
	conn := &model.JobApplicationConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, a *jobs.Application) model.JobApplicationEdge {
		return model.JobApplicationEdge{Cursor: c, Node: a}
	})
	var err error
	conn.TotalCount, err = totalCount(ctx, count)
	return conn, err
}

// jobApplicationCount is batched and null unless the viewer owns the job.
func jobApplicationCount(ctx context.Context, j *jobs.Job) (*int, error) {
	if !jobViewerIsOwner(ctx, j) {
		return nil, nil // the service would say no too; skip the statement
	}
	return loaders.For(ctx).Jobs().ApplicationCount.Load(j.ID)
}

// ---------------------------------------------------- JobApplication fields

func applicationJob(ctx context.Context, a *jobs.Application) (*jobs.Job, error) {
	return loaders.For(ctx).Jobs().Job.Load(a.JobID)
}

func (r *Resolver) applicationApplicant(ctx context.Context, a *jobs.Application) (*accounts.User, error) {
	u, err := loaders.For(ctx).User().Load(a.UserID)
	if err != nil {
		return nil, err
	}
	return r.Accounts.PublicView(session.Viewer(ctx), u), nil
}

// ------------------------------------------------------------ User fields

func (r *Resolver) userJobs(ctx context.Context, u *accounts.User, n *int, after *string) (*model.JobConnection, error) {
	viewer := session.Viewer(ctx)
	page, err := r.Jobs.ListByOwner(ctx, viewer, u.ID, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	var viewerID int64
	if viewer != nil {
		viewerID = viewer.ID
	}
	return r.jobConnection(ctx, page, after, exactCount(func() (int, error) { return r.Jobs.CountByOwner(ctx, viewerID, u.ID) }))
}

func (r *Resolver) userApplications(ctx context.Context, u *accounts.User, n *int, after *string) (*model.JobApplicationConnection, error) {
	viewer := session.Viewer(ctx)
	page, err := r.Jobs.ApplicationsByUser(ctx, viewer, u.ID, first(n), orZero(after))
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return r.applicationConnection(ctx, page, after, func() (int, error) { return r.Jobs.AppliedCount(ctx, viewer, u.ID) })
}

func (r *Resolver) userJobsAppliedCount(ctx context.Context, u *accounts.User) (*int, error) {
	n, err := r.Jobs.AppliedCount(ctx, session.Viewer(ctx), u.ID)
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return &n, nil
}

func (r *Resolver) userJobsPostedCount(ctx context.Context, u *accounts.User) (int, error) {
	n, err := loaders.For(ctx).Jobs().PostedCount.Load(u.ID)
	if err != nil || n == nil {
		return 0, err
	}
	return *n, nil
}

// ------------------------------------------------------------ Application stages

// jobApplicationsAt is Job.applications, all or at one stage.
func (r *Resolver) jobApplicationsAt(ctx context.Context, j *jobs.Job, n *int, after *string, stage *jobs.Stage) (*model.JobApplicationConnection, error) {
	if stage == nil {
		return r.jobApplications(ctx, j, n, after)
	}
	viewer := session.Viewer(ctx)
	page, err := r.Jobs.ApplicationsAtStage(ctx, viewer, j.ID, string(*stage), first(n), orZero(after))
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return r.applicationConnection(ctx, page, after, func() (int, error) {
		counts, err := r.Jobs.StageCounts(ctx, viewer, j.ID)
		for _, c := range counts {
			if c.Stage == *stage {
				return c.Count, err
			}
		}
		return 0, err
	})
}

// jobApplicationStageCounts is Job.applicationStageCounts: the poster's only.
func (r *Resolver) jobApplicationStageCounts(ctx context.Context, j *jobs.Job) ([]jobs.StageCount, error) {
	if !jobViewerIsOwner(ctx, j) {
		return nil, nil // the service would say no too; skip the statement
	}
	counts, err := r.Jobs.StageCounts(ctx, session.Viewer(ctx), j.ID)
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return counts, nil
}

// applicationNote is JobApplication.note: null for the applicant (only the
// applicant and the poster can read an application at all).
func applicationNote(ctx context.Context, a *jobs.Application) (*string, error) {
	// SECURITY: the poster's note is never shown to the applicant.
	if v := session.Viewer(ctx); v == nil || v.ID == a.UserID {
		return nil, nil
	}
	return &a.Note, nil
}

func applicationPayload(a *jobs.Application, err error) (*model.JobApplicationPayload, error) {
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.JobApplicationPayload{Errors: errs}, err
	}
	return &model.JobApplicationPayload{Application: a, Errors: []model.UserError{}}, nil
}

func applicationID(gid string) (int64, error) {
	return fromGlobalID(gid, "JobApplication", jobs.MsgAppNotFound)
}

func (r *Resolver) moveApplication(ctx context.Context, in model.MoveApplicationInput) (*model.JobApplicationPayload, error) {
	id, err := applicationID(in.ID)
	if err != nil {
		return nil, err
	}
	return applicationPayload(r.Jobs.MoveApplication(ctx, session.Viewer(ctx), 0, id, string(in.Stage)))
}

func (r *Resolver) withdrawApplication(ctx context.Context, in model.WithdrawApplicationInput) (*model.JobApplicationPayload, error) {
	id, err := applicationID(in.ID)
	if err != nil {
		return nil, err
	}
	return applicationPayload(r.Jobs.WithdrawApplication(ctx, session.Viewer(ctx), 0, id))
}

func (r *Resolver) setApplicationNote(ctx context.Context, in model.SetApplicationNoteInput) (*model.JobApplicationPayload, error) {
	id, err := applicationID(in.ID)
	if err != nil {
		return nil, err
	}
	return applicationPayload(r.Jobs.SetApplicationNote(ctx, session.Viewer(ctx), 0, id, in.Note))
}
