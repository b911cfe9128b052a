package graph

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"

	"github.com/99designs/gqlgen/graphql"
)

// decodeParams reads a POST body of the usual shape (an object of "query",
// "operationName", "variables", "extensions" and "documentId", each at most
// once, in lower case; the document id goes in the extensions, where
// trustedDocuments looks for it) as transport.POST's json.Decoder with UseNumber does, but
// without decoding the query text through reflection: its string is copied
// as it is, or unescaped here. ok is false for any other shape (another
// key, a repeated one, a value of another type, an escape this does not
// read, text after the object): the caller then decodes the body as gqlgen
// does, with the same answers and errors as before.
func decodeParams(body []byte) (p graphql.RawParams, ok bool) {
	var id string
	p, ok = decodeBody(body, &id)
	if ok && id != "" {
		p.Extensions = withDocumentID(p.Extensions, id)
	}
	return p, ok
}

// withDocumentID is ext with the request's document id.
func withDocumentID(ext map[string]any, id any) map[string]any {
	if ext == nil {
		ext = make(map[string]any, 1)
	}
	ext[documentIDKey] = id
	return ext
}

// decodeBody is decodeParams, with the document id in *id.
func decodeBody(body []byte, id *string) (p graphql.RawParams, ok bool) {
	d := paramsDecoder{b: body}
	if !d.expect('{') {
		return p, false
	}
	seen := 0
	if d.peek() == '}' {
		d.i++
		return p, d.end()
	}
	for {
		key, ok := d.key()
		if !ok || !d.expect(':') {
			return p, false
		}
		var bit int
		switch key {
		case "query":
			bit = 1
			p.Query, ok = d.stringOrNull()
		case "operationName":
			bit = 2
			p.OperationName, ok = d.stringOrNull()
		case "variables":
			bit = 4
			p.Variables, ok = d.objectOrNull()
		case "extensions":
			bit = 8
			p.Extensions, ok = d.objectOrNull()
		case "documentId":
			bit = 16
			*id, ok = d.stringOrNull()
		default:
			return p, false
		}
		if !ok || seen&bit != 0 {
			return p, false
		}
		seen |= bit
		switch d.next() {
		case ',':
		case '}':
			return p, d.end()
		default:
			return p, false
		}
	}
}

// paramsDecoder reads b from i.
type paramsDecoder struct {
	b []byte
	i int
}

func (d *paramsDecoder) space() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\r', '\n':
			d.i++
		default:
			return
		}
	}
}

// peek is the next byte after white space (0 at the end).
func (d *paramsDecoder) peek() byte {
	d.space()
	if d.i < len(d.b) {
		return d.b[d.i]
	}
	return 0
}

// next reads the next byte after white space.
func (d *paramsDecoder) next() byte {
	c := d.peek()
	if d.i < len(d.b) {
		d.i++
	}
	return c
}

// expect reads c, after white space.
func (d *paramsDecoder) expect(c byte) bool { return d.next() == c }

// end reports whether only white space is left.
func (d *paramsDecoder) end() bool {
	d.space()
	return d.i == len(d.b)
}

// key reads an object key without escapes.
func (d *paramsDecoder) key() (string, bool) {
	if !d.expect('"') {
		return "", false
	}
	start := d.i
	for d.i < len(d.b) {
		switch c := d.b[d.i]; {
		case c == '"':
			d.i++
			return string(d.b[start : d.i-1]), true
		case c == '\\' || c < 0x20:
			return "", false
		}
		d.i++
	}
	return "", false
}

