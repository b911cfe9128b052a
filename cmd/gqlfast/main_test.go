package main

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
)

// The committed executor is gqlgen's output rewritten: every leaf field
// read from its object is marshalled in place and no object computes its
// path for @defer unless it has deferred fragments. (check-generated
// regenerates it, so this also checks a regeneration's rewrite.)
func TestCommittedExecutorIsRewritten(t *testing.T) {
	s := committedExecutor(t)
	if n := strings.Count(s, "// gqlfast: a leaf read from obj"); n < 100 {
		t.Errorf("%d leaf fields rewritten, want over 100", n)
	}
	if n := strings.Count(s, "// gqlfast: a resolver without middleware") + strings.Count(s, "// gqlfast: a Boolean resolver"); n < 40 {
		t.Errorf("%d resolver fields rewritten, want over 40", n)
	}
	if n := strings.Count(s, "return gqlrun.ResolveBoolean("); n < 5 {
		t.Errorf("%d Boolean resolvers run in their object's context, want 5 or more", n)
	}
	if n := strings.Count(s, "return gqlrun.TimeAt(&obj."); n < 10 {
		t.Errorf("%d Time leaves written from their object, want over 10", n)
	}
	if n := strings.Count(s, "// gqlfast: an object or list read from obj"); n < 50 {
		t.Errorf("%d object fields rewritten, want over 50", n)
	}
	if strings.Contains(s, "\tec.ProcessDeferredGroup(") && !strings.Contains(s, "\t\tec.ProcessDeferredGroup(") {
		t.Error("an object's defer bookkeeping is unconditional")
	}
	if strings.Contains(s, "graphql.MarshalSliceConcurrently(") {
		t.Error("a list is marshalled by gqlgen's one goroutine per element")
	}
	if strings.Contains(s, "graphql.CollectFields(") || strings.Contains(s, "deferredFieldSet := graphql.NewFieldSet(nil)") ||
		strings.Contains(s, "\treturn out\n") || strings.Contains(s, "out.Dispatch(ctx)") || strings.Contains(s, "out.Concurrently(i,") ||
		strings.Contains(s, "graphql.MarshalBoolean(") || regexp.MustCompile(`NewScalarFieldContext\([^\n]*errors\.New\(`).MatchString(s) {
		t.Error("an object is not rewritten (fields collected by gqlgen, defer set made up front or FieldSet returned)")
	}
	if strings.Contains(s, "innerFunc(ctx, deferredFieldSet)") || strings.Contains(s, "gqlrun.Later(delayed, i, func(ctx context.Context) graphql.Marshaler { return innerFunc(ctx, out) })") {
		t.Error("an object's resolved field is run by a closure around innerFunc, or its deferred set is captured (and on the heap)")
	}
	if strings.Contains(s, "out.Values[i] = graphql.MarshalString(") || regexp.MustCompile(`= ec\._\w+_(id|username|title|content)\(ctx, field, obj\)`).MatchString(s) {
		t.Error("a __typename, or a String or ID leaf, is boxed on its own rather than kept in its object")
	}
	if strings.Contains(s, "gqlrun.LaterIn(delayed, i, innerFunc)") || strings.Count(s, "delayed := delayedOnStack[:0]") < 5 {
		t.Error("an object's resolved field is queued as a closure, or its queue is not on the stack")
	}
	if !strings.Contains(s, "buf := gqlrun.AnswerBuffer(opCtx)") {
		t.Error("a query's answer is written into a buffer grown from empty")
	}
	if strings.Contains(s, "UnmarshalerMap") {
		t.Error("every operation builds the input unmarshalers' map")
	}
	if regexp.MustCompile(`\tChild: func\([^\n]*\n[^\n]*\bec\.`).MatchString(s) {
		t.Error("a field context builds a Child closure")
	}
	if leafField.MatchString(s) {
		// Any remaining match must be a non-leaf field (object or list).
		for _, m := range leafField.FindAllStringSubmatch(s, -1) {
			if scalarFieldContexts(s)[m[3]] {
				t.Errorf("leaf field %s left to graphql.ResolveField", m[1])
			}
		}
	}
}

