package rest

import (
	"net/http"
	"strconv"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/jobs"
	"canvass/internal/resumes"
)

// jobRoutes: spec section 7, the job rows, plus applications.
//
//	GET    /api/jobs           open jobs, newest first, a JSON array of jobs (below).
//	                           ?search=text      words over title, organization and description
//	                                             (each word also matches as a prefix)
//	                           ?location=L       exact location
//	                           ?jobType=T        full-time, part-time, contract, volunteer, internship
//	                                             (any casing: Full-Time, FULL_TIME)
//	                           ?affiliation=A    Democratic, Republican, ..., None (any casing)
//	                           ?workplace=W      on-site, hybrid, remote
//	                                             (an empty value or _all means any;
//	                                             an unknown value is a 400 naming the field)
//	                           ?limit=N          page size, default 50, at most 100
//	                           ?after=C          cursor: continue after the page that gave C
//	                           When more jobs follow, the response has
//	                           Link: </api/jobs?after=C&limit=N[&filters]>; rel="next"
//	                           and X-Next-Cursor: C.
//	GET    /api/jobs/{id}      one job, closed ones included (404 when missing or not a number)
//	POST   /api/jobs           job form fields → 201 the job (candidates and campaign staff)
//	PUT    /api/jobs/{id}      job form fields → the job (owner only)
//	DELETE /api/jobs/{id}      → {"ok":true} (owner only)
//	POST   /api/jobs/{id}/applications   {message, resume?, useProfileResume?} → 201 the application (signed-in
//	                                     users, once per job). resume is {fileName, data} with data a
//	                                     "data:application/pdf;base64,..." URL (a PDF of at most 5 MB; this
//	                                     route takes bodies up to 7 MB); without it the profile's résumé is
//	                                     sent, if any, unless useProfileResume is false. Each application
//	                                     shows resume: {fileName, size, uploadedAt, url} or null.
//	GET    /api/jobs/{id}/applications/{applicationId}/resume  the résumé as a PDF download, for the applicant
//	                                     and the poster only (404 for anyone else, visitors included, for an
//	                                     application of another job and when it has none)
//	GET    /api/jobs/{id}/applications   the job's applications, newest first (owner only), each with
//	                                     stage, updatedAt and the poster's note; ?stage=interview for
//	                                     one stage; ?limit and ?after as above
//	PUT    /api/jobs/{id}/applications/{applicationId}/stage  {stage} → the application (poster only:
//	                                     403 for the applicant, 404 for anyone else or an application of
//	                                     another job; 409 once withdrawn)
//	PUT    /api/jobs/{id}/applications/{applicationId}/note   {note} → the application (poster only)
//	POST   /api/jobs/{id}/applications/{applicationId}/withdraw → the application (applicant only)
//	GET    /api/user/applications        the signed-in applicant's applications, newest first, each
//	                                     with its job, stage and updatedAt; ?limit and ?after
//
// Stages (docs/hiring.md) are lower case: applied, reviewing, interview,
// offer, hired, not_selected, withdrawn (the GraphQL names are accepted too).
//
// A job is {id, userId, title, organization, location, jobType ("full-time"),
// description, politicalAffiliation ("Democratic" or null), salaryMin,
// salaryMax, salaryPeriod ("hour", "month", "year", "stipend" or null),
// workplace ("on-site", "hybrid", "remote" or null), deadline (RFC 3339 or
// null), createdAt, isClosed}.
//
// Form fields: title, organization, location, jobType, description,
// politicalAffiliation, salaryMin, salaryMax, salaryPeriod (or salary:
// {min, max, period}), workplace, deadline. A userId in the body is ignored:
// the owner is always the signed-in user.
func (h *Handler) jobRoutes(mux routes) {
	mux.handle("GET /api/jobs", h.listJobs, doc{Summary: "Open jobs, newest first.", Paged: true, Query: []param{
		{Name: "search", Desc: "Words over title, organization and description (each also as a prefix)."},
		{Name: "location", Desc: "Exact location."},
		{Name: "jobType", Desc: "full-time, part-time, contract, volunteer or internship (any casing; empty or _all: any)."},
		{Name: "affiliation", Desc: "Democratic, Republican, ..., None (any casing)."},
		{Name: "workplace", Desc: "on-site, hybrid or remote."},
		{Name: "verified", Desc: "true: only jobs of verified organizations."},
	}, Out: []jobJSON{}})
	mux.handle("GET /api/jobs/{id}", h.getJob, doc{Summary: "One job, closed ones included.", Out: jobJSON{}})
	mux.handle("POST /api/jobs", h.createJob, doc{Summary: "Posts a job (candidates and campaign staff).", Who: member, In: jobForm{},
		Out: jobJSON{}, Status: http.StatusCreated, Location: true})
	mux.handle("PUT /api/jobs/{id}", h.updateJob, doc{Summary: "Edits a job (owner only).", Who: member, In: jobForm{}, Out: jobJSON{}})
	mux.handle("DELETE /api/jobs/{id}", h.deleteJob, doc{Summary: "Deletes a job (owner only).", Who: member, Out: okJSON{}})
	mux.handle("POST /api/jobs/{id}/applications", h.applyToJob, doc{Summary: "Applies to a job, once (signed-in members; bodies up to 7 MB).",
		Who: member, In: applyForm{}, Out: applicationJSON{}, Status: http.StatusCreated})
	mux.handle("GET /api/jobs/{id}/applications", h.listApplications, doc{Summary: "The job's applications, newest first (owner only).",
		Who: member, Paged: true, Query: []param{{Name: "stage", Desc: "Only this stage (applied, reviewing, interview, ...)."}}, Out: []applicationJSON{}})
	mux.handle("PUT /api/jobs/{id}/applications/{applicationId}/stage", h.moveApplication, doc{Summary: "Moves an application (poster only; 409 once withdrawn).",
		Who: member, In: stageForm{}, Out: applicationJSON{}})
	mux.handle("PUT /api/jobs/{id}/applications/{applicationId}/note", h.setApplicationNote, doc{Summary: "Sets the poster's private note.",
		Who: member, In: noteForm{}, Out: applicationJSON{}})
	mux.handle("POST /api/jobs/{id}/applications/{applicationId}/withdraw", h.withdrawApplication, doc{Summary: "Withdraws an application (applicant only).",
		Who: member, In: struct{}{}, InOptional: true, Out: applicationJSON{}})
	mux.handle("GET /api/jobs/{id}/applications/{applicationId}/resume", h.applicationResume, doc{
		Summary: "The application's résumé as a PDF download (applicant and poster only).", Who: member, OutType: "application/pdf"})
	mux.handle("GET /api/user/applications", h.myApplications, doc{Summary: "The signed-in applicant's applications, newest first, each with its job.",
		Who: member, Paged: true, Out: []applicationJSON{}})
}

