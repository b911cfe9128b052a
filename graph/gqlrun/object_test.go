package gqlrun

import (
	"bytes"
	"strconv"
	"testing"
	"unsafe"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
)

func parse(t *testing.T, q string) *ast.QueryDocument {
	t.Helper()
	doc, err := parser.ParseQuery(&ast.Source{Input: q})
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func names(fields []graphql.CollectedField) (s []string) {
	for _, f := range fields {
		s = append(s, f.Alias)
	}
	return s
}

// An Object writes what gqlgen's FieldSet writes.
func TestObjectWritesAsFieldSet(t *testing.T) {
	doc := parse(t, `{ id title t2: title owner { name } id }`)
	op := &graphql.OperationContext{Doc: doc}
	fields := graphql.CollectFields(op, doc.Operations[0].SelectionSet, []string{"Job"})
	out := graphql.NewFieldSet(fields)
	obj := NewObject(fields)
	for i := range fields {
		out.Values[i] = graphql.MarshalString("v<" + fields[i].Alias + `">`)
		obj.Values[i] = out.Values[i]
	}
	var want, got bytes.Buffer
	out.MarshalGQL(&want)
	obj.MarshalGQL(&got)
	if got.String() != want.String() || got.String() != `{"id":"v<id\">","title":"v<title\">","t2":"v<t2\">","owner":"v<owner\">"}` {
		t.Errorf("Object wrote %s, FieldSet %s", got.String(), want.String())
	}
}

// CollectFields' response names never repeat (an Obj writes every field):
// gqlgen's merge the fields of one name, and a repeat is dropped.
func TestCollectFieldsNamesUnique(t *testing.T) {
	doc := parse(t, `{ id title id t2: title ... on Job { id title } }`)
	op := &graphql.OperationContext{Doc: doc}
	if got := names(CollectFields(op, doc.Operations[0].SelectionSet, []string{"Job"})); len(got) != 3 || got[0] != "id" || got[1] != "title" || got[2] != "t2" {
		t.Errorf("collected %v, want [id title t2]", got)
	}
	f := func(alias string) graphql.CollectedField {
		return graphql.CollectedField{Field: &ast.Field{Alias: alias}}
	}
	in := []graphql.CollectedField{f("a"), f("b"), f("a"), f("c"), f("b")}
	if got := names(uniqueNames(in)); len(got) != 3 || got[0] != "a" || got[1] != "b" || got[2] != "c" {
		t.Errorf("uniqueNames: %v, want [a b c]", got)
	}
	if got := uniqueNames(in[:2]); &got[0] != &in[0] {
		t.Error("uniqueNames copied fields whose names do not repeat")
	}
}

// Small objects are made in one allocation, large ones in two; every
// object has one value per field.
func TestNewObjectAllocations(t *testing.T) {
	for _, n := range []int{0, 1, 2, 3, 4, 5, smallObject, smallObject + 1, 30} {
		fields := make([]graphql.CollectedField, n)
		want := 1.0
		if n > smallObject {
			want = 2
		}
		var o *Obj
		if got := testing.AllocsPerRun(100, func() { o = NewObject(fields) }); got != want {
			t.Errorf("%d fields: %v allocations, want %v", n, got, want)
		}
		if len(o.Values) != n || cap(o.Values) != n {
			t.Errorf("%d fields: %d values (capacity %d)", n, len(o.Values), cap(o.Values))
		}
	}
}

// An object is its values, its count of nulls and its fields: 56 bytes
// before its values (gqlgen's FieldSet alone was 112), so that the
// smallest, a list's edge, fits a 96-byte size class and a card of four
// fields a 128-byte one.
func TestObjectSize(t *testing.T) {
	if got := unsafe.Sizeof(Obj{}); got != 56 {
		t.Errorf("Obj is %d bytes, want 56", got)
	}
	if got := unsafe.Sizeof(obj2{}); got > 96 {
		t.Errorf("a two-field object is %d bytes, want at most 96", got)
	}
	if got := unsafe.Sizeof(obj4{}); got > 128 {
		t.Errorf("a four-field object is %d bytes, want at most 128", got)
	}
}

// String leaves written from their object's fields (StringAt) and
// __typename (Typename) write as gqlgen's, with no allocation; the answer
// is the field's value when written.
func TestObjectStrings(t *testing.T) {
	for _, n := range []int{1, 3, smallObject, smallObject + 3} {
		fields := make([]graphql.CollectedField, n)
		texts := make([]string, n)
		for i := range fields {
			fields[i].Field = &ast.Field{Alias: "f" + strconv.Itoa(i)}
			texts[i] = "v" + strconv.Itoa(i) + "\"\n<"
		}
		o := NewObject(fields)
		want := graphql.NewFieldSet(fields)
		allocs := testing.AllocsPerRun(1, func() {
			o.Values[0] = Typename("Conversation")
			for i := 1; i < n; i++ {
				o.Values[i] = StringAt(&texts[i])
			}
		})
		want.Values[0] = graphql.MarshalString("Conversation")
		for i := 1; i < n; i++ {
			want.Values[i] = graphql.MarshalString(texts[i])
		}
		var got, w bytes.Buffer
		o.MarshalGQL(&got)
		want.MarshalGQL(&w)
		if got.String() != w.String() {
			t.Errorf("%d fields: %s, gqlgen %s", n, got.String(), w.String())
		}
		if allocs != 0 {
			t.Errorf("%d fields: %v allocations, want none", n, allocs)
		}
	}
}

// Typename keeps one answer per name, and answers right past its bound.
func TestTypenameKept(t *testing.T) {
	a, b := Typename("Job"), Typename("Job")
	if a != b {
		t.Error("Job's __typename was boxed twice")
	}
	for i := range typenames.Max + 2 {
		name := "T" + strconv.Itoa(i)
		var w bytes.Buffer
		Typename(name).MarshalGQL(&w)
		if w.String() != strconv.Quote(name) {
			t.Fatalf("Typename(%q) wrote %s", name, w.String())
		}
	}
	if n := typenames.Len(); n > typenames.Max {
		t.Errorf("%d names kept, want at most %d", n, typenames.Max)
	}
}

// The generated executor passes each type's implementors, a package
// variable: the same slice every time.
var jobImplementors, vendorImplementors = []string{"Job"}, []string{"Vendor"}

// CollectFields answers as gqlgen does, shares the answer between requests
// of the same document, and leaves selection sets with directives to
// gqlgen (their answer depends on the request's variables).
func TestCollectFieldsShared(t *testing.T) {
	doc := parse(t, `query { jobs { id ...F ... on Job { title } ... on Vendor { name } } } fragment F on Job { owner { id } id }`)
	sel := doc.Operations[0].SelectionSet[0].(*ast.Field).SelectionSet
	op1, op2 := &graphql.OperationContext{Doc: doc}, &graphql.OperationContext{Doc: doc}
	a := CollectFields(op1, sel, jobImplementors)
	b := CollectFields(op2, sel, jobImplementors)
	want := graphql.CollectFields(&graphql.OperationContext{Doc: doc}, sel, jobImplementors)
	if got := names(a); len(got) != 3 || got[0] != "id" || got[1] != "owner" || got[2] != "title" || len(want) != 3 {
		t.Fatalf("fields %v, gqlgen's %v", got, names(want))
	}
	if &a[0] != &b[0] {
		t.Error("two requests of the same document collected the fields twice")
	}
	if v := names(CollectFields(op1, sel, vendorImplementors)); len(v) != 2 || v[1] != "name" {
		t.Errorf("another type's fields: %v", v)
	}

	doc = parse(t, `query($x: Boolean!) { jobs { id title @include(if: $x) ...G } } fragment G on Job { owner @skip(if: $x) { id } }`)
	sel = doc.Operations[0].SelectionSet[0].(*ast.Field).SelectionSet
	with := CollectFields(&graphql.OperationContext{Doc: doc, Variables: map[string]any{"x": true}}, sel, jobImplementors)
	without := CollectFields(&graphql.OperationContext{Doc: doc, Variables: map[string]any{"x": false}}, sel, jobImplementors)
	if w, wo := names(with), names(without); len(w) != 2 || w[1] != "title" || len(wo) != 2 || wo[1] != "owner" {
		t.Errorf("directives: with $x %v, without %v", w, wo)
	}
}

// A leaf's empty selection set collects nothing, as gqlgen's, without
// allocating (gqlgen's made the operation a cache map for it).
func TestCollectFieldsOfALeaf(t *testing.T) {
	doc := parse(t, `query { jobs { id } }`)
	op := &graphql.OperationContext{Doc: doc}
	if got, want := CollectFields(op, nil, jobImplementors), graphql.CollectFields(&graphql.OperationContext{Doc: doc}, nil, jobImplementors); len(got) != 0 || len(want) != 0 {
		t.Errorf("a leaf's fields: %v, gqlgen's %v", names(got), names(want))
	}
	if n := testing.AllocsPerRun(100, func() { CollectFields(op, ast.SelectionSet{}, nil) }); n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}

func TestMarshalBoolean(t *testing.T) {
	for _, b := range []bool{true, false} {
		var got, want bytes.Buffer
		MarshalBoolean(b).MarshalGQL(&got)
		graphql.MarshalBoolean(b).MarshalGQL(&want)
		if got.String() != want.String() {
			t.Errorf("%v: %s, gqlgen %s", b, got.String(), want.String())
		}
	}
}

// A client sending ever new queries does not grow the shared answers (nor
// the documents they hold) without bound.
func TestCollectFieldsBounded(t *testing.T) {
	for i := 0; i < maxCollected+100; i++ {
		doc := parse(t, `{ jobs { id t`+strconv.Itoa(i)+`: title } }`)
		sel := doc.Operations[0].SelectionSet[0].(*ast.Field).SelectionSet
		if f := CollectFields(&graphql.OperationContext{Doc: doc}, sel, jobImplementors); len(f) != 2 {
			t.Fatalf("query %d: %d fields", i, len(f))
		}
		if n := collected.size(); n > maxCollected {
			t.Fatalf("%d answers kept, at most %d", n, maxCollected)
		}
	}
}

func forgetRecent() {
	for i := range recentCollected {
		recentCollected[i].Store(nil)
	}
}

// A selection set asked again (a list's next item) is answered from its
// recent slot: the same answer, without an allocation; another selection
// set whose address shares the slot is answered its own.
func TestCollectFieldsRecentSlot(t *testing.T) {
	doc := parse(t, `{ jobs { id title } vendors { name } }`)
	op := &graphql.OperationContext{Doc: doc}
	jobsSel := doc.Operations[0].SelectionSet[0].(*ast.Field).SelectionSet
	first := CollectFields(op, jobsSel, jobImplementors)
	if n := testing.AllocsPerRun(100, func() {
		if f := CollectFields(op, jobsSel, jobImplementors); &f[0] != &first[0] {
			t.Fatal("another answer for the same selection set")
		}
	}); n != 0 {
		t.Errorf("a recent answer costs %v allocations", n)
	}
	// Another key in the same slot: its own answer, then the first's again.
	key := collectKey{sel: uintptr(unsafe.Pointer(unsafe.SliceData(jobsSel))), n: len(jobsSel), satisfies: uintptr(unsafe.Pointer(unsafe.SliceData(jobImplementors)))}
	slot := &recentCollected[(key.sel>>4^key.sel>>12)%recentSlots]
	vendorsSel := doc.Operations[0].SelectionSet[1].(*ast.Field).SelectionSet
	other := CollectFields(op, vendorsSel, jobImplementors)
	slot.Store(&collectEntry{key: collectKey{sel: key.sel, n: 1, satisfies: key.satisfies}, fields: other})
	if f := CollectFields(op, jobsSel, jobImplementors); len(f) != 2 || &f[0] != &first[0] {
		t.Errorf("a slot holding another key answered %v", names(f))
	}
	// Two selection sets taking turns in one slot: no allocation either.
	otherEntry := &collectEntry{key: collectKey{sel: key.sel, n: 1, satisfies: key.satisfies}, fields: other}
	if n := testing.AllocsPerRun(100, func() {
		slot.Store(otherEntry)
		CollectFields(op, jobsSel, jobImplementors)
	}); n != 0 {
		t.Errorf("a slot's turn costs %v allocations", n)
	}
}

// Answers found often are published to the lock-free map; a later lookup
// finds them there and they stay the same answer.
func TestCollectFieldsPublished(t *testing.T) {
	doc := parse(t, `{ jobs { id title } }`)
	sel := doc.Operations[0].SelectionSet[0].(*ast.Field).SelectionSet
	op := &graphql.OperationContext{Doc: doc}
	first := CollectFields(op, sel, jobImplementors)
	for i := 0; i < promoteAfter; i++ {
		forgetRecent() // else the recent answers' slot finds it
		if f := CollectFields(op, sel, jobImplementors); &f[0] != &first[0] {
			t.Fatal("the same selection set collected twice")
		}
	}
	key := collectKey{sel: uintptr(unsafe.Pointer(unsafe.SliceData(sel))), n: len(sel), satisfies: uintptr(unsafe.Pointer(unsafe.SliceData(jobImplementors)))}
	e, ok := (*collected.read.Load())[key]
	if !ok || &e.fields[0] != &first[0] {
		t.Fatalf("after %d lookups the answer is not published", promoteAfter+1)
	}
}
