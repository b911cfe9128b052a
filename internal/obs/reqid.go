// Package obs is what an operator sees of a running Canvass: request ids on
// every answer and log line, the log format, and the Prometheus metrics
// (Metrics). The app wires the domain's own collectors (queue, sockets,
// database pools) in internal/app/metrics.go.
package obs

import (
	"context"
	"crypto/rand"
	"io"
	"log/slog"
	"net/http"
)

// HeaderRequestID carries a request's id both ways: a proxy in front may
// send one (kept when sane), and every answer carries the id used.
const HeaderRequestID = "X-Request-Id"

type requestIDKey struct{}

// RequestID returns the id of the request ctx belongs to ("" outside one).
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// WithRequestID returns ctx carrying id.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

// RequestIDs gives every request an id (the incoming X-Request-Id when
// SaneRequestID, else a new random one), puts it in the request's context
// for the log (Logger) and sends it back as X-Request-Id.
func RequestIDs(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(HeaderRequestID)
		if !SaneRequestID(id) {
			id = NewRequestID()
		}
		w.Header().Set(HeaderRequestID, id)
		next.ServeHTTP(w, r.WithContext(WithRequestID(r.Context(), id)))
	})
}

// NewRequestID is 26 random base32 characters (130 bits).
func NewRequestID() string { return rand.Text() }

// SaneRequestID reports whether an incoming id may be kept: 1 to 64
// characters of [A-Za-z0-9._-], so it cannot forge log fields or lines,
// nor grow the log without bound.
func SaneRequestID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// NewLogger is the process's logger: slog's JSON handler when format is
// "json" (CANVASS_LOG_FORMAT), its text handler otherwise, with request ids
// (Logger).
func NewLogger(w io.Writer, format string) *slog.Logger {
	var h slog.Handler
	if format == "json" {
		h = slog.NewJSONHandler(w, nil)
	} else {
		h = slog.NewTextHandler(w, nil)
	}
	return slog.New(requestIDHandler{h})
}

// Logger returns log with every line written with a request's context
// (log.ErrorContext(ctx, ...)) carrying request_id. nil stays nil; a logger
// that already does is returned as it is.
func Logger(log *slog.Logger) *slog.Logger {
	if log == nil {
		return nil
	}
	if _, ok := log.Handler().(requestIDHandler); ok {
		return log
	}
	return slog.New(requestIDHandler{log.Handler()})
}

// requestIDHandler adds request_id to records logged with a request's
// context. Log calls without a context (log.Warn) cannot carry it: the
// request path logs with the *Context variants.
type requestIDHandler struct{ slog.Handler }

func (h requestIDHandler) Handle(ctx context.Context, r slog.Record) error {
	if ctx != nil {
		if id := RequestID(ctx); id != "" {
			r.AddAttrs(slog.String("request_id", id))
		}
	}
	return h.Handler.Handle(ctx, r)
}

func (h requestIDHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return requestIDHandler{h.Handler.WithAttrs(as)}
}

func (h requestIDHandler) WithGroup(name string) slog.Handler {
	return requestIDHandler{h.Handler.WithGroup(name)}
}