// jobJSON is a job as the REST shim shows it. HiddenByModerators and
// HiddenReason are set for the job's owner (and, on GET /api/jobs/{id}, the
// moderators) when moderators hid it; no one else ever reads a hidden job.
type jobJSON struct {
	*jobs.Job
	IsClosed           bool    `json:"isClosed"`
	HiddenByModerators bool    `json:"hiddenByModerators"`
	HiddenReason       *string `json:"hiddenReason"`
	// VerifiedOrganization is the poster's verified name (null when not
	// verified): lists and the job read it, one statement per page.
	VerifiedOrganization *string `json:"verifiedOrganization"`
}

// jobJSON is j as r's viewer sees it (lists: their own hidden jobs only).
func (h *Handler) jobJSON(r *http.Request, j *jobs.Job) jobJSON { return h.jobJSONAs(r, false, j) }

// jobJSONAs is jobJSON; isMod says the viewer is a moderator.
func (h *Handler) jobJSONAs(r *http.Request, isMod bool, j *jobs.Job) jobJSON {
	out := jobJSON{Job: j, IsClosed: h.Jobs.Closed(j)}
	out.HiddenByModerators, out.HiddenReason = jobs.HiddenFor(h.viewer(r), isMod, j)
	return out
}

func (h *Handler) listJobs(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	verified, err := verifiedParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	f := jobs.Filter{Search: q.Get("search"), Location: q.Get("location"), JobType: q.Get("jobType"),
		Affiliation: q.Get("affiliation"), Workplace: q.Get("workplace"), Verified: verified}
	page, err := h.Jobs.Search(r.Context(), h.viewer(r), f, jobs.Newest, limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/jobs", q, []string{"search", "location", "jobType", "affiliation", "workplace", "verified"}, page, limit)
	out := make([]jobJSON, len(page.Items))
	owners := make([]int64, len(page.Items))
	for i, j := range page.Items {
		out[i] = h.jobJSON(r, j)
		owners[i] = j.UserID
	}
	names, err := h.Verify.Names(r.Context(), owners)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	for i := range out {
		out[i].VerifiedOrganization = nameOrNil(names[out[i].UserID])
	}
	writeJSON(w, http.StatusOK, out)
}

func (h *Handler) getJob(w http.ResponseWriter, r *http.Request) {
	j, err := h.jobFromPath(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	// Only a moderator reads someone else's hidden job (jobFromPath).
	isMod := j.IsHidden() && !j.OwnedBy(h.viewer(r))
	out := h.jobJSONAs(r, isMod, j)
	name, _, err := h.Verify.NameOf(r.Context(), j.UserID)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	out.VerifiedOrganization = nameOrNil(name)
	writeJSON(w, http.StatusOK, out)
}

// jobFromPath loads the job named by {id} as the viewer may read it; a
// non-numeric id, or a hidden job not theirs, is a 404.
func (h *Handler) jobFromPath(r *http.Request) (*jobs.Job, error) {
	id, err := pathID(r, jobs.MsgNotFound)
	if err != nil {
		return nil, err
	}
	return h.Jobs.GetFor(r.Context(), h.viewer(r), id)
}

// jobForm is the body of POST and PUT /api/jobs. Unknown fields (userId)
// are ignored.
type jobForm struct {
	jobs.Input
	Salary *struct {
		Min    *int   `json:"min"`
		Max    *int   `json:"max"`
		Period string `json:"period"`
	} `json:"salary"`
}

func (f jobForm) input() jobs.Input {
	in := f.Input
	if f.Salary != nil {
		in.SalaryMin, in.SalaryMax, in.SalaryPeriod = f.Salary.Min, f.Salary.Max, f.Salary.Period
	}
	return in
}

func (h *Handler) createJob(w http.ResponseWriter, r *http.Request) {
	var f jobForm
	if err := decode(r, w, &f); err != nil {
		h.fail(w, r, err)
		return
	}
	j, err := h.Jobs.Create(r.Context(), h.viewer(r), f.input())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	w.Header().Set("Location", "/api/jobs/"+strconv.FormatInt(j.ID, 10))
	writeJSON(w, http.StatusCreated, h.jobJSON(r, j))
}

func (h *Handler) updateJob(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, jobs.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var f jobForm
	if err := decode(r, w, &f); err != nil {
		h.fail(w, r, err)
		return
	}
	j, err := h.Jobs.Update(r.Context(), h.viewer(r), id, f.input())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, h.jobJSON(r, j))
}

// deleteJob needs no body (the spec's client sends none); a cross-site form
// cannot send DELETE, and the session cookie is SameSite.
func (h *Handler) deleteJob(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, jobs.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.Jobs.Delete(r.Context(), h.viewer(r), id); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, okJSON{OK: true, ID: id})
}

