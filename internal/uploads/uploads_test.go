package uploads

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"canvass/internal/apperr"
)

// Tiny WebP files (1x1), well known from browser feature detection:
// a lossless (VP8L) transparent pixel and a lossy (VP8) grey pixel.
var (
	webpLossless = mustB64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")
	webpLossy    = mustB64("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA")
)

func mustB64(s string) []byte {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

func newStore(t *testing.T) (*Store, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "uploads")
	s, err := New(dir, "/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	return s, dir
}

// testImage is w x h, left half red, right half blue.
func testImage(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.NRGBA{255, 0, 0, 255}
			if x >= w/2 {
				c = color.NRGBA{0, 0, 255, 255}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, testImage(w, h)); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func jpegBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, testImage(w, h), &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// gifBytes is an animated GIF: a red first frame, then a green one.
func gifBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	pal := color.Palette{color.RGBA{255, 0, 0, 255}, color.RGBA{0, 255, 0, 255}}
	f1 := image.NewPaletted(image.Rect(0, 0, w, h), pal)
	f2 := image.NewPaletted(image.Rect(0, 0, w, h), pal)
	for i := range f2.Pix {
		f2.Pix[i] = 1
	}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, &gif.GIF{Image: []*image.Paletted{f1, f2}, Delay: []int{10, 10}}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func dataURL(mime string, b []byte) string {
	return "data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(b)
}

// pngChunk builds one PNG chunk with a correct CRC.
func pngChunk(typ string, data []byte) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.BigEndian, uint32(len(data)))
	b.WriteString(typ)
	b.Write(data)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(typ), data...)))
	return b.Bytes()
}

// pngHeader is a PNG signature and an IHDR claiming w x h RGBA pixels,
// followed by a small IDAT: enough for DecodeConfig, a bomb for Decode.
func pngHeader(w, h uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	out := []byte("\x89PNG\r\n\x1a\n")
	out = append(out, pngChunk("IHDR", ihdr)...)
	out = append(out, pngChunk("IDAT", []byte{0x78, 0x9c, 0x63, 0x00, 0x00})...)
	return out
}

