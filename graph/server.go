package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/coder/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"

	"canvass/graph/generated"
	"canvass/graph/gqlrun"
	"canvass/graph/loaders"
	"canvass/internal/appdocs"
	"canvass/internal/apperr"
	"canvass/internal/resumes"
	"canvass/internal/session"
	"canvass/internal/uploads"
)

// Websocket close codes of authentication failures (graphql-ws treats
// 4400-4499 as fatal: the client does not retry).
const (
	CloseUnauthorized = 4401
	CloseForbidden    = 4403
)

// NewHandler returns the GraphQL endpoint: POST (JSON only) for queries and
// mutations, WebSocket (graphql-transport-ws) for subscriptions. It must sit
// behind the session middleware, which puts the viewer in the request context.
func NewHandler(r *Resolver) http.Handler {
	cfg := generated.Config{Resolvers: newRoot(r), Complexity: complexity()}
	es := generated.NewExecutableSchema(cfg)
	srv := handler.New(es)

	initTimeout := session.DefaultInitTimeout
	if r.Sockets != nil {
		initTimeout = r.Sockets.InitTimeout
	}
	srv.AddTransport(transport.Websocket{
		Implementation: liveSockets{transport.CoderWebsocketImplementation{
			AcceptOptions: websocket.AcceptOptions{OriginPatterns: originPatterns(r.BaseURL)},
		}},
		// A socket that sends no connection_init in time is closed.
		InitTimeout: initTimeout,
		// The upgrade request went through the session middleware, so the
		// connection's context already carries the viewer; keep it.
		// SECURITY: subscriptions are for signed-in users. A visitor (or an
		// ended session) is closed with 4401, which clients take as "sign
		// in", not as a reason to retry. (A cross-site upgrade never gets
		// here: it is refused with 403 by the origin check.)
		InitFunc: func(ctx context.Context, _ transport.InitPayload) (context.Context, *transport.InitPayload, error) {
			v := session.Viewer(ctx)
			if v == nil {
				return transport.WithWebsocketCloseCode(ctx, CloseUnauthorized), nil, errors.New("Sign in to receive live updates.")
			}
			return session.WithViewer(ctx, v), nil, nil
		},
		KeepAlivePingInterval: 15 * time.Second,
	})
	srv.AddTransport(post{}) // transport.POST, writing the answer without re-encoding it (post.go)

	// The app's documents parsed and validated once, for good; others in the LRU.
	srv.SetQueryCache(newPersistedCache(es.Schema(), lru.New[*ast.QueryDocument](1000)))
	srv.SetParserTokenLimit(MaxParserTokens)
	srv.SetErrorPresenter(errorPresenter(r.logger(), r.Dev))
	srv.SetRecoverFunc(recoverFunc(r.logger()))
	if !r.Dev {
		// "Did you mean" would tell visitors the schema: this drops field
		// suggestions; the error presenter drops the validator's other ones.
		srv.SetDisableSuggestion(true)
	}
	// Before complexity, whose walk expands fragments in full: see shapeLimit.
	// It also enables introspection for those who may introspect (members,
	// token holders; everyone in dev mode).
	srv.Use(trustedDocuments{only: r.TrustedDocumentsOnly}) // a document id becomes its text; visitors' texts refused when only ids are trusted
	srv.Use(shapeLimit{MaxDepth: MaxDepth, MaxFields: MaxFields, Dev: r.Dev, memo: &opMemo[shape]{}})
	srv.Use(newComplexityLimit(MaxComplexity, cfg.Complexity)) // gqlgen's FixedComplexityLimit, measured once per operation
	srv.Use(tokenScope{})                                      // a read-only token's mutations are refused

	// Fresh loaders for every operation (not per HTTP request: a websocket
	// carries many operations over a long time).
	srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		// A socket keeps at most Sockets.Subscriptions operations open (the
		// app uses two); the operation's context ends when it completes.
		if live := session.LiveFrom(ctx); live != nil && graphql.GetOperationContext(ctx).Operation.Operation == ast.Subscription {
			if !live.StartSubscription() {
				return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{{
					Message:    fmt.Sprintf("Too many live subscriptions on one connection (at most %d).", r.Sockets.Subscriptions),
					Extensions: map[string]any{"code": string(apperr.RateLimited)},
				}}})
			}
			context.AfterFunc(ctx, live.EndSubscription)
		}
		// The loaders report their fetches to the executor, which runs a
		// list's items one after another while none needs a batch.
		ctx = gqlrun.WithFetches(ctx)
		return next(loaders.With(ctx, r.newLoaders(ctx)))
	})

	if r.ObserveOperation != nil {
		srv.AroundResponses(observeOperations(r.ObserveOperation))
	}

	return guard(srv, r.Sockets)
}

// observeOperations reports each answered query and mutation, with its
// errors and time, to observe. A subscription's answers are its events,
// not operations answered: they are left out.
func observeOperations(observe func(name string, valid, failed bool, elapsed time.Duration)) graphql.ResponseMiddleware {
	return func(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
		resp := next(ctx)
		var name string
		valid := false
		if graphql.HasOperationContext(ctx) {
			if op := graphql.GetOperationContext(ctx).Operation; op != nil {
				if op.Operation == ast.Subscription {
					return resp
				}
				name, valid = op.Name, true
			}
		}
		observe(name, valid, resp == nil || len(resp.Errors) > 0, time.Since(startTime(ctx)))
		return resp
	}
}

