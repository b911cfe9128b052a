package graph

import (
	"canvass/graph/loaders"
	"context"

	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/session"
)

// Account resolvers: each translates the GraphQL input, calls the accounts
// service and signs in or out through the session manager. Rules and
// messages live in internal/accounts.

func (r *Resolver) register(ctx context.Context, in model.RegisterInput) (*model.AuthPayload, error) {
	u, err := r.Accounts.Register(ctx, accounts.RegisterInput{
		Username:             in.Username,
		Password:             in.Password,
		Email:                in.Email,
		FirstName:            in.FirstName,
		LastName:             in.LastName,
		UserType:             string(in.UserType),
		PoliticalAffiliation: orZero((*string)(in.PoliticalAffiliation)),
		Location:             orZero(in.Location),
		Bio:                  orZero(in.Bio),
		ProfileImage:         orZero(in.ProfileImage),
		RemoteAddr:           session.RemoteAddr(ctx),
	})
	if err == nil {
		err = r.Sessions.SignIn(ctx, u)
	}
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.AuthPayload{Errors: errs}, err
	}
	return &model.AuthPayload{User: u, Errors: []model.UserError{}}, nil
}

func (r *Resolver) login(ctx context.Context, in model.LoginInput) (*model.AuthPayload, error) {
	u, err := r.Accounts.Login(ctx, in.Username, in.Password, session.RemoteAddr(ctx))
	if err == nil {
		err = r.Sessions.SignIn(ctx, u)
	}
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.AuthPayload{Errors: errs}, err
	}
	return &model.AuthPayload{User: u, Errors: []model.UserError{}}, nil
}

func (r *Resolver) logout(ctx context.Context) (*model.LogoutPayload, error) {
	if err := r.Sessions.SignOut(ctx); err != nil {
		return nil, err
	}
	return &model.LogoutPayload{Ok: true}, nil
}

func (r *Resolver) updateProfile(ctx context.Context, in model.UpdateProfileInput) (*model.UpdateProfilePayload, error) {
	u, err := r.Accounts.UpdateProfile(ctx, session.Viewer(ctx), accounts.ProfileInput{
		FirstName:            in.FirstName,
		LastName:             in.LastName,
		Email:                in.Email,
		Location:             in.Location,
		Bio:                  in.Bio,
		ProfileImage:         in.ProfileImage,
		PoliticalAffiliation: (*string)(in.PoliticalAffiliation),
		CurrentPosition:      in.CurrentPosition,
		PreviousPositions:    in.PreviousPositions,
		Education:            in.Education,
		Skills:               in.Skills,
		Resume:               in.Resume,
		Website:              in.Website,
		SocialLinks:          in.SocialLinks,
		PhoneNumber:          in.PhoneNumber,
		IsPublicProfile:      in.IsPublicProfile,
	})
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.UpdateProfilePayload{Errors: errs}, err
	}
	return &model.UpdateProfilePayload{User: u, Errors: []model.UserError{}}, nil
}

func (r *Resolver) requestPasswordReset(ctx context.Context, in model.RequestPasswordResetInput) (*model.RequestPasswordResetPayload, error) {
	err := r.Accounts.RequestPasswordReset(ctx, in.Email, session.RemoteAddr(ctx))
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.RequestPasswordResetPayload{Errors: errs}, err
	}
	return &model.RequestPasswordResetPayload{Ok: true, Errors: []model.UserError{}}, nil
}

func (r *Resolver) verifyEmail(ctx context.Context, in model.VerifyEmailInput) (*model.VerifyEmailPayload, error) {
	u, err := r.Accounts.VerifyEmail(ctx, in.Token)
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.VerifyEmailPayload{Errors: errs}, err
	}
	out := &model.VerifyEmailPayload{Ok: true, Errors: []model.UserError{}}
	// SECURITY: the token confirms an address; it shows its owner only to
	// the owner signed in.
	if v := session.Viewer(ctx); v != nil && v.ID == u.ID {
		out.User = u
	}
	return out, nil
}

func (r *Resolver) resendVerification(ctx context.Context) (*model.ResendVerificationPayload, error) {
	err := r.Accounts.ResendVerification(ctx, session.Viewer(ctx))
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.ResendVerificationPayload{Errors: errs}, err
	}
	return &model.ResendVerificationPayload{Ok: true, Errors: []model.UserError{}}, nil
}

