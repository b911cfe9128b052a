package jobs

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"canvass/internal/store"
)

// Search text limits: longer input is cut, extra words are dropped, so a
// hostile query cannot make the database work unboundedly.
const (
	maxSearchRunes  = 200
	maxSearchTokens = 8
)

// searchTokens splits user search text into lower-case words made only of
// letters, digits and combining marks, the way both engines' tokenizers do
// (SQLite unicode61, PostgreSQL's default parser with the 'simple'
// configuration). Everything else (quotes, '*', '(', ':', '&', '-', ...) is a
// separator, so no user text ever reaches the engines' query syntax.
func searchTokens(s string) []string {
	if utf8.RuneCountInString(s) > maxSearchRunes {
		s = string([]rune(s)[:maxSearchRunes])
	}
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r))
	})
	if len(words) > maxSearchTokens {
		words = words[:maxSearchTokens]
	}
	return words
}

// matchQuery builds the full-text query for words: every word must appear
// (AND), and the last one also matches as a prefix ("organ" finds
// "organizer") when it has at least two characters. It returns "" when
// there is nothing to search for.
//
//   - SQLite FTS5: each word is a quoted string ("word"), the last one
//     followed by * for a prefix query: "campaign" "organ"*
//   - PostgreSQL to_tsquery: each word single-quoted, joined with &, the
//     last one with the :* prefix marker: 'campaign' & 'organ':*
//
// Words hold only letters, digits and marks, and are quoted anyway (with
// quotes doubled), so FTS syntax in user text can never cause an error.
func matchQuery(d store.Dialect, words []string) string {
	if len(words) == 0 {
		return ""
	}
	parts := make([]string, len(words))
	for i, w := range words {
		prefix := i == len(words)-1 && utf8.RuneCountInString(w) >= 2
		switch d {
		case store.Postgres:
			parts[i] = "'" + strings.ReplaceAll(w, "'", "''") + "'"
			if prefix {
				parts[i] += ":*"
			}
		default:
			parts[i] = `"` + strings.ReplaceAll(w, `"`, `""`) + `"`
			if prefix {
				parts[i] += "*"
			}
		}
	}
	if d == store.Postgres {
		return strings.Join(parts, " & ")
	}
	return strings.Join(parts, " ")
}
