package graph

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"canvass/graph/gqlrun"
	"canvass/internal/apperr"
	"canvass/internal/ratelimit"
)

// post is gqlgen's POST transport (it embeds transport.POST for Supports,
// and keeps its request decoding, content types and error texts) with
// four changes. A body's "documentId" (a trusted document's id, trusted.go)
// is kept, in the extensions. Request errors get the statuses and the shape
// (no data entry) of the GraphQL-over-HTTP specification (statusFor). How the
// answer is written: gqlgen passes the
// whole response through json.Marshal, which re-validates and copies the
// data the executor has just written, byte by byte through its scanner: a
// sixth of a list page's CPU. writeResponse writes the data as it is,
// escaping only what json.Marshal would (markup characters and the two
// JavaScript line separators, which can only occur inside strings). And
// how the body is read: once (the guard's bytes), and a body of the usual
// shape without decoding the query text through reflection (decodeParams;
// any other shape as gqlgen decodes it).
type post struct{ transport.POST }

// guardedBody is a request body the guard has read (and found to be one
// JSON object): the transport takes its bytes rather than reading a copy.
type guardedBody struct {
	*bytes.Reader
	body []byte
}

func (*guardedBody) Close() error { return nil }

func (post) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	ctx := r.Context()
	contentType := responseContentType(r.Header.Get("Accept"))
	w.Header().Set("Content-Type", contentType)
	start := graphql.Now()
	var body []byte
	if g, ok := r.Body.(*guardedBody); ok {
		body = g.body // read and checked by the guard
	} else {
		var err error
		if body, err = io.ReadAll(r.Body); err != nil {
			writeAnswer(w, exec.DispatchError(ctx, gqlerror.List{gqlerror.Errorf("could not read request body: %+v", err)}), false)
			return
		}
	}
	params, ok := decodeParams(body)
	if !ok {
		var req struct {
			graphql.RawParams
			DocumentID any `json:"documentId"`
		}
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.UseNumber()
		if err := dec.Decode(&req); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			writeAnswer(w, exec.DispatchError(ctx, gqlerror.List{
				gqlerror.Errorf("json request body could not be decoded: %+v body:%s", err, body)}), false)
			return
		}
		params = req.RawParams
		if req.DocumentID != nil {
			params.Extensions = withDocumentID(params.Extensions, req.DocumentID)
		}
	}
	params.Headers = r.Header
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	rc, opErr := exec.CreateOperationContext(ctx, &params)
	if opErr != nil {
		// A request error: the operation never ran, so the answer has no
		// data entry (not even null), in either media type. One refused
		// before its complexity was measured costs the API budget 1 point.
		if m := ratelimit.MeterFrom(ctx); m != nil && !m.Spent() {
			_ = m.Spend(1) // refused already; past the budget, the next request is
		}
		w.WriteHeader(statusFor(contentType, params.Query == "" && !hasDocumentID(&params), opErr))
		writeAnswer(w, exec.DispatchError(graphql.WithOperationContext(ctx, rc), opErr), false)
		return
	}
	responses, ctx := exec.DispatchOperation(ctx, rc)
	resp := responses(ctx)
	if resp == nil {
		// No answer at all: the request's context ended (the client went
		// away mid-request) before the executor produced one.
		w.WriteHeader(http.StatusServiceUnavailable)
		writeResponse(w, &graphql.Response{Errors: gqlerror.List{{Message: "The request was cancelled.", Extensions: map[string]any{"code": "UNAVAILABLE"}}}})
		return
	}
	writeResponse(w, resp)
	// Written (copied or sent) and no longer referred to: the next answer
	// is written into these bytes.
	gqlrun.Release(resp.Data)
}

const (
	jsonType            = "application/json"
	graphqlResponseType = "application/graphql-response+json"
)

// responseContentType is transport.POST's choice from the Accept header
// (with no configured headers and application/json as the default).
func responseContentType(accept string) string {
	if accept == "" {
		return jsonType
	}
	for part := range strings.SplitSeq(accept, ",") {
		mediaType, _, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		switch mediaType {
		case "*/*", "application/*", jsonType:
			return jsonType
		case graphqlResponseType:
			return graphqlResponseType
		}
	}
	return graphqlResponseType
}

