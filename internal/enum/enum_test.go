package enum

import (
	"bytes"
	"strconv"
	"testing"
)

// MarshalGQL writes a stored value's GraphQL name as a JSON string (an
// unknown value as ""), without allocating.
func TestMarshalGQL(t *testing.T) {
	tab := New("EnumTestKind", V("FULL_TIME", "full-time", "Full-Time"), V("PART_TIME", "part-time", "Part-Time"))
	for stored, want := range map[string]string{"full-time": "FULL_TIME", "part-time": "PART_TIME", "unknown": "", "": ""} {
		var b bytes.Buffer
		tab.MarshalGQL(&b, stored)
		if b.String() != strconv.Quote(want) {
			t.Errorf("%q: wrote %s, want %s", stored, b.String(), strconv.Quote(want))
		}
	}
	var b bytes.Buffer
	b.Grow(64)
	if n := testing.AllocsPerRun(100, func() { b.Reset(); tab.MarshalGQL(&b, "part-time") }); n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}
