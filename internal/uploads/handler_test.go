package uploads

import (
	"bytes"
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestHandler(t *testing.T) {
	s, dir := newStore(t)
	ctx := context.Background()
	pngURL, err := s.Save(ctx, bytes.NewReader(pngBytes(t, 6, 6)))
	if err != nil {
		t.Fatal(err)
	}
	jpgURL, err := s.Save(ctx, bytes.NewReader(jpegBytes(t, 6, 6)))
	if err != nil {
		t.Fatal(err)
	}
	pngBody := stored(t, dir, pngURL)
	jpgBody := stored(t, dir, jpgURL)
	name := strings.TrimPrefix(pngURL, "/uploads/")
	hash := strings.TrimSuffix(name, ".png")
	etag := `"` + hash + `"`

	// Files the handler must never serve: one next to dir, a temp file and
	// a valid-looking name inside a subdirectory.
	parent := filepath.Dir(dir)
	if err := os.WriteFile(filepath.Join(parent, "secret.png"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".tmp-123"), []byte("partial"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, hash[:2]), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, hash[:2], name), pngBody, 0o644); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name       string
		method     string
		path       string
		header     map[string]string
		wantStatus int
		wantType   string
		wantBody   []byte
	}{
		{"png", "GET", pngURL, nil, 200, "image/png", pngBody},
		{"jpeg", "GET", jpgURL, nil, 200, "image/jpeg", jpgBody},
		{"head", "HEAD", pngURL, nil, 200, "image/png", nil},
		{"range", "GET", pngURL, map[string]string{"Range": "bytes=0-7"}, 206, "image/png", pngBody[:8]},
		{"etag revalidation", "GET", pngURL, map[string]string{"If-None-Match": etag}, 304, "", nil},
		{"post", "POST", pngURL, nil, 405, "", nil},
		{"missing", "GET", "/uploads/" + strings.Repeat("0", 64) + ".png", nil, 404, "", nil},
		{"wrong extension", "GET", "/uploads/" + hash + ".jpg", nil, 404, "", nil},
		{"uppercase", "GET", "/uploads/" + strings.ToUpper(hash) + ".png", nil, 404, "", nil},
		{"traversal", "GET", "/uploads/../secret.png", nil, 404, "", nil},
		{"encoded traversal", "GET", "/uploads/%2e%2e/secret.png", nil, 404, "", nil},
		{"traversal back in", "GET", "/uploads/../uploads/" + name, nil, 404, "", nil},
		{"subdirectory", "GET", "/uploads/" + hash[:2] + "/" + name, nil, 404, "", nil},
		{"temp file", "GET", "/uploads/.tmp-123", nil, 404, "", nil},
		{"directory listing", "GET", "/uploads/", nil, 404, "", nil},
		{"outside prefix", "GET", "/" + name, nil, 404, "", nil},
	}
	h := s.Handler()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.path, nil)
			for k, v := range tt.header {
				req.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tt.wantStatus {
				t.Fatalf("status = %d, want %d (body %q)", rec.Code, tt.wantStatus, rec.Body.String())
			}
			hd := rec.Header()
			if tt.wantStatus >= 400 {
				if bytes.Contains(rec.Body.Bytes(), []byte("secret")) || bytes.Contains(rec.Body.Bytes(), []byte("\x89PNG")) {
					t.Errorf("error response leaks file content: %q", rec.Body.String())
				}
				if hd.Get("Cache-Control") != "" {
					t.Errorf("error response is cacheable: %q", hd.Get("Cache-Control"))
				}
				return
			}
			if tt.wantType != "" && hd.Get("Content-Type") != tt.wantType {
				t.Errorf("Content-Type = %q, want %q", hd.Get("Content-Type"), tt.wantType)
			}
			want := map[string]string{
				"Cache-Control":           "public, max-age=31536000, immutable",
				"X-Content-Type-Options":  "nosniff",
				"Content-Security-Policy": "default-src 'none'; sandbox",
				"Etag":                    etagOf(tt.path),
			}
			for k, v := range want {
				if got := hd.Get(k); got != v {
					t.Errorf("%s = %q, want %q", k, got, v)
				}
			}
			if tt.method == "GET" && tt.wantStatus != 304 && !bytes.Equal(rec.Body.Bytes(), tt.wantBody) {
				t.Errorf("body = %d bytes, want %d", rec.Body.Len(), len(tt.wantBody))
			}
			if tt.method == "HEAD" && rec.Body.Len() != 0 {
				t.Errorf("HEAD returned a body")
			}
		})
	}
}

func etagOf(path string) string {
	name := filepath.Base(path)
	return `"` + strings.TrimSuffix(name, filepath.Ext(name)) + `"`
}
