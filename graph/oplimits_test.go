package graph

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"canvass/graph/generated"
)

// Every cost function is found by its schema name (the memo's key reads
// only the variables of these fields' arguments).
func TestCostFieldsNameSchemaFields(t *testing.T) {
	es := generated.NewExecutableSchema(generated.Config{Resolvers: &Resolver{}, Complexity: complexity()})
	schemaFields := map[string]bool{}
	for _, def := range es.Schema().Types {
		for _, f := range def.Fields {
			schemaFields[strings.ToLower(def.Name+"."+f.Name)] = true
		}
	}
	costly := costFields(complexity())
	if len(costly) < 20 || !costly["query.jobs"] || !costly["user.conversations"] || !costly["conversation.messages"] {
		t.Fatalf("cost functions found: %v", costly)
	}
	for k := range costly {
		if !schemaFields[k] {
			t.Errorf("cost function %s names no schema field", k)
		}
	}
}

// limitRun is one request's run of a complexity extension: its error and
// the complexity it recorded.
func limitRun(t *testing.T, ext graphql.OperationContextMutator, doc *ast.QueryDocument, name string, vars map[string]any) (*gqlerror.Error, int) {
	t.Helper()
	opCtx := &graphql.OperationContext{Doc: doc, OperationName: name, Variables: vars}
	opCtx.Operation = doc.Operations.ForName(name)
	err := ext.MutateOperationContext(context.Background(), opCtx)
	stats, ok := opCtx.Stats.GetExtension("ComplexityLimit").(*extension.ComplexityStats)
	if !ok || stats.ComplexityLimit != MaxComplexity {
		t.Fatalf("no complexity stats recorded: %#v", opCtx.Stats.GetExtension("ComplexityLimit"))
	}
	return err, stats.Complexity
}

// The remembered complexity is gqlgen's, request after request, for the
// app's operations and for costs set by variables (in fragments, on
// interfaces, in lists), and an operation over the limit gets gqlgen's
// error.
func TestComplexityLimitAsGqlgen(t *testing.T) {
	es := generated.NewExecutableSchema(generated.Config{Resolvers: &Resolver{}, Complexity: complexity()})
	ours := newComplexityLimit(MaxComplexity, complexity())
	gqlgens := extension.FixedComplexityLimit(MaxComplexity)
	if err := ours.Validate(es); err != nil {
		t.Fatal(err)
	}
	if err := gqlgens.Validate(es); err != nil {
		t.Fatal(err)
	}
	same := func(doc *ast.QueryDocument, name string, vars map[string]any) int {
		t.Helper()
		wantErr, want := limitRun(t, gqlgens, doc, name, vars)
		for range 2 { // measured, then remembered
			gotErr, got := limitRun(t, ours, doc, name, vars)
			if got != want || fmt.Sprint(gotErr) != fmt.Sprint(wantErr) ||
				(gotErr != nil && fmt.Sprint(gotErr.Extensions) != fmt.Sprint(wantErr.Extensions)) {
				t.Fatalf("%s %v: complexity %d (%v), gqlgen %d (%v)", name, vars, got, gotErr, want, wantErr)
			}
		}
		return want
	}
	ops := 0
	for _, doc := range appOperations(t, es) {
		for _, op := range doc.Operations {
			same(doc, op.Name, map[string]any{})
			ops++
		}
	}
	if ops < 20 {
		t.Fatalf("only %d app operations", ops)
	}

	parse := func(q string) *ast.QueryDocument {
		t.Helper()
		doc, err := gqlparser.LoadQuery(es.Schema(), q)
		if err != nil {
			t.Fatal(err)
		}
		return doc
	}
	for _, q := range []string{
		`query Q($n: Int, $text: String) { jobs(first: $n, filter: {search: $text}) { edges { node { id title } } } }`,
		`query Q($n: Int) { ...F } fragment F on Query { vendors(first: $n) { edges { node { id name } } } }`,
		`query Q($n: Int, $id: ID!) { node(id: $id) { ... on User { jobs(first: $n) { edges { node { id } } } } } }`,
		`query Q($n: Int) { viewer { conversations(first: $n) { edges { node { id messages(last: $n) { edges { node { id } } } } } } } }`,
	} {
		doc := parse(q)
		small := same(doc, "Q", map[string]any{"n": int64(2), "text": "organizer", "id": "x"})
		large := same(doc, "Q", map[string]any{"n": int64(100), "text": "organizer", "id": "x"})
		same(doc, "Q", map[string]any{"n": int64(2), "text": "another search", "id": "y"})
		same(doc, "Q", map[string]any{"text": "organizer", "id": "x"}) // the default
		if small >= large {
			t.Errorf("%s: first 2 costs %d, first 100 %d: the remembered cost ignores the variable", q, small, large)
		}
	}
	// Variables as a JSON body decodes them (json.Number, nested objects).
	doc := parse(`query Q($n: Int, $f: JobFilter) { jobs(first: $n, filter: $f) { edges { node { id title } } } }`)
	for _, vars := range []map[string]any{
		{"n": json.Number("20"), "f": map[string]any{"search": "organizer", "jobType": "FULL_TIME"}},
		{"n": json.Number("3"), "f": map[string]any{"search": "organizer", "jobType": "FULL_TIME"}},
		{"n": json.Number("20"), "f": map[string]any{"jobType": "FULL_TIME", "search": "another"}},
		{"n": nil, "f": nil},
		{"n": json.Number("100"), "f": map[string]any{"location": []any{"a", true, nil, 1.5}}},
	} {
		same(doc, "Q", vars)
	}
	// Over the limit: 100 conversations of 100 messages.
	doc = parse(`query Q($n: Int) { viewer { conversations(first: $n) { edges { node { messages(last: $n) { edges { node { id content } } } } } } } }`)
	if err, _ := limitRun(t, ours, doc, "Q", map[string]any{"n": int64(100)}); err == nil {
		t.Error("an operation over the limit was accepted")
	}
	same(doc, "Q", map[string]any{"n": int64(100)})
	same(doc, "Q", map[string]any{"n": int64(3)})
	// Only the variables the cost functions read make the key.
	f, _ := ours.facts.get(doc.Operations[0])
	if f == nil || fmt.Sprint(f.vars) != "[n]" {
		t.Errorf("variables read by cost functions: %+v", f)
	}
	f, _ = ours.facts.get(parse(`query Q($with: ID!) { conversation(with: $with) { id } }`).Operations[0])
	if f != nil {
		t.Error("a fresh document found in the memo")
	}
}

