// Package testkit holds the fixtures every package's tests share: one user
// factory, one image fixture and one PDF fixture (browser tests use web/e2e/harness.mjs's
// counterparts: uniqueUser, pngImage and pngFile). Whole-server tests use internal/apptest on top of these.
package testkit

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"sync"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/resumes"
	"canvass/internal/store"
)

// User inserts a member of type typ straight into db (no password check,
// no throttle: for service tests that need an actor). Username is also
// the start of the e-mail address; first name "F"+username, last name "L".
func User(t testing.TB, db *store.DB, username string, typ accounts.UserType) *accounts.User {
	t.Helper()
	u := &accounts.User{Username: username, Email: username + "@example.com", FirstName: "F" + username, LastName: "L",
		UserType: typ, CreatedAt: store.Now()}
	err := db.GetW(context.Background(), &u.ID, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
		VALUES (?, 'x', ?, ?, ?, ?, ?) RETURNING id`, u.Username, u.Email, u.FirstName, u.LastName, string(typ), u.CreatedAt)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// PNG is a real w x h PNG image (a colour pattern, so re-encoding keeps it
// distinct from other sizes).
func PNG(w, h int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// PNGDataURL is PNG(w, h) as a data URL, the way forms send images.
func PNGDataURL(w, h int) string {
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(PNG(w, h))
}

// FakePNG is text behind PNG's magic bytes: what a hostile client sends as
// an image.
func FakePNG() []byte {
	return append([]byte("\x89PNG\r\n\x1a\n"), "<script>alert(1)</script>"...)
}

// FakePNGDataURL is FakePNG as a data URL.
func FakePNGDataURL() string {
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(FakePNG())
}

// LogBuffer is a bytes.Buffer safe for a server's or queue's log
// goroutines: slog.New(slog.NewTextHandler(&buf, nil)), then buf.String().
type LogBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *LogBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *LogBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// PDF is a real one-page PDF with a line of text per entry of lines (a few
// hundred bytes; resumes.SamplePDF).
func PDF(lines ...string) []byte { return resumes.SamplePDF(lines...) }

// PDFDataURL is PDF(lines...) as a data:application/pdf;base64 URL.
func PDFDataURL(lines ...string) string { return resumes.DataURL(PDF(lines...)) }

// HostilePDF is a PDF header followed by about n bytes of objects and no
// cross-reference table: a parser that rebuilds the table rescans the file
// again and again (pdfcpu takes seconds over 4 MB without a budget).
func HostilePDF(n int) []byte {
	b := []byte("%PDF-1.4\n")
	for i := 1; len(b) < n; i++ {
		b = fmt.Appendf(b, "%d 0 obj\n<< /A [%d 0 R] >>\nendobj\n", i, i+1)
	}
	return b
}
