package gqlrun

import (
	"io"

	"github.com/99designs/gqlgen/graphql"
)

// Object is what an object's marshaller returns in place of its
// *graphql.FieldSet: the same JSON object, written without the set of
// written names gqlgen's FieldSet allocates (a map per object of a
// response). fields come from CollectFields, which merges every field
// with the same response name into one, so names do not repeat; a
// repeated one would still be written once, as gqlgen does.
func Object(out *graphql.FieldSet, fields []graphql.CollectedField) graphql.Marshaler {
	return &object{fields: fields, values: out.Values}
}

type object struct {
	fields []graphql.CollectedField
	values []graphql.Marshaler
}

var (
	openBrace  = []byte{'{'}
	closeBrace = []byte{'}'}
	comma      = []byte{','}
	quoteColon = []byte{'"', ':'}
	quote      = []byte{'"'}
)

func (o *object) MarshalGQL(w io.Writer) {
	w.Write(openBrace)
	for i := range o.fields {
		alias := o.fields[i].Alias
		if repeated(o.fields[:i], alias) {
			continue
		}
		if i > 0 {
			w.Write(comma)
		}
		// A response name is a GraphQL name ([_A-Za-z][_0-9A-Za-z]*): it
		// needs no escaping.
		w.Write(quote)
		io.WriteString(w, alias)
		w.Write(quoteColon)
		o.values[i].MarshalGQL(w)
	}
	w.Write(closeBrace)
}

// repeated reports whether alias is the name of one of before.
func repeated(before []graphql.CollectedField, alias string) bool {
	for j := range before {
		if before[j].Alias == alias {
			return true
		}
	}
	return false
}
