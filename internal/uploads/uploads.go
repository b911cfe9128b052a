// Package uploads is the shared image upload pipeline (profile image, vendor
// logo, resource image). An upload arrives as a data URL (the spec's
// compatibility format) or as raw bytes; it is size-limited, sniffed by
// content, bounded in pixels, fully decoded and re-encoded (which drops
// metadata and anything hidden after the image), and stored on disk under
// the SHA-256 of the re-encoded bytes. Records hold the returned URL, never
// the bytes; Handler serves the files.
package uploads

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"canvass/internal/apperr"
)

// Limits. MaxPixels equals MaxSide*MaxSide (16 Mi pixels), so the message
// "Maximum is 4096 x 4096 pixels." is exact.
const (
	MaxBytes = 2 << 20 // decoded upload bytes
	// MaxJSONBody bounds every JSON request body, REST and GraphQL alike:
	// one image as a data URL (2 MB is about 2.7 MB of base64) plus the
	// form's fields.
	MaxJSONBody = 3 << 20
	MaxSide     = 4096
	MaxPixels   = MaxSide * MaxSide

	// maxConcurrentDecodes bounds memory: a 4096x4096 16-bit PNG decodes to
	// 128 MB, so only a few decodes may run at once.
	maxConcurrentDecodes = 2
)

// Spec messages (verbatim).
const (
	msgTooLarge    = "File is too large. Maximum size is 2MB."
	msgNotImage    = "Only PNG, JPEG, GIF and WebP images are allowed."
	msgDimensions  = "Image dimensions are too large. Maximum is 4096 x 4096 pixels."
	msgBadDataURL  = "Invalid image data."
	msgReadFailure = "Failed to read file."
)

func errTooLarge() error   { return apperr.New(apperr.TooLarge, msgTooLarge) }
func errNotImage() error   { return apperr.New(apperr.Invalid, msgNotImage) }
func errDimensions() error { return apperr.New(apperr.Invalid, msgDimensions) }
func errBadDataURL() error { return apperr.New(apperr.Invalid, msgBadDataURL) }

// WithField returns a copy of the *apperr.Error inside err with Fields set to
// [{field, message}], so a service can attach its input name
// (e.g. "profileImage"). Any other error is returned unchanged.
func WithField(err error, field string) error {
	ae := apperr.As(err)
	if ae == nil {
		return err
	}
	cp := *ae
	cp.Fields = []apperr.FieldError{{Field: field, Message: ae.Message}}
	return &cp
}

// nameRE is the only file name layout the store writes and serves:
// <sha256 hex>.<ext>, flat in dir.
var nameRE = regexp.MustCompile(`^[0-9a-f]{64}\.(png|jpg|gif)$`)

// Store keeps re-encoded images in one directory and names them by content.
type Store struct {
	dir        string
	baseURL    string // prefix of returned URLs, ends with "/"
	handlePath string // path part of baseURL, which Handler expects
	sem        chan struct{}
}

// New returns a Store writing to dir (created if missing) whose URLs start
// with baseURL, usually "/uploads/". baseURL may also be absolute
// ("https://cdn.example/uploads/"); Handler then serves its path part.
func New(dir string, baseURL string) (*Store, error) {
	if dir == "" || baseURL == "" {
		return nil, errors.New("uploads: empty directory or base URL")
	}
	if !strings.HasSuffix(baseURL, "/") {
		baseURL += "/"
	}
	u, err := url.Parse(baseURL)
	if err != nil || !strings.HasPrefix(u.Path, "/") || u.RawQuery != "" || u.Fragment != "" {
		return nil, fmt.Errorf("uploads: invalid base URL %q", baseURL)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("uploads: create directory: %w", err)
	}
	return &Store{
		dir:        dir,
		baseURL:    baseURL,
		handlePath: u.Path,
		sem:        make(chan struct{}, maxConcurrentDecodes),
	}, nil
}

// SaveDataURL stores the image in a "data:<type>;base64,<data>" URL and
// returns its public URL. The claimed type is ignored: the content decides.
func (s *Store) SaveDataURL(ctx context.Context, dataURL string) (string, error) {
	const prefix = "data:"
	if len(dataURL) < len(prefix) || !strings.EqualFold(dataURL[:len(prefix)], prefix) {
		return "", errBadDataURL()
	}
	meta, payload, ok := strings.Cut(dataURL[len(prefix):], ",")
	if !ok || !strings.HasSuffix(strings.ToLower(meta), ";base64") {
		return "", errBadDataURL()
	}
	// Cheap early rejection before decoding anything: base64 needs at least
	// 4/3 of the decoded size (line breaks only add to that).
	if len(payload) > base64.StdEncoding.EncodedLen(MaxBytes)+base64.StdEncoding.EncodedLen(MaxBytes)/64 {
		return "", errTooLarge()
	}
	data, err := readLimited(base64.NewDecoder(base64.StdEncoding, strings.NewReader(payload)))
	if err != nil {
		var ce base64.CorruptInputError
		if errors.As(err, &ce) {
			return "", errBadDataURL()
		}
		return "", err
	}
	if len(data) == 0 {
		return "", errBadDataURL()
	}
	return s.save(ctx, data)
}

