package graph

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	gqlcomplexity "github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"canvass/graph/generated"
)

// operationText finds the operation document Relay compiled into a
// generated module.
var operationText = regexp.MustCompile(`"text": ("(?:[^"\\]|\\.)*")`)

// Every query, mutation and subscription the web app sends stays under the
// server's complexity limit, with each connection at its default page size.
// (A screen that grows a fragment past it fails for every user with
// "operation has complexity ..."; the profile page did once.)
func TestAppOperationsFitTheComplexityLimit(t *testing.T) {
	es := generated.NewExecutableSchema(generated.Config{Resolvers: &Resolver{}, Complexity: complexity()})
	checked := 0
	for _, doc := range appOperations(t, es) {
		for _, op := range doc.Operations {
			c := gqlcomplexity.Calculate(context.Background(), es, op, map[string]any{})
			if c > MaxComplexity {
				t.Errorf("%s: complexity %d, over the limit of %d", op.Name, c, MaxComplexity)
			}
			if c > MaxComplexity*9/10 {
				t.Logf("%s: complexity %d (limit %d)", op.Name, c, MaxComplexity)
			}
			checked++
		}
	}
	if checked < 20 {
		t.Fatalf("only %d operations checked", checked)
	}
}

// appOperations parses (and validates) every operation the web app sends.
func appOperations(t *testing.T, es graphql.ExecutableSchema) []*ast.QueryDocument {
	t.Helper()
	files, err := filepath.Glob("../web/src/__generated__/*.graphql.ts")
	if err != nil || len(files) == 0 {
		t.Fatalf("no Relay artifacts found: %v", err)
	}
	var docs []*ast.QueryDocument
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := operationText.FindSubmatch(src)
		if m == nil {
			continue // a fragment
		}
		var text string
		if err := json.Unmarshal(m[1], &text); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		doc, gerr := gqlparser.LoadQuery(es.Schema(), text)
		if gerr != nil {
			t.Errorf("%s: %v", filepath.Base(f), gerr)
			continue
		}
		docs = append(docs, doc)
	}
	return docs
}