// startTime is when gqlgen started the operation (its handler and
// websocket transport set it before anything else; now if not).
func startTime(ctx context.Context) (t time.Time) {
	defer func() {
		if recover() != nil {
			t = time.Now()
		}
	}()
	return graphql.GetStartTime(ctx)
}

// liveSockets accepts websockets through coder/websocket and binds each to
// its session (session.Sockets), which closes it with 4401 the moment the
// session ends.
type liveSockets struct {
	transport.CoderWebsocketImplementation
}

func (l liveSockets) Accept(w http.ResponseWriter, r *http.Request, o transport.WebsocketAcceptOptions) (transport.WebsocketConn, error) {
	conn, err := l.CoderWebsocketImplementation.Accept(w, r, o)
	if err != nil {
		return nil, err
	}
	if live := session.LiveFrom(r.Context()); live != nil {
		live.Bind(r.Context(), func(code int, reason string) {
			conn.WriteClose(code, reason) // the close frame goes out now; the handshake finishes in the background
			conn.Close()
		})
	}
	return conn, nil
}

// guard refuses what gqlgen would otherwise answer vaguely: GET without a
// websocket upgrade (so no query, and certainly no mutation, runs over GET),
// other content types than JSON, array batching, non-object bodies and
// oversized bodies.
func guard(next http.Handler, sockets *session.Sockets) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" {
			// SECURITY: every socket counts against its address's and the
			// process's budgets for as long as it is open.
			if sockets != nil {
				live, r2 := sockets.Admit(w, r)
				if live == nil {
					return
				}
				defer live.Release()
				r = r2
			}
			next.ServeHTTP(w, r)
			return
		}
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			writeError(w, http.StatusMethodNotAllowed, apperr.Invalid, "GraphQL requests must be sent with POST and a JSON body.")
			return
		}
		// Only JSON; gqlgen's own answer would carry no code. (Cross-site
		// posts are refused by origin before they get here.)
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
			writeError(w, http.StatusBadRequest, apperr.Invalid, "GraphQL requests must have Content-Type: application/json.")
			return
		}
		// Bodies up to uploads.MaxJSONBody, or resumes.MaxJSONBody for an
		// operation that takes a résumé (takesResume).
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, resumes.MaxJSONBody))
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) || (err == nil && len(body) > uploads.MaxJSONBody && !takesResume(body)) {
			writeError(w, http.StatusRequestEntityTooLarge, apperr.TooLarge, "Request body is too large.")
			return
		}
		if err != nil {
			writeError(w, http.StatusBadRequest, apperr.Invalid, "Could not read the request body.")
			return
		}
		trimmed := bytes.TrimLeft(body, " \t\r\n")
		switch {
		case len(trimmed) > 0 && trimmed[0] == '[':
			writeError(w, http.StatusBadRequest, apperr.Invalid, "Batched requests (a JSON array) are not supported: send one operation per request.")
			return
		case len(trimmed) == 0 || trimmed[0] != '{' || !json.Valid(trimmed):
			writeError(w, http.StatusBadRequest, apperr.Invalid, "The request body must be a JSON object with a query.")
			return
		}
		r.Body = &guardedBody{Reader: bytes.NewReader(body), body: body}
		next.ServeHTTP(w, r)
	})
}

// resumeMutations are the root fields that take a résumé (a data URL of up
// to 5 MB).
var resumeMutations = map[string]bool{"applyToJob": true, "setProfileResume": true}

// takesResume reports whether body is a request for one mutation operation
// whose root fields all take a résumé: only those may be larger than
// uploads.MaxJSONBody.
func takesResume(body []byte) bool {
	var req struct {
		Query         string         `json:"query"`
		OperationName string         `json:"operationName"`
		DocumentID    string         `json:"documentId"`
		Extensions    map[string]any `json:"extensions"`
	}
	if json.Unmarshal(body, &req) != nil || len(req.Query) > 64<<10 {
		return false
	}
	if id, ok := req.Extensions[documentIDKey].(string); ok && req.DocumentID == "" {
		req.DocumentID = id
	}
	if req.DocumentID != "" {
		text, ok := appdocs.Lookup(req.DocumentID)
		if !ok || req.Query != "" {
			return false
		}
		req.Query = text
	}
	doc, err := parser.ParseQuery(&ast.Source{Input: req.Query})
	if err != nil {
		return false
	}
	op := doc.Operations.ForName(req.OperationName)
	if op == nil || op.Operation != ast.Mutation || len(op.SelectionSet) == 0 {
		return false
	}
	for _, sel := range op.SelectionSet {
		f, ok := sel.(*ast.Field)
		if !ok || !resumeMutations[f.Name] || len(f.Directives) > 0 {
			return false
		}
	}
	return true
}

// writeError answers with a GraphQL-shaped error response.
func writeError(w http.ResponseWriter, status int, code apperr.Code, msg string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{
		"errors": []any{map[string]any{"message": msg, "extensions": map[string]any{"code": code}}},
	})
}

// originPatterns allows the origin of the configured base URL (the request's
// own host is always allowed by the websocket library).
func originPatterns(baseURL string) []string {
	u, err := url.Parse(baseURL)
	if err != nil || u.Host == "" {
		return nil
	}
	// Patterns use path.Match syntax: escape its metacharacters.
	esc := strings.NewReplacer(`\`, `\\`, `*`, `\*`, `?`, `\?`, `[`, `\[`, `]`, `\]`)
	return []string{esc.Replace(strings.ToLower(u.Scheme + "://" + u.Host))}
}