// Save stores the image read from r (at most MaxBytes+1 bytes are read) and
// returns its public URL.
func (s *Store) Save(ctx context.Context, r io.Reader) (string, error) {
	data, err := readLimited(r)
	if err != nil {
		var mbe *http.MaxBytesError
		switch {
		case apperr.As(err) != nil:
			return "", err
		case errors.As(err, &mbe):
			return "", errTooLarge()
		case ctx.Err() != nil:
			return "", ctx.Err()
		default:
			return "", apperr.New(apperr.Invalid, msgReadFailure)
		}
	}
	return s.save(ctx, data)
}

// readLimited reads at most MaxBytes+1 bytes and reports TooLarge beyond
// MaxBytes.
func readLimited(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxBytes {
		return nil, errTooLarge()
	}
	return data, nil
}

func (s *Store) save(ctx context.Context, data []byte) (string, error) {
	// Bound concurrent decodes; give up if the caller goes away meanwhile.
	select {
	case s.sem <- struct{}{}:
		defer func() { <-s.sem }()
	case <-ctx.Done():
		return "", ctx.Err()
	}
	out, ext, err := reencode(data)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(out)
	name := hex.EncodeToString(sum[:]) + "." + ext
	if err := s.write(name, out); err != nil {
		return "", err
	}
	return s.baseURL + name, nil
}

// write stores data as dir/name atomically (temp file, then rename). An
// existing file already holds the same bytes, since names are content hashes.
func (s *Store) write(name string, data []byte) error {
	final := filepath.Join(s.dir, name)
	if fi, err := os.Stat(final); err == nil && fi.Mode().IsRegular() {
		return nil
	}
	f, err := os.CreateTemp(s.dir, ".tmp-*")
	if err != nil {
		return fmt.Errorf("uploads: %w", err)
	}
	tmp := f.Name()
	defer os.Remove(tmp) // no-op after a successful rename
	if _, err := io.Copy(f, bytes.NewReader(data)); err != nil {
		f.Close()
		return fmt.Errorf("uploads: write: %w", err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("uploads: sync: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("uploads: close: %w", err)
	}
	if err := os.Chmod(tmp, 0o644); err != nil {
		return fmt.Errorf("uploads: chmod: %w", err)
	}
	if err := os.Rename(tmp, final); err != nil {
		return fmt.Errorf("uploads: rename: %w", err)
	}
	return nil
}

// IsOwnURL reports whether u is a URL this store returned and the file still
// exists, so a service can keep an already-uploaded image unchanged while
// rejecting arbitrary external strings.
func (s *Store) IsOwnURL(u string) bool {
	name, ok := strings.CutPrefix(u, s.baseURL)
	if !ok || !nameRE.MatchString(name) {
		return false
	}
	fi, err := os.Stat(filepath.Join(s.dir, name))
	return err == nil && fi.Mode().IsRegular()
}

// msgImageField is the message of an image field that holds neither a new
// image nor an image this server stored.
const msgImageField = "Please upload a PNG, JPEG, GIF or WebP image."

// ImageField resolves the image field named field of a record (a profile
// image, a vendor logo, every image a record holds), the one place that
// decides what a record may point at:
//   - nil keeps current (the client did not send the field);
//   - "" (or blanks) removes the image;
//   - a data URL goes through the pipeline (2 MB, real images only,
//     re-encoded) and gives its /uploads/ URL;
//   - current, or another /uploads/ URL this store issued, is kept;
//   - anything else is refused with an INVALID error on field.
//
// SECURITY: a record never points at an outside URL (tracking pixels,
// hot-linked or swapped content) nor holds image bytes.
func (s *Store) ImageField(ctx context.Context, field string, in *string, current string) (string, error) {
	if in == nil {
		return current, nil
	}
	v := strings.TrimSpace(*in)
	switch {
	case v == "":
		return "", nil
	case v == current:
		return current, nil
	case strings.HasPrefix(strings.ToLower(v), "data:"):
		u, err := s.SaveDataURL(ctx, v)
		if err != nil {
			return "", WithField(err, field)
		}
		return u, nil
	case s.IsOwnURL(v):
		return v, nil
	}
	return "", apperr.Field(field, msgImageField)
}
