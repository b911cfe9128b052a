package app_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/app"
	"canvass/internal/messages"
	"canvass/internal/testkit"
)

// TestReportsList runs `canvass reports list`: the newest report with who
// reported whom, the reason and the kept messages, user text on one line
// with control characters escaped (no terminal escapes from a reporter).
func TestReportsList(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{
		"CANVASS_DATABASE_URL": "sqlite:" + filepath.Join(dir, "cli.db"),
		"CANVASS_UPLOAD_DIR":   filepath.Join(dir, "uploads"),
	}
	getenv := func(k string) string { return env[k] }
	ctx := context.Background()
	var out testkit.LogBuffer
	if err := app.Run(ctx, []string{"reports", "list"}, getenv, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "no reports") {
		t.Fatalf("empty list: %q", out.String())
	}

	a, err := app.New(ctx, app.ConfigFromEnv(getenv), nil)
	if err != nil {
		t.Fatal(err)
	}
	mk := func(name string) *accounts.User {
		u, err := a.Accounts.Register(ctx, accounts.RegisterInput{Username: name, Password: "secret-password",
			Email: name + "@example.com", FirstName: "F", LastName: "L", UserType: "candidate"})
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	alice, spammer := mk("alice"), mk("spammer")
	m, err := a.Messages.Send(ctx, spammer, messages.SendInput{ReceiverID: alice.ID, Content: "cheap\nfollowers \x1b[31mnow"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Messages.Report(ctx, alice, m.ID, "Spam"); err != nil {
		t.Fatal(err)
	}
	a.Close()

	out = testkit.LogBuffer{}
	if err := app.Run(ctx, []string{"reports", "list", "--limit", "5"}, getenv, &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"alice reported spammer: Spam", `cheap\nfollowers \x1b[31mnow`, "> #"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "\x1b") {
		t.Error("raw escape character in the output")
	}
	if err := app.Run(ctx, []string{"reports"}, getenv, &out); err == nil {
		t.Error("reports without list: want a usage error")
	}
}
