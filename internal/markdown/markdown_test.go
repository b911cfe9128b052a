package markdown

import (
	"regexp"
	"strings"
	"sync"
	"testing"
)

// dangerous lists what must never appear in rendered HTML.
var dangerous = []string{
	"<script", "</script", "javascript:", "vbscript:", "data:", "onerror", "onload", "onclick",
	"<iframe", "<object", "<embed", "<style", "style=", "<form", "<input", "<svg", "<math", "srcdoc", "formaction",
}

func assertSafe(t *testing.T, name, src string) string {
	t.Helper()
	out := Render(src)
	// Text is escaped, so only tags can carry a payload: look inside them.
	low := strings.ToLower(strings.Join(regexp.MustCompile(`<[^>]*>`).FindAllString(out, -1), " "))
	for _, bad := range dangerous {
		if strings.Contains(low, bad) {
			t.Errorf("%s: rendered HTML holds %q:\nsource %q\nhtml   %s", name, bad, src, out)
		}
	}
	// Every href and src that survives is http(s), mailto or relative.
	for _, m := range regexp.MustCompile(`(?i)(?:href|src)="([^"]*)"`).FindAllStringSubmatch(out, -1) {
		u := strings.ToLower(m[1])
		if !(strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "mailto:") ||
			strings.HasPrefix(u, "/") || strings.HasPrefix(u, "#") || !strings.Contains(u, ":")) {
			t.Errorf("%s: URL %q survived in %s", name, m[1], out)
		}
	}
	return out
}

