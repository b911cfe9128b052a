package resources

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/markdown"
	"canvass/internal/memo"
	"canvass/internal/ratelimit"
	"canvass/internal/store"
	"canvass/internal/uploads"
)

// Messages: the spec's (sections 5, 6 and 8) verbatim, then Canvass's own
// for the rules the spec does not word.
const (
	MsgTitle              = "Title must be at least 5 characters"
	MsgDescription        = "Description must be at least 10 characters"
	MsgContent            = "Content must be at least 20 characters"
	MsgCategory           = "Category is required"
	MsgCategoryUnknown    = "Choose a category from the list"
	MsgVendorCannotCreate = "Vendor accounts cannot create resources. This feature is only available to candidates and campaign staff."
	MsgLoginToCreate      = "You need to log in to create resources."
	MsgLoginToEdit        = "You need to log in to edit resources."
	MsgLoginToDelete      = "You need to log in to delete resources."
	MsgLoginToSave        = "You need to log in to save resources."
	MsgLoginToPreview     = "You need to log in to preview resources."
	MsgNotOwnerEdit       = "You don't have permission to edit this resource."
	MsgNotOwnerDelete     = "You are not authorized to delete this resource"
	MsgNotFound           = "Resource not found."
	MsgOwnSaved           = "You can only see your own saved resources."
)

// Bounds the spec leaves open, with their messages.
const (
	MaxTitle       = 200
	MaxDescription = 1000
	MaxContent     = 50000
)

var (
	msgTitleLong       = fmt.Sprintf("Title must be at most %d characters", MaxTitle)
	msgDescriptionLong = "Description must be at most 1,000 characters"
	msgContentLong     = "Content must be at most 50,000 characters"
	msgTooFast         = "You're creating resources too quickly. Please wait %d seconds and try again."
	msgHourly          = "You've reached the limit of %d resources an hour. Please try again in %d minutes."
)

// DefaultLimits are the limits on creating resources (as on sending
// messages, internal/ratelimit): 5 a minute and 30 an hour; an account
// younger than a day 2 a minute and 10 an hour. A guide takes longer than
// that to write; a script filling the centre does not.
var DefaultLimits = ratelimit.Limits{
	BurstWindow: time.Minute, Burst: 5, Hourly: 30,
	NewAccountAge: 24 * time.Hour, NewBurst: 2, NewHourly: 10,
}

// FacetsTTL is how long the category dropdown's values are reused.
const FacetsTTL = 30 * time.Second

// Service holds the resource centre's rules. Every method that acts for
// someone takes that person explicitly (actor; nil for visitors).
type Service struct {
	db      *store.DB
	uploads *uploads.Store
	now     func() time.Time
	// facets keeps the category dropdown for FacetsTTL (it groups every
	// resource); this process's own writes drop it at once.
	facets memo.Value[Facets]
	// create is the limit on creating resources.
	create ratelimit.Rule
}

// NewService returns the resource centre service.
func NewService(db *store.DB, up *uploads.Store) *Service {
	s := &Service{db: db, uploads: up, now: store.Now}
	s.facets.TTL = FacetsTTL
	s.SetLimits(DefaultLimits)
	return s
}

// SetLimits replaces the limits on creating resources (zero lifts them:
// seeding, tests and benchmarks).
func (s *Service) SetLimits(l ratelimit.Limits) {
	s.create = ratelimit.Rule{Table: "resources", Owner: "author_id", MsgTooFast: msgTooFast, MsgHourly: msgHourly, Limits: l}
}

// Input is what the create and edit forms send. Category accepts the
// stored value, the label or the GraphQL name in any letter case
// ("GOTV", "gotv", "Gotv"). ImageURL is a data URL (a new image), an
// /uploads/ URL this server issued (keep it), "" or nil (no image: on edit
// the current image is removed, as the form says).
type Input struct {
	Title       string  `json:"title"`
	Description string  `json:"description"`
	Category    string  `json:"category"`
	Content     string  `json:"content"`
	ImageURL    *string `json:"imageUrl"`
}

