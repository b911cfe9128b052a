package store

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"canvass/internal/apperr"
	"canvass/internal/memo"
)

// Keyset paging: the one way every list in Canvass pages (job board, a
// user's jobs, job applications, vendor directory, member directory).
//
//	var Newest = store.Order{Name: "job.newest", Cols: []store.Col{
//		{Expr: "j.created_at", Desc: true, Kind: store.Time},
//		{Expr: "j.id", Desc: true, Kind: store.Int},
//	}}
//	page, err := store.Paginate(ctx, db, store.PageQuery{
//		Select: `SELECT ... FROM jobs j`, Where: conds, Args: args,
//		Order: Newest, First: first, After: after,
//	}, func(j *Job) []any { return []any{j.CreatedAt, j.ID} })
//
// It reads first+1 rows after the cursor (the extra row only tells
// hasNextPage), never counts and never uses OFFSET. A cursor is opaque
// (base64url JSON) and tagged with its order's name, so a cursor of another
// list or order is refused with INVALID "Invalid cursor.", never a 500.

// MaxPageSize bounds every page, whatever the caller asks.
const MaxPageSize = 100

// Page is one page of a keyset-paginated list: the items, an opaque cursor
// for each (Cursor), and whether more follow.
type Page[T any] struct {
	Items   []T
	HasNext bool
	// cursor writes item i's cursor. Cursors are written when asked: most
	// pages show only their last one (pageInfo.endCursor, a REST Link).
	cursor func(i int) string
}

// Cursor is the opaque cursor of item i (0 <= i < len(p.Items)): the page
// after it starts after that item.
func (p Page[T]) Cursor(i int) string {
	_ = p.Items[i] // out of range: panic as an index would
	return p.cursor(i)
}

// EndCursor is the cursor of the page's last item, "" on an empty page.
func (p Page[T]) EndCursor() string {
	if len(p.Items) == 0 {
		return ""
	}
	return p.Cursor(len(p.Items) - 1)
}

// MapPage converts the items of p (cursors and HasNext are kept).
func MapPage[T, U any](p Page[T], f func(T) U) Page[U] {
	out := Page[U]{Items: make([]U, len(p.Items)), HasNext: p.HasNext, cursor: p.cursor}
	for i, v := range p.Items {
		out.Items[i] = f(v)
	}
	return out
}

// Reversed is p with its items (and their cursors) in the opposite order.
func Reversed[T any](p Page[T]) Page[T] {
	n := len(p.Items)
	out := Page[T]{Items: make([]T, n), HasNext: p.HasNext}
	for i, v := range p.Items {
		out.Items[n-1-i] = v
	}
	if n > 0 {
		out.cursor = func(i int) string { return p.cursor(n - 1 - i) }
	}
	return out
}

// Kind is how a cursor value of an order column decodes.
type Kind int

const (
	Int  Kind = iota // int64 (ids)
	Time             // time.Time, compared in UTC
	Text             // string
)

// Col is one column of a keyset order.
type Col struct {
	Expr string // SQL expression, e.g. "j.created_at"
	Desc bool
	Kind Kind
}

// Order is a keyset order: its columns, the last of which is unique (the
// id), and the name that tags its cursors ("job.newest").
type Order struct {
	Name string
	Cols []Col
}

// PageQuery is one page of a list.
type PageQuery struct {
	Select string   // "SELECT <columns> FROM <table> <alias>"
	Where  []string // conditions joined with AND
	Args   []any    // arguments of Where, in order
	// SelectArgs are the arguments of placeholders in Select (before
	// Where's), e.g. a subquery's.
	SelectArgs []any
	Order      Order
	First      int    // page size: 0 or less gives an empty page; at most MaxPageSize
	After      string // cursor of the last row of the previous page, "" for the first
	// Join (optional) joins another table to the page once it is cut, so
	// that table is read for the page's rows only, whatever plan finds
	// them (a plan that sorts the matches would otherwise join every
	// match): SELECT Alias.*, JoinColumns FROM (the page) Alias Join,
	// in the page's order. Alias is the listed table's alias ("j"), e.g.
	// Join "LEFT JOIN users u ON u.id = j.user_id" with JoinColumns
	// accounts.CardColumns("u", "owner").
	Alias, Join, JoinColumns string
}

// WithoutColumns is the column list list ("a.x, a.y, a.z") without
// alias.c for each of cols; each must be written "alias.c, " in list (so
// not last). A page that does not show a column need not read it.
//
// The answers are kept: a list's statement is built from a handful of
// column shapes, and each removal copies the whole list (a job search
// removed up to eleven columns from a 600-byte list per request).
func WithoutColumns(list, alias string, cols ...string) string {
	if len(cols) == 0 {
		return list
	}
	if len(cols) > maxWithoutCols {
		return withoutColumns(list, alias, cols)
	}
	key := withoutKey{list: list, alias: alias}
	copy(key.cols[:], cols)
	if out, ok := withoutKept.Get(key); ok {
		return out
	}
	return withoutKept.Keep(key, withoutColumns(list, alias, cols))
}

