package markdown_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"canvass/internal/markdown"
	"canvass/internal/markdown/markdowntest"
)

func fill(unit string, n int, tail string) string { return markdowntest.Fill(unit, n, tail) }

func worstDocuments(n int) map[string]string { return markdowntest.WorstDocuments(n) }

func TestWorstDocumentsStayWithinBoundsOfSize(t *testing.T) {
	for name, src := range worstDocuments(50_000) {
		if len(src) > 50_000 || len(src) < 44_000 {
			t.Errorf("%s: %d bytes, want about 50,000", name, len(src))
		}
	}
}

// defs is n link reference definitions.
func defs(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "[r%d]: /u%d\n", i, i)
	}
	return b.String()
}

func TestEachBoundRefusesWithItsMessage(t *testing.T) {
	cases := []struct {
		name     string
		ok, over string
		msg      string
	}{
		{"list depth", strings.Repeat("- ", markdown.MaxListDepth) + "x", strings.Repeat("- ", markdown.MaxListDepth+1) + "x", "Content can nest lists at most 10 levels deep"},
		{"quote depth", strings.Repeat("> ", markdown.MaxQuoteDepth) + "x", strings.Repeat("> ", markdown.MaxQuoteDepth+1) + "x", "Content can nest block quotes at most 10 levels deep"},
		{"list items", strings.Repeat("- a\n", markdown.MaxListItems), strings.Repeat("- a\n", markdown.MaxListItems+1), "Content can have at most 2,000 list items"},
		{"emphasis", strings.Repeat("*a", markdown.MaxEmphasis), strings.Repeat("*a", markdown.MaxEmphasis+1), "Content can have at most 2,000 emphasis markers (*, _ or ~)"},
		{"links", strings.Repeat("[a](/b) ", markdown.MaxLinks), strings.Repeat("[a](/b) ", markdown.MaxLinks+1), "Content can have at most 1,000 links and images"},
		{"bare links", strings.Repeat("www.a.com ", markdown.MaxLinks), strings.Repeat("www.a.com ", markdown.MaxLinks+1), "Content can have at most 1,000 links and images"},
		{"link refs", defs(markdown.MaxLinkRefs) + "\ntext", defs(markdown.MaxLinkRefs+1) + "\ntext", "Content can have at most 500 link reference definitions"},
		{"table cells", "|a|b|\n|-|-|\n" + strings.Repeat("|x|y|\n", markdown.MaxTableCells/2-1), "|a|b|\n|-|-|\n" + strings.Repeat("|x|y|\n", markdown.MaxTableCells/2), "Content can have at most 5,000 table cells"},
		{"HTML size", strings.Repeat("`a` ", 6_500), strings.Repeat("`a` ", 6_800), "Content is too long once formatted: shorten it or split it in two"},
	}
	for _, c := range cases {
		if _, err := markdown.Check(c.ok); err != nil {
			t.Errorf("%s: at the bound: %v", c.name, err)
		}
		_, err := markdown.Check(c.over)
		var le *markdown.LimitError
		if !errors.As(err, &le) || le.Message != c.msg {
			t.Errorf("%s: past the bound: got %v, want %q", c.name, err, c.msg)
		}
		// markdown.Render never fails: what lies past the bound is shown as text.
		if markdown.Render(c.over) == "" {
			t.Errorf("%s: markdown.Render of a source past the bound is empty", c.name)
		}
	}
}

func TestBoundedRenderKeepsTheTextPastTheBound(t *testing.T) {
	out := markdown.Render(strings.Repeat("- ", markdown.MaxListDepth+3) + "deep")
	if strings.Count(out, "<ul>") != markdown.MaxListDepth || !strings.Contains(out, "deep") {
		t.Errorf("nested too deep: %s", out)
	}
	out = markdown.Render(strings.Repeat("> ", markdown.MaxQuoteDepth+3) + "deep")
	if strings.Count(out, "<blockquote>") != markdown.MaxQuoteDepth || !strings.Contains(out, "deep") {
		t.Errorf("quoted too deep: %s", out)
	}
}
