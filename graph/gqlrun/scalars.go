package gqlrun

import (
	"bytes"
	"io"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"
)

// The built-in scalars' marshallers, bound in gqlgen.yml in place of
// gqlgen's: the same JSON, byte for byte (TestScalarsWriteAsGqlgen), with
// one allocation per value or none, where gqlgen's build a closure per value
// and, for Int and Time, a string or three. Every leaf of every list goes
// through one of these. Unmarshalling is gqlgen's.

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

// stringJSON is a String or an ID, written quoted as graphql.MarshalString
// writes it.
type stringJSON string

func MarshalString(s string) graphql.Marshaler { return stringJSON(s) }
func MarshalID(s string) graphql.Marshaler     { return stringJSON(s) }

func UnmarshalString(v any) (string, error) { return graphql.UnmarshalString(v) }
func UnmarshalID(v any) (string, error)     { return graphql.UnmarshalID(v) }

func (s stringJSON) MarshalGQL(w io.Writer) {
	if buf, ok := w.(*bytes.Buffer); ok { // write's work, without its call of a closure per leaf
		buf.Grow(len(s) + 2) // a long text (stored HTML) is quoted in place, not in a copy
		buf.Write(appendQuoted(buf.AvailableBuffer(), string(s)))
		return
	}
	w.Write(appendQuoted(make([]byte, 0, len(s)+2), string(s)))
}

const hex = "0123456789ABCDEF"

// appendQuoted is graphql's writeQuotedString: a control character, a
// backslash and a quote are escaped; every other byte (valid UTF-8 or not)
// is copied as it is.
func appendQuoted(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	// Most texts need no escape: skip eight bytes at a time while none of
	// them does.
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		if needsEscape(x) {
			break
		}
	}
	for ; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '\\' && c != '"' {
			continue
		}
		b = append(b, s[start:i]...)
		switch c {
		case '\t':
			b = append(b, '\\', 't')
		case '\r':
			b = append(b, '\\', 'r')
		case '\n':
			b = append(b, '\\', 'n')
		case '\\', '"':
			b = append(b, '\\', c)
		default:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		}
		start = i + 1
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// needsEscape reports whether one of the eight bytes of x is a control
// character (below 0x20), a quote or a backslash: the bytes below n are
// found by (x - n*0x01..) &^ x & 0x80.. (exact for n <= 0x80), a byte equal
// to c as a zero byte of x ^ c*0x01...
func needsEscape(x uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	q, bs := x^('"'*ones), x^('\\'*ones)
	return ((x-0x20*ones)&^x|(q-ones)&^q|(bs-ones)&^bs)&highs != 0
}

// intJSON is an Int.
type intJSON int64

func MarshalInt(i int) graphql.Marshaler     { return intJSON(i) }
func MarshalInt64(i int64) graphql.Marshaler { return intJSON(i) }

func UnmarshalInt(v any) (int, error)     { return graphql.UnmarshalInt(v) }
func UnmarshalInt64(v any) (int64, error) { return graphql.UnmarshalInt64(v) }

func (i intJSON) MarshalGQL(w io.Writer) {
	if buf, ok := w.(*bytes.Buffer); ok {
		buf.Write(strconv.AppendInt(buf.AvailableBuffer(), int64(i), 10))
		return
	}
	w.Write(strconv.AppendInt(make([]byte, 0, 20), int64(i), 10))
}

// timeJSON is a Time: RFC 3339 with nanoseconds, quoted; the zero time is
// null.
type timeJSON time.Time

func MarshalTime(t time.Time) graphql.Marshaler {
	if t.IsZero() {
		return graphql.Null
	}
	return timeJSON(t)
}

func UnmarshalTime(v any) (time.Time, error) { return graphql.UnmarshalTime(v) }

func (t timeJSON) MarshalGQL(w io.Writer) {
	write(w, func(b []byte) []byte {
		b = append(b, '"')
		b = time.Time(t).AppendFormat(b, time.RFC3339Nano)
		return append(b, '"')
	})
}

// timeAt is a Time read in place from the object that holds it: the
// executor's leaves of non-null Time fields (cmd/gqlfast rule 13). A
// pointer is what an interface holds without an allocation, where a
// timeJSON (three words) is boxed, one allocation per value.
type timeAt struct{ t *time.Time }

// TimeAt is MarshalTime(*t) for a non-zero *t that stays unchanged until
// the answer is written (a field of the object being marshalled).
func TimeAt(t *time.Time) graphql.Marshaler { return timeAt{t} }

func (t timeAt) MarshalGQL(w io.Writer) { timeJSON(*t.t).MarshalGQL(w) }

// write appends a value to w's free space when w is the executor's
// bytes.Buffer (no copy through a temporary), or writes it through a
// buffer of its own.
func write(w io.Writer, value func([]byte) []byte) {
	if buf, ok := w.(*bytes.Buffer); ok {
		buf.Write(value(buf.AvailableBuffer()))
		return
	}
	w.Write(value(make([]byte, 0, 64)))
}
