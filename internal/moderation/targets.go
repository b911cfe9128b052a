package moderation

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"canvass/internal/apperr"
	"canvass/internal/store"
)

// target is how one reportable table is read: its author, what a report
// keeps of it, whether the reporter may see it, and where it lives.
type target struct {
	table string
	// author is the SQL expression of the author's user id (alias t).
	author string
	// title, body and more are what a report's snapshot keeps (alias t;
	// more may be empty).
	title, body, more string
	// seen is the condition that the reporter (bound as its one argument)
	// can see it, beyond its being visible ("" when anyone can).
	seen string
	// path is the row's page in the app.
	path func(id int64) string
	// authorCol is the column naming the author, for hiding a suspended
	// member's rows ("" when the author is not a column of the table).
	authorCol string
	// noun names it in notifications ("the job").
	noun string
}

var targets = map[TargetType]target{
	TargetJob: {table: "jobs", author: "t.user_id", authorCol: "user_id", title: "t.title", body: "t.organization || ' · ' || t.location", more: "t.description",
		path: func(id int64) string { return "/jobs/" + strconv.FormatInt(id, 10) }, noun: "the job"},
	TargetVendor: {table: "vendors", author: "t.user_id", authorCol: "user_id", title: "t.name", body: "t.description",
		path: func(id int64) string { return "/vendors/" + strconv.FormatInt(id, 10) }, noun: "the vendor profile"},
	TargetResource: {table: "resources", author: "t.author_id", authorCol: "author_id", title: "t.title", body: "t.description", more: "t.content",
		path: func(id int64) string { return "/resources/" + strconv.FormatInt(id, 10) }, noun: "the resource"},
	TargetUser: {table: "users", author: "t.id", authorCol: "id", title: "t.first_name || ' ' || t.last_name || ' (@' || t.username || ')'",
		body: "t.current_position", more: "t.bio",
		path: func(id int64) string { return "/people/" + strconv.FormatInt(id, 10) }, noun: "the member"},
	TargetTeam: {table: "teams", author: "(SELECT m.user_id FROM team_members m WHERE m.team_id = t.id AND m.role = 'owner')", title: "t.name", body: "t.description",
		seen: "EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = t.id AND m.user_id = ?)",
		path: func(id int64) string { return "/teams/" + strconv.FormatInt(id, 10) }, noun: "the team"},
	TargetMessage: {table: "messages", author: "t.sender_id", authorCol: "sender_id", title: "''", body: "t.content",
		seen: "t.receiver_id = ?",
		path: func(id int64) string { return "" }, noun: "a message"},
}

// subject is one reportable row as a report reads it.
type subject struct {
	AuthorID *int64 `db:"author_id"`
	Title    string `db:"title"`
	Body     string `db:"body"`
	More     string `db:"more"`
	Hidden   int    `db:"hidden"`
}

// snapshot is s as a report keeps it (JSON).
func (s subject) snapshot() string {
	body := s.Body
	if s.More != "" {
		body = strings.TrimSpace(body + "\n\n" + s.More)
	}
	b, _ := json.Marshal(Snapshot{Title: s.Title, Body: body})
	return string(b)
}

// read reads the row id of type tt. When reporterID is not 0 it must be a
// row the reporter can see (visible, and theirs to see); anything else is
// NOT_FOUND, as a wrong id is.
func read(ctx context.Context, q store.Queryer, tt TargetType, id, reporterID int64) (subject, error) {
	tg, ok := targets[tt]
	if !ok {
		return subject{}, apperr.Field("targetType", msgTargetType)
	}
	more := tg.more
	if more == "" {
		more = "''"
	}
	query := `SELECT ` + tg.author + ` AS author_id, ` + tg.title + ` AS title, ` + tg.body + ` AS body, ` + more + ` AS more, t.hidden FROM ` + tg.table + ` t WHERE t.id = ?`
	args := []any{id}
	if reporterID != 0 {
		query += ` AND t.hidden = 0`
		if tg.seen != "" {
			query += ` AND ` + tg.seen
			args = append(args, reporterID)
		}
	}
	var s subject
	err := q.Get(ctx, &s, query, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return subject{}, apperr.New(apperr.NotFound, msgTargetNotFound)
	}
	return s, err
}