// applicationJSON is an application as the REST shim shows it.
type applicationJSON struct {
	ID        int64     `json:"id"`
	JobID     int64     `json:"jobId"`
	UserID    int64     `json:"userId"`
	Message   string    `json:"message"`
	CreatedAt time.Time `json:"createdAt"`
	Stage     string    `json:"stage"`     // applied, reviewing, interview, offer, hired, not_selected, withdrawn
	UpdatedAt time.Time `json:"updatedAt"` // the last stage change
	Note      *string   `json:"note,omitempty"`
	// The résumé sent with it ({fileName, size, uploadedAt, url}; null when none).
	Resume *resumes.Info `json:"resume"`
	Job    *jobJSON      `json:"job,omitempty"` // GET /api/user/applications
}

func toApplicationJSON(a *jobs.Application) applicationJSON {
	return applicationJSON{ID: a.ID, JobID: a.JobID, UserID: a.UserID, Message: a.Message, CreatedAt: a.CreatedAt.UTC(),
		Stage: string(a.Stage), UpdatedAt: a.UpdatedAt.UTC(), Resume: a.Resume()}
}

// toPosterApplicationJSON adds the poster's private note.
func toPosterApplicationJSON(a *jobs.Application) applicationJSON {
	out := toApplicationJSON(a)
	out.Note = &a.Note
	return out
}

