package graph

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"canvass/graph/model"
	"canvass/internal/apperr"
)

// internalMessage is all a client learns about an unexpected failure.
const internalMessage = "Internal error."

// errorPresenter turns every error a resolver or gqlgen reports into the
// error the client sees:
//   - a domain *apperr.Error keeps its message; its code goes in
//     extensions.code and its field messages in extensions.fields;
//   - an error gqlgen made itself (parse, validation, input coercion, limits)
//     keeps its message and gets extensions.code INVALID unless it has a code;
//   - anything else is logged with its path and shown as "Internal error."
//     with code INTERNAL (in dev mode extensions.detail holds the cause).
func errorPresenter(log *slog.Logger, dev bool) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		if de := apperr.As(err); de != nil {
			out := domainError(ctx, de)
			if ge, ok := err.(*gqlerror.Error); ok && len(ge.Path) > 0 {
				out.Path = ge.Path
			}
			return out
		}
		if ge, ok := err.(*gqlerror.Error); ok && isRequestError(ctx, ge) {
			out := *ge
			ext := make(map[string]any, len(ge.Extensions)+1)
			for k, v := range ge.Extensions {
				ext[k] = v
			}
			if _, ok := ext["code"]; !ok {
				ext["code"] = string(apperr.Invalid)
			}
			out.Extensions = ext
			if !dev {
				out.Message = withoutSuggestion(out.Message)
			}
			return &out
		}
		path := graphql.GetPath(ctx)
		if ge, ok := err.(*gqlerror.Error); ok && len(ge.Path) > 0 {
			path = ge.Path
		}
		var p errPanic
		switch {
		case errors.As(err, &p): // panics are logged with their stack by recoverFunc
		case ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)):
			// The client left (closed the socket or the request) while the
			// field ran: not a server error.
			log.DebugContext(ctx, "graphql: client left", "path", path.String(), "err", err)
		default:
			log.ErrorContext(ctx, "graphql: internal error", "path", path.String(), "err", err)
		}
		out := &gqlerror.Error{
			Message:    internalMessage,
			Path:       path,
			Extensions: map[string]any{"code": string(apperr.Internal)},
		}
		if dev {
			out.Extensions["detail"] = err.Error()
		}
		return out
	}
}

// isRequestError reports whether ge describes a problem with the request
// rather than with the server. gqlgen and gqlparser build request errors
// (parse, validation, variable coercion, the depth and complexity limits)
// without a cause; an argument or input value that fails to unmarshal (a
// malformed Time, say) is wrapped with the path of the argument, which is
// longer than the path of the field being resolved. Everything a resolver
// returns and every "must not be null" is wrapped with the field's own path.
// withoutSuggestion drops the validator's "Did you mean ...?" tail, which
// names arguments, enum values and input fields of the schema.
func withoutSuggestion(msg string) string {
	if i := strings.Index(msg, " Did you mean "); i >= 0 {
		return msg[:i]
	}
	return msg
}

func isRequestError(ctx context.Context, ge *gqlerror.Error) bool {
	if ge.Err == nil {
		return true
	}
	return len(ge.Path) > len(graphql.GetPath(ctx))
}

func domainError(ctx context.Context, de *apperr.Error) *gqlerror.Error {
	out := &gqlerror.Error{
		Message:    de.Message,
		Path:       graphql.GetPath(ctx),
		Extensions: map[string]any{"code": string(de.Code)},
	}
	if len(de.Fields) > 0 {
		out.Extensions["fields"] = de.Fields
	}
	if de.RetryAfter > 0 {
		out.Extensions["retryAfter"] = de.RetryAfter
	}
	return out
}

// recoverFunc turns a panic in a resolver into an internal error (logged
// with its stack by the presenter's caller); no panic reaches the client.
func recoverFunc(log *slog.Logger) graphql.RecoverFunc {
	return func(ctx context.Context, p any) error {
		log.ErrorContext(ctx, "graphql: panic", "path", graphql.GetPath(ctx).String(), "panic", p, "stack", string(debug.Stack()))
		return errPanic{p}
	}
}

// errPanic is a recovered panic; the presenter shows it as an internal error.
type errPanic struct{ v any }

func (e errPanic) Error() string { return fmt.Sprintf("panic: %v", e.v) }

// userErrors is the one payload-error rule of every mutation: it splits a
// service error into the payload's errors list and the GraphQL error.
//
//   - INVALID and CONFLICT are the user's to correct: they go in the
//     payload (and the GraphQL error is nil), one entry per field message,
//     or one entry with a null field when the error names no field
//     ("You have already applied to this job.");
//
//   - anything else (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, RATE_LIMITED,
//     internal failures) is returned as the GraphQL error.
//
//     u, err := r.Accounts.Register(ctx, in)
//     if errs, err := userErrors(err); err != nil || errs != nil {
//     return &model.AuthPayload{Errors: errs}, err
//     }
func userErrors(err error) ([]model.UserError, error) {
	if err == nil {
		return nil, nil
	}
	de := apperr.As(err)
	if de == nil || (de.Code != apperr.Invalid && de.Code != apperr.Conflict) {
		return nil, err
	}
	if len(de.Fields) == 0 {
		return []model.UserError{{Message: de.Message, Code: string(de.Code)}}, nil
	}
	out := make([]model.UserError, len(de.Fields))
	for i, f := range de.Fields {
		ue := model.UserError{Message: f.Message, Code: string(de.Code)}
		if f.Field != "" {
			field := f.Field
			ue.Field = &field
		}
		out[i] = ue
	}
	return out, nil
}
