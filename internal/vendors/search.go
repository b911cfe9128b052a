package vendors

import (
	"context"
	"sort"
	"strings"
	"time"
	"unicode"

	"canvass/internal/apperr"
	"canvass/internal/store"
)

// Filter narrows the directory. Every field is optional.
type Filter struct {
	// Search matches words in the name and description: each word typed is a
	// prefix of a word in the profile ("consult" finds "Consulting"); all
	// words must match. Punctuation is ignored, so no input can fail.
	Search string
	// Category is a filter chip (Consulting, Advertising, Digital,
	// Fundraising, Polling; see ChipCategories), a category value, label or
	// GraphQL name, in any case; "", "all" or "_all" mean every category.
	Category string
	// Location matches the whole location, ignoring case and outer spaces.
	Location string
	// Affiliation is Democratic, Republican, Nonpartisan or Other (any case);
	// "" or "_all" mean every affiliation.
	Affiliation string
}

// Order is the directory's sort order.
type Order string

const (
	// ByName is "Name A-Z": case-insensitive, then id. The spec's default.
	ByName Order = "name"
	// Newest is "Most Recent": newest first, then id.
	Newest Order = "newest"
)

// Search limits.
const (
	maxSearchTerms   = 8
	maxSearchTermLen = 40
	MaxPageSize      = 100
)

// searchTerms splits s into at most maxSearchTerms lower-cased words of
// letters and digits. Everything else (quotes, operators, NUL bytes, broken
// UTF-8) is a separator, so the text-search query built from the terms is
// always well formed.
func searchTerms(s string) []string {
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	if len(words) > maxSearchTerms {
		words = words[:maxSearchTerms]
	}
	for i, w := range words {
		if r := []rune(w); len(r) > maxSearchTermLen {
			words[i] = string(r[:maxSearchTermLen])
		}
	}
	return words
}

// where builds the WHERE clause (with a leading " WHERE" when not empty)
// for f. ok is false when the filter can match nothing (an unknown
// category or affiliation), so callers skip the query.
func where(d store.Dialect, f Filter) (clause string, args []any, ok bool) {
	var conds []string
	if terms := searchTerms(f.Search); len(terms) > 0 {
		if d == store.Postgres {
			q := make([]string, len(terms))
			for i, t := range terms {
				q[i] = t + ":*"
			}
			conds = append(conds, `v.search @@ to_tsquery('simple'::regconfig, ?)`)
			args = append(args, strings.Join(q, " & "))
		} else {
			q := make([]string, len(terms))
			for i, t := range terms {
				q[i] = `"` + t + `"*`
			}
			conds = append(conds, `v.id IN (SELECT rowid FROM vendors_fts WHERE vendors_fts MATCH ?)`)
			args = append(args, strings.Join(q, " "))
		}
	}
	if c, all, known := FilterCategory(f.Category); !known {
		return "", nil, false
	} else if !all {
		conds = append(conds, `v.category = ?`)
		args = append(args, string(c))
	}
	if loc := strings.TrimSpace(f.Location); loc != "" && loc != "_all" {
		conds = append(conds, `lower(v.location) = lower(?)`)
		args = append(args, loc)
	}
	if a := strings.TrimSpace(f.Affiliation); a != "" && a != "_all" {
		aff, none, known := ParseAffiliation(a)
		switch {
		case !known:
			return "", nil, false
		case none:
			conds = append(conds, `v.affiliation IS NULL`)
		default:
			conds = append(conds, `v.affiliation = ?`)
			args = append(args, string(aff))
		}
	}
	if len(conds) == 0 {
		return "", nil, true
	}
	return " WHERE " + strings.Join(conds, " AND "), args, true
}

// cursor is the keyset position after a row: the order it belongs to, the
// sort key (name key or creation time) and the id.
type cursor struct {
	O string     `json:"o"`
	K string     `json:"k,omitempty"`
	T *time.Time `json:"t,omitempty"`
	I int64      `json:"i"`
}

type row struct {
	Vendor
	NameKey string `db:"name_key"`
}

// Search returns one page of the directory: at most first vendors (capped
// at MaxPageSize) matching f, in order, after the cursor after ("" for the
// first page). It runs one statement and never counts all matches.
func (s *Service) Search(ctx context.Context, f Filter, order Order, first int, after string) (store.Page[*Vendor], error) {
	var page store.Page[*Vendor]
	if order == "" {
		order = ByName
	}
	if first > MaxPageSize {
		first = MaxPageSize
	}
	q, args, ok, err := s.pageSQL(f, order, first, after)
	if err != nil || !ok || first <= 0 {
		return page, err
	}
	var rows []row
	if err := s.db.Select(ctx, &rows, q, args...); err != nil {
		return page, err
	}
	if len(rows) > first {
		rows, page.HasNext = rows[:first], true
	}
	page.Items = make([]*Vendor, len(rows))
	page.Cursors = make([]string, len(rows))
	for i := range rows {
		v := rows[i].Vendor
		page.Items[i] = &v
		c := cursor{O: string(order), I: v.ID}
		if order == ByName {
			c.K = rows[i].NameKey
		} else {
			t := v.CreatedAt.UTC()
			c.T = &t
		}
		page.Cursors[i] = store.EncodeCursor(c)
	}
	return page, nil
}

