package appdocs

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var requestID = regexp.MustCompile(`(?m)^// @relayRequestID (\w+)$`)

// The map has every operation the Relay artifacts name, under the id the
// artifact sends, and nothing else (no operation that is gone); no artifact
// carries its text (the bundle ships ids only); an id is the SHA-256 of its
// text. Tests that read every document (graph's differential test, the
// limits test) cover exactly what the app sends.
func TestMapMatchesArtifacts(t *testing.T) {
	files, err := filepath.Glob("../../web/src/__generated__/*.graphql.ts")
	if err != nil || len(files) == 0 {
		t.Fatalf("no Relay artifacts: %v", err)
	}
	seen := map[string]bool{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(src), `"text": "`) {
			t.Errorf("%s carries its document text", filepath.Base(f))
		}
		m := requestID.FindSubmatch(src)
		if m == nil {
			continue // a fragment
		}
		id, name := string(m[1]), strings.TrimSuffix(filepath.Base(f), ".graphql.ts")
		d, err := Named(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if d.ID != id {
			t.Errorf("%s: the artifact sends %s, the map has it under %s", name, id, d.ID)
		}
		seen[id] = true
	}
	if len(seen) < 100 || len(seen) != len(All()) {
		t.Errorf("%d operations in the artifacts, %d in persisted.json", len(seen), len(All()))
	}
	for _, d := range All() {
		sum := sha256.Sum256([]byte(d.Text))
		if hex.EncodeToString(sum[:]) != d.ID {
			t.Errorf("%s: id %s is not the SHA-256 of its text", d.Name, d.ID)
		}
		if text, ok := Lookup("sha256:" + d.ID); !ok || text != d.Text {
			t.Errorf("%s: not found by its prefixed id", d.Name)
		}
	}
	if _, ok := Lookup("0000"); ok {
		t.Error("an unknown id was found")
	}
}
