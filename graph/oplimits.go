package graph

import (
	"context"
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	gqlcomplexity "github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"canvass/internal/apperr"
	"canvass/internal/ratelimit"
)

// The limits measure an operation once, not on every request: gqlgen's
// query cache hands out the same parsed document for the same query text,
// so its operation's shape (which only depends on the document) and its
// complexity (which also depends on the variables that cost functions
// read, such as a `first: $count`) are remembered per parsed operation.
// gqlgen's complexity walk allocated an execution context and an argument
// map for every field of every request: 70-odd objects for a contacts page.

// maxMemo bounds each memo: it is cleared when full (a client sending ever
// new queries only makes it start again). Each entry holds its operation,
// so a key's address is never reused while the entry exists.
const maxMemo = 2048

// opMemo maps parsed operations to what a limit found in them.
type opMemo[V any] struct {
	mu sync.RWMutex
	m  map[*ast.OperationDefinition]V
}

func (m *opMemo[V]) get(op *ast.OperationDefinition) (V, bool) {
	if m == nil {
		var zero V
		return zero, false
	}
	m.mu.RLock()
	v, ok := m.m[op]
	m.mu.RUnlock()
	return v, ok
}

func (m *opMemo[V]) put(op *ast.OperationDefinition, v V) {
	if m == nil {
		return
	}
	m.mu.Lock()
	if m.m == nil || len(m.m) >= maxMemo {
		m.m = make(map[*ast.OperationDefinition]V)
	}
	m.m[op] = v
	m.mu.Unlock()
}

// complexityLimit is gqlgen's extension.FixedComplexityLimit (the same
// walk, error, code and stats), with each operation's complexity
// remembered for the values of the variables that its cost functions read.
type complexityLimit struct {
	limit  int
	es     graphql.ExecutableSchema
	costly map[string]bool // "type.field", lower case: the fields with a cost function
	facts  opMemo[*costFacts]
}

// costFacts is what complexityLimit knows of one operation.
type costFacts struct {
	vars  []string // the variables that the cost functions read, sorted
	mu    sync.Mutex
	costs map[string]int // complexity by those variables' values (JSON)
}

// maxCosts bounds the complexities remembered per operation (a `first`
// set by a variable takes few values).
const maxCosts = 64

func newComplexityLimit(limit int, root any) *complexityLimit {
	return &complexityLimit{limit: limit, costly: costFields(root)}
}

// costFields lists the fields of a gqlgen ComplexityRoot that have a cost
// function, as "type.field" in lower case (the root's Go names are the
// schema's names with a capital).
func costFields(root any) map[string]bool {
	out := map[string]bool{}
	v := reflect.ValueOf(root)
	for i := range v.NumField() {
		typ, fields := v.Type().Field(i).Name, v.Field(i)
		for j := range fields.NumField() {
			if f := fields.Field(j); f.Kind() == reflect.Func && !f.IsNil() {
				out[strings.ToLower(typ+"."+fields.Type().Field(j).Name)] = true
			}
		}
	}
	return out
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = &complexityLimit{}

const complexityLimitCode = "COMPLEXITY_LIMIT_EXCEEDED" // gqlgen's

func (*complexityLimit) ExtensionName() string { return "ComplexityLimit" }

func (c *complexityLimit) Validate(schema graphql.ExecutableSchema) error {
	c.es = schema
	return nil
}

func (c *complexityLimit) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	op := opCtx.Doc.Operations.ForName(opCtx.OperationName)
	if op == nil {
		return nil // gqlgen refuses it before the extensions run
	}
	cost := c.cost(ctx, op, opCtx)
	opCtx.Stats.SetExtension("ComplexityLimit", &extension.ComplexityStats{Complexity: cost, ComplexityLimit: c.limit})
	if cost > c.limit {
		err := gqlerror.Errorf("operation has complexity %d, which exceeds the limit of %d", cost, c.limit)
		errcode.Set(err, complexityLimitCode)
		return err
	}
	// The same number is what the operation costs the caller's hourly API
	// budget (internal/ratelimit/budget.go; at least 1 point).
	if m := ratelimit.MeterFrom(ctx); m != nil {
		if err := m.Spend(cost); err != nil {
			return &gqlerror.Error{Message: apperr.As(err).Message, Extensions: map[string]any{"code": string(apperr.RateLimited)}}
		}
	}
	return nil
}