// userEmailVerified is User.emailVerified: the user themself only.
func (r *Resolver) userEmailVerified(ctx context.Context, u *accounts.User) (*bool, error) {
	// SECURITY: whether an address is confirmed is the owner's business.
	if v := session.Viewer(ctx); v == nil || v.ID != u.ID {
		return nil, nil
	}
	ok := u.EmailVerified
	return &ok, nil
}

func (r *Resolver) resetPassword(ctx context.Context, in model.ResetPasswordInput) (*model.ResetPasswordPayload, error) {
	err := r.Accounts.ResetPassword(ctx, in.Token, in.Password)
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.ResetPasswordPayload{Errors: errs}, err
	}
	return &model.ResetPasswordPayload{Ok: true, Errors: []model.UserError{}}, nil
}

func (r *Resolver) changePassword(ctx context.Context, in model.ChangePasswordInput) (*model.ChangePasswordPayload, error) {
	v := session.Viewer(ctx)
	err := r.Accounts.ChangePassword(ctx, v, in.CurrentPassword, in.NewPassword)
	if err == nil {
		// Every session ended with the old epoch; this browser signs in again.
		err = r.Sessions.SignIn(ctx, v)
	}
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.ChangePasswordPayload{Errors: errs}, err
	}
	return &model.ChangePasswordPayload{Ok: true, Errors: []model.UserError{}}, nil
}

func (r *Resolver) deleteAccount(ctx context.Context, in model.DeleteAccountInput) (*model.DeleteAccountPayload, error) {
	err := r.Accounts.DeleteAccount(ctx, session.Viewer(ctx), in.CurrentPassword)
	if err == nil {
		err = r.Sessions.SignOut(ctx)
	}
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.DeleteAccountPayload{Errors: errs}, err
	}
	return &model.DeleteAccountPayload{Ok: true, Errors: []model.UserError{}}, nil
}

func (r *Resolver) passwordResetTokenValid(ctx context.Context, token string) (bool, error) {
	err := r.Accounts.CheckResetToken(ctx, token)
	if e := apperr.As(err); e != nil && e.Code == apperr.Invalid {
		return false, nil
	}
	return err == nil, err
}

func (r *Resolver) user(ctx context.Context, databaseID int) (*accounts.User, error) {
	return r.Accounts.Profile(ctx, session.Viewer(ctx), int64(databaseID))
}

func (r *Resolver) users(ctx context.Context, n *int, after, search *string) (*model.UserConnection, error) {
	page, err := r.Accounts.Directory(ctx, session.Viewer(ctx), orZero(search), first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	conn := &model.UserConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, u *accounts.User) model.UserEdge { return model.UserEdge{Cursor: c, Node: u} })
	return conn, nil
}

// userDetail returns a detail field of u when the viewer may see it
// (accounts.CanSeeDetails), else null.
func (r *Resolver) userDetail(ctx context.Context, u *accounts.User, v string) *string {
	if !r.Accounts.CanSeeDetails(session.Viewer(ctx), u) {
		return nil
	}
	return &v
}

func (r *Resolver) userAffiliation(ctx context.Context, u *accounts.User) *accounts.Affiliation {
	if !r.Accounts.CanSeeDetails(session.Viewer(ctx), u) || u.PoliticalAffiliation == "" {
		return nil
	}
	a := u.PoliticalAffiliation
	return &a
}

func (r *Resolver) userSocialLinks(ctx context.Context, u *accounts.User) []string {
	if !r.Accounts.CanSeeDetails(session.Viewer(ctx), u) {
		return nil
	}
	if u.SocialLinks == nil {
		return []string{}
	}
	return u.SocialLinks
}

// orZero returns *p, or the zero value when p is nil.
func orZero[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// publicUser loads user id through the operation's loader, as the viewer may
// see them (see accounts.Service.PublicView); a missing user is nil.
func (r *Resolver) publicUser(ctx context.Context, id int64) (*accounts.User, error) {
	u, err := loaders.For(ctx).User().Load(id)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return r.Accounts.PublicView(session.Viewer(ctx), u), nil
}