const sample = `package generated

import (
	"context"
)

func (ec *executionContext) marshalNJobEdge(ctx context.Context, sel ast.SelectionSet, v []model.JobEdge) graphql.Marshaler {
	ret := graphql.MarshalSliceConcurrently(ctx, len(v), 0, false, func(ctx context.Context, i int) graphql.Marshaler {
		return ec.marshalNJobEdge2JobEdge(ctx, sel, v[i])
	})
	return ret
}
func (ec *executionContext) fieldContext_Query_jobs(ctx context.Context, field graphql.CollectedField) (fc *graphql.FieldContext, err error) {
	fc = &graphql.FieldContext{
		Object:     "Query",
		Field:      field,
		IsMethod:   true,
		IsResolver: true,
	}
	ctx = graphql.WithFieldContext(ctx, fc)
	if fc.Args, err = ec.field_Query_jobs_args(ctx, field.ArgumentMap(ec.Variables)); err != nil {
		ec.Error(ctx, err)
		return fc, err
	}
	return fc, nil
}
func (ec *executionContext) marshalNJobEdge2JobEdge(ctx context.Context, sel ast.SelectionSet, v model.JobEdge) graphql.Marshaler {
	return ec._JobEdge(ctx, sel, &v)
}
func (ec *executionContext) _Job_title(ctx context.Context, field graphql.CollectedField, obj *jobs.Job) (ret graphql.Marshaler) {
	return graphql.ResolveField(
		ctx,
		ec.OperationContext,
		field,
		func(ctx context.Context, field graphql.CollectedField) (*graphql.FieldContext, error) {
			return ec.fieldContext_Job_title(ctx, field)
		},
		func(ctx context.Context) (any, error) {
			return obj.Title, nil
		},
		nil,
		func(ctx context.Context, selections ast.SelectionSet, v string) graphql.Marshaler {
			return ec.marshalNString2string(ctx, selections, v)
		},
		true,
		true,
	)
}
func (ec *executionContext) _Job_createdAt(ctx context.Context, field graphql.CollectedField, obj *jobs.Job) (ret graphql.Marshaler) {
	return graphql.ResolveField(
		ctx,
		ec.OperationContext,
		field,
		func(ctx context.Context, field graphql.CollectedField) (*graphql.FieldContext, error) {
			return ec.fieldContext_Job_createdAt(ctx, field)
		},
		func(ctx context.Context) (any, error) {
			return obj.CreatedAt, nil
		},
		nil,
		func(ctx context.Context, selections ast.SelectionSet, v time.Time) graphql.Marshaler {
			return ec.marshalNTime2timeᚐTime(ctx, selections, v)
		},
		true,
		true,
	)
}
func (ec *executionContext) fieldContext_Job_createdAt(_ context.Context, field graphql.CollectedField) (fc *graphql.FieldContext, err error) {
	return graphql.NewScalarFieldContext("Job", field, false, false, errors.New("field of type Time does not have child fields"))
}
func (ec *executionContext) _JobEdge_node(ctx context.Context, field graphql.CollectedField, obj *model.JobEdge) (ret graphql.Marshaler) {
	return graphql.ResolveField(
		ctx,
		ec.OperationContext,
		field,
		func(ctx context.Context, field graphql.CollectedField) (*graphql.FieldContext, error) {
			return ec.fieldContext_JobEdge_node(ctx, field)
		},
		func(ctx context.Context) (any, error) {
			return obj.Node, nil
		},
		nil,
		func(ctx context.Context, selections ast.SelectionSet, v *jobs.Job) graphql.Marshaler {
			return ec.marshalNJob2ᚖJob(ctx, selections, v)
		},
		true,
		true,
	)
}
func (ec *executionContext) _Job_owner(ctx context.Context, field graphql.CollectedField, obj *jobs.Job) (ret graphql.Marshaler) {
	return graphql.ResolveField(
		ctx,
		ec.OperationContext,
		field,
		func(ctx context.Context, field graphql.CollectedField) (*graphql.FieldContext, error) {
			return ec.fieldContext_Job_owner(ctx, field)
		},
		func(ctx context.Context) (any, error) {
			return ec.Resolvers.Job().Owner(ctx, obj)
		},
		nil,
		func(ctx context.Context, selections ast.SelectionSet, v *accounts.User) graphql.Marshaler {
			return ec.marshalOUser2ᚖUser(ctx, selections, v)
		},
		true,
		false,
	)
}
func (ec *executionContext) _Job_viewerHasApplied(ctx context.Context, field graphql.CollectedField, obj *jobs.Job) (ret graphql.Marshaler) {
	return graphql.ResolveField(
		ctx,
		ec.OperationContext,
		field,
		func(ctx context.Context, field graphql.CollectedField) (*graphql.FieldContext, error) {
			return ec.fieldContext_Job_viewerHasApplied(ctx, field)
		},
		func(ctx context.Context) (any, error) {
			return ec.Resolvers.Job().ViewerHasApplied(ctx, obj)
		},
		nil,
		func(ctx context.Context, selections ast.SelectionSet, v bool) graphql.Marshaler {
			return ec.marshalNBoolean2bool(ctx, selections, v)
		},
		true,
		true,
	)
}
func (ec *executionContext) marshalNBoolean2bool(ctx context.Context, sel ast.SelectionSet, v bool) graphql.Marshaler {
	res := graphql.MarshalBoolean(v)
	return res
}
func (ec *executionContext) fieldContext_Job_title(_ context.Context, field graphql.CollectedField) (fc *graphql.FieldContext, err error) {
	return graphql.NewScalarFieldContext("Job", field, false, false, errors.New("field of type String does not have child fields"))
}
func (ec *executionContext) _Job(ctx context.Context, sel ast.SelectionSet, obj *jobs.Job) graphql.Marshaler {
	fields := graphql.CollectFields(ec.OperationContext, sel, jobImplementors)

	out := graphql.NewFieldSet(fields)
	deferredFieldSet := graphql.NewFieldSet(nil)
	deferLabelToView := make(map[string]*graphql.FieldSetView)
	for i, field := range fields {
		switch field.Name {
		case "__typename":
			out.Values[i] = graphql.MarshalString("Job")
		case "title":
			out.Values[i] = ec._Job_title(ctx, field, obj)
			if out.Values[i] == graphql.Null {
				out.Invalids++
			}
		case "owner":
			field := field

			innerFunc := func(ctx context.Context, fs *graphql.FieldSet) (res graphql.Marshaler) {
				defer func() {
					if r := recover(); r != nil {
						ec.Error(ctx, ec.Recover(ctx, r))
					}
				}()
				res = ec._Job_owner(ctx, field, obj)
				if res == graphql.Null {
					atomic.AddUint32(&fs.Invalids, 1)
				}
				return res
			}

			if field.IsDeferred() {
				deferredFieldSet.AddField(field)
				fieldIndex := len(deferredFieldSet.Values) - 1
				deferredFieldSet.Concurrently(fieldIndex, func(ctx context.Context) graphql.Marshaler {
					return innerFunc(ctx, deferredFieldSet)
				})
				continue
			}

			out.Concurrently(i, func(ctx context.Context) graphql.Marshaler { return innerFunc(ctx, out) })
		}
	}
	out.Dispatch(ctx)
	atomic.AddInt32(&ec.Deferred, int32(min(len(deferLabelToView), math.MaxInt32)))

	ec.ProcessDeferredGroup(graphql.DeferredGroup{
		Defers:   deferLabelToView,
		Path:     graphql.GetPath(ctx),
		FieldSet: deferredFieldSet,
		Context:  ctx,
	})

	return out
}
func (ec *executionContext) fieldContext_JobEdge_node(_ context.Context, field graphql.CollectedField) (fc *graphql.FieldContext, err error) {
	fc = &graphql.FieldContext{
		Object:     "JobEdge",
		Field:      field,
		IsMethod:   false,
		IsResolver: false,
		Child: func(ctx context.Context, field graphql.CollectedField) (*graphql.FieldContext, error) {
			return ec.childFields_Job(ctx, field)
		},
	}
	return fc, nil
}
func (e *executableSchema) Exec(ctx context.Context) graphql.ResponseHandler {
	opCtx := graphql.GetOperationContext(ctx)
	ec := newExecutionContext(opCtx, e, make(chan graphql.DeferredResult))
	inputUnmarshalMap := graphql.BuildUnmarshalerMap(
		ec.unmarshalInputJobFilter,
		ec.unmarshalInputLoginInput,
	)
	first := true
	if first {
		first = false
		ctx = graphql.WithUnmarshalerMap(ctx, inputUnmarshalMap)
		data = ec._Query(ctx, opCtx.Operation.SelectionSet)
	}
			var buf bytes.Buffer
			data.MarshalGQL(&buf)
			response.Data = buf.Bytes()
	return nil
}
func (ec *executionContext) _Subscription(ctx context.Context, sel ast.SelectionSet) func(ctx context.Context) graphql.Marshaler {
	fields := graphql.CollectFields(ec.OperationContext, sel, subscriptionImplementors)
	return nil
}
`

