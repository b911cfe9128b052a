package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/font"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
)

// The resource tools' PDFs (issue 25, item 6): "Download PDF" on the campaign
// plan template and on the GOTV checklist downloads a PDF made here, from the
// same content the app renders (web/src/features/resources/content/*.json,
// embedded by canvass/web), with pdfcpu. Each is laid out once per process
// (on first request) and then served from memory.
//
// The layout is a column of blocks (title, lead, section headings, wrapped
// text, fill-in lines, blank tables, checkbox items) placed top-down on A4
// pages in the standard PDF fonts (Helvetica, no font embedding); a block
// that does not fit on the page starts the next one, and a section starts
// on a new page rather than leave its heading alone at the bottom.

func init() {
	// pdfcpu otherwise writes a configuration folder (and fonts) into the
	// user's config directory on first use.
	api.DisableConfigDir()
}

// ToolPDF is one downloadable PDF.
type ToolPDF struct {
	Filename string
	build    func() ([]byte, error)
	once     sync.Once
	pdf      []byte
	err      error
}

// Bytes returns the PDF, making it on the first call.
func (t *ToolPDF) Bytes() ([]byte, error) {
	t.once.Do(func() { t.pdf, t.err = t.build() })
	return t.pdf, t.err
}

// ServeHTTP sends the PDF as a download.
func (t *ToolPDF) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	pdf, err := t.Bytes()
	if err != nil {
		http.Error(w, "The PDF could not be made.", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/pdf")
	h.Set("Content-Disposition", `attachment; filename="`+t.Filename+`"`)
	h.Set("Content-Length", strconv.Itoa(len(pdf)))
	h.Set("Cache-Control", "public, max-age=86400")
	h.Set("X-Content-Type-Options", "nosniff")
	if r.Method != http.MethodHead {
		w.Write(pdf)
	}
}

// CampaignPlan is the shape of campaign-plan.json.
type CampaignPlan struct {
	Title    string `json:"title"`
	Lead     string `json:"lead"`
	Sections []struct {
		Title   string `json:"title"`
		Intro   string `json:"intro"`
		Columns int    `json:"columns"`
		Fields  []struct {
			Label string `json:"label"`
			Lines int    `json:"lines"`
		} `json:"fields"`
		Table *struct {
			Caption string   `json:"caption"`
			Columns []string `json:"columns"`
			Rows    []string `json:"rows"`
		} `json:"table"`
	} `json:"sections"`
}

// GotvChecklist is the shape of gotv-checklist.json.
type GotvChecklist struct {
	Title     string `json:"title"`
	PrintLead string `json:"printLead"`
	Phases    []struct {
		Title string `json:"title"`
		Items []struct {
			Text string `json:"text"`
		} `json:"items"`
	} `json:"phases"`
}

// CampaignPlanPDF is /resources/campaign-plan-template.pdf, made from
// campaign-plan.json in content.
func CampaignPlanPDF(content fs.FS) *ToolPDF {
	return &ToolPDF{Filename: "canvass-campaign-plan-template.pdf", build: func() ([]byte, error) {
		var plan CampaignPlan
		if err := readJSON(content, "campaign-plan.json", &plan); err != nil {
			return nil, err
		}
		d := newDoc(plan.Title)
		d.title(plan.Title)
		d.paragraph(plan.Lead, fontRegular, 10.5, "#333333")
		for i, s := range plan.Sections {
			// Each section on one page: lay it out on a scratch page to measure it.
			d.section(func(d *doc) {
				d.heading(fmt.Sprintf("%d. %s", i+1, s.Title))
				d.paragraph(s.Intro, fontItalic, 9.5, "#555555")
				cols := max(s.Columns, 1)
				for row := 0; row < len(s.Fields); row += cols {
					cells := make([]fieldCell, 0, cols)
					for _, f := range s.Fields[row:min(row+cols, len(s.Fields))] {
						cells = append(cells, fieldCell{f.Label, max(f.Lines, 1)})
					}
					d.fields(cells, cols)
				}
				if t := s.Table; t != nil {
					d.table(t.Columns, t.Rows)
				}
			})
		}
		return d.render()
	}}
}

// GotvChecklistPDF is /resources/gotv-checklist.pdf, made from
// gotv-checklist.json in content.
func GotvChecklistPDF(content fs.FS) *ToolPDF {
	return &ToolPDF{Filename: "canvass-gotv-checklist.pdf", build: func() ([]byte, error) {
		var list GotvChecklist
		if err := readJSON(content, "gotv-checklist.json", &list); err != nil {
			return nil, err
		}
		d := newDoc(list.Title)
		d.title(list.Title)
		d.paragraph(list.PrintLead, fontRegular, 10.5, "#333333")
		for _, p := range list.Phases {
			d.section(func(d *doc) {
				d.heading(p.Title)
				for _, it := range p.Items {
					d.checkItem(it.Text)
				}
			})
		}
		return d.render()
	}}
}

func readJSON(content fs.FS, name string, v any) error {
	b, err := fs.ReadFile(content, name)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

// Page geometry (points, origin at the lower left of an A4 page).
const (
	pageW, pageH = 595.0, 842.0
	marginX      = 50.0
	marginTop    = 56.0
	marginBottom = 64.0 // the footer sits below
	contentW     = pageW - 2*marginX

	fontRegular = "Helvetica"
	fontBold    = "Helvetica-Bold"
	fontItalic  = "Helvetica-Oblique"
)

// doc lays blocks out on pages, top-down; render turns the pages into
// pdfcpu's JSON page description and that into a PDF.
type doc struct {
	name  string // the footer's document name
	pages []*pdfPage
	y     float64 // the current page's next free line, from the bottom
}

// pdfPage holds pdfcpu's content primitives of one page.
type pdfPage struct {
	Text  []map[string]any `json:"text,omitempty"`
	Box   []map[string]any `json:"box,omitempty"`
	Table []map[string]any `json:"table,omitempty"`
}

func newDoc(name string) *doc {
	d := &doc{name: name}
	d.newPage()
	return d
}

func (d *doc) newPage() {
	d.pages = append(d.pages, &pdfPage{})
	d.y = pageH - marginTop
}

func (d *doc) cur() *pdfPage { return d.pages[len(d.pages)-1] }

// need starts a new page unless h points fit on this one.
func (d *doc) need(h float64) {
	if d.y-h < marginBottom {
		d.newPage()
	}
}

// section lays out fn's blocks on a new page when they do not fit on what is
// left of this one (measured by laying them out on a scratch document).
func (d *doc) section(fn func(*doc)) {
	scratch := &doc{name: d.name}
	scratch.newPage()
	fn(scratch)
	if len(scratch.pages) == 1 {
		d.need(pageH - marginTop - scratch.y)
	}
	fn(d)
}

func (d *doc) text(s, fontName string, size float64, color string, x, y float64) {
	d.cur().Text = append(d.cur().Text, map[string]any{
		"value": esc(s), "pos": []float64{x, y},
		"font": map[string]any{"name": fontName, "size": size, "col": color},
	})
}

func (d *doc) rule(x, y, w, h float64, color string) {
	d.cur().Box = append(d.cur().Box, map[string]any{"pos": []float64{x, y}, "width": w, "height": h, "fillCol": color})
}

func (d *doc) title(s string) {
	d.text(s, fontBold, 22, "#000000", marginX, d.y-22)
	d.y -= 34
}

func (d *doc) heading(s string) {
	d.y -= 10
	d.need(14 + 40) // a heading never ends a page
	d.text(s, fontBold, 14, "#000000", marginX, d.y-14)
	d.y -= 22
}

// paragraph writes s wrapped to the content width.
func (d *doc) paragraph(s, fontName string, size float64, color string) {
	lead := size * 1.4
	for _, line := range wrap(s, fontName, size, contentW) {
		d.need(lead)
		d.text(line, fontName, size, color, marginX, d.y-size)
		d.y -= lead
	}
	d.y -= 6
}

type fieldCell struct {
	label string
	lines int
}

// fields writes one row of labelled fill-in lines in cols columns.
func (d *doc) fields(cells []fieldCell, cols int) {
	const gap, label, line = 18.0, 14.0, 22.0
	h := 0.0
	for _, c := range cells {
		h = max(h, label+float64(c.lines)*line)
	}
	d.need(h + 8)
	w := (contentW - gap*float64(cols-1)) / float64(cols)
	for i, c := range cells {
		x := marginX + float64(i)*(w+gap)
		d.text(c.label, fontBold, 9, "#000000", x, d.y-9)
		for l := 1; l <= c.lines; l++ {
			d.rule(x, d.y-label-float64(l)*line, w, 0.6, "#000000")
		}
	}
	d.y -= h + 10
}

// table writes a blank table: a header row, and rows named in the first
// column with empty cells to fill in.
func (d *doc) table(columns, rows []string) {
	const lh = 20
	h := float64((len(rows) + 1) * lh)
	d.need(h + 8)
	values := make([][]string, len(rows))
	for i, r := range rows {
		values[i] = make([]string, len(columns))
		values[i][0] = esc(r)
	}
	widths := columnWidths(columns, rows)
	header := make([]string, len(columns))
	left := make([]string, len(columns))
	for i, c := range columns {
		header[i], left[i] = esc(c), "Left"
	}
	pad := make([]map[string]any, len(columns))
	for i := range pad {
		pad[i] = map[string]any{"left": 4}
	}
	d.cur().Table = append(d.cur().Table, map[string]any{
		"pos": []float64{marginX, d.y - h}, "width": contentW,
		"rows": len(rows), "cols": len(columns), "colWidths": widths, "colPaddings": pad,
		"lheight": lh, "grid": true, "values": values, "colAnchors": left,
		"font":   map[string]any{"name": fontRegular, "size": 9, "col": "#000000"},
		"border": map[string]any{"width": 1, "col": "#000000"},
		"header": map[string]any{
			"values": header, "colAnchors": left, "bgCol": "#E8E8E8", "colPaddings": pad,
			"font": map[string]any{"name": fontBold, "size": 9, "col": "#000000"},
		},
	})
	d.y -= h + 12
}

// columnWidths gives each column of a blank table (in percent of the width)
// room for its header (and the first column for the row names), and shares
// the rest equally.
func columnWidths(columns, rows []string) []int {
	need := make([]float64, len(columns))
	total := 0.0
	for i, c := range columns {
		w, _ := font.TextWidthFloat(c, fontBold, 9)
		need[i] = w + 12
		if i == 0 {
			for _, r := range rows {
				rw, _ := font.TextWidthFloat(r, fontRegular, 9)
				need[0] = max(need[0], rw+12)
			}
		}
		total += need[i]
	}
	extra := max(contentW-total, 0) / float64(len(columns))
	widths := make([]int, len(columns))
	sum := 0
	for i := range columns {
		widths[i] = int((need[i] + extra) / contentW * 100)
		sum += widths[i]
	}
	widths[0] += 100 - sum
	return widths
}

// checkItem writes an empty checkbox and the task next to it.
func (d *doc) checkItem(s string) {
	const size, lead, box, indent = 10.5, 14.0, 9.0, 18.0
	lines := wrap(s, fontRegular, size, contentW-indent)
	d.need(float64(len(lines))*lead + 6)
	d.cur().Box = append(d.cur().Box, map[string]any{
		"pos": []float64{marginX, d.y - box - 1.5}, "width": box, "height": box,
		"border": map[string]any{"width": 1, "col": "#000000"},
	})
	for _, line := range lines {
		d.text(line, fontRegular, size, "#000000", marginX+indent, d.y-size)
		d.y -= lead
	}
	d.y -= 6
}

// esc keeps a "%" in s from being read as one of pdfcpu's placeholders (%p
// page number, %P page count, %t timestamp, %v version).
func esc(s string) string { return strings.ReplaceAll(s, "%", "%%") }

// wrap splits s into lines no wider than w in the font.
func wrap(s, fontName string, size, w float64) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		next := word
		if line != "" {
			next = line + " " + word
		}
		if width, err := font.TextWidthFloat(next, fontName, size); err == nil && width > w && line != "" {
			lines = append(lines, line)
			next = word
		}
		line = next
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// render adds each page's footer and makes the PDF.
func (d *doc) render() ([]byte, error) {
	pages := map[string]any{}
	footer := map[string]any{"name": fontRegular, "size": 8, "col": "#666666"}
	for i, p := range d.pages {
		p.Text = append(p.Text,
			map[string]any{"value": "Canvass · " + d.name, "pos": []float64{marginX, 32}, "font": footer},
			map[string]any{"value": fmt.Sprintf("Page %d of %d", i+1, len(d.pages)), "pos": []float64{pageW - marginX, 32}, "align": "Right", "font": footer},
		)
		pages[strconv.Itoa(i+1)] = map[string]any{"content": p}
	}
	spec, err := json.Marshal(map[string]any{"paper": "A4P", "origin": "LowerLeft", "pages": pages})
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := api.Create(nil, bytes.NewReader(spec), &out, model.NewDefaultConfiguration()); err != nil {
		return nil, fmt.Errorf("toolpdf %s: %w", d.name, err)
	}
	return out.Bytes(), nil
}
