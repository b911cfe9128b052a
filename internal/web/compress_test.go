package web

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// jsonAnswer is n bytes of JSON-looking text.
func jsonAnswer(n int) []byte {
	var b bytes.Buffer
	b.WriteString(`{"data":[`)
	for i := 0; b.Len() < n-2; i++ {
		fmt.Fprintf(&b, `{"id":%d,"title":"Field Organizer"},`, i)
	}
	out := b.Bytes()[:n-2]
	return append(out, "]}"...)
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func compressed(h http.HandlerFunc, method, accept string, header http.Header) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, "/graphql", nil)
	if accept != "" {
		r.Header.Set("Accept-Encoding", accept)
	}
	for k, v := range header {
		r.Header[k] = v
	}
	w := httptest.NewRecorder()
	Compress(h).ServeHTTP(w, r)
	return w
}

func TestCompress(t *testing.T) {
	big := jsonAnswer(4000)
	for _, c := range []struct {
		name     string
		ctype    string
		length   bool // set Content-Length
		chunk    int  // write in chunks of this size (0: one write)
		body     []byte
		accept   string
		wantGzip bool
		wantVary bool
	}{
		{"json with length", "application/json", true, 0, big, "gzip", true, true},
		{"json without length", "application/json; charset=utf-8", false, 0, big, "gzip, br", true, true},
		{"json in small writes", "application/graphql-response+json", false, 100, big, "gzip", true, true},
		{"json in writes around the threshold", "application/json", false, CompressMin - 1, big, "gzip", true, true},
		{"json exactly at the threshold", "application/json", false, 0, jsonAnswer(CompressMin), "gzip", true, true},
		{"small json with length", "application/json", true, 0, jsonAnswer(CompressMin - 1), "gzip", false, true},
		{"small json without length", "application/json", false, 10, jsonAnswer(CompressMin - 1), "gzip", false, true},
		{"no gzip accepted", "application/json", true, 0, big, "br", false, true},
		{"gzip refused", "application/json", false, 0, big, "gzip;q=0, *", false, true},
		{"no Accept-Encoding", "application/json", false, 0, big, "", false, true},
		{"atom feed", "application/atom+xml; charset=utf-8", false, 0, big, "gzip", true, true},
		{"html", "text/html; charset=utf-8", false, 0, big, "gzip", false, false},
		{"image", "image/png", true, 0, big, "gzip", false, false},
		{"no content type", "", false, 0, big, "gzip", false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := compressed(func(w http.ResponseWriter, r *http.Request) {
				if c.ctype != "" {
					w.Header().Set("Content-Type", c.ctype)
				}
				if c.length {
					w.Header().Set("Content-Length", strconv.Itoa(len(c.body)))
				}
				// Write from a buffer that is overwritten as soon as each
				// Write returns, as gqlrun.Release lets the next answer do.
				step := c.chunk
				if step == 0 {
					step = len(c.body)
				}
				buf := make([]byte, step)
				for rest := c.body; len(rest) > 0; {
					n := copy(buf, rest)
					w.Write(buf[:n])
					for i := range buf {
						buf[i] = 'X'
					}
					rest = rest[n:]
				}
			}, "POST", c.accept, nil)
			res := w.Result()
			if got := res.Header.Get("Content-Encoding") == "gzip"; got != c.wantGzip {
				t.Fatalf("Content-Encoding %q, want gzip: %v", res.Header.Get("Content-Encoding"), c.wantGzip)
			}
			if got := strings.Contains(res.Header.Get("Vary"), "Accept-Encoding"); got != c.wantVary {
				t.Errorf("Vary %q, want Accept-Encoding: %v", res.Header.Get("Vary"), c.wantVary)
			}
			body := w.Body.Bytes()
			if c.wantGzip {
				if res.Header.Get("Content-Length") != "" {
					t.Errorf("gzipped answer keeps Content-Length %s", res.Header.Get("Content-Length"))
				}
				body = gunzip(t, body)
			} else if cl := res.Header.Get("Content-Length"); cl != "" && cl != strconv.Itoa(len(body)) {
				t.Errorf("Content-Length %s for %d bytes", cl, len(body))
			}
			if !bytes.Equal(body, c.body) {
				t.Errorf("answer differs (%d bytes, want %d)", len(body), len(c.body))
			}
		})
	}
}

