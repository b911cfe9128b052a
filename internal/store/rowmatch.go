package store

import (
	"context"
	"database/sql/driver"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"modernc.org/sqlite"
)

// Very common search words on SQLite.
//
// FTS5 answers "which rows hold these words" fast when few rows do. When a
// word is in most rows ("join", "campaign"), building that list costs tens
// of milliseconds at 100,000 rows, although a page needs only 21 of them.
// For such words the list walks its order's index instead and tests each row
// with canvass_match, a function that applies exactly the FTS rules to the
// row's text, stopping after the page's rows: a word in most rows is found
// in the first few dozen. FullText.Where chooses between the two with one
// bounded statement that asks the index whether the words are common.

// CommonMatches is how many rows must hold every search word (as whole
// words) before a list tests rows one by one instead of asking the index: at
// 1,000 or more the walk visits about first*N/1000 rows of N at most, and
// below it the index's list is short.
const CommonMatches = 1000

// RowTestMatches is how many rows must hold the search words before a page
// on SQLite tests rows one by one (canvass_match); from CommonMatches to
// here it walks its order's index testing each row's id against the
// index's list instead (Match's condition), which costs a list of a few
// thousand ids (0.3 µs each) but less per row walked than reading the
// row's text (about 1 µs against 4). Measured at 100,000 jobs and 50,000
// resources: "door" in 1,250 resources 1.9 ms tested row by row, 0.57 ms
// through the list; "omaha" in 3,145 jobs 3.0 ms and 1.1 ms; "campaign" in
// a quarter of the jobs the other way round (the list alone costs 7 ms).
// The two cost the same near sqrt(10 × page size × table rows): 4,600 for
// the board, 2,500 for resources.
const RowTestMatches = 3000

// rowMatchFunc is the SQLite function canvass_match(words, text...): 1 when
// every word of words (space-separated, folded like FTS5's unicode61
// tokenizer with remove_diacritics 2) matches a word of the texts, as a
// prefix when it has two or more characters (store.SearchWords' rules).
const rowMatchFunc = "canvass_match"

func init() {
	sqlite.MustRegisterDeterministicScalarFunction(rowMatchFunc, -1, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		if len(args) == 0 {
			return int64(0), nil
		}
		q, _ := args[0].(string)
		texts := make([]string, 0, len(args)-1)
		for _, a := range args[1:] {
			switch v := a.(type) {
			case string:
				texts = append(texts, v)
			case []byte:
				texts = append(texts, string(v))
			}
		}
		if rowMatches(strings.Fields(q), texts) {
			return int64(1), nil
		}
		return int64(0), nil
	})
}

// rowMatches reports whether every folded query word matches a word of
// texts (a prefix for words of two or more characters).
func rowMatches(words []string, texts []string) bool {
	if len(words) == 0 {
		return false
	}
	var foundBits uint64 // at most MaxSearchWords words
	all := uint64(1)<<len(words) - 1
	buf := make([]byte, 0, 64)
	check := func(tok []byte) {
		for i, w := range words {
			if foundBits&(1<<i) != 0 || len(tok) < len(w) {
				continue
			}
			if string(tok[:len(w)]) == w && (len(tok) == len(w) || utf8.RuneCountInString(w) >= 2) {
				foundBits |= 1 << i
			}
		}
	}
	for _, s := range texts {
		for i := 0; i < len(s); {
			r, n := rune(s[i]), 1
			if r >= utf8.RuneSelf {
				r, n = utf8.DecodeRuneInString(s[i:])
			}
			i += n
			if !tokenRune(r) {
				if len(buf) > 0 {
					check(buf)
					buf = buf[:0]
					if foundBits == all {
						return true
					}
				}
				continue
			}
			buf = appendFolded(buf, r)
		}
		if len(buf) > 0 {
			check(buf)
			buf = buf[:0]
		}
		if foundBits == all {
			return true
		}
	}
	return foundBits == all
}

// tokenRune is SearchWords' rule: letters, digits and marks make words.
func tokenRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// appendFolded appends r lower-cased and without diacritics, as FTS5's
// unicode61 tokenizer (remove_diacritics 2) indexes it.
func appendFolded(b []byte, r rune) []byte {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return append(b, byte(r))
	}
	if unicode.Is(unicode.Mn, r) {
		return b // a combining diacritic
	}
	r = unicode.ToLower(r)
	if f, ok := foldCache.Load(r); ok {
		return append(b, f.(string)...)
	}
	var out []byte
	for _, c := range norm.NFD.String(string(r)) {
		if !unicode.Is(unicode.Mn, c) {
			out = utf8.AppendRune(out, c)
		}
	}
	foldCache.Store(r, string(out))
	return append(b, out...)
}

var foldCache sync.Map // rune -> its folded form

