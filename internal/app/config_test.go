package app

import (
	"context"
	"testing"

	"canvass/internal/store/storetest"
)

// CANVASS_DB_MAX_CONNS sizes the PostgreSQL pool of each process.
func TestDBMaxConns(t *testing.T) {
	env := map[string]string{"CANVASS_DB_MAX_CONNS": "7"}
	if got := ConfigFromEnv(func(k string) string { return env[k] }).DBMaxConns; got != 7 {
		t.Fatalf("DBMaxConns %d, want 7", got)
	}
	for _, bad := range []string{"", "0", "-3", "many"} {
		env["CANVASS_DB_MAX_CONNS"] = bad
		if got := ConfigFromEnv(func(k string) string { return env[k] }).DBMaxConns; got != 0 {
			t.Errorf("%q: DBMaxConns %d, want 0 (the default)", bad, got)
		}
	}
	db := storetest.PostgresURL(t)
	a, err := New(context.Background(), Config{DatabaseURL: db, UploadDir: t.TempDir(), DBMaxConns: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if got := a.DB.Pools()["main"].Stats().MaxOpenConnections; got != 3 {
		t.Fatalf("pool of %d connections, want 3", got)
	}
}

// CANVASS_TRUSTED_DOCUMENTS_ONLY=1 turns the trusted-documents-only mode on
// (graph's TestTrustedDocumentsOnly shows what it does); off by default.
func TestTrustedDocumentsOnlyFromEnv(t *testing.T) {
	for v, want := range map[string]bool{"": false, "0": false, "1": true, "true": true, "off": false} {
		env := map[string]string{"CANVASS_TRUSTED_DOCUMENTS_ONLY": v}
		if got := ConfigFromEnv(func(k string) string { return env[k] }).TrustedDocumentsOnly; got != want {
			t.Errorf("%q: TrustedDocumentsOnly %v, want %v", v, got, want)
		}
	}
}
