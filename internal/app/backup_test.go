package app_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"canvass/internal/app"
	"canvass/internal/apptest"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
	"canvass/internal/uploads"
	"canvass/internal/uploads/blobtest"
)

// `canvass backup PATH` on a live SQLite server (a file or an S3 upload
// store) while another member keeps writing; a new server started on the
// copy has the content and serves the image. On PostgreSQL the command
// refuses (pg_dump is the tool) and --uploads-only copies the images.
func TestBackupAndRestore(t *testing.T) {
	for _, kind := range []string{"file", "s3"} {
		t.Run("sqlite/"+kind, func(t *testing.T) { backupAndRestore(t, kind) })
	}
	t.Run("postgres", func(t *testing.T) {
		s := apptest.Start(t, storetest.PostgresURL(t), nil)
		alice := s.NewClient()
		alice.Register(t, "alice", "CANDIDATE")
		img, body := uploadProfileImage(t, alice)
		dest := t.TempDir()
		env := map[string]string{"CANVASS_DATABASE_URL": s.App.Config.DatabaseURL, "CANVASS_UPLOAD_DIR": s.App.Config.UploadDir}
		var out testkit.LogBuffer
		err := app.Run(context.Background(), []string{"backup", dest}, func(k string) string { return env[k] }, &out)
		if err == nil || !strings.Contains(err.Error(), "pg_dump") {
			t.Fatalf("backup on PostgreSQL: %v, want a pointer to pg_dump", err)
		}
		if err := app.Run(context.Background(), []string{"backup", "--uploads-only", dest}, func(k string) string { return env[k] }, &out); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(dest, "uploads", strings.TrimPrefix(img, "/uploads/")))
		if err != nil || !bytes.Equal(got, body) {
			t.Fatalf("uploads-only copy: %v", err)
		}
		if _, err := os.Stat(filepath.Join(dest, "canvass.db")); err == nil {
			t.Error("--uploads-only wrote a database")
		}
	})
}

func backupAndRestore(t *testing.T, kind string) {
	var blobURL string
	if kind == "s3" {
		blobURL, _ = blobtest.S3(t)
	}
	s := apptest.Start(t, sqliteURL(t), func(c *app.Config) { c.BlobURL = blobURL })
	alice := s.NewClient()
	alice.Register(t, "alice", "CANDIDATE")
	img, body := uploadProfileImage(t, alice)
	bob := s.NewClient()
	bob.Register(t, "bob", "CANDIDATE")

	// Bob keeps writing while the backup runs.
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var writes int
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			req, _ := http.NewRequest("PUT", s.URL+"/api/user/profile", strings.NewReader(`{"firstName":"Bob","lastName":"Writer"}`))
			req.Header.Set("Content-Type", "application/json")
			resp, err := bob.HTTP.Do(req)
			if err != nil {
				t.Errorf("write during backup: %v", err)
				return
			}
			resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Errorf("write during backup: %d", resp.StatusCode)
				return
			}
			writes++
		}
	}()
	dest := filepath.Join(t.TempDir(), "backup")
	env := map[string]string{"CANVASS_DATABASE_URL": s.App.Config.DatabaseURL, "CANVASS_UPLOAD_DIR": s.App.Config.UploadDir, "CANVASS_BLOB_URL": blobURL}
	getenv := func(k string) string { return env[k] }
	var out testkit.LogBuffer
	err := app.Run(context.Background(), []string{"backup", dest}, getenv, &out)
	close(stop)
	wg.Wait()
	if err != nil {
		t.Fatalf("backup: %v\n%s", err, out.String())
	}
	t.Logf("%s(%d writes meanwhile)", out.String(), writes)
	if !strings.Contains(out.String(), "uploads: 1 copied") {
		t.Errorf("output: %s", out.String())
	}
	if err := app.Run(context.Background(), []string{"backup", dest}, getenv, &out); err == nil || !strings.Contains(err.Error(), "exists") {
		t.Errorf("backup over an earlier one: %v", err)
	}

	// Restore: a new server on the copy.
	fileURL, err := uploads.FileURL(filepath.Join(dest, "uploads"))
	if err != nil {
		t.Fatal(err)
	}
	r := apptest.Start(t, "sqlite:"+filepath.Join(dest, "canvass.db"), func(c *app.Config) { c.BlobURL = fileURL })
	c := r.NewClient()
	resp, login := c.Do(t, "POST", "/api/login", map[string]string{"username": "alice", "password": apptest.Password})
	if resp.StatusCode != 200 {
		t.Fatalf("login on the restored copy: %d %s", resp.StatusCode, login)
	}
	var u struct {
		ProfileImage string `json:"profileImage"`
	}
	if err := json.Unmarshal(login, &u); err != nil || u.ProfileImage != img {
		t.Fatalf("restored profile image %q, want %q (%v)", u.ProfileImage, img, err)
	}
	resp, got := c.Do(t, "GET", img, nil)
	if resp.StatusCode != 200 || !bytes.Equal(got, body) || resp.Header.Get("Content-Type") != "image/png" {
		t.Fatalf("restored image: %d %q, %d bytes", resp.StatusCode, resp.Header.Get("Content-Type"), len(got))
	}
}

// sqliteURL is a fresh SQLite database file (app.New migrates it).
func sqliteURL(t *testing.T) string {
	return "sqlite:" + filepath.Join(t.TempDir(), "live.db")
}

// uploadProfileImage sets a PNG as c's profile image and returns its URL and
// the bytes the server serves for it.
func uploadProfileImage(t *testing.T, c *apptest.Client) (string, []byte) {
	t.Helper()
	m := image.NewNRGBA(image.Rect(0, 0, 8, 8))
	for i := range m.Pix {
		m.Pix[i] = byte(i * 7)
	}
	m.Set(0, 0, color.NRGBA{1, 2, 3, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, m); err != nil {
		t.Fatal(err)
	}
	resp, body := c.Do(t, "PUT", "/api/user/profile", map[string]any{"firstName": "Test", "lastName": "Alice",
		"profileImage": "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())})
	var u struct {
		ProfileImage string `json:"profileImage"`
	}
	if resp.StatusCode != 200 || json.Unmarshal(body, &u) != nil || !strings.HasPrefix(u.ProfileImage, "/uploads/") {
		t.Fatalf("profile image: %d %s", resp.StatusCode, body)
	}
	resp, img := c.Do(t, "GET", u.ProfileImage, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %d", u.ProfileImage, resp.StatusCode)
	}
	return u.ProfileImage, img
}

// A wrong CANVASS_BLOB_URL stops `canvass serve` at start with a message
// that names the variable.
func TestServeBadBlobURL(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"CANVASS_DATABASE_URL": "sqlite:" + filepath.Join(dir, "run.db"), "CANVASS_BLOB_URL": "s3://"}
	var out testkit.LogBuffer
	err := app.Run(context.Background(), []string{"serve", "--addr", freeAddr(t)}, func(k string) string { return env[k] }, &out)
	if err == nil || !strings.HasPrefix(err.Error(), "CANVASS_BLOB_URL: ") {
		t.Fatalf("serve with a bad blob URL: %v", err)
	}
}
