package store_test

import (
	"context"
	"testing"

	"canvass/internal/store"
	"canvass/internal/store/storetest"
)

// FacetRollup's per-dimension sums of one grouped pass equal a GROUP BY of
// each dimension alone, NULLs left out, and the condition holds.
func TestFacetRollupMatchesGroupByEach(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		if _, err := db.Exec(ctx, `CREATE TABLE posts (id INTEGER PRIMARY KEY, city TEXT, kind TEXT, party TEXT, shown INTEGER)`); err != nil {
			t.Fatal(err)
		}
		cities, kinds, parties := []string{"Austin", "Reno", "Remote"}, []string{"paid", "volunteer"}, []string{"d", "r", ""}
		for i := range 60 {
			var party any = parties[i%3]
			if party == "" {
				party = nil
			}
			if _, err := db.Exec(ctx, `INSERT INTO posts (id, city, kind, party, shown) VALUES (?, ?, ?, ?, ?)`,
				i+1, cities[i%len(cities)], kinds[(i/3)%len(kinds)], party, i%4); err != nil {
				t.Fatal(err)
			}
		}
		dims := []store.FacetDim{{Kind: "c", Expr: "city"}, {Kind: "k", Expr: "kind"}, {Kind: "p", Expr: "party"}}
		got, err := store.FacetRollup(ctx, db, "posts", "shown > ?", dims, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range dims {
			var want []struct {
				V string `db:"v"`
				N int    `db:"n"`
			}
			if err := db.Select(ctx, &want, `SELECT `+d.Expr+` AS v, COUNT(*) AS n FROM posts WHERE shown > 0 AND `+d.Expr+` IS NOT NULL GROUP BY `+d.Expr); err != nil {
				t.Fatal(err)
			}
			counts := map[string]int{}
			for _, f := range got[d.Kind] {
				counts[f.Value] += f.Count
				if f.Label != f.Value {
					t.Errorf("%s: label %q for %q", d.Kind, f.Label, f.Value)
				}
			}
			if len(counts) != len(got[d.Kind]) || len(want) != len(counts) {
				t.Errorf("%s: %v, want %v (each value once)", d.Kind, got[d.Kind], want)
			}
			for _, w := range want {
				if counts[w.V] != w.N {
					t.Errorf("%s %q: %d, want %d", d.Kind, w.V, counts[w.V], w.N)
				}
			}
		}
		if _, err := store.FacetRollup(ctx, db, "posts", "1 = 1", append(dims, dims[0])); err == nil {
			t.Error("four dimensions: no error")
		}
	})
}
