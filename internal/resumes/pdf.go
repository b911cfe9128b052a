package resumes

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
)

// Checking a PDF (docs/hiring.md, "Résumés"): the bytes must start with
// "%PDF-" and pdfcpu must read the file's cross-reference table, objects and
// page tree (one page at least). The parse has a bounded cost, whatever the
// file:
//
//   - pdfcpu's own resource limits, far below its defaults (a résumé is at
//     most 5 MB: no stream may decode to more than 32 MB, no more than
//     200,000 objects, nesting 50 deep);
//   - a read budget: pdfcpu reads the file through budgetReader, which fails
//     every read once ReadBudget(size) bytes were read (real files read
//     1-10 times their size; a file without a usable cross-reference table
//     makes pdfcpu rescan it, and a hostile one rescans it without end) or
//     once ParseTimeout has passed;
//   - at most maxParses at once in the process (others wait up to maxWait,
//     then are refused as busy);
//   - a panic inside pdfcpu is a file that could not be read.

// ParseTimeout is how long one PDF may be parsed.
const ParseTimeout = 2 * time.Second

// maxParses is how many PDFs the process parses at once; maxWait how long
// a file waits for its turn.
const (
	maxParses = 2
	maxWait   = 5 * time.Second
)

var parses = make(chan struct{}, maxParses)

// ReadBudget is how many bytes pdfcpu may read from a file of size bytes.
func ReadBudget(size int) int64 { return 16*int64(size) + 2<<20 }

func init() {
	// pdfcpu otherwise writes a configuration folder into the user's config
	// directory on first use.
	api.DisableConfigDir()
}

// limits are pdfcpu's resource limits for a file of at most MaxBytes.
func limits() model.ResourceLimits {
	return model.ResourceLimits{
		MaxStreamBytes:       MaxBytes,
		MaxDecodeBytes:       32 << 20,
		MaxImagePixels:       64 << 20,
		MaxImageBytes:        64 << 20,
		MaxObjectCount:       200_000,
		MaxObjectStreamCount: 100_000,
		MaxObjectStreamFirst: 1 << 20,
		MaxXRefEntries:       200_000,
		MaxRecursionDepth:    50,
	}
}

// errBudget is what budgetReader answers once its budget is spent.
var errBudget = errors.New("resumes: PDF parse budget spent")

// budgetReader is a bytes.Reader that fails once it has been read budget
// bytes or its deadline has passed.
type budgetReader struct {
	r        *bytes.Reader
	deadline time.Time
	left     int64
}

func (b *budgetReader) Read(p []byte) (int, error) {
	if b.left <= 0 || time.Now().After(b.deadline) {
		return 0, errBudget
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	return n, err
}

func (b *budgetReader) Seek(off int64, whence int) (int64, error) {
	if time.Now().After(b.deadline) {
		return 0, errBudget
	}
	return b.r.Seek(off, whence)
}

// IsPDF reports whether data starts as a PDF file does.
func IsPDF(data []byte) bool { return bytes.HasPrefix(data, []byte("%PDF-")) }

// checkPDF answers nil when data is a PDF pdfcpu reads with at least one
// page, errUnreadable otherwise (errBusy when ctx ends while waiting for a
// turn). Its cost is bounded (see above).
func checkPDF(ctx context.Context, data []byte) error {
	if !IsPDF(data) {
		return errNotPDF
	}
	wait := time.NewTimer(maxWait)
	defer wait.Stop()
	select {
	case parses <- struct{}{}:
		defer func() { <-parses }()
	case <-ctx.Done():
		return errBusy
	case <-wait.C:
		return errBusy
	}
	return parsePDF(data)
}

// errUnreadable, errNotPDF, errBusy: see checkPDF.
var (
	errUnreadable = errors.New("unreadable PDF")
	errNotPDF     = errors.New("not a PDF")
	errBusy       = errors.New("busy")
)

func parsePDF(data []byte) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%w: pdfcpu panicked: %v", errUnreadable, p)
		}
	}()
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationRelaxed
	conf.Limits = limits()
	br := &budgetReader{r: bytes.NewReader(data), deadline: time.Now().Add(ParseTimeout), left: ReadBudget(len(data))}
	pc, err := api.ReadContext(io.ReadSeeker(br), conf)
	if err != nil {
		return fmt.Errorf("%w: %v", errUnreadable, err)
	}
	if err := pc.EnsurePageCount(); err != nil {
		return fmt.Errorf("%w: %v", errUnreadable, err)
	}
	if pc.PageCount < 1 {
		return fmt.Errorf("%w: no pages", errUnreadable)
	}
	return nil
}
