// Package testkit holds the fixtures every package's tests share: one user
// factory and one image fixture (browser tests use web/e2e/harness.mjs's
// counterparts: uniqueUser, pngImage and pngFile). Whole-server tests use internal/apptest on top of these.
package testkit

import (
	"bytes"
	"context"
	"encoding/base64"
	"image"
	"image/png"
	"sync"
	"testing"

	"canvass/internal/accounts"
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
