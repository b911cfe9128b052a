package graph

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// A visitor asking for introspection outside dev mode is told so, and the
// server logs nothing above debug: anyone could otherwise flood the error log.
func TestIntrospectionRefusalLogsNothing(t *testing.T) {
	var logs bytes.Buffer
	h := NewHandler(&Resolver{Log: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo}))})
	for i := 0; i < 3; i++ {
		req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(`{"query":"{ __schema { types { name } } }"}`))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if body := rec.Body.String(); !strings.Contains(body, `"FORBIDDEN"`) || !strings.Contains(body, "Introspection is disabled.") {
			t.Fatalf("%d %s", rec.Code, body)
		}
	}
	if logs.Len() != 0 {
		t.Fatalf("refused introspection logged: %s", logs.String())
	}
}