// withJPEGSegment inserts a marker segment right after SOI.
func withJPEGSegment(j []byte, marker byte, payload []byte) []byte {
	seg := []byte{0xff, marker, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	seg = append(seg, payload...)
	out := append([]byte{}, j[:2]...)
	out = append(out, seg...)
	return append(out, j[2:]...)
}

// exifOrientationSegment is an APP1 Exif payload with IFD0 holding only the
// orientation tag, in the given byte order ("II" or "MM").
func exifOrientationSegment(order string, o uint16) []byte {
	var bo binary.ByteOrder = binary.LittleEndian
	if order == "MM" {
		bo = binary.BigEndian
	}
	t := make([]byte, 8+2+12+4)
	copy(t, order)
	bo.PutUint16(t[2:], 42)
	bo.PutUint32(t[4:], 8)
	bo.PutUint16(t[8:], 1)       // one entry
	bo.PutUint16(t[10:], 0x0112) // Orientation
	bo.PutUint16(t[12:], 3)      // SHORT
	bo.PutUint32(t[14:], 1)      // count
	bo.PutUint16(t[18:], o)      // value
	return append([]byte("Exif\x00\x00"), t...)
}

// stored returns the bytes behind a URL the store returned.
func stored(t *testing.T, dir, url string) []byte {
	t.Helper()
	name, ok := strings.CutPrefix(url, "/uploads/")
	if !ok || !nameRE.MatchString(name) {
		t.Fatalf("unexpected URL %q", url)
	}
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func files(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestSaveValidImages(t *testing.T) {
	ctx := context.Background()
	red := color.NRGBA{255, 0, 0, 255}
	tests := []struct {
		name       string
		data       []byte
		viaDataURL string // claimed MIME type; "" means raw Save
		wantExt    string
		wantFormat string // format of the stored file per image.DecodeConfig
		wantSize   image.Point
		wantAt00   color.Color // nil: not checked (lossy)
	}{
		{"png raw", pngBytes(t, 40, 30), "", ".png", "png", image.Pt(40, 30), red},
		{"png data URL", pngBytes(t, 40, 30), "image/png", ".png", "png", image.Pt(40, 30), red},
		{"png claimed jpeg", pngBytes(t, 40, 30), "image/jpeg", ".png", "png", image.Pt(40, 30), red},
		{"png claimed octet-stream", pngBytes(t, 40, 30), "application/octet-stream", ".png", "png", image.Pt(40, 30), red},
		{"jpeg raw", jpegBytes(t, 64, 48), "", ".jpg", "jpeg", image.Pt(64, 48), nil},
		{"jpeg claimed png", jpegBytes(t, 64, 48), "image/png", ".jpg", "jpeg", image.Pt(64, 48), nil},
		{"gif first frame as png", gifBytes(t, 20, 10), "image/gif", ".png", "png", image.Pt(20, 10), red},
		{"webp lossless as png", webpLossless, "image/webp", ".png", "png", image.Pt(1, 1), color.NRGBA{0, 0, 0, 0}},
		{"webp lossy as png", webpLossy, "", ".png", "png", image.Pt(1, 1), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, dir := newStore(t)
			var url string
			var err error
			if tt.viaDataURL == "" {
				url, err = s.Save(ctx, bytes.NewReader(tt.data))
			} else {
				url, err = s.SaveDataURL(ctx, dataURL(tt.viaDataURL, tt.data))
			}
			if err != nil {
				t.Fatalf("save: %v", err)
			}
			if !strings.HasPrefix(url, "/uploads/") || filepath.Ext(url) != tt.wantExt {
				t.Fatalf("url = %q, want /uploads/<hash>%s", url, tt.wantExt)
			}
			b := stored(t, dir, url)
			img, format, err := image.Decode(bytes.NewReader(b))
			if err != nil {
				t.Fatalf("stored file does not decode: %v", err)
			}
			if format != tt.wantFormat {
				t.Errorf("stored format = %s, want %s", format, tt.wantFormat)
			}
			if got := img.Bounds().Size(); got != tt.wantSize {
				t.Errorf("stored size = %v, want %v", got, tt.wantSize)
			}
			if tt.wantAt00 != nil {
				got := color.NRGBAModel.Convert(img.At(0, 0))
				if got != color.NRGBAModel.Convert(tt.wantAt00) {
					t.Errorf("pixel (0,0) = %v, want %v", got, tt.wantAt00)
				}
			}
			if got := files(t, dir); len(got) != 1 {
				t.Errorf("dir holds %v, want exactly the stored file", got)
			}
		})
	}
}

func TestGIFFrameSmallerThanScreen(t *testing.T) {
	s, dir := newStore(t)
	pal := color.Palette{color.Black, color.White}
	frame := image.NewPaletted(image.Rect(5, 5, 15, 10), pal)
	var buf bytes.Buffer
	g := &gif.GIF{Image: []*image.Paletted{frame}, Delay: []int{0},
		Config: image.Config{ColorModel: pal, Width: 30, Height: 20}}
	if err := gif.EncodeAll(&buf, g); err != nil {
		t.Fatal(err)
	}
	url, err := s.Save(context.Background(), &buf)
	if err != nil {
		t.Fatalf("save: %v", err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(stored(t, dir, url)))
	if err != nil || cfg.Width != 10 || cfg.Height != 5 {
		t.Fatalf("stored config = %+v, %v; want 10x5 png", cfg, err)
	}
}

func wantAppErr(t *testing.T, err error, code apperr.Code, msg string) {
	t.Helper()
	var ae *apperr.Error
	if !errors.As(err, &ae) {
		t.Fatalf("err = %v (%T), want *apperr.Error", err, err)
	}
	if ae.Code != code || ae.Message != msg || len(ae.Fields) != 0 {
		t.Fatalf("err = %+v, want code %s, message %q, no fields", ae, code, msg)
	}
}

func TestSaveRejects(t *testing.T) {
	big := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{0}, MaxBytes)...) // MaxBytes+8
	exactlyMax := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{0}, MaxBytes-8)...)
	validPNG := pngBytes(t, 8, 8)
	b64 := base64.StdEncoding.EncodeToString(validPNG)
	tests := []struct {
		name    string
		raw     []byte // used when dataURL is ""
		dataURL string
		code    apperr.Code
		msg     string
	}{
		{"script with png magic", append([]byte("\x89PNG\r\n\x1a\n"), "<script>alert(1)</script>"...), "", apperr.Invalid, msgNotImage},
		{"text file", []byte("hello, this is not an image"), "", apperr.Invalid, msgNotImage},
		{"empty", nil, "", apperr.Invalid, msgNotImage},
		{"svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`), "", apperr.Invalid, msgNotImage},
		{"bmp", append([]byte("BM"), make([]byte, 60)...), "", apperr.Invalid, msgNotImage},
		{"truncated png", validPNG[:len(validPNG)/2], "", apperr.Invalid, msgNotImage},
		{"jpeg magic only", []byte("\xff\xd8\xff\xe0garbage"), "", apperr.Invalid, msgNotImage},
		{"gif magic only", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00<script>alert(1)</script>"), "", apperr.Invalid, msgNotImage},
		{"webp magic only", []byte("RIFF\x10\x00\x00\x00WEBPVP8 garbage"), "", apperr.Invalid, msgNotImage},
		{"zero width png", pngHeader(0, 10), "", apperr.Invalid, msgNotImage},
		{"too large raw", big, "", apperr.TooLarge, "File is too large. Maximum size is 2MB."},
		{"exactly 2MB is not too large", exactlyMax, "", apperr.Invalid, msgNotImage},
		{"too large data URL", nil, dataURL("image/png", big), apperr.TooLarge, "File is too large. Maximum size is 2MB."},
		{"data URL far too large", nil, "data:image/png;base64," + strings.Repeat("A", 4<<20), apperr.TooLarge, "File is too large. Maximum size is 2MB."},
		{"data URL fake image", nil, dataURL("image/png", []byte("\x89PNG\r\n\x1a\n<script>")), apperr.Invalid, msgNotImage},
		{"not a data URL", nil, "https://example.com/a.png", apperr.Invalid, msgBadDataURL},
		{"data URL without base64", nil, "data:image/png," + b64, apperr.Invalid, msgBadDataURL},
		{"data URL without comma", nil, "data:image/png;base64", apperr.Invalid, msgBadDataURL},
		{"data URL bad base64", nil, "data:image/png;base64,!!!!" + b64, apperr.Invalid, msgBadDataURL},
		{"data URL empty payload", nil, "data:image/png;base64,", apperr.Invalid, msgBadDataURL},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, dir := newStore(t)
			var err error
			if tt.dataURL == "" {
				_, err = s.Save(context.Background(), bytes.NewReader(tt.raw))
			} else {
				_, err = s.SaveDataURL(context.Background(), tt.dataURL)
			}
			wantAppErr(t, err, tt.code, tt.msg)
			if got := files(t, dir); len(got) != 0 {
				t.Errorf("rejected upload left files %v", got)
			}
		})
	}
}

