package jobs

import (
	"context"
	"sort"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
)

// jobColumns lists the columns of Job (PostgreSQL's jobs table also has the
// generated search column, which is never read).
const jobColumns = `j.id, j.user_id, j.title, j.organization, j.location, j.job_type, j.description,
	j.political_affiliation, j.salary_min, j.salary_max, j.salary_period, j.workplace, j.deadline, j.created_at`

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
		political_affiliation, salary_min, salary_max, salary_period, workplace, deadline, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		j.UserID, j.Title, j.Organization, j.Location, string(j.JobType), j.Description,
		nullable(j.PoliticalAffiliation), nullableInt(j.SalaryMin), nullableInt(j.SalaryMax),
		nullable(j.SalaryPeriod), nullable(j.Workplace), nullableTime(j.Deadline), j.CreatedAt)
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
		political_affiliation = ?, salary_min = ?, salary_max = ?, salary_period = ?, workplace = ?, deadline = ?
		WHERE id = ?`,
		j.Title, j.Organization, j.Location, string(j.JobType), j.Description,
		nullable(j.PoliticalAffiliation), nullableInt(j.SalaryMin), nullableInt(j.SalaryMax),
		nullable(j.SalaryPeriod), nullable(j.Workplace), nullableTime(j.Deadline), j.ID)
	return err
}

// anyValue reports whether a filter value means "any".
func anyValue(s string) bool { return s == "" || s == "_all" }

// filterSQL turns f into WHERE conditions over jobs j (open jobs only).
func (s *Service) filterSQL(f Filter) ([]string, []any, error) {
	conds := []string{"(j.deadline IS NULL OR j.deadline > ?)"}
	args := []any{s.now()}
	if words := searchTokens(f.Search); len(words) > 0 {
		cond, arg := searchCond(s.db.Dialect(), words)
		conds = append(conds, cond)
		args = append(args, arg)
	}
	if loc := strings.TrimSpace(f.Location); IsRemoteLocation(loc) {
		// "Remote" in the location list also finds remote jobs placed in a city.
		conds = append(conds, "(j.location = ? OR j.workplace = 'remote')")
		args = append(args, loc)
	} else if !anyValue(loc) {
		conds = append(conds, "j.location = ?")
		args = append(args, loc)
	}
	enums := []struct {
		val, col, field, msg string
		parse                func(string) (string, bool)
	}{
		{f.JobType, "j.job_type", "jobType", MsgUnknownJobType, JobTypes.Parse},
		{f.Affiliation, "j.political_affiliation", "politicalAffiliation", MsgUnknownAffil, accounts.Affiliations.Parse},
		{f.Workplace, "j.workplace", "workplace", MsgUnknownWorkplace, Workplaces.Parse},
	}
	for _, e := range enums {
		v := strings.TrimSpace(e.val)
		if anyValue(v) {
			continue
		}
		stored, ok := e.parse(v)
		if !ok {
			return nil, nil, apperr.Field(e.field, e.msg)
		}
		conds = append(conds, e.col+" = ?")
		args = append(args, stored)
	}
	return conds, args, nil
}

// searchCond is the full-text condition for words on each engine: SQLite
// looks the ids up in the FTS5 index; PostgreSQL matches the GIN-indexed
// tsvector column.
func searchCond(d store.Dialect, words []string) (string, any) {
	q := matchQuery(d, words)
	if d == store.Postgres {
		return "j.search @@ to_tsquery('simple', ?)", q
	}
	return "+j.id IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ?)", q
}

// page runs one keyset page over jobs j with conds in order o.
func (s *Service) page(ctx context.Context, conds []string, args []any, o Order, first int, after string) (store.Page[*Job], error) {
	var p store.Page[*Job]
	if first <= 0 {
		return p, nil
	}
	q, args, err := pageSQL(conds, args, o, first, after)
	if err != nil {
		return p, err
	}
	var list []*Job
	if err := s.db.Select(ctx, &list, q, args...); err != nil {
		return p, err
	}
	if len(list) > first {
		list, p.HasNext = list[:first], true
	}
	p.Items = list
	p.Cursors = make([]string, len(list))
	for i, j := range list {
		normalize(j)
		p.Cursors[i] = jobCursor(j)
	}
	return p, nil
}

// pageSQL builds the keyset page query over jobs j: first+1 rows after the
// cursor, in order o.
func pageSQL(conds []string, args []any, o Order, first int, after string) (string, []any, error) {
	cmp, dir := "<", "DESC"
	if o == Oldest {
		cmp, dir = ">", "ASC"
	}
	if after != "" {
		var k cursorKey
		if err := store.DecodeCursor(after, &k); err != nil {
			return "", nil, err
		}
		conds = append(conds, "(j.created_at, j.id) "+cmp+" (?, ?)")
		args = append(args, k.T.UTC(), k.ID)
	}
	q := `SELECT ` + jobColumns + ` FROM jobs j WHERE ` + strings.Join(conds, " AND ") +
		` ORDER BY j.created_at ` + dir + `, j.id ` + dir + ` LIMIT ?`
	return q, append(args, first+1), nil
}

// ExplainSearch returns the database's query plan for the first page of
// Search(f, o, first), one line per plan row (for the benchmark and
// docs/performance.md).
func (s *Service) ExplainSearch(ctx context.Context, f Filter, o Order, first int) ([]string, error) {
	conds, args, err := s.filterSQL(f)
	if err != nil {
		return nil, err
	}
	q, args, err := pageSQL(conds, args, o, first, "")
	if err != nil {
		return nil, err
	}
	return s.db.Explain(ctx, q, args...)
}

// applicationPage runs one keyset page of applications a where cond, newest first.
func (s *Service) applicationPage(ctx context.Context, cond string, arg any, first int, after string) (store.Page[*Application], error) {
	var p store.Page[*Application]
	if first <= 0 {
		return p, nil
	}
	conds, args := []string{cond}, []any{arg}
	if after != "" {
		var k cursorKey
		if err := store.DecodeCursor(after, &k); err != nil {
			return p, err
		}
		conds = append(conds, "(a.created_at, a.id) < (?, ?)")
		args = append(args, k.T.UTC(), k.ID)
	}
	args = append(args, first+1)
	var list []*Application
	err := s.db.Select(ctx, &list, `SELECT a.id, a.job_id, a.user_id, a.message, a.created_at
		FROM job_applications a WHERE `+strings.Join(conds, " AND ")+`
		ORDER BY a.created_at DESC, a.id DESC LIMIT ?`, args...)
	if err != nil {
		return p, err
	}
	if len(list) > first {
		list, p.HasNext = list[:first], true
	}
	p.Items = list
	p.Cursors = make([]string, len(list))
	for i, a := range list {
		a.CreatedAt = a.CreatedAt.UTC()
		p.Cursors[i] = applicationCursor(a)
	}
	return p, nil
}

// facets counts open jobs per location, job type and affiliation in one
// statement.
func facets(ctx context.Context, q store.Queryer, now time.Time) (Facets, error) {
	var rows []struct {
		Kind  string `db:"kind"`
		Value string `db:"value"`
		N     int    `db:"n"`
	}
	const open = `(deadline IS NULL OR deadline > ?)`
	err := q.Select(ctx, &rows, `
		SELECT 'l' AS kind, location AS value, COUNT(*) AS n FROM jobs WHERE `+open+` GROUP BY location
		UNION ALL
		SELECT 't', job_type, COUNT(*) FROM jobs WHERE `+open+` GROUP BY job_type
		UNION ALL
		SELECT 'a', political_affiliation, COUNT(*) FROM jobs
		WHERE `+open+` AND political_affiliation IS NOT NULL GROUP BY political_affiliation`,
		now, now, now)
	if err != nil {
		return Facets{}, err
	}
	var f Facets
	for _, r := range rows {
		switch r.Kind {
		case "l":
			label := r.Value
			if strings.TrimSpace(label) == "" {
				label = "Unknown location"
			}
			f.Locations = append(f.Locations, Facet{r.Value, label, r.N})
		case "t":
			f.JobTypes = append(f.JobTypes, Facet{r.Value, JobTypeLabel(r.Value), r.N})
		case "a":
			f.Affiliations = append(f.Affiliations, Facet{r.Value, AffiliationLabel(r.Value), r.N})
		}
	}
	// Locations: keep the most common, then show them alphabetically.
	sort.SliceStable(f.Locations, func(a, b int) bool { return f.Locations[a].Count > f.Locations[b].Count })
	if len(f.Locations) > MaxLocationFacets {
		f.Locations = f.Locations[:MaxLocationFacets]
	}
	sort.SliceStable(f.Locations, func(a, b int) bool {
		la, lb := f.Locations[a], f.Locations[b]
		if (la.Value == "") != (lb.Value == "") {
			return lb.Value == "" // "Unknown location" last
		}
		return strings.ToLower(la.Label) < strings.ToLower(lb.Label)
	})
	sortByTable(f.JobTypes, JobTypes.Values())
	sortByTable(f.Affiliations, accounts.Affiliations.Values())
	if f.Locations == nil {
		f.Locations = []Facet{}
	}
	if f.JobTypes == nil {
		f.JobTypes = []Facet{}
	}
	if f.Affiliations == nil {
		f.Affiliations = []Facet{}
	}
	return f, nil
}

func sortByTable(fs []Facet, order []string) {
	pos := map[string]int{}
	for i, v := range order {
		pos[v] = i
	}
	sort.SliceStable(fs, func(a, b int) bool { return pos[fs[a].Value] < pos[fs[b].Value] })
}

// JobTypeLabel is the display label of a stored job type ("Full-Time");
// empty gives "Unknown type".
func JobTypeLabel(v string) string {
	switch v {
	case "":
		return "Unknown type"
	case "full-time":
		return "Full-Time"
	case "part-time":
		return "Part-Time"
	}
	return strings.ToUpper(v[:1]) + v[1:]
}

// AffiliationLabel is the display label of a stored affiliation ("None" is
// shown as "Non-Partisan").
func AffiliationLabel(v string) string {
	if v == "None" {
		return "Non-Partisan"
	}
	return v
}
