package graph

import (
	"context"

	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/session"
	"canvass/internal/verify"
)

// Verified organisations (issue 28, docs/trust.md "Verified organisations").

// verifiedName is the badge of the member userID: one statement per batch
// of a list's items (loaders.VerifiedName), null when not verified.
func verifiedName(ctx context.Context, userID int64) (*string, error) {
	name, err := loaders.For(ctx).VerifiedName().Load(userID)
	if err != nil || name == "" {
		return nil, err
	}
	return &name, nil
}

// primeVerified reads, in one statement, the badges of a page's items when
// the query asks for them ("edges", "node", "verifiedOrganization"), and
// primes the loader with every owner (verified or not), so the page costs
// one statement for badges whatever its size.
func primeVerified[T any](ctx context.Context, items []T, owner func(T) int64) error {
	if len(items) < 2 || !selects(ctx, "edges", "node", "verifiedOrganization") {
		return nil
	}
	ids := make([]int64, len(items))
	for i, it := range items {
		ids[i] = owner(it)
	}
	l := loaders.For(ctx)
	names, err := l.Verified(ids)
	if err != nil {
		return err
	}
	for _, id := range ids {
		l.VerifiedName().Prime(id, names[id])
	}
	return nil
}

func (r *Resolver) verificationNode(ctx context.Context, id int64) (model.Node, error) {
	v, err := r.Verify.Get(ctx, session.Viewer(ctx), id)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return v, nil
}

// userVerification is User.verification: the user's own latest request,
// null for anyone else.
func (r *Resolver) userVerification(ctx context.Context, u *accounts.User) (*verify.Verification, error) {
	viewer := session.Viewer(ctx)
	// SECURITY: a member's request is theirs (and the moderators', through
	// pendingVerifications) to see.
	if viewer == nil || viewer.ID != u.ID {
		return nil, nil
	}
	return r.Verify.Mine(ctx, viewer)
}

func (r *Resolver) pendingVerifications(ctx context.Context) ([]verify.Verification, error) {
	list, err := r.Verify.Pending(ctx, session.Viewer(ctx))
	if err != nil {
		return nil, err
	}
	out := make([]verify.Verification, len(list))
	for i, v := range list {
		out[i] = *v
	}
	return out, nil
}

// verificationUser is Verification.user: the member who asked (the request
// is only ever shown to them and to moderators).
func (r *Resolver) verificationUser(ctx context.Context, v *verify.Verification) (*accounts.User, error) {
	u, err := loaders.For(ctx).User().Load(v.UserID)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return r.Accounts.PublicView(session.Viewer(ctx), u), nil
}

func optString(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func (r *Resolver) requestVerification(ctx context.Context, in model.RequestVerificationInput) (*model.VerificationPayload, error) {
	v, err := r.Verify.Request(ctx, session.Viewer(ctx), verify.Input{Kind: string(in.Kind), Name: in.Name, FECID: optString(in.FecID),
		StateCommitteeID: optString(in.StateCommitteeID), State: optString(in.State), Website: in.Website, Email: in.Email})
	return verificationPayload(v, err)
}

func (r *Resolver) confirmVerification(ctx context.Context, in model.ConfirmVerificationInput) (*model.VerificationPayload, error) {
	v, err := r.Verify.Confirm(ctx, session.Viewer(ctx), in.Code)
	return verificationPayload(v, err)
}

func (r *Resolver) resendVerificationCode(ctx context.Context) (*model.ResendVerificationCodePayload, error) {
	if err := r.Verify.Resend(ctx, session.Viewer(ctx)); err != nil {
		errs, err := userErrors(err)
		return &model.ResendVerificationCodePayload{Errors: errs}, err
	}
	return &model.ResendVerificationCodePayload{Ok: true, Errors: []model.UserError{}}, nil
}

func (r *Resolver) decideVerification(ctx context.Context, in model.DecideVerificationInput) (*model.VerificationPayload, error) {
	id, err := fromGlobalID(in.ID, "Verification", verify.MsgNotFound)
	if err != nil {
		return nil, err
	}
	decision := "approve"
	if in.Decision == model.VerificationDecisionRefuse {
		decision = "refuse"
	}
	v, err := r.Verify.Decide(ctx, session.Viewer(ctx), id, decision, in.Reason)
	return verificationPayload(v, err)
}

func verificationPayload(v *verify.Verification, err error) (*model.VerificationPayload, error) {
	if err != nil {
		errs, err := userErrors(err)
		return &model.VerificationPayload{Errors: errs}, err
	}
	return &model.VerificationPayload{Verification: v, Errors: []model.UserError{}}, nil
}
