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
	// strs holds the values of the object's String and ID leaves (String):
	// one per field, made with the object.
	strs []stringJSON
}

// smallObject is how many fields an object may have and still be made in
// one allocation with its values (most objects of a list: a card, an edge,
// a job's few fields), in one of three sizes.
const smallObject = 8

type (
	obj2 struct {
		Obj
		values [2]graphql.Marshaler
		texts  [2]stringJSON
	}
	obj4 struct {
		Obj
		values [4]graphql.Marshaler
		texts  [4]stringJSON
	}
	obj8 struct {
		Obj
		values [smallObject]graphql.Marshaler
		texts  [smallObject]stringJSON
	}
)

// NewObject is graphql.NewFieldSet for an object with fields: one
// allocation when it has at most smallObject fields (gqlgen made three: the
// set, its values and, here, the object written from them).
func NewObject(fields []graphql.CollectedField) *Obj {
	n := len(fields)
	var o *Obj
	switch {
	case n <= 2:
		s := &obj2{}
		s.Values, s.strs = s.values[:n:n], s.texts[:n:n]
		o = &s.Obj
	case n <= 4:
		s := &obj4{}
		s.Values, s.strs = s.values[:n:n], s.texts[:n:n]
		o = &s.Obj
	case n <= smallObject:
		s := &obj8{}
		s.Values, s.strs = s.values[:n:n], s.texts[:n:n]
		o = &s.Obj
	default:
		o = &Obj{}
		o.Values = make([]graphql.Marshaler, n)
	}
	o.fields = fields
	return o
}

// String is the value of the object's field i, a String or an ID leaf
// (or __typename): graphql.MarshalString(s), kept in the object, so that
// the leaves of a list cost no allocation each. It is called from the
// object's marshaller, before its resolved fields are dispatched.
func (o *Obj) String(i int, s string) graphql.Marshaler {
	if o.strs == nil { // a large object
		o.strs = make([]stringJSON, len(o.Values))
	}
	o.strs[i] = stringJSON(s)
	return &o.strs[i]
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