// clean validates in (every field at once) and returns the fields to store.
func clean(in Input) (*Resource, error) {
	var v apperr.Validation
	n := utf8.RuneCountInString
	r := &Resource{
		Title:       strings.TrimSpace(in.Title),
		Description: strings.TrimSpace(in.Description),
		Content:     strings.TrimSpace(in.Content),
	}
	v.Check(n(r.Title) >= 5, "title", MsgTitle)
	v.Check(n(r.Title) <= MaxTitle, "title", msgTitleLong)
	v.Check(n(r.Description) >= 10, "description", MsgDescription)
	v.Check(n(r.Description) <= MaxDescription, "description", msgDescriptionLong)
	if c := strings.TrimSpace(in.Category); c == "" {
		v.Add("category", MsgCategory)
	} else if val, ok := ParseCategory(c); ok {
		r.Category = val
	} else {
		v.Add("category", MsgCategoryUnknown)
	}
	v.Check(n(r.Content) >= 20, "content", MsgContent)
	v.Check(n(r.Content) <= MaxContent, "content", msgContentLong)
	if n(r.Content) >= 20 && n(r.Content) <= MaxContent {
		// Rendered once, here: reads serve the stored HTML.
		html, err := markdown.Check(r.Content)
		if err != nil {
			v.Add("content", err.Error())
		}
		r.HTML, r.HTMLVersion = html, markdown.Version
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	return r, nil
}

// table is where resources keep their Markdown and its HTML.
const table = markdown.Table("resources")

// RenderStale renders every resource whose HTML an older renderer made (the
// server calls it when it starts) and returns how many.
func (s *Service) RenderStale(ctx context.Context) (int, error) { return table.RenderStale(ctx, s.db) }

// fresh renders again, once, the HTML of the resources read whose renderer
// version is older than markdown.Version.
func (s *Service) fresh(ctx context.Context, contentRead bool, rs ...*Resource) error {
	var bodies []markdown.Body
	for _, r := range rs {
		if r.HTMLVersion < markdown.Version {
			bodies = append(bodies, r.body(contentRead))
		}
	}
	return table.Fresh(ctx, s.db, bodies)
}

// ParseCategory finds the category of a stored value, label or GraphQL
// name in any letter case.
func ParseCategory(s string) (Category, bool) {
	v, ok := Categories.Parse(s)
	return Category(v), ok
}

// Create publishes a resource written by actor, who is always its author.
func (s *Service) Create(ctx context.Context, actor *accounts.User, in Input) (*Resource, error) {
	// SECURITY: only signed-in candidates and campaign staff write resources.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToCreate)
	}
	if actor.UserType == accounts.Vendor {
		return nil, apperr.New(apperr.Forbidden, MsgVendorCannotCreate)
	}
	r, err := clean(in)
	if err != nil {
		return nil, err
	}
	// SECURITY: the image is a new upload through the pipeline or one this
	// server issued, never an outside URL.
	if r.ImageURL, err = s.uploads.ImageField(ctx, "imageUrl", orEmpty(in.ImageURL), ""); err != nil {
		return nil, err
	}
	r.AuthorID = actor.ID
	r.CreatedAt = s.now()
	r.UpdatedAt = r.CreatedAt
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		// SECURITY: the creation limit is counted under the author's lock,
		// in the transaction that inserts.
		if err := s.create.Lock(ctx, tx, actor.ID); err != nil {
			return err
		}
		if err := s.create.Check(ctx, tx, actor.ID, actor.CreatedAt, r.CreatedAt); err != nil {
			return err
		}
		return tx.Get(ctx, &r.ID, `INSERT INTO resources (author_id, title, description, category, content, content_html,
			html_version, image_url, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			r.AuthorID, r.Title, r.Description, string(r.Category), r.Content, r.HTML, r.HTMLVersion, r.ImageURL, r.CreatedAt, r.UpdatedAt)
	})
	if err != nil {
		return nil, err
	}
	s.facets.Forget()
	return r, nil
}

// orEmpty makes a missing image field "" (no image), so an edit without a
// new image removes the current one, as the edit form says.
func orEmpty(p *string) *string {
	if p == nil {
		return new(string)
	}
	return p
}

// Update edits resource id; only its author may. The record is replaced
// whole: an image not sent again is removed ("Current image will be
// removed if no new image is selected."); sending the current image URL
// keeps it.
func (s *Service) Update(ctx context.Context, actor *accounts.User, id int64, in Input) (*Resource, error) {
	// SECURITY: only the signed-in author edits a resource.
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToEdit)
	}
	old, err := s.Get(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	if !old.OwnedBy(actor) {
		return nil, apperr.New(apperr.Forbidden, MsgNotOwnerEdit)
	}
	r, err := clean(in)
	if err != nil {
		return nil, err
	}
	if r.ImageURL, err = s.uploads.ImageField(ctx, "imageUrl", orEmpty(in.ImageURL), old.ImageURL); err != nil {
		return nil, err
	}
	r.ID, r.AuthorID, r.CreatedAt = old.ID, old.AuthorID, old.CreatedAt
	r.UpdatedAt = s.now()
	_, err = s.db.Exec(ctx, `UPDATE resources SET title = ?, description = ?, category = ?, content = ?, content_html = ?,
		html_version = ?, image_url = ?, updated_at = ? WHERE id = ?`,
		r.Title, r.Description, string(r.Category), r.Content, r.HTML, r.HTMLVersion, r.ImageURL, r.UpdatedAt, r.ID)
	if err != nil {
		return nil, err
	}
	s.facets.Forget()
	return r, nil
}

// Delete removes resource id (and everyone's saves of it); only its author
// may.
func (s *Service) Delete(ctx context.Context, actor *accounts.User, id int64) error {
	// SECURITY: only the signed-in author deletes a resource.
	if actor == nil {
		return apperr.New(apperr.Unauthenticated, MsgLoginToDelete)
	}
	r, err := s.Get(ctx, actor, id)
	if err != nil {
		return err
	}
	if !r.OwnedBy(actor) {
		return apperr.New(apperr.Forbidden, MsgNotOwnerDelete)
	}
	if _, err := s.db.Exec(ctx, `DELETE FROM resources WHERE id = ?`, id); err != nil {
		return err
	}
	s.facets.Forget()
	return nil
}

// columns are the Resource fields every read selects (PostgreSQL's search
// column is never read). A search may leave out content, content_html and
// updated_at (Filter.NoContent, NoHTML, NoUpdatedAt), so none is last.
const columns = `r.id, r.author_id, r.title, r.description, r.category, r.content, r.content_html, r.html_version, r.image_url,
	r.hidden, r.hidden_reason, r.updated_at, r.created_at`

// Get returns resource id as viewer (nil for visitors) may read it, or
// NOT_FOUND.
func (s *Service) Get(ctx context.Context, viewer *accounts.User, id int64) (*Resource, error) {
	var r Resource
	err := s.db.Get(ctx, &r, `SELECT `+columns+` FROM resources r WHERE r.id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, MsgNotFound)
	}
	if err != nil {
		return nil, err
	}
	// SECURITY: a resource moderators hid is not found but by its author
	// and the moderators (internal/hidden).
	if ok, err := hidden.CanSee(ctx, s.db, r.State, r.AuthorID, viewerID(viewer)); err != nil || !ok {
		if err == nil {
			err = apperr.New(apperr.NotFound, MsgNotFound)
		}
		return nil, err
	}
	if err := s.fresh(ctx, true, &r); err != nil {
		return nil, err
	}
	return r.normalize(), nil
}

