package uploads

import (
	"net/http"
	"path/filepath"
	"strings"

	"gocloud.dev/gcerrors"
)

var contentTypes = map[string]string{
	".png": "image/png",
	".jpg": "image/jpeg",
	".gif": "image/gif",
}

// Files never change (names are content hashes), so they are cached for a year.
const cacheControl = "public, max-age=31536000, immutable"

// Handler serves stored files. It expects the full request path, e.g.
// "/uploads/<sha256>.png" (the path part of the base URL given to New);
// anything that is not a name this store writes is a 404.
//
// Every store is served from Canvass's own origin, never by a redirect to
// the bucket: the headers (type from the name, nosniff, the sandbox CSP) are
// the ones this code sets whatever the bucket holds, the bucket stays
// private, and pages need no second origin in their CSP. Browsers and any
// CDN in front keep the files for a year, so Canvass streams each file
// about once per client or CDN edge.
func (s *Store) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
			return
		}
		name, ok := strings.CutPrefix(r.URL.Path, s.handlePath)
		// SECURITY: only flat <sha256>.<ext> names are served; this rules out
		// "..", subdirectories, temp files and anything else in the store.
		if !ok || !nameRE.MatchString(name) {
			http.NotFound(w, r)
			return
		}
		f, err := s.bucket.NewReader(r.Context(), name, nil)
		if err != nil {
			if gcerrors.Code(err) == gcerrors.NotFound {
				http.NotFound(w, r)
				return
			}
			// The store is down or refuses us: not cacheable, and not a 404
			// a CDN would remember.
			http.Error(w, http.StatusText(http.StatusServiceUnavailable), http.StatusServiceUnavailable)
			return
		}
		defer f.Close()
		h := w.Header()
		h.Set("Content-Type", contentTypes[filepath.Ext(name)])
		h.Set("Cache-Control", cacheControl)
		h.Set("ETag", `"`+strings.TrimSuffix(name, filepath.Ext(name))+`"`)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
		// The blob reader seeks by opening a new ranged read, so Range
		// requests and HEAD work on every store.
		http.ServeContent(w, r, name, f.ModTime(), f)
	})
}
