package app

import (
	"context"
	"testing"

	"canvass/internal/ratelimit"
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

// CANVASS_API_LIMIT and CANVASS_API_LIMIT_VISITOR set the API budget's
// points an hour ("off": not counted); unset or garbage keeps the default.
func TestAPIBudgetFromEnv(t *testing.T) {
	def := ratelimit.DefaultBudget
	cases := []struct {
		member, visitor string
		want            *ratelimit.BudgetLimits
	}{
		{"", "", nil},
		{"5000", "", &ratelimit.BudgetLimits{Member: 5000, Visitor: def.Visitor}},
		{"", "off", &ratelimit.BudgetLimits{Member: def.Member, Visitor: 0}},
		{"off", "off", &ratelimit.BudgetLimits{}},
		{"-1", "lots", &def},
	}
	for _, c := range cases {
		env := map[string]string{"CANVASS_API_LIMIT": c.member, "CANVASS_API_LIMIT_VISITOR": c.visitor}
		got := ConfigFromEnv(func(k string) string { return env[k] }).APIBudget
		if (got == nil) != (c.want == nil) || (got != nil && *got != *c.want) {
			t.Errorf("%q, %q: %+v, want %+v", c.member, c.visitor, got, c.want)
		}
	}
	// Both off: no budget at all, and no headers.
	a, err := New(context.Background(), Config{DatabaseURL: storetest.SQLiteURL(t), UploadDir: t.TempDir(), APIBudget: &ratelimit.BudgetLimits{}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if a.Budget != nil {
		t.Fatal("a budget with both limits off")
	}
}
