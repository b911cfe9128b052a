package store

import (
	"encoding/base64"
	"encoding/json"
	"testing"
	"time"
)

// The hand-written cursor is byte for byte what encoding/json writes, so
// cursors handed out before stay valid.
func TestEncodeKeyMatchesJSON(t *testing.T) {
	o := Order{Name: "thing.newest", Cols: []Col{{Expr: "t.created_at", Desc: true, Kind: Time}, {Expr: "t.name", Kind: Text}, {Expr: "t.id", Desc: true, Kind: Int}}}
	at := time.Date(2026, 11, 23, 12, 30, 1, 123456000, time.FixedZone("x", 3600))
	for _, vals := range [][]any{
		{at, "Ann \"quoted\" <b>&é\u2028", int64(42)},
		{time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), "", int64(-7)},
		{at, "x", 9},
		{at, "acme vendor 011", int64(1 << 40)},
		{at, "back\\slash\ttab\x01 ünï 漢", int64(0)},
	} {
		c := cursor{O: o.Name, K: make([]json.RawMessage, len(vals))}
		for i, v := range vals {
			if tm, ok := v.(time.Time); ok {
				v = tm.UTC()
			}
			c.K[i], _ = json.Marshal(v)
		}
		want, _ := json.Marshal(c)
		got, err := base64.RawURLEncoding.DecodeString(encodeKey(o, vals))
		if err != nil || string(got) != string(want) {
			t.Fatalf("encodeKey(%v):\n got %s\nwant %s", vals, got, want)
		}
		if _, err := decodeKey(o, encodeKey(o, vals)); err != nil {
			t.Fatalf("decode: %v", err)
		}
	}
}

// A cursor costs one allocation (the string) for the usual keys.
func TestEncodeKeyAllocations(t *testing.T) {
	o := Order{Name: "vendor.name", Cols: []Col{{Expr: "v.name_key", Kind: Text}, {Expr: "v.id", Kind: Int}}}
	vals := []any{"acme strategies 017", int64(123456)}
	if n := testing.AllocsPerRun(100, func() { encodeKey(o, vals) }); n > 1 {
		t.Errorf("encodeKey: %v allocations, want 1", n)
	}
}
