package store

import (
	"context"
	"crypto/md5"
	"encoding/hex"
	"strconv"
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
	words := TextWords(s)
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

// TextWords splits any text into words by the same rule as SearchWords,
// without its limits (for deciding in Go what the index decides in SQL,
// like news topics from a title).
func TextWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r))
	})
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
	// From is the table with the alias Vector and SQLiteKey use, e.g.
	// "jobs j": with it, Where and CountUpTo ask PostgreSQL how common the
	// words are, test very common ones row by row and read rare ones' ids
	// from the index first (rowmatch.go).
	From string
	// SQLiteText lists the base table's columns that the FTS5 table indexes,
	// e.g. "j.title", "j.organization", "j.description": with them, Where
	// can test rows one by one for very common words (see rowmatch.go).
	SQLiteText []string
	// SQLiteColumns, when the FTS5 table also indexes columns that are not
	// searched (jobs_fts's attrs of filter tokens, see AttrToken), is the
	// FTS5 column filter of the searched ones, e.g. "{title organization
	// description}": search words never match those other columns.
	SQLiteColumns string
}

// CountUpTo counts the rows of table (alias alias, its key column id) for
// which search (and in) match through ft and every cond holds, no further
// than upTo (<= 0: all). On SQLite the full-text index drives the count:
// its matching rows, read lazily in rowid order, are joined to the table,
// so it stops after upTo+1 matches whatever the word (a list of every
// match, as "id IN (SELECT rowid ...)" builds it, cost 60 ms for a word in
// most of 20,000 news articles; a walk over the table testing that list
// cost 50 ms for a word in none of 50,000 resources). On PostgreSQL it is
// the match's condition among the others under the LIMIT, chosen as Where
// chooses it when ft.From is set.
func (ft FullText) CountUpTo(ctx context.Context, db *DB, table, alias, search string, in *InColumn, conds []string, upTo int, args ...any) (Count, error) {
	cond, arg, ok := ft.MatchIn(db.Dialect(), search, in)
	if !ok {
		return db.CountWhereUpTo(ctx, table+" "+alias, conds, upTo, args...)
	}
	if db.Dialect() != SQLite {
		if ft.From != "" && upTo > 0 { // very common words tested row by row, rare ones' ids first (rowmatch.go)
			var err error
			if cond, arg, _, err = ft.wherePostgres(ctx, db, cond, arg, upTo+1); err != nil {
				return Count{}, err
			}
		}
		return db.CountWhereUpTo(ctx, table+" "+alias, append(append([]string(nil), conds...), cond), upTo, append(append([]any(nil), args...), arg)...)
	}
	whole := ""
	if in == nil {
		whole = ft.SQLiteWholeWords(SearchWords(search))
	}
	return ft.CountMatchUpTo(ctx, db, table, alias, arg.(string), whole, conds, upTo, args...)
}

// CountMatchUpTo is CountUpTo's SQLite statement for match, an FTS5 query
// of ft.SQLiteTable the caller built (search words with other tokens the
// index holds, like jobs_fts's attributes): the index's matches, read
// lazily in rowid order, joined to table (alias alias) where every cond
// holds, no further than upTo. One match of the index, however many
// tokens: FTS5 reads each token's whole list for it (40-80 ns an entry),
// so asking it twice (say, with and without a deadline) costs the long
// lists twice, while the join reads at most upTo+1 rows (0.65 ms for
// 1,001, the file memory-mapped: SQLiteMmapSize).
//
// whole, when not "", is a narrower query whose rows all match too: the
// search words whole (SQLiteWholeWords) where match has them as prefixes.
// Its rows are counted first, and when they pass upTo so do match's, which
// is then never asked: FTS5 merges every term of a prefix longer than the
// table's prefix indexes before its first row (2 ms for "campaign*" in a
// quarter of 100,000 jobs), while a whole word's list is read lazily (0.4
// ms to 1,001 open jobs). Only worth it when match holds nothing rarer
// than the words (no attribute tokens): its first rows are then near.
func (ft FullText) CountMatchUpTo(ctx context.Context, db *DB, table, alias, match, whole string, conds []string, upTo int, args ...any) (Count, error) {
	q := `SELECT 1 FROM ` + ft.SQLiteTable + ` JOIN ` + table + ` ` + alias + ` ON ` + alias + `.id = ` + ft.SQLiteTable +
		`.rowid WHERE ` + ft.SQLiteTable + ` MATCH ?`
	for _, c := range conds {
		q += ` AND ` + c
	}
	if whole == "" || whole == match || upTo <= 0 {
		return db.CountUpTo(ctx, q, upTo, append([]any{match}, args...)...)
	}
	counted := `(SELECT COUNT(*) FROM (` + q + ` LIMIT ` + strconv.Itoa(upTo+1) + `))`
	all := append(append(append([]any{whole}, args...), match), args...)
	var n int
	if err := db.Get(ctx, &n, `SELECT CASE WHEN `+counted+` > `+strconv.Itoa(upTo)+` THEN `+strconv.Itoa(upTo+1)+
		` ELSE `+counted+` END`, all...); err != nil {
		return Count{}, err
	}
	return Capped(n, upTo), nil
}

