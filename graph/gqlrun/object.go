package gqlrun

import (
	"bytes"
	"io"

	"github.com/99designs/gqlgen/graphql"
)

// Obj is what an object's marshaller fills and returns in place of gqlgen's
// *graphql.FieldSet: the executor writes the fields' values into its
// FieldSet (Values, Invalids), and it is written as the same JSON object,
// without the set of written names gqlgen's FieldSet allocates (a map per
// object of a response). fields come from CollectFields, whose response
// names do not repeat (gqlgen's merges every field with the same name into
// one, and gqlrun's checks it). Only Values and Invalids of the FieldSet
// are used.
type Obj struct {
	graphql.FieldSet
	fields []graphql.CollectedField
	// strs holds the values of the object's String and ID leaves (String):
	// one per field, made with the object.
	strs []stringJSON
}

// smallObject is how many fields an object may have and still be made in
// one allocation with its values (most objects of a list: a card, an edge,
// a job's few fields, a directory's vendor), in one of four sizes.
const smallObject = 16

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
		values [8]graphql.Marshaler
		texts  [8]stringJSON
	}
	obj16 struct {
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
	case n <= 8:
		s := &obj8{}
		s.Values, s.strs = s.values[:n:n], s.texts[:n:n]
		o = &s.Obj
	case n <= smallObject:
		s := &obj16{}
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

func (o *Obj) MarshalGQL(w io.Writer) {
	buf, ok := w.(*bytes.Buffer)
	if !ok {
		var b bytes.Buffer
		o.MarshalGQL(&b)
		w.Write(b.Bytes())
		return
	}
	buf.WriteByte('{')
	for i := range o.fields {
		// A response name is a GraphQL name ([_A-Za-z][_0-9A-Za-z]*): it
		// needs no escaping. Names do not repeat (CollectFields).
		b := buf.AvailableBuffer()
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, o.fields[i].Alias...)
		b = append(b, '"', ':')
		buf.Write(b)
		o.Values[i].MarshalGQL(buf)
	}
	buf.WriteByte('}')
}
