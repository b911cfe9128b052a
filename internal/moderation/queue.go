package moderation

import (
	"context"
	"encoding/json"
	"sort"
	"strconv"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/store"
)

// Item is one reported thing in the moderation queue: its open reports,
// the content as it was when first reported, where it stands now, and its
// author's history.
type Item struct {
	TargetType TargetType `json:"targetType"`
	TargetID   int64      `json:"targetId"`
	// Path is the thing's page in the app ("" for messages).
	Path string `json:"path"`
	// Snapshot is the content as it was when first reported.
	Snapshot Snapshot `json:"snapshot"`
	// Exists is false when the thing was deleted since.
	Exists       bool           `json:"exists"`
	Hidden       bool           `json:"hidden"`
	HiddenReason string         `json:"hiddenReason,omitempty"`
	Reports      []*ReportEntry `json:"reports"`
	LastReported time.Time      `json:"lastReportedAt"`
	Author       *AuthorHistory `json:"author"`
}

// ReportEntry is one open report with its reporter's name.
type ReportEntry struct {
	Report
	ReporterUsername *string `db:"reporter_username" json:"reporter"`
}

// AuthorHistory is what a moderator sees of the author.
type AuthorHistory struct {
	ID        int64     `db:"id" json:"id"`
	Username  string    `db:"username" json:"username"`
	FirstName string    `db:"first_name" json:"firstName"`
	LastName  string    `db:"last_name" json:"lastName"`
	JoinedAt  time.Time `db:"created_at" json:"joinedAt"`
	// SuspendedUntil / Suspended: a suspension in force (nil until: for good).
	Suspended      bool       `db:"suspended" json:"suspended"`
	SuspendedUntil *time.Time `db:"suspended_until" json:"suspendedUntil"`
	// Actions are the latest actions on their content, newest first.
	Actions []*LogEntry `db:"-" json:"actions"`
}

// historySize is how many earlier actions the queue shows per author.
const historySize = 10

// Queue is the open reports grouped by the thing reported, the most
// reported first, then the most recently reported; at most first things
// (QueueSize when 0 or more). Moderators only. A fixed number of
// statements whatever the size.
func (s *Service) Queue(ctx context.Context, actor *accounts.User, first int) ([]*Item, error) {
	if err := s.RequireModerator(ctx, actor); err != nil {
		return nil, err
	}
	if first <= 0 || first > QueueSize {
		first = QueueSize
	}
	var groups []struct {
		TargetType TargetType `db:"target_type"`
		TargetID   int64      `db:"target_id"`
		N          int        `db:"n"`
		LastID     int64      `db:"last_id"`
	}
	if err := s.db.Select(ctx, &groups, `SELECT target_type, target_id, COUNT(*) AS n, MAX(id) AS last_id
		FROM moderation_reports WHERE status = 'open' GROUP BY target_type, target_id
		ORDER BY n DESC, MAX(created_at) DESC, MAX(id) DESC LIMIT ?`, first); err != nil {
		return nil, err
	}
	if len(groups) == 0 {
		return []*Item{}, nil
	}
	items := make([]*Item, len(groups))
	byKey := map[string]*Item{}
	var keyConds []string
	var keyArgs []any
	idsByType := map[TargetType][]int64{}
	for i, g := range groups {
		it := &Item{TargetType: g.TargetType, TargetID: g.TargetID, Path: targets[g.TargetType].path(g.TargetID), Reports: []*ReportEntry{}}
		items[i] = it
		byKey[key(g.TargetType, g.TargetID)] = it
		keyConds = append(keyConds, "(r.target_type = ? AND r.target_id = ?)")
		keyArgs = append(keyArgs, string(g.TargetType), g.TargetID)
		idsByType[g.TargetType] = append(idsByType[g.TargetType], g.TargetID)
	}
	var reports []*ReportEntry
	if err := s.db.Select(ctx, &reports, `SELECT r.id, r.target_type, r.target_id, r.author_id, r.reporter_id, r.reason, r.details, r.snapshot,
		r.status, r.outcome, r.created_at, r.resolved_at, u.username AS reporter_username
		FROM moderation_reports r LEFT JOIN users u ON u.id = r.reporter_id
		WHERE r.status = 'open' AND (`+strings.Join(keyConds, " OR ")+`) ORDER BY r.created_at DESC, r.id DESC`, keyArgs...); err != nil {
		return nil, err
	}
	authorOf := map[*Item]int64{}
	for _, r := range reports {
		r.normalize()
		it := byKey[key(r.TargetType, r.TargetID)]
		if len(it.Reports) == 0 {
			it.LastReported = r.CreatedAt
		}
		it.Reports = append(it.Reports, r)
		_ = json.Unmarshal([]byte(r.Snapshot), &it.Snapshot) // the oldest report's, as they come newest first
		if r.AuthorID != nil {
			authorOf[it] = *r.AuthorID
		}
	}
	// Where each thing stands now: one statement per reported type.
	for tt, ids := range idsByType {
		tg := targets[tt]
		q, args, err := store.In(`SELECT t.id, `+tg.author+` AS author_id, t.hidden, t.hidden_reason FROM `+tg.table+` t WHERE t.id IN (?)`, ids)
		if err != nil {
			return nil, err
		}
		var rows []struct {
			ID       int64   `db:"id"`
			AuthorID *int64  `db:"author_id"`
			Hidden   int     `db:"hidden"`
			Reason   *string `db:"hidden_reason"`
		}
		if err := s.db.Select(ctx, &rows, q, args...); err != nil {
			return nil, err
		}
		for _, row := range rows {
			it := byKey[key(tt, row.ID)]
			it.Exists, it.Hidden = true, row.Hidden != 0
			if row.Reason != nil && row.Hidden != 0 {
				it.HiddenReason = *row.Reason
			}
			if row.AuthorID != nil {
				authorOf[it] = *row.AuthorID
			}
		}
	}
	authors, err := s.histories(ctx, authorOf)
	if err != nil {
		return nil, err
	}
	for it, id := range authorOf {
		it.Author = authors[id]
	}
	return items, nil
}

