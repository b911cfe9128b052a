package uploads

import (
	"context"
	"strings"
	"testing"

	"canvass/internal/apperr"
)

// The one image-field rule every record uses.
func TestImageField(t *testing.T) {
	s, _ := newStore(t)
	ctx := context.Background()
	str := func(v string) *string { return &v }
	saved, err := s.ImageField(ctx, "logo", str(" "+dataURL("image/png", pngBytes(t, 8, 8))+" "), "")
	if err != nil || !s.IsOwnURL(saved) {
		t.Fatalf("data URL: %q, %v", saved, err)
	}
	other, err := s.SaveDataURL(ctx, dataURL("image/png", pngBytes(t, 9, 9)))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		in      *string
		current string
		want    string
	}{
		{"absent keeps", nil, saved, saved},
		{"blank removes", str("  "), saved, ""},
		{"current kept", str(saved), saved, saved},
		{"another own upload", str(other), saved, other},
	} {
		if got, err := s.ImageField(ctx, "logo", c.in, c.current); err != nil || got != c.want {
			t.Errorf("%s: %q, %v; want %q", c.name, got, err, c.want)
		}
	}
	for _, in := range []string{"https://evil.example/x.png", "/uploads/" + strings.Repeat("0", 64) + ".png",
		"/uploads/../../etc/passwd", "javascript:alert(1)", "//evil.example/x.png"} {
		_, err := s.ImageField(ctx, "profileImage", &in, saved)
		de := apperr.As(err)
		if de == nil || de.Code != apperr.Invalid || len(de.Fields) != 1 || de.Fields[0].Field != "profileImage" ||
			de.Message != msgImageField {
			t.Errorf("%q: %v, want INVALID on profileImage", in, err)
		}
	}
	_, err = s.ImageField(ctx, "logo", str("data:image/png;base64,!!!!"), "")
	if de := apperr.As(err); de == nil || len(de.Fields) != 1 || de.Fields[0].Field != "logo" {
		t.Errorf("bad data URL: %v, want a logo field error", err)
	}
}
