// Package enum holds Canvass's enums, one table per type: the GraphQL name
// (FULL_TIME), the value Canvass stores and the REST shim speaks
// ("full-time"), the display label ("Full-Time") and, where screens show the
// value as a coloured badge, its Chakra palette ("green"). The table is the
// one source of labels: the server's facets and pages read them here, and
// `go run ./cmd/labelgen` (run by `make generate`) writes them for the web
// app to web/src/generated/labels.ts.
package enum

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
)

// Value is one member of an enum.
type Value struct {
	Name    string // GraphQL name: FULL_TIME
	Stored  string // stored and REST value: full-time
	Label   string // display label: Full-Time
	Palette string // badge colour (a Chakra palette), "" for none
}

// V is a member without a badge colour.
func V(name, stored, label string) Value {
	return Value{Name: name, Stored: stored, Label: label}
}

// Badge is v shown as a badge in palette (a Chakra colour palette: "blue").
func (v Value) Badge(palette string) Value {
	v.Palette = palette
	return v
}

// Table is one enum's members, in display (form) order.
type Table struct {
	Type   string // the GraphQL enum type: JobType
	values []Value
}

var (
	mu       sync.Mutex
	registry = map[string]*Table{}
)

// New builds the table of the GraphQL enum typ and registers it for All.
// It panics when typ is registered twice.
func New(typ string, values ...Value) *Table {
	t := &Table{Type: typ, values: values}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := registry[typ]; dup {
		panic("enum: " + typ + " is defined twice")
	}
	registry[typ] = t
	return t
}

// All lists every registered table (of the packages the program imports),
// sorted by type name.
func All() []*Table {
	mu.Lock()
	defer mu.Unlock()
	out := make([]*Table, 0, len(registry))
	for _, t := range registry {
		out = append(out, t)
	}
	slices.SortFunc(out, func(a, b *Table) int { return strings.Compare(a.Type, b.Type) })
	return out
}

// Members lists the members in order.
func (t *Table) Members() []Value { return slices.Clone(t.values) }

// Values lists the stored values in order.
func (t *Table) Values() []string {
	out := make([]string, len(t.values))
	for i, v := range t.values {
		out[i] = v.Stored
	}
	return out
}

func (t *Table) byStored(stored string) (Value, bool) {
	for _, v := range t.values {
		if v.Stored == stored {
			return v, true
		}
	}
	return Value{}, false
}

// Parse finds the stored value for s, accepting the stored value or the
// GraphQL name in any letter case ("Full-Time", "full_time", "FULL_TIME").
func (t *Table) Parse(s string) (string, bool) {
	norm := func(x string) string {
		return strings.NewReplacer("-", "_", " ", "_").Replace(strings.ToLower(strings.TrimSpace(x)))
	}
	n := norm(s)
	for _, v := range t.values {
		if n == norm(v.Name) || n == norm(v.Stored) {
			return v.Stored, true
		}
	}
	return "", false
}

// Name returns the GraphQL name of a stored value ("" when unknown).
func (t *Table) Name(stored string) string {
	v, _ := t.byStored(stored)
	return v.Name
}

// Label returns the display label of a stored value; an unknown value is
// its own label.
func (t *Table) Label(stored string) string {
	if v, ok := t.byStored(stored); ok {
		return v.Label
	}
	return stored
}

// Palette returns the badge palette of a stored value ("" when it has none
// or is unknown).
func (t *Table) Palette(stored string) string {
	v, _ := t.byStored(stored)
	return v.Palette
}

// MarshalGQL writes the GraphQL name of value.
// A GraphQL name ([_A-Za-z][_0-9A-Za-z]*) needs no escaping: it is
// written between quotes as it is, with no string made per value.
func (t *Table) MarshalGQL(w io.Writer, value string) {
	io.WriteString(w, `"`)
	io.WriteString(w, t.Name(value)) // "" for an unknown value
	io.WriteString(w, `"`)
}

// UnmarshalGQL reads a GraphQL enum name into its stored value.
func (t *Table) UnmarshalGQL(v any) (string, error) {
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("%s must be a string", t.Type)
	}
	for _, m := range t.values {
		if m.Name == s {
			return m.Stored, nil
		}
	}
	return "", fmt.Errorf("%s is not a valid %s", s, t.Type)
}

// Unmarshal is the UnmarshalGQL of a string type T whose values are t's:
// it reads a GraphQL enum name into dst as its stored value.
func Unmarshal[T ~string](t *Table, dst *T, v any) error {
	s, err := t.UnmarshalGQL(v)
	*dst = T(s)
	return err
}
