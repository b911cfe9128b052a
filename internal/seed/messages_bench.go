package seed

import (
	"context"
	"fmt"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/store"
)

// The benchmark's messages: the viewer of the contacts and conversation
// scenarios and the peer of its longest conversation (bench users).
const (
	BenchMessagesViewer = "bench_user_1"
	BenchMessagesPeer   = "bench_user_2"
)

// benchMessageLines are the bench messages' words.
var benchMessageLines = []string{
	"Can you cover the phone bank on Thursday evening?",
	"The walk lists for precinct 12 are ready to print.",
	"Thanks for the yard sign order, proof attached.",
	"Volunteer training moved to 6pm, same room.",
	"Do we have the early vote numbers from yesterday?",
	"Great turnout at the town hall tonight!",
	"Please send the invoice for the mailers when you can.",
	"Let's meet before the debate to go over the message box.",
}

// benchMessages inserts n messages among the bench users, in bulk: every
// user talks with the 10 users after them (so about 20 contacts each), the
// viewer (BenchMessagesViewer) with 50 more, and the viewer's conversation
// with BenchMessagesPeer has 200 messages more than the others. Messages go
// round-robin over the conversations, so ids follow time (the last 90 days);
// a quarter of the conversations end with two unread messages. Then the
// contact rows (conversations) are built from the messages in one statement.
func (s *Seeder) benchMessages(ctx context.Context, n int) error {
	var ids []int64
	if err := s.DB.Select(ctx, &ids, `SELECT id FROM users WHERE username LIKE 'bench\_user\_%' ESCAPE '\' ORDER BY id`); err != nil {
		return err
	}
	u := len(ids)
	if u < 2 {
		return fmt.Errorf("bench messages: need at least 2 bench users, have %d", u)
	}
	// The conversations, as pairs of indexes into ids.
	type pair struct{ a, b int }
	seen := map[pair]bool{}
	var pairs []pair
	add := func(a, b int) {
		if a == b {
			return
		}
		if a > b {
			a, b = b, a
		}
		if p := (pair{a, b}); !seen[p] {
			seen[p] = true
			pairs = append(pairs, p)
		}
	}
	for i := range u {
		for d := 1; d <= 10; d++ {
			add(i, (i+d)%u)
		}
	}
	for d := 11; d <= 60 && d < u; d++ {
		add(0, d)
	}
	const longer = 200 // the viewer and the peer (pair 0: users 0 and 1)
	extra := min(longer, n/2)
	base, rest := (n-extra)/len(pairs), (n-extra)%len(pairs)
	count := make([]int, len(pairs))
	maxCount := 0
	for i := range pairs {
		count[i] = base
		if i < rest {
			count[i]++
		}
		if i == 0 {
			count[i] += extra
		}
		maxCount = max(maxCount, count[i])
	}

	const cols = 8
	start := store.Now().Add(-90 * 24 * time.Hour)
	step := 90 * 24 * time.Hour / time.Duration(max(n, 1))
	return s.DB.InTx(ctx, func(tx *store.Tx) error {
		var q strings.Builder
		args := make([]any, 0, benchChunk*cols)
		rows, seq := 0, 0
		flush := func() error {
			if rows == 0 {
				return nil
			}
			_, err := tx.Exec(ctx, `INSERT INTO messages (sender_id, receiver_id, pair_lo, pair_hi, content, withheld, read_at, created_at) VALUES `+q.String(), args...)
			q.Reset()
			args, rows = args[:0], 0
			return err
		}
		for k := 0; k < maxCount; k++ {
			for p, pr := range pairs {
				if k >= count[p] {
					continue
				}
				from, to := ids[pr.a], ids[pr.b]
				if k%2 == 1 {
					from, to = to, from
				}
				created := start.Add(time.Duration(seq) * step).Truncate(time.Microsecond)
				var readAt *time.Time
				if !(p%4 == 0 && k >= count[p]-2) {
					r := created.Add(time.Minute)
					readAt = &r
				}
				if rows > 0 {
					q.WriteString(", ")
				}
				q.WriteString("(?, ?, ?, ?, ?, FALSE, ?, ?)")
				args = append(args, from, to, ids[pr.a], ids[pr.b],
					fmt.Sprintf("%s (#%d)", benchMessageLines[seq%len(benchMessageLines)], seq+1), readAt, created)
				rows++
				seq++
				if rows == benchChunk {
					if err := flush(); err != nil {
						return fmt.Errorf("bench messages: %w", err)
					}
				}
			}
		}
		if err := flush(); err != nil {
			return fmt.Errorf("bench messages: %w", err)
		}
		// Each user's contact row points at the newest message with that person.
		_, err := tx.Exec(ctx, `INSERT INTO conversations (user_id, other_id, last_message_id)
			SELECT u, o, MAX(id) FROM (
				SELECT sender_id AS u, receiver_id AS o, id FROM messages
				UNION ALL SELECT receiver_id, sender_id, id FROM messages WHERE NOT withheld
			) x WHERE TRUE GROUP BY u, o
			ON CONFLICT (user_id, other_id) DO UPDATE SET last_message_id = excluded.last_message_id
			WHERE excluded.last_message_id > conversations.last_message_id`)
		if err != nil {
			return fmt.Errorf("bench conversations: %w", err)
		}
		// The benchmark's history (weeks old) is not emailed as digests: the
		// sweep would spend the first minutes of a run marking it.
		if _, err := tx.Exec(ctx, `UPDATE messages SET digest_at = created_at WHERE digest_at IS NULL`); err != nil {
			return fmt.Errorf("bench messages: %w", err)
		}
		return nil
	})
}

// BenchUser returns a bench user by username (the benchmark signs in as
// them and reads their messages).
func (s *Seeder) BenchUser(ctx context.Context, username string) (*accounts.User, error) {
	var id int64
	if err := s.DB.Get(ctx, &id, `SELECT id FROM users WHERE username = ?`, username); err != nil {
		return nil, fmt.Errorf("bench user %s: %w", username, err)
	}
	return s.Accounts.Get(ctx, id)
}
