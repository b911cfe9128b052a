package migrations

import (
	"io/fs"
	"regexp"
	"slices"
	"testing"
)

// Every migration exists for both engines, under the same name, and names
// follow NNNN_name.sql: a migration written for one engine only fails here
// rather than leaving the other engine's schema behind.
func TestEveryMigrationForBothEngines(t *testing.T) {
	names := func(dir string) []string {
		entries, err := fs.ReadDir(FS, dir)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range entries {
			out = append(out, e.Name())
		}
		return out
	}
	sqlite, postgres := names("sqlite"), names("postgres")
	if len(sqlite) == 0 {
		t.Fatal("no migrations")
	}
	for _, n := range sqlite {
		if !slices.Contains(postgres, n) {
			t.Errorf("migrations/sqlite/%s has no migrations/postgres/%s", n, n)
		}
	}
	for _, n := range postgres {
		if !slices.Contains(sqlite, n) {
			t.Errorf("migrations/postgres/%s has no migrations/sqlite/%s", n, n)
		}
	}
	valid := regexp.MustCompile(`^[0-9]{4}_[a-z0-9_]+\.sql$`)
	seen := map[string]string{}
	for _, n := range sqlite {
		if !valid.MatchString(n) {
			t.Errorf("%s: want NNNN_name.sql", n)
		}
		if prev, ok := seen[n[:4]]; ok {
			t.Errorf("%s and %s share the number %s", prev, n, n[:4])
		}
		seen[n[:4]] = n
	}
}
