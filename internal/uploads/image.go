package uploads

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/draw"
	"image/gif"
	"image/jpeg"
	"image/png"

	"golang.org/x/image/webp"
)

// format is a sniffed image format with its decoders.
type format struct {
	name   string
	config func([]byte) (image.Config, error)
	decode func([]byte) (image.Image, error)
}

var (
	fmtPNG = format{"png",
		func(b []byte) (image.Config, error) { return png.DecodeConfig(bytes.NewReader(b)) },
		func(b []byte) (image.Image, error) { return png.Decode(bytes.NewReader(b)) }}
	fmtJPEG = format{"jpeg",
		func(b []byte) (image.Config, error) { return jpeg.DecodeConfig(bytes.NewReader(b)) },
		func(b []byte) (image.Image, error) { return jpeg.Decode(bytes.NewReader(b)) }}
	// gif.Decode returns the first frame only.
	fmtGIF = format{"gif",
		func(b []byte) (image.Config, error) { return gif.DecodeConfig(bytes.NewReader(b)) },
		func(b []byte) (image.Image, error) { return gif.Decode(bytes.NewReader(b)) }}
	fmtWebP = format{"webp",
		func(b []byte) (image.Config, error) { return webp.DecodeConfig(bytes.NewReader(b)) },
		func(b []byte) (image.Image, error) { return webp.Decode(bytes.NewReader(b)) }}
)

// sniff identifies the format by magic bytes only; the decoders are then
// called directly, so no other registered image format can sneak in.
func sniff(b []byte) (format, bool) {
	switch {
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return fmtPNG, true
	case bytes.HasPrefix(b, []byte("\xff\xd8\xff")):
		return fmtJPEG, true
	case bytes.HasPrefix(b, []byte("GIF87a")), bytes.HasPrefix(b, []byte("GIF89a")):
		return fmtGIF, true
	case len(b) >= 12 && string(b[0:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return fmtWebP, true
	}
	return format{}, false
}

// reencode checks and re-encodes an upload. It returns the bytes to store and
// their file extension: PNG stays PNG; JPEG stays JPEG (quality 85, EXIF
// orientation applied to the pixels); GIF and WebP become PNG (first GIF
// frame only; the standard library has no WebP encoder).
func reencode(data []byte) (out []byte, ext string, err error) {
	f, ok := sniff(data)
	if !ok {
		return nil, "", errNotImage()
	}
	// Malformed input must never crash the server; treat a decoder panic
	// as "not an image".
	defer func() {
		if recover() != nil {
			out, ext, err = nil, "", errNotImage()
		}
	}()

	// Dimensions first, from the header only: decompression bombs are
	// rejected before any pixel buffer is allocated.
	cfg, err := f.config(data)
	if err != nil {
		return nil, "", errNotImage()
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, "", errNotImage()
	}
	if cfg.Width > MaxSide || cfg.Height > MaxSide || cfg.Width*cfg.Height > MaxPixels {
		return nil, "", errDimensions()
	}

	img, err := f.decode(data)
	if err != nil {
		return nil, "", errNotImage()
	}
	// A GIF's first frame may be smaller than its logical screen; no
	// decoder may return more pixels than its header announced.
	if b := img.Bounds(); b.Empty() || b.Dx() > cfg.Width || b.Dy() > cfg.Height {
		return nil, "", errNotImage()
	}

	var buf bytes.Buffer
	if f.name == "jpeg" {
		img = orient(img, jpegOrientation(data))
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}); err != nil {
			return nil, "", errNotImage()
		}
		return buf.Bytes(), "jpg", nil
	}
	if err := png.Encode(&buf, img); err != nil {
		return nil, "", errNotImage()
	}
	return buf.Bytes(), "png", nil
}

// jpegOrientation returns the EXIF orientation tag (1-8) of a JPEG, or 1.
// Re-encoding drops EXIF, so the rotation a phone recorded there must be
// applied to the pixels or portrait photos would show sideways.
func jpegOrientation(b []byte) int {
	i := 2 // after SOI
	for i+4 <= len(b) {
		if b[i] != 0xff {
			return 1
		}
		marker := b[i+1]
		if marker == 0xff { // fill byte
			i++
			continue
		}
		if marker == 0xda || marker == 0xd9 { // SOS / EOI: no more headers
			return 1
		}
		n := int(binary.BigEndian.Uint16(b[i+2:]))
		if n < 2 || i+2+n > len(b) {
			return 1
		}
		seg := b[i+4 : i+2+n]
		if marker == 0xe1 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
			return exifOrientation(seg[6:])
		}
		i += 2 + n
	}
	return 1
}

// exifOrientation reads tag 0x0112 from IFD0 of a TIFF structure.
func exifOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 1
	}
	off := int(bo.Uint32(t[4:]))
	if off < 8 || off+2 > len(t) {
		return 1
	}
	count := int(bo.Uint16(t[off:]))
	for k := 0; k < count; k++ {
		e := off + 2 + 12*k
		if e+12 > len(t) {
			return 1
		}
		if bo.Uint16(t[e:]) == 0x0112 && bo.Uint16(t[e+2:]) == 3 { // SHORT
			if v := int(bo.Uint16(t[e+8:])); v >= 1 && v <= 8 {
				return v
			}
			return 1
		}
	}
	return 1
}

// orient applies an EXIF orientation (2-8) to img; 1 and unknown values
// return img unchanged.
func orient(img image.Image, o int) image.Image {
	if o < 2 || o > 8 {
		return img
	}
	sb := img.Bounds()
	src := image.NewRGBA(image.Rect(0, 0, sb.Dx(), sb.Dy()))
	draw.Draw(src, src.Bounds(), img, sb.Min, draw.Src)
	w, h := sb.Dx(), sb.Dy()
	dw, dh := w, h
	if o >= 5 { // 5-8 swap axes
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var dx, dy int
			switch o {
			case 2: // mirror horizontal
				dx, dy = w-1-x, y
			case 3: // rotate 180
				dx, dy = w-1-x, h-1-y
			case 4: // mirror vertical
				dx, dy = x, h-1-y
			case 5: // transpose
				dx, dy = y, x
			case 6: // rotate 90 clockwise
				dx, dy = h-1-y, x
			case 7: // transverse
				dx, dy = h-1-y, w-1-x
			case 8: // rotate 90 counter-clockwise
				dx, dy = y, w-1-x
			}
			copy(dst.Pix[dst.PixOffset(dx, dy):][:4], src.Pix[src.PixOffset(x, y):][:4])
		}
	}
	return dst
}
