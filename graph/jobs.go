package graph

import (
	"context"
	"time"

	"github.com/99designs/gqlgen/graphql"

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
	order := jobs.Newest
	if orderBy != nil && *orderBy == model.JobOrderOldest {
		order = jobs.Oldest
	}
	page, err := r.Jobs.Search(ctx, session.Viewer(ctx), f, order, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	if err := r.primeJobPage(ctx, page.Items); err != nil {
		return nil, err
	}
	conn := jobConnection(page, after)
	// Counting every match costs a statement: only when the client asks.
	if selectsField(ctx, "totalCount") {
		if conn.TotalCount, err = r.Jobs.Count(ctx, f); err != nil {
			return nil, err
		}
	}
	return conn, nil
}

// primeJobPage loads, for a page of jobs, the owners and the viewer's
// applications in one statement each when the query asks for them
// (edges.node.owner, edges.node.viewerHasApplied), and primes the
// operation's loaders. The loaders would batch these anyway, but a batch
// that closes early (its wait elapsing while the page's resolvers are still
// starting on a busy machine) costs a second statement; priming makes the
// count fixed: one search, one owners, one applied, whatever the page size.
func (r *Resolver) primeJobPage(ctx context.Context, page []*jobs.Job) error {
	if len(page) < 2 {
		return nil
	}
	fields := nestedFields(ctx, "edges", "node")
	l := loaders.For(ctx)
	ids := make([]int64, len(page))
	for i, j := range page {
		ids[i] = j.ID
	}
	if fields["owner"] {
		seen := map[int64]bool{}
		var owners []int64
		for _, j := range page {
			if !seen[j.UserID] {
				seen[j.UserID] = true
				owners = append(owners, j.UserID)
			}
		}
		users, err := r.Accounts.ByIDs(ctx, owners)
		if err != nil {
			return err
		}
		for id, u := range users {
			l.User.Prime(id, u)
		}
	}
	if viewer := session.Viewer(ctx); viewer != nil && fields["viewerHasApplied"] {
		applied, err := r.Jobs.AppliedJobIDs(ctx, viewer, ids)
		if err != nil {
			return err
		}
		for _, id := range ids {
			l.Jobs.ViewerApplied.Prime(id, applied[id])
		}
	}
	return nil
}

// nestedFields returns the names of the fields selected at path below the
// current field (fragments included), e.g. ("edges", "node").
func nestedFields(ctx context.Context, path ...string) map[string]bool {
	op := graphql.GetOperationContext(ctx)
	fields := graphql.CollectFieldsCtx(ctx, nil)
	for _, name := range path {
		var next []graphql.CollectedField
		for _, f := range fields {
			if f.Name == name {
				next = append(next, graphql.CollectFields(op, f.Selections, nil)...)
			}
		}
		fields = next
	}
	out := make(map[string]bool, len(fields))
	for _, f := range fields {
		out[f.Name] = true
	}
	return out
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
	}
}

func jobConnection(page store.Page[*jobs.Job], after *string) *model.JobConnection {
	conn := &model.JobConnection{
		Edges:    make([]model.JobEdge, len(page.Items)),
		PageInfo: pageInfo(page.Cursors, page.HasNext, after),
	}
	for i, j := range page.Items {
		conn.Edges[i] = model.JobEdge{Cursor: page.Cursors[i], Node: j}
	}
	return conn
}

func pageInfo(cursors []string, hasNext bool, after *string) *model.PageInfo {
	pi := &model.PageInfo{HasNextPage: hasNext, HasPreviousPage: after != nil && *after != ""}
	if len(cursors) > 0 {
		pi.StartCursor = &cursors[0]
		pi.EndCursor = &cursors[len(cursors)-1]
	}
	return pi
}

func (r *Resolver) job(ctx context.Context, id int) (*jobs.Job, error) {
	j, err := r.Jobs.Get(ctx, int64(id))
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return j, nil
}