// statusFor is the status of a request error (one found before execution:
// parse, validation, variable coercion, the limits, a refused
// introspection or a read-only token's mutation), as the GraphQL-over-HTTP
// specification has it. A request without a query is not a GraphQL request
// at all: 400 whatever the client accepts. Otherwise application/json
// answers 200 (clients of that media type read the errors from the body,
// and a proxy's error page is told apart by its status); under
// application/graphql-response+json the status tells: 403 for what the
// viewer may not do, 401 for what needs a viewer, 400 for the rest. Past
// the caller's API budget it is 429 under either (with Retry-After), as on
// /api.
func statusFor(contentType string, noQuery bool, errs gqlerror.List) int {
	if len(errs) > 0 && errs[0].Extensions["code"] == string(apperr.RateLimited) {
		return http.StatusTooManyRequests // past the API budget: in either media type, with Retry-After
	}
	switch {
	case noQuery:
		return http.StatusBadRequest
	case contentType != graphqlResponseType:
		return http.StatusOK
	}
	if len(errs) > 0 {
		code, _ := errs[0].Extensions["code"].(string)
		switch apperr.Code(code) {
		case apperr.Forbidden:
			return http.StatusForbidden
		case apperr.Unauthenticated:
			return http.StatusUnauthorized
		}
	}
	return http.StatusBadRequest
}

// writeResponse writes resp as json.Marshal would, but writes its data
// (already JSON, written by the executor) as it is instead of re-encoding
// or copying it: the members before it, the data, then the members after
// it, with the answer's length when w is the response (no chunked
// encoding). The other members are marshalled as json.Marshal does, in
// graphql.Response's order: errors, data, then the rest.
func writeResponse(w io.Writer, resp *graphql.Response) { writeAnswer(w, resp, true) }

// writeAnswer is writeResponse, with the data entry left out when withData
// is false (a request error's answer).
func writeAnswer(w io.Writer, resp *graphql.Response, withData bool) {
	head := make([]byte, 0, 64)
	head = append(head, '{')
	if len(resp.Errors) > 0 {
		errs, err := json.Marshal(resp.Errors)
		if err != nil {
			panic(err) // as transport.POST does: these are the executor's own types
		}
		head = append(head, `"errors":`...)
		head = append(head, errs...)
		head = append(head, ',')
	}
	var data []byte
	switch {
	case !withData:
		head = bytes.TrimSuffix(head, []byte{','}) // the errors' comma
	case len(resp.Data) > 0:
		head = append(head, `"data":`...)
		data = escaped(resp.Data)
	default:
		head = append(head, `"data":null`...)
	}
	tail := []byte{'}'}
	if resp.Label != "" || len(resp.Path) > 0 || resp.HasNext != nil || len(resp.Extensions) > 0 {
		rest, err := json.Marshal(responseRest{resp.Label, resp.Path, resp.HasNext, resp.Extensions})
		if err != nil {
			panic(err)
		}
		if len(rest) > 2 { // not {}
			sep := []byte{','}
			if len(head) == 1 { // nothing before: no errors, no data
				sep = nil
			}
			tail = append(append(sep, rest[1:len(rest)-1]...), '}')
		}
	}
	if rw, ok := w.(http.ResponseWriter); ok {
		rw.Header().Set("Content-Length", strconv.Itoa(len(head)+len(data)+len(tail)))
	}
	w.Write(head)
	w.Write(data)
	w.Write(tail)
}

// responseRest is graphql.Response's members after the data.
type responseRest struct {
	Label      string         `json:"label,omitempty"`
	Path       ast.Path       `json:"path,omitempty"`
	HasNext    *bool          `json:"hasNext,omitempty"`
	Extensions map[string]any `json:"extensions,omitempty"`
}

// escaped is JSON text with <, >, & and U+2028/U+2029 escaped as
// json.Marshal does: data itself when it has none of them (the usual case:
// four vectorised scans, no copy), or an escaped copy. Outside strings JSON
// has none of these characters, so every one found is inside a string and
// its \u escape means the same.
func escaped(data []byte) []byte {
	// Counted first (vectorised), so the copy is sized once: an answer full
	// of HTML (a list's contentHtml) has two escapes per tag.
	n := bytes.Count(data, []byte{'<'}) + bytes.Count(data, []byte{'>'}) + bytes.Count(data, []byte{'&'})
	e2 := bytes.Count(data, []byte{0xE2})
	if n+e2 == 0 {
		return data
	}
	b := make([]byte, 0, len(data)+5*n+3*e2)
	from := 0
	for i := 0; i < len(data); i++ {
		var esc string
		switch c := data[i]; c {
		case '<':
			esc = `\u003c`
		case '>':
			esc = `\u003e`
		case '&':
			esc = `\u0026`
		case 0xE2: // U+2028 and U+2029 are E2 80 A8 and E2 80 A9
			if i+2 < len(data) && data[i+1] == 0x80 && (data[i+2] == 0xA8 || data[i+2] == 0xA9) {
				esc = `\u2028`
				if data[i+2] == 0xA9 {
					esc = `\u2029`
				}
			}
		}
		if esc == "" {
			continue
		}
		b = append(b, data[from:i]...)
		b = append(b, esc...)
		if data[i] == 0xE2 {
			i += 2
		}
		from = i + 1
	}
	return append(b, data[from:]...)
}
