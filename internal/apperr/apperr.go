// Package apperr is the domain error vocabulary shared by every service,
// the GraphQL error presenter and the REST shim.
package apperr

import (
	"errors"
)

// Code classifies a domain error. GraphQL puts it in extensions.code; the REST
// shim maps it to an HTTP status.
type Code string

const (
	Invalid         Code = "INVALID"
	Unauthenticated Code = "UNAUTHENTICATED"
	Forbidden       Code = "FORBIDDEN"
	NotFound        Code = "NOT_FOUND"
	Conflict        Code = "CONFLICT"
	TooLarge        Code = "TOO_LARGE"
	RateLimited     Code = "RATE_LIMITED"
	Internal        Code = "INTERNAL"
)

// FieldError is one validation message for one input field.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// Error is a domain error: a code, a human message and, for validation, the
// field messages. RetryAfter (seconds) goes with RateLimited.
type Error struct {
	Code       Code
	Message    string
	Fields     []FieldError
	RetryAfter int
}

func (e *Error) Error() string { return e.Message }

// New returns a domain error without field details.
func New(code Code, msg string) *Error { return &Error{Code: code, Message: msg} }

// Field returns a validation error for a single field.
func Field(field, msg string) *Error {
	return &Error{Code: Invalid, Message: msg, Fields: []FieldError{{field, msg}}}
}

// As returns the domain error inside err, or nil.
func As(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return nil
}

// CodeOf returns the code of a domain error, or Internal for anything else.
func CodeOf(err error) Code {
	if e := As(err); e != nil {
		return e.Code
	}
	return Internal
}

// Validation collects field messages; Err returns nil when there are none.
type Validation struct{ fields []FieldError }

// Add records msg for field unless the field already has a message.
func (v *Validation) Add(field, msg string) {
	for _, f := range v.fields {
		if f.Field == field {
			return
		}
	}
	v.fields = append(v.fields, FieldError{field, msg})
}

// Check records msg for field when ok is false.
func (v *Validation) Check(ok bool, field, msg string) {
	if !ok {
		v.Add(field, msg)
	}
}

// Err returns an Invalid error carrying every field message, or nil.
func (v *Validation) Err() error {
	if len(v.fields) == 0 {
		return nil
	}
	return &Error{Code: Invalid, Message: v.fields[0].Message, Fields: v.fields}
}
