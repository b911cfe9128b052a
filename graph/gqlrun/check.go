package gqlrun

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/vektah/gqlparser/v2/ast"
)

// Checks for tests (graph/answers_test.go): what the executor shares
// between operations must stay unchanged by everything that runs after it.
// Both are off unless a test turns them on; off, each costs an atomic load.

// OnRelease makes f see every answer's bytes as Release takes them back,
// before any later answer is written into them, until undo is called. A
// test overwrites them there: a middleware, logger or cache that kept an
// answer's bytes after they were written (and would send or log another
// user's answer once they are reused) then shows the overwritten bytes.
func OnRelease(f func(data []byte)) (undo func()) {
	releaseHook.Store(&f)
	return func() { releaseHook.CompareAndSwap(&f, nil) }
}

var releaseHook atomic.Pointer[func([]byte)]

// VerifyKeptArgs makes FieldArgs record the contents of every argument map
// it keeps (pointers followed) and compare them each time the map is used
// again, until stop is called (which returns how many uses it compared):
// report is called with the field and both contents when they differ.
// Kept arguments are shared by every later operation of the document, so a
// resolver that writes through one (a `*first = 100` on a page size)
// changes other users' answers.
func VerifyKeptArgs(report func(field, kept, now string)) (stop func() (compared int)) {
	// Fields kept by earlier operations in this process (other tests'
	// servers) would fill the bound and leave nothing to verify.
	keptArgs.Reset()
	v := &argsVerifier{report: report}
	verifier.Store(v)
	return func() int {
		verifier.CompareAndSwap(v, nil)
		return int(v.compared.Load())
	}
}

var verifier atomic.Pointer[argsVerifier]

type argsVerifier struct {
	report   func(field, kept, now string)
	compared atomic.Int64
	kept     sync.Map // *ast.Field → string: the contents when kept
}

// keeping records args, kept for f.
func (v *argsVerifier) keeping(f *ast.Field, args map[string]any) {
	v.kept.LoadOrStore(f, dumpValue(reflect.ValueOf(args)))
}

// using compares args, kept for f, with their contents when kept.
func (v *argsVerifier) using(f *ast.Field, args map[string]any) {
	was, ok := v.kept.Load(f)
	if !ok {
		return // kept before the verifier was on
	}
	v.compared.Add(1)
	if now := dumpValue(reflect.ValueOf(args)); now != was.(string) {
		v.report(fieldName(f), was.(string), now)
	}
}

func fieldName(f *ast.Field) string {
	name := f.Name
	if f.ObjectDefinition != nil {
		name = f.ObjectDefinition.Name + "." + name
	}
	if f.Position != nil {
		name += fmt.Sprintf(" (line %d, column %d)", f.Position.Line, f.Position.Column)
	}
	return name
}

// dumpValue writes v with every pointer, map, slice and interface followed
// (map keys sorted): two values whose dumps are equal hold the same data.
func dumpValue(v reflect.Value) string {
	var b strings.Builder
	dumpInto(&b, v, 0)
	return b.String()
}

func dumpInto(b *strings.Builder, v reflect.Value, depth int) {
	if depth > 16 {
		b.WriteString("…")
		return
	}
	if !v.IsValid() {
		b.WriteString("nil")
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		if v.Kind() == reflect.Pointer {
			b.WriteString("&")
		}
		dumpInto(b, v.Elem(), depth+1)
	case reflect.Map:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		keys := v.MapKeys()
		sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
		b.WriteString("{")
		for i, k := range keys {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(b, "%v: ", k)
			dumpInto(b, v.MapIndex(k), depth+1)
		}
		b.WriteString("}")
	case reflect.Slice, reflect.Array:
		b.WriteString("[")
		for i := range v.Len() {
			if i > 0 {
				b.WriteString(", ")
			}
			dumpInto(b, v.Index(i), depth+1)
		}
		b.WriteString("]")
	case reflect.Struct:
		fmt.Fprintf(b, "%s{", v.Type())
		for i := range v.NumField() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(v.Type().Field(i).Name + ": ")
			dumpInto(b, v.Field(i), depth+1)
		}
		b.WriteString("}")
	default:
		fmt.Fprintf(b, "%#v", v)
	}
}
