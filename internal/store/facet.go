package store

import (
	"context"
	"sort"
	"strings"
)

// Facets: the values of a list's filter dropdowns with how many records
// hold each, counted in one statement (a UNION ALL of GROUP BYs, one per
// dropdown, each row tagged with its dropdown's kind).

// Facet is one value of a filter dropdown.
type Facet struct {
	Value string // what the filter takes
	Label string // what the dropdown shows
	Count int
}

// FacetCounts runs query, whose rows are (kind, value, n), and returns the
// counts of each kind by value, in row order.
func FacetCounts(ctx context.Context, db Queryer, query string, args ...any) (map[string][]Facet, error) {
	var rows []struct {
		Kind  string  `db:"kind"`
		Value *string `db:"value"`
		N     int     `db:"n"`
	}
	if err := db.Select(ctx, &rows, query, args...); err != nil {
		return nil, err
	}
	out := map[string][]Facet{}
	for _, r := range rows {
		v := ""
		if r.Value != nil {
			v = *r.Value
		}
		out[r.Kind] = append(out[r.Kind], Facet{Value: v, Label: v, Count: r.N})
	}
	return out, nil
}

// InTableOrder returns the facets whose value is in values, in that order,
// labelled by label (nil keeps the value) and valued by name (nil keeps the
// stored value); values absent from fs are left out. Never nil.
func InTableOrder(fs []Facet, values []string, name, label func(string) string) []Facet {
	count := make(map[string]int, len(fs))
	for _, f := range fs {
		count[f.Value] += f.Count
	}
	out := []Facet{}
	for _, v := range values {
		n, ok := count[v]
		if !ok || n == 0 {
			continue
		}
		f := Facet{Value: v, Label: v, Count: n}
		if label != nil {
			f.Label = label(v)
		}
		if name != nil {
			f.Value = name(v)
		}
		out = append(out, f)
	}
	return out
}

// TopAlphabetical keeps the max most common facets, then orders them by
// label ignoring case (ties by label, then value); a facet whose value is
// "" goes last. Never nil.
func TopAlphabetical(fs []Facet, max int) []Facet {
	fs = append([]Facet{}, fs...)
	if len(fs) > max {
		sort.SliceStable(fs, func(i, j int) bool { return fs[i].Count > fs[j].Count })
		fs = fs[:max]
	}
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if (a.Value == "") != (b.Value == "") {
			return b.Value == ""
		}
		if la, lb := strings.ToLower(a.Label), strings.ToLower(b.Label); la != lb {
			return la < lb
		}
		return a.Label < b.Label
	})
	return fs
}
