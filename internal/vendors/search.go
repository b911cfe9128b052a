package vendors

import (
	"context"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/store"
	"canvass/internal/verify"
)

// Filter narrows the directory. Every field is optional.
type Filter struct {
	// Search matches words in the name and description with store's
	// full-text rules: every word must match, each (of two or more
	// characters) as a prefix ("consult" finds "Consulting"); punctuation is
	// ignored, so no search text can fail.
	Search string
	// Category is a filter chip (Consulting, Advertising, Digital,
	// Fundraising, Polling; see ChipCategories), a category value, label or
	// GraphQL name, in any case; "", "all" or "_all" mean every category;
	// anything else is an INVALID error on field "category".
	Category string
	// Location matches the whole location, ignoring case and outer spaces.
	Location string
	// Affiliation is Democratic, Republican, Nonpartisan or Other (any case);
	// "" or "_all" mean every affiliation, "None" vendors without one;
	// anything else is an INVALID error on field "affiliation".
	Affiliation string
	// Verified keeps only the vendors whose member is a verified
	// organisation (docs/trust.md).
	Verified bool
	// Brief leaves Services, RecentWork, UpdatedAt (GraphQL does not show
	// it), CreatedAt (unless the order is Newest, whose cursors hold it) and
	// the owner card's join date empty in Search's page (the directory's
	// cards show none of them, so it does not read them); it does not
	// change which vendors match.
	Brief bool
	// NameCard reads only the owners' id, username, names and public flag
	// (accounts.NameCardColumns), for a list that shows no more of them;
	// Names only their id, username and names (accounts.NamesColumns).
	NameCard, Names bool
}

// Order is the directory's sort order.
type Order string

const (
	// ByName is "Name A-Z": case-insensitive, then id. The spec's default.
	ByName Order = "name"
	// Newest is "Most Recent": newest first, then id.
	Newest Order = "newest"
)

// MaxPageSize bounds a directory page.
const MaxPageSize = store.MaxPageSize

// vendorText is where the vendors' full-text index lives on each engine.
var vendorText = store.FullText{SQLiteKey: "v.id", SQLiteTable: "vendors_fts", Vector: "v.search"}

// where builds the WHERE conditions for f. An unknown category or
// affiliation is an INVALID error naming its field (store's rule for
// unknown filter values).
func where(d store.Dialect, f Filter) (conds []string, args []any, err error) {
	// SECURITY: profiles moderators hid are out of the directory, its counts
	// and facets for everyone (internal/hidden).
	conds = append(conds, hidden.Visible("v"))
	if cond, arg, ok := vendorText.Match(d, f.Search); ok {
		conds = append(conds, cond)
		args = append(args, arg)
	}
	if c, all, known := FilterCategory(f.Category); !known {
		return nil, nil, apperr.Field("category", msgCategoryBad)
	} else if !all {
		conds = append(conds, `v.category = ?`)
		args = append(args, string(c))
	}
	if loc := strings.TrimSpace(f.Location); loc != "" && loc != "_all" {
		conds = append(conds, `lower(v.location) = lower(?)`)
		args = append(args, loc)
	}
	if a := strings.TrimSpace(f.Affiliation); a != "" && a != "_all" {
		aff, none, known := ParseAffiliation(a)
		switch {
		case !known:
			return nil, nil, apperr.Field("affiliation", msgAffiliation)
		case none:
			conds = append(conds, `v.affiliation IS NULL`)
		default:
			conds = append(conds, `v.affiliation = ?`)
			args = append(args, string(aff))
		}
	}
	if f.Verified {
		conds = append(conds, verify.VerifiedSQL("v.user_id"))
	}
	return conds, args, nil
}

// Orders of the directory; their names tag their cursors.
var (
	byName = store.Order{Name: "vendor.name", Cols: []store.Col{
		{Expr: "v.name_key", Kind: store.Text}, {Expr: "v.id", Kind: store.Int}}}
	byNewest = store.Order{Name: "vendor.newest", Cols: []store.Col{
		{Expr: "v.created_at", Desc: true, Kind: store.Time}, {Expr: "v.id", Desc: true, Kind: store.Int}}}
)

type row struct {
	Vendor
	NameKey string `db:"name_key"`
}

