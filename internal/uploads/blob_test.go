package uploads

import (
	"bytes"
	"context"
	"net"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"canvass/internal/uploads/blobtest"
)

// The S3 store behaves like the file store: saving, IsOwnURL, ImageField and
// the handler's headers, HEAD, Range and revalidation; a second Store on the
// same bucket (another process) serves what the first saved.
func TestS3Store(t *testing.T) {
	blobURL, _ := blobtest.S3(t)
	ctx := context.Background()
	a, err := Open(ctx, blobURL, "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Open(ctx, blobURL, "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()

	pngURL, err := a.Save(ctx, bytes.NewReader(pngBytes(t, 12, 9)))
	if err != nil {
		t.Fatal(err)
	}
	jpgURL, err := a.SaveDataURL(ctx, dataURL("image/jpeg", jpegBytes(t, 10, 10)))
	if err != nil {
		t.Fatal(err)
	}
	again, err := b.Save(ctx, bytes.NewReader(pngBytes(t, 12, 9)))
	if err != nil || again != pngURL {
		t.Fatalf("same image saved again: %q, %v; want %q", again, err, pngURL)
	}
	for _, s := range []*Store{a, b} {
		if !s.IsOwnURL(pngURL) || !s.IsOwnURL(jpgURL) || s.IsOwnURL("/uploads/"+strings.Repeat("0", 64)+".png") {
			t.Errorf("IsOwnURL is wrong on the S3 store")
		}
	}
	in := jpgURL
	if got, err := b.ImageField(ctx, "logo", &in, pngURL); err != nil || got != jpgURL {
		t.Errorf("ImageField with another process's upload: %q, %v", got, err)
	}

	pngBody, err := a.bucket.ReadAll(ctx, strings.TrimPrefix(pngURL, "/uploads/"))
	if err != nil {
		t.Fatal(err)
	}
	etag := etagOf(pngURL)
	h := b.Handler()
	for _, tt := range []struct {
		name       string
		method     string
		path       string
		header     map[string]string
		wantStatus int
		wantBody   []byte
	}{
		{"get", "GET", pngURL, nil, 200, pngBody},
		{"head", "HEAD", pngURL, nil, 200, nil},
		{"range", "GET", pngURL, map[string]string{"Range": "bytes=4-11"}, 206, pngBody[4:12]},
		{"etag revalidation", "GET", pngURL, map[string]string{"If-None-Match": etag}, 304, nil},
		{"missing", "GET", "/uploads/" + strings.Repeat("0", 64) + ".png", nil, 404, nil},
		{"traversal", "GET", "/uploads/../" + strings.TrimPrefix(pngURL, "/uploads/"), nil, 404, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.path, nil)
			for k, v := range tt.header {
				req.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tt.wantStatus {
				t.Fatalf("status = %d, want %d", rec.Code, tt.wantStatus)
			}
			if tt.wantStatus >= 400 {
				if rec.Header().Get("Cache-Control") != "" {
					t.Errorf("error response is cacheable")
				}
				return
			}
			want := map[string]string{
				"Cache-Control":           "public, max-age=31536000, immutable",
				"X-Content-Type-Options":  "nosniff",
				"Content-Security-Policy": "default-src 'none'; sandbox",
				"Etag":                    etag,
			}
			if tt.wantStatus != 304 {
				want["Content-Type"] = "image/png"
			}
			for k, v := range want {
				if got := rec.Header().Get(k); got != v {
					t.Errorf("%s = %q, want %q", k, got, v)
				}
			}
			if tt.method == "HEAD" && rec.Header().Get("Content-Length") != "" && rec.Header().Get("Content-Length") != strconv.Itoa(len(pngBody)) {
				t.Errorf("HEAD Content-Length = %s, want %d", rec.Header().Get("Content-Length"), len(pngBody))
			}
			if !bytes.Equal(rec.Body.Bytes(), tt.wantBody) {
				t.Errorf("body = %d bytes, want %d", rec.Body.Len(), len(tt.wantBody))
			}
		})
	}
}

// Files an earlier Canvass wrote (no sidecar attributes) are served as they
// are, and the file store writes nothing but <sha256>.<ext>.
func TestFileStoreServesExistingFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "uploads")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	old := pngBytes(t, 3, 3)
	name := strings.Repeat("ab", 32) + ".png"
	if err := os.WriteFile(filepath.Join(dir, name), old, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := New(dir, "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.IsOwnURL("/uploads/" + name) {
		t.Error("an existing file is not recognised")
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/uploads/"+name, nil))
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" || !bytes.Equal(rec.Body.Bytes(), old) {
		t.Fatalf("existing file: %d %q, %d bytes", rec.Code, rec.Header().Get("Content-Type"), rec.Body.Len())
	}
	if _, err := s.Save(context.Background(), bytes.NewReader(jpegBytes(t, 4, 4))); err != nil {
		t.Fatal(err)
	}
	for _, f := range files(t, dir) {
		if !nameRE.MatchString(f) {
			t.Errorf("the file store wrote %q", f)
		}
	}
}

// A wrong blob URL is an error from Open, never a panic nor a hang.
func TestOpenRejectsBadURLs(t *testing.T) {
	blobURL, _ := blobtest.S3(t)
	// A port nothing listens on.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := ln.Addr().String()
	ln.Close()
	bucket := strings.TrimPrefix(blobURL[:strings.Index(blobURL, "?")], "s3://")
	for _, u := range []string{
		"",
		"gs://bucket",
		"uploads",
		"file://relative/dir",
		"file:///tmp/x?metadata=bogus",
		"s3://",
		"s3://" + bucket + "?region=us-east-1&unknown_param=1",
		strings.Replace(blobURL, bucket, "no-such-bucket", 1),
		"s3://" + bucket + "?region=us-east-1&endpoint=http://" + closed,
	} {
		start := time.Now()
		s, err := Open(context.Background(), u, "/uploads/")
		if err == nil {
			s.Close()
			t.Errorf("%q: no error", u)
			continue
		}
		if !strings.HasPrefix(err.Error(), "uploads: ") {
			t.Errorf("%q: %v", u, err)
		}
		if d := time.Since(start); d > 15*time.Second {
			t.Errorf("%q took %v", u, d)
		}
		t.Logf("%q: %v", u, err)
	}
}
