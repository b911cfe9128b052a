// Package markdown renders member-written Markdown (resource guides, news
// bodies, any long text a member writes) to HTML that is safe to put in a
// page as it is. It is the one place Canvass turns user text into markup.
//
// The pipeline, in order:
//  1. goldmark (CommonMark plus GitHub's tables, strikethrough and
//     autolinks) parses the source. Raw HTML in the source is never
//     rendered: goldmark runs without WithUnsafe, so `<script>`, `<img
//     onerror>` and every other tag or comment becomes "raw HTML omitted".
//  2. An AST pass rewrites what goldmark would render as-is:
//     - headings move one level down (# is <h2>): the page's own title is
//     its only <h1>;
//     - every link gets rel="nofollow ugc noopener" (member-written links
//     earn no search ranking and cannot reach window.opener);
//     - an image whose source is not one of Canvass's own uploads
//     (/uploads/...) becomes a plain link to it, so a guide can neither
//     hot-link outside images nor plant a tracking pixel on every reader.
//  3. bluemonday's UGC policy sanitises the HTML (shared and safe for
//     concurrent use): only http, https, mailto and relative URLs survive,
//     so `javascript:`, entity-encoded `&#106;avascript:`, `vbscript:` and
//     `data:` links lose their href; no event handler, style or script
//     attribute survives.
//
// Bounds (limits.go) keep every render linear in its source and small:
// Check refuses a source past one with a *LimitError; Render renders what
// lies within them. Services render once, when a body is written, and
// store the HTML beside the source with Version (stored.go).
//
// goldmark must stay at v1.7.17 or later: earlier versions let
// entity-encoded javascript: link destinations through step 1.
package markdown

import (
	"bytes"
	stdhtml "html"
	"math"
	"regexp"
	"strings"
	"sync/atomic"
	"unicode"

	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// LinkRel is the rel attribute of every link in rendered Markdown.
const LinkRel = "nofollow ugc noopener"

// LocalImagePrefix is the path an image must start with to be shown inline
// (Canvass's upload store); any other image becomes a link.
const LocalImagePrefix = "/uploads/"

var (
	md     = newMarkdown()
	policy = newPolicy()
	// renders counts Render and Check calls (tests assert that reads render nothing).
	renders atomic.Int64
)

// newMarkdown builds goldmark by hand rather than with goldmark.New's
// extensions, so that every parser whose cost grows with what it is fed
// sits behind a bound (limits.go): CommonMark plus GitHub's tables,
// strikethrough and autolinks, as before.
func newMarkdown() goldmark.Markdown {
	inlines := append(parser.DefaultInlineParsers(),
		util.Prioritized(extension.NewStrikethroughParser(), 500),
		util.Prioritized(extension.NewLinkifyParser(), 999))
	p := parser.NewParser(
		parser.WithBlockParsers(boundBlocks(parser.DefaultBlockParsers())...),
		parser.WithInlineParsers(boundInlines(inlines)...),
		parser.WithParagraphTransformers(append(parser.DefaultParagraphTransformers(),
			util.Prioritized(tableParser{extension.NewTableParagraphTransformer()}, 200))...),
		parser.WithASTTransformers(util.Prioritized(extension.NewTableASTTransformer(), 0),
			util.Prioritized(rewriter{}, 100)),
	)
	r := renderer.NewRenderer(renderer.WithNodeRenderers(
		// No html.WithUnsafe(): raw HTML is omitted.
		util.Prioritized(html.NewRenderer(), 1000),
		util.Prioritized(extension.NewTableHTMLRenderer(extension.WithTableCellAlignMethod(extension.TableCellAlignAttribute)), 500),
		util.Prioritized(extension.NewStrikethroughHTMLRenderer(), 500),
	))
	return goldmark.New(goldmark.WithParser(p), goldmark.WithRenderer(r))
}

func newPolicy() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	// The rel the rewriter sets, and nothing else a source could smuggle in.
	p.AllowAttrs("rel").Matching(regexp.MustCompile(`^` + regexp.QuoteMeta(LinkRel) + `$`)).OnElements("a")
	// Fenced code keeps its language for styling ("language-go").
	p.AllowAttrs("class").Matching(regexp.MustCompile(`^language-[A-Za-z0-9_+-]{1,30}$`)).OnElements("code")
	p.RequireNoFollowOnLinks(true) // a backstop: every link says nofollow whatever happened before
	return p
}

