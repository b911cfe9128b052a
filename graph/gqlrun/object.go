package gqlrun

import (
	"io"

	"github.com/99designs/gqlgen/graphql"
)

// Obj is what an object's marshaller fills and returns in place of gqlgen's
// *graphql.FieldSet: the executor writes the fields' values into its
// FieldSet (Values, Invalids), and it is written as the same JSON object,
// without the set of written names gqlgen's FieldSet allocates (a map per
// object of a response). fields come from CollectFields, which merges
// every field with the same response name into one, so names do not
// repeat; a repeated one would still be written once, as gqlgen does.
// Only Values and Invalids of the FieldSet are used.
type Obj struct {
	graphql.FieldSet
	fields []graphql.CollectedField
}

// smallObject is how many fields an object may have and still be made in
// one allocation with its values (most objects of a list: a card, an edge,
// a job's few fields).
const smallObject = 8

type smallObj struct {
	Obj
	values [smallObject]graphql.Marshaler
}

// NewObject is graphql.NewFieldSet for an object with fields: one
// allocation when it has at most smallObject fields (gqlgen made three: the
// set, its values and, here, the object written from them).
func NewObject(fields []graphql.CollectedField) *Obj {
	if len(fields) <= smallObject {
		s := &smallObj{}
		s.fields, s.Values = fields, s.values[:len(fields):len(fields)]
		return &s.Obj
	}
	o := &Obj{fields: fields}
	o.Values = make([]graphql.Marshaler, len(fields))
	return o
}

var (
	openBrace  = []byte{'{'}
	closeBrace = []byte{'}'}
	comma      = []byte{','}
	quoteColon = []byte{'"', ':'}
	quote      = []byte{'"'}
)

func (o *Obj) MarshalGQL(w io.Writer) {
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
		o.Values[i].MarshalGQL(w)
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
