package app_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"strings"
	"testing"

	"canvass/internal/apptest"
	canvassweb "canvass/web"
)

// Issue 25 item 9: GraphQL and REST answers of 1 KB or more are gzipped for
// clients that accept it, decode to the same JSON, and say Vary:
// Accept-Encoding; small answers, clients without gzip and the
// precompressed assets are left as they are.
func TestAnswersAreCompressed(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		alice := s.NewClient()
		alice.Register(t, "alice", "CANDIDATE")
		for i := range 12 {
			resp, body := alice.Do(t, http.MethodPost, "/api/jobs", map[string]any{
				"title": fmt.Sprintf("Field Organizer %d", i), "organization": "Friends of Jane", "location": "Des Moines, IA",
				"jobType": "full-time", "description": "Knock doors, recruit volunteers and run phone banks across the county.",
			})
			if resp.StatusCode != http.StatusCreated {
				t.Fatalf("create job: %d %s", resp.StatusCode, body)
			}
		}
		gql := map[string]any{"query": `{ jobs(first: 12) { edges { cursor node { id databaseId title organization location description createdAt } } totalCount } }`}
		small := map[string]any{"query": `{ jobs(first: 1) { totalCount } }`}

		for _, c := range []struct {
			name, method, path string
			body               any
			wantGzip           bool
		}{
			{"graphql list", http.MethodPost, "/graphql", gql, true},
			{"rest list", http.MethodGet, "/api/jobs", nil, true},
			{"graphql small", http.MethodPost, "/graphql", small, false},
		} {
			t.Run(c.name, func(t *testing.T) {
				// The same request without gzip: the reference answer.
				plainResp, plain := alice.DoHeader(t, c.method, c.path, c.body, http.Header{"Accept-Encoding": {"identity"}})
				if plainResp.StatusCode != http.StatusOK || plainResp.Header.Get("Content-Encoding") != "" {
					t.Fatalf("without gzip: %d, Content-Encoding %q", plainResp.StatusCode, plainResp.Header.Get("Content-Encoding"))
				}
				if !strings.Contains(strings.Join(plainResp.Header.Values("Vary"), ", "), "Accept-Encoding") {
					t.Errorf("without gzip: Vary %q", strings.Join(plainResp.Header.Values("Vary"), ", "))
				}
				// Setting Accept-Encoding by hand keeps Go's client from
				// decoding the answer itself.
				resp, raw := alice.DoHeader(t, c.method, c.path, c.body, http.Header{"Accept-Encoding": {"gzip, deflate, br"}})
				if resp.StatusCode != http.StatusOK || !strings.Contains(strings.Join(resp.Header.Values("Vary"), ", "), "Accept-Encoding") {
					t.Fatalf("with gzip: %d, Vary %q", resp.StatusCode, strings.Join(resp.Header.Values("Vary"), ", "))
				}
				if got := resp.Header.Get("Content-Encoding") == "gzip"; got != c.wantGzip {
					t.Fatalf("Content-Encoding %q for a %d-byte answer, want gzip: %v", resp.Header.Get("Content-Encoding"), len(plain), c.wantGzip)
				}
				decoded := raw
				if c.wantGzip {
					zr, err := gzip.NewReader(bytes.NewReader(raw))
					if err != nil {
						t.Fatal(err)
					}
					if decoded, err = io.ReadAll(zr); err != nil {
						t.Fatal(err)
					}
					if len(raw) >= len(plain)/2 {
						t.Errorf("gzip saved little: %d -> %d bytes", len(plain), len(raw))
					}
				}
				t.Logf("%s %s: %d bytes, %d sent", c.method, c.path, len(plain), len(raw))
				var want, got any
				if err := json.Unmarshal(plain, &want); err != nil {
					t.Fatalf("plain answer: %v", err)
				}
				if err := json.Unmarshal(decoded, &got); err != nil {
					t.Fatalf("decoded answer: %v", err)
				}
				w, _ := json.Marshal(want)
				g, _ := json.Marshal(got)
				if !bytes.Equal(w, g) {
					t.Errorf("decoded answer differs:\n%s\nwant\n%s", g, w)
				}
			})
		}

		// A precompressed asset is sent as its .gz file, not compressed twice.
		dist := canvassweb.Dist()
		var asset string
		fs.WalkDir(dist, "assets", func(p string, d fs.DirEntry, err error) error {
			if err == nil && asset == "" && strings.HasSuffix(p, ".js") {
				if _, err := fs.Stat(dist, p+".gz"); err == nil {
					asset = p
				}
			}
			return nil
		})
		if asset == "" {
			t.Skip("no precompressed asset in the build")
		}
		resp, raw := alice.DoHeader(t, http.MethodGet, "/"+asset, nil, http.Header{"Accept-Encoding": {"gzip"}})
		want, _ := fs.ReadFile(dist, asset)
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			t.Fatalf("%s: %v", asset, err)
		}
		got, err := io.ReadAll(zr)
		if resp.Header.Get("Content-Encoding") != "gzip" || err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: Content-Encoding %q, decoded once to the file: %v (%v)", asset, resp.Header.Get("Content-Encoding"), bytes.Equal(got, want), err)
		}
	})
}
