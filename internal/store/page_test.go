package store_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

type pageRow struct {
	ID   int64  `db:"id"`
	Name string `db:"name"`
}

// One paginator for every list: every row once, in order, across pages;
// hasNextPage from the extra row; cursors only of their own order.
func TestPaginate(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		if _, err := db.Exec(ctx, `CREATE TABLE page_rows (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		for i := 1; i <= 11; i++ {
			if _, err := db.Exec(ctx, `INSERT INTO page_rows (id, name) VALUES (?, ?)`, i, fmt.Sprintf("n%d", i%3)); err != nil {
				t.Fatal(err)
			}
		}
		byNameDesc := store.Order{Name: "row.name", Cols: []store.Col{{Expr: "name", Desc: true, Kind: store.Text}, {Expr: "id", Kind: store.Int}}}
		byID := store.Order{Name: "row.id", Cols: []store.Col{{Expr: "id", Kind: store.Int}}}
		key := func(o store.Order) func(pageRow) []any {
			return func(r pageRow) []any {
				if o.Name == byID.Name {
					return []any{r.ID}
				}
				return []any{r.Name, r.ID}
			}
		}
		for _, o := range []store.Order{byNameDesc, byID} {
			var got []string
			after, pages := "", 0
			for {
				before := db.Statements()
				p, err := store.Paginate(ctx, db, store.PageQuery{Select: `SELECT id, name FROM page_rows`,
					Where: []string{"id <> ?"}, Args: []any{5}, Order: o, First: 4, After: after}, key(o))
				if err != nil {
					t.Fatal(err)
				}
				if n := db.Statements() - before; n > 1 {
					t.Errorf("%s: a page cost %d statements, want at most 1", o.Name, n)
				}
				pages++
				for _, r := range p.Items {
					got = append(got, fmt.Sprintf("%s/%d", r.Name, r.ID))
				}
				if !p.HasNext {
					break
				}
				after = p.EndCursor()
			}
			want := map[string]string{
				"row.name": "[n2/2 n2/8 n2/11 n1/1 n1/4 n1/7 n1/10 n0/3 n0/6 n0/9]",
				"row.id":   "[n1/1 n2/2 n0/3 n1/4 n0/6 n1/7 n2/8 n0/9 n1/10 n2/11]",
			}[o.Name]
			if fmt.Sprint(got) != want || pages != 3 {
				t.Errorf("%s: %v in %d pages, want %s in 3", o.Name, got, pages, want)
			}
		}
		// A cursor of another order, a malformed one, or one with wrong value types is refused.
		p, _ := store.Paginate(ctx, db, store.PageQuery{Select: `SELECT id, name FROM page_rows`, Order: byID, First: 2}, key(byID))
		for _, bad := range []string{p.Cursor(0), "!!!", "e30", "eyJvIjoicm93Lm5hbWUiLCJrIjpbMSwiYSJdfQ"} {
			_, err := store.Paginate(ctx, db, store.PageQuery{Select: `SELECT id, name FROM page_rows`, Order: byNameDesc, First: 2, After: bad}, key(byNameDesc))
			if de := apperr.As(err); de == nil || de.Code != apperr.Invalid || de.Message != "Invalid cursor." {
				t.Errorf("cursor %q: %v, want INVALID Invalid cursor.", bad, err)
			}
		}
		// first <= 0 is an empty page without a statement; first is capped.
		before := db.Statements()
		if p, err := store.Paginate(ctx, db, store.PageQuery{Select: `SELECT id, name FROM page_rows`, Order: byID}, key(byID)); err != nil || len(p.Items) != 0 || db.Statements() != before {
			t.Errorf("first=0: %+v %v", p, err)
		}
		// The limit is written into the statement (the planners cost the
		// plan for the page), capped.
		if sql, args, _ := (store.PageQuery{Select: "SELECT id FROM t", Order: byID, First: 1000}).SQL(); !strings.HasSuffix(sql, fmt.Sprintf(" LIMIT %d", store.MaxPageSize+1)) || len(args) != 0 {
			t.Errorf("%s %v: first not capped", sql, args)
		}
	})
}

// A page with a Join: the joined table's columns for the page's rows, in
// the page's order, across pages.
func TestPaginateJoin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		for _, q := range []string{
			`CREATE TABLE join_owners (id INTEGER PRIMARY KEY, label TEXT NOT NULL)`,
			`CREATE TABLE join_rows (id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, name TEXT NOT NULL)`,
		} {
			if _, err := db.Exec(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		for i := 1; i <= 3; i++ {
			if _, err := db.Exec(ctx, `INSERT INTO join_owners (id, label) VALUES (?, ?)`, i, fmt.Sprintf("owner %d", i)); err != nil {
				t.Fatal(err)
			}
		}
		for i := 1; i <= 7; i++ {
			if _, err := db.Exec(ctx, `INSERT INTO join_rows (id, owner_id, name) VALUES (?, ?, ?)`, i, i%3+1, fmt.Sprintf("n%d", i)); err != nil {
				t.Fatal(err)
			}
		}
		type row struct {
			ID      int64  `db:"id"`
			OwnerID int64  `db:"owner_id"`
			Name    string `db:"name"`
			Owner   struct {
				Label string `db:"label"`
			} `db:"owner"`
		}
		order := store.Order{Name: "join.newest", Cols: []store.Col{{Expr: "r.id", Desc: true, Kind: store.Int}}}
		var got []string
		after := ""
		for {
			p, err := store.Paginate(ctx, db, store.PageQuery{Select: `SELECT r.id, r.owner_id, r.name FROM join_rows r`,
				Where: []string{"r.id > ?"}, Args: []any{1}, Order: order, First: 4, After: after,
				Alias: "r", Join: "LEFT JOIN join_owners o ON o.id = r.owner_id", JoinColumns: `o.label AS "owner.label"`,
			}, func(r row) []any { return []any{r.ID} })
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range p.Items {
				got = append(got, fmt.Sprintf("%s/%s", r.Name, r.Owner.Label))
			}
			if !p.HasNext {
				break
			}
			after = p.EndCursor()
		}
		if want := "[n7/owner 2 n6/owner 1 n5/owner 3 n4/owner 2 n3/owner 1 n2/owner 3]"; fmt.Sprint(got) != want {
			t.Errorf("got %v, want %s", got, want)
		}
	})
}

// WithoutColumns removes each column once, keeps its answers (a repeated
// call allocates nothing) and answers a call with many columns too.
func TestWithoutColumnsKeptAnswers(t *testing.T) {
	const list = "SELECT j.id, j.title, j.organization, j.description, j.created_at FROM jobs j"
	want := "SELECT j.id, j.organization, j.created_at FROM jobs j"
	for range 2 {
		if got := store.WithoutColumns(list, "j", "title", "description"); got != want {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
	if got := store.WithoutColumns(list, "j", "description", "title"); got != want {
		t.Errorf("other order: got %q", got)
	}
	if got := store.WithoutColumns(list, "j", "title"); got != "SELECT j.id, j.organization, j.description, j.created_at FROM jobs j" {
		t.Errorf("one column: got %q", got)
	}
	if n := testing.AllocsPerRun(100, func() { store.WithoutColumns(list, "j", "title", "description") }); n != 0 {
		t.Errorf("a kept answer costs %v allocations, want 0", n)
	}
	many := []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l", "m", "title"}
	if got := store.WithoutColumns(list, "j", many...); got != "SELECT j.id, j.organization, j.description, j.created_at FROM jobs j" {
		t.Errorf("13 columns: got %q", got)
	}
	if got := store.WithoutColumns(list, "j"); got != list {
		t.Errorf("no columns: got %q", got)
	}
}

// A page statement's text is kept by shape: pages of the same shape get
// the same text and their own arguments; another condition, cursor, page
// size, order or join gets its own text.
func TestPageQueryTextKept(t *testing.T) {
	order := store.Order{Name: "t.newest", Cols: []store.Col{{Expr: "t.id", Desc: true, Kind: store.Int}}}
	base := store.PageQuery{Select: "SELECT t.id, t.name FROM things t", Where: []string{"t.owner = ?"}, Order: order, First: 20}
	q1, q2 := base, base
	q1.Args, q2.Args = []any{int64(1)}, []any{int64(2)}
	s1, a1, err1 := q1.SQL()
	s2, a2, err2 := q2.SQL()
	if err1 != nil || err2 != nil || s1 != s2 || a1[0] != int64(1) || a2[0] != int64(2) {
		t.Fatalf("same shape: %q %v / %q %v (%v %v)", s1, a1, s2, a2, err1, err2)
	}
	if s1 != "SELECT t.id, t.name FROM things t WHERE t.owner = ? ORDER BY t.id DESC LIMIT 21" {
		t.Errorf("text: %q", s1)
	}
	if n := testing.AllocsPerRun(100, func() { q1.SQL() }); n > 1 {
		t.Errorf("a kept shape costs %v allocations, want 1 (the arguments)", n)
	}
	other := func(change func(q *store.PageQuery)) string {
		q := q1
		change(&q)
		s, _, err := q.SQL()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	seen := map[string]bool{s1: true}
	for name, change := range map[string]func(q *store.PageQuery){
		"condition": func(q *store.PageQuery) { q.Where = []string{"t.owner = ?", "t.name LIKE ?"}; q.Args = []any{1, "a%"} },
		"page size": func(q *store.PageQuery) { q.First = 5 },
		"order":     func(q *store.PageQuery) { q.Order.Cols = []store.Col{{Expr: "t.id", Kind: store.Int}} },
		"join": func(q *store.PageQuery) {
			q.Alias, q.Join, q.JoinColumns = "t", "JOIN users u ON u.id = t.owner", "u.username"
		},
		"cursor": func(q *store.PageQuery) { q.After = store.Cursor(order, []any{int64(40)}) },
	} {
		s := other(change)
		if seen[s] {
			t.Errorf("%s: the text of another shape: %q", name, s)
		}
		seen[s] = true
	}
}
