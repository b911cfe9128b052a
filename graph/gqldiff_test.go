package graph_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"canvass/internal/apptest"
)

// The executor Canvass runs (gqlgen's output rewritten by cmd/gqlfast, with
// graph/gqlrun's runtime and scalars, and graph/post.go's transport)
// answers exactly as gqlgen's own executor built from the same schema and
// resolvers (gqlref_test.go): every document of gqldocs_test.go, as a
// visitor and as three members, on both engines, with the same data and
// errors, byte for byte. Run alone:
//
//	go test ./graph -run TestExecutorMatchesGqlgen -count=1 -v
func TestExecutorMatchesGqlgen(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gqlgen's unmodified executor")
	}
	ref := startReferenceBuild(t)
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		f := newExecFixture(t, s)
		docs := f.documents(t)
		bin := ref.wait(t)
		t.Logf("reference executor built in %s", ref.took.Round(time.Second))
		refURL := startReferenceServer(t, bin, s.App.Config.DatabaseURL, s.URL)
		start := time.Now()
		compared, withData, withErrors := 0, 0, 0
		var diffs []string
		for _, d := range docs {
			for _, v := range d.askers(f) {
				for _, vars := range d.varSets() {
					if d.prime {
						if _, err := ask(v, s.URL, d.query, vars); err != nil {
							t.Fatalf("%s as %s: %v", d.name, v.name, err)
						}
					}
					got, err := ask(v, s.URL, d.query, vars)
					if err != nil {
						t.Fatalf("%s as %s: %v", d.name, v.name, err)
					}
					want, err := ask(v, refURL, d.query, vars)
					if err != nil {
						t.Fatalf("%s as %s, gqlgen's executor: %v", d.name, v.name, err)
					}
					compared++
					if len(got.Data) > 0 && string(got.Data) != "null" {
						withData++
					}
					if len(got.Errors) > 0 {
						withErrors++
					}
					if !got.same(want) {
						vj, _ := json.Marshal(vars)
						diffs = append(diffs, fmt.Sprintf("%s as %s with %s:\n  Canvass: %d %s\n  gqlgen:  %d %s",
							d.name, v.name, vj, got.Status, clipped(got.Body), want.Status, clipped(want.Body)))
					}
				}
			}
		}
		t.Logf("%d documents, %d answers compared with gqlgen's (%d with data, %d with errors) in %s: %d differences",
			len(docs), compared, withData, withErrors, time.Since(start).Round(time.Millisecond), len(diffs))
		for i, d := range diffs {
			if i == 10 {
				t.Errorf("… and %d more", len(diffs)-10)
				break
			}
			t.Error(d)
		}
		// A comparison of nothing proves nothing: most answers have data.
		if compared < 1000 || withData < compared/2 || withErrors < 50 {
			t.Errorf("%d answers compared, %d with data, %d with errors: the documents no longer reach the data", compared, withData, withErrors)
		}
		if s := strings.Join(f.coverage(docs), ", "); s != "" {
			t.Errorf("not reached by any document: %s", s)
		}
	})
}