func key(tt TargetType, id int64) string { return string(tt) + ":" + strconv.FormatInt(id, 10) }

// histories reads the authors' cards and latest actions in two statements.
func (s *Service) histories(ctx context.Context, authorOf map[*Item]int64) (map[int64]*AuthorHistory, error) {
	out := map[int64]*AuthorHistory{}
	if len(authorOf) == 0 {
		return out, nil
	}
	var ids []int64
	for _, id := range authorOf {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	now := s.now()
	q, args, err := store.In(`SELECT id, username, first_name, last_name, created_at,
		CASE WHEN suspended_at IS NOT NULL AND (suspended_until IS NULL OR suspended_until > ?) THEN 1 ELSE 0 END AS suspended, suspended_until
		FROM users WHERE id IN (?)`, now, ids)
	if err != nil {
		return nil, err
	}
	var list []*AuthorHistory
	if err := s.db.Select(ctx, &list, q, args...); err != nil {
		return nil, err
	}
	for _, a := range list {
		a.JoinedAt = a.JoinedAt.UTC()
		a.Actions = []*LogEntry{}
		out[a.ID] = a
	}
	q, args, err = store.In(`SELECT `+logCols+` FROM (SELECT `+logCols+`,
		ROW_NUMBER() OVER (PARTITION BY author_id ORDER BY created_at DESC, id DESC) AS n FROM moderation_actions WHERE author_id IN (?)) a
		WHERE n <= ? ORDER BY created_at DESC, id DESC`, ids, historySize)
	if err != nil {
		return nil, err
	}
	var acts []*LogEntry
	if err := s.db.Select(ctx, &acts, q, args...); err != nil {
		return nil, err
	}
	for _, e := range acts {
		e.CreatedAt = e.CreatedAt.UTC()
		if a := out[*e.AuthorID]; a != nil && len(a.Actions) < historySize {
			a.Actions = append(a.Actions, e)
		}
	}
	return out, nil
}

const logCols = `id, moderator_id, moderator_username, target_type, target_id, author_id, author_username, action, reason, days, created_at`

var newestActions = store.Order{Name: "moderation.log", Cols: []store.Col{
	{Expr: "created_at", Desc: true, Kind: store.Time}, {Expr: "id", Desc: true, Kind: store.Int}}}

// Log pages the audit log, newest first (moderators only).
func (s *Service) Log(ctx context.Context, actor *accounts.User, first int, after string) (store.Page[*LogEntry], error) {
	if err := s.RequireModerator(ctx, actor); err != nil {
		return store.Page[*LogEntry]{}, err
	}
	p, err := store.Paginate(ctx, s.db, store.PageQuery{Select: `SELECT ` + logCols + ` FROM moderation_actions`,
		Order: newestActions, First: first, After: after}, func(e *LogEntry) []any { return []any{e.CreatedAt, e.ID} })
	for _, e := range p.Items {
		e.CreatedAt = e.CreatedAt.UTC()
	}
	return p, err
}
