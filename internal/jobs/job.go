// Package jobs owns the campaign job board: postings, search, applications.
package jobs

import (
	"io"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/enum"
	"canvass/internal/hidden"
	"canvass/internal/relayid"
	"canvass/internal/resumes"
)

// JobType is stored in one casing: full-time, part-time, contract, volunteer, internship.
type JobType string

var JobTypes = enum.New("JobType",
	enum.V("FULL_TIME", "full-time", "Full-Time").Badge("green"),
	enum.V("PART_TIME", "part-time", "Part-Time").Badge("blue"),
	enum.V("CONTRACT", "contract", "Contract").Badge("orange"),
	enum.V("VOLUNTEER", "volunteer", "Volunteer").Badge("purple"),
	enum.V("INTERNSHIP", "internship", "Internship").Badge("teal"))

func (t JobType) MarshalGQL(w io.Writer)    { JobTypes.MarshalGQL(w, string(t)) }
func (t *JobType) UnmarshalGQL(v any) error { return enum.Unmarshal(JobTypes, t, v) }

// IsRemoteLocation reports whether a job's location says "Remote" (any case).
func IsRemoteLocation(location string) bool {
	return strings.EqualFold(strings.TrimSpace(location), "remote")
}

// Workplace is on-site, hybrid or remote.
type Workplace string

var Workplaces = enum.New("Workplace",
	enum.V("ON_SITE", "on-site", "On-site"), enum.V("HYBRID", "hybrid", "Hybrid"), enum.V("REMOTE", "remote", "Remote"))

func (t Workplace) MarshalGQL(w io.Writer)    { Workplaces.MarshalGQL(w, string(t)) }
func (t *Workplace) UnmarshalGQL(v any) error { return enum.Unmarshal(Workplaces, t, v) }

// SalaryPeriod is year, month, hour or stipend. The label is the salary's
// suffix ("$50,000 per year").
type SalaryPeriod string

var SalaryPeriods = enum.New("SalaryPeriod", enum.V("YEAR", "year", "per year"), enum.V("MONTH", "month", "per month"),
	enum.V("HOUR", "hour", "per hour"), enum.V("STIPEND", "stipend", "stipend"))

func (t SalaryPeriod) MarshalGQL(w io.Writer)    { SalaryPeriods.MarshalGQL(w, string(t)) }
func (t *SalaryPeriod) UnmarshalGQL(v any) error { return enum.Unmarshal(SalaryPeriods, t, v) }

// Job is one posting on the board.
type Job struct {
	ID                   int64                 `db:"id" json:"id"`
	UserID               int64                 `db:"user_id" json:"userId"`
	Title                string                `db:"title" json:"title"`
	Organization         string                `db:"organization" json:"organization"`
	Location             string                `db:"location" json:"location"`
	JobType              JobType               `db:"job_type" json:"jobType"`
	Description          string                `db:"description" json:"description"`
	PoliticalAffiliation *accounts.Affiliation `db:"political_affiliation" json:"politicalAffiliation"`
	SalaryMin            *int                  `db:"salary_min" json:"salaryMin"`
	SalaryMax            *int                  `db:"salary_max" json:"salaryMax"`
	SalaryPeriod         *SalaryPeriod         `db:"salary_period" json:"salaryPeriod"`
	Workplace            *Workplace            `db:"workplace" json:"workplace"`
	Deadline             *time.Time            `db:"deadline" json:"deadline"`
	// ElectionDate is the election the job serves (YYYY-MM-DD), if named; the
	// deadline defaults to the day after it (ElectionClose).
	ElectionDate *string   `db:"election_date" json:"electionDate"`
	CreatedAt    time.Time `db:"created_at" json:"createdAt"`
	// State is whether moderators hid the job and why (internal/hidden):
	// only its owner and the moderators ever read a hidden job.
	hidden.State
	// Owner is the owner's public card when the job was read in a list
	// (accounts.CardColumns), else nil.
	Owner *accounts.User `db:"owner" json:"-"`
}

// IsNode marks Job as a GraphQL Node.
func (Job) IsNode() {}

// GlobalID is the job's opaque GraphQL id.
func (j *Job) GlobalID() string { return relayid.Encode("Job", j.ID) }

// OwnedBy reports whether u (nil for visitors) posted the job: the owner
// alone edits, deletes and sees its applications.
func (j *Job) OwnedBy(u *accounts.User) bool { return u != nil && u.ID == j.UserID }

// Application is one user's application to one job.
type Application struct {
	ID        int64      `db:"id" json:"id"`
	JobID     int64      `db:"job_id" json:"jobId"`
	UserID    int64      `db:"user_id" json:"userId"`
	Message   string     `db:"message" json:"message"`
	CreatedAt time.Time  `db:"created_at" json:"createdAt"`
	Stage     Stage      `db:"stage" json:"stage"`
	UpdatedAt time.Time  `db:"-" json:"updatedAt"`  // the last stage change (normalize: moved, else created)
	Moved     *time.Time `db:"updated_at" json:"-"` // as stored (nil before the first move on old rows)
	Note      string     `db:"note" json:"-"`       // the poster's only
	// The résumé sent with it (resume_*: NULL when none; see Resume).
	ResumeName *string    `db:"resume_name" json:"-"`
	ResumeSize *int64     `db:"resume_size" json:"-"`
	ResumeAt   *time.Time `db:"resume_at" json:"-"`
}

// Resume describes the résumé sent with the application (nil when none),
// with its download URL. Only the applicant and the job's poster ever get
// an Application.
func (a *Application) Resume() *resumes.Info {
	if a.ResumeName == nil || a.ResumeSize == nil || a.ResumeAt == nil {
		return nil
	}
	return &resumes.Info{FileName: *a.ResumeName, Size: *a.ResumeSize, UploadedAt: a.ResumeAt.UTC(), URL: resumes.ApplicationURL(a.JobID, a.ID)}
}

// setResume records in as the application's résumé (nil: none).
func (a *Application) setResume(in *resumes.Info) {
	if in == nil {
		a.ResumeName, a.ResumeSize, a.ResumeAt = nil, nil, nil
		return
	}
	at := in.UploadedAt.UTC()
	a.ResumeName, a.ResumeSize, a.ResumeAt = &in.FileName, &in.Size, &at
}

// IsNode marks Application as a GraphQL Node.
func (Application) IsNode() {}

// GlobalID is the application's opaque GraphQL id.
func (a *Application) GlobalID() string { return relayid.Encode("JobApplication", a.ID) }