func TestHostilePayloads(t *testing.T) {
	cases := map[string]string{
		"script tag":              "Hello <script>alert(1)</script> world",
		"script block":            "<script>\nalert(document.cookie)\n</script>",
		"img onerror":             `<img src=x onerror="alert(1)">`,
		"svg onload":              `<svg onload=alert(1)>`,
		"iframe":                  `<iframe src="https://evil.example"></iframe>`,
		"style":                   `<style>body{display:none}</style>`,
		"inline html in para":     `Text <a href="javascript:alert(1)" onclick="x()">click</a> more`,
		"javascript link":         `[click](javascript:alert(1))`,
		"JavaScript mixed case":   `[click](JaVaScRiPt:alert(1))`,
		"entity javascript":       `[click](&#106;avascript:alert(1))`,
		"hex entity javascript":   `[click](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))`,
		"named entity colon":      `[click](javascript&colon;alert(1))`,
		"tab in scheme":           "[click](java\tscript:alert(1))",
		"javascript autolink":     `<javascript:alert(1)>`,
		"javascript reference":    "[click][x]\n\n[x]: javascript:alert(1)",
		"vbscript link":           `[click](vbscript:msgbox(1))`,
		"data html link":          `[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
		"data image":              `![pic](data:image/png;base64,iVBORw0KGgo=)`,
		"data svg image":          `![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
		"javascript image":        `![pic](javascript:alert(1))`,
		"title breakout":          `[x](https://example.com "a\" onmouseover=\"alert(1)")`,
		"html comment":            "<!-- <script>alert(1)</script> -->",
		"nested markup in code":   "`<script>alert(1)</script>`",
		"fenced html":             "```html\n<script>alert(1)</script>\n```",
		"form":                    `<form action="https://evil.example"><input name=x><button formaction=javascript:alert(1)>go</button></form>`,
		"attribute via heading":   "# Title {onclick=alert(1)}",
		"table with html":         "| a | b |\n|---|---|\n| <script>alert(1)</script> | <img src=x onerror=alert(1)> |",
		"object embed":            `<object data="x.swf"></object><embed src="x.swf">`,
		"math":                    `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
		"unclosed":                `<a href="javascript:alert(1)">unclosed`,
		"backslash escape":        `[x](javascript\:alert(1))`,
		"percent-encoded scheme":  `[x](%6A%61%76%61%73%63%72%69%70%74:alert(1))`,
		"linkify javascript text": `see javascript:alert(1) for details`,
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) { assertSafe(t, name, src) })
	}
}

func TestEntityEncodedJavascriptLoseHref(t *testing.T) {
	out := assertSafe(t, "entity", `[click me](&#106;avascript:alert(1))`)
	if !strings.Contains(out, "click me") {
		t.Errorf("link text lost: %s", out)
	}
	if strings.Contains(out, "href=") {
		t.Errorf("dangerous link kept an href: %s", out)
	}
}

func TestRawHTMLNeverRendered(t *testing.T) {
	out := Render("<div class=\"x\"><b>bold</b></div>\n\nInline <em>tag</em> here.")
	for _, tag := range []string{"<div", "<b>", "<em>tag"} {
		if strings.Contains(out, tag) {
			t.Errorf("raw HTML %q reached the output: %s", tag, out)
		}
	}
}

func TestLinksCarryRel(t *testing.T) {
	out := Render("[Guide](https://example.com/guide), <https://example.org>, www.example.net and [local](/resources/2)\n\n[ref][r]\n\n[r]: https://example.com/ref")
	links := regexp.MustCompile(`<a [^>]*>`).FindAllString(out, -1)
	if len(links) != 5 {
		t.Fatalf("want 5 links, got %d: %s", len(links), out)
	}
	for _, a := range links {
		if !strings.Contains(a, `rel="nofollow ugc noopener"`) {
			t.Errorf("link without rel: %s", a)
		}
	}
	if !strings.Contains(out, `href="https://example.com/guide"`) || !strings.Contains(out, `href="/resources/2"`) {
		t.Errorf("hrefs lost: %s", out)
	}
}

func TestFormattingSurvives(t *testing.T) {
	src := "# Plan\n\n## Budget\n\nSome **bold**, _italic_ and ~~old~~ text.\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted\n\n" +
		"```go\nfmt.Println(\"hi\")\n```\n\n| Week | Doors |\n|:-----|------:|\n| 1 | 500 |\n\n`code` and a line  \nbreak.\n\n---\n"
	out := Render(src)
	for _, want := range []string{"<h2>Plan</h2>", "<h3>Budget</h3>", "<strong>bold</strong>", "<em>italic</em>", "<del>old</del>",
		"<ul>", "<li>one</li>", "<ol>", "<blockquote>", `<pre><code class="language-go">`, "fmt.Println(&#34;hi&#34;)",
		"<table>", `<th align="left">Week</th>`, `<td align="right">500</td>`, "<code>code</code>", "<br>", "<hr>"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in %s", want, out)
		}
	}
	if strings.Contains(out, "<h1") {
		t.Errorf("content has an h1: %s", out)
	}
}

func TestImages(t *testing.T) {
	out := Render("![Door knocking](/uploads/abc123.png)")
	if !strings.Contains(out, `<img src="/uploads/abc123.png" alt="Door knocking"`) {
		t.Errorf("local image not shown: %s", out)
	}
	out = Render("![pixel](https://tracker.example/p.gif)")
	if strings.Contains(out, "<img") || !strings.Contains(out, `href="https://tracker.example/p.gif"`) || !strings.Contains(out, ">pixel</a>") {
		t.Errorf("outside image not turned into a link: %s", out)
	}
	for _, src := range []string{"![x](/uploads/../etc/passwd)", "![x](/uploads/a.png?x=1)", "![](/uploads/%2e%2e/x)"} {
		if out := Render(src); strings.Contains(out, "<img") {
			t.Errorf("%s shown inline: %s", src, out)
		}
	}
}

func TestReadingMinutes(t *testing.T) {
	for _, c := range []struct {
		words, want int
	}{{0, 1}, {1, 1}, {200, 1}, {201, 2}, {1000, 5}, {1001, 6}} {
		src := strings.Repeat("word ", c.words)
		if got := ReadingMinutes(src); got != c.want {
			t.Errorf("%d words: %d min, want %d", c.words, got, c.want)
		}
	}
	// Markdown punctuation is not words.
	if got := ReadingMinutes(strings.Repeat("# - * | --- ", 500) + "one two"); got != 1 {
		t.Errorf("punctuation counted: %d", got)
	}
}

func TestPlainText(t *testing.T) {
	got := PlainText("# Title\n\nFirst **bold** & <script>x</script> para.\n\nSecond [link](https://example.com).")
	if got != "Title First bold & x para. Second link." {
		t.Errorf("PlainText = %q", got)
	}
}

func TestConcurrentRender(t *testing.T) {
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				if out := Render("[a](https://x.example) <script>alert(1)</script>"); strings.Contains(out, "<script") {
					t.Error("script survived")
				}
			}
		}()
	}
	wg.Wait()
}

func FuzzRenderIsSafe(f *testing.F) {
	for _, s := range []string{"[a](javascript:x)", "<script>", "![x](data:image/png;base64,AA)", "&#106;avascript:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		out := Render(src)
		tags := strings.ToLower(strings.Join(regexp.MustCompile(`<[^>]*>`).FindAllString(out, -1), " "))
		if regexp.MustCompile(`\son[a-z]+=`).MatchString(tags) {
			t.Fatalf("%q produced an event handler: %q", src, out)
		}
		for _, bad := range []string{"<script", "javascript:", "vbscript:", "data:", "<iframe", "style="} {
			if strings.Contains(tags, bad) {
				t.Fatalf("%q produced %q", src, out)
			}
		}
	})
}