// Render returns the safe HTML of the Markdown source src. It never fails:
// whatever src holds, the result is sanitised HTML (possibly empty). A
// source past one of the bounds (limits.go) renders what lies within them
// (a list nested too deep goes on as plain text): Check refuses it instead.
// Render is for text stored before the bounds; new text goes through Check.
func Render(src string) string {
	html, _ := render(src, false)
	return html
}

// Check renders src like Render, and reports the first bound src goes past
// as a *LimitError (its Message is for the author, on the content field).
func Check(src string) (string, error) {
	return render(src, true)
}

// Renders is how many times Render or Check ran in this process (tests:
// reading stored HTML renders nothing).
func Renders() int64 { return renders.Load() }

// render is Render (strict false) and Check (strict true: a source past a
// bound stops after parsing, with its error and no HTML).
func render(src string, strict bool) (string, error) {
	renders.Add(1)
	b := &budget{}
	pc := parser.NewContext()
	pc.Set(budgetKey, b)
	source := []byte(src)
	doc := md.Parser().Parse(text.NewReader(source), parser.WithContext(pc))
	if len(pc.References()) > MaxLinkRefs {
		b.fail(msgLinkRefs)
	}
	if strict && b.problem != "" {
		return "", b.err()
	}
	var buf bytes.Buffer
	if err := md.Renderer().Render(&buf, source, doc); err != nil {
		// goldmark only fails when writing to buf fails, which it cannot;
		// show the text escaped rather than nothing.
		return policy.Sanitize("<p>" + escape(src) + "</p>"), nil
	}
	if buf.Len() > maxRawHTML {
		b.fail(msgHTML)
		if strict {
			return "", b.err()
		}
	}
	out := policy.Sanitize(buf.String())
	if len(out) > MaxHTML {
		b.fail(msgHTML)
	}
	return out, b.err()
}

func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;").Replace(s)
}

var (
	tags      = regexp.MustCompile(`<[^>]*>`)
	blockTags = regexp.MustCompile(`(?i)</?(p|h[1-6]|li|ul|ol|blockquote|pre|table|thead|tbody|tr|td|th|hr|br)\b[^>]*>`)
)

// rewriter is the AST pass of step 2.
type rewriter struct{}

func (rewriter) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	var images []*ast.Image
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			n.Level = min(n.Level+1, 6)
		case *ast.Link:
			n.SetAttributeString("rel", []byte(LinkRel))
		case *ast.AutoLink:
			n.SetAttributeString("rel", []byte(LinkRel))
		case *ast.Image:
			if !isLocal(n.Destination) {
				images = append(images, n)
			}
		}
		return ast.WalkContinue, nil
	})
	// Outside images become links holding their alt text (changed after the
	// walk, which must not see the tree change under it).
	for _, img := range images {
		link := ast.NewLink()
		link.Destination, link.Title = img.Destination, img.Title
		link.SetAttributeString("rel", []byte(LinkRel))
		for c := img.FirstChild(); c != nil; {
			next := c.NextSibling()
			link.AppendChild(link, c)
			c = next
		}
		if !link.HasChildren() {
			link.AppendChild(link, ast.NewString(img.Destination))
		}
		img.Parent().ReplaceChild(img.Parent(), img, link)
	}
}

// isLocal reports whether an image source is one of Canvass's uploads: a
// path under LocalImagePrefix without any way out of it.
func isLocal(dest []byte) bool {
	s := string(dest)
	return strings.HasPrefix(s, LocalImagePrefix) && !strings.Contains(s, "..") &&
		!strings.ContainsAny(s, "\\?#%")
}

// WordsPerMinute is the reading speed behind ReadingMinutes.
const WordsPerMinute = 200

// ReadingMinutes is how long src takes to read at WordsPerMinute, rounded up
// and at least 1 ("5 min read"). Words are runs of letters or digits, so
// Markdown punctuation (#, *, |, -) does not count.
func ReadingMinutes(src string) int {
	words, in := 0, false
	for _, r := range src {
		w := unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’'
		if w && !in {
			words++
		}
		in = w
	}
	return max(1, int(math.Ceil(float64(words)/WordsPerMinute)))
}

// PlainText is the visible text of rendered Markdown with tags removed and
// white space collapsed: for meta descriptions, feed summaries and excerpts.
func PlainText(src string) string {
	// Render's output is well-formed sanitised HTML: every "<" starts a tag.
	text := blockTags.ReplaceAllString(Render(src), " ")
	text = stdhtml.UnescapeString(tags.ReplaceAllString(text, ""))
	return strings.Join(strings.Fields(text), " ")
}
