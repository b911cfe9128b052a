package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
)

// Precompressed files: the web build (web/scripts/compress.mjs) writes
// NAME.br (brotli) and NAME.gz (gzip) next to every text asset it can
// shrink. serveFile sends the smallest one the client accepts, with
// Content-Encoding and Vary: Accept-Encoding, and NAME itself otherwise.

// encodings are the precompressed variants, best first.
var encodings = []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// acceptsEncoding reports whether an Accept-Encoding header allows token
// (listed with a non-zero q, or "*" with a non-zero q when token is not
// listed).
func acceptsEncoding(header, token string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		switch name {
		case token:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}

// serveFile serves name from dist (the file must exist), choosing a
// precompressed variant by Accept-Encoding. Conditional and range requests
// work as with http.ServeContent; the ETag differs per encoding.
func serveFile(w http.ResponseWriter, r *http.Request, dist fs.FS, name string) {
	h := w.Header()
	h.Add("Vary", "Accept-Encoding")
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	accept := r.Header.Get("Accept-Encoding")
	for _, e := range encodings {
		if !acceptsEncoding(accept, e.token) {
			continue
		}
		if f, err := dist.Open(name + e.ext); err == nil {
			defer f.Close()
			if rs, ok := f.(io.ReadSeeker); ok {
				h.Set("Content-Type", ctype)
				h.Set("Content-Encoding", e.token)
				http.ServeContent(w, r, name, time.Time{}, rs)
				return
			}
		}
	}
	h.Set("Content-Type", ctype)
	http.ServeFileFS(w, r, dist, name)
}

// gzipBody returns body gzipped (and sets Content-Encoding) when the client
// accepts gzip and body is big enough to gain; Vary is set either way. For
// the app shell, which the server fills in per request.
func gzipBody(w http.ResponseWriter, r *http.Request, body []byte) []byte {
	w.Header().Add("Vary", "Accept-Encoding")
	if len(body) < 1024 || !acceptsEncoding(r.Header.Get("Accept-Encoding"), "gzip") {
		return body
	}
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestSpeed)
	zw.Write(body)
	if zw.Close() != nil {
		return body
	}
	w.Header().Set("Content-Encoding", "gzip")
	return b.Bytes()
}
