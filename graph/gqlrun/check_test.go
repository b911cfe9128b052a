package gqlrun

import (
	"context"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"

	"canvass/internal/memo"
)

// pointerArgs is a field_T_f_args that hands the resolver its first as a
// pointer, as gqlgen does for an optional Int.
func pointerArgs(_ struct{}, _ context.Context, raw map[string]any) (map[string]any, error) {
	n := int(raw["first"].(int64))
	return map[string]any{"first": &n}, nil
}

// A resolver that writes through a kept argument is reported at the next
// use of the field; one that only reads is not.
func TestVerifyKeptArgsReportsAWrite(t *testing.T) {
	keptArgs = memo.Kept[*ast.Field, map[string]any]{Max: keptArgs.Max} // another test may have filled it
	var reports []string
	stop := VerifyKeptArgs(func(field, kept, now string) { reports = append(reports, field+": "+kept+" → "+now) })
	defer stop()
	ctx := context.Background()
	field := argsField(&ast.Argument{Name: "first", Value: &ast.Value{Kind: ast.IntValue, Raw: "20"}})

	reader := func() {
		args, err := FieldArgs(ctx, struct{}{}, field, nil, pointerArgs)
		if err != nil {
			t.Fatal(err)
		}
		_ = min(*args["first"].(*int), 100)
	}
	for range 3 {
		reader()
	}
	if len(reports) != 0 {
		t.Fatalf("a resolver that only reads was reported: %v", reports)
	}

	// The bad resolver: caps the page size in place.
	args, _ := FieldArgs(ctx, struct{}{}, field, nil, pointerArgs)
	*args["first"].(*int) = 100
	reader()
	if len(reports) != 1 || !strings.Contains(reports[0], "jobs") || !strings.Contains(reports[0], "{first: &20} → {first: &100}") {
		t.Fatalf("the write through a kept argument was not reported as it should be: %q", reports)
	}

	if n := stop(); n != 4 {
		t.Errorf("%d uses compared, want 4", n)
	}
	reader()
	if len(reports) != 1 {
		t.Fatalf("reported after undo: %q", reports)
	}
}

func TestOnReleaseSeesReleasedBytes(t *testing.T) {
	var seen []byte
	undo := OnRelease(func(data []byte) { seen = data })
	data := []byte(`{"viewer":null}`)
	Release(data)
	undo()
	if &seen[0] != &data[0] {
		t.Fatal("the hook did not get the released bytes themselves")
	}
	seen = nil
	Release(data)
	if seen != nil {
		t.Fatal("the hook ran after undo")
	}
}
