package store_test

import (
	"strings"
	"testing"

	"canvass/internal/store"
)

func TestSearchWordsAndMatchQuery(t *testing.T) {
	cases := []struct{ in, sqlite, pg string }{
		{"organ", `"organ"*`, `'organ':*`},
		// Every word of two or more characters is a prefix; one-character words are whole words.
		{`Field "Organizer" NEAR(`, `"field"* "organizer"* "near"*`, `'field':* & 'organizer':* & 'near':*`},
		{"a", `"a"`, `'a'`},
		{"O'Brien", `"o" "brien"*`, `'o' & 'brien':*`},
		{"Élan ÉVÉNEMENTS", `"élan"* "événements"*`, `'élan':* & 'événements':*`},
	}
	for _, c := range cases {
		w := store.SearchWords(c.in)
		if got := store.MatchQuery(store.SQLite, w); got != c.sqlite {
			t.Errorf("sqlite %q = %s, want %s", c.in, got, c.sqlite)
		}
		if got := store.MatchQuery(store.Postgres, w); got != c.pg {
			t.Errorf("postgres %q = %s, want %s", c.in, got, c.pg)
		}
	}
	for _, in := range []string{``, `   `, `*"'()`, "\x00\xff\xfe", `:*&|!<->`} {
		if w := store.SearchWords(in); len(w) != 0 {
			t.Errorf("SearchWords(%q) = %q, want none", in, w)
		}
		if _, _, ok := (store.FullText{}).Match(store.SQLite, in); ok {
			t.Errorf("Match(%q) made a condition", in)
		}
	}
	if n := len(store.SearchWords(strings.Repeat("word ", 100))); n != store.MaxSearchWords {
		t.Errorf("words = %d, want %d", n, store.MaxSearchWords)
	}
	if w := store.SearchWords(strings.Repeat("y", 500)); len(w) != 1 || len(w[0]) != store.MaxWordRunes {
		t.Errorf("long word = %d runes, want %d", len(w[0]), store.MaxWordRunes)
	}
}

func TestMatchIn(t *testing.T) {
	ft := store.FullText{SQLiteKey: "+n.id", SQLiteTable: "news_fts", Vector: "n.search"}
	in := &store.InColumn{SQLiteColumn: "title", Weight: "A", Words: []string{"policy", "legislation"}}
	cases := []struct {
		search     string
		in         *store.InColumn
		sqlite, pg string
	}{
		{"", in, `title : ("policy"* OR "legislation"*)`, `('policy':*A | 'legislation':*A)`},
		{"farm bill", in, `"farm"* "bill"* AND title : ("policy"* OR "legislation"*)`, `'farm':* & 'bill':* & ('policy':*A | 'legislation':*A)`},
		{"farm", nil, `"farm"*`, `'farm':*`},
		{"farm", &store.InColumn{SQLiteColumn: "title", Weight: "A"}, `"farm"*`, `'farm':*`},
	}
	for _, c := range cases {
		_, arg, ok := ft.MatchIn(store.SQLite, c.search, c.in)
		if !ok || arg != c.sqlite {
			t.Errorf("sqlite %q = %v, want %s", c.search, arg, c.sqlite)
		}
		_, arg, ok = ft.MatchIn(store.Postgres, c.search, c.in)
		if !ok || arg != c.pg {
			t.Errorf("postgres %q = %v, want %s", c.search, arg, c.pg)
		}
	}
	if _, _, ok := ft.MatchIn(store.SQLite, "  ", nil); ok {
		t.Error("blank search without a column made a condition")
	}
}
