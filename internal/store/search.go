package store

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Full-text search: one tokenizer and one match builder per engine, used by
// every searchable list (jobs, vendors, and every feature after them).
//
// The rules, the same on both engines and for every feature:
//   - Words are runs of letters, digits and combining marks, lower-cased;
//     everything else (quotes, '*', '(', ':', '&', '-', NUL, broken UTF-8)
//     separates words, so no user text ever reaches an engine's query syntax
//     and no search text can fail.
//   - Every word must match (AND).
//   - Every word of two or more characters also matches as a prefix
//     ("consult" finds "Consulting", "organ campaign" finds "organizer for
//     the campaign"); a one-character word must match a whole word (a
//     one-letter prefix would match most rows and cost a scan).
//   - Input is cut at MaxSearchRunes characters, MaxSearchWords words and
//     MaxWordRunes characters a word, so a hostile query stays cheap.

// Search text limits.
const (
	MaxSearchRunes = 200
	MaxSearchWords = 8
	MaxWordRunes   = 40
)

// SearchWords splits user search text into the words to match (see the
// rules above); none for blank text.
func SearchWords(s string) []string {
	if utf8.RuneCountInString(s) > MaxSearchRunes {
		s = string([]rune(s)[:MaxSearchRunes])
	}
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r))
	})
	if len(words) > MaxSearchWords {
		words = words[:MaxSearchWords]
	}
	for i, w := range words {
		if r := []rune(w); len(r) > MaxWordRunes {
			words[i] = string(r[:MaxWordRunes])
		}
	}
	return words
}

// FullText names where a table's full-text index lives on each engine.
type FullText struct {
	// SQLiteKey is the record id compared with the FTS5 table's rowid, e.g.
	// "+j.id" (a leading + keeps SQLite from driving the query by the
	// primary key, so it walks the order's index instead).
	SQLiteKey string
	// SQLiteTable is the external-content FTS5 table, e.g. "jobs_fts".
	SQLiteTable string
	// Vector is PostgreSQL's GIN-indexed tsvector column, built with the
	// 'simple' configuration, e.g. "j.search".
	Vector string
}

// Match returns the condition and its one argument matching search on
// engine d, or ok=false when search holds no word (no condition).
func (ft FullText) Match(d Dialect, search string) (cond string, arg any, ok bool) {
	words := SearchWords(search)
	if len(words) == 0 {
		return "", nil, false
	}
	q := MatchQuery(d, words)
	if d == Postgres {
		return ft.Vector + " @@ to_tsquery('simple', ?)", q, true
	}
	return ft.SQLiteKey + " IN (SELECT rowid FROM " + ft.SQLiteTable + " WHERE " + ft.SQLiteTable + " MATCH ?)", q, true
}

// MatchQuery is the engine's query text for words (see the rules above):
//   - SQLite FTS5: quoted strings, a prefix one followed by *: "campaign"* "a"
//   - PostgreSQL to_tsquery: quoted lexemes joined with &, a prefix one
//     with :*: 'campaign':* & 'a'
//
// Words hold only letters, digits and marks and are quoted anyway (quotes
// doubled), so the engines' syntax can never be reached.
func MatchQuery(d Dialect, words []string) string {
	parts := make([]string, len(words))
	for i, w := range words {
		prefix := utf8.RuneCountInString(w) >= 2
		if d == Postgres {
			parts[i] = "'" + strings.ReplaceAll(w, "'", "''") + "'"
			if prefix {
				parts[i] += ":*"
			}
			continue
		}
		parts[i] = `"` + strings.ReplaceAll(w, `"`, `""`) + `"`
		if prefix {
			parts[i] += "*"
		}
	}
	if d == Postgres {
		return strings.Join(parts, " & ")
	}
	return strings.Join(parts, " ")
}
