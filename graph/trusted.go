package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"
	"github.com/vektah/gqlparser/v2/validator/rules"

	"canvass/internal/appdocs"
	"canvass/internal/apperr"
	"canvass/internal/session"
)

// Trusted documents (docs/api.md): the web app's operations are persisted
// at build time (internal/appdocs, written by relay-compiler) and the app
// sends a document's id instead of its text: "documentId" in a POST body,
// as GraphQL-over-HTTP's persisted documents do, or extensions.documentId
// (where a websocket's subscribe payload carries it: graphql-transport-ws
// has no documentId member). post moves the first into the second.
const documentIDKey = "documentId"

// Codes of the trusted documents' request errors.
const codePersistedQueryNotFound = "PERSISTED_QUERY_NOT_FOUND"

// Messages of the trusted documents' request errors.
const (
	msgUnknownDocument = "Unknown document id: this page may be out of date. Reload it."
	msgIDAndQuery      = "Send either a documentId or a query, not both."
	msgIDNotString     = "documentId must be a string."
	msgTrustedOnly     = "This server runs only the app's own documents for visitors: send a documentId, or sign in (or use an API token) to send a query."
)

// trustedDocuments puts the persisted text in place of a document id before
// gqlgen parses the request, for both transports; an unknown id is a request
// error, never a 500. With only set (CANVASS_TRUSTED_DOCUMENTS_ONLY),
// visitors (no session, no token) may send ids only; members and token
// holders keep arbitrary documents (within the limits, as everyone else
// does without it).
type trustedDocuments struct{ only bool }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = trustedDocuments{}

func (trustedDocuments) ExtensionName() string                          { return "TrustedDocuments" }
func (trustedDocuments) Validate(schema graphql.ExecutableSchema) error { return nil }

func (t trustedDocuments) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	raw, hasID := p.Extensions[documentIDKey]
	if !hasID {
		if t.only && p.Query != "" && session.Viewer(ctx) == nil {
			return requestError(apperr.Forbidden, msgTrustedOnly)
		}
		return nil
	}
	id, ok := raw.(string)
	switch {
	case !ok:
		return requestError(apperr.Invalid, msgIDNotString)
	case p.Query != "":
		return requestError(apperr.Invalid, msgIDAndQuery)
	}
	text, ok := appdocs.Lookup(id)
	if !ok {
		return requestError(codePersistedQueryNotFound, msgUnknownDocument)
	}
	p.Query = text
	return nil
}

func requestError[C ~string](code C, msg string) *gqlerror.Error {
	return &gqlerror.Error{Message: msg, Extensions: map[string]any{"code": string(code)}}
}

// hasDocumentID reports whether a request carries a document id (post's
// status for a request error: one with an id is a GraphQL request, even
// when the id is unknown).
func hasDocumentID(p *graphql.RawParams) bool {
	_, ok := p.Extensions[documentIDKey]
	return ok
}

// persistedCache is the executor's query cache: the app's documents,
// parsed and validated once at start and kept for good (looked up by their
// text, which a persisted request's id has just been replaced with), then
// an LRU of the others. So a persisted request skips parse and validation
// however many other documents scripts send.
type persistedCache struct {
	docs map[string]*ast.QueryDocument
	rest graphql.Cache[*ast.QueryDocument]
}

// newPersistedCache parses and validates every persisted document against
// schema, with the parser's token limit the executor applies. A document
// that does not validate (the schema and the artifacts are generated
// together, so none should) is left to the executor, which reports its
// errors as for any other.
func newPersistedCache(schema *ast.Schema, rest graphql.Cache[*ast.QueryDocument]) *persistedCache {
	c := &persistedCache{docs: map[string]*ast.QueryDocument{}, rest: rest}
	for _, d := range appdocs.All() {
		doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: d.Text}, MaxParserTokens)
		if err != nil || len(validator.ValidateWithRules(schema, doc, rules.NewDefaultRules())) > 0 {
			continue
		}
		c.docs[d.Text] = doc
	}
	return c
}

func (c *persistedCache) Get(ctx context.Context, key string) (*ast.QueryDocument, bool) {
	if doc, ok := c.docs[key]; ok {
		return doc, true
	}
	return c.rest.Get(ctx, key)
}

func (c *persistedCache) Add(ctx context.Context, key string, value *ast.QueryDocument) {
	if _, ok := c.docs[key]; !ok {
		c.rest.Add(ctx, key, value)
	}
}