// stringOrNull reads a JSON string ("" for null).
func (d *paramsDecoder) stringOrNull() (string, bool) {
	switch d.peek() {
	case 'n':
		return "", d.literal("null")
	case '"':
	default:
		return "", false
	}
	d.i++
	start := d.i
	var out []byte // the unescaped text, once an escape is met
	for d.i < len(d.b) {
		c := d.b[d.i]
		switch {
		case c == '"':
			d.i++
			if out == nil {
				s := d.b[start : d.i-1]
				if !utf8.Valid(s) {
					return "", false // encoding/json replaces invalid bytes: let it
				}
				return string(s), true
			}
			if !utf8.Valid(out) {
				return "", false
			}
			return string(out), true
		case c < 0x20:
			return "", false
		case c == '\\':
			if out == nil {
				out = append(make([]byte, 0, len(d.b)-start), d.b[start:d.i]...)
			}
			if d.i+1 >= len(d.b) {
				return "", false
			}
			var r byte
			switch d.b[d.i+1] {
			case '"', '\\', '/':
				r = d.b[d.i+1]
			case 'n':
				r = '\n'
			case 't':
				r = '\t'
			case 'r':
				r = '\r'
			case 'b':
				r = '\b'
			case 'f':
				r = '\f'
			default: // \u: encoding/json's surrogate rules
				return "", false
			}
			out = append(out, r)
			d.i += 2
			continue
		}
		if out != nil {
			out = append(out, c)
		}
		d.i++
	}
	return "", false
}

// objectOrNull reads a JSON object as encoding/json with UseNumber does
// (nil for null).
func (d *paramsDecoder) objectOrNull() (map[string]any, bool) {
	switch d.peek() {
	case 'n':
		return nil, d.literal("null")
	case '{':
		v, ok := d.value(0)
		m, _ := v.(map[string]any)
		return m, ok
	}
	return nil, false
}

// maxDepth bounds the nesting value reads (deeper: left to encoding/json).
const maxDepth = 64

// value reads a JSON value as encoding/json with UseNumber decodes it into
// an any: objects as map[string]any, arrays as []any, numbers as
// json.Number.
func (d *paramsDecoder) value(depth int) (any, bool) {
	if depth > maxDepth {
		return nil, false
	}
	switch c := d.peek(); {
	case c == '{':
		d.i++
		m := map[string]any{}
		if d.peek() == '}' {
			d.i++
			return m, true
		}
		for {
			if d.peek() != '"' {
				return nil, false
			}
			k, ok := d.stringOrNull()
			if !ok || !d.expect(':') {
				return nil, false
			}
			v, ok := d.value(depth + 1)
			if !ok {
				return nil, false
			}
			m[k] = v
			switch d.next() {
			case ',':
			case '}':
				return m, true
			default:
				return nil, false
			}
		}
	case c == '[':
		d.i++
		a := []any{}
		if d.peek() == ']' {
			d.i++
			return a, true
		}
		for {
			v, ok := d.value(depth + 1)
			if !ok {
				return nil, false
			}
			a = append(a, v)
			switch d.next() {
			case ',':
			case ']':
				return a, true
			default:
				return nil, false
			}
		}
	case c == '"':
		return d.stringOrNull()
	case c == 't':
		return true, d.literal("true")
	case c == 'f':
		return false, d.literal("false")
	case c == 'n':
		return nil, d.literal("null")
	case c == '-' || c >= '0' && c <= '9':
		return d.number()
	}
	return nil, false
}

// number reads a JSON number (-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?) as
// its text.
func (d *paramsDecoder) number() (json.Number, bool) {
	start := d.i
	digits := func() bool {
		n := d.i
		for d.i < len(d.b) && d.b[d.i] >= '0' && d.b[d.i] <= '9' {
			d.i++
		}
		return d.i > n
	}
	if d.i < len(d.b) && d.b[d.i] == '-' {
		d.i++
	}
	if d.i < len(d.b) && d.b[d.i] == '0' {
		d.i++
	} else if !digits() {
		return "", false
	}
	if d.i < len(d.b) && d.b[d.i] == '.' {
		d.i++
		if !digits() {
			return "", false
		}
	}
	if d.i < len(d.b) && (d.b[d.i] == 'e' || d.b[d.i] == 'E') {
		d.i++
		if d.i < len(d.b) && (d.b[d.i] == '+' || d.b[d.i] == '-') {
			d.i++
		}
		if !digits() {
			return "", false
		}
	}
	return json.Number(d.b[start:d.i]), true
}

func (d *paramsDecoder) literal(word string) bool {
	if !bytes.HasPrefix(d.b[d.i:], []byte(word)) {
		return false
	}
	d.i += len(word)
	return true
}
