package alerts

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/elections"
	"canvass/internal/jobs"
	"canvass/internal/notifications"
	"canvass/internal/store"
)

// Messages. docs/notifications.md lists every rule with its message.
const (
	MsgVendor     = "Vendor accounts cannot save job searches. Job alerts are for candidates and campaign staff."
	MsgName       = "Please enter a name for this search."
	MsgNameLong   = "Name must be at most 100 characters."
	MsgSearchLong = "Search must be at most 200 characters."
	MsgLocLong    = "Location must be at most 200 characters."
	MsgFrequency  = "Frequency must be instant, daily, weekly or off."
	MsgTooMany    = "You can save at most 20 searches. Delete one to save another."
	MsgNotFound   = "Saved search not found."
)

// Bounds.
const (
	MaxSearches  = 20  // per member
	MaxNameLen   = 100 // characters
	MaxFilterLen = 200 // characters of the search text and of the location
	MaxPerAlert  = 20  // jobs listed in one alert (the newest)
	RunBatch     = 200 // searches one run looks at; the next run goes on
	DefaultFirst = 20
	// InstantDelay is how long after a posting its instant alert run starts
	// (postings in the meantime share the run).
	InstantDelay = 5 * time.Second
	// Slack is how far before its last look a run looks again: a job whose
	// transaction committed after a run had read (its created_at earlier
	// than the run) is still found; the sent markers keep it from being
	// alerted twice.
	Slack = 10 * time.Minute
)

// Sink delivers one alert: the new jobs of one saved search, newest first,
// inside the run's transaction (a notification row, a queued email), so
// that the jobs are marked sent exactly when the delivery is recorded.
type Sink func(ctx context.Context, tx *store.Tx, s *SavedSearch, found []jobs.Match) error

// Service holds the saved-search and alert rules.
type Service struct {
	db   *store.DB
	jobs *jobs.Service
	// Now is the clock (tests move it by hours and weeks).
	Now func() time.Time
	// Deliver is called for every alert a run sends; nil records the jobs as
	// sent and delivers nothing.
	Deliver Sink
}

// NewService returns the alerts service.
func NewService(db *store.DB, js *jobs.Service) *Service {
	return &Service{db: db, jobs: js, Now: store.Now}
}

// Input is the save and edit form: a name, the board's filters (stored or
// GraphQL enum values, "" or "_all" for any) and a frequency.
type Input struct {
	Name      string
	Filter    jobs.Filter
	Frequency string
}

// access is the gate of every saved-search operation.
func access(actor *accounts.User) error {
	// SECURITY: saved searches are for signed-in candidates and campaign
	// staff (the job board's audience); vendors are refused.
	return accounts.MembersOnly(actor, "", MsgVendor)
}

func notFound() error { return apperr.New(apperr.NotFound, MsgNotFound) }

// clean checks in and returns the record's values (the filter in stored form).
func clean(in Input) (SavedSearch, error) {
	var v apperr.Validation
	out := SavedSearch{Name: strings.TrimSpace(in.Name)}
	n := utf8.RuneCountInString
	v.Check(out.Name != "", "name", MsgName)
	v.Check(n(out.Name) <= MaxNameLen, "name", MsgNameLong)
	v.Check(n(strings.TrimSpace(in.Filter.Search)) <= MaxFilterLen, "filter.search", MsgSearchLong)
	v.Check(n(strings.TrimSpace(in.Filter.Location)) <= MaxFilterLen, "filter.location", MsgLocLong)
	freq, ok := Frequencies.Parse(strings.TrimSpace(in.Frequency))
	v.Check(ok, "frequency", MsgFrequency)
	out.Frequency = Frequency(freq)
	f, err := jobs.CheckFilter(in.Filter)
	if e, isApp := err.(*apperr.Error); isApp {
		for _, fe := range e.Fields {
			v.Add(filterField(fe.Field), fe.Message)
		}
	} else if err != nil {
		return out, err
	}
	out.Search, out.Location, out.JobType, out.Affiliation, out.Workplace = f.Search, f.Location, f.JobType, f.Affiliation, f.Workplace
	return out, v.Err()
}

