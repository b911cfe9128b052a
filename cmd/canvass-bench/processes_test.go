package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"sync"
	"testing"
)

// TestUniqueRequest checks a request with Unique sends a body of its own
// every time (sendMessage's clientId: a repeated one would be a retry the
// app answers without writing) and leaves the request's body as it was.
func TestUniqueRequest(t *testing.T) {
	var mu sync.Mutex
	var got []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		got = append(got, string(b))
		mu.Unlock()
	}))
	defer srv.Close()
	q := request{Method: http.MethodPost, URL: srv.URL, Body: []byte(`{"clientId":"@@u@@","content":"m @@u@@"}`), Unique: "@@u@@"}
	for range 3 {
		if _, err := q.do(); err != nil {
			t.Fatal(err)
		}
	}
	if string(q.Body) != `{"clientId":"@@u@@","content":"m @@u@@"}` {
		t.Fatalf("body changed: %s", q.Body)
	}
	if len(slices.Compact(slices.Sorted(slices.Values(got)))) != 3 {
		t.Fatalf("want 3 different bodies, got %q", got)
	}
	for _, b := range got {
		if len(b) == 0 || slices.Contains([]byte(b), '@') {
			t.Fatalf("placeholder left in %q", b)
		}
	}
}

func TestParseCounts(t *testing.T) {
	if got, err := parseCounts("1, 2,3"); err != nil || !slices.Equal(got, []int{1, 2, 3}) {
		t.Fatalf("parseCounts: %v %v", got, err)
	}
	for _, bad := range []string{"", "0", "1,x", "9"} {
		if _, err := parseCounts(bad); err == nil {
			t.Errorf("parseCounts(%q): want an error", bad)
		}
	}
}

// TestProcCPU reads this process's CPU time from /proc.
func TestProcCPU(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc")
	}
	for i := 0; procCPU(os.Getpid()) == 0; i++ {
		if i > 1e9 {
			t.Fatal("no CPU time read")
		}
	}
	if procCPU(-1) != 0 {
		t.Fatal("a missing process has no CPU time")
	}
}