// countingReader is endless and counts what was read from it.
type countingReader struct{ n int64 }

func (c *countingReader) Read(p []byte) (int, error) {
	c.n += int64(len(p))
	return len(p), nil
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("connection reset") }

func TestSaveReadsBoundedInput(t *testing.T) {
	s, _ := newStore(t)
	ctx := context.Background()

	r := &countingReader{}
	_, err := s.Save(ctx, r)
	wantAppErr(t, err, apperr.TooLarge, msgTooLarge)
	if r.n > MaxBytes+1 {
		t.Errorf("read %d bytes from an endless reader, want at most %d", r.n, MaxBytes+1)
	}

	// A request body limit hit by the caller also means "too large".
	req := httptest.NewRequest("POST", "/", bytes.NewReader(make([]byte, 100)))
	body := http.MaxBytesReader(httptest.NewRecorder(), req.Body, 10)
	_, err = s.Save(ctx, body)
	wantAppErr(t, err, apperr.TooLarge, msgTooLarge)

	_, err = s.Save(ctx, failingReader{})
	wantAppErr(t, err, apperr.Invalid, msgReadFailure)
}

func TestHugeDimensionsRejectedBeforeDecoding(t *testing.T) {
	j := jpegBytes(t, 16, 16)
	sof := bytes.Index(j, []byte{0xff, 0xc0})
	if sof < 0 {
		t.Fatal("no SOF0 in test JPEG")
	}
	hugeJPEG := append([]byte{}, j...)
	binary.BigEndian.PutUint16(hugeJPEG[sof+5:], 60000) // height
	binary.BigEndian.PutUint16(hugeJPEG[sof+7:], 60000) // width

	hugeGIF := []byte("GIF89a\xff\xff\xff\xff\x00\x00\x00") // 65535 x 65535 screen

	tests := []struct {
		name string
		data []byte
	}{
		{"png 100000x100000", pngHeader(100000, 100000)},
		{"png 4097 wide", pngHeader(MaxSide+1, 1)},
		{"png 4097 high", pngHeader(1, MaxSide+1)},
		{"jpeg 60000x60000", hugeJPEG},
		{"gif 65535x65535", hugeGIF},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newStore(t)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := s.Save(context.Background(), bytes.NewReader(tt.data))
			runtime.ReadMemStats(&after)
			wantAppErr(t, err, apperr.Invalid, msgDimensions)
			// A pixel buffer for any of these is far beyond 8 MB.
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8<<20 {
				t.Errorf("allocated %d bytes rejecting a header", alloc)
			}
		})
	}
}