// filterField names a job board filter's field as the saved-search input
// does (REST: filter.affiliation).
func filterField(board string) string {
	if board == "politicalAffiliation" {
		board = "affiliation"
	}
	return "filter." + board
}

const columns = `s.id, s.user_id, s.name, s.search, s.location, s.job_type, s.political_affiliation,
	s.workplace, s.frequency, s.created_at, s.updated_at, s.checked_at`

// newest is "My saved searches": newest first.
var newest = store.Order{Name: "savedsearch.newest", Cols: []store.Col{
	{Expr: "s.created_at", Desc: true, Kind: store.Time},
	{Expr: "s.id", Desc: true, Kind: store.Int},
}}

// List returns one page of actor's saved searches, newest first.
func (s *Service) List(ctx context.Context, actor *accounts.User, first int, after string) (store.Page[*SavedSearch], error) {
	if err := access(actor); err != nil {
		return store.Page[*SavedSearch]{}, err
	}
	// SECURITY: a member lists only their own searches.
	p, err := store.Paginate(ctx, s.db, store.PageQuery{Select: `SELECT ` + columns + ` FROM saved_searches s`,
		Where: []string{"s.user_id = ?"}, Args: []any{actor.ID}, Order: newest, First: first, After: after},
		func(x *SavedSearch) []any { return []any{x.CreatedAt, x.ID} })
	for _, x := range p.Items {
		normalize(x)
	}
	return p, err
}

// Count returns how many searches actor saved.
func (s *Service) Count(ctx context.Context, actor *accounts.User) (int, error) {
	if err := access(actor); err != nil {
		return 0, err
	}
	return s.db.CountWhere(ctx, "saved_searches s", []string{"s.user_id = ?"}, actor.ID)
}

// Get returns actor's saved search id; anyone else's is NOT_FOUND.
func (s *Service) Get(ctx context.Context, actor *accounts.User, id int64) (*SavedSearch, error) {
	if err := access(actor); err != nil {
		return nil, err
	}
	return get(ctx, s.db, actor.ID, id)
}

func get(ctx context.Context, q store.Queryer, userID, id int64) (*SavedSearch, error) {
	var x SavedSearch
	// SECURITY: the owner's id is part of the read: another member's search
	// does not exist for them.
	if err := store.GetOne(ctx, q, &x, notFound(), `SELECT `+columns+` FROM saved_searches s
		WHERE s.id = ? AND s.user_id = ?`, id, userID); err != nil {
		return nil, err
	}
	normalize(&x)
	return &x, nil
}

