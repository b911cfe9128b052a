package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"canvass/internal/enum"
)

const root = "../.."

// TestEveryEnumValueHasALabel fails when a member of an enum table has no
// display label, or when a table repeats a name or a stored value.
func TestEveryEnumValueHasALabel(t *testing.T) {
	tables := enum.All()
	if len(tables) < 10 {
		t.Fatalf("only %d enum tables registered: is a domain package missing from internal/domain?", len(tables))
	}
	for _, tb := range tables {
		names, stored := map[string]bool{}, map[string]bool{}
		for _, m := range tb.Members() {
			if strings.TrimSpace(m.Label) == "" {
				t.Errorf("%s.%s has no label: give it one in its enum.New table", tb.Type, m.Name)
			}
			if m.Name == "" || m.Stored == "" || names[m.Name] || stored[m.Stored] {
				t.Errorf("%s: member %+v is blank or repeated", tb.Type, m)
			}
			names[m.Name], stored[m.Stored] = true, true
		}
	}
}

// TestEveryEnumMatchesTheSchema fails when a schema enum bound to a Go type
// (gqlgen.yml) has no enum table, or when the table and the schema list
// different values.
func TestEveryEnumMatchesTheSchema(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(root, "schema.graphql"))
	if err != nil {
		t.Fatal(err)
	}
	schema, gerr := gqlparser.LoadSchema(&ast.Source{Name: "schema.graphql", Input: string(src)})
	if gerr != nil {
		t.Fatal(gerr)
	}
	cfg, err := os.ReadFile(filepath.Join(root, "gqlgen.yml"))
	if err != nil {
		t.Fatal(err)
	}
	bound := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^  (\w+):\n    model: canvass/internal/`).FindAllStringSubmatch(string(cfg), -1) {
		bound[m[1]] = true
	}
	tables := map[string]*enum.Table{}
	for _, tb := range enum.All() {
		tables[tb.Type] = tb
	}
	for name, def := range schema.Types {
		if def.Kind != ast.Enum || !bound[name] {
			continue
		}
		tb := tables[name]
		if tb == nil {
			t.Errorf("schema enum %s is bound to a Go type but has no enum.New table", name)
			continue
		}
		var want, got []string
		for _, v := range def.EnumValues {
			want = append(want, v.Name)
		}
		for _, m := range tb.Members() {
			got = append(got, m.Name)
		}
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(want, got) {
			t.Errorf("%s: schema has %v, the Go table %v", name, want, got)
		}
	}
	for name := range tables {
		if def := schema.Types[name]; def == nil || def.Kind != ast.Enum {
			t.Errorf("enum table %s is not an enum of schema.graphql", name)
		}
	}
}

// TestGeneratedLabelsAreCurrent fails when web/src/generated/labels.ts does
// not match the Go tables: run `make generate` (or `go run ./cmd/labelgen`).
func TestGeneratedLabelsAreCurrent(t *testing.T) {
	got, err := os.ReadFile(filepath.Join(root, Output))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, Generate(enum.All())) {
		t.Errorf("%s is stale: run `make generate` and commit it", Output)
	}
	for _, tb := range enum.All() {
		file := filepath.Join(filepath.Dir(Output), OwnFile(tb))
		got, err := os.ReadFile(filepath.Join(root, file))
		if err != nil || !bytes.Equal(got, GenerateOwn(tb)) {
			t.Errorf("%s is missing or stale: run `make generate` and commit it (%v)", file, err)
		}
	}
}
