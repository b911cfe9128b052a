package obs

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"
)

func TestSaneRequestID(t *testing.T) {
	for id, want := range map[string]bool{
		"abc": true, "A-b_c.9": true, strings.Repeat("x", 64): true,
		"": false, strings.Repeat("x", 65): false, "a b": false, "a=b": false, "a\nb": false, "é": false, `a"b`: false,
	} {
		if got := SaneRequestID(id); got != want {
			t.Errorf("SaneRequestID(%q) = %v", id, got)
		}
	}
	if a, b := NewRequestID(), NewRequestID(); a == b || !SaneRequestID(a) {
		t.Errorf("NewRequestID: %q %q", a, b)
	}
}

// Lines logged with a request's context carry request_id, in both
// formats; Logger wraps once.
func TestLoggerRequestID(t *testing.T) {
	var buf bytes.Buffer
	log := NewLogger(&buf, "json")
	if Logger(log) != log {
		t.Error("Logger wrapped a logger that already adds request ids")
	}
	ctx := WithRequestID(context.Background(), "req-1")
	log.With("k", "v").WarnContext(ctx, "hello")
	log.Info("no request")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	var first, second map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &first); err != nil || first["request_id"] != "req-1" || first["k"] != "v" {
		t.Errorf("first line: %s %v", lines[0], err)
	}
	if err := json.Unmarshal([]byte(lines[1]), &second); err != nil || second["request_id"] != nil {
		t.Errorf("second line: %s %v", lines[1], err)
	}
	buf.Reset()
	Logger(slog.New(slog.NewTextHandler(&buf, nil))).ErrorContext(ctx, "boom")
	if !strings.Contains(buf.String(), "request_id=req-1") {
		t.Errorf("text line: %s", buf.String())
	}
}

// The operation label keeps the first MaxOperationNames names, then
// groups the rest.
func TestOperationNamesBounded(t *testing.T) {
	m := NewMetrics()
	for i := range MaxOperationNames + 50 {
		m.ObserveOperation(fmt.Sprintf("Op%d", i), true, false, time.Millisecond)
	}
	m.ObserveOperation("Op1", true, true, time.Millisecond)
	m.ObserveOperation("", true, false, time.Millisecond)
	m.ObserveOperation("Whatever", false, true, time.Millisecond)
	fams, err := m.Registry.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fams {
		if f.GetName() != "canvass_graphql_operations_total" {
			continue
		}
		if n := len(f.GetMetric()); n != MaxOperationNames+1+1+1+1 { // names, Op1 error, other, anonymous, invalid
			t.Errorf("%d series", n)
		}
		for _, s := range f.GetMetric() {
			if l := s.GetLabel(); l[0].GetValue() == OperationOther && s.GetCounter().GetValue() != 50 {
				t.Errorf("(other) = %v", s.GetCounter().GetValue())
			}
		}
	}
}
