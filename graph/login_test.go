package graph_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
	"testing"
	"time"

	"canvass/internal/apptest"
	"canvass/internal/store"
)

// Issue 14: the reset page asks whether its link still works before the
// form is filled; both APIs log in with a username or an email address.
func TestPasswordResetTokenValid(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		u := s.NewClient().Register(t, "tokencheck", "candidate")
		token := "phone-test-token-0123456789abcdefghijklmnop"
		sum := sha256.Sum256([]byte(token))
		if _, err := s.App.DB.Exec(ctx, `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)`,
			hex.EncodeToString(sum[:]), u.DatabaseID, store.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		q := `query($t: String!) { passwordResetTokenValid(token: $t) }`
		for tok, want := range map[string]string{token: "true", "forged": "false", "": "false"} {
			res := s.NewClient().GraphQL(t, q, map[string]any{"t": tok})
			res.NoErrors(t)
			if string(res.Data) != `{"passwordResetTokenValid":`+want+`}` {
				t.Fatalf("token %q: %s, want %s", tok, res.Data, want)
			}
		}
	})
}

func TestLoginByEmailBothAPIs(t *testing.T) {
	apptest.Each(t, func(t *testing.T, s *apptest.Server) {
		s.NewClient().Register(t, "emaillogin", "candidate")
		res := s.NewClient().GraphQL(t, `mutation { login(input: {username: "EmailLogin@example.com", password: "secret-password"}) { user { username } errors { message } } }`, nil)
		res.NoErrors(t)
		if !strings.Contains(string(res.Data), `"username":"emaillogin"`) {
			t.Fatalf("GraphQL login by email: %s", res.Data)
		}
		resp, body := s.NewClient().Do(t, http.MethodPost, "/api/login", map[string]any{"username": "emaillogin@example.com", "password": apptest.Password})
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `"username":"emaillogin"`) {
			t.Fatalf("REST login by email: %d %s", resp.StatusCode, body)
		}
	})
}
