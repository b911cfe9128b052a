package graph

import (
	"context"

	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/jobs"
	"canvass/internal/resumes"
	"canvass/internal/session"
)

// Résumés (issue 27, docs/hiring.md): User.resumeFile (the member's own
// only), JobApplication.resumeFile (whoever reads the application: its
// applicant or the job's poster), setProfileResume. The files are uploaded
// as data URLs in ResumeUploadInput (server.go lets these two mutations'
// requests be larger than others) and download over REST.

// userResumeFile is User.resumeFile: null for anyone but the user.
func (r *Resolver) userResumeFile(ctx context.Context, u *accounts.User) (*resumes.Info, error) {
	return r.Resumes.Profile(ctx, session.Viewer(ctx), u.ID)
}

// applicationResumeFile is JobApplication.resumeFile, read with the
// application (no statement of its own).
func applicationResumeFile(a *jobs.Application) *resumes.Info { return a.Resume() }

func (r *Resolver) setProfileResume(ctx context.Context, in model.SetProfileResumeInput) (*model.SetProfileResumePayload, error) {
	viewer := session.Viewer(ctx)
	var err error
	if in.Resume == nil {
		err = r.Resumes.RemoveProfile(ctx, viewer)
	} else {
		_, err = r.Resumes.SetProfile(ctx, viewer, *in.Resume)
	}
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.SetProfileResumePayload{Errors: errs}, err
	}
	return &model.SetProfileResumePayload{User: viewer, Errors: []model.UserError{}}, nil
}
