package session

import (
	"bytes"
	"testing"
	"time"

	"github.com/alexedwards/scs/v2"
)

// The session codec round-trips the int64 values, reads sessions written
// with scs's gob codec (made before it), falls back to gob for other
// values, and refuses malformed data without panicking.
func TestCodec(t *testing.T) {
	var c codec
	deadline := time.Now().Add(time.Hour).Round(0)
	b, err := c.Encode(deadline, map[string]any{keyUserID: int64(42), keyEpoch: int64(-3)})
	if err != nil || !bytes.HasPrefix(b, codecMagic) {
		t.Fatalf("encode: %q %v", b, err)
	}
	d, v, err := c.Decode(b)
	if err != nil || !d.Equal(deadline) || v[keyUserID] != int64(42) || v[keyEpoch] != int64(-3) {
		t.Fatalf("decode: %v %v %v", d, v, err)
	}
	old, err := scs.GobCodec{}.Encode(deadline, map[string]any{keyUserID: int64(7)})
	if err != nil {
		t.Fatal(err)
	}
	if _, v, err := c.Decode(old); err != nil || v[keyUserID] != int64(7) {
		t.Fatalf("gob session: %v %v", v, err)
	}
	mixed, err := c.Encode(deadline, map[string]any{"flash": "hi", keyUserID: int64(1)})
	if err != nil || bytes.HasPrefix(mixed, codecMagic) {
		t.Fatalf("mixed values: %q %v", mixed, err)
	}
	if _, v, err := c.Decode(mixed); err != nil || v["flash"] != "hi" {
		t.Fatalf("mixed decode: %v %v", v, err)
	}
	for i := len(codecMagic); i < len(b); i++ {
		if _, _, err := c.Decode(b[:i]); err == nil {
			t.Errorf("truncated to %d bytes: no error", i)
		}
	}
	if _, _, err := c.Decode(append(append([]byte(nil), codecMagic...), 0x02, 0xff, 0xff, 0xff, 0xff, 0x0f)); err == nil {
		t.Error("absurd count: no error")
	}
}
