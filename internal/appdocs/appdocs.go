// Package appdocs reads the GraphQL documents the web app really sends: the
// operation texts relay-compiler writes into web/src/__generated__ (one
// module per query, mutation and subscription). Tests and the benchmark
// send these exact documents, so what they measure is what users run.
package appdocs

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

// Dir is where relay-compiler writes its artifacts, from the repository root.
const Dir = "web/src/__generated__"

// operationText finds the operation document in a generated module.
var operationText = regexp.MustCompile(`"text": ("(?:[^"\\]|\\.)*")`)

// FindDir returns the artifacts' folder, looking in the working directory
// and its parents (a package's tests run in the package's folder).
func FindDir() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if st, err := os.Stat(filepath.Join(d, Dir)); err == nil && st.IsDir() {
			return filepath.Join(d, Dir), nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("appdocs: no %s above %s", Dir, wd)
		}
	}
}

// Text returns the document of operation name (e.g. "JobsRouteQuery")
// exactly as the web app sends it, from the artifacts in dir.
func Text(dir, name string) (string, error) {
	src, err := os.ReadFile(filepath.Join(dir, name+".graphql.ts"))
	if err != nil {
		return "", err
	}
	m := operationText.FindSubmatch(src)
	if m == nil {
		return "", errors.New("appdocs: no operation text in " + name)
	}
	var text string
	if err := json.Unmarshal(m[1], &text); err != nil {
		return "", fmt.Errorf("appdocs: %s: %w", name, err)
	}
	return text, nil
}

// Find is Text from FindDir's folder.
func Find(name string) (string, error) {
	dir, err := FindDir()
	if err != nil {
		return "", err
	}
	return Text(dir, name)
}