// foldWords folds search words like appendFolded (for canvass_match's first
// argument); words that fold to nothing are left out.
func foldWords(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		var b []byte
		for _, r := range w {
			b = appendFolded(b, r)
		}
		if len(b) > 0 {
			out = append(out, string(b))
		}
	}
	return out
}

// Where is Match for a list's page served by db. On PostgreSQL, when
// ft.From names the table, the match is written the way the words'
// commonness makes cheapest (wherePostgres with PageRows); otherwise it is
// exactly Match. On SQLite, when ft.SQLiteText names the searched columns, it first asks the
// index how common the words are (one statement reading at most
// RowTestMatches entries of the whole words and, when they are rarer, of
// the prefixes) and returns
//   - for very common words (RowTestMatches rows or more): a row-by-row
//     test (canvass_match over those columns), so the list walks its
//     order's index and stops after a page;
//   - for common ones (CommonMatches or more): Match's condition, the
//     index's list built once and each row walked in order tested against
//     it;
//   - for rarer ones: the index's list of rows, which then drives the query
//     (at most CommonMatches rows to sort), so a word that matches nothing
//     costs the probe and an empty list.
//
// Both give the same rows (the test applies the tokenizer's rules), so the
// probe's answer is remembered for a while (probeCache): a stale answer
// can cost time, never a wrong row.
func (ft FullText) Where(ctx context.Context, db *DB, search string) (cond string, arg any, ok bool, err error) {
	return ft.WhereFor(ctx, db, search, nil, PageRows)
}

// AppendWhere appends WhereIn's condition and argument for search (and
// in) to a list's conds and args, unchanged when there is no word.
func (ft FullText) AppendWhere(ctx context.Context, db *DB, search string, in *InColumn, conds []string, args []any) ([]string, []any, error) {
	cond, arg, ok, err := ft.WhereIn(ctx, db, search, in)
	if err != nil || !ok {
		return conds, args, err
	}
	return append(conds, cond), append(args, arg), nil
}

// WhereIn is Where, further narrowed by in (MatchIn). On SQLite a match
// with an in is asked of the index as it is.
func (ft FullText) WhereIn(ctx context.Context, db *DB, search string, in *InColumn) (cond string, arg any, ok bool, err error) {
	return ft.WhereFor(ctx, db, search, in, PageRows)
}

// WhereFor is WhereIn for a statement that needs rows matching rows (a
// page: PageRows; a capped count: CountCap+1), which decides on PostgreSQL
// whether walking and testing rows is cheaper than the index.
func (ft FullText) WhereFor(ctx context.Context, db *DB, search string, in *InColumn, rows int) (cond string, arg any, ok bool, err error) {
	cond, arg, ok = ft.MatchIn(db.Dialect(), search, in)
	if ok && db.Dialect() == Postgres && ft.From != "" {
		return ft.wherePostgres(ctx, db, cond, arg, rows)
	}
	if !ok || db.Dialect() != SQLite || len(ft.SQLiteText) == 0 || in != nil {
		return cond, arg, ok, nil
	}
	words := SearchWords(search)
	// Whole words first: the index reads them lazily, so this stops after
	// RowTestMatches rows however common they are, and rows holding the
	// words whole hold them as prefixes too. Only when they are rarer are
	// the prefixes counted ("organ" is rare, "organizer" is not).
	count := `(SELECT count(*) FROM (SELECT 1 FROM ` + ft.SQLiteTable + ` WHERE ` + ft.SQLiteTable + ` MATCH ? LIMIT ?))`
	q := ft.SQLiteWholeWords(words)
	key := ft.SQLiteTable + "\x00" + q + "\x00" + arg.(string)
	p, known := db.probes.get(key)
	n := p.n
	if !known {
		if q == arg.(string) {
			err = db.Get(ctx, &n, `SELECT `+count, q, RowTestMatches)
		} else {
			err = db.Get(ctx, &n, `SELECT CASE WHEN `+count+` >= ? THEN ? ELSE `+count+` END`,
				q, RowTestMatches, RowTestMatches, RowTestMatches, arg, RowTestMatches)
		}
		if err == nil {
			db.probes.put(key, probe{n: n})
		}
	}
	switch {
	case err != nil:
		return "", nil, false, err
	case n < CommonMatches:
		// Few rows: let the index's list drive the query.
		key := strings.TrimPrefix(ft.SQLiteKey, "+")
		return key + " IN (SELECT rowid FROM " + ft.SQLiteTable + " WHERE " + ft.SQLiteTable + " MATCH ?)", arg, true, nil
	case n < RowTestMatches:
		return cond, arg, ok, nil
	}
	folded := foldWords(words)
	if len(folded) == 0 {
		return cond, arg, ok, nil
	}
	return rowMatchFunc + "(?, " + strings.Join(ft.SQLiteText, ", ") + ") = 1", strings.Join(folded, " "), true, nil
}

