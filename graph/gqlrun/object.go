package gqlrun

import (
	"bytes"
	"io"

	"github.com/99designs/gqlgen/graphql"

	"canvass/internal/memo"
)

// Obj is what an object's marshaller fills and returns in place of gqlgen's
// *graphql.FieldSet: the executor writes the fields' values into Values
// and counts the non-null fields that resolved to null in Invalids (the
// object is then null), and it is written as the same JSON object. It
// holds nothing else of gqlgen's FieldSet (its result callbacks, fields,
// mutex, queue and the set of written names it allocates per object: 80
// bytes of every object of a response, and a map). fields come from
// CollectFields, whose response names do not repeat (gqlgen's merges
// every field with the same name into one, and gqlrun's checks it).
type Obj struct {
	Values   []graphql.Marshaler
	Invalids uint32
	fields   []graphql.CollectedField
}

// smallObject is how many fields an object may have and still be made in
// one allocation with its values (most objects of a list: a card, an edge,
// a job's few fields, a directory's vendor), in one of four sizes.
const smallObject = 16

type (
	obj2 struct {
		Obj
		values [2]graphql.Marshaler
	}
	obj4 struct {
		Obj
		values [4]graphql.Marshaler
	}
	obj8 struct {
		Obj
		values [8]graphql.Marshaler
	}
	obj16 struct {
		Obj
		values [smallObject]graphql.Marshaler
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
		s.Values = s.values[:n:n]
		o = &s.Obj
	case n <= 4:
		s := &obj4{}
		s.Values = s.values[:n:n]
		o = &s.Obj
	case n <= 8:
		s := &obj8{}
		s.Values = s.values[:n:n]
		o = &s.Obj
	case n <= smallObject:
		s := &obj16{}
		s.Values = s.values[:n:n]
		o = &s.Obj
	default:
		o = &Obj{}
		o.Values = make([]graphql.Marshaler, n)
	}
	o.fields = fields
	return o
}

// StringAt is graphql.MarshalString(*s) for a String or an ID leaf read
// from a field of its object (a pointer): written from the field when the
// answer is, so that the leaves of a list cost no allocation each. The
// object is not changed while its operation runs.
func StringAt(s *string) graphql.Marshaler { return (*stringJSON)(s) }

// Typename is graphql.MarshalString(name) for an object's __typename,
// boxed once per name (gqlgen's allocates for every object that asks).
func Typename(name string) graphql.Marshaler {
	if m, ok := typenames.Get(name); ok {
		return m
	}
	return typenames.Keep(name, stringJSON(name))
}

// typenames holds Typename's answers. The names are the schema's types:
// Max only bounds a mistake.
var typenames = memo.Kept[string, graphql.Marshaler]{Max: 1024}

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
