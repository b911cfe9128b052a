package rest_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"canvass/internal/apptest"
	"canvass/internal/testkit"
)

func TestRawUpload(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		imageType := http.Header{"Content-Type": {"image/png"}}
		good := testkit.PNG(8, 8)

		visitor := s.NewClient()
		if resp, body := visitor.DoHeader(t, "POST", "/api/uploads", good, imageType); resp.StatusCode != http.StatusUnauthorized {
			t.Fatalf("visitor upload: %d %s, want 401", resp.StatusCode, body)
		}

		c := s.NewClient()
		c.Register(t, "uploader", "CANDIDATE")
		cases := []struct {
			name       string
			body       []byte
			header     http.Header
			wantStatus int
		}{
			{"text/plain is refused", good, http.Header{"Content-Type": {"text/plain"}}, http.StatusBadRequest},
			{"form type is refused", good, http.Header{"Content-Type": {"application/x-www-form-urlencoded"}}, http.StatusBadRequest},
			{"fake image", append([]byte("\x89PNG\r\n\x1a\n"), []byte("<script>alert(1)</script>")...), imageType, http.StatusBadRequest},
			{"over 2 MB", bytes.Repeat([]byte{0}, 2<<20+10), imageType, http.StatusRequestEntityTooLarge},
		}
		for _, tc := range cases {
			resp, body := c.DoHeader(t, "POST", "/api/uploads", tc.body, tc.header)
			if resp.StatusCode != tc.wantStatus {
				t.Errorf("%s: status %d %s, want %d", tc.name, resp.StatusCode, body, tc.wantStatus)
			}
			if tc.wantStatus == http.StatusRequestEntityTooLarge && !strings.Contains(string(body), "File is too large. Maximum size is 2MB.") {
				t.Errorf("%s: body %s lacks the spec's message", tc.name, body)
			}
		}

		resp, body := c.DoHeader(t, "POST", "/api/uploads", good, imageType)
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("upload: %d %s", resp.StatusCode, body)
		}
		var out struct{ URL string }
		if err := json.Unmarshal(body, &out); err != nil || !strings.HasPrefix(out.URL, "/uploads/") {
			t.Fatalf("upload answer %s: %v", body, err)
		}
		img, _ := visitor.Do(t, "GET", out.URL, nil)
		if img.StatusCode != http.StatusOK || img.Header.Get("Content-Type") != "image/png" {
			t.Fatalf("GET %s: %d %s", out.URL, img.StatusCode, img.Header.Get("Content-Type"))
		}

		// The URL is accepted as the profile image.
		resp, body = c.Do(t, "PUT", "/api/user/profile", map[string]any{
			"firstName": "Up", "lastName": "Loader", "profileImage": out.URL,
		})
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), out.URL) {
			t.Fatalf("profile with uploaded URL: %d %s", resp.StatusCode, body)
		}
	})
}