// PageRows is the rows a page's statement is taken to need when choosing
// how to match (the most common pages are 9-21 rows, and the statement
// reads one more).
const PageRows = 50

// sampleRows is about how many rows PostgreSQL's commonness probe tests.
const sampleRows = 1000

// wherePostgres is WhereFor on PostgreSQL, for match (cond with its
// tsquery arg) in a statement needing rows matching rows. The planner
// guesses how many rows words match from the column's most common words,
// and guesses wrong both ways (400 of 20,000 news articles for a word in
// none, so it walked them all by date: 10 ms), so how common the words are
// is measured once a minute (probeCache): the share d of about sampleRows
// rows (the same pages every time, TABLESAMPLE SYSTEM ... REPEATABLE) that
// match, 1-3 ms at 100,000 jobs, and the table's size n. Then:
//   - when walking is cheaper than the index, rows/d rows to test against
//     d*n index entries to read (d*d*n > rows: "campaign", a quarter of
//     the jobs, for a page or a count; a word in 2.5% of resources for a
//     page but not a count, which would test 40,000 rows), the words are
//     tested row by row, the same test written as a function call,
//     ts_match_vq (what the @@ operator runs), which no index serves: the
//     statement walks the list's order or a filter's index and stops when
//     it has its rows, instead of building the GIN index's bitmap of every
//     match first (24,490 entries for "campaign", 5.5-7.6 ms, for the page
//     and again for its count);
//   - else, when fewer than CommonMatches rows are expected to match, the
//     index's list of ids is read first (0.4 ms for the word in no article);
//   - else the plain match, as the planner sees fit.
//
// Every form finds exactly the rows match finds, so a stale or unlucky
// sample costs time, never a row.
func (ft FullText) wherePostgres(ctx context.Context, db *DB, cond string, arg any, rows int) (string, any, bool, error) {
	key := ft.From + "\x00" + arg.(string)
	p, known := db.probes.get(key)
	if !known {
		table, _, _ := strings.Cut(ft.From, " ")
		var got struct {
			Matches int     `db:"matches"`
			Sampled int     `db:"sampled"`
			Tuples  float64 `db:"tuples"`
		}
		// The sample's share: sampleRows of the rows PostgreSQL last
		// counted (all of a table never analysed: reltuples is -1).
		err := db.Get(ctx, &got, `SELECT count(*) FILTER (WHERE ts_match_vq(`+ft.Vector+`, to_tsquery('simple', ?))) AS matches,
			count(*) AS sampled, (SELECT reltuples FROM pg_class WHERE oid = ?::regclass) AS tuples
			FROM `+ft.From+` TABLESAMPLE SYSTEM ((SELECT LEAST(100, ? * 100.0 / GREATEST(reltuples, 1)) FROM pg_class WHERE oid = ?::regclass)) REPEATABLE (1)`,
			arg, table, sampleRows, table)
		if err != nil {
			return "", nil, false, err
		}
		p = probe{n: got.Matches, sampled: got.Sampled, total: max(int(got.Tuples), got.Sampled)}
		db.probes.put(key, p)
	}
	d := 0.0
	if p.sampled > 0 {
		d = float64(p.n) / float64(p.sampled)
	}
	expected := d * float64(p.total)
	switch {
	case d*expected > float64(rows):
		return "ts_match_vq(" + ft.Vector + ", to_tsquery('simple', ?))", arg, true, nil
	case expected < CommonMatches:
		key := strings.TrimPrefix(ft.SQLiteKey, "+") // the same alias in the subquery: it hides the outer one
		return key + " = ANY(ARRAY(SELECT " + key + " FROM " + ft.From + " WHERE " + cond + "))", arg, true, nil
	}
	return cond, arg, true, nil
}

// probeTTL is how long a commonness probe's answer is reused.
const probeTTL = time.Minute

// maxProbes bounds the probe cache; it starts over when full.
const maxProbes = 4096

// probeCache remembers, per index and search, the commonness probe's
// answer (probe), for probeTTL. The answer only chooses between plans that
// give the same rows; a word does not go from rare to common (or back) in a
// minute in a way that matters.
type probeCache struct {
	mu sync.Mutex
	m  map[string]probe
}

// probe is one probe's answer: on SQLite n rows counted (up to
// RowTestMatches); on PostgreSQL n of sampled rows matched, of about total.
type probe struct {
	n, sampled, total int
	at                time.Time
}

func (c *probeCache) get(key string) (probe, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	p, ok := c.m[key]
	if !ok || time.Since(p.at) > probeTTL {
		return probe{}, false
	}
	return p, true
}

func (c *probeCache) put(key string, p probe) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxProbes {
		c.m = make(map[string]probe)
	}
	p.at = time.Now()
	c.m[key] = p
}
