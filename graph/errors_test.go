package graph

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"canvass/internal/apperr"
)

// fieldCtx is a context resolving the field user.email of path ["user","email"].
func fieldCtx() context.Context {
	ctx := context.Background()
	ctx = graphql.WithFieldContext(ctx, &graphql.FieldContext{Field: graphql.CollectedField{Field: &ast.Field{Alias: "user"}}})
	ctx = graphql.WithFieldContext(ctx, &graphql.FieldContext{Field: graphql.CollectedField{Field: &ast.Field{Alias: "email"}}})
	return ctx
}

func TestErrorPresenter(t *testing.T) {
	var logs bytes.Buffer
	present := errorPresenter(slog.New(slog.NewTextHandler(&logs, nil)), false)
	ctx := fieldCtx()

	t.Run("domain error keeps message, code and fields", func(t *testing.T) {
		var v apperr.Validation
		v.Add("title", "Title must be at least 5 characters")
		got := present(ctx, graphql.ErrorOnPath(ctx, v.Err()))
		if got.Message != "Title must be at least 5 characters" || got.Extensions["code"] != "INVALID" {
			t.Fatalf("got %+v", got)
		}
		fields, _ := got.Extensions["fields"].([]apperr.FieldError)
		if len(fields) != 1 || fields[0].Field != "title" {
			t.Fatalf("fields = %#v", got.Extensions["fields"])
		}
		if got.Path.String() != "user.email" {
			t.Fatalf("path = %q", got.Path.String())
		}
	})
	t.Run("rate limited carries retryAfter", func(t *testing.T) {
		got := present(ctx, &apperr.Error{Code: apperr.RateLimited, Message: "Too many attempts.", RetryAfter: 30})
		if got.Extensions["code"] != "RATE_LIMITED" || got.Extensions["retryAfter"] != 30 {
			t.Fatalf("got %+v", got.Extensions)
		}
	})
	t.Run("other errors are internal and logged", func(t *testing.T) {
		logs.Reset()
		got := present(ctx, graphql.ErrorOnPath(ctx, errors.New("pq: connection refused")))
		if got.Message != "Internal error." || got.Extensions["code"] != "INTERNAL" {
			t.Fatalf("got %+v", got)
		}
		if _, ok := got.Extensions["detail"]; ok {
			t.Fatal("detail shown outside dev mode")
		}
		if !strings.Contains(logs.String(), "connection refused") || !strings.Contains(logs.String(), "user.email") {
			t.Fatalf("log = %q", logs.String())
		}
	})
	t.Run("dev mode shows the cause", func(t *testing.T) {
		got := errorPresenter(slog.New(slog.NewTextHandler(&logs, nil)), true)(ctx, errors.New("boom"))
		if got.Message != "Internal error." || got.Extensions["detail"] != "boom" {
			t.Fatalf("got %+v", got)
		}
	})
	t.Run("gqlgen request errors get INVALID unless coded", func(t *testing.T) {
		got := present(context.Background(), gqlerror.Errorf("Cannot query field \"x\" on type \"Query\"."))
		if got.Extensions["code"] != "INVALID" || !strings.Contains(got.Message, "Cannot query field") {
			t.Fatalf("got %+v", got)
		}
		coded := gqlerror.Errorf("too complex")
		coded.Extensions = map[string]any{"code": "COMPLEXITY_LIMIT_EXCEEDED"}
		if got := present(context.Background(), coded); got.Extensions["code"] != "COMPLEXITY_LIMIT_EXCEEDED" {
			t.Fatalf("got %+v", got)
		}
	})
	t.Run("argument coercion errors are INVALID", func(t *testing.T) {
		argCtx := graphql.WithPathContext(ctx, graphql.NewPathWithField("deadline"))
		err := graphql.ErrorOnPath(argCtx, errors.New("time should be RFC3339Nano formatted string"))
		got := present(ctx, err)
		if got.Extensions["code"] != "INVALID" || !strings.Contains(got.Message, "RFC3339") {
			t.Fatalf("got %+v", got)
		}
	})
	t.Run("panics are internal", func(t *testing.T) {
		err := recoverFunc(slog.New(slog.NewTextHandler(&logs, nil)))(ctx, "nil map")
		got := present(ctx, graphql.ErrorOnPath(ctx, err))
		if got.Message != "Internal error." || got.Extensions["code"] != "INTERNAL" {
			t.Fatalf("got %+v", got)
		}
	})
}

func TestUserErrors(t *testing.T) {
	var v apperr.Validation
	v.Add("username", "Username must be at least 3 characters")
	v.Add("", "Something is wrong with the input")
	errs, err := userErrors(v.Err())
	if err != nil || len(errs) != 2 {
		t.Fatalf("got %v, %v", errs, err)
	}
	if errs[0].Field == nil || *errs[0].Field != "username" || errs[0].Code != "INVALID" || errs[1].Field != nil {
		t.Fatalf("got %+v", errs)
	}
	conflict := &apperr.Error{Code: apperr.Conflict, Message: "Username is taken", Fields: []apperr.FieldError{{Field: "username", Message: "Username is taken"}}}
	if errs, err := userErrors(conflict); err != nil || len(errs) != 1 || errs[0].Code != "CONFLICT" {
		t.Fatalf("conflict: %v, %v", errs, err)
	}
	// One rule for every mutation: a field-less INVALID or CONFLICT goes in
	// the payload too, with a null field.
	if errs, err := userErrors(apperr.New(apperr.Invalid, "no fields")); err != nil || len(errs) != 1 || errs[0].Field != nil || errs[0].Message != "no fields" {
		t.Fatalf("field-less invalid: %v, %v", errs, err)
	}
	for _, e := range []error{nil, apperr.New(apperr.Forbidden, "no"), apperr.New(apperr.NotFound, "gone"), errors.New("db")} {
		errs, err := userErrors(e)
		if errs != nil || err != e {
			t.Fatalf("userErrors(%v) = %v, %v", e, errs, err)
		}
	}
}

// A client that leaves while a field runs (a subscriber closing its socket
// mid-delivery) is not a server error: nothing is logged at ERROR, while the
// same error with the client still there is.
func TestErrorPresenterClientLeftIsNotAnError(t *testing.T) {
	var logs bytes.Buffer
	present := errorPresenter(slog.New(slog.NewTextHandler(&logs, nil)), false)
	ctx, cancel := context.WithCancel(fieldCtx())
	cancel()
	for range 100 {
		present(ctx, context.Canceled)
	}
	if strings.Contains(logs.String(), "level=ERROR") {
		t.Fatalf("client leaving logged as an error:\n%s", logs.String())
	}
	present(fieldCtx(), context.Canceled)
	if !strings.Contains(logs.String(), "level=ERROR") {
		t.Fatal("a cancellation while the client is still there must be logged")
	}
}