func withoutColumns(list, alias string, cols []string) string {
	for _, c := range cols {
		list = strings.Replace(list, alias+"."+c+", ", "", 1)
	}
	return list
}

// maxWithoutCols is how many removed columns a kept answer's key holds.
const maxWithoutCols = 12

// withoutKey is a WithoutColumns call: the list, the alias and the
// columns removed, in order (unused places empty).
type withoutKey struct {
	list, alias string
	cols        [maxWithoutCols]string
}

// withoutKept holds WithoutColumns' answers. The column lists come from
// the code, so Max bounds nothing a request chooses, only a mistake.
var withoutKept = memo.Kept[withoutKey, string]{Max: 256}

// SQL builds the page's statement: first+1 rows after the cursor, in order.
// The statement's text is kept (pageTexts) for the next page of the same
// shape: a list's pages are a handful of shapes, and building one copied a
// kilobyte of text several times per request.
func (q PageQuery) SQL() (string, []any, error) {
	args := append(append([]any(nil), q.SelectArgs...), q.Args...)
	after := ""
	if q.After != "" {
		vals, err := decodeKey(q.Order, q.After)
		if err != nil {
			return "", nil, err
		}
		cond, cargs := q.Order.after(vals)
		after = cond
		args = append(args, cargs...)
	}
	key, keep := q.textKey(after)
	if keep {
		if text, ok := pageTexts.Get(key); ok {
			return text, args, nil
		}
	}
	text := q.text(after)
	if keep {
		text = pageTexts.Keep(key, text)
	}
	return text, args, nil
}

// pageTexts holds page statements' texts by shape. The texts come from the
// code (a request's values are arguments), so Max only bounds a mistake.
var pageTexts = memo.Kept[pageTextKey, string]{Max: 512}

// pageTextKey is what a page statement's text is made of.
type pageTextKey struct {
	sel, alias, join, joinColumns, after string
	where                                [maxKeyConds]string
	nWhere                               int
	order                                [maxKeyCols]Col
	nOrder, limit                        int
}

// A page with more conditions or order columns than these is built every
// time.
const (
	maxKeyConds = 8
	maxKeyCols  = 4
)

// textKey is q's text's key, with after its cursor's condition; false when
// q has too many parts to be kept.
func (q PageQuery) textKey(after string) (pageTextKey, bool) {
	k := pageTextKey{sel: q.Select, alias: q.Alias, join: q.Join, joinColumns: q.JoinColumns, after: after,
		nWhere: len(q.Where), nOrder: len(q.Order.Cols), limit: min(q.First, MaxPageSize) + 1}
	if len(q.Where) > maxKeyConds || len(q.Order.Cols) > maxKeyCols {
		return k, false
	}
	copy(k.where[:], q.Where)
	copy(k.order[:], q.Order.Cols)
	return k, true
}

// text builds the statement's text, with after its cursor's condition.
func (q PageQuery) text(after string) string {
	conds := q.Where
	if after != "" {
		conds = append(append([]string(nil), q.Where...), after)
	}
	sql := q.Select
	if len(conds) > 0 {
		sql += " WHERE " + strings.Join(conds, " AND ")
	}
	by := make([]string, len(q.Order.Cols))
	for i, c := range q.Order.Cols {
		by[i] = c.Expr
		if c.Desc {
			by[i] += " DESC"
		}
	}
	orderBy := " ORDER BY " + strings.Join(by, ", ")
	// The limit is written into the statement, not bound: knowing it, the
	// planners cost the page's plan for 21 rows (SQLite ran the contacts
	// page in 170 µs instead of 285 with LIMIT ?), and PostgreSQL's
	// generic plan is not chosen blind. It is an int, so nothing to escape;
	// a statement per page size (a handful) is prepared.
	sql += orderBy + " LIMIT " + strconv.Itoa(min(q.First, MaxPageSize)+1)
	if q.Join != "" {
		sql = "SELECT " + q.Alias + ".*, " + q.JoinColumns + " FROM (" + sql + ") " + q.Alias + " " + q.Join + orderBy
	}
	return sql
}