func (r *Resolver) jobFacets(ctx context.Context) (*model.JobFacets, error) {
	f, err := r.Jobs.Facets(ctx)
	if err != nil {
		return nil, err
	}
	// Values are what the filter takes: GraphQL enum names for job types
	// and affiliations, the location itself for locations.
	conv := func(in []jobs.Facet, name func(string) string) []model.FacetValue {
		out := make([]model.FacetValue, len(in))
		for i, v := range in {
			value := v.Value
			if name != nil && value != "" {
				value = name(value)
			}
			out[i] = model.FacetValue{Value: value, Label: v.Label, Count: v.Count}
		}
		return out
	}
	return &model.JobFacets{
		Locations:             conv(f.Locations, nil),
		JobTypes:              conv(f.JobTypes, jobs.JobTypes.Name),
		PoliticalAffiliations: conv(f.Affiliations, accounts.Affiliations.Name),
	}, nil
}

// jobNode resolves a "Job" global ID for node and nodes (batched).
func (r *Resolver) jobNode(ctx context.Context, id int64) (model.Node, error) {
	j, err := loaders.For(ctx).Jobs.Job.Load(id)
	if err != nil {
		return nil, nilIfNotFound(err)
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
	aff *accounts.Affiliation, salary *model.SalaryInput, wp *jobs.Workplace, deadline *time.Time) jobs.Input {
	in := jobs.Input{
		Title:                title,
		Organization:         organization,
		Location:             location,
		JobType:              string(typ),
		Description:          description,
		PoliticalAffiliation: string(orZero(aff)),
		Workplace:            string(orZero(wp)),
		Deadline:             deadline,
	}
	if salary != nil {
		in.SalaryMin, in.SalaryMax, in.SalaryPeriod = salary.Min, salary.Max, string(salary.Period)
	}
	return in
}

// payloadErrors is userErrors for the job mutations: an INVALID or CONFLICT
// domain error without field details (already applied, job closed) also
// goes into the payload, with a null field, so forms can show it.
func payloadErrors(err error) ([]model.UserError, error) {
	if de := apperr.As(err); de != nil && len(de.Fields) == 0 &&
		(de.Code == apperr.Invalid || de.Code == apperr.Conflict) {
		return []model.UserError{{Message: de.Message, Code: string(de.Code)}}, nil
	}
	return userErrors(err)
}

func jobPayload(j *jobs.Job, err error) (*model.JobPayload, error) {
	if errs, err := payloadErrors(err); err != nil || errs != nil {
		return &model.JobPayload{Errors: errs}, err
	}
	return &model.JobPayload{Job: j, Errors: []model.UserError{}}, nil
}

func (r *Resolver) createJob(ctx context.Context, in model.CreateJobInput) (*model.JobPayload, error) {
	return jobPayload(r.Jobs.Create(ctx, session.Viewer(ctx), jobInput(in.Title, in.Organization, in.Location,
		in.JobType, in.Description, in.PoliticalAffiliation, in.Salary, in.Workplace, in.Deadline)))
}

func (r *Resolver) updateJob(ctx context.Context, in model.UpdateJobInput) (*model.JobPayload, error) {
	id, err := fromGlobalID(in.ID, "Job", jobs.MsgNotFound)
	if err != nil {
		return nil, err
	}
	return jobPayload(r.Jobs.Update(ctx, session.Viewer(ctx), id, jobInput(in.Title, in.Organization, in.Location,
		in.JobType, in.Description, in.PoliticalAffiliation, in.Salary, in.Workplace, in.Deadline)))
}

func (r *Resolver) deleteJob(ctx context.Context, in model.DeleteJobInput) (*model.DeleteJobPayload, error) {
	id, err := fromGlobalID(in.ID, "Job", jobs.MsgNotFound)
	if err != nil {
		return nil, err
	}
	if err := r.Jobs.Delete(ctx, session.Viewer(ctx), id); err != nil {
		if errs, err := payloadErrors(err); err != nil || errs != nil {
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
	a, err := r.Jobs.Apply(ctx, session.Viewer(ctx), id, in.Message)
	if errs, err := payloadErrors(err); err != nil || errs != nil {
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

func jobSalary(j *jobs.Job) *model.Salary {
	if j.SalaryPeriod == nil {
		return nil
	}
	return &model.Salary{Min: j.SalaryMin, Max: j.SalaryMax, Period: *j.SalaryPeriod}
}

func (r *Resolver) jobOwner(ctx context.Context, j *jobs.Job) (*accounts.User, error) {
	u, err := loaders.For(ctx).User.Load(j.UserID)
	if err != nil {
		return nil, err
	}
	return r.Accounts.PublicView(session.Viewer(ctx), u), nil
}

func jobViewerIsOwner(ctx context.Context, j *jobs.Job) bool { return j.OwnedBy(session.Viewer(ctx)) }

// jobViewerHasApplied is batched: one statement for a whole page of jobs,
// none for visitors.
func jobViewerHasApplied(ctx context.Context, j *jobs.Job) (bool, error) {
	if session.Viewer(ctx) == nil {
		return false, nil
	}
	return loaders.For(ctx).Jobs.ViewerApplied.Load(j.ID)
}

func (r *Resolver) jobApplications(ctx context.Context, j *jobs.Job, n *int, after *string) (*model.JobApplicationConnection, error) {
	page, err := r.Jobs.ApplicationsForJob(ctx, session.Viewer(ctx), j.ID, first(n), orZero(after))
	if err != nil {
		return nil, nilIfHidden(err)
	}
	conn := applicationConnection(page, after)
	if selectsField(ctx, "totalCount") {
		if conn.TotalCount, err = r.Jobs.CountForJob(ctx, session.Viewer(ctx), j.ID); err != nil {
			return nil, err
		}
	}
	return conn, nil
}

func applicationConnection(page store.Page[*jobs.Application], after *string) *model.JobApplicationConnection {
	conn := &model.JobApplicationConnection{
		Edges:    make([]model.JobApplicationEdge, len(page.Items)),
		PageInfo: pageInfo(page.Cursors, page.HasNext, after),
	}
	for i, a := range page.Items {
		conn.Edges[i] = model.JobApplicationEdge{Cursor: page.Cursors[i], Node: a}
	}
	return conn
}

// jobApplicationCount is batched and null unless the viewer owns the job.
func jobApplicationCount(ctx context.Context, j *jobs.Job) (*int, error) {
	if !jobViewerIsOwner(ctx, j) {
		return nil, nil // the service would say no too; skip the statement
	}
	return loaders.For(ctx).Jobs.ApplicationCount.Load(j.ID)
}

// ---------------------------------------------------- JobApplication fields

func applicationJob(ctx context.Context, a *jobs.Application) (*jobs.Job, error) {
	return loaders.For(ctx).Jobs.Job.Load(a.JobID)
}

func (r *Resolver) applicationApplicant(ctx context.Context, a *jobs.Application) (*accounts.User, error) {
	u, err := loaders.For(ctx).User.Load(a.UserID)
	if err != nil {
		return nil, err
	}
	return r.Accounts.PublicView(session.Viewer(ctx), u), nil
}

// ------------------------------------------------------------ User fields

func (r *Resolver) userJobs(ctx context.Context, u *accounts.User, n *int, after *string) (*model.JobConnection, error) {
	page, err := r.Jobs.ListByOwner(ctx, u.ID, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	if err := r.primeJobPage(ctx, page.Items); err != nil {
		return nil, err
	}
	conn := jobConnection(page, after)
	if selectsField(ctx, "totalCount") {
		if conn.TotalCount, err = r.Jobs.CountByOwner(ctx, u.ID); err != nil {
			return nil, err
		}
	}
	return conn, nil
}

func (r *Resolver) userApplications(ctx context.Context, u *accounts.User, n *int, after *string) (*model.JobApplicationConnection, error) {
	viewer := session.Viewer(ctx)
	page, err := r.Jobs.ApplicationsByUser(ctx, viewer, u.ID, first(n), orZero(after))
	if err != nil {
		return nil, nilIfHidden(err)
	}
	conn := applicationConnection(page, after)
	if selectsField(ctx, "totalCount") {
		if conn.TotalCount, err = r.Jobs.AppliedCount(ctx, viewer, u.ID); err != nil {
			return nil, err
		}
	}
	return conn, nil
}

func (r *Resolver) userJobsAppliedCount(ctx context.Context, u *accounts.User) (*int, error) {
	n, err := r.Jobs.AppliedCount(ctx, session.Viewer(ctx), u.ID)
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return &n, nil
}

func (r *Resolver) userJobsPostedCount(ctx context.Context, u *accounts.User) (int, error) {
	n, err := loaders.For(ctx).Jobs.PostedCount.Load(u.ID)
	if err != nil || n == nil {
		return 0, err
	}
	return *n, nil
}
