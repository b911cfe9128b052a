package graph

import (
	"context"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"canvass/graph/generated"
	"canvass/graph/model"
	"canvass/internal/apperr"
	"canvass/internal/jobs"
	"canvass/internal/ratelimit"
	"canvass/internal/session"
)

// Limits on what one operation may ask for.
const (
	MaxDepth        = 12     // nesting of selections (introspection excluded)
	MaxFields       = 10_000 // field selections once every fragment spread is expanded
	MaxComplexity   = 5000   // gqlgen complexity; connections cost child * first
	MaxParserTokens = 5000   // tokens in a query document
)

// shapeLimit refuses operations that nest deeper than MaxDepth or that expand
// to more than MaxFields field selections. It runs before the complexity
// limit, whose walk expands every fragment spread in full: a 1 KB chain of
// fragments that each spread the next twice expands to 2^40 fields, so that
// walk must never see one. Here each fragment is measured once (memoized), so
// the cost is proportional to the size of the document, whatever it expands
// to. Introspection fields (__schema, __type) do not count towards depth
// (GraphiQL's introspection query nests deeply), but they do count as fields;
// the complexity limit counts __type (gqlgen leaves __schema out), and the
// validator refuses lists of types nested three deep (gqlparser's
// MaxIntrospectionDepth rule), whose answers grow with the schema's size
// to the third power.
//
// It also decides who may introspect (mayIntrospect): signed-in members and
// token holders, and everyone in dev mode. For them it enables introspection
// for the operation (gqlgen starts every operation with it disabled); anyone
// else's is refused up front, as a client error: gqlgen would otherwise run
// the operation and fail inside the field, which reads as an internal error.
// Deciding here, once the operation is known to select __schema or __type,
// means no other operation loads the viewer for it.
type shapeLimit struct {
	MaxDepth, MaxFields int
	Dev                 bool // everyone may introspect

	memo *opMemo[shape] // shapes measured (oplimits.go); nil: measure every time
}

// mayIntrospect reports whether the request may use __schema and __type:
// in dev mode, or with a viewer (a session's member or a token's holder,
// both session.Viewer): developers' tools need it, and the schema is public
// in the repository anyway. Visitors have no tool that needs it.
func mayIntrospect(ctx context.Context, dev bool) bool {
	return dev || session.Viewer(ctx) != nil
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = shapeLimit{}

func (shapeLimit) ExtensionName() string                          { return "ShapeLimit" }
func (shapeLimit) Validate(schema graphql.ExecutableSchema) error { return nil }

func (l shapeLimit) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	if opCtx.Operation == nil {
		return nil
	}
	s, ok := l.memo.get(opCtx.Operation)
	if !ok {
		s = newShapeWalker(opCtx.Doc.Fragments, l.MaxFields).shape(opCtx.Operation.SelectionSet)
		l.memo.put(opCtx.Operation, s)
	}
	var err *gqlerror.Error
	if s.introspection {
		if !mayIntrospect(ctx, l.Dev) {
			err = gqlerror.Errorf("Introspection is disabled.")
			err.Extensions = map[string]any{"code": string(apperr.Forbidden)}
			return err
		}
		opCtx.DisableIntrospection = false
	}
	switch {
	case s.depth > l.MaxDepth:
		err = gqlerror.Errorf("Query is too deep: depth %d exceeds the limit of %d.", s.depth, l.MaxDepth)
	case s.fields > l.MaxFields:
		err = gqlerror.Errorf("Query is too large: with its fragments expanded it selects more than %d fields.", l.MaxFields)
	default:
		return nil
	}
	err.Extensions = map[string]any{"code": string(apperr.Invalid)}
	return err
}

// shape is what a selection set amounts to once its fragments are expanded.
type shape struct {
	depth  int // nested field levels (0 for an empty set)
	fields int // field selections, saturating just above the walker's cap

	introspection bool // selects __schema or __type somewhere
}

type shapeWalker struct {
	frags ast.FragmentDefinitionList
	memo  map[string]shape // fragment name -> shape of its selection set
	cap   int              // counts stop growing past cap (no overflow)
}

func newShapeWalker(frags ast.FragmentDefinitionList, maxFields int) *shapeWalker {
	return &shapeWalker{frags: frags, memo: map[string]shape{}, cap: maxFields + 1}
}

