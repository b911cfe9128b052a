package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"path"
	"testing"
)

// The built app carries a brotli and a gzip variant of every script and
// stylesheet (made by scripts/compress.mjs in `npm run build`), and each
// gzip variant decodes to its file.
func TestDistIsPrecompressed(t *testing.T) {
	dist := Dist()
	if _, err := fs.Stat(dist, "index.html"); err != nil {
		t.Skip("web/dist is not built (make web)")
	}
	n := 0
	err := fs.WalkDir(dist, "assets", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ext := path.Ext(name)
		if ext != ".js" && ext != ".css" {
			return nil
		}
		data, _ := fs.ReadFile(dist, name)
		if len(data) < 2048 {
			return nil
		}
		n++
		br, err := fs.ReadFile(dist, name+".br")
		if err != nil || len(br) >= len(data) {
			t.Errorf("%s: no useful brotli variant (run make web): %v", name, err)
		}
		gz, err := fs.ReadFile(dist, name+".gz")
		if err != nil {
			t.Errorf("%s: no gzip variant (run make web): %v", name, err)
			return nil
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			t.Errorf("%s.gz: %v", name, err)
			return nil
		}
		if got, _ := io.ReadAll(zr); !bytes.Equal(got, data) {
			t.Errorf("%s.gz does not decode to %s (stale build?)", name, name)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no scripts found in the built app")
	}
}