// Search returns one page of the directory: at most first vendors (capped
// at MaxPageSize) matching f, in order, after the cursor after ("" for the
// first page). It runs one statement and never counts all matches.
func (s *Service) Search(ctx context.Context, f Filter, order Order, first int, after string) (store.Page[*Vendor], error) {
	q, err := s.pageQuery(f, order, first, after)
	if err != nil {
		return store.Page[*Vendor]{}, err
	}
	if f.Brief {
		// Left out, a column leaves its field zero (sqlx scans the
		// columns a statement has).
		left := []string{"services", "recent_work", "updated_at"}
		if order != Newest { // Newest's cursors hold created_at
			left = append(left, "created_at")
		}
		q.Select = store.WithoutColumns(q.Select, "v", left...)
		q.JoinColumns = briefOwnerCard
	}
	if f.NameCard {
		q.JoinColumns = nameOwnerCard
	}
	if f.Names {
		q.JoinColumns = namesOwnerCard
	}
	p, err := store.Paginate(ctx, s.db, q, func(r *row) []any {
		if order == Newest {
			return []any{r.CreatedAt, r.ID}
		}
		return []any{r.NameKey, r.ID}
	})
	// Rows are scanned each in its own allocation, which the page's vendor
	// then points into: no copy.
	return store.MapPage(p, func(r *row) *Vendor {
		accounts.SetCardID(r.Owner, r.UserID)
		return &r.Vendor
	}), err
}

// ownerCard reads each listed vendor's owner card in the page's statement.
var ownerCard = accounts.CardColumns("u", "owner")

// briefOwnerCard is ownerCard without the join date (a Brief page).
var briefOwnerCard = accounts.WithoutJoinDate(ownerCard)

// nameOwnerCard is a NameCard page's owner card.
var nameOwnerCard = accounts.NameCardColumns("u", "owner")

// namesOwnerCard is a Names page's owner card.
var namesOwnerCard = accounts.NamesColumns("u", "owner")

// pageQuery is one directory page.
func (s *Service) pageQuery(f Filter, order Order, first int, after string) (store.PageQuery, error) {
	o := byName
	switch order {
	case "", ByName:
	case Newest:
		o = byNewest
	default:
		return store.PageQuery{}, apperr.Field("sort", "Sort must be name or newest.")
	}
	conds, args, err := where(s.db.Dialect(), f)
	return store.PageQuery{Select: `SELECT ` + columns + `, v.name_key FROM vendors v`, Where: conds, Args: args,
		Alias: "v", Join: "LEFT JOIN users u ON u.id = v.user_id", JoinColumns: ownerCard,
		Order: o, First: first, After: after}, err
}

// ExplainSearch returns the query plan of the first page of a search (for
// make bench): EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on SQLite.
func (s *Service) ExplainSearch(ctx context.Context, f Filter, order Order, first int) ([]string, error) {
	q, err := s.pageQuery(f, order, first, "")
	if err != nil {
		return nil, err
	}
	return s.db.ExplainPage(ctx, q)
}

// Count returns how many vendors match f (for totalCount, computed only
// when a client asks for it).
func (s *Service) Count(ctx context.Context, f Filter) (int, error) {
	c, err := s.CountUpTo(ctx, f, 0)
	return c.N, err
}

// CountUpTo returns how many vendors match f, counted no further than upTo
// (store.CountCap for a list's "1,000+"; <= 0 counts all).
func (s *Service) CountUpTo(ctx context.Context, f Filter, upTo int) (store.Count, error) {
	conds, args, err := where(s.db.Dialect(), f)
	if err != nil {
		return store.Count{}, err
	}
	return s.db.CountWhereUpTo(ctx, "vendors v", conds, upTo, args...)
}

// FacetValue is one option of a directory dropdown (Value is what the
// filter takes: category and affiliation GraphQL names, the location).
type FacetValue = store.Facet

// Facets are the options of the directory's dropdowns, built from the data.
type Facets struct {
	Categories   []FacetValue // form order, only categories in use, labelled
	Locations    []FacetValue // alphabetical (case-insensitive), at most MaxLocationFacets
	Affiliations []FacetValue // form order, only affiliations in use
}

// MaxLocationFacets bounds the location dropdown.
const MaxLocationFacets = 500

// Facets returns the dropdown options with their vendor counts: one
// statement, reused for FacetsTTL.
func (s *Service) Facets(ctx context.Context) (Facets, error) {
	return s.facets.Refresh(ctx, time.Now(), s.loadFacets)
}

func (s *Service) loadFacets(ctx context.Context) (Facets, error) {
	rows, err := store.FacetCounts(ctx, s.db, `
		SELECT 'c' AS kind, category AS value, COUNT(*) AS n FROM vendors WHERE hidden = 0 GROUP BY category
		UNION ALL
		SELECT 'a', affiliation, COUNT(*) FROM vendors WHERE hidden = 0 AND affiliation IS NOT NULL GROUP BY affiliation
		UNION ALL
		SELECT 'l', MIN(location), COUNT(*) FROM vendors WHERE hidden = 0 GROUP BY lower(location)`)
	if err != nil {
		return Facets{}, err
	}
	return Facets{
		Categories:   store.InTableOrder(rows["c"], Categories.Values(), Categories.Name, Categories.Label),
		Locations:    store.TopAlphabetical(rows["l"], MaxLocationFacets),
		Affiliations: store.InTableOrder(rows["a"], Affiliations.Values(), Affiliations.Name, Affiliations.Label),
	}, nil
}
