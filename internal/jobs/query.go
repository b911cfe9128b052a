package jobs

import (
	"context"
	"net/url"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/store"
	"canvass/internal/verify"
)

// jobColumns lists the columns of Job (PostgreSQL's jobs table also has the
// generated search and attrs columns, which are never read). Every column that a page
// may leave out (store.WithoutColumns) is followed by ", " on its line.
const jobColumns = `j.id, j.user_id, j.hidden, j.hidden_reason,
	j.title, j.organization, j.location, j.job_type, j.description, j.political_affiliation, j.salary_min, j.salary_max, j.salary_period, j.workplace, j.deadline, j.election_date, j.created_at`

// nullable turns an optional string-like value into a SQL argument.
func nullable[T ~string](p *T) any {
	if p == nil {
		return nil
	}
	return string(*p)
}

func nullableInt(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}

func nullableTime(p *time.Time) any {
	if p == nil {
		return nil
	}
	return p.UTC()
}

func insertJob(ctx context.Context, q store.Queryer, j *Job) error {
	return getW(ctx, q, &j.ID, `INSERT INTO jobs (user_id, title, organization, location, job_type, description,
		political_affiliation, salary_min, salary_max, salary_period, workplace, deadline, election_date, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		j.UserID, j.Title, j.Organization, j.Location, string(j.JobType), j.Description,
		nullable(j.PoliticalAffiliation), nullableInt(j.SalaryMin), nullableInt(j.SalaryMax),
		nullable(j.SalaryPeriod), nullable(j.Workplace), nullableTime(j.Deadline), nullable(j.ElectionDate), j.CreatedAt)
}

// getW runs an INSERT ... RETURNING on the write side of q.
func getW(ctx context.Context, q store.Queryer, dest any, query string, args ...any) error {
	if db, ok := q.(*store.DB); ok {
		return db.GetW(ctx, dest, query, args...)
	}
	return q.Get(ctx, dest, query, args...)
}

func updateJob(ctx context.Context, q store.Queryer, j *Job) error {
	_, err := q.Exec(ctx, `UPDATE jobs SET title = ?, organization = ?, location = ?, job_type = ?, description = ?,
		political_affiliation = ?, salary_min = ?, salary_max = ?, salary_period = ?, workplace = ?, deadline = ?,
		election_date = ? WHERE id = ?`,
		j.Title, j.Organization, j.Location, string(j.JobType), j.Description,
		nullable(j.PoliticalAffiliation), nullableInt(j.SalaryMin), nullableInt(j.SalaryMax),
		nullable(j.SalaryPeriod), nullable(j.Workplace), nullableTime(j.Deadline), nullable(j.ElectionDate), j.ID)
	return err
}

// anyValue reports whether a filter value means "any".
func anyValue(s string) bool { return s == "" || s == "_all" }

// filterSQL turns f into WHERE conditions over jobs j (open jobs only). An
// unknown enum value is an INVALID error naming its field (store's rule).
// For a statement needing rows matching rows (> 0: a page, store.PageRows,
// and PostgreSQL's capped count), a very common search word may be tested
// row by row (store.FullText.WhereFor); with 0 (SQLite's counts, alerts)
// the index is asked. The search words' condition comes last: SQLite tests
// a row's conditions in their order, and that test (canvass_match over the
// row's text) is the dearest, so a job in another type or place is passed
// over before it (the page for "campaign" in Austin, full-time: 1.8 ms
// with it first, 0.6 ms last, at 100,000 jobs).
func (s *Service) filterSQL(ctx context.Context, f Filter, rows int) ([]string, []any, error) {
	// SECURITY: what moderators hid is out of the board, its counts and
	// alerts for everyone (internal/hidden); on SQLite it has no jobs_fts
	// entry either (migration 0143).
	conds := []string{hidden.Visible("j"), "(j.deadline IS NULL OR j.deadline > ?)"}
	args := []any{s.now()}
	var cond string
	var arg any
	var ok bool
	if rows > 0 {
		var err error
		if cond, arg, ok, err = jobText.WhereFor(ctx, s.db, f.Search, nil, rows); err != nil {
			return nil, nil, err
		}
	} else {
		cond, arg, ok = jobText.Match(s.db.Dialect(), f.Search)
	}
	if f.Verified {
		conds = append(conds, verify.VerifiedSQL("j.user_id"))
	}
	attrs, err := filterAttrs(f)
	if err != nil {
		return nil, nil, err
	}
	for _, a := range attrs {
		c := make([]string, len(a))
		for i, v := range a {
			c[i] = v.col + " = ?"
			args = append(args, v.value)
		}
		if len(c) == 1 {
			conds = append(conds, c[0])
		} else {
			conds = append(conds, "("+strings.Join(c, " OR ")+")")
		}
	}
	if ok {
		conds = append(conds, cond)
		args = append(args, arg)
	}
	return conds, args, nil
}

// attrValue is "column col holds value"; token names the column in
// jobs_fts's attrs (migration 0014).
type attrValue struct{ col, token, value string }

// filterAttrs lists f's attribute conditions (every one must hold; within
// one, any of its values), in the order filterSQL writes them. An unknown
// enum value is an INVALID error naming its field.
func filterAttrs(f Filter) ([][]attrValue, error) {
	var out [][]attrValue
	if loc := strings.TrimSpace(f.Location); IsRemoteLocation(loc) {
		// "Remote" in the location list also finds remote jobs placed in a city.
		out = append(out, []attrValue{{"j.location", "l", loc}, {"j.workplace", "w", "remote"}})
	} else if !anyValue(loc) {
		out = append(out, []attrValue{{"j.location", "l", loc}})
	}
	enums := []struct {
		val, col, token, field, msg string
		parse                       func(string) (string, bool)
	}{
		{f.JobType, "j.job_type", "t", "jobType", MsgUnknownJobType, JobTypes.Parse},
		{f.Affiliation, "j.political_affiliation", "a", "politicalAffiliation", MsgUnknownAffil, accounts.Affiliations.Parse},
		{f.Workplace, "j.workplace", "w", "workplace", MsgUnknownWorkplace, Workplaces.Parse},
	}
	for _, e := range enums {
		v := strings.TrimSpace(e.val)
		if anyValue(v) {
			continue
		}
		stored, ok := e.parse(v)
		if !ok {
			return nil, apperr.Field(e.field, e.msg)
		}
		out = append(out, []attrValue{{e.col, e.token, stored}})
	}
	return out, nil
}

// countUpTo counts the open jobs matching f, no further than upTo (<= 0:
// all). On PostgreSQL the filter's attributes are one match of jobs.attrs,
// a GIN-indexed tsvector of their tokens (migration 0015), so one index
// scan answers every attribute together, and the statement is planned with
// its values each time (store.DB.CountUpTo). On SQLite the
// full-text index finds the matches (jobs_fts's attrs hold every filter's
// value, migration 0014): the search words and attributes are one FTS5
// match, read lazily and joined to the jobs to keep the open ones
// (store.FullText.CountMatchUpTo), so it stops after upTo+1 of them. (The
// index alone could count the jobs without a deadline, but that took a
// second match for those with one, and for "campaign" in Austin,
// full-time, each match costs 2-4 ms, its long lists read whole.) Hidden
// jobs have no jobs_fts entry (migration 0143), and the join keeps them out
// too. A filter matching most of the 100,000 jobs then costs about what
// one matching 1,001 does (the whole count read every match: 85-327 ms).
func (s *Service) countUpTo(ctx context.Context, f Filter, upTo int) (store.Count, error) {
	if s.db.Dialect() == store.Postgres {
		return s.countPostgres(ctx, f, upTo)
	}
	// Verified only is not in jobs_fts's attrs: counted over the table.
	if f.Verified {
		conds, args, err := s.filterSQL(ctx, f, 0)
		if err != nil {
			return store.Count{}, err
		}
		return s.db.CountWhereUpTo(ctx, "jobs j", conds, upTo, args...)
	}
	attrs, err := filterAttrs(f)
	if err != nil {
		return store.Count{}, err
	}
	var parts []string
	if q := jobText.SQLiteWords(store.SearchWords(f.Search)); q != "" {
		parts = append(parts, q)
	}
	for _, a := range attrs {
		anyOf := make([]string, len(a))
		for i, v := range a {
			anyOf[i] = "attrs : " + store.AttrToken(store.SQLite, v.token, v.value)
		}
		parts = append(parts, "("+strings.Join(anyOf, " OR ")+")")
	}
	if len(parts) == 0 {
		return s.db.CountWhereUpTo(ctx, "jobs j", []string{hidden.Visible("j"), "(j.deadline IS NULL OR j.deadline > ?)"}, upTo, s.now())
	}
	// Words alone: their whole forms are counted first (CountMatchUpTo).
	whole := ""
	if len(attrs) == 0 {
		whole = jobText.SQLiteWholeWords(store.SearchWords(f.Search))
	}
	return jobText.CountMatchUpTo(ctx, s.db, "jobs", "j", strings.Join(parts, " AND "), whole,
		[]string{hidden.Visible("j"), "(j.deadline IS NULL OR j.deadline > ?)"}, upTo, s.now())
}

// countPostgres is countUpTo on PostgreSQL: f's conditions with its
// attributes as one j.attrs match ('l..' & ('t..' | ...)), the rest (open,
// visible, search words, verified) as on the board's page.
func (s *Service) countPostgres(ctx context.Context, f Filter, upTo int) (store.Count, error) {
	attrs, err := filterAttrs(f)
	if err != nil {
		return store.Count{}, err
	}
	rest := f
	rest.Location, rest.JobType, rest.Affiliation, rest.Workplace = "", "", "", ""
	// A very common word is tested on the rows the attributes' index (or a
	// scan stopping at upTo) gives, not ANDed in as its own bitmap.
	rows := 0 // a whole count asks the index
	if upTo > 0 {
		rows = upTo + 1
	}
	conds, args, err := s.filterSQL(ctx, rest, rows)
	if err != nil {
		return store.Count{}, err
	}
	if len(attrs) > 0 {
		all := make([]string, len(attrs))
		for i, a := range attrs {
			anyOf := make([]string, len(a))
			for k, v := range a {
				anyOf[k] = "'" + store.AttrToken(store.Postgres, v.token, v.value) + "'"
			}
			all[i] = "(" + strings.Join(anyOf, " | ") + ")"
		}
		conds = append(conds, "j.attrs @@ ?::tsquery")
		args = append(args, strings.Join(all, " & "))
	}
	return s.db.CountWhereUpTo(ctx, "jobs j", conds, upTo, args...)
}

// jobText is where the jobs' full-text index lives: SQLite's FTS5 table
// (the + keeps the planner on the order's index) and PostgreSQL's
// GIN-indexed tsvector column.
var jobText = store.FullText{SQLiteKey: "+j.id", SQLiteTable: "jobs_fts", Vector: "j.search", From: "jobs j",
	SQLiteText:    []string{"j.title", "j.organization", "j.description"},
	SQLiteColumns: "{title organization description}"}

// Orders of the job lists; their names tag their cursors.
var (
	newestJobs = store.Order{Name: "job.newest", Cols: []store.Col{
		{Expr: "j.created_at", Desc: true, Kind: store.Time}, {Expr: "j.id", Desc: true, Kind: store.Int}}}
	oldestJobs = store.Order{Name: "job.oldest", Cols: []store.Col{
		{Expr: "j.created_at", Kind: store.Time}, {Expr: "j.id", Kind: store.Int}}}
	newestApplications = store.Order{Name: "application.newest", Cols: []store.Col{
		{Expr: "a.created_at", Desc: true, Kind: store.Time}, {Expr: "a.id", Desc: true, Kind: store.Int}}}
)

// ownerCard reads each listed job's owner card in the page's statement.
var ownerCard = accounts.CardColumns("u", "owner")

// briefOwnerCard is ownerCard without the join date (a Brief page).
var briefOwnerCard = accounts.WithoutJoinDate(ownerCard)

// nameOwnerCard is a NameCard page's owner card.
var nameOwnerCard = accounts.NameCardColumns("u", "owner")

// namesOwnerCard is a Names page's owner card.
var namesOwnerCard = accounts.NamesColumns("u", "owner")

// pageQuery is one keyset page over jobs j with conds in order o.
func pageQuery(conds []string, args []any, o Order, first int, after string) store.PageQuery {
	order := newestJobs
	if o == Oldest {
		order = oldestJobs
	}
	return store.PageQuery{Select: `SELECT ` + jobColumns + ` FROM jobs j`, Where: conds, Args: args,
		Alias: "j", Join: "LEFT JOIN users u ON u.id = j.user_id", JoinColumns: ownerCard,
		Order: order, First: first, After: after}
}

// page runs one keyset page over jobs j with conds in order o.
func (s *Service) page(ctx context.Context, conds []string, args []any, o Order, first int, after string) (store.Page[*Job], error) {
	return s.runPage(ctx, pageQuery(conds, args, o, first, after))
}

// runPage runs a page query built by pageQuery.
func (s *Service) runPage(ctx context.Context, q store.PageQuery) (store.Page[*Job], error) {
	p, err := store.Paginate(ctx, s.db, q, func(j *Job) []any { return []any{j.CreatedAt, j.ID} })
	for _, j := range p.Items {
		normalize(j)
		accounts.SetCardID(j.Owner, j.UserID)
	}
	return p, err
}

// ExplainSearch returns the database's query plan for the first page of
// Search(f, o, first), one line per plan row (for the benchmark and
// docs/performance.md).
func (s *Service) ExplainSearch(ctx context.Context, f Filter, o Order, first int) ([]string, error) {
	conds, args, err := s.filterSQL(ctx, f, store.PageRows)
	if err != nil {
		return nil, err
	}
	return s.db.ExplainPage(ctx, pageQuery(conds, args, o, first, ""))
}

// applicationPage runs one keyset page of applications a where cond, newest first.
func (s *Service) applicationPage(ctx context.Context, conds []string, args []any, first int, after string) (store.Page[*Application], error) {
	p, err := store.Paginate(ctx, s.db, store.PageQuery{
		Select: `SELECT ` + appColumns + ` FROM ` + appFrom,
		Where:  conds, Args: args, Order: newestApplications, First: first, After: after,
	}, func(a *Application) []any { return []any{a.CreatedAt, a.ID} })
	for _, a := range p.Items {
		a.normalize()
	}
	return p, err
}

// facets counts open jobs per location, job type and affiliation in one
// statement, one pass over the open jobs (store.FacetRollup).
func facets(ctx context.Context, q store.Queryer, now time.Time) (Facets, error) {
	// SECURITY: hidden jobs are in no dropdown's count (internal/hidden).
	rows, err := store.FacetRollup(ctx, q, "jobs", `hidden = 0 AND (deadline IS NULL OR deadline > ?)`,
		[]store.FacetDim{{Kind: "l", Expr: "location"}, {Kind: "t", Expr: "job_type"}, {Kind: "a", Expr: "political_affiliation"}}, now)
	if err != nil {
		return Facets{}, err
	}
	locs := rows["l"]
	for i := range locs {
		if strings.TrimSpace(locs[i].Label) == "" {
			locs[i].Label = "Unknown location"
		}
	}
	return Facets{
		Locations:    store.TopAlphabetical(locs, MaxLocationFacets),
		JobTypes:     store.InTableOrder(rows["t"], JobTypes.Values(), nil, JobTypeLabel),
		Affiliations: store.InTableOrder(rows["a"], accounts.Affiliations.Values(), nil, accounts.Affiliations.Label),
	}, nil
}

// JobTypeLabel is the display label of a stored job type ("Full-Time");
// empty gives "Unknown type".
func JobTypeLabel(v string) string {
	if v == "" {
		return "Unknown type"
	}
	return JobTypes.Label(v)
}

// Match is what a job alert shows of one job.
type Match struct {
	ID           int64     `db:"id"`
	Title        string    `db:"title"`
	Organization string    `db:"organization"`
	Location     string    `db:"location"`
	CreatedAt    time.Time `db:"created_at"`
}

// Matching returns up to limit open jobs matching f and the conditions more
// (over jobs j, with moreArgs: a job alert's "posted since" and "never sent
// by this search"), newest first, read through q (the alert run's
// transaction). An unknown filter value is the same field error as the board's.
func (s *Service) Matching(ctx context.Context, q store.Queryer, f Filter, more []string, moreArgs []any, limit int) ([]Match, error) {
	conds, args, err := s.filterSQL(ctx, f, 0)
	if err != nil {
		return nil, err
	}
	conds = append(conds, more...)
	args = append(append(args, moreArgs...), limit)
	var out []Match
	err = q.Select(ctx, &out, `SELECT j.id, j.title, j.organization, j.location, j.created_at FROM jobs j
		WHERE `+strings.Join(conds, " AND ")+` ORDER BY j.created_at DESC, j.id DESC LIMIT ?`, args...)
	for i := range out {
		out[i].CreatedAt = out[i].CreatedAt.UTC()
	}
	return out, err
}

// CheckFilter reports f's first unknown value as the board's field error
// (jobType, politicalAffiliation, workplace), and returns f trimmed, with
// "any" as "" and each enum value in its stored form (what a saved search keeps).
func CheckFilter(f Filter) (Filter, error) {
	// Every unknown value, not only the first.
	var v apperr.Validation
	for _, one := range []Filter{{JobType: f.JobType}, {Affiliation: f.Affiliation}, {Workplace: f.Workplace}} {
		if _, err := filterAttrs(one); err != nil {
			e := apperr.As(err)
			if e == nil {
				return Filter{}, err
			}
			for _, fe := range e.Fields {
				v.Add(fe.Field, fe.Message)
			}
		}
	}
	if err := v.Err(); err != nil {
		return Filter{}, err
	}
	stored := func(v string, parse func(string) (string, bool)) string {
		if v = strings.TrimSpace(v); anyValue(v) {
			return ""
		}
		if parse == nil {
			return v
		}
		out, _ := parse(v)
		return out
	}
	return Filter{Search: strings.TrimSpace(f.Search), Location: stored(f.Location, nil),
		JobType: stored(f.JobType, JobTypes.Parse), Affiliation: stored(f.Affiliation, accounts.Affiliations.Parse),
		Workplace: stored(f.Workplace, Workplaces.Parse)}, nil
}

// BoardPath is the job board's address with f's filters (stored values), as
// the web app's URL filters write them: q, location, and enum values by
// GraphQL name (type=FULL_TIME).
func BoardPath(f Filter) string {
	q := url.Values{}
	set := func(key, v string) {
		if v != "" {
			q.Set(key, v)
		}
	}
	set("q", f.Search)
	set("location", f.Location)
	if f.JobType != "" {
		set("type", JobTypes.Name(f.JobType))
	}
	if f.Affiliation != "" {
		set("affiliation", accounts.Affiliations.Name(f.Affiliation))
	}
	if f.Workplace != "" {
		set("workplace", Workplaces.Name(f.Workplace))
	}
	if len(q) == 0 {
		return "/jobs"
	}
	return "/jobs?" + q.Encode()
}