// Create saves a search for actor, at most MaxSearches each.
func (s *Service) Create(ctx context.Context, actor *accounts.User, in Input) (*SavedSearch, error) {
	if err := access(actor); err != nil {
		return nil, err
	}
	rec, err := clean(in)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	var id int64
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		// The count and the insert in one transaction, with the member's row
		// locked on PostgreSQL (SQLite has one writer), so that parallel
		// saves cannot pass the limit together.
		if tx.Dialect() == store.Postgres {
			if _, err := tx.Exec(ctx, `SELECT id FROM users WHERE id = ? FOR UPDATE`, actor.ID); err != nil {
				return err
			}
		}
		var n int
		if err := tx.Get(ctx, &n, `SELECT COUNT(*) FROM saved_searches WHERE user_id = ?`, actor.ID); err != nil {
			return err
		}
		if n >= MaxSearches {
			return apperr.New(apperr.Conflict, MsgTooMany)
		}
		return tx.Get(ctx, &id, `INSERT INTO saved_searches (user_id, name, search, location, job_type,
			political_affiliation, workplace, frequency, created_at, updated_at, checked_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, actor.ID, rec.Name, rec.Search, rec.Location,
			rec.JobType, rec.Affiliation, rec.Workplace, string(rec.Frequency), now, now, now)
	})
	if err != nil {
		return nil, err
	}
	return get(ctx, s.db, actor.ID, id)
}

// Update changes actor's search id: its name, filters and frequency. The
// jobs it already sent stay sent.
func (s *Service) Update(ctx context.Context, actor *accounts.User, id int64, in Input) (*SavedSearch, error) {
	if err := access(actor); err != nil {
		return nil, err
	}
	rec, err := clean(in)
	if err != nil {
		return nil, err
	}
	res, err := s.db.Exec(ctx, `UPDATE saved_searches SET name = ?, search = ?, location = ?, job_type = ?,
		political_affiliation = ?, workplace = ?, frequency = ?, updated_at = ? WHERE id = ? AND user_id = ?`,
		rec.Name, rec.Search, rec.Location, rec.JobType, rec.Affiliation, rec.Workplace, string(rec.Frequency),
		s.Now(), id, actor.ID)
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, notFound()
	}
	return get(ctx, s.db, actor.ID, id)
}

// Delete removes actor's search id.
func (s *Service) Delete(ctx context.Context, actor *accounts.User, id int64) error {
	if err := access(actor); err != nil {
		return err
	}
	return s.db.InTx(ctx, func(tx *store.Tx) error {
		res, err := tx.Exec(ctx, `DELETE FROM saved_searches WHERE id = ? AND user_id = ?`, id, actor.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return notFound()
		}
		// Its alerts leave the notification centre with it.
		return notifications.Forget(ctx, tx, notifications.SavedSearch, id)
	})
}

// Run looks at the searches of frequency f that are due (their last look is
// at least f.Every() old; every instant one), at most RunBatch of them, oldest look first, each
// in a transaction of its own, and returns how many alerts it delivered.
// Several processes may run it at once: a job is delivered for a search only
// by the transaction whose sent marker took.
func (s *Service) Run(ctx context.Context, f Frequency) (int, error) {
	if _, ok := runEvery[f]; !ok {
		return 0, nil // off
	}
	every := f.Every()
	now := s.Now()
	var due []*SavedSearch
	if err := s.db.Select(ctx, &due, `SELECT `+columns+` FROM saved_searches s
		WHERE s.frequency = ? AND s.checked_at <= ? ORDER BY s.checked_at, s.id LIMIT ?`,
		string(f), now.Add(-every), RunBatch); err != nil {
		return 0, err
	}
	sent := 0
	for _, x := range due {
		normalize(x)
		delivered, err := s.check(ctx, x, now)
		if err != nil {
			return sent, fmt.Errorf("alerts: search %d: %w", x.ID, err)
		}
		if delivered {
			sent++
		}
	}
	return sent, nil
}

// check sends search x's alert, if it found new jobs, and records the look.
func (s *Service) check(ctx context.Context, x *SavedSearch, now time.Time) (bool, error) {
	since := x.CheckedAt.Add(-Slack)
	if since.Before(x.CreatedAt) {
		since = x.CreatedAt
	}
	delivered := false
	err := s.db.InTx(ctx, func(tx *store.Tx) error {
		found, err := s.jobs.Matching(ctx, tx, x.Filter(), []string{
			"j.created_at > ?",
			// Never about the member's own postings.
			"j.user_id <> ?",
			"NOT EXISTS (SELECT 1 FROM saved_search_sent x WHERE x.search_id = ? AND x.job_id = j.id)",
		}, []any{since, x.UserID, x.ID}, MaxPerAlert)
		if err != nil {
			return err
		}
		fresh := found[:0]
		for _, m := range found {
			res, err := tx.Exec(ctx, `INSERT INTO saved_search_sent (search_id, job_id, sent_at) VALUES (?, ?, ?)
				ON CONFLICT DO NOTHING`, x.ID, m.ID, now)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 1 {
				fresh = append(fresh, m)
			}
		}
		if len(fresh) > 0 && s.Deliver != nil {
			_, x.WeekAfterElection = elections.WeekAfterGeneral(now)
			if err := s.Deliver(ctx, tx, x, fresh); err != nil {
				return err
			}
		}
		delivered = len(fresh) > 0
		_, err = tx.Exec(ctx, `UPDATE saved_searches SET checked_at = ? WHERE id = ?`, now, x.ID)
		return err
	})
	return delivered, err
}
