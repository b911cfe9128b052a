package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"canvass/internal/app"
	"canvass/internal/seed"
)

func main() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "zzexp")
	defer os.RemoveAll(dir)
	a, err := app.New(ctx, app.Config{Addr: "127.0.0.1:0", DatabaseURL: "sqlite://" + dir + "/db.sqlite", UploadDir: dir, BaseURL: "http://x"}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		panic(err)
	}
	s := a.Seeder()
	s.BenchScale = 0.3
	if err := s.Bench(ctx); err != nil {
		panic(err)
	}
	a.DB.Exec(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`)
	fmt.Println(a.DB.AnalyzeSQLite(ctx))
	v, _ := s.BenchUser(ctx, seed.BenchMessagesViewer)
	card := `u.id AS "with.id", u.username AS "with.username", u.first_name AS "with.first_name", u.last_name AS "with.last_name", u.user_type AS "with.user_type", u.profile_image AS "with.profile_image", u.is_public_profile AS "with.is_public_profile", u.created_at AS "with.created_at"`
	tail := ` FROM conversations c JOIN messages m ON m.id = c.last_message_id JOIN users u ON u.id = c.other_id
	WHERE c.user_id = ? AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = c.user_id AND b.blocked_id = c.other_id)
	ORDER BY c.last_message_id DESC LIMIT 21`
	unread := `(SELECT COUNT(*) FROM messages x WHERE x.receiver_id = c.user_id AND x.sender_id = c.other_id AND x.read_at IS NULL AND NOT x.withheld) AS unread`
	qs := map[string]string{
		"app":      `SELECT c.other_id, m.id, m.sender_id, m.receiver_id, m.content, m.client_id, m.withheld, m.read_at, m.created_at, ` + card + `, ` + unread + tail,
		"noUnread": `SELECT c.other_id, m.id, m.sender_id, m.receiver_id, m.content, m.client_id, m.withheld, m.read_at, m.created_at, ` + card + tail,
		"lean":     `SELECT c.other_id, m.content, m.created_at, u.username, u.first_name, u.last_name, ` + unread + tail,
		"leanNoTime": `SELECT c.other_id, m.content, u.username, u.first_name, u.last_name, ` + unread + tail,
	}
	for _, name := range []string{"app", "noUnread", "lean", "leanNoTime", "app", "lean"} {
		q := qs[name]
		if name == "app" || name == "lean" {
			lines, err := a.DB.Explain(ctx, q, v.ID)
			fmt.Println(name, err)
			for _, l := range lines {
				fmt.Println("   ", l)
			}
		}
		const n = 2000
		start := time.Now()
		for i := 0; i < n; i++ {
			rows, err := a.DB.Writer().QueryContext(ctx, q, v.ID)
			if err != nil {
				panic(err)
			}
			cols, _ := rows.Columns()
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			for rows.Next() {
				rows.Scan(ptrs...)
			}
			rows.Close()
		}
		fmt.Printf("%-12s %v per statement\n", name, time.Since(start)/n)
	}
}
