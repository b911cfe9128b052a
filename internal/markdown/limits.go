package markdown

import (
	"fmt"
	"reflect"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Version is the renderer's version. Services store it beside the HTML they
// keep; a stored body of an older version is rendered again (and written
// back) the first time it is read. Raise it whenever the HTML of some source
// changes: a new extension, another policy, other bounds.
const Version = 1

// Bounds on what one source may hold. goldmark's cost grows with the
// square of some shapes (a line of 25,000 nested list markers took over a
// second; so did 25,000 "[" before their "]"), and the sanitiser's with
// the size of the HTML. Within these bounds the worst source of 50,000
// characters renders in a few tens of milliseconds (TestWorstDocuments;
// docs/performance.md). They are far above what a guide or an article uses.
const (
	MaxListDepth  = 10      // lists inside lists
	MaxQuoteDepth = 10      // block quotes inside block quotes
	MaxListItems  = 2000    // list items in the whole source
	MaxEmphasis   = 2000    // runs of *, _ or ~ that may open or close emphasis
	MaxLinks      = 1000    // links and images ("[", "![", <...> and bare URLs)
	MaxLinkRefs   = 500     // link reference definitions ("[name]: /url")
	MaxTableCells = 5000    // cells of every table together
	MaxHTML       = 100_000 // bytes of HTML stored (a guide's HTML is about 1.3 times its source)
	maxRawHTML    = 500_000 // bytes of HTML before sanitising (what the sanitiser may be given)
)

// The authors' messages, one per bound.
var (
	msgListDepth  = fmt.Sprintf("Content can nest lists at most %d levels deep", MaxListDepth)
	msgQuoteDepth = fmt.Sprintf("Content can nest block quotes at most %d levels deep", MaxQuoteDepth)
	msgListItems  = "Content can have at most 2,000 list items"
	msgEmphasis   = "Content can have at most 2,000 emphasis markers (*, _ or ~)"
	msgLinks      = "Content can have at most 1,000 links and images"
	msgLinkRefs   = fmt.Sprintf("Content can have at most %d link reference definitions", MaxLinkRefs)
	msgTableCells = "Content can have at most 5,000 table cells"
	msgHTML       = "Content is too long once formatted: shorten it or split it in two"
)

// LimitError is a source past one of the bounds. Message names the bound
// for the author (services put it on the content field).
type LimitError struct{ Message string }

func (e *LimitError) Error() string { return e.Message }

// budget is one render's counts. Parsers past a bound stop producing what
// the bound counts (the rest is plain text), so a render costs what the
// bounds allow whatever the source, and the first bound passed is kept.
type budget struct {
	items, emphasis, links, cells int
	problem                       string
}

var budgetKey = parser.NewContextKey()

func budgetOf(pc parser.Context) *budget {
	if b, ok := pc.Get(budgetKey).(*budget); ok {
		return b
	}
	b := &budget{} // a parse started without one (not through render)
	pc.Set(budgetKey, b)
	return b
}

func (b *budget) fail(msg string) {
	if b.problem == "" {
		b.problem = msg
	}
}

func (b *budget) err() error {
	if b.problem == "" {
		return nil
	}
	return &LimitError{Message: b.problem}
}

// depth counts n and its ancestors of the given kind.
func depth(n ast.Node, kind ast.NodeKind) int {
	d := 0
	for ; n != nil; n = n.Parent() {
		if n.Kind() == kind {
			d++
		}
	}
	return d
}

// boundBlocks puts the list, list item and block quote parsers behind
// their bounds.
func boundBlocks(ps []util.PrioritizedValue) []util.PrioritizedValue {
	out := make([]util.PrioritizedValue, len(ps))
	for i, p := range ps {
		switch reflect.TypeOf(p.Value) {
		case reflect.TypeOf(parser.NewListParser()):
			p.Value = listParser{p.Value.(parser.BlockParser)}
		case reflect.TypeOf(parser.NewListItemParser()):
			p.Value = listItemParser{p.Value.(parser.BlockParser)}
		case reflect.TypeOf(parser.NewBlockquoteParser()):
			p.Value = quoteParser{p.Value.(parser.BlockParser)}
		}
		out[i] = p
	}
	return out
}

// listParser opens no list deeper than MaxListDepth, nor any list once
// the source has MaxListItems items (the line stays text).
type listParser struct{ parser.BlockParser }

func (p listParser) Open(parent ast.Node, r text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if parent.Kind() == ast.KindList {
		// goldmark asks every parser inside a list too; a list never opens
		// there (its items do), so that is no level deeper.
		return p.BlockParser.Open(parent, r, pc)
	}
	b := budgetOf(pc)
	if b.items >= MaxListItems {
		return nil, parser.NoChildren
	}
	if depth(parent, ast.KindList) >= MaxListDepth {
		b.fail(msgListDepth)
		return nil, parser.NoChildren
	}
	return p.BlockParser.Open(parent, r, pc)
}

// listItemParser counts list items. It never refuses one (a list must hold
// items); listParser stops new lists once the count is reached.
type listItemParser struct{ parser.BlockParser }

func (p listItemParser) Open(parent ast.Node, r text.Reader, pc parser.Context) (ast.Node, parser.State) {
	n, st := p.BlockParser.Open(parent, r, pc)
	if n != nil {
		b := budgetOf(pc)
		b.items++
		if b.items > MaxListItems {
			b.fail(msgListItems)
		}
	}
	return n, st
}

// quoteParser opens no block quote deeper than MaxQuoteDepth.
type quoteParser struct{ parser.BlockParser }

func (p quoteParser) Open(parent ast.Node, r text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if depth(parent, ast.KindBlockquote) >= MaxQuoteDepth {
		budgetOf(pc).fail(msgQuoteDepth)
		return nil, parser.NoChildren
	}
	return p.BlockParser.Open(parent, r, pc)
}

// boundInlines puts the emphasis, strikethrough and link parsers behind
// their bounds.
func boundInlines(ps []util.PrioritizedValue) []util.PrioritizedValue {
	out := make([]util.PrioritizedValue, len(ps))
	for i, p := range ps {
		ip := p.Value.(parser.InlineParser)
		switch reflect.TypeOf(p.Value) {
		case reflect.TypeOf(parser.NewEmphasisParser()), reflect.TypeOf(extension.NewStrikethroughParser()):
			p.Value = countedInline{ip, func(b *budget) *int { return &b.emphasis }, MaxEmphasis, msgEmphasis}
		case reflect.TypeOf(parser.NewLinkParser()):
			p.Value = linkParser{countedInline{ip, func(b *budget) *int { return &b.links }, MaxLinks, msgLinks}}
		case reflect.TypeOf(parser.NewAutoLinkParser()), reflect.TypeOf(extension.NewLinkifyParser()):
			p.Value = countedInline{ip, func(b *budget) *int { return &b.links }, MaxLinks, msgLinks}
		}
		out[i] = p
	}
	return out
}

// countedInline counts what its parser produces and notes the bound once
// the count passes max. It never refuses: what these parsers cost grows
// with the source only.
type countedInline struct {
	parser.InlineParser
	count func(*budget) *int
	max   int
	msg   string
}

func (p countedInline) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	node := p.InlineParser.Parse(parent, block, pc)
	if node != nil {
		b := budgetOf(pc)
		n := p.count(b)
		*n++
		if *n > p.max {
			b.fail(p.msg)
		}
	}
	return node
}