// applyForm is the body of POST /api/jobs/{id}/applications.
type applyForm struct {
	Message          string          `json:"message"`
	Resume           *resumes.Upload `json:"resume"`
	UseProfileResume *bool           `json:"useProfileResume"`
}

func (h *Handler) applyToJob(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, jobs.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in applyForm
	if err := decodeUpTo(r, w, &in, resumes.MaxJSONBody); err != nil {
		h.fail(w, r, err)
		return
	}
	a, err := h.Jobs.ApplyWith(r.Context(), h.viewer(r), id, jobs.ApplyInput{Message: in.Message, Resume: in.Resume,
		NoProfileResume: in.UseProfileResume != nil && !*in.UseProfileResume})
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, toApplicationJSON(a))
}

func (h *Handler) listApplications(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, jobs.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := h.Jobs.ApplicationsAtStage(r.Context(), h.viewer(r), id, q.Get("stage"), limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/jobs/"+strconv.FormatInt(id, 10)+"/applications", q, nil, page, limit)
	out := make([]applicationJSON, len(page.Items))
	for i, a := range page.Items {
		out[i] = toPosterApplicationJSON(a)
	}
	writeJSON(w, http.StatusOK, out)
}

// applicationPath reads {id} and {applicationId}: a bad one is a 404.
func applicationPath(r *http.Request) (jobID, appID int64, err error) {
	if jobID, err = pathID(r, jobs.MsgNotFound); err != nil {
		return 0, 0, err
	}
	appID, perr := strconv.ParseInt(r.PathValue("applicationId"), 10, 64)
	if perr != nil || appID <= 0 {
		return 0, 0, apperr.New(apperr.NotFound, jobs.MsgAppNotFound)
	}
	return jobID, appID, nil
}

type stageForm struct {
	Stage string `json:"stage"`
}

type noteForm struct {
	Note *string `json:"note"`
}

func (h *Handler) moveApplication(w http.ResponseWriter, r *http.Request) {
	jobID, appID, err := applicationPath(r)
	var in stageForm
	if err == nil {
		err = decode(r, w, &in)
	}
	var a *jobs.Application
	if err == nil {
		a, err = h.Jobs.MoveApplication(r.Context(), h.viewer(r), jobID, appID, in.Stage)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, toPosterApplicationJSON(a))
}

func (h *Handler) setApplicationNote(w http.ResponseWriter, r *http.Request) {
	jobID, appID, err := applicationPath(r)
	var in noteForm
	if err == nil {
		err = decode(r, w, &in)
	}
	if err == nil && in.Note == nil {
		err = apperr.Field("note", jobs.MsgNoteMissing)
	}
	var a *jobs.Application
	if err == nil {
		a, err = h.Jobs.SetApplicationNote(r.Context(), h.viewer(r), jobID, appID, *in.Note)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, toPosterApplicationJSON(a))
}

func (h *Handler) withdrawApplication(w http.ResponseWriter, r *http.Request) {
	jobID, appID, err := applicationPath(r)
	if err == nil {
		err = requireJSONOrEmpty(r)
	}
	var a *jobs.Application
	if err == nil {
		a, err = h.Jobs.WithdrawApplication(r.Context(), h.viewer(r), jobID, appID)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, toApplicationJSON(a))
}

func (h *Handler) myApplications(w http.ResponseWriter, r *http.Request) {
	viewer := h.viewer(r)
	if viewer == nil {
		h.fail(w, r, apperr.New(apperr.Unauthenticated, jobs.MsgLoginToSee))
		return
	}
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := h.Jobs.ApplicationsByUser(r.Context(), viewer, viewer.ID, limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	ids := make([]int64, len(page.Items))
	for i, a := range page.Items {
		ids[i] = a.JobID
	}
	byID, err := h.Jobs.ByIDs(r.Context(), ids)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/user/applications", q, nil, page, limit)
	out := make([]applicationJSON, len(page.Items))
	for i, a := range page.Items {
		out[i] = toApplicationJSON(a)
		if j := byID[a.JobID]; j != nil {
			jj := h.jobJSON(r, j)
			out[i].Job = &jj
		}
	}
	writeJSON(w, http.StatusOK, out)
}