// SQLiteWholeWords is SQLiteWords matching every word whole, none as a
// prefix (a narrower query: CountMatchUpTo); "" for no word.
func (ft FullText) SQLiteWholeWords(words []string) string {
	if len(words) == 0 {
		return ""
	}
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = `"` + strings.ReplaceAll(w, `"`, `""`) + `"`
	}
	q := strings.Join(quoted, " ")
	if ft.SQLiteColumns != "" {
		q = ft.SQLiteColumns + " : (" + q + ")"
	}
	return q
}

// AttrToken is the token under which engine d's full-text index of a
// table's attributes holds value: prefix (a letter naming the attribute)
// and one token whatever value holds, matched exactly (case and spaces
// included). On SQLite (an FTS5 attribute column, jobs_fts's attrs) it is
// the lower-case hex of value's bytes (a migration writes prefix ||
// lower(hex(value))); on PostgreSQL (a generated tsvector, jobs.attrs) the
// md5 of value's bytes (prefix || md5(value): hex is not immutable there,
// which a generated column needs, and md5 keeps long values short).
func AttrToken(d Dialect, prefix, value string) string {
	if d == Postgres {
		sum := md5.Sum([]byte(value))
		return prefix + hex.EncodeToString(sum[:])
	}
	return prefix + hex.EncodeToString([]byte(value))
}

// SQLiteWords is the FTS5 query of search words in ft's searched columns
// (MatchQuery, within SQLiteColumns when set); "" for no word.
func (ft FullText) SQLiteWords(words []string) string {
	if len(words) == 0 {
		return ""
	}
	q := MatchQuery(SQLite, words)
	if ft.SQLiteColumns != "" {
		q = ft.SQLiteColumns + " : (" + q + ")"
	}
	return q
}

// Match returns the condition and its one argument matching search on
// engine d, or ok=false when search holds no word (no condition).
func (ft FullText) Match(d Dialect, search string) (cond string, arg any, ok bool) {
	return ft.MatchIn(d, search, nil)
}

// InColumn narrows a full-text match to rows where at least one of Words
// appears in one column (as a prefix, like search words), served by the
// same index: news topics are words of the title. Words must come from
// code, not users (lower-case letters and digits).
type InColumn struct {
	SQLiteColumn string   // the FTS5 column, e.g. "title"
	Weight       string   // the column's weight in the tsvector, e.g. "A"
	Words        []string // any of these
}

// MatchIn is Match, further narrowed by in (nil: no narrowing); ok=false
// when there is neither a search word nor an in.
func (ft FullText) MatchIn(d Dialect, search string, in *InColumn) (cond string, arg any, ok bool) {
	words := SearchWords(search)
	if in != nil && len(in.Words) == 0 {
		in = nil
	}
	if len(words) == 0 && in == nil {
		return "", nil, false
	}
	var parts []string
	if len(words) > 0 {
		if d == SQLite {
			parts = append(parts, ft.SQLiteWords(words))
		} else {
			parts = append(parts, MatchQuery(d, words))
		}
	}
	if in != nil {
		anyOf := make([]string, len(in.Words))
		for i, w := range in.Words {
			if d == Postgres {
				anyOf[i] = "'" + strings.ReplaceAll(w, "'", "''") + "':*" + in.Weight
			} else {
				anyOf[i] = `"` + strings.ReplaceAll(w, `"`, `""`) + `"*`
			}
		}
		if d == Postgres {
			parts = append(parts, "("+strings.Join(anyOf, " | ")+")")
		} else {
			parts = append(parts, in.SQLiteColumn+" : ("+strings.Join(anyOf, " OR ")+")")
		}
	}
	sep := " AND " // FTS5 needs the explicit AND before a column filter
	if d == Postgres {
		sep = " & "
	}
	q := strings.Join(parts, sep)
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
