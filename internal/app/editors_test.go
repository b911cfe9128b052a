package app_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"canvass/internal/accounts"
	"canvass/internal/app"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/testkit"
)

// TestEditorsCommand runs canvass editors add|remove|list through Run, on
// every engine: the only way the editor role changes hands.
func TestEditorsCommand(t *testing.T) {
	for engine, dbURL := range storetest.URLs(t) {
		t.Run(engine, func(t *testing.T) {
			ctx := context.Background()
			env := map[string]string{"CANVASS_DATABASE_URL": dbURL, "CANVASS_UPLOAD_DIR": filepath.Join(t.TempDir(), "up")}
			getenv := func(k string) string { return env[k] }
			a, err := app.New(ctx, app.ConfigFromEnv(getenv), nil)
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			var id int64
			if err := a.DB.GetW(ctx, &id, `INSERT INTO users (username, password_hash, email, first_name, last_name, user_type, created_at)
				VALUES ('Dana', 'x', 'dana@example.com', 'Dana', 'Reyes', 'campaign_staff', ?) RETURNING id`, store.Now()); err != nil {
				t.Fatal(err)
			}
			dana := &accounts.User{ID: id}
			run := func(args ...string) (string, error) {
				var out testkit.LogBuffer
				err := app.Run(ctx, append([]string{"editors"}, args...), getenv, &out)
				return out.String(), err
			}
			isEditor := func() bool {
				ok, err := a.News.IsEditor(ctx, dana)
				if err != nil {
					t.Fatal(err)
				}
				return ok
			}
			steps := []struct {
				args    []string
				want    string // in the output, or in the error when wantErr
				wantErr bool
				editor  bool
			}{
				{[]string{"list"}, "no editors", false, false},
				{[]string{"add", "dana"}, "dana is now an editor", false, true}, // any letter case
				{[]string{"add", "Dana"}, "Dana was already an editor", false, true},
				{[]string{"list"}, "Dana      Dana Reyes  ", false, true},
				{[]string{"add", "nobody"}, "No user named nobody.", true, true},
				{[]string{"add"}, "usage: canvass editors", true, true},
				{[]string{"grant", "dana"}, "usage: canvass editors", true, true},
				{[]string{}, "usage: canvass editors", true, true},
				{[]string{"remove", "DANA"}, "DANA is no longer an editor", false, false},
				{[]string{"remove", "dana"}, "dana was not an editor", false, false},
				{[]string{"list"}, "no editors", false, false},
			}
			for _, s := range steps {
				out, err := run(s.args...)
				if s.wantErr {
					if err == nil || !strings.Contains(err.Error(), s.want) {
						t.Fatalf("editors %v: err %v, want %q", s.args, err, s.want)
					}
				} else if err != nil || !strings.Contains(out, s.want) {
					t.Fatalf("editors %v: %q, %v; want %q", s.args, out, err, s.want)
				}
				if got := isEditor(); got != s.editor {
					t.Fatalf("after editors %v: editor = %v, want %v", s.args, got, s.editor)
				}
			}
			// The role is apart from userType, which never changed.
			var typ string
			if err := a.DB.Get(ctx, &typ, `SELECT user_type FROM users WHERE id = ?`, id); err != nil || typ != "campaign_staff" {
				t.Fatalf("user_type = %q, %v", typ, err)
			}
		})
	}
}
