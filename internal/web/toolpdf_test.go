package web

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"

	canvassweb "canvass/web"
)

// Issue 25, item 6: "Download PDF" downloads a PDF made on the server from
// the tools' content: a valid PDF, sent as an attachment with a sensible
// name, whose pages carry the content's headings and texts.
func TestToolPDFs(t *testing.T) {
	content := canvassweb.ToolContent()
	var plan CampaignPlan
	var list GotvChecklist
	if err := readJSON(content, "campaign-plan.json", &plan); err != nil {
		t.Fatal(err)
	}
	if err := readJSON(content, "gotv-checklist.json", &list); err != nil {
		t.Fatal(err)
	}
	planTexts := []string{plan.Title, "1. Campaign Overview", "2. Win Number", "9. Team", "add a margin of 5% in", "Volunteers needed", "Early / mail voters", "Page 1 of"}
	for i, s := range plan.Sections {
		planTexts = append(planTexts, s.Title, strings.Fields(s.Intro)[0])
		if i == 0 && s.Title != "Campaign Overview" {
			t.Fatalf("first section %q", s.Title)
		}
	}
	listTexts := []string{list.Title, "Page 1 of 1"}
	for _, p := range list.Phases {
		listTexts = append(listTexts, p.Title, p.Items[0].Text)
	}

	for _, c := range []struct {
		pdf      *ToolPDF
		filename string
		texts    []string
	}{
		{CampaignPlanPDF(content), "canvass-campaign-plan-template.pdf", planTexts},
		{GotvChecklistPDF(content), "canvass-gotv-checklist.pdf", listTexts},
	} {
		t.Run(c.filename, func(t *testing.T) {
			w := httptest.NewRecorder()
			c.pdf.ServeHTTP(w, httptest.NewRequest("GET", "/resources/x.pdf", nil))
			res := w.Result()
			body := w.Body.Bytes()
			if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/pdf" ||
				res.Header.Get("Content-Disposition") != `attachment; filename="`+c.filename+`"` {
				t.Fatalf("%d, Content-Type %q, Content-Disposition %q", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Content-Disposition"))
			}
			if !bytes.HasPrefix(body, []byte("%PDF-")) || !bytes.Contains(body[len(body)-32:], []byte("%%EOF")) {
				t.Fatalf("not a PDF: %q ... %q", body[:min(len(body), 16)], body[max(len(body)-16, 0):])
			}
			if err := api.Validate(bytes.NewReader(body), nil); err != nil {
				t.Fatalf("pdfcpu validation: %v", err)
			}
			// The pages' content streams, decoded: each text is written as a
			// string operand, "(text) Tj".
			var pages strings.Builder
			if err := api.ExtractContent(bytes.NewReader(body), nil, func(r io.Reader, _ int) error {
				b, err := io.ReadAll(r)
				pages.Write(b)
				return err
			}, nil); err != nil {
				t.Fatal(err)
			}
			for _, s := range c.texts {
				if !strings.Contains(pages.String(), pdfString(s)) {
					t.Errorf("no %q in the PDF's text", s)
				}
			}
		})
	}
}

// pdfString is s as a PDF string literal's content (parentheses and
// backslashes escaped).
func pdfString(s string) string {
	return strings.NewReplacer(`\`, `\\`, `(`, `\(`, `)`, `\)`).Replace(s)
}

// The PDFs are made once and served from memory; HEAD sends no body.
func TestToolPDFMadeOnce(t *testing.T) {
	p := GotvChecklistPDF(canvassweb.ToolContent())
	a, _ := p.Bytes()
	b, _ := p.Bytes()
	if &a[0] != &b[0] {
		t.Error("the PDF was made twice")
	}
	w := httptest.NewRecorder()
	p.ServeHTTP(w, httptest.NewRequest("HEAD", "/resources/gotv-checklist.pdf", nil))
	if w.Body.Len() != 0 || w.Header().Get("Content-Length") == "" {
		t.Errorf("HEAD: %d bytes, Content-Length %q", w.Body.Len(), w.Header().Get("Content-Length"))
	}
}
