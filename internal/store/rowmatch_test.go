package store_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// canvass_match must find exactly the rows FTS5 finds for the same search
// (same tokenizer rules: words of letters, digits and marks, case and
// diacritics folded, prefixes for words of two or more characters), or a
// list would change when a word becomes common.
func TestRowMatchAgreesWithFTS(t *testing.T) {
	db := storetest.SQLite(t)
	ctx := context.Background()
	for _, q := range []string{
		`CREATE TABLE docs (id INTEGER PRIMARY KEY, title TEXT, body TEXT)`,
		`CREATE VIRTUAL TABLE docs_fts USING fts5 (title, body, content = 'docs', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2')`,
	} {
		if _, err := db.Exec(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	docs := [][2]string{
		{"Field Organizer", "Join our campaign in Austin, TX."},
		{"Café Outreach Lead", "Naïve résumé readers welcome; São Paulo office."},
		{"Data-Driven GOTV", "Work with PAC-12 e-mail lists & (voter) files."},
		{"ÉLECTION Day", "Straße team, ÖSTERREICH desk, Ærø island"},
		{"x", "a b c 2026 v2 über"},
		{"Organizers wanted", "joining joined joins"},
		{"", ""},
		{"Ünïcödé", "ﬁnance ligature and emoji 🎉 done"},
	}
	for i, d := range docs {
		if _, err := db.Exec(ctx, `INSERT INTO docs (id, title, body) VALUES (?, ?, ?)`, i+1, d[0], d[1]); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Exec(ctx, `INSERT INTO docs_fts (docs_fts) VALUES ('rebuild')`); err != nil {
		t.Fatal(err)
	}
	ft := store.FullText{SQLiteKey: "d.id", SQLiteTable: "docs_fts", SQLiteText: []string{"d.title", "d.body"}}
	for _, search := range []string{
		"join", "organ", "organizer", "JOIN campaign", "cafe", "café", "naive", "resume", "sao", "são paulo",
		"data driven", "pac 12", "e mail", "voter", "election", "strasse", "straße", "osterreich", "aero", "ærø",
		"x", "a", "2026", "v2", "uber", "über", "unicode", "finance", "ﬁnance", "🎉", "d", "zzz", "organizers join",
	} {
		cond, arg, ok := ft.Match(store.SQLite, search)
		if !ok {
			continue // no word in it (🎉): no condition at all
		}
		var viaIndex []int64
		if err := db.Select(ctx, &viaIndex, `SELECT d.id FROM docs d WHERE `+cond+` ORDER BY d.id`, arg); err != nil {
			t.Fatalf("%q: %v", search, err)
		}
		words := store.SearchWords(search)
		var viaRows []int64
		if err := db.Select(ctx, &viaRows, `SELECT d.id FROM docs d WHERE canvass_match(?, d.title, d.body) = 1 ORDER BY d.id`,
			store.FoldWordsForTest(words)); err != nil {
			t.Fatalf("%q: %v", search, err)
		}
		if !slices.Equal(viaIndex, viaRows) {
			t.Errorf("%q: FTS5 finds %v, canvass_match %v", search, viaIndex, viaRows)
		}
	}
}

// Where chooses the row-by-row test only for words in at least
// CommonMatches rows (on SQLite, the index's list walked in order from
// there and the row test from RowTestMatches: TestWhereTiersOnSQLite), and
// the page is the same either way: on SQLite
// canvass_match over the columns, on PostgreSQL ts_match_vq (the @@
// operator's own function, which no index serves), where rarer words are
// the index's list of ids. The probe's answer is reused: asking again runs
// no statement.
func TestWhereChoosesRowTestForCommonWords(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		pg := db.Dialect() == store.Postgres
		schema := []string{
			`CREATE TABLE docs (id INTEGER PRIMARY KEY, title TEXT, body TEXT)`,
			`CREATE VIRTUAL TABLE docs_fts USING fts5 (title, body, content = 'docs', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2')`,
		}
		if pg {
			schema = []string{`CREATE TABLE docs (id INTEGER PRIMARY KEY, title TEXT, body TEXT,
				search tsvector GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || body)) STORED)`,
				`CREATE INDEX docs_search ON docs USING GIN (search) WITH (fastupdate = off)`}
		}
		for _, q := range schema {
			if _, err := db.Exec(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		n := store.CommonMatches + 50
		for i := 1; i <= n; i++ {
			body := fmt.Sprintf("Join the campaign, shift %d", i)
			if i%100 == 0 {
				body += " rare-word"
			}
			if _, err := db.Exec(ctx, `INSERT INTO docs (id, title, body) VALUES (?, 'Volunteer', ?)`, i, body); err != nil {
				t.Fatal(err)
			}
		}
		indexed := "d.id IN (SELECT rowid FROM docs_fts WHERE docs_fts MATCH ?)"
		ft := store.FullText{SQLiteKey: "+d.id", SQLiteTable: "docs_fts", SQLiteText: []string{"d.title", "d.body"}}
		if pg {
			if _, err := db.Exec(ctx, `ANALYZE docs`); err != nil {
				t.Fatal(err)
			}
			plain := "d.search @@ to_tsquery('simple', ?)"
			if cond, _, _, _ := (store.FullText{Vector: "d.search"}).Where(ctx, db, "campaign"); cond != plain {
				t.Errorf("without From: %q, want the plain match", cond)
			}
			indexed = "d.id = ANY(ARRAY(SELECT d.id FROM docs d WHERE " + plain + "))"
			ft = store.FullText{SQLiteKey: "+d.id", Vector: "d.search", From: "docs d"}
		} else if _, err := db.Exec(ctx, `INSERT INTO docs_fts (docs_fts) VALUES ('rebuild')`); err != nil {
			t.Fatal(err)
		}
		page := func(cond string, arg any) []int64 {
			var ids []int64
			if err := db.Select(ctx, &ids, `SELECT d.id FROM docs d WHERE `+cond+` ORDER BY d.id DESC LIMIT 21`, arg); err != nil {
				t.Fatal(err)
			}
			return ids
		}
		for _, tc := range []struct {
			search string
			perRow bool
		}{{"join", true}, {"campaign shift", true}, {"camp", true}, {"rare", false}, {"nothing", false}} {
			cond, arg, ok, err := ft.Where(ctx, db, tc.search)
			if err != nil || !ok {
				t.Fatalf("%q: %v", tc.search, err)
			}
			if got := cond != indexed; got != tc.perRow {
				t.Errorf("%q: row-by-row %v, want %v (%s)", tc.search, got, tc.perRow, cond)
			}
			mcond, marg, _ := ft.Match(db.Dialect(), tc.search)
			if a, b := page(cond, arg), page(mcond, marg); !slices.Equal(a, b) || len(a) == 0 && tc.search != "nothing" {
				t.Errorf("%q: pages differ: %v vs %v", tc.search, a, b)
			}
			if pg && tc.search == "join" {
				// A statement needing more rows than walking would find
				// cheaply (d*d*n = 1,050 < 2,000) gets the plain match.
				if c, _, _, err := ft.WhereFor(ctx, db, tc.search, nil, 2000); err != nil || c != "d.search @@ to_tsquery('simple', ?)" {
					t.Errorf("join for 2,000 rows: %q %v, want the plain match", c, err)
				}
			}
			before := db.Statements()
			if again, _, _, _ := ft.Where(ctx, db, tc.search); again != cond {
				t.Errorf("%q: asked again %q, first %q", tc.search, again, cond)
			}
			if got := db.Statements() - before; got != 0 {
				t.Errorf("%q: asking again ran %d statements, want 0 (the probe's answer is kept)", tc.search, got)
			}
		}
	})
}

// On SQLite Where has three plans: the index's list driving the page for
// words in fewer than CommonMatches rows, Match's walk of the order tested
// against the list up to RowTestMatches, the row-by-row test beyond; the
// page is the same every way.
func TestWhereTiersOnSQLite(t *testing.T) {
	db := storetest.SQLite(t)
	ctx := context.Background()
	// Every doc: "join the campaign"; every other one (1,525 rows, between
	// the thresholds) "middle"; every hundredth "rare".
	n := store.RowTestMatches + 50
	if n/2-store.CommonMatches < 500 || store.RowTestMatches-n/2 < 500 {
		t.Fatalf("the middle word's %d rows are not between the thresholds", n/2)
	}
	for _, q := range []string{
		`CREATE TABLE docs (id INTEGER PRIMARY KEY, title TEXT, body TEXT)`,
		`CREATE VIRTUAL TABLE docs_fts USING fts5 (title, body, content = 'docs', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2')`,
		fmt.Sprintf(`WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < %d)
			INSERT INTO docs (id, title, body) SELECT i, 'Volunteer', 'Join the campaign, shift ' || i
			|| CASE WHEN i %% 2 = 0 THEN ' middle' ELSE '' END || CASE WHEN i %% 100 = 0 THEN ' rare-word' ELSE '' END FROM k`, n),
		`INSERT INTO docs_fts (docs_fts) VALUES ('rebuild')`,
	} {
		if _, err := db.Exec(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	ft := store.FullText{SQLiteKey: "+d.id", SQLiteTable: "docs_fts", SQLiteText: []string{"d.title", "d.body"}}
	page := func(cond string, arg any) []int64 {
		var ids []int64
		if err := db.Select(ctx, &ids, `SELECT d.id FROM docs d WHERE `+cond+` ORDER BY d.id DESC LIMIT 21`, arg); err != nil {
			t.Fatal(err)
		}
		return ids
	}
	const (
		perRow = "row test"
		walk   = "walk against the list"
		list   = "the list drives"
	)
	for _, tc := range []struct{ search, want string }{{"join", perRow}, {"campaign shift", perRow}, {"camp", perRow},
		{"middle", walk}, {"mid", walk}, {"middle join", walk}, {"rare", list}, {"nothing", list}} {
		cond, arg, ok, err := ft.Where(ctx, db, tc.search)
		if err != nil || !ok {
			t.Fatalf("%q: %v", tc.search, err)
		}
		mcond, marg, _ := ft.Match(store.SQLite, tc.search)
		got := perRow
		switch cond {
		case "d.id IN (SELECT rowid FROM docs_fts WHERE docs_fts MATCH ?)":
			got = list
		case mcond:
			got = walk
		}
		if got != tc.want {
			t.Errorf("%q: %s, want %s (%s)", tc.search, got, tc.want, cond)
		}
		if a, b := page(cond, arg), page(mcond, marg); !slices.Equal(a, b) || len(a) == 0 && tc.search != "nothing" {
			t.Errorf("%q: pages differ: %v vs %v", tc.search, a, b)
		}
	}
}
