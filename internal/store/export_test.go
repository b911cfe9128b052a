package store

import "strings"

// FoldWordsForTest is canvass_match's first argument for words.
func FoldWordsForTest(words []string) string { return strings.Join(foldWords(words), " ") }