// viewerID is viewer's id, 0 for visitors.
func viewerID(viewer *accounts.User) int64 {
	if viewer == nil {
		return 0
	}
	return viewer.ID
}

// ByIDs returns the resources with the given ids that viewer may read, in
// one statement (for loaders; a second, once, only when one is hidden and
// not viewer's: are they a moderator); missing ids are absent from the map.
func (s *Service) ByIDs(ctx context.Context, viewer *accounts.User, ids []int64) (map[int64]*Resource, error) {
	out := make(map[int64]*Resource, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	q, args, err := store.In(`SELECT `+columns+` FROM resources r WHERE r.id IN (?)`, ids)
	if err != nil {
		return nil, err
	}
	var list []*Resource
	if err := s.db.Select(ctx, &list, q, args...); err != nil {
		return nil, err
	}
	// SECURITY: hidden resources only for their authors and the moderators.
	list, err = visibleTo(ctx, s.db, viewer, list)
	if err != nil {
		return nil, err
	}
	if err := s.fresh(ctx, true, list...); err != nil {
		return nil, err
	}
	for _, r := range list {
		out[r.ID] = r.normalize()
	}
	return out, nil
}

// visibleTo keeps the resources of list viewer may read (hidden.CanSee),
// asking whether viewer is a moderator at most once.
func visibleTo(ctx context.Context, q store.Queryer, viewer *accounts.User, list []*Resource) ([]*Resource, error) {
	vid, known, mod := viewerID(viewer), false, false
	out := list[:0]
	for _, r := range list {
		if r.IsHidden() && r.AuthorID != vid && vid != 0 && !known {
			var err error
			if mod, err = hidden.IsModerator(ctx, q, vid); err != nil {
				return nil, err
			}
			known = true
		}
		if !r.IsHidden() || (vid != 0 && r.AuthorID == vid) || mod {
			out = append(out, r)
		}
	}
	return out, nil
}

// ModerationChanged forgets what the service keeps of every resource (the
// category facets): internal/moderation calls it after hiding or restoring
// one, so counts follow at once.
func (s *Service) ModerationChanged() { s.facets.Forget() }

// Preview renders Markdown as a resource page would show it (the editor's
// Preview tab); signed-in members only, bounded like content.
func (s *Service) Preview(actor *accounts.User, src string) (string, error) {
	// SECURITY: rendering costs CPU; only members who can write get it.
	if actor == nil {
		return "", apperr.New(apperr.Unauthenticated, MsgLoginToPreview)
	}
	if utf8.RuneCountInString(src) > MaxContent {
		return "", apperr.Field("content", msgContentLong)
	}
	html, err := markdown.Check(src)
	if err != nil {
		return "", apperr.Field("content", err.Error())
	}
	return html, nil
}

// ---------------------------------------------------------------- lists

// Order is a list's sort order.
type Order string

const (
	Newest Order = "NEWEST"
	Oldest Order = "OLDEST"
)

// Filter narrows the list. Empty fields (or "_all", "all") mean "any".
type Filter struct {
	Search   string // words over title, description and content
	Category string // stored value, label or GraphQL name, any case
	// NameCard reads only the authors' id, username, names and public flag
	// (accounts.NameCardColumns), for a list that shows no more of them;
	// Names only their id, username and names (accounts.NamesColumns).
	// Neither changes which resources match.
	NameCard, Names bool
	// NoContent leaves out the content (the Markdown body, the largest
	// column), NoHTML its stored HTML, NoUpdatedAt the time of the last
	// edit, for a list that does not show them (nor the reading time, which
	// is counted from the content): the fields stay zero. None changes which
	// resources match.
	NoContent, NoHTML, NoUpdatedAt bool
}

// text is where the resources' full-text index lives on each engine; on
// SQLite a page asks it how common the words are (store.FullText.Where),
// with the columns resources_fts indexes for testing very common ones row
// by row.
var text = store.FullText{SQLiteKey: "+r.id", SQLiteTable: "resources_fts", Vector: "r.search", From: "resources r",
	SQLiteText: []string{"r.title", "r.description", "r.content"}}

// Orders of the lists; their names tag their cursors.
var (
	newest = store.Order{Name: "resource.newest", Cols: []store.Col{
		{Expr: "r.created_at", Desc: true, Kind: store.Time}, {Expr: "r.id", Desc: true, Kind: store.Int}}}
	oldest = store.Order{Name: "resource.oldest", Cols: []store.Col{
		{Expr: "r.created_at", Kind: store.Time}, {Expr: "r.id", Kind: store.Int}}}
	newestSaved = store.Order{Name: "resource.saved", Cols: []store.Col{
		{Expr: "s.created_at", Desc: true, Kind: store.Time}, {Expr: "s.resource_id", Desc: true, Kind: store.Int}}}
)

// filterSQL turns f into WHERE conditions over resources r for one page;
// an unknown category is an INVALID error on "category" (store's rule).
// The search words' condition comes last: SQLite tests a row's conditions
// in their order, and a very common word's is a function over the row's
// text (store.FullText.Where), the dearest of them.
func (s *Service) filterSQL(ctx context.Context, f Filter) ([]string, []any, error) {
	conds, args, err := s.filterWith(f)
	if err != nil {
		return nil, nil, err
	}
	return text.AppendWhere(ctx, s.db, f.Search, nil, conds, args)
}

// filterWith is filterSQL without the search words' condition (a count
// matches them itself: store.FullText.CountUpTo).
func (s *Service) filterWith(f Filter) ([]string, []any, error) {
	// SECURITY: hidden resources are in no list, search, count or feed
	// (internal/hidden); their authors find them on their own profile.
	conds := []string{hidden.Visible("r")}
	var args []any
	switch c := strings.TrimSpace(f.Category); strings.ToLower(c) {
	case "", "_all", "all":
	default:
		cat, ok := ParseCategory(c)
		if !ok {
			return nil, nil, apperr.Field("category", MsgCategoryUnknown)
		}
		conds = append(conds, "r.category = ?")
		args = append(args, string(cat))
	}
	return conds, args, nil
}

// authorCard reads each listed resource's author card in the page's statement.
var authorCard = accounts.CardColumns("u", "author")

// nameAuthorCard is a NameCard page's author card.
var nameAuthorCard = accounts.NameCardColumns("u", "author")

// namesAuthorCard is a Names page's author card.
var namesAuthorCard = accounts.NamesColumns("u", "author")

func pageQuery(conds []string, args []any, o Order, first int, after string) store.PageQuery {
	order := newest
	if o == Oldest {
		order = oldest
	}
	return store.PageQuery{Select: `SELECT ` + columns + ` FROM resources r`, Where: conds, Args: args,
		Alias: "r", Join: "LEFT JOIN users u ON u.id = r.author_id", JoinColumns: authorCard,
		Order: order, First: first, After: after}
}

func (s *Service) page(ctx context.Context, conds []string, args []any, o Order, first int, after string) (store.Page[*Resource], error) {
	return s.runPage(ctx, pageQuery(conds, args, o, first, after), Filter{})
}

// runPage reads one page; f says which columns q left out.
func (s *Service) runPage(ctx context.Context, q store.PageQuery, f Filter) (store.Page[*Resource], error) {
	p, err := store.Paginate(ctx, s.db, q,
		func(r *Resource) []any { return []any{r.CreatedAt, r.ID} })
	if err != nil {
		return p, err
	}
	if !f.NoHTML {
		if err := s.fresh(ctx, !f.NoContent, p.Items...); err != nil {
			return p, err
		}
	}
	for _, r := range p.Items {
		r.normalize()
		accounts.SetCardID(r.Author, r.AuthorID)
	}
	return p, nil
}

// Search returns one page of resources matching f in order o. The resource
// centre is public: anyone may search it.
func (s *Service) Search(ctx context.Context, f Filter, o Order, first int, after string) (store.Page[*Resource], error) {
	conds, args, err := s.filterSQL(ctx, f)
	if err != nil {
		return store.Page[*Resource]{}, err
	}
	q := pageQuery(conds, args, o, first, after)
	var left []string
	if f.NoContent {
		left = append(left, "content")
	}
	if f.NoHTML {
		left = append(left, "content_html")
	}
	if f.NoUpdatedAt {
		left = append(left, "updated_at")
	}
	q.Select = store.WithoutColumns(q.Select, "r", left...)
	if f.NameCard {
		q.JoinColumns = nameAuthorCard
	}
	if f.Names {
		q.JoinColumns = namesAuthorCard
	}
	return s.runPage(ctx, q, f)
}

// Count returns how many resources match f (for totalCount, computed only
// when a client asks for it).
func (s *Service) Count(ctx context.Context, f Filter) (int, error) {
	c, err := s.CountUpTo(ctx, f, 0)
	return c.N, err
}

// CountUpTo returns how many resources match f, counted no further than upTo
// (store.CountCap for a list's "1,000+"; <= 0 counts all).
func (s *Service) CountUpTo(ctx context.Context, f Filter, upTo int) (store.Count, error) {
	conds, args, err := s.filterWith(f)
	if err != nil {
		return store.Count{}, err
	}
	return text.CountUpTo(ctx, s.db, "resources", "r", f.Search, nil, conds, upTo, args...)
}

// ExplainSearch returns the database's plan for the first page of
// Search(f, o, first) (for the benchmark and docs/performance.md).
func (s *Service) ExplainSearch(ctx context.Context, f Filter, o Order, first int) ([]string, error) {
	conds, args, err := s.filterSQL(ctx, f)
	if err != nil {
		return nil, err
	}
	return s.db.ExplainPage(ctx, pageQuery(conds, args, o, first, ""))
}

// ListByAuthor returns one page of the resources authorID wrote, newest
// first, as viewer may see them: the author sees the hidden ones too.
func (s *Service) ListByAuthor(ctx context.Context, viewer *accounts.User, authorID int64, first int, after string) (store.Page[*Resource], error) {
	return s.page(ctx, byAuthor(viewer, authorID, "r."), []any{authorID}, Newest, first, after)
}

// byAuthor is the condition of authorID's resources as viewer sees them.
func byAuthor(viewer *accounts.User, authorID int64, alias string) []string {
	conds := []string{alias + "author_id = ?"}
	// SECURITY: hidden resources are listed for their author alone.
	if viewerID(viewer) != authorID {
		conds = append(conds, hidden.Visible(strings.TrimSuffix(alias, ".")))
	}
	return conds
}

// CountByAuthor returns how many resources authorID wrote, as viewer may
// see them.
func (s *Service) CountByAuthor(ctx context.Context, viewer *accounts.User, authorID int64) (int, error) {
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM resources WHERE `+strings.Join(byAuthor(viewer, authorID, ""), " AND "), authorID)
	return n, err
}

// Facet is one value of the category dropdown with its number of
// resources (Value is the stored category).
type Facet = store.Facet

// Facets are the values of the resource centre's category dropdown, built
// from the data: categories that have resources, in the spec's order.
type Facets struct {
	Categories []Facet
}

// Facets counts resources by category (cached for FacetsTTL).
func (s *Service) Facets(ctx context.Context) (Facets, error) {
	return s.facets.Refresh(ctx, s.now(), func(ctx context.Context) (Facets, error) {
		rows, err := store.FacetCounts(ctx, s.db, `SELECT 'c' AS kind, category AS value, COUNT(*) AS n FROM resources WHERE `+hidden.Visible("")+` GROUP BY category`)
		if err != nil {
			return Facets{}, err
		}
		return Facets{Categories: store.InTableOrder(rows["c"], Categories.Values(), nil, CategoryLabel)}, nil
	})
}

// Ref is a resource's id and last change (for sitemaps).
type Ref struct {
	ID        int64     `db:"id"`
	UpdatedAt time.Time `db:"updated_at"`
}

// Recent returns the ids of the newest n resources, newest first.
func (s *Service) Recent(ctx context.Context, n int) ([]Ref, error) {
	var refs []Ref
	err := s.db.Select(ctx, &refs, `SELECT id, updated_at FROM resources WHERE `+hidden.Visible("")+` ORDER BY created_at DESC, id DESC LIMIT ?`, n)
	return refs, err
}

// ---------------------------------------------------------------- saved

// Save keeps resource id in actor's saved resources; saving twice is the
// same as once.
func (s *Service) Save(ctx context.Context, actor *accounts.User, id int64) (*Resource, error) {
	// SECURITY: a member saves for themself only (actor is the session's user).
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToSave)
	}
	r, err := s.Get(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	_, err = s.db.Exec(ctx, `INSERT INTO saved_resources (user_id, resource_id, created_at) VALUES (?, ?, ?)
		ON CONFLICT (user_id, resource_id) DO NOTHING`, actor.ID, id, s.now())
	if err != nil {
		return nil, err
	}
	return r, nil
}

// Unsave drops resource id from actor's saved resources; unsaving what is
// not saved does nothing.
func (s *Service) Unsave(ctx context.Context, actor *accounts.User, id int64) (*Resource, error) {
	if actor == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgLoginToSave)
	}
	r, err := s.Get(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	if _, err := s.db.Exec(ctx, `DELETE FROM saved_resources WHERE user_id = ? AND resource_id = ?`, actor.ID, id); err != nil {
		return nil, err
	}
	return r, nil
}

// SavedIDs reports, in one statement, which of ids actor saved (none for
// visitors).
func (s *Service) SavedIDs(ctx context.Context, actor *accounts.User, ids []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	// SECURITY: what a member saved is private to them: only actor's own.
	if actor == nil || len(ids) == 0 {
		return out, nil
	}
	return store.IDSet(ctx, s.db, `SELECT resource_id FROM saved_resources WHERE user_id = ? AND resource_id IN (?)`, actor.ID, ids)
}

// ListSaved returns one page of userID's saved resources, most recently
// saved first; only the member themself may read it.
func (s *Service) ListSaved(ctx context.Context, actor *accounts.User, userID int64, first int, after string) (store.Page[*Resource], error) {
	if err := ownSaved(actor, userID); err != nil {
		return store.Page[*Resource]{}, err
	}
	type row struct {
		Resource
		SavedAt time.Time `db:"saved_at"`
	}
	p, err := store.Paginate(ctx, s.db, store.PageQuery{
		Select: `SELECT ` + columns + `, s.created_at AS saved_at FROM saved_resources s JOIN resources r ON r.id = s.resource_id`,
		// SECURITY: a saved resource moderators hid leaves the list but for its author.
		Where: []string{"s.user_id = ?", hidden.VisibleOrOwn("r", "author_id")}, Args: []any{userID, userID}, Order: newestSaved, First: first, After: after,
	}, func(r *row) []any { return []any{r.SavedAt.UTC(), r.ID} })
	out := store.MapPage(p, func(r *row) *Resource { return r.Resource.normalize() })
	if err == nil {
		err = s.fresh(ctx, true, out.Items...)
	}
	return out, err
}

// SavedCount returns how many resources userID saved ("Resources Saved");
// only the member themself may know.
func (s *Service) SavedCount(ctx context.Context, actor *accounts.User, userID int64) (int, error) {
	if err := ownSaved(actor, userID); err != nil {
		return 0, err
	}
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM saved_resources s JOIN resources r ON r.id = s.resource_id
		WHERE s.user_id = ? AND `+hidden.VisibleOrOwn("r", "author_id"), userID, userID)
	return n, err
}

func ownSaved(actor *accounts.User, userID int64) error {
	// SECURITY: a member's saved resources are private to them.
	if actor == nil {
		return apperr.New(apperr.Unauthenticated, MsgLoginToSave)
	}
	if actor.ID != userID {
		return apperr.New(apperr.Forbidden, MsgOwnSaved)
	}
	return nil
}

// Caches are what the service keeps in memory that a write can make stale,
// by name, so that a write on one process drops them on the others too
// (internal/app, on PostgreSQL).
func (s *Service) Caches() map[string]memo.Shared {
	return map[string]memo.Shared{"resources.facets": &s.facets}
}
