package gqlrun

import (
	"io"

	"github.com/99designs/gqlgen/graphql"
)

var (
	trueJSON  = graphql.WriterFunc(func(w io.Writer) { io.WriteString(w, "true") })
	falseJSON = graphql.WriterFunc(func(w io.Writer) { io.WriteString(w, "false") })
)

// MarshalBoolean is graphql.MarshalBoolean without an allocation per value
// (gqlgen builds a closure and a byte slice for every Boolean it writes).
func MarshalBoolean(b bool) graphql.Marshaler {
	if b {
		return trueJSON
	}
	return falseJSON
}
