package gqlrun

import (
	"bytes"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
)

// onlyWriter hides a buffer's type, as a writer other than the executor's
// would: the marshallers then write through a buffer of their own.
type onlyWriter struct{ b *bytes.Buffer }

func (w onlyWriter) Write(p []byte) (int, error) { return w.b.Write(p) }

// written is what m writes, after prefix, to the executor's kind of writer
// and to another; both must agree.
func written(t *testing.T, m graphql.Marshaler) string {
	t.Helper()
	var direct, other bytes.Buffer
	direct.WriteString("[1,") // a value is appended after what is there
	m.MarshalGQL(&direct)
	m.MarshalGQL(onlyWriter{&other})
	if got, ok := strings.CutPrefix(direct.String(), "[1,"); !ok || got != other.String() {
		t.Fatalf("to a bytes.Buffer %q, to another writer %q", direct.String(), other.String())
	}
	return other.String()
}

func TestScalarsWriteAsGqlgen(t *testing.T) {
	long := strings.Repeat("é\"\\x\n", 500) // longer than any free space at hand
	for _, s := range []string{"", "plain", "quote \" and \\ backslash", "tab\tcr\rnl\n", "\x00\x01\x1f\x7f",
		"<script>&amp;</script>", "ünïcødé 🗳️", "\u2028\u2029", "bad utf-8 \xff\xfe\xc3", long} {
		for _, c := range []struct {
			ours, gqlgen graphql.Marshaler
		}{{MarshalString(s), graphql.MarshalString(s)}, {MarshalID(s), graphql.MarshalID(s)}} {
			var want bytes.Buffer
			c.gqlgen.MarshalGQL(&want)
			if got := written(t, c.ours); got != want.String() {
				t.Errorf("string %q: %s, gqlgen %s", s, got, want.String())
			}
		}
	}
	for _, i := range []int64{0, 7, -1, 99, 100, 255, 256, 123456789, math.MaxInt64, math.MinInt64} {
		var want bytes.Buffer
		graphql.MarshalInt64(i).MarshalGQL(&want)
		if got := written(t, MarshalInt64(i)); got != want.String() {
			t.Errorf("int64 %d: %s, gqlgen %s", i, got, want.String())
		}
		want.Reset()
		graphql.MarshalInt(int(i)).MarshalGQL(&want)
		if got := written(t, MarshalInt(int(i))); got != want.String() {
			t.Errorf("int %d: %s, gqlgen %s", i, got, want.String())
		}
	}
	paris, _ := time.LoadLocation("Europe/Paris")
	for _, tm := range []time.Time{
		time.Date(2026, 11, 3, 23, 59, 59, 0, time.UTC),
		time.Date(2026, 11, 3, 23, 59, 59, 123456789, time.UTC),
		time.Date(2026, 11, 3, 23, 59, 59, 120000000, time.FixedZone("", -5*3600)),
		time.Date(1999, 1, 1, 0, 0, 0, 1, paris),
		time.Unix(0, 0),
		{},
	} {
		var want bytes.Buffer
		graphql.MarshalTime(tm).MarshalGQL(&want)
		if got := written(t, MarshalTime(tm)); got != want.String() {
			t.Errorf("time %v: %s, gqlgen %s", tm, got, want.String())
		}
		if !tm.IsZero() {
			if got := written(t, TimeAt(&tm)); got != want.String() {
				t.Errorf("time at %v: %s, gqlgen %s", tm, got, want.String())
			}
		}
	}
	// Unmarshalling is gqlgen's.
	if v, err := UnmarshalTime("2026-11-03T23:59:59Z"); err != nil || !v.Equal(time.Date(2026, 11, 3, 23, 59, 59, 0, time.UTC)) {
		t.Errorf("UnmarshalTime: %v %v", v, err)
	}
	if _, err := UnmarshalInt("x"); err == nil {
		t.Error(`UnmarshalInt("x"): no error`)
	}
}

// A String, an Int or a Time costs one allocation (the value), a Time
// read in place none, and writing them to the executor's buffer none.
func TestScalarsAllocations(t *testing.T) {
	var buf bytes.Buffer
	buf.Grow(1 << 16)
	tm := time.Now()
	for name, m := range map[string]func() graphql.Marshaler{
		"string": func() graphql.Marshaler { return MarshalString("Field organizer, Des Moines") },
		"int":    func() graphql.Marshaler { return MarshalInt(123456) },
		"time":   func() graphql.Marshaler { return MarshalTime(tm) },
	} {
		if n := testing.AllocsPerRun(100, func() { buf.Reset(); m().MarshalGQL(&buf) }); n > 1 {
			t.Errorf("%s: %.0f allocations, want at most 1", name, n)
		}
	}
	if n := testing.AllocsPerRun(100, func() { buf.Reset(); TimeAt(&tm).MarshalGQL(&buf) }); n > 0 {
		t.Errorf("time at: %.0f allocations, want none", n)
	}
}

// Strings are quoted as gqlgen quotes them whatever byte needs an escape
// and wherever it is (the eight-byte skip of appendQuoted, its tail).
func TestQuotedAsGqlgenAtEveryPosition(t *testing.T) {
	for _, special := range []byte{0, 0x01, '\t', '\n', '\r', 0x1f, '"', '\\', 0x20, '!', '#', '[', ']', 0x7f, 0x80, 0xe2, 0xff} {
		for n := 0; n <= 20; n++ {
			for at := 0; at < n; at++ {
				b := []byte(strings.Repeat("abcdefgh", 3)[:n])
				b[at] = special
				s := string(b)
				var want bytes.Buffer
				graphql.MarshalString(s).MarshalGQL(&want)
				if got := string(appendQuoted(nil, s)); got != want.String() {
					t.Fatalf("%q: got %s, want %s", s, got, want.String())
				}
			}
		}
	}
}
