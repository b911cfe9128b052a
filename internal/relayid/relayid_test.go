package relayid

import (
	"encoding/base64"
	"math"
	"strconv"
	"strings"
	"testing"
)

func TestEncodeIsBase64URLOfTypeAndID(t *testing.T) {
	for _, c := range []struct {
		typ string
		id  int64
	}{{"Job", 42}, {"User", 1}, {"Conversation", math.MaxInt64}, {"Message", -7}, {"X", 0},
		{strings.Repeat("LongTypeName", 8), 123456789}} {
		want := base64.RawURLEncoding.EncodeToString([]byte(c.typ + ":" + strconv.FormatInt(c.id, 10)))
		if got := Encode(c.typ, c.id); got != want {
			t.Errorf("Encode(%q, %d) = %q, want %q", c.typ, c.id, got, want)
		}
	}
}

func TestEncodeAllocatesOnlyTheID(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = Encode("Conversation", 1234567) }); n != 1 {
		t.Errorf("Encode allocates %v times, want 1 (the id)", n)
	}
}