// linkParser counts the openers "[" and "![" (each ends as a link, an
// image or text) and opens none past MaxLinks, where "[" is plain text:
// goldmark's cost grows with the square of the openers still open. A "]"
// always goes through, closing what was opened.
type linkParser struct{ countedInline }

func (p linkParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, _ := block.PeekLine()
	opener := len(line) > 0 && (line[0] == '[' || line[0] == '!' && len(line) > 1 && line[1] == '[')
	if !opener {
		return p.InlineParser.Parse(parent, block, pc)
	}
	if b := budgetOf(pc); b.links >= MaxLinks {
		b.fail(msgLinks)
		return nil
	}
	return p.countedInline.Parse(parent, block, pc)
}

// CloseBlock passes on goldmark's end-of-block call to the link parser.
func (p linkParser) CloseBlock(parent ast.Node, block text.Reader, pc parser.Context) {
	p.InlineParser.(parser.CloseBlocker).CloseBlock(parent, block, pc)
}

// tableParser makes tables as GitHub's extension does, and keeps no row
// past MaxTableCells cells (of every table together): rendering and
// sanitising a cell costs more than parsing it.
type tableParser struct{ parser.ParagraphTransformer }

func (p tableParser) Transform(node *ast.Paragraph, r text.Reader, pc parser.Context) {
	parent, next := node.Parent(), node.NextSibling()
	p.ParagraphTransformer.Transform(node, r, pc)
	// The table, if one was made, is just before what came after node.
	var made ast.Node
	if next != nil {
		made = next.PreviousSibling()
	} else if parent != nil {
		made = parent.LastChild()
	}
	table, ok := made.(*east.Table)
	if !ok {
		return
	}
	b := budgetOf(pc)
	cols := max(len(table.Alignments), 1)
	for row := table.FirstChild(); row != nil; {
		nextRow := row.NextSibling()
		if b.cells+cols > MaxTableCells {
			b.fail(msgTableCells)
			table.RemoveChild(table, row)
		} else {
			b.cells += cols
		}
		row = nextRow
	}
}
