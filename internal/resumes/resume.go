// Package resumes keeps members' PDF résumés (issue 27, docs/hiring.md): one
// default on a member's profile and one copy sent with each application that
// has one. The bytes live in the database (table resumes), never in the
// public uploads, and are served as downloads to the applicant and the job's
// poster only.
package resumes

import (
	"context"
	"encoding/base64"
	"errors"
	"io"
	"net/url"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"canvass/internal/apperr"
)

// Limits.
const (
	// MaxBytes is the largest résumé, in bytes (5 MB).
	MaxBytes = 5 << 20
	// MaxJSONBody bounds the JSON body of the requests that carry a résumé
	// (REST apply and PUT /api/user/resume, GraphQL applyToJob and
	// setProfileResume): 5 MB is 6.7 MB as base64, plus the other fields.
	// Every other request keeps uploads.MaxJSONBody.
	MaxJSONBody = 7 << 20
	// MaxFileName is the longest file name kept, in characters.
	MaxFileName = 100
)

// Messages. Every refusal of a file is a field error on "resume".
const (
	MsgNotPDF     = "Upload a PDF file."
	MsgTooLarge   = "A résumé can be at most 5 MB."
	MsgUnreadable = "This PDF could not be read."
	MsgBadData    = "Send the résumé as a data URL: data:application/pdf;base64,..."
	MsgBusy       = "Résumés are being checked for other members right now. Please try again in a moment."
	MsgNotFound   = "Résumé not found."
	MsgLogin      = "You need to log in to manage your résumé."
)

// Field is the input name every résumé error names.
const Field = "resume"

// Upload is a résumé as clients send it: its file's name and its bytes as a
// data URL (data:application/pdf;base64,...).
type Upload struct {
	FileName string `json:"fileName"`
	Data     string `json:"data"`
}

// Info describes a stored résumé (never its bytes). URL is where it
// downloads; the caller sets it.
type Info struct {
	FileName   string    `db:"file_name" json:"fileName"`
	Size       int64     `db:"size" json:"size"`
	UploadedAt time.Time `db:"created_at" json:"uploadedAt"`
	URL        string    `db:"-" json:"url"`
}

// File is a résumé with its bytes, for a download.
type File struct {
	Info
	Data []byte `db:"data"`
}

// Checked is an upload that passed every check: a PDF of at most MaxBytes
// that pdfcpu reads, and a clean file name.
type Checked struct {
	FileName string
	Data     []byte
}

// Check decodes and checks an upload. Its errors are INVALID field errors on
// "resume" (RATE_LIMITED when too many files are being checked at once).
func Check(ctx context.Context, up Upload) (*Checked, error) {
	data, err := decodeDataURL(up.Data)
	if err != nil {
		return nil, err
	}
	switch err := checkPDF(ctx, data); {
	case errors.Is(err, errNotPDF):
		return nil, apperr.Field(Field, MsgNotPDF)
	case errors.Is(err, errBusy):
		e := apperr.New(apperr.RateLimited, MsgBusy)
		e.RetryAfter = 2
		return nil, e
	case err != nil:
		return nil, apperr.Field(Field, MsgUnreadable)
	}
	return &Checked{FileName: CleanFileName(up.FileName), Data: data}, nil
}

// decodeDataURL reads "data:application/pdf;base64,..." (the claimed type
// may also be application/octet-stream or absent: the bytes decide). At most
// MaxBytes+1 bytes are decoded.
func decodeDataURL(s string) ([]byte, error) {
	const prefix = "data:"
	if len(s) < len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) {
		return nil, apperr.Field(Field, MsgBadData)
	}
	meta, payload, ok := strings.Cut(s[len(prefix):], ",")
	if !ok || !strings.HasSuffix(strings.ToLower(meta), ";base64") {
		return nil, apperr.Field(Field, MsgBadData)
	}
	switch mt, _, _ := strings.Cut(strings.ToLower(meta), ";"); mt {
	case "application/pdf", "application/x-pdf", "application/octet-stream", "":
	default:
		return nil, apperr.Field(Field, MsgNotPDF)
	}
	// Cheap early refusal: base64 takes 4/3 of the bytes.
	if len(payload) > base64.StdEncoding.EncodedLen(MaxBytes)+base64.StdEncoding.EncodedLen(MaxBytes)/64 {
		return nil, apperr.Field(Field, MsgTooLarge)
	}
	data, err := io.ReadAll(io.LimitReader(base64.NewDecoder(base64.StdEncoding, strings.NewReader(payload)), MaxBytes+1))
	if err != nil || len(data) == 0 {
		return nil, apperr.Field(Field, MsgBadData)
	}
	if len(data) > MaxBytes {
		return nil, apperr.Field(Field, MsgTooLarge)
	}
	return data, nil
}

// CleanFileName keeps the last part of a path, letters, digits, spaces and
// ". _ - ( )" (anything else becomes "_"), at most MaxFileName characters,
// ending in ".pdf" ("resume.pdf" when nothing is left).
func CleanFileName(name string) string {
	name = strings.TrimSpace(name)
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	var b strings.Builder
	for _, r := range name {
		switch {
		case r == utf8.RuneError:
			b.WriteRune('_')
		case unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(" ._-()", r):
			b.WriteRune(r)
		default:
			b.WriteRune('_')
		}
	}
	name = strings.Trim(b.String(), " .")
	if strings.HasSuffix(strings.ToLower(name), ".pdf") {
		name = strings.TrimRight(name[:len(name)-4], " .")
	}
	if r := []rune(name); len(r) > MaxFileName-4 {
		name = strings.TrimRight(string(r[:MaxFileName-4]), " .")
	}
	if strings.Trim(name, "_") == "" {
		name = "resume"
	}
	return name + ".pdf"
}

// Disposition is the Content-Disposition of a download of the file: always
// an attachment, with an ASCII name and the real one (RFC 6266, RFC 5987).
func (f *File) Disposition() string {
	ascii := []rune(f.FileName)
	for i, r := range ascii {
		if r > 0x7e || r < 0x20 || r == '"' || r == '\\' {
			ascii[i] = '_'
		}
	}
	return `attachment; filename="` + string(ascii) + `"; filename*=UTF-8''` + url.PathEscape(f.FileName)
}

func base64Encode(b []byte) string { return base64.StdEncoding.EncodeToString(b) }
