package accounts

import (
	"context"

	"canvass/internal/apperr"
)

// Token scopes (personal access tokens, internal/tokens).
const (
	ScopeRead      = "read"
	ScopeReadWrite = "read_write"
)

// Messages of personal access tokens (docs/api.md).
const (
	MsgTokenReadOnly    = "This token is read-only."
	MsgTokenNotAllowed  = "A token cannot sign in or out, or change the password, the email address, the account or tokens. Use the app for that."
	MsgTokenUnavailable = "This token is not valid: it was revoked, it expired or it never existed."
)

// TokenAuth is how a request that presented a personal access token is
// signed in: the token's id and scope.
type TokenAuth struct {
	ID    int64
	Scope string
}

type tokenKey struct{}

// WithToken marks ctx as authenticated by the token t (session.Middleware).
func WithToken(ctx context.Context, t TokenAuth) context.Context {
	return context.WithValue(ctx, tokenKey{}, t)
}

// TokenOf returns the token ctx was authenticated by (false: a browser
// session, or nobody).
func TokenOf(ctx context.Context) (TokenAuth, bool) {
	t, ok := ctx.Value(tokenKey{}).(TokenAuth)
	return t, ok
}

// RefuseTokens refuses, for a request signed in by a token, the changes a
// token may never make: the password, the email address, the account's
// deletion and tokens themselves (a stolen token cannot lock its owner out
// or mint itself a successor).
func RefuseTokens(ctx context.Context) error {
	// SECURITY: every credential change needs the browser session.
	if _, ok := TokenOf(ctx); ok {
		return apperr.New(apperr.Forbidden, MsgTokenNotAllowed)
	}
	return nil
}
