package web

import (
	"compress/gzip"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// Compress gzips the answers of next that are data (JSON: GraphQL's and the
// REST shim's; XML: sitemap.xml and the Atom feeds) and are CompressMin bytes
// or more, for clients whose Accept-Encoding allows gzip. Such answers get
// Vary: Accept-Encoding whether compressed or not. Everything else passes
// through untouched: websocket upgrades and HEAD requests (not wrapped at
// all), answers that already have a Content-Encoding (the precompressed
// assets and the app shell, see encoding.go), range-capable file answers
// (Accept-Ranges, Content-Range), 1xx/204/304 answers and every other type.
//
// Bytes passed to Write are copied (into the gzip window, or into a buffer
// while the size is unknown) before Write returns: the caller may reuse them
// at once (graph/gqlrun.Release does).
func Compress(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodHead || r.Header.Get("Upgrade") != "" {
			next.ServeHTTP(w, r)
			return
		}
		cw := writers.Get().(*compressWriter)
		cw.ResponseWriter = w
		cw.accept = acceptsEncoding(r.Header.Get("Accept-Encoding"), "gzip")
		defer cw.finish()
		next.ServeHTTP(cw, r)
	})
}

// CompressMin is the smallest answer Compress gzips: below about 1 KB the
// saving is a few hundred bytes at most, less than the work costs.
const CompressMin = 1024

// compressible reports whether an answer of this Content-Type is data worth
// compressing.
func compressible(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return false
	}
	switch mt {
	case "application/json", "application/xml", "text/xml":
		return true
	}
	return strings.HasPrefix(mt, "application/") && (strings.HasSuffix(mt, "+json") || strings.HasSuffix(mt, "+xml"))
}

// The states of one answer.
const (
	undecided = iota // no header written yet
	holding          // compressible, length unknown: buffering up to CompressMin bytes
	plain            // passed through
	gzipping         // written through zw
)

// compressWriter is one answer's writer. Pooled with its gzip.Writer (whose
// compressor holds a few hundred KB of tables) and its buffer.
type compressWriter struct {
	http.ResponseWriter
	accept bool
	state  int
	status int
	buf    []byte
	zw     *gzip.Writer
}

var writers = sync.Pool{New: func() any { return &compressWriter{buf: make([]byte, 0, CompressMin)} }}

func (cw *compressWriter) WriteHeader(code int) {
	if cw.state != undecided { // as net/http: the first final status wins
		return
	}
	if code < 200 { // 1xx: informational, sent as they come
		cw.ResponseWriter.WriteHeader(code)
		return
	}
	h := cw.Header()
	if code == http.StatusNoContent || code == http.StatusNotModified ||
		h.Get("Content-Encoding") != "" || h.Get("Accept-Ranges") != "" || h.Get("Content-Range") != "" ||
		!compressible(h.Get("Content-Type")) {
		cw.passThrough(code)
		return
	}
	h.Add("Vary", "Accept-Encoding")
	if !cw.accept {
		cw.passThrough(code)
		return
	}
	if n, err := strconv.Atoi(h.Get("Content-Length")); err == nil {
		if n < CompressMin {
			cw.passThrough(code)
		} else {
			cw.startGzip(code)
		}
		return
	}
	cw.state, cw.status = holding, code
}

func (cw *compressWriter) passThrough(code int) {
	cw.state = plain
	cw.ResponseWriter.WriteHeader(code)
}

func (cw *compressWriter) startGzip(code int) {
	h := cw.Header()
	h.Del("Content-Length")
	h.Set("Content-Encoding", "gzip")
	cw.state = gzipping
	cw.ResponseWriter.WriteHeader(code)
	if cw.zw == nil {
		cw.zw, _ = gzip.NewWriterLevel(cw.ResponseWriter, gzip.BestSpeed)
	} else {
		cw.zw.Reset(cw.ResponseWriter)
	}
}

func (cw *compressWriter) Write(p []byte) (int, error) {
	if cw.state == undecided {
		cw.WriteHeader(http.StatusOK)
	}
	switch cw.state {
	case gzipping:
		return cw.zw.Write(p)
	case holding:
		if len(cw.buf)+len(p) < CompressMin {
			cw.buf = append(cw.buf, p...)
			return len(p), nil
		}
		cw.startGzip(cw.status)
		if err := cw.writeHeld(); err != nil {
			return 0, err
		}
		return cw.zw.Write(p)
	}
	return cw.ResponseWriter.Write(p)
}

// writeHeld writes the buffered bytes through zw (gzipping) or as they are.
func (cw *compressWriter) writeHeld() error {
	if len(cw.buf) == 0 {
		return nil
	}
	var err error
	if cw.state == gzipping {
		_, err = cw.zw.Write(cw.buf)
	} else {
		_, err = cw.ResponseWriter.Write(cw.buf)
	}
	cw.buf = cw.buf[:0]
	return err
}

// Flush sends what is written so far. An answer still being held is
// gzipped from here on (its length is not known and the handler wants it
// sent).
func (cw *compressWriter) Flush() {
	switch cw.state {
	case undecided:
		cw.WriteHeader(http.StatusOK)
		if cw.state == holding {
			cw.startGzip(cw.status)
		}
	case holding:
		cw.startGzip(cw.status)
		cw.writeHeld()
	}
	if cw.state == gzipping {
		cw.zw.Flush()
	}
	http.NewResponseController(cw.ResponseWriter).Flush()
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (cw *compressWriter) Unwrap() http.ResponseWriter { return cw.ResponseWriter }

// finish ends the answer (a held one is written as it is, with its length)
// and returns the writer to the pool.
func (cw *compressWriter) finish() {
	switch cw.state {
	case holding:
		cw.Header().Set("Content-Length", strconv.Itoa(len(cw.buf)))
		cw.state = plain
		cw.ResponseWriter.WriteHeader(cw.status)
		cw.writeHeld()
	case gzipping:
		cw.zw.Close()
		cw.zw.Reset(io.Discard) // drop the reference to the connection
	}
	cw.ResponseWriter, cw.state, cw.status, cw.buf = nil, undecided, 0, cw.buf[:0]
	writers.Put(cw)
}
