package graph

import (
	"context"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/session"
	"canvass/internal/tokens"
)

// tokenScope refuses the mutations of an operation sent with a read-only
// personal access token (REST's methods are refused in session.Middleware).
type tokenScope struct{}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = tokenScope{}

func (tokenScope) ExtensionName() string                          { return "TokenScope" }
func (tokenScope) Validate(schema graphql.ExecutableSchema) error { return nil }

func (tokenScope) MutateOperationContext(ctx context.Context, op *graphql.OperationContext) *gqlerror.Error {
	// SECURITY: a read token changes nothing.
	if t, ok := accounts.TokenOf(ctx); ok && t.Scope != accounts.ScopeReadWrite && op.Operation != nil && op.Operation.Operation == ast.Mutation {
		err := gqlerror.Errorf(accounts.MsgTokenReadOnly)
		err.Extensions = map[string]any{"code": string(apperr.Forbidden)}
		return err
	}
	return nil
}

func (r *Resolver) apiTokenNode(ctx context.Context, id int64) (model.Node, error) {
	t, err := r.Tokens.Get(ctx, session.Viewer(ctx), id)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return t, nil
}

// userAPITokens is User.apiTokens: the user's own, null for anyone else.
func (r *Resolver) userAPITokens(ctx context.Context, u *accounts.User) ([]tokens.Token, error) {
	viewer := session.Viewer(ctx)
	// SECURITY: a member's tokens are theirs alone to see.
	if viewer == nil || viewer.ID != u.ID {
		return nil, nil
	}
	list, err := r.Tokens.List(ctx, viewer)
	if err != nil {
		return nil, err
	}
	out := make([]tokens.Token, len(list))
	for i, t := range list {
		out[i] = *t
	}
	return out, nil
}

func (r *Resolver) createAPIToken(ctx context.Context, in model.CreateAPITokenInput) (*model.CreateAPITokenPayload, error) {
	t, secret, err := r.Tokens.Create(ctx, session.Viewer(ctx), tokens.Input{Name: in.Name, ExpiresInDays: in.ExpiresInDays,
		Scope: strings.ToLower(string(in.Scope))})
	if err != nil {
		errs, err := userErrors(err)
		return &model.CreateAPITokenPayload{Errors: errs}, err
	}
	return &model.CreateAPITokenPayload{Token: t, Secret: &secret, Errors: []model.UserError{}}, nil
}

func (r *Resolver) revokeAPIToken(ctx context.Context, in model.RevokeAPITokenInput) (*model.RevokeAPITokenPayload, error) {
	id, err := fromGlobalID(in.ID, "ApiToken", tokens.MsgNotFound)
	if err != nil {
		return nil, err
	}
	t, err := r.Tokens.Revoke(ctx, session.Viewer(ctx), id)
	if err != nil {
		errs, err := userErrors(err)
		return &model.RevokeAPITokenPayload{Errors: errs}, err
	}
	return &model.RevokeAPITokenPayload{Token: t, Errors: []model.UserError{}}, nil
}
