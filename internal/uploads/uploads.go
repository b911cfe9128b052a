// Package uploads is the shared image upload pipeline (profile image, vendor
// logo, resource image). An upload arrives as a data URL (the spec's
// compatibility format) or as raw bytes; it is size-limited, sniffed by
// content, bounded in pixels, fully decoded and re-encoded (which drops
// metadata and anything hidden after the image), and stored in a blob store
// (a directory or an S3 bucket) under the SHA-256 of the re-encoded bytes.
// Records hold the returned URL, never the bytes; Handler serves the files
// from Canvass's own origin, whatever the store.
package uploads

import (
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
	"time"

	"gocloud.dev/blob"
	_ "gocloud.dev/blob/fileblob" // file:// blob URLs
	_ "gocloud.dev/blob/s3blob"   // s3:// blob URLs

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

// nameRE is the only key layout the store writes and serves: <sha256
// hex>.<ext>, flat at the root of the bucket.
var nameRE = regexp.MustCompile(`^[0-9a-f]{64}\.(png|jpg|gif)$`)

// Store keeps re-encoded images in a blob store (a directory or an S3
// bucket) and names them by content.
type Store struct {
	bucket     *blob.Bucket
	desc       string // the blob URL without secrets, for errors
	baseURL    string // prefix of returned URLs, ends with "/"
	handlePath string // path part of baseURL, which Handler expects
	sem        chan struct{}
}

// New returns a Store writing to the directory dir (created if missing)
// whose URLs start with baseURL, usually "/uploads/". baseURL may also be
// absolute ("https://cdn.example/uploads/"); Handler then serves its path
// part.
func New(dir string, baseURL string) (*Store, error) {
	if dir == "" {
		return nil, errors.New("uploads: empty directory")
	}
	u, err := FileURL(dir)
	if err != nil {
		return nil, err
	}
	return Open(context.Background(), u, baseURL)
}

// FileURL is the blob URL of the directory dir: file:///<absolute path>.
func FileURL(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", fmt.Errorf("uploads: directory %q: %w", dir, err)
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String(), nil
}

// Open returns a Store on the blob store at blobURL (see New for baseURL):
//   - file:///abs/dir: files dir/<sha256>.<ext>, the layout Canvass always
//     used, so an existing upload directory is served as it is. The
//     directory is created if missing, temporary files are written next to
//     the final ones (a rename never crosses file systems) and no ".attrs"
//     sidecar files are written (Handler derives every header from the name).
//   - s3://bucket?region=R&endpoint=https://host: an S3 bucket on AWS or any
//     S3-compatible service. With an endpoint, requests are path-style
//     (http://host/bucket/key) unless use_path_style=false says otherwise.
//     Credentials come from the AWS SDK's usual sources (AWS_ACCESS_KEY_ID
//     and AWS_SECRET_ACCESS_KEY, a profile, an instance role). Other query
//     parameters are gocloud.dev's (s3blob.URLOpener).
//
// Open checks that the store answers (within 15 s) so a wrong URL, bucket or
// credential fails at start rather than at the first upload.
func Open(ctx context.Context, blobURL, baseURL string) (*Store, error) {
	if blobURL == "" || baseURL == "" {
		return nil, errors.New("uploads: empty blob URL or base URL")
	}
	if !strings.HasSuffix(baseURL, "/") {
		baseURL += "/"
	}
	bu, err := url.Parse(baseURL)
	if err != nil || !strings.HasPrefix(bu.Path, "/") || bu.RawQuery != "" || bu.Fragment != "" {
		return nil, fmt.Errorf("uploads: invalid base URL %q", baseURL)
	}
	u, err := url.Parse(blobURL)
	if err != nil {
		return nil, fmt.Errorf("uploads: invalid blob URL: %w", err)
	}
	desc := u.Redacted()
	q := u.Query()
	setDefault := func(k, v string) {
		if !q.Has(k) {
			q.Set(k, v)
		}
	}
	switch u.Scheme {
	case "file":
		if u.Path == "" || u.Host != "" && u.Host != "localhost" && u.Host != "." {
			return nil, fmt.Errorf("uploads: blob URL %s: want file:///absolute/path", desc)
		}
		setDefault("create_dir", "true")
		setDefault("no_tmp_dir", "true")
		setDefault("metadata", "skip")
	case "s3":
		if u.Host == "" {
			return nil, fmt.Errorf("uploads: blob URL %s: want s3://bucket?region=...", desc)
		}
		if q.Has("endpoint") && !q.Has("s3ForcePathStyle") {
			setDefault("use_path_style", "true")
		}
	default:
		return nil, fmt.Errorf("uploads: blob URL %s: unsupported scheme %q (want file or s3)", desc, u.Scheme)
	}
	u.RawQuery = q.Encode()
	b, err := blob.OpenBucket(ctx, u.String())
	if err != nil {
		return nil, fmt.Errorf("uploads: open blob store %s: %w", desc, err)
	}
	cctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	if ok, err := b.IsAccessible(cctx); !ok || err != nil {
		b.Close()
		if err == nil {
			err = errors.New("bucket or directory not found")
		}
		return nil, fmt.Errorf("uploads: blob store %s does not answer: %w", desc, err)
	}
	return &Store{
		bucket:     b,
		desc:       desc,
		baseURL:    baseURL,
		handlePath: bu.Path,
		sem:        make(chan struct{}, maxConcurrentDecodes),
	}, nil
}

// Close releases the blob store.
func (s *Store) Close() error { return s.bucket.Close() }

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
	if err := s.write(ctx, name, out); err != nil {
		return "", err
	}
	return s.baseURL + name, nil
}