// The rewrite on gqlgen's text, its idempotence, and its refusal when
// gqlgen's output no longer has the shapes it rewrites.
func TestRewrite(t *testing.T) {
	out, leaves, defers, err := rewrite(sample)
	if err != nil || leaves != 2 || defers != 1 {
		t.Fatalf("rewrite: %d leaves, %d defers, %v", leaves, defers, err)
	}
	if !strings.Contains(out, "return ec.marshalNString2string(ctx, field.Selections, obj.Title)") ||
		!strings.Contains(out, "if !obj.CreatedAt.IsZero() {\n\t\treturn gqlrun.TimeAt(&obj.CreatedAt)\n\t}\n\treturn ec.marshalNTime2timeᚐTime(ctx, field.Selections, obj.CreatedAt)") ||
		!strings.Contains(out, "if len(deferLabelToView) > 0 {") || strings.Contains(out, "graphql.ResolveField(") ||
		!strings.Contains(out, "gqlrun.MarshalSlice(ctx, len(v)") || !strings.Contains(out, "return ec._JobEdge(ctx, sel, &v[i]) // gqlfast") ||
		!strings.Contains(out, "return gqlrun.ResolveBoolean(ctx, ec, ec.OperationContext, field, (*executionContext).fieldContext_Job_viewerHasApplied, true, true,\n\t\tfunc(ctx context.Context) (bool, error) { return ec.Resolvers.Job().ViewerHasApplied(ctx, obj) })\n") ||
		!strings.Contains(out, "if fc.Args, err = gqlrun.FieldArgs(ctx, ec, field, ec.Variables, (*executionContext).field_Query_jobs_args); err != nil {") || !strings.Contains(out, `"canvass/graph/gqlrun"`) ||
		strings.Count(out, "gqlrun.CollectFields(ec.OperationContext, sel, ") != 2 || strings.Contains(out, "graphql.CollectFields(") ||
		!strings.Contains(out, "var deferredFieldSet *graphql.FieldSet") || !strings.Contains(out, "if deferredFieldSet == nil {") ||
		!strings.Contains(out, "return outObject // gqlfast") || !strings.Contains(out, "outObject := gqlrun.NewObject(fields)") || !strings.Contains(out, "fc, err := ec.fieldContext_JobEdge_node(ctx, field)") ||
		!strings.Contains(out, "return ec.marshalNJob2ᚖJob(ctx, field.Selections, v)") || !strings.Contains(out, "ctx, fc = gqlrun.InField(ctx, fc)") ||
		!strings.Contains(out, "return gqlrun.Resolve(ctx, ec.OperationContext, fc, true, false,") ||
		strings.Contains(out, "gqlrun.LaterIn(delayed, i, innerFunc)") ||
		!strings.Contains(out, "delayed = append(delayed, gqlrun.Delayed{Index: i, Call: delayed_Job_owner, EC: ec, Obj: obj, Field: field})") ||
		!strings.Contains(out, "func delayed_Job_owner(ecAny, objAny any, ctx context.Context, field graphql.CollectedField, invalids *uint32) (res graphql.Marshaler) {\n\tec, obj := ecAny.(*executionContext), objAny.(*jobs.Job)\n") ||
		!strings.Contains(out, "delayed := delayedOnStack[:0]") || !strings.Contains(out, "if field.IsDeferred() {\n\t\t\t\tinnerFunc := func(") ||
		!strings.Contains(out, "out.Values[i] = gqlrun.StringAt(&obj.Title) // gqlfast") || !strings.Contains(out, `out.Values[i] = gqlrun.Typename("Job")`) || !strings.Contains(out, "return innerFunc(ctx, &deferred.Invalids)\n") ||
		!strings.Contains(out, "\tout := outObject\n") || strings.Contains(out, "&outObject.FieldSet") || !strings.Contains(out, "atomic.AddUint32(invalids, 1)") || strings.Contains(out, "fs.Invalids") ||
		strings.Contains(out, "innerFunc(ctx, deferredFieldSet)") || !strings.Contains(out, "gqlrun.Dispatch(ctx, out, delayed)") ||
		strings.Contains(out, "out.Dispatch(") || !strings.Contains(out, "res := gqlrun.MarshalBoolean(v)") ||
		!strings.Contains(out, `NewScalarFieldContext("Job", field, false, false, errNoChildFieldsString)`) ||
		!strings.Contains(out, `errNoChildFieldsString = errors.New("field of type String does not have child fields")`) ||
		!strings.Contains(out, "func(ctx context.Context) (*accounts.User, error) { return ec.Resolvers.Job().Owner(ctx, obj) },") || strings.Contains(out, "return out\n") ||
		strings.Contains(out, "UnmarshalerMap") || strings.Contains(out, "Child:") || !strings.Contains(out, "// gqlfast: no Child (never called).") || strings.Contains(out, "inputUnmarshalMap") || !strings.Contains(out, "first = false\n\t\tdata = ec._Query(") ||
		!strings.Contains(out, "buf := gqlrun.AnswerBuffer(opCtx)") || !strings.Contains(out, "response.Data = gqlrun.Answered(opCtx, buf)") {
		t.Errorf("rewritten:\n%s", out)
	}
	again, _, _, err := rewrite(out)
	if err != nil || again != out {
		t.Errorf("second rewrite changed the file (%v)", err)
	}
	for _, change := range [][2]string{{"ResolveField", "ResolveFieldV2"}, {"return out\n", "return &out\n"}, {"graphql.NewFieldSet(nil)", "graphql.NewFieldSetV2()"},
		{"graphql.WithUnmarshalerMap(ctx, inputUnmarshalMap)", "graphql.WithInputs(ctx, inputUnmarshalMap)"},
		{"marshalNTime2timeᚐTime", "marshalNTimeV2"}, {"field.ArgumentMap(ec.Variables)", "field.Arguments(ec.Variables)"}, {"data.MarshalGQL(&buf)", "data.MarshalGQL(buf)"}} {
		if _, _, _, err := rewrite(strings.ReplaceAll(sample, change[0], change[1])); err == nil {
			t.Errorf("a changed gqlgen output (%s) was accepted", change[1])
		}
	}
}

