package app

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// Behind a trusted proxy the client is the right-most untrusted address of
// X-Forwarded-For; anyone else's X-Forwarded-For is ignored (a forged one
// must not buy an attacker a fresh login limit per request).
func TestTrustedProxies(t *testing.T) {
	tp, err := parseTrustedProxies(" 10.0.0.0/8, 127.0.0.1,::1 ")
	if err != nil {
		t.Fatal(err)
	}
	var seen string
	h := tp.middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { seen = r.RemoteAddr }))
	cases := []struct{ peer, xff, want string }{
		{"127.0.0.1:5000", "203.0.113.7", "203.0.113.7:0"},
		{"127.0.0.1:5000", "198.51.100.1, 203.0.113.7", "203.0.113.7:0"}, // the client wrote the first one
		{"127.0.0.1:5000", "203.0.113.7, 10.1.2.3", "203.0.113.7:0"},     // two trusted hops
		{"[::1]:5000", "2001:db8::5", "[2001:db8::5]:0"},                 // IPv6
		{"192.0.2.9:5000", "203.0.113.7", "192.0.2.9:5000"},              // an untrusted peer's header is ignored
		{"127.0.0.1:5000", "", "127.0.0.1:5000"},                         // no header: the proxy itself
		{"127.0.0.1:5000", "not-an-address", "127.0.0.1:5000"},           // garbage: keep the peer
		{"127.0.0.1:5000", "10.9.9.9", "127.0.0.1:5000"},                 // only trusted hops
	}
	for _, c := range cases {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.peer
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		h.ServeHTTP(httptest.NewRecorder(), r)
		if seen != c.want {
			t.Errorf("peer %s, X-Forwarded-For %q: client %s, want %s", c.peer, c.xff, seen, c.want)
		}
	}
	if _, err := parseTrustedProxies("10.0.0.0/33"); err == nil {
		t.Error("a bad range was accepted")
	}
	if none, _ := parseTrustedProxies(""); len(none) != 0 {
		t.Error("empty setting trusts someone")
	}
}
