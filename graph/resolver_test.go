package graph

import (
	"reflect"
	"testing"

	"canvass/graph/generated"
)

// Every accessor of the executor's resolver root hands out the same value
// each call (gqlgen's allocate one per call), of the generated accessor's
// type: a type that gains resolvers must be added to root.
func TestRootCachesEveryAccessor(t *testing.T) {
	r := &Resolver{}
	var rt generated.ResolverRoot = newRoot(r)
	iface := reflect.TypeOf((*generated.ResolverRoot)(nil)).Elem()
	for i := 0; i < iface.NumMethod(); i++ {
		name := iface.Method(i).Name
		call := func(v any) any { return reflect.ValueOf(v).MethodByName(name).Call(nil)[0].Interface() }
		a, b, fresh := call(rt), call(rt), call(r)
		if a != b {
			t.Errorf("root.%s: a new value on every call (add it to root)", name)
		}
		if reflect.TypeOf(a) != reflect.TypeOf(fresh) {
			t.Errorf("root.%s: %T, the generated accessor gives %T", name, a, fresh)
		}
	}
	if iface.NumMethod() < 13 {
		t.Errorf("ResolverRoot has %d accessors", iface.NumMethod())
	}
}