// Answers that are already encoded, ranges, bodiless statuses, HEAD and
// websocket upgrades pass through.
func TestCompressPassesThrough(t *testing.T) {
	big := jsonAnswer(4000)
	write := func(header http.Header, status int) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			for k, v := range header {
				w.Header()[k] = v
			}
			w.WriteHeader(status)
			if status != http.StatusNoContent && status != http.StatusNotModified {
				w.Write(big)
			}
		}
	}
	for _, c := range []struct {
		name   string
		h      http.HandlerFunc
		method string
		req    http.Header
	}{
		{"already gzipped", write(http.Header{"Content-Encoding": {"gzip"}}, 200), "GET", nil},
		{"range capable", write(http.Header{"Accept-Ranges": {"bytes"}}, 200), "GET", nil},
		{"partial", write(http.Header{"Content-Range": {"bytes 0-3999/9000"}}, 206), "GET", nil},
		{"no content", write(nil, http.StatusNoContent), "GET", nil},
		{"not modified", write(nil, http.StatusNotModified), "GET", nil},
		{"head", write(nil, 200), "HEAD", nil},
		{"upgrade", func(w http.ResponseWriter, r *http.Request) {
			if _, ok := w.(*compressWriter); ok {
				t.Error("a websocket upgrade got the compressing writer")
			}
			write(nil, 200)(w, r)
		}, "GET", http.Header{"Upgrade": {"websocket"}, "Connection": {"Upgrade"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := compressed(c.h, c.method, "gzip", c.req)
			if ce := w.Result().Header.Get("Content-Encoding"); ce != "" && c.name != "already gzipped" {
				t.Errorf("Content-Encoding %q", ce)
			}
			if c.method != "HEAD" && w.Body.Len() > 0 && !bytes.Equal(w.Body.Bytes(), big) {
				t.Errorf("body changed (%d bytes)", w.Body.Len())
			}
		})
	}
}

// A status set before the first write is kept, and a flushed answer is
// gzipped from there on.
func TestCompressStatusAndFlush(t *testing.T) {
	big := jsonAnswer(3000)
	w := compressed(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnprocessableEntity)
		w.Write(big[:10])
		http.NewResponseController(w).Flush()
		w.Write(big[10:])
	}, "POST", "gzip", nil)
	if w.Code != http.StatusUnprocessableEntity || w.Header().Get("Content-Encoding") != "gzip" || !w.Flushed {
		t.Fatalf("status %d, Content-Encoding %q, flushed %v", w.Code, w.Header().Get("Content-Encoding"), w.Flushed)
	}
	if got := gunzip(t, w.Body.Bytes()); !bytes.Equal(got, big) {
		t.Errorf("answer differs")
	}

	small := compressed(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		w.Write([]byte(`{"message":"no"}`))
	}, "POST", "gzip", nil)
	if small.Code != http.StatusBadRequest || small.Body.String() != `{"message":"no"}` || small.Header().Get("Content-Length") != "16" {
		t.Errorf("small answer: %d %q length %q", small.Code, small.Body.String(), small.Header().Get("Content-Length"))
	}
}

// BenchmarkCompress is the cost of gzipping a 6 KB GraphQL answer.
func BenchmarkCompress(b *testing.B) {
	body := jsonAnswer(6000)
	h := Compress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		w.Write(body)
	}))
	r := httptest.NewRequest("POST", "/graphql", nil)
	r.Header.Set("Accept-Encoding", "gzip")
	b.ReportAllocs()
	for b.Loop() {
		h.ServeHTTP(httptest.NewRecorder(), r)
	}
}