func (w *shapeWalker) shape(set ast.SelectionSet) shape {
	var out shape
	for _, sel := range set {
		var s shape
		switch f := sel.(type) {
		case *ast.Field:
			s = w.shape(f.SelectionSet)
			if strings.HasPrefix(f.Name, "__") && f.Name != "__typename" {
				s.depth = 0 // introspection does not count for depth, but its fields do
				s.introspection = true
			} else {
				s.depth++
			}
			s.fields = min(s.fields+1, w.cap)
		case *ast.InlineFragment:
			s = w.shape(f.SelectionSet)
		case *ast.FragmentSpread:
			s = w.fragment(f.Name)
		}
		out.depth = max(out.depth, s.depth)
		out.fields = min(out.fields+s.fields, w.cap)
		out.introspection = out.introspection || s.introspection
	}
	return out
}

func (w *shapeWalker) fragment(name string) shape {
	if s, ok := w.memo[name]; ok {
		return s
	}
	w.memo[name] = shape{} // guards against cycles (validation rejects them anyway)
	def := w.frags.ForName(name)
	if def == nil {
		return shape{}
	}
	s := w.shape(def.SelectionSet)
	w.memo[name] = s
	return s
}

// connectionCost is the complexity of a connection field: its children once
// per item it may return (`first`, default 20, capped at 100; see first in
// relay.go), plus one for the field itself.
func connectionCost(child int, n *int) int {
	return 1 + child*max(first(n), 1)
}

// complexity gives connection fields their real cost: `first` multiplies.
// A new connection field gets a line here (TestEveryConnectionHasACost
// fails without one).
func complexity() generated.ComplexityRoot {
	var c generated.ComplexityRoot
	c.Query.Jobs = func(child int, n *int, _ *string, _ *model.JobFilter, _ *model.JobOrder) int {
		return connectionCost(child, n)
	}
	c.Query.Users = func(child int, n *int, _ *string, _ *string) int {
		return connectionCost(child, n)
	}
	c.Query.People = func(child int, n *int, _ *string, _ *model.PeopleFilter) int {
		return connectionCost(child, n)
	}
	c.Query.Vendors = func(child int, n *int, _ *string, _ *model.VendorFilter, _ *model.VendorOrder) int {
		return connectionCost(child, n)
	}
	c.Query.Resources = func(child int, n *int, _ *string, _ *model.ResourceFilter, _ *model.ResourceOrder) int {
		return connectionCost(child, n)
	}
	c.User.Resources = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.User.SavedResources = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.Query.NewsArticles = func(child int, n *int, _ *string, _ *model.NewsFilter, _ *model.NewsOrder) int {
		return connectionCost(child, n)
	}
	c.Query.NewsDrafts = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.Query.ModerationLog = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.Query.ModerationQueue = func(child int, n *int) int { return connectionCost(child, n) }
	c.Query.Nodes = func(child int, ids []string) int { return 1 + child*max(len(ids), 1) }
	c.User.Jobs = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.User.Applications = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.Job.Applications = func(child int, n *int, _ *string, _ *jobs.Stage) int { return connectionCost(child, n) }
	c.User.Teams = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.User.SavedSearches = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.Team.Members = func(child int, n *int, _ *string) int { return connectionCost(child, orDefault(n, 50)) }
	c.Query.TeamMemberCandidates = func(child int, _ string, _ string, n *int, _ *string) int {
		return connectionCost(child, orDefault(n, 10))
	}
	c.User.Conversations = func(child int, n *int, _ *string, _ *string) int { return connectionCost(child, n) }
	c.User.BlockedUsers = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.User.MessageRequests = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.Conversation.Messages = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.Query.MessagesSince = func(child int, _ int, n *int) int { return connectionCost(child, n) }
	c.Query.NewContactCandidates = func(child int, _ string, n *int, _ *string) int {
		return connectionCost(child, orDefault(n, 10))
	}
	c.User.Messages = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.User.Notifications = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	c.User.SavedJobs = func(child int, n *int, _ *string) int { return connectionCost(child, n) }
	return c
}

// orDefault is n, or def when the client left `first` out (the schema's
// default is what the resolver will use).
func orDefault(n *int, def int) *int {
	if n == nil {
		return &def
	}
	return n
}

// rateLimit is Query.rateLimit: the caller's API budget after this
// operation (which the complexity limit spent), or nil when the request
// is not counted (budgets off, or a handler without the app's middleware).
func rateLimit(ctx context.Context) *ratelimit.BudgetStatus {
	m := ratelimit.MeterFrom(ctx)
	if m == nil {
		return nil
	}
	st, ok := m.Status()
	if !ok {
		return nil
	}
	return &st
}
