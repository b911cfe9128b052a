package uploads

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

var contentTypes = map[string]string{
	".png": "image/png",
	".jpg": "image/jpeg",
	".gif": "image/gif",
}

// Handler serves stored files. It expects the full request path, e.g.
// "/uploads/<sha256>.png" (the path part of the base URL given to New);
// anything that is not a name this store writes is a 404. Files never change
// (names are content hashes), so they are cached for a year.
func (s *Store) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
			return
		}
		name, ok := strings.CutPrefix(r.URL.Path, s.handlePath)
		// SECURITY: only flat <sha256>.<ext> names are served; this rules out
		// "..", subdirectories, temp files and anything else in dir.
		if !ok || !nameRE.MatchString(name) {
			http.NotFound(w, r)
			return
		}
		f, err := os.Open(filepath.Join(s.dir, name))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		fi, err := f.Stat()
		if err != nil || !fi.Mode().IsRegular() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", contentTypes[filepath.Ext(name)])
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Set("ETag", `"`+strings.TrimSuffix(name, filepath.Ext(name))+`"`)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
		http.ServeContent(w, r, name, fi.ModTime(), f)
	})
}
