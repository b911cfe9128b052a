package resumes

import (
	"bytes"
	"fmt"
	"strings"
)

// SamplePDF writes a small one-page PDF (US Letter, Helvetica) with one line
// of text per entry of lines: the demo members' résumés and the tests'
// files, made here rather than kept as binary files.
func SamplePDF(lines ...string) []byte {
	var b bytes.Buffer
	var offsets []int
	obj := func(body string) {
		offsets = append(offsets, b.Len())
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", len(offsets), body)
	}
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>")
	var c strings.Builder
	c.WriteString("BT /F1 14 Tf 72 720 Td 18 TL")
	esc := strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`, "\r", " ", "\n", " ")
	for _, l := range lines {
		fmt.Fprintf(&c, " (%s) Tj T*", esc.Replace(l))
	}
	c.WriteString(" ET")
	obj(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", c.Len(), c.String()))
	obj("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(offsets)+1)
	for _, o := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offsets)+1, xref)
	return b.Bytes()
}

// DataURL is data as a data:application/pdf;base64 URL.
func DataURL(data []byte) string {
	return "data:application/pdf;base64," + base64Encode(data)
}