// A document measured once is refused again from the memo, without a walk.
func TestShapeLimitRemembered(t *testing.T) {
	l := shapeLimit{MaxDepth: MaxDepth, MaxFields: MaxFields, memo: &opMemo[shape]{}}
	es := generated.NewExecutableSchema(generated.Config{Resolvers: &Resolver{}, Complexity: complexity()})
	doc, err := gqlparser.LoadQuery(es.Schema(), fragmentChain(40))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		opCtx := &graphql.OperationContext{Doc: doc, Operation: doc.Operations[0]}
		if gerr := l.MutateOperationContext(context.Background(), opCtx); gerr == nil || !strings.Contains(gerr.Message, "Query is too large") {
			t.Fatalf("run %d: %v", i, gerr)
		}
	}
	if s, ok := l.memo.get(doc.Operations[0]); !ok || s.fields <= MaxFields {
		t.Errorf("memo: %+v %v", s, ok)
	}
}

// The memo is bounded: it starts again when full.
func TestOpMemoBounded(t *testing.T) {
	var m opMemo[int]
	for i := range maxMemo + 10 {
		m.put(&ast.OperationDefinition{Name: fmt.Sprint(i)}, i)
	}
	if len(m.m) > maxMemo {
		t.Errorf("%d operations remembered, at most %d", len(m.m), maxMemo)
	}
}

// A variable's key tells values apart as JSON does, whatever the order of
// an object's members, without json.Marshal for a decoded body's values.
func TestValueKeys(t *testing.T) {
	key := func(v any) string {
		t.Helper()
		b, ok := appendValueKey(nil, v)
		if !ok {
			t.Fatalf("no key for %#v", v)
		}
		return string(b)
	}
	values := []any{nil, true, false, "20", json.Number("20"), "a", []any{"a"}, []any{}, map[string]any{},
		map[string]any{"a": json.Number("1")}, map[string]any{"a": "1"}, map[string]any{"a": []any{nil}},
		"a\"b", "a,b", []any{"a", "b"}, []any{"a,b"}, 1.5, "ü"}
	seen := map[string]any{}
	for _, v := range values {
		k := key(v)
		if prev, dup := seen[k]; dup {
			t.Errorf("%#v and %#v share the key %s", prev, v, k)
		}
		seen[k] = v
	}
	a := key(map[string]any{"search": "x", "jobType": "FULL_TIME", "location": nil})
	b := key(map[string]any{"location": nil, "jobType": "FULL_TIME", "search": "x"})
	if a != b {
		t.Errorf("member order changed the key: %s, %s", a, b)
	}
	if _, ok := appendValueKey(nil, struct{}{}); ok {
		t.Error("a type a JSON body does not decode to got a key")
	}
	if n := testing.AllocsPerRun(50, func() {
		var buf [128]byte
		appendValueKey(buf[:0], map[string]any{"search": "organizer", "jobType": "FULL_TIME"})
	}); n > 0 {
		t.Errorf("a job filter's key allocates %v times", n)
	}
}