func TestReencodingDropsHiddenData(t *testing.T) {
	const secret = "<?php system($_GET['c']); ?>SECRET-PAYLOAD"
	clean := pngBytes(t, 16, 16)
	iend := bytes.LastIndex(clean, []byte("IEND")) - 4
	withText := append(append(append([]byte{}, clean[:iend]...), pngChunk("tEXt", []byte("Comment\x00"+secret))...), clean[iend:]...)
	exif := append(exifOrientationSegment("II", 1), secret...)
	tests := []struct {
		name  string
		data  []byte
		clean []byte // stored result must equal storing this; nil: not checked
	}{
		{"png payload after IEND", append(append([]byte{}, clean...), secret...), clean},
		{"png tEXt chunk", withText, clean},
		{"jpeg payload after EOI", append(jpegBytes(t, 16, 16), secret...), jpegBytes(t, 16, 16)},
		{"jpeg EXIF and comment", withJPEGSegment(withJPEGSegment(jpegBytes(t, 16, 16), 0xe1, exif), 0xfe, []byte(secret)), jpegBytes(t, 16, 16)},
		{"gif payload after trailer", append(gifBytes(t, 8, 8), secret...), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, dir := newStore(t)
			url, err := s.Save(context.Background(), bytes.NewReader(tt.data))
			if err != nil {
				t.Fatalf("save: %v", err)
			}
			b := stored(t, dir, url)
			if bytes.Equal(b, tt.data) {
				t.Error("stored bytes equal the upload; want re-encoded bytes")
			}
			if bytes.Contains(b, []byte("SECRET-PAYLOAD")) {
				t.Error("stored bytes still contain the hidden payload")
			}
			if tt.clean != nil {
				cleanURL, err := s.Save(context.Background(), bytes.NewReader(tt.clean))
				if err != nil {
					t.Fatal(err)
				}
				if cleanURL != url {
					t.Errorf("url %s differs from the clean image's %s", url, cleanURL)
				}
			}
		})
	}
}

