// Package enum maps GraphQL enum names (FULL_TIME) to the values Canvass
// stores and the REST shim speaks ("full-time"), in one table per type.
package enum

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Table pairs GraphQL names with stored values, in display order.
type Table struct {
	Type  string
	pairs [][2]string // {graphQLName, storedValue}
}

// New builds a table from alternating GraphQL names and stored values.
func New(typ string, namesAndValues ...string) *Table {
	t := &Table{Type: typ}
	for i := 0; i+1 < len(namesAndValues); i += 2 {
		t.pairs = append(t.pairs, [2]string{namesAndValues[i], namesAndValues[i+1]})
	}
	return t
}

// Values lists the stored values in order.
func (t *Table) Values() []string {
	out := make([]string, len(t.pairs))
	for i, p := range t.pairs {
		out[i] = p[1]
	}
	return out
}

// Parse finds the stored value for s, accepting the stored value or the
// GraphQL name in any letter case ("Full-Time", "full_time", "FULL_TIME").
func (t *Table) Parse(s string) (string, bool) {
	norm := func(x string) string {
		return strings.NewReplacer("-", "_", " ", "_").Replace(strings.ToLower(strings.TrimSpace(x)))
	}
	n := norm(s)
	for _, p := range t.pairs {
		if n == norm(p[0]) || n == norm(p[1]) {
			return p[1], true
		}
	}
	return "", false
}

// Name returns the GraphQL name of a stored value.
func (t *Table) Name(value string) string {
	for _, p := range t.pairs {
		if p[1] == value {
			return p[0]
		}
	}
	return ""
}

// MarshalGQL writes the GraphQL name of value.
func (t *Table) MarshalGQL(w io.Writer, value string) {
	io.WriteString(w, strconv.Quote(t.Name(value)))
}

// UnmarshalGQL reads a GraphQL enum name into its stored value.
func (t *Table) UnmarshalGQL(v any) (string, error) {
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("%s must be a string", t.Type)
	}
	for _, p := range t.pairs {
		if p[0] == s {
			return p[1], nil
		}
	}
	return "", fmt.Errorf("%s is not a valid %s", s, t.Type)
}