// resolveCall is a rewritten resolver field (rules 5 and 19): groups 1
// the object type, 2 the field, 3 recoverFromPanic, 4 nonNull.
var resolveCall = regexp.MustCompile(`func \(ec \*executionContext\) _([A-Za-z0-9]+)_(\w+)\(ctx context\.Context, field graphql\.CollectedField, obj [^)]*\) \(ret graphql\.Marshaler\) \{\n(?:[^\n]*\n){0,8}?\treturn gqlrun\.Resolve(?:Boolean)?\([^\n]*?(true|false), (true|false),\n`)

// The rewritten resolver fields keep gqlgen's flags: a panic is recovered,
// and a null or an error of a non-null field nulls its parent. (Most such
// fields never fail on real data, so the differential test in graph
// cannot see a flag passed wrong.)
func TestResolverFlagsAsSchema(t *testing.T) {
	src := committedExecutor(t)
	schemaSrc, err := os.ReadFile("../../schema.graphql")
	if err != nil {
		t.Fatal(err)
	}
	schema, gerr := gqlparser.LoadSchema(&ast.Source{Name: "schema.graphql", Input: string(schemaSrc)})
	if gerr != nil {
		t.Fatal(gerr)
	}
	calls := resolveCall.FindAllStringSubmatch(string(src), -1)
	if want := strings.Count(string(src), "return gqlrun.Resolve(") + strings.Count(string(src), "return gqlrun.ResolveBoolean("); len(calls) != want || want < 40 {
		t.Fatalf("found %d resolver fields' flags of %d calls: update resolveCall", len(calls), want)
	}
	for _, c := range calls {
		def := schema.Types[c[1]]
		if def == nil || def.Fields.ForName(c[2]) == nil {
			t.Errorf("%s.%s is not in the schema", c[1], c[2])
			continue
		}
		nonNull := def.Fields.ForName(c[2]).Type.NonNull
		if c[3] != "true" || c[4] != strconv.FormatBool(nonNull) {
			t.Errorf("%s.%s: recoverFromPanic %s, nonNull %s; want true, %t", c[1], c[2], c[3], c[4], nonNull)
		}
	}
}
