package graph

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
)

func parseDepth(t *testing.T, q string) int {
	t.Helper()
	doc, err := parser.ParseQuery(&ast.Source{Input: q})
	if err != nil {
		t.Fatal(err)
	}
	return newShapeWalker(doc.Fragments, MaxFields).shape(doc.Operations[0].SelectionSet).depth
}

func TestDepthWalker(t *testing.T) {
	for _, tc := range []struct {
		name, query string
		want        int
	}{
		{"flat", `{ viewer { id } }`, 2},
		{"deepest branch wins", `{ a { b { c } } d { e } }`, 3},
		{"inline fragment adds no level", `{ node(id: "x") { ... on User { jobs { edges { node { id } } } } } }`, 5},
		{"fragment spreads are followed", `{ a { ...F } } fragment F on T { b { ...G } } fragment G on T { c { d } }`, 4},
		{"introspection is not counted", `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } a }`, 1},
		{"repeated fragments are walked once", `{ a { ...F ...F ...F } } fragment F on T { b { ...G ...G } } fragment G on T { c }`, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := parseDepth(t, tc.query); got != tc.want {
				t.Fatalf("depth = %d, want %d", got, tc.want)
			}
		})
	}
}

func TestDepthWalkerWideFragmentTreeIsFast(t *testing.T) {
	// Ten levels of fragments, each spreading the next ten times: 10^10
	// paths if walked naively.
	var b strings.Builder
	b.WriteString("{ ...F" + itoa(0) + " }\n")
	for i := 0; i < 10; i++ {
		b.WriteString("fragment F" + itoa(i) + " on T { x { ")
		for j := 0; j < 10; j++ {
			b.WriteString("...F" + itoa(i+1) + " ")
		}
		b.WriteString("} }\n")
	}
	b.WriteString("fragment F" + itoa(10) + " on T { leaf }\n")
	if got := parseDepth(t, b.String()); got != 11 {
		t.Fatalf("depth = %d, want 11", got)
	}
}

func itoa(i int) string { return string(rune('0'+i/10)) + string(rune('0'+i%10)) }

func TestFirstIsCappedAndCostsMultiply(t *testing.T) {
	n := func(i int) *int { return &i }
	for _, tc := range []struct {
		in   *int
		want int
	}{{nil, 20}, {n(5), 5}, {n(100), 100}, {n(101), 100}, {n(1_000_000), 100}, {n(-3), 0}} {
		if got := first(tc.in); got != tc.want {
			t.Errorf("first(%v) = %d, want %d", tc.in, got, tc.want)
		}
	}
	if got := connectionCost(3, n(50)); got != 151 {
		t.Errorf("connectionCost(3, 50) = %d, want 151", got)
	}
	if got, capped := connectionCost(3, n(1_000_000)), connectionCost(3, n(100)); got != capped {
		t.Errorf("first beyond the cap costs %d, want the capped %d", got, capped)
	}
	if got := connectionCost(3, nil); got != 61 {
		t.Errorf("connectionCost(3, nil) = %d, want 61 (default 20)", got)
	}
	c := complexity()
	if c.Query.Jobs == nil || c.Query.Users == nil || c.Query.Vendors == nil || c.User.Jobs == nil ||
		c.User.Applications == nil || c.Job.Applications == nil || c.Query.Nodes == nil {
		t.Fatal("a connection field has no complexity function")
	}
}

// fragmentChain is the attack of issue 7: n fragments on Query, each
// spreading the next twice, the last selecting __typename (2^(n-1) fields
// once expanded, about 1 KB of text for n = 40).
func fragmentChain(n int) string {
	var b strings.Builder
	b.WriteString("query { ...F1 }\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "fragment F%d on Query { ...F%d ...F%d }\n", i, i+1, i+1)
	}
	fmt.Fprintf(&b, "fragment F%d on Query { __typename }\n", n)
	return b.String()
}

func TestShapeWalkerCountsExpandedFields(t *testing.T) {
	parse := func(q string) shape {
		doc, err := parser.ParseQuery(&ast.Source{Input: q})
		if err != nil {
			t.Fatal(err)
		}
		return newShapeWalker(doc.Fragments, MaxFields).shape(doc.Operations[0].SelectionSet)
	}
	if got := parse(`{ a { b c } ...F ...F } fragment F on T { d { e } }`).fields; got != 7 {
		t.Errorf("fields = %d, want 7 (a b c, then d e twice)", got)
	}
	if got := parse(`{ __schema { types { name } } }`).fields; got != 3 {
		t.Errorf("introspection fields = %d, want 3 (they count as fields, not as depth)", got)
	}
	if got := parse(fragmentChain(10)).fields; got != 512 {
		t.Errorf("10-level chain: fields = %d, want 512", got)
	}
	start := time.Now()
	if got := parse(fragmentChain(200)).fields; got != MaxFields+1 {
		t.Errorf("200-level chain: fields = %d, want the saturated %d", got, MaxFields+1)
	}
	if d := time.Since(start); d > 100*time.Millisecond {
		t.Errorf("200-level chain took %v to measure; it must be linear in the document", d)
	}
}
