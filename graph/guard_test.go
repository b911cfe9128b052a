package graph

import (
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"

	"canvass/graph/generated"
)

func schema(t *testing.T) *ast.Schema {
	t.Helper()
	return generated.NewExecutableSchema(generated.Config{Resolvers: &Resolver{}}).Schema()
}

// Every type the schema says implements Node resolves through node(id).
func TestEveryNodeTypeResolves(t *testing.T) {
	types := (&Resolver{}).nodeTypes()
	n := 0
	for _, def := range schema(t).Types {
		if def.Kind != ast.Object || strings.HasPrefix(def.Name, "__") {
			continue
		}
		for _, iface := range def.Interfaces {
			if iface == "Node" {
				n++
				if types[def.Name] == nil {
					t.Errorf("type %s implements Node but node(id) cannot resolve it: add it to nodeTypes (node.go)", def.Name)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no Node types found in the schema")
	}
	for name := range types {
		if def := schema(t).Types[name]; def == nil {
			t.Errorf("nodeTypes names %s, which the schema does not have", name)
		}
	}
}

// Every connection field costs its page size in complexity(): without it
// one query could ask for 100 x 100 x 100 nodes within the limit.
func TestEveryConnectionHasACost(t *testing.T) {
	root := reflect.ValueOf(complexity())
	n := 0
	for _, def := range schema(t).Types {
		if def.Kind != ast.Object || strings.HasPrefix(def.Name, "__") {
			continue
		}
		for _, f := range def.Fields {
			if !strings.HasSuffix(f.Type.Name(), "Connection") {
				continue
			}
			n++
			typ := root.FieldByName(goName(def.Name))
			if !typ.IsValid() {
				t.Errorf("%s.%s: no complexity for type %s", def.Name, f.Name, def.Name)
				continue
			}
			fn := typ.FieldByName(goName(f.Name))
			if !fn.IsValid() || fn.IsNil() {
				t.Errorf("%s.%s is a connection without a cost: add c.%s.%s to complexity() (limits.go)",
					def.Name, f.Name, goName(def.Name), goName(f.Name))
			}
		}
	}
	if n < 4 {
		t.Fatalf("found %d connection fields, want the jobs, vendors, users and applications ones at least", n)
	}
}

// goName is gqlgen's Go name for a schema name (first letter upper-cased).
func goName(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// cmd/gqlfast drops the input unmarshalers' map gqlgen builds for every
// operation (only graphql.UnmarshalInputFromContext reads it) and the
// field contexts' Child functions: no code of Canvass may call either.
func TestNoInputUnmarshalFromContextNorChild(t *testing.T) {
	n := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git" || d.Name() == "generated") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "guard_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		n++
		if strings.Contains(string(b), ".UnmarshalInputFromContext(") {
			t.Errorf("%s calls graphql.UnmarshalInputFromContext: cmd/gqlfast's rule 8 removed what it reads", path)
		}
		if strings.Contains(string(b), ".Child(ctx") {
			t.Errorf("%s calls a field context's Child: cmd/gqlfast's rule 9 removed it", path)
		}
		return nil
	})
	if err != nil || n < 100 {
		t.Fatalf("walked %d Go files: %v", n, err)
	}
}
