// Command gqlfast rewrites gqlgen's generated executor
// (graph/generated/generated.go) after `gqlgen generate`, removing work
// gqlgen does for every field of every object whether or not it is needed,
// then splits it into graph/generated/exec_*.go, whole declarations by
// region of gqlgen's template, none near the repository's 1 MB limit
// (split.go), and removes generated.go. `make generate` and
// `make check-generated` run it right after gqlgen, so the committed
// files are always gqlgen's output plus these rewrites:
//
//  1. Leaf fields read straight from the object (a struct field or a
//     method without context or error, a scalar or enum type, no
//     resolver, no directive) are marshalled in place:
//     `return ec.marshalNString2string(ctx, field.Selections, obj.Title)`.
//     gqlgen would build a field context, wrap the context, run the
//     (empty) resolver middleware and set up a panic handler: about ten
//     allocations per field, most of a list's cost.
//
//  2. The @defer bookkeeping at the end of every object (which computes
//     the object's response path, allocating it) runs only when the
//     object has deferred fragments.
//
//  3. Lists are marshalled by gqlrun.MarshalSlice: elements one after
//     another while none made a dataloader fetch, the rest concurrently
//     (their loads batch) from the first that did, on reused goroutines
//     instead of a new one per element.
//
//  4. Object and list fields read straight from the object get their
//     field context (for error paths and the resolvers below them) and are
//     marshalled in place, without the resolver machinery of rule 1. The
//     field context and the context that carries it are one allocation
//     (gqlrun.InField), as are a list element's (gqlrun.MarshalSlice).
//
//  5. Resolver fields called with their object alone and without
//     middleware run through gqlrun.Resolve: gqlgen's errors, nulls and
//     panic handling, without its closures, boxing and middleware call.
//
//  6. Booleans are written by gqlrun.MarshalBoolean (no allocation per
//     value) and scalar field contexts share one error per type.
//
//  7. Objects: the deferred-field set and its map are made only when a
//     field is deferred (gqlgen made both for every object); resolved
//     fields are dispatched by gqlrun.Dispatch (as list elements are, where
//     gqlgen started a goroutine per field); the object is
//     made by gqlrun.NewObject (with its field set, in one allocation) and
//     returned as it is, written without the map of written
//     names gqlgen's FieldSet allocates; its fields are collected by
//     gqlrun.CollectFields, which shares the answer between requests.
//
//  8. The map of input unmarshalers that gqlgen builds for every operation
//     (39 bound method values and a map, for graphql.UnmarshalInputFromContext,
//     which only custom scalar code calls) is not built: Canvass never calls
//     it (a test in graph holds that).
//
//  9. Field contexts get no Child function: gqlgen builds a closure for
//     every object field's context (one allocation per field of every list
//     item) that neither gqlgen's runtime nor Canvass calls (a test in
//     graph holds that).
//
//  10. An object's resolved field is queued with its function itself
//     (gqlrun.LaterIn), not a closure around it, and the deferred field
//     set's variable is not captured by a closure: gqlgen's text moved it
//     to the heap, an allocation per object whether or not anything is
//     deferred.
//
//  11. String and ID leaves read from a field of the object (a pointer)
//     are written from that field (gqlrun.StringAt), and __typename from
//     one value per type (gqlrun.Typename), rather than boxed one by one:
//     an allocation per string of every list item. Other String and ID
//     leaves (a method's value, a field of an object passed by value) are
//     boxed once (gqlrun.MarshalString), without gqlgen's closure.
//
//  13. Non-null Time leaves read from a field of the object are written
//     from the object (gqlrun.TimeAt, a pointer), not boxed one by one; a
//     zero time still goes through gqlgen's marshaller and its error.
//
//  14. A query's answer is written into a buffer made at the size of the
//     last answer of the same document (gqlrun.AnswerBuffer), where gqlgen
//     grew an empty one, copying it at every doubling.
//
//  15. An object's resolved field is queued as a static function and the
//     values it needs (gqlrun.Delayed's Call, EC, Obj, Field), in a queue on
//     the marshaller's stack: gqlgen's closure around them (innerFunc, made
//     for every resolved field of every list item) is made only when the
//     field is deferred, and the queue no longer grows on the heap.
//
//  16. Objects are gqlrun.Obj, which holds only the values and the count of
//     nulls, not gqlgen's graphql.FieldSet (its result callbacks, fields,
//     mutex and queue: 80 bytes of every object of a response); a resolved
//     field's function gets a pointer to the count it adds its null to.
//
//  17. A list of objects held by value (a connection's edges) hands each
//     element's marshaller a pointer to the element, not to a copy of it
//     (which escaped, an allocation per element, once rule 11 wrote its
//     strings from it). Objects still copied somewhere have their strings
//     boxed (rule 11).
//
//  18. A field's arguments are parsed by gqlrun.FieldArgs, which keeps
//     them for a field of a parsed document whose arguments are all scalar
//     literals (`conversations(first: 20)`): gqlgen built the raw map, a
//     path context per argument and the typed values on every request.
//
//  19. A Boolean resolver called with its object alone (a job's
//     viewerHasApplied, a message's viewerIsSender) runs in its object's
//     context through gqlrun.ResolveBoolean: its field context is made only
//     to report an error or a panic at the field's path, not for every item
//     of a list. Such a resolver must not read its own field context (none
//     does: they ask the viewer and the operation's loaders).
//
// Each rewrite matches gqlgen's text exactly; a gqlgen upgrade that changes
// it makes gqlfast report what it did not find (it fails when it rewrote
// nothing), so the rewrite can never silently stop.
package main