// cost is gqlgen's complexity of op with the request's variables,
// remembered.
func (c *complexityLimit) cost(ctx context.Context, op *ast.OperationDefinition, opCtx *graphql.OperationContext) int {
	f, ok := c.facts.get(op)
	if !ok {
		f = &costFacts{vars: c.costVars(op, opCtx.Doc.Fragments)}
		c.facts.put(op, f)
	}
	key := ""
	if len(f.vars) > 0 {
		var buf [128]byte
		b, ok := buf[:0], true
		for _, name := range f.vars {
			if b, ok = appendValueKey(append(b, ','), opCtx.Variables[name]); !ok {
				break
			}
		}
		if !ok {
			vals := make([]any, len(f.vars))
			for i, name := range f.vars {
				vals[i] = opCtx.Variables[name]
			}
			var err error
			if b, err = json.Marshal(vals); err != nil {
				return gqlcomplexity.Calculate(ctx, c.es, op, opCtx.Variables)
			}
			b = append([]byte{'j'}, b...) // apart from appendValueKey's keys
		}
		key = string(b)
	}
	f.mu.Lock()
	cost, ok := f.costs[key]
	f.mu.Unlock()
	if ok {
		return cost
	}
	cost = gqlcomplexity.Calculate(ctx, c.es, op, opCtx.Variables)
	f.mu.Lock()
	if f.costs == nil || len(f.costs) >= maxCosts {
		f.costs = map[string]int{}
	}
	f.costs[key] = cost
	f.mu.Unlock()
	return cost
}

// appendValueKey appends a key for a variable's value to b: JSON-like,
// one text per value, so that two requests share a remembered cost only
// when their values are the same. The values are a decoded JSON body's
// (json.Number, string, bool, nil, []any, map[string]any with its keys
// sorted) or Go's numbers; ok is false for any other type, and the caller
// keys the values with json.Marshal instead. It is what json.Marshal did
// here for every request, without its reflection (a job search's filter
// cost it a dozen allocations).
func appendValueKey(b []byte, v any) ([]byte, bool) {
	switch v := v.(type) {
	case nil:
		return append(b, "null"...), true
	case bool:
		return strconv.AppendBool(b, v), true
	case json.Number:
		return append(b, v...), true
	case int:
		return strconv.AppendInt(b, int64(v), 10), true
	case int64:
		return strconv.AppendInt(b, v, 10), true
	case float64:
		return strconv.AppendFloat(b, v, 'g', -1, 64), true
	case string:
		return strconv.AppendQuote(b, v), true
	case []any:
		b = append(b, '[')
		for i, x := range v {
			if i > 0 {
				b = append(b, ',')
			}
			var ok bool
			if b, ok = appendValueKey(b, x); !ok {
				return b, false
			}
		}
		return append(b, ']'), true
	case map[string]any:
		var small [8]string
		keys := small[:0]
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b = append(b, '{')
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(strconv.AppendQuote(b, k), ':')
			var ok bool
			if b, ok = appendValueKey(b, v[k]); !ok {
				return b, false
			}
		}
		return append(b, '}'), true
	}
	return b, false
}

// costVars lists the variables used in the arguments of op's fields that
// have a cost function (fragments included): the only way the variables
// reach gqlgen's walk, which passes every other field's arguments to the
// default cost, which ignores them.
func (c *complexityLimit) costVars(op *ast.OperationDefinition, frags ast.FragmentDefinitionList) []string {
	vars := map[string]bool{}
	seen := map[string]bool{}
	var walk func(ast.SelectionSet)
	walk = func(set ast.SelectionSet) {
		for _, sel := range set {
			switch s := sel.(type) {
			case *ast.Field:
				if c.hasCost(s) {
					for _, a := range s.Arguments {
						variablesIn(a.Value, vars)
					}
				}
				walk(s.SelectionSet)
			case *ast.InlineFragment:
				walk(s.SelectionSet)
			case *ast.FragmentSpread:
				if !seen[s.Name] {
					seen[s.Name] = true
					if def := frags.ForName(s.Name); def != nil {
						walk(def.SelectionSet)
					}
				}
			}
		}
	}
	walk(op.SelectionSet)
	out := make([]string, 0, len(vars))
	for v := range vars {
		out = append(out, v)
	}
	slices.Sort(out)
	return out
}

// hasCost reports whether f (on any type it may be asked on, for an
// interface or union) has a cost function; when unsure, it has.
func (c *complexityLimit) hasCost(f *ast.Field) bool {
	def := f.ObjectDefinition
	if def == nil {
		return true
	}
	types := []*ast.Definition{def}
	if def.Kind != ast.Object {
		types = c.es.Schema().GetPossibleTypes(def)
	}
	for _, t := range types {
		if c.costly[strings.ToLower(t.Name+"."+f.Name)] {
			return true
		}
	}
	return false
}

// variablesIn adds the variables used in v (nested lists and objects
// included) to vars.
func variablesIn(v *ast.Value, vars map[string]bool) {
	if v == nil {
		return
	}
	if v.Kind == ast.Variable {
		vars[v.Raw] = true
	}
	for _, child := range v.Children {
		variablesIn(child.Value, vars)
	}
}
