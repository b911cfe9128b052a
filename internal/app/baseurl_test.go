package app_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"canvass/internal/app"
	"canvass/internal/testkit"
)

func TestDefaultBaseURL(t *testing.T) {
	listening := &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 41234}
	for _, c := range []struct {
		addr string
		ln   net.Addr
		want string
	}{
		{"127.0.0.1:8080", nil, "http://127.0.0.1:8080"},
		{"127.0.0.1:9090", nil, "http://127.0.0.1:9090"},
		{":8080", nil, "http://localhost:8080"},
		{"0.0.0.0:3000", nil, "http://localhost:3000"},
		{"[::]:3000", nil, "http://localhost:3000"},
		{"[::1]:3000", nil, "http://[::1]:3000"},
		{"example.org:80", nil, "http://example.org"},
		{"127.0.0.1:0", listening, "http://127.0.0.1:41234"},
	} {
		if got := app.DefaultBaseURL(c.addr, c.ln); got != c.want {
			t.Errorf("DefaultBaseURL(%q) = %q, want %q", c.addr, got, c.want)
		}
	}
}

// Issue 14: without CANVASS_BASE_URL the absolute URLs (canonical link,
// og:url, robots.txt's sitemap) name the address served, not :8080.
func TestRunBaseURLDefaultsToAddr(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{
		"CANVASS_DATABASE_URL": "sqlite:" + filepath.Join(dir, "base.db"),
		"CANVASS_UPLOAD_DIR":   filepath.Join(dir, "uploads"),
	}
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	var out testkit.LogBuffer
	done := make(chan error, 1)
	go func() {
		done <- app.Run(ctx, []string{"serve", "--addr", addr}, func(k string) string { return env[k] }, &out)
	}()
	defer func() {
		cancel()
		<-done
	}()
	get := func(path string) string {
		deadline := time.Now().Add(30 * time.Second)
		for {
			resp, err := http.Get("http://" + addr + path)
			if err == nil {
				b, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					return string(b)
				}
			}
			if time.Now().After(deadline) {
				t.Fatalf("GET %s: %v\n%s", path, err, out.String())
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	base := "http://" + addr
	if body := get("/about"); !strings.Contains(body, `<link rel="canonical" href="`+base+`/about" />`) ||
		!strings.Contains(body, `content="`+base+`/about"`) {
		t.Errorf("canonical/og:url of /about do not use %s:\n%s", base, body)
	}
	if body := get("/robots.txt"); !strings.Contains(body, "Sitemap: "+base+"/sitemap.xml") {
		t.Errorf("robots.txt: %s", body)
	}
	if body := get("/sitemap.xml"); !strings.Contains(body, "<loc>"+base+"/jobs</loc>") {
		t.Errorf("sitemap.xml: %s", body)
	}
}
