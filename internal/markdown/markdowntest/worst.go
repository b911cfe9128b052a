// Package markdowntest holds the worst Markdown sources found for the
// renderer, for the renderer's own timing test and for the API tests that
// store and list them.
package markdowntest

import (
	"fmt"
	"slices"
	"strings"

	"canvass/internal/markdown"
)

// Fill repeats unit up to n bytes (cut at n), then puts tail at the end.
func Fill(unit string, n int, tail string) string {
	s := strings.Repeat(unit, (n-len(tail))/len(unit)+1)[:n-len(tail)]
	return s + tail
}

// lines joins f(i) for i = 0, 1, ... while the result stays within n bytes.
func lines(n int, f func(i int) string) string {
	var b strings.Builder
	for i := 0; ; i++ {
		l := f(i)
		if b.Len()+len(l) > n {
			break
		}
		b.WriteString(l)
	}
	return b.String()
}

// WorstDocuments are the most expensive sources of n bytes we found for
// goldmark and the sanitiser, by name (what they stress). Before the bounds,
// nested markers and unclosed brackets grew with the square of n (a line of
// 25,000 "- " took over a second).
func WorstDocuments(n int) map[string]string {
	return map[string]string{
		"dash (issue 24)":      Fill("- ", n-1, ""),
		"nested dash markers":  Fill("- ", n, "x"),
		"dash lines":           Fill("- \n", n, ""),
		"list items":           Fill("- a\n", n, ""),
		"nested ordered":       Fill("1. ", n, "x"),
		"indented nested list": lines(n, func(i int) string { return strings.Repeat("  ", i%400) + "- a\n" }),
		"nested quotes":        Fill("> ", n, "x"),
		"quote per line":       lines(n, func(i int) string { return strings.Repeat(">", i%200) + " a\n" }),
		"quotes in lists":      Fill("> - ", n, "x"),
		"empty quotes":         Fill(">\n\n", n, ""),
		"emphasis runs":        Fill("*a", n, ""),
		"emphasis mix":         Fill("*a **b _c __d ", n, ""),
		"long delimiter runs":  Fill("*", n/2, "a") + Fill("_", n/2-1, ""),
		"strikethrough":        Fill("~~a", n, ""),
		"link ref defs":        lines(n, func(i int) string { return fmt.Sprintf("[r%d]: /u%d \"t\"\n", i, i) }),
		"link refs used":       "[a]: /u\n" + Fill("[a] ", n-8, ""),
		"open brackets":        Fill("[", n/2, "") + Fill("]", n/2, ""),
		"open image brackets":  Fill("![", n/2, "") + Fill("]", n/2, ""),
		"inline links":         Fill("[a](https://example.com/x) ", n, ""),
		"bare URLs":            Fill("www.example.com ", n, ""),
		"angle autolinks":      Fill("<https://a.b> ", n, ""),
		"wide table":           "|" + Fill("a|", n/2-2, "") + "\n|" + Fill("-|", n/2-2, "") + "\n",
		"table rows":           "|a|b|\n|-|-|\n" + Fill("|x\n", n-12, ""),
		// At the bounds, accepted: counts grow with n, to reach each bound at 50,000.
		"table at cell bound": "|" + strings.Repeat("a|", 50) + "\n|" + strings.Repeat("-|", 50) + "\n" +
			strings.Repeat("|"+strings.Repeat(Fill("b", 9, "|"), 50)+"\n", (markdown.MaxTableCells/50-1)*n/50_000),
		"links at bound":           strings.Repeat(Fill("[a](https://example.com/", 45, ") "), markdown.MaxLinks*n/50_000),
		"list items at bound":      strings.Repeat(Fill("- item ", 25, "\n"), markdown.MaxListItems*n/50_000),
		"emphasis at bound":        strings.Repeat("*"+strings.Repeat("w", 23)+" ", markdown.MaxEmphasis*n/50_000),
		"code spans at HTML bound": Fill("`aaaaaaaaa` ", n, ""),
		"code spans":               Fill("`a` ", n, ""),
		"headings":                 Fill("#\n", n, ""),
		"raw HTML":                 Fill("<a>", n, ""),
		"entities":                 Fill("&amp;&#106;", n, ""),
	}
}

// Accepted lists, in name order, the worst documents of n bytes that
// markdown.Check accepts.
func Accepted(n int) []string {
	docs := WorstDocuments(n)
	var names []string
	for name, src := range docs {
		if _, err := markdown.Check(src); err == nil {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	out := make([]string, len(names))
	for i, name := range names {
		out[i] = docs[name]
	}
	return out
}