func TestJPEGOrientationApplied(t *testing.T) {
	isRed := func(c color.Color) bool {
		r, g, b, _ := c.RGBA()
		return r > 0xc000 && g < 0x4000 && b < 0x4000
	}
	isBlue := func(c color.Color) bool {
		r, g, b, _ := c.RGBA()
		return b > 0xc000 && r < 0x4000 && g < 0x4000
	}
	// The source is 32x16, left half red, right half blue.
	tests := []struct {
		order         string
		orientation   uint16
		wantW, wantH  int
		redAt, blueAt image.Point
	}{
		{"II", 1, 32, 16, image.Pt(4, 8), image.Pt(28, 8)},
		{"MM", 3, 32, 16, image.Pt(28, 8), image.Pt(4, 8)},
		{"II", 6, 16, 32, image.Pt(8, 4), image.Pt(8, 28)},
		{"MM", 8, 16, 32, image.Pt(8, 28), image.Pt(8, 4)},
		{"II", 2, 32, 16, image.Pt(28, 8), image.Pt(4, 8)},
	}
	for _, tt := range tests {
		t.Run(tt.order+string(rune('0'+tt.orientation)), func(t *testing.T) {
			s, dir := newStore(t)
			data := withJPEGSegment(jpegBytes(t, 32, 16), 0xe1, exifOrientationSegment(tt.order, tt.orientation))
			url, err := s.Save(context.Background(), bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			img, err := jpeg.Decode(bytes.NewReader(stored(t, dir, url)))
			if err != nil {
				t.Fatal(err)
			}
			if b := img.Bounds(); b.Dx() != tt.wantW || b.Dy() != tt.wantH {
				t.Fatalf("size = %v, want %dx%d", b.Size(), tt.wantW, tt.wantH)
			}
			if c := img.At(tt.redAt.X, tt.redAt.Y); !isRed(c) {
				t.Errorf("pixel %v = %v, want red", tt.redAt, c)
			}
			if c := img.At(tt.blueAt.X, tt.blueAt.Y); !isBlue(c) {
				t.Errorf("pixel %v = %v, want blue", tt.blueAt, c)
			}
		})
	}
}

func TestContentAddressed(t *testing.T) {
	s, dir := newStore(t)
	ctx := context.Background()
	a := pngBytes(t, 10, 10)

	u1, err := s.Save(ctx, bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	u2, err := s.SaveDataURL(ctx, dataURL("image/jpeg", a))
	if err != nil {
		t.Fatal(err)
	}
	if u1 != u2 {
		t.Errorf("same image stored twice: %s and %s, want one URL", u1, u2)
	}
	// Concurrent saves of one image all land on the same file, atomically.
	var wg sync.WaitGroup
	urls := make([]string, 8)
	errs := make([]error, 8)
	for i := range urls {
		wg.Go(func() { urls[i], errs[i] = s.Save(ctx, bytes.NewReader(a)) })
	}
	wg.Wait()
	for i := range urls {
		if errs[i] != nil || urls[i] != u1 {
			t.Errorf("concurrent save %d = %q, %v; want %q", i, urls[i], errs[i], u1)
		}
	}
	u3, err := s.Save(ctx, bytes.NewReader(pngBytes(t, 10, 11)))
	if err != nil {
		t.Fatal(err)
	}
	if u3 == u1 {
		t.Error("different images got the same URL")
	}
	if got := files(t, dir); len(got) != 2 {
		t.Errorf("dir holds %v, want two files and no temp files", got)
	}
}

func TestSaveWaitsForDecodeSlotUntilCanceled(t *testing.T) {
	s, _ := newStore(t)
	for range cap(s.sem) {
		s.sem <- struct{}{}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := s.Save(ctx, bytes.NewReader(pngBytes(t, 2, 2)))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

func TestWithField(t *testing.T) {
	orig := apperr.New(apperr.TooLarge, msgTooLarge)
	err := WithField(orig, "profileImage")
	var ae *apperr.Error
	if !errors.As(err, &ae) {
		t.Fatalf("WithField returned %T", err)
	}
	if ae.Code != apperr.TooLarge || ae.Message != msgTooLarge ||
		len(ae.Fields) != 1 || ae.Fields[0] != (apperr.FieldError{Field: "profileImage", Message: msgTooLarge}) {
		t.Errorf("WithField = %+v", ae)
	}
	if len(orig.Fields) != 0 {
		t.Error("WithField modified the original error")
	}
	plain := io.ErrUnexpectedEOF
	if WithField(plain, "logo") != plain {
		t.Error("WithField changed a non-domain error")
	}
	if WithField(nil, "logo") != nil {
		t.Error("WithField(nil) != nil")
	}
}

func TestIsOwnURL(t *testing.T) {
	s, dir := newStore(t)
	url, err := s.Save(context.Background(), bytes.NewReader(pngBytes(t, 4, 4)))
	if err != nil {
		t.Fatal(err)
	}
	name := strings.TrimPrefix(url, "/uploads/")
	hash := strings.TrimSuffix(name, ".png")
	// A file in dir with a valid-looking name that the store did not make
	// still must not be a directory.
	if err := os.Mkdir(filepath.Join(dir, strings.Repeat("d", 64)+".png"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		url  string
		want bool
	}{
		{url, true},
		{"", false},
		{name, false},
		{"https://evil.example" + url, false},
		{"/uploads/" + strings.Repeat("0", 64) + ".png", false}, // well formed, missing
		{"/uploads/" + hash + ".jpg", false},
		{"/uploads/" + strings.ToUpper(hash) + ".png", false},
		{"/uploads/../" + name, false},
		{"/uploads/x/../" + name, false},
		{url + "?x=1", false},
		{"/uploads/" + strings.Repeat("d", 64) + ".png", false}, // a directory
		{"javascript:alert(1)", false},
	}
	for _, tt := range tests {
		if got := s.IsOwnURL(tt.url); got != tt.want {
			t.Errorf("IsOwnURL(%q) = %v, want %v", tt.url, got, tt.want)
		}
	}
}

func TestNewBaseURL(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "b")
	s, err := New(dir, "https://cdn.example/media")
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		t.Fatalf("New did not create %s: %v", dir, err)
	}
	url, err := s.Save(context.Background(), bytes.NewReader(pngBytes(t, 2, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(url, "https://cdn.example/media/") || !s.IsOwnURL(url) {
		t.Errorf("url = %q", url)
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, httptest.NewRequest("GET", strings.TrimPrefix(url, "https://cdn.example"), nil))
	if rec.Code != http.StatusOK {
		t.Errorf("serving %s: status %d", url, rec.Code)
	}
	for _, bad := range []string{"", "relative/", "/x/?q=1"} {
		if _, err := New(t.TempDir(), bad); err == nil {
			t.Errorf("New(_, %q) succeeded", bad)
		}
	}
}