import (
	"fmt"
	"go/format"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

const defaultFile = "graph/generated/generated.go"

// resolveFieldCall matches a field function that hands gqlgen's
// graphql.ResolveField a resolver whose body is "return value+rest" (value
// and rest are patterns) and no
// middleware chain. Groups: 1 function, 2 object type, 3 field-context
// function, 4 the resolver's expression, 5 the value's type, 6 its
// marshaller, 7 recoverFromPanic, 8 nonNull.
func resolveFieldCall(value, rest string) *regexp.Regexp {
	return regexp.MustCompile(`(?m)^func \(ec \*executionContext\) (_\w+)\(ctx context\.Context, field graphql\.CollectedField, obj (\*?[\w.]+)\) \(ret graphql\.Marshaler\) \{
	return graphql\.ResolveField\(
		ctx,
		ec\.OperationContext,
		field,
		func\(ctx context\.Context, field graphql\.CollectedField\) \(\*graphql\.FieldContext, error\) \{
			return ec\.(fieldContext_\w+)\(ctx, field\)
		\},
		func\(ctx context\.Context\) \(any, error\) \{
			return (` + value + `)` + rest + `
		\},
		nil,
		func\(ctx context\.Context, selections ast\.SelectionSet, v ([^)]+)\) graphql\.Marshaler \{
			return ec\.(marshal[^(\s]+)\(ctx, selections, v\)
		\},
		(true|false),
		(true|false),
	\)
\}
`)
}

var (
	// leafField: the resolver returns obj.X (or obj.X()).
	leafField = resolveFieldCall(`obj\.\w+(?:\(\))?`, `, nil`)
	// resolverField: the resolver is called with the object alone.
	resolverField = resolveFieldCall(`ec\.Resolvers\.\w+\(\)\.\w+\(ctx, obj\)`, ``)
)

// timeLeaf is a non-null Time leaf read from a field of a pointer object,
// as rule 1 leaves it (13). Groups: 1 the signature, 2 the field.
var timeLeaf = regexp.MustCompile(`(func \(ec \*executionContext\) _\w+\(ctx context\.Context, field graphql\.CollectedField, obj \*[\w.]+\) \(ret graphql\.Marshaler\) \{
)	// gqlfast: a leaf read from obj, marshalled in place\.
	return ec\.marshalNTime2timeᚐTime\(ctx, field\.Selections, obj\.(\w+)\)
`)

// valueMarshaller is a marshaller of an object passed by value, which
// hands its marshaller a pointer to its copy (17): groups 1 its name, 2
// the object's type, 3 the object's marshaller.
var valueMarshaller = regexp.MustCompile(`(?m)^func \(ec \*executionContext\) (marshal[^\s(]+)\(ctx context\.Context, sel ast\.SelectionSet, v ([\w.]+)\) graphql\.Marshaler \{\n\treturn ec\.(_\w+)\(ctx, sel, &v\)\n\}\n`)

// fieldArgsCall is a field context's parsing of its arguments (18): group
// 1 the arguments' function.
var fieldArgsCall = regexp.MustCompile(`if fc\.Args, err = ec\.(field_\w+_args)\(ctx, field\.ArgumentMap\(ec\.Variables\)\); err != nil \{`)

// structField is a leaf's value that is a field of its object.
var structField = regexp.MustCompile(`^obj\.\w+$`)

// leafCall is an object's call of one of its fields' functions (11).
var leafCall = regexp.MustCompile(`out\.Values\[i\] = ec\.(_\w+)\(ctx, field, obj\)\n`)

// noChildFields is the error a scalar field's context carries, which gqlgen
// makes anew for every field it resolves.
var noChildFields = regexp.MustCompile(`errors\.New\("field of type (\w+) does not have child fields"\)`)

// deferTail is the @defer bookkeeping at the end of an object's marshaller.
var deferTail = regexp.MustCompile(`(?m)^	atomic\.AddInt32\(&ec\.Deferred, int32\(min\(len\(deferLabelToView\), math\.MaxInt32\)\)\)

	ec\.ProcessDeferredGroup\(graphql\.DeferredGroup\{
		Defers:   deferLabelToView,
		Path:     graphql\.GetPath\(ctx\),
		FieldSet: deferredFieldSet,
		Context:  ctx,
	\}\)
`)

// The object rewrites (7): gqlgen's text and what replaces it.
const (
	objectHead = `	out := graphql.NewFieldSet(fields)
	deferredFieldSet := graphql.NewFieldSet(nil)
	deferLabelToView := make(map[string]*graphql.FieldSetView)
`
	objectHeadLazy = `	outObject := gqlrun.NewObject(fields) // gqlfast: the field set and the object written from it, in one allocation
	out := &outObject.FieldSet
	var deferredFieldSet *graphql.FieldSet // gqlfast: made when a field is deferred
	var deferLabelToView map[string]*graphql.FieldSetView
	var delayed []gqlrun.Delayed // gqlfast: resolved fields, dispatched on reused goroutines
`
	deferredBranch = `			if field.IsDeferred() {
				deferredFieldSet.AddField(field)
`
	deferredBranchLazy = `			if field.IsDeferred() {
				if deferredFieldSet == nil {
					deferredFieldSet, deferLabelToView = graphql.NewFieldSet(nil), map[string]*graphql.FieldSetView{}
				}
				deferredFieldSet.AddField(field)
`
	objectReturn = "\n\treturn out\n}\n"
	// A __typename's value (11).
	typenameValue = "out.Values[i] = graphql.MarshalString("
	// An object's resolved field (10), after rule 7's Later.
	laterInner       = "delayed = gqlrun.Later(delayed, i, func(ctx context.Context) graphql.Marshaler { return innerFunc(ctx, out) })"
	laterInnerDirect = "delayed = gqlrun.LaterIn(delayed, i, innerFunc) // gqlfast: no closure around innerFunc"
	deferredRun      = `				deferredFieldSet.Concurrently(fieldIndex, func(ctx context.Context) graphql.Marshaler {
					return innerFunc(ctx, deferredFieldSet)
				})
`
	deferredRunCopy = `				deferred := deferredFieldSet // gqlfast: the closure's copy, so that deferredFieldSet stays on the stack
				deferredFieldSet.Concurrently(fieldIndex, func(ctx context.Context) graphql.Marshaler {
					return innerFunc(ctx, deferred)
				})
`
	concurrently = "out.Concurrently(i, "
	dispatch     = "\tout.Dispatch(ctx)\n"
	collectCall  = "graphql.CollectFields(ec.OperationContext, sel, "
)

// An object's marshaller with an object (15): groups 1 its name, 2 the
// object's type (a pointer), 3 its body.
var objectFunc = regexp.MustCompile(`(?ms)^func \(ec \*executionContext\) (_\w+)\(ctx context\.Context, sel ast\.SelectionSet, obj (\*[\w.]+)\) graphql\.Marshaler \{\n(.*?)^\}\n`)

// resolvedField is a resolved field's case in an object's marshaller after
// rule 10 (15): groups 1 the closure's body, 2 the field function it
// calls, 3 the deferred branch up to the queueing.
var resolvedField = regexp.MustCompile(`(?s)\t\t\tinnerFunc := func\(ctx context\.Context, fs \*graphql\.FieldSet\) \(res graphql\.Marshaler\) \{\n(\t\t\t\tdefer func\(\) \{\n\t\t\t\t\tif r := recover\(\); r != nil \{\n\t\t\t\t\t\tec\.Error\(ctx, ec\.Recover\(ctx, r\)\)\n\t\t\t\t\t\}\n\t\t\t\t\}\(\)\n\t\t\t\tres = ec\.(_\w+)\(ctx, field, obj\)\n\t\t\t\tif res == graphql\.(?:Null|RequiredNull) \{\n\t\t\t\t\tatomic\.AddUint32\(&fs\.Invalids, 1\)\n\t\t\t\t\}\n\t\t\t\treturn res\n)\t\t\t\}\n\n(\t\t\tif field\.IsDeferred\(\) \{\n(?:[^\n]*\n)*?)\t\t\tdelayed = gqlrun\.LaterIn\(delayed, i, innerFunc\) // gqlfast: no closure around innerFunc\n`)

// The queue of an object's resolved fields (15), after rule 7.
const (
	delayedVar     = "\tvar delayed []gqlrun.Delayed // gqlfast: resolved fields, dispatched on reused goroutines\n"
	delayedOnStack = "\tvar delayedOnStack [2]gqlrun.Delayed // gqlfast: resolved fields, queued on the stack (Dispatch keeps none of them)\n\tdelayed := delayedOnStack[:0]\n"
)

// A query's answer buffer (14): gqlgen's text and what replaces it.
const (
	answerBuffer = `			var buf bytes.Buffer
			data.MarshalGQL(&buf)
			response.Data = buf.Bytes()
`
	answerBufferSized = `			buf := gqlrun.AnswerBuffer(opCtx) // gqlfast: made at the size of this document's last answer
			data.MarshalGQL(buf)
			response.Data = gqlrun.Answered(opCtx, buf)
`
)

// The input unmarshalers' map (8): built once per operation, put in every
// operation's context.
var (
	unmarshalerMap  = regexp.MustCompile(`(?s)\n\tinputUnmarshalMap := graphql\.BuildUnmarshalerMap\(\n.*?\n\t\)\n`)
	withUnmarshaler = regexp.MustCompile(`\n\t+ctx = graphql\.WithUnmarshalerMap\(ctx, inputUnmarshalMap\)\n`)
	// childFunc is a field context's Child (9).
	childOfEC = regexp.MustCompile(`\tChild: func\([^\n]*\n[^\n]*\bec\.`)
	childFunc = regexp.MustCompile(`\n\t\tChild: func\(ctx context\.Context, field graphql\.CollectedField\) \(\*graphql\.FieldContext, error\) \{\n\t\t\treturn ec\.childFields_\w+\(ctx, field\)\n\t\t\},\n`)
)

func main() {
	file := defaultFile
	if len(os.Args) > 1 {
		file = os.Args[1]
	}
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gqlfast:", err, "(gqlfast rewrites and splits gqlgen's output: run `go tool gqlgen generate` first)")
		os.Exit(1)
	}
	out, leaves, defers, err := rewrite(string(src))
	if err != nil {
		fmt.Fprintln(os.Stderr, "gqlfast:", err)
		os.Exit(1)
	}
	formatted, err := format.Source([]byte(out))
	if err != nil {
		fmt.Fprintln(os.Stderr, "gqlfast: the rewritten file does not parse:", err)
		os.Exit(1)
	}
	parts, err := splitExecutor(string(formatted), maxPart)
	if err == nil {
		err = writeParts(file, parts)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gqlfast:", err)
		os.Exit(1)
	}
	fmt.Printf("gqlfast: %s: %d leaf fields marshalled in place, %d objects' defer bookkeeping made conditional; split into %d files\n", file, leaves, defers, len(parts))
	if err := validate(file); err != nil {
		fmt.Fprintln(os.Stderr, "gqlfast: the executor does not build:", err)
		os.Exit(1)
	}
}

// validate builds the packages under the executor's parent folder (graph:
// the executor, the models and the resolvers), as gqlgen's validation
// would have: gqlgen.yml skips it, since gqlgen's executor and the last
// run's parts are in the folder together until gqlfast has split it.
func validate(file string) error {
	pattern := filepath.Join(filepath.Dir(filepath.Dir(file)), "...")
	if !filepath.IsAbs(pattern) {
		pattern = "./" + filepath.ToSlash(pattern)
	}
	cmd := exec.Command("go", "build", pattern)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	return cmd.Run()
}

// rewrite applies both rewrites to src. It fails when either finds nothing
// to rewrite (gqlgen's output changed shape) and is idempotent.
func rewrite(src string) (out string, leaves, defers int, err error) {
	if strings.Contains(src, "// gqlfast:") {
		return src, 0, 0, nil // already rewritten
	}
	scalarCtx := scalarFieldContexts(src)
	stringLeaves := map[string][2]string{} // rule 11: a String or ID leaf's function → its value and its object's type
	objectFields := 0
	out = leafField.ReplaceAllStringFunc(src, func(m string) string {
		g := leafField.FindStringSubmatch(m)
		name, objType, fieldCtx, value, marshal := g[1], g[2], g[3], g[4], g[6]
		if !scalarCtx[fieldCtx] {
			// An object or list read from obj: its marshaller needs the
			// field's context (error paths, the resolvers below it), but
			// not gqlgen's resolver machinery.
			objectFields++
			return inFieldContext(name, objType, "an object or list read from obj, in its field context", fieldCtx,
				fmt.Sprintf("v := %s\n\tfc.Result = v\n\treturn ec.%s(ctx, field.Selections, v)", value, marshal))
		}
		leaves++
		if marshal == "marshalNString2string" || marshal == "marshalNID2string" {
			stringLeaves[name] = [2]string{value, objType}
		}
		return fmt.Sprintf(`func (ec *executionContext) %s(ctx context.Context, field graphql.CollectedField, obj %s) (ret graphql.Marshaler) {
	// gqlfast: a leaf read from obj, marshalled in place.
	return ec.%s(ctx, field.Selections, %s)
}
`, name, objType, marshal, value)
	})
	resolvers, booleans := 0, 0
	out = resolverField.ReplaceAllStringFunc(out, func(m string) string {
		g := resolverField.FindStringSubmatch(m)
		resolvers++
		if g[5] == "bool" && (g[6] == "marshalNBoolean2bool" || g[6] == "marshalOBoolean2bool") {
			// 19: a Boolean resolver, in its object's context.
			booleans++
			return fmt.Sprintf(`func (ec *executionContext) %s(ctx context.Context, field graphql.CollectedField, obj %s) (ret graphql.Marshaler) {
	// gqlfast: a Boolean resolver, run in its object's context (its field's made for an error).
	return gqlrun.ResolveBoolean(ctx, ec, ec.OperationContext, field, (*executionContext).%s, %s, %s,
		func(ctx context.Context) (bool, error) { return %s })
}
`, g[1], g[2], g[3], g[7], g[8], g[4])
		}
		return inFieldContext(g[1], g[2], "a resolver without middleware, called directly", g[3], fmt.Sprintf(
			`return gqlrun.Resolve(ctx, ec.OperationContext, fc, %s, %s,
		func(ctx context.Context) (%s, error) { return %s },
		func(ctx context.Context, v %s) graphql.Marshaler { return ec.%s(ctx, field.Selections, v) })`,
			g[7], g[8], g[5], g[4], g[5], g[6]))
	})
	if resolvers == 0 || booleans == 0 {
		return "", 0, 0, fmt.Errorf("found %d resolver fields to rewrite, %d of them Boolean: gqlgen's output changed, update cmd/gqlfast", resolvers, booleans)
	}
	out = deferTail.ReplaceAllStringFunc(out, func(m string) string {
		defers++
		// Indent the block one level under the condition.
		body := strings.ReplaceAll(strings.TrimSuffix(m, "\n"), "\n", "\n\t")
		body = strings.ReplaceAll(body, "\n\t\n", "\n\n")
		return "\tif len(deferLabelToView) > 0 { // gqlfast: only objects with deferred fragments\n\t" + body + "\n\t}\n"
	})
	lists := strings.Count(out, "graphql.MarshalSliceConcurrently(")
	out = strings.ReplaceAll(out, "graphql.MarshalSliceConcurrently(", "gqlrun.MarshalSlice(")
	if lists == 0 || !strings.Contains(out, "\nimport (\n") {
		return "", 0, 0, fmt.Errorf("found %d lists to rewrite, or no import block: gqlgen's output changed, update cmd/gqlfast", lists)
	}
	out = strings.Replace(out, "\nimport (\n", "\nimport (\n\t\"canvass/graph/gqlrun\" // gqlfast: lists, objects, collected fields\n", 1)
	objects := strings.Count(out, objectHead)
	if objects == 0 || strings.Count(out, objectReturn) != objects || strings.Count(out, collectCall) != objects+1 ||
		strings.Count(out, dispatch) != objects || !strings.Contains(out, concurrently) {
		return "", 0, 0, fmt.Errorf("found %d object heads, %d returns and %d field collections: gqlgen's output changed, update cmd/gqlfast",
			objects, strings.Count(out, objectReturn), strings.Count(out, collectCall))
	}
	out = strings.ReplaceAll(out, objectHead, objectHeadLazy)
	out = strings.ReplaceAll(out, deferredBranch, deferredBranchLazy)
	out = strings.ReplaceAll(out, objectReturn, "\n\treturn outObject // gqlfast: written without a map of written names\n}\n")
	out = strings.ReplaceAll(out, collectCall, "gqlrun.CollectFields(ec.OperationContext, sel, ")
	out = strings.ReplaceAll(out, concurrently, "delayed = gqlrun.Later(delayed, i, ")
	// 10: no closure around a resolved field's function, and the deferred
	// set's variable captured by no closure (a captured variable that is
	// assigned moves to the heap: an allocation per object, deferred or not).
	inner, deferredRuns := strings.Count(out, laterInner), strings.Count(out, deferredRun)
	if inner == 0 || deferredRuns == 0 {
		return "", 0, 0, fmt.Errorf("found %d resolved fields' closures and %d deferred runs: gqlgen's output changed, update cmd/gqlfast", inner, deferredRuns)
	}
	out = strings.ReplaceAll(out, laterInner, laterInnerDirect)
	out = strings.ReplaceAll(out, deferredRun, deferredRunCopy)
	if !strings.Contains(out, "graphql.MarshalBoolean(v)") || !noChildFields.MatchString(out) {
		return "", 0, 0, fmt.Errorf("found no Boolean marshaller or scalar field context to rewrite: gqlgen's output changed, update cmd/gqlfast")
	}
	out = strings.ReplaceAll(out, "graphql.MarshalBoolean(", "gqlrun.MarshalBoolean(")
	types := map[string]bool{}
	out = noChildFields.ReplaceAllStringFunc(out, func(m string) string {
		t := noChildFields.FindStringSubmatch(m)[1]
		types[t] = true
		return "errNoChildFields" + t
	})
	var vars strings.Builder
	vars.WriteString("\n// gqlfast: the scalar field contexts' one error per type, made once.\nvar (\n")
	for _, t := range slices.Sorted(maps.Keys(types)) {
		fmt.Fprintf(&vars, "\terrNoChildFields%s = errors.New(\"field of type %s does not have child fields\")\n", t, t)
	}
	vars.WriteString(")\n")
	out += vars.String()
	out = strings.ReplaceAll(out, dispatch, "\tgqlrun.Dispatch(ctx, out, delayed)\n")
	if n, w := len(unmarshalerMap.FindAllString(out, -1)), len(withUnmarshaler.FindAllString(out, -1)); n != 1 || w == 0 {
		return "", 0, 0, fmt.Errorf("found %d input unmarshaler maps used %d times: gqlgen's output changed, update cmd/gqlfast", n, w)
	}
	out = unmarshalerMap.ReplaceAllString(out, "\n\t// gqlfast: no input unmarshalers' map (UnmarshalInputFromContext is never called).\n")
	out = withUnmarshaler.ReplaceAllString(out, "\n")
	// Only the Child functions that capture ec allocate (the others are
	// static functions that return an error).
	if n, known := len(childOfEC.FindAllString(out, -1)), len(childFunc.FindAllString(out, -1)); n != known || known == 0 {
		return "", 0, 0, fmt.Errorf("found %d field contexts' Child reading ec, %d of gqlgen's known shape: gqlgen's output changed, update cmd/gqlfast", n, known)
	}
	out = childFunc.ReplaceAllString(out, "\n\t\t// gqlfast: no Child (never called).\n")
	// 17: a list's elements passed to their object's marshaller in place.
	copied := map[string]bool{} // objects some marshaller still passes a copy of
	for _, g := range valueMarshaller.FindAllStringSubmatch(out, -1) {
		name, typ, objFunc := g[1], g[2], g[3]
		out = strings.ReplaceAll(out, "return ec."+name+"(ctx, sel, v[i])\n",
			"return ec."+objFunc+"(ctx, sel, &v[i]) // gqlfast: the element itself, not a copy\n")
		if strings.Contains(out, "ec."+name+"(") {
			copied["*"+typ] = true
		}
	}
	// 11: String and ID leaves written from their object's fields, and
	// __typename from one value per type.
	kept := 0
	out = leafCall.ReplaceAllStringFunc(out, func(m string) string {
		g := leafCall.FindStringSubmatch(m)
		leaf, ok := stringLeaves[g[1]]
		if !ok {
			return m
		}
		kept++
		value, objType := leaf[0], leaf[1]
		if strings.HasPrefix(objType, "*") && !copied[objType] && structField.MatchString(value) {
			return "out.Values[i] = gqlrun.StringAt(&" + value + ") // gqlfast: written from the object\n"
		}
		return "out.Values[i] = gqlrun.MarshalString(" + value + ") // gqlfast: boxed, without gqlgen's closure\n"
	})
	typenames := strings.Count(out, typenameValue)
	out = strings.ReplaceAll(out, typenameValue, "out.Values[i] = gqlrun.Typename(")
	if kept == 0 || typenames == 0 {
		return "", 0, 0, fmt.Errorf("found %d String leaves' calls and %d __typename values to keep in their object: gqlgen's output changed, update cmd/gqlfast", kept, typenames)
	}
	// 13: Time leaves written from their object.
	times := 0
	out = timeLeaf.ReplaceAllStringFunc(out, func(m string) string {
		g := timeLeaf.FindStringSubmatch(m)
		times++
		return g[1] + "\t// gqlfast: a leaf read from obj, written from it (not boxed) unless zero.\n" +
			"\tif !obj." + g[2] + ".IsZero() {\n\t\treturn gqlrun.TimeAt(&obj." + g[2] + ")\n\t}\n" +
			"\treturn ec.marshalNTime2timeᚐTime(ctx, field.Selections, obj." + g[2] + ")\n"
	})
	if times == 0 && !strings.Contains(out, "gqlrun.TimeAt(&obj.") {
		return "", 0, 0, fmt.Errorf("found no Time leaves to write from their object: gqlgen's output changed, update cmd/gqlfast")
	}
	// 14: the query's answer buffer, sized.
	if strings.Count(out, answerBuffer) != 1 {
		return "", 0, 0, fmt.Errorf("found %d query answer buffers: gqlgen's output changed, update cmd/gqlfast", strings.Count(out, answerBuffer))
	}
	out = strings.Replace(out, answerBuffer, answerBufferSized, 1)
	// 15: resolved fields queued as static functions and their values.
	var statics strings.Builder
	queued := 0
	out = objectFunc.ReplaceAllStringFunc(out, func(m string) string {
		g := objectFunc.FindStringSubmatch(m)
		objType := g[2]
		n := 0
		m = resolvedField.ReplaceAllStringFunc(m, func(c string) string {
			f := resolvedField.FindStringSubmatch(c)
			body, fieldFunc, deferredBranch := f[1], f[2], f[3]
			n++
			name := "delayed" + fieldFunc
			fmt.Fprintf(&statics, "\n// %s is %s queued by its object (gqlfast rule 15).\nfunc %s(ecAny, objAny any, ctx context.Context, field graphql.CollectedField, fs *graphql.FieldSet) (res graphql.Marshaler) {\n\tec, obj := ecAny.(*executionContext), objAny.(%s)\n%s}\n",
				name, fieldFunc, name, objType, strings.ReplaceAll(body, "\t\t\t\t", "\t"))
			// The closure, made in the deferred branch only, one level in.
			closure := "\t\t\t\tinnerFunc := func(ctx context.Context, fs *graphql.FieldSet) (res graphql.Marshaler) {\n" +
				strings.ReplaceAll(body, "\t\t\t\t", "\t\t\t\t\t") + "\t\t\t\t}\n\n"
			branch := strings.Replace(deferredBranch, "\t\t\tif field.IsDeferred() {\n", "\t\t\tif field.IsDeferred() {\n"+closure, 1)
			return branch + "\t\t\tdelayed = append(delayed, gqlrun.Delayed{Index: i, Call: " + name + ", EC: ec, Obj: obj, Field: field}) // gqlfast: no closure\n"
		})
		if n == 0 {
			return m
		}
		queued += n
		if strings.Count(m, delayedVar) != 1 || strings.Contains(m, "gqlrun.LaterIn(") {
			return m + "\n// gqlfast: rule 15 could not rewrite " + g[1] + "\n"
		}
		return strings.Replace(m, delayedVar, delayedOnStack, 1)
	})
	if queued == 0 || strings.Contains(out, "// gqlfast: rule 15 could not rewrite") {
		return "", 0, 0, fmt.Errorf("queued %d resolved fields as static functions, or an object kept a closure: gqlgen's output changed, update cmd/gqlfast", queued)
	}
	out += statics.String()
	// 16: objects without gqlgen's FieldSet; a resolved field counts its
	// null through a pointer to its object's count.
	if out, err = slimObjects(out); err != nil {
		return "", 0, 0, err
	}
	// 18: a field's scalar literal arguments parsed once.
	argsCalls := len(fieldArgsCall.FindAllString(out, -1))
	out = fieldArgsCall.ReplaceAllString(out, "if fc.Args, err = gqlrun.FieldArgs(ctx, ec, field, ec.Variables, (*executionContext).$1); err != nil {")
	if argsCalls == 0 || strings.Contains(out, "field.ArgumentMap(ec.Variables)") {
		return "", 0, 0, fmt.Errorf("rewrote %d fields' argument parsing, or one is left: gqlgen's output changed, update cmd/gqlfast", argsCalls)
	}
	if leaves == 0 || defers == 0 || objectFields == 0 {
		return "", 0, 0, fmt.Errorf("found %d leaf fields and %d defer blocks to rewrite: gqlgen's output changed, update cmd/gqlfast", leaves, defers)
	}
	return out, leaves, defers, nil
}

// The object rewrites of rule 16: gqlfast's text after rule 15 and what
// replaces it. Each must be found but the root objects' (whose resolved
// fields keep their closure, for the root resolver middleware), and none
// of the old texts is left.
var slimObjectRewrites = []struct {
	old, new string
	root     bool
}{
	{old: "\tout := &outObject.FieldSet\n", new: "\tout := outObject\n"},
	{old: "innerFunc := func(ctx context.Context, fs *graphql.FieldSet) (res graphql.Marshaler) {", new: "innerFunc := func(ctx context.Context, invalids *uint32) (res graphql.Marshaler) {"},
	{old: "field graphql.CollectedField, fs *graphql.FieldSet) (res graphql.Marshaler) {", new: "field graphql.CollectedField, invalids *uint32) (res graphql.Marshaler) {"},
	{old: "atomic.AddUint32(&fs.Invalids, 1)", new: "atomic.AddUint32(invalids, 1)"},
	{old: "return innerFunc(ctx, deferred)\n", new: "return innerFunc(ctx, &deferred.Invalids)\n"},
	{old: "return innerFunc(ctx, out)", new: "return innerFunc(ctx, &out.Invalids)", root: true},
}

// slimObjects is rule 16: objects are gqlrun.Obj itself, not the
// graphql.FieldSet inside one, and a resolved field's function (its
// closure, its static function) gets the count of nulls of its object,
// or of the deferred field set, in place of either.
func slimObjects(out string) (string, error) {
	for _, r := range slimObjectRewrites {
		if !r.root && !strings.Contains(out, r.old) {
			return "", fmt.Errorf("rule 16 found no %q: gqlgen's output changed, update cmd/gqlfast", r.old)
		}
		out = strings.ReplaceAll(out, r.old, r.new)
	}
	for _, old := range []string{"&outObject.FieldSet", "fs *graphql.FieldSet", "fs.Invalids", "innerFunc(ctx, out)", "innerFunc(ctx, deferred)"} {
		if strings.Contains(out, old) {
			return "", fmt.Errorf("rule 16 left %q: gqlgen's output changed, update cmd/gqlfast", old)
		}
	}
	return out, nil
}

// inFieldContext is a field function named name on objType (what says what
// it is) that builds its field context with fieldCtx, puts it in ctx, then
// runs body.
func inFieldContext(name, objType, what, fieldCtx, body string) string {
	return fmt.Sprintf(`func (ec *executionContext) %s(ctx context.Context, field graphql.CollectedField, obj %s) (ret graphql.Marshaler) {
	// gqlfast: %s.
	fc, err := ec.%s(ctx, field)
	if err != nil {
		return graphql.Null
	}
	ctx, fc = gqlrun.InField(ctx, fc)
	%s
}
`, name, objType, what, fieldCtx, body)
}

// scalarFieldContexts returns the field-context functions that build a
// scalar (leaf) field's context.
func scalarFieldContexts(src string) map[string]bool {
	re := regexp.MustCompile(`(?m)^func \(ec \*executionContext\) (fieldContext_\w+)\(_ context\.Context, field graphql\.CollectedField\) \(fc \*graphql\.FieldContext, err error\) \{
	return graphql\.NewScalarFieldContext\(`)
	m := map[string]bool{}
	for _, g := range re.FindAllStringSubmatch(src, -1) {
		m[g[1]] = true
	}
	return m
}
