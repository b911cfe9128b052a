package graph

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
)

// decodeParams reads what gqlgen's transport reads (json.Decoder with
// UseNumber), or declines: never another answer.
func TestDecodeParamsAsTransport(t *testing.T) {
	read := []string{
		`{"query":"{ viewer { id } }"}`,
		` { "query" : "query Q($f: JobFilter) {\n  jobs(filter: $f) { edges { node { title } } }\n}", "variables" : {"f":{"search":"organizer","jobType":"FULL_TIME","n":12345678901234567890,"x":1.5e3,"l":[1,"a",null,true,{"k":"}"}]}}, "operationName":"Q" } `,
		`{"query":"{ a }","variables":null,"extensions":null,"operationName":null}`,
		`{"query":"tab\there \"quoted\" back\\slash \/ \b\f\r","variables":{}}`,
		`{"query":"café é 日本 😀","variables":{"s":"é 😀","e":"","a":[],"o":{},"n":[-0,0.5,-1e-3,2E+10]}}`,
		`{"query":"{ a }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"abc"}}}`,
		`{}`,
		`{"query":null}`,
	}
	decline := []string{
		`{"Query":"{ a }"}`,                                     // encoding/json matches keys in any case
		`{"query":"{ a }","query":"{ b }"}`,                     // repeated: the last wins there
		`{"query":"{ a }","other":1}`,                           // unknown keys
		`{"query":"\u0041"}`,                                    // \u escapes: encoding/json's rules
		`{"query":1}`, `{"variables":[1]}`, `{"variables":"x"}`, // wrong types: its errors
		`{"query":"{ a }"} trailing`, `{"query":"{ a }"`, `[{"query":"{ a }"}]`, `"x"`, ``,
		"{\"query\":\"bad \xff byte\"}", "{\"query\":\"control \x01\"}",
		`{"q\"uery":"x"}`,
		`{"variables":{"n":01}}`, `{"variables":{"n":1.}}`, `{"variables":{"n":-}}`, `{"variables":{"n":.5}}`, `{"variables":{"n":1e}}`,
		`{"variables":{"a":tru}}`, `{"variables":{"a":[1,]}}`, `{"variables":{"a":{"k" 1}}}`,
		`{"variables":{"d":` + strings.Repeat("[", 70) + strings.Repeat("]", 70) + `}}`, // deeper than maxDepth
	}
	for _, body := range read {
		got, ok := decodeParams([]byte(body))
		var want graphql.RawParams
		dec := json.NewDecoder(bytes.NewReader([]byte(body)))
		dec.UseNumber()
		if err := dec.Decode(&want); err != nil {
			t.Fatalf("%s: the transport's decoder: %v", body, err)
		}
		if !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %#v (%v)\nwant %#v", body, got, ok, want)
		}
	}
	for _, body := range decline {
		if got, ok := decodeParams([]byte(body)); ok {
			t.Errorf("%s: read as %#v, want it left to the transport's decoder", body, got)
		}
	}
}

// Bodies damaged at random: whatever decodeParams reads, the transport's
// decoder reads the same (and succeeds on).
func TestDecodeParamsDamagedBodies(t *testing.T) {
	const body = `{"query":"query Q($f: F) {\n  a(f: $f) { b \"c\" }\n}","variables":{"f":{"s":"x\\y","n":[1,2.5,{"k":null}]}},"operationName":"Q"}`
	alphabet := []byte("{}[]\":,\\ nulltrue0123456789.eE-+abcxyz\n\t\x01\xff/ubfr")
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		b := []byte(body)
		for range 1 + rng.IntN(3) {
			b[rng.IntN(len(b))] = alphabet[rng.IntN(len(alphabet))]
		}
		got, ok := decodeParams(b)
		if !ok {
			continue
		}
		var want graphql.RawParams
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.UseNumber()
		if err := dec.Decode(&want); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("%q:\n got %#v\nwant %#v (%v)", b, got, want, err)
		}
	}
}