// Paginate runs q and returns its page. key returns a row's values of the
// order's columns, in order (they make its cursor).
func Paginate[T any](ctx context.Context, db Queryer, q PageQuery, key func(T) []any) (Page[T], error) {
	var p Page[T]
	if q.First <= 0 {
		return p, nil
	}
	first := min(q.First, MaxPageSize)
	sql, args, err := q.SQL()
	if err != nil {
		return p, err
	}
	var rows []T
	if err := db.Select(ctx, &rows, sql, plannedEachTime(db, args)...); err != nil {
		return p, err
	}
	if len(rows) > first {
		rows, p.HasNext = rows[:first], true
	}
	p.Items = rows
	order := q.Order
	p.cursor = func(i int) string { return encodeKey(order, key(rows[i])) }
	return p, nil
}

// after is the condition "comes after vals" in order o: a row comparison
// when every column runs the same way (both engines use the index for it),
// otherwise the expanded form.
func (o Order) after(vals []any) (string, []any) {
	cmp := func(c Col) string {
		if c.Desc {
			return " < "
		}
		return " > "
	}
	same := true
	for _, c := range o.Cols {
		same = same && c.Desc == o.Cols[0].Desc
	}
	if len(o.Cols) == 1 {
		return o.Cols[0].Expr + cmp(o.Cols[0]) + "?", vals
	}
	if same {
		exprs := make([]string, len(o.Cols))
		marks := make([]string, len(o.Cols))
		for i, c := range o.Cols {
			exprs[i], marks[i] = c.Expr, "?"
		}
		return "(" + strings.Join(exprs, ", ") + ")" + cmp(o.Cols[0]) + "(" + strings.Join(marks, ", ") + ")", vals
	}
	// (a > ? OR (a = ? AND (b > ? OR ...)))
	var args []any
	var build func(i int) string
	build = func(i int) string {
		c := o.Cols[i]
		if i == len(o.Cols)-1 {
			args = append(args, vals[i])
			return c.Expr + cmp(c) + "?"
		}
		args = append(args, vals[i], vals[i])
		return "(" + c.Expr + cmp(c) + "? OR (" + c.Expr + " = ? AND " + build(i+1) + "))"
	}
	return build(0), args
}

// cursor is the JSON inside a cursor: the order's name and the key values.
type cursor struct {
	O string            `json:"o"`
	K []json.RawMessage `json:"k"`
}

func encodeKey(o Order, vals []any) string {
	// Written by hand (every row of every page gets a cursor): the same bytes
	// as json.Marshal(cursor{...}), in buffers on the stack: one allocation,
	// the cursor itself, for the usual keys.
	var buf [160]byte
	b := append(buf[:0], `{"o":`...)
	b = appendJSONString(b, o.Name)
	b = append(b, `,"k":[`...)
	for i, v := range vals {
		if i > 0 {
			b = append(b, ',')
		}
		switch x := v.(type) {
		case int64:
			b = strconv.AppendInt(b, x, 10)
		case int:
			b = strconv.AppendInt(b, int64(x), 10)
		case time.Time:
			b = append(b, '"')
			b = x.UTC().AppendFormat(b, time.RFC3339Nano)
			b = append(b, '"')
		case string:
			b = appendJSONString(b, x)
		default:
			j, _ := json.Marshal(x)
			b = append(b, j...)
		}
	}
	b = append(b, "]}"...)
	var out [224]byte
	return string(base64.RawURLEncoding.AppendEncode(out[:0], b))
}

// appendJSONString appends s as json.Marshal writes it: plain printable
// ASCII as is, anything else (quotes, backslashes, the markup characters
// it escapes, control characters, non-ASCII) through json.Marshal.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			j, _ := json.Marshal(s)
			return append(b, j...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

func errCursor() error { return apperr.New(apperr.Invalid, "Invalid cursor.") }

// decodeKey reads a cursor of order o; anything else (malformed, another
// order's, wrong value types) is INVALID "Invalid cursor.".
func decodeKey(o Order, s string) ([]any, error) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil, errCursor()
	}
	var c cursor
	if json.Unmarshal(b, &c) != nil || c.O != o.Name || len(c.K) != len(o.Cols) {
		return nil, errCursor()
	}
	vals := make([]any, len(c.K))
	for i, raw := range c.K {
		var err error
		switch o.Cols[i].Kind {
		case Int:
			var n int64
			err = json.Unmarshal(raw, &n)
			vals[i] = n
		case Time:
			var t time.Time
			err = json.Unmarshal(raw, &t)
			vals[i] = t.UTC()
		default:
			var s string
			err = json.Unmarshal(raw, &s)
			vals[i] = s
		}
		if err != nil || string(raw) == "null" {
			return nil, errCursor()
		}
	}
	return vals, nil
}

// Cursor returns the cursor of a row whose order-o values are vals, so a
// page can start right after a known row (an article page's previous and
// next links).
func Cursor(o Order, vals []any) string { return encodeKey(o, vals) }