// pageSQL builds the statement of one directory page (first+1 rows, to
// know whether more follow). ok is false when the filter matches nothing.
func (s *Service) pageSQL(f Filter, order Order, first int, after string) (q string, args []any, ok bool, err error) {
	if order != ByName && order != Newest {
		return "", nil, false, apperr.Field("sort", "Sort must be name or newest.")
	}
	clause, args, ok := where(s.db.Dialect(), f)
	if !ok {
		return "", nil, false, nil
	}
	if after != "" {
		var c cursor
		if err := store.DecodeCursor(after, &c); err != nil {
			return "", nil, false, err
		}
		if c.O != string(order) || (order == Newest && c.T == nil) {
			return "", nil, false, apperr.New(apperr.Invalid, "Invalid cursor.")
		}
		and := " WHERE "
		if clause != "" {
			and = " AND "
		}
		if order == ByName {
			clause += and + `(v.name_key > ? OR (v.name_key = ? AND v.id > ?))`
			args = append(args, c.K, c.K, c.I)
		} else {
			clause += and + `(v.created_at < ? OR (v.created_at = ? AND v.id < ?))`
			args = append(args, c.T.UTC(), c.T.UTC(), c.I)
		}
	}
	orderBy := ` ORDER BY v.name_key, v.id`
	if order == Newest {
		orderBy = ` ORDER BY v.created_at DESC, v.id DESC`
	}
	return `SELECT ` + columns + `, v.name_key FROM vendors v` + clause + orderBy + ` LIMIT ?`, append(args, first+1), true, nil
}

// ExplainSearch returns the query plan of the first page of a search (for
// make bench): EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on SQLite.
func (s *Service) ExplainSearch(ctx context.Context, f Filter, order Order, first int) ([]string, error) {
	q, args, ok, err := s.pageSQL(f, order, first, "")
	if err != nil || !ok {
		return nil, err
	}
	return s.db.Explain(ctx, q, args...)
}

// Count returns how many vendors match f (for totalCount, computed only
// when a client asks for it).
func (s *Service) Count(ctx context.Context, f Filter) (int, error) {
	clause, args, ok := where(s.db.Dialect(), f)
	if !ok {
		return 0, nil
	}
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM vendors v`+clause, args...)
	return n, err
}

// FacetValue is one option of a directory dropdown.
type FacetValue struct {
	Value string // what to filter by (category and affiliation: the GraphQL name)
	Label string
	Count int
}

// Facets are the options of the directory's dropdowns, built from the data.
type Facets struct {
	Categories   []FacetValue // form order, only categories in use, labelled
	Locations    []FacetValue // alphabetical (case-insensitive), at most MaxLocationFacets
	Affiliations []FacetValue // form order, only affiliations in use
}

// MaxLocationFacets bounds the location dropdown.
const MaxLocationFacets = 500

// Facets returns the dropdown options with their vendor counts: one
// statement, reused for FacetsTTL.
func (s *Service) Facets(ctx context.Context) (Facets, error) {
	return s.facets.Get(time.Now(), func() (Facets, error) { return s.loadFacets(ctx) })
}

func (s *Service) loadFacets(ctx context.Context) (Facets, error) {
	var rows []struct {
		Kind  string `db:"kind"`
		Value string `db:"value"`
		N     int    `db:"n"`
	}
	err := s.db.Select(ctx, &rows, `
		SELECT 'c' AS kind, category AS value, COUNT(*) AS n FROM vendors GROUP BY category
		UNION ALL
		SELECT 'a', affiliation, COUNT(*) FROM vendors WHERE affiliation IS NOT NULL GROUP BY affiliation
		UNION ALL
		SELECT 'l', MIN(location), COUNT(*) FROM vendors GROUP BY lower(location)`)
	if err != nil {
		return Facets{}, err
	}
	counts := map[string]map[string]int{"c": {}, "a": {}}
	var out Facets
	for _, r := range rows {
		if r.Kind == "l" {
			out.Locations = append(out.Locations, FacetValue{Value: r.Value, Label: r.Value, Count: r.N})
		} else {
			counts[r.Kind][r.Value] = r.N
		}
	}
	for _, c := range Categories.Values() {
		if n := counts["c"][c]; n > 0 {
			out.Categories = append(out.Categories, FacetValue{Value: Categories.Name(c), Label: Category(c).Label(), Count: n})
		}
	}
	for _, a := range Affiliations.Values() {
		if n := counts["a"][a]; n > 0 {
			out.Affiliations = append(out.Affiliations, FacetValue{Value: Affiliations.Name(a), Label: a, Count: n})
		}
	}
	sortFacets(out.Locations)
	if len(out.Locations) > MaxLocationFacets {
		out.Locations = out.Locations[:MaxLocationFacets]
	}
	if out.Categories == nil {
		out.Categories = []FacetValue{}
	}
	if out.Affiliations == nil {
		out.Affiliations = []FacetValue{}
	}
	if out.Locations == nil {
		out.Locations = []FacetValue{}
	}
	return out, nil
}

// sortFacets keeps the MaxLocationFacets most used locations, then orders
// them alphabetically, ignoring case.
func sortFacets(vs []FacetValue) {
	if len(vs) > MaxLocationFacets {
		sort.SliceStable(vs, func(i, j int) bool { return vs[i].Count > vs[j].Count })
	}
	keep := vs
	if len(keep) > MaxLocationFacets {
		keep = keep[:MaxLocationFacets]
	}
	sort.SliceStable(keep, func(i, j int) bool {
		a, b := strings.ToLower(keep[i].Label), strings.ToLower(keep[j].Label)
		if a != b {
			return a < b
		}
		return keep[i].Label < keep[j].Label
	})
}
