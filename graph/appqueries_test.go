package graph

import (
	"context"
	"testing"

	gqlcomplexity "github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"canvass/graph/generated"
	"canvass/internal/appdocs"
)

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

// appOperations parses (and validates) every operation the web app sends
// (its persisted-documents map, internal/appdocs).
func appOperations(t *testing.T, es graphql.ExecutableSchema) []*ast.QueryDocument {
	t.Helper()
	var docs []*ast.QueryDocument
	for _, d := range appdocs.All() {
		doc, gerr := gqlparser.LoadQuery(es.Schema(), d.Text)
		if gerr != nil {
			t.Errorf("%s: %v", d.Name, gerr)
			continue
		}
		docs = append(docs, doc)
	}
	return docs
}