// write stores data under name. The blob store makes the write atomic (a
// temporary file renamed, or one S3 PUT). An existing blob already holds the
// same bytes, since names are content hashes.
func (s *Store) write(ctx context.Context, name string, data []byte) error {
	if ok, err := s.bucket.Exists(ctx, name); err == nil && ok {
		return nil
	}
	// On a directory, the file is synced before its rename (which Close
	// does), so a crash cannot leave a record pointing at an empty file.
	var file *os.File
	w, err := s.bucket.NewWriter(ctx, name, &blob.WriterOptions{
		ContentType:  contentTypes[filepath.Ext(name)],
		CacheControl: cacheControl,
		BeforeWrite: func(as func(any) bool) error {
			as(&file)
			return nil
		},
	})
	if err != nil {
		return fmt.Errorf("uploads: write %s: %w", name, err)
	}
	_, err = w.Write(data)
	if err == nil && file != nil {
		err = file.Sync()
	}
	if err != nil {
		w.Close()
		return fmt.Errorf("uploads: write %s: %w", name, err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("uploads: write %s: %w", name, err)
	}
	return nil
}

// IsOwnURL reports whether u is a URL this store returned and the file still
// exists, so a service can keep an already-uploaded image unchanged while
// rejecting arbitrary external strings.
func (s *Store) IsOwnURL(u string) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return s.isOwnURL(ctx, u)
}

func (s *Store) isOwnURL(ctx context.Context, u string) bool {
	name, ok := strings.CutPrefix(u, s.baseURL)
	if !ok || !nameRE.MatchString(name) {
		return false
	}
	ok, err := s.bucket.Exists(ctx, name)
	return err == nil && ok
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
	case s.isOwnURL(ctx, v):
		return v, nil
	}
	return "", apperr.Field(field, msgImageField)
}

// CopyTo copies every stored image that dst lacks into dst (another store,
// for example a backup directory or a new bucket) and returns how many it
// copied and how many dst already held. Names are content hashes, so an
// image dst holds is the same image and is skipped: a copy into the same
// destination again only moves what is new.
func (s *Store) CopyTo(ctx context.Context, dst *Store) (copied, present int, err error) {
	it := s.bucket.List(nil)
	for {
		obj, err := it.Next(ctx)
		if err == io.EOF {
			return copied, present, nil
		}
		if err != nil {
			return copied, present, fmt.Errorf("uploads: list %s: %w", s.desc, err)
		}
		// Only what the store writes: not temporary files nor strays.
		if obj.IsDir || !nameRE.MatchString(obj.Key) {
			continue
		}
		if ok, err := dst.bucket.Exists(ctx, obj.Key); err != nil {
			return copied, present, fmt.Errorf("uploads: %s: %w", dst.desc, err)
		} else if ok {
			present++
			continue
		}
		data, err := s.bucket.ReadAll(ctx, obj.Key)
		if err != nil {
			return copied, present, fmt.Errorf("uploads: read %s: %w", obj.Key, err)
		}
		if err := dst.write(ctx, obj.Key, data); err != nil {
			return copied, present, err
		}
		copied++
	}
}
