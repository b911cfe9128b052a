package vendors

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/memo"
	"canvass/internal/store"
	"canvass/internal/uploads"
)

// Service holds the vendor directory's rules.
type Service struct {
	db      *store.DB
	uploads *uploads.Store
	// facets keeps the dropdown values for FacetsTTL (they group every
	// vendor); this process's own creates and edits drop them at once.
	facets memo.Value[Facets]
}

// FacetsTTL is how long the directory's filter values are reused.
const FacetsTTL = 30 * time.Second

// NewService returns the vendor directory service.
func NewService(db *store.DB, up *uploads.Store) *Service {
	s := &Service{db: db, uploads: up}
	s.facets.TTL = FacetsTTL
	return s
}

// Validation messages: the spec's (section 5) verbatim, then Canvass's own
// for the bounds the spec leaves open.
const (
	msgName        = "Company name is required"
	msgCategory    = "Category is required"
	msgCategoryBad = "Choose one of the listed categories."
	msgLocation    = "Location is required"
	msgDescription = "Description must be at least 10 characters"
	msgAffiliation = "Affiliation must be Democratic, Republican, Nonpartisan or Other."
	msgNameLong    = "Company name must be at most 120 characters."
	msgLocLong     = "Location must be at most 120 characters."
	msgDescLong    = "Description must be at most 5000 characters."
	msgWorkLong    = "Recent work must be at most 5000 characters."
	msgServicesN   = "List at most 30 services."
	msgServiceLong = "Each service must be at most 200 characters."

	msgNotVendor  = "Only vendor accounts can create a vendor profile."
	msgDuplicate  = "You already have a vendor profile. Edit it instead."
	msgNotOwner   = "You don't have permission to edit this vendor profile."
	MsgNotFound   = "Vendor not found."
	msgViewsOwner = "Only the owner can see a vendor profile's views."
)

// Bounds the spec leaves open.
const (
	MaxNameLen        = 120
	MaxLocationLen    = 120
	MaxDescriptionLen = 5000
	MaxRecentWorkLen  = 5000
	MaxServices       = 30
	MaxServiceLen     = 200
)

// Input is the vendor profile form. Strings are as typed (the service trims
// them). Category accepts a value, label or GraphQL name in any case;
// Affiliation likewise ("" for none). Logo is a data URL (new logo), an
// /uploads/ URL this server issued (keep), "" (none / remove) or nil (on
// update: keep the current logo). Services are one per entry; an entry with
// line breaks is split, blank lines are dropped.
type Input struct {
	Name        string
	Category    string
	Location    string
	Affiliation string
	Description string
	Logo        *string
	Services    []string
	RecentWork  string
}

// fields is an Input checked and normalised for storage.
type fields struct {
	name, nameKey, location, description, recentWork, logo string
	category                                               Category
	affiliation                                            *Affiliation
	services                                               store.StringList
}

// validate checks in against spec section 5 and the bounds above, reporting
// every field at once.
func validate(in Input) (fields, error) {
	var v apperr.Validation
	f := fields{
		name:        strings.TrimSpace(in.Name),
		location:    strings.TrimSpace(in.Location),
		description: strings.TrimSpace(in.Description),
		recentWork:  strings.TrimSpace(in.RecentWork),
	}
	f.nameKey = NameKey(f.name)
	n := utf8.RuneCountInString
	v.Check(n(f.name) >= 2, "name", msgName)
	v.Check(n(f.name) <= MaxNameLen, "name", msgNameLong)
	if cat := strings.TrimSpace(in.Category); n(cat) < 2 {
		v.Add("category", msgCategory)
	} else if c, ok := ParseCategory(cat); !ok {
		v.Add("category", msgCategoryBad)
	} else {
		f.category = c
	}
	v.Check(n(f.location) >= 2, "location", msgLocation)
	v.Check(n(f.location) <= MaxLocationLen, "location", msgLocLong)
	if a, none, ok := ParseAffiliation(in.Affiliation); !ok {
		v.Add("affiliation", msgAffiliation)
	} else if !none {
		f.affiliation = &a
	}
	v.Check(n(f.description) >= 10, "description", msgDescription)
	v.Check(n(f.description) <= MaxDescriptionLen, "description", msgDescLong)
	v.Check(n(f.recentWork) <= MaxRecentWorkLen, "recentWork", msgWorkLong)
	f.services = store.StringList{}
	for _, entry := range in.Services {
		for _, line := range strings.Split(entry, "\n") {
			if line = strings.TrimSpace(line); line != "" {
				f.services = append(f.services, line)
				v.Check(n(line) <= MaxServiceLen, "services", msgServiceLong)
			}
		}
	}
	v.Check(len(f.services) <= MaxServices, "services", msgServicesN)
	return f, v.Err()
}

// NameKey is the "Name A-Z" sort key: trimmed, lower-cased (Unicode-aware),
// compared byte-wise on both engines.
func NameKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// Create makes the actor's vendor profile. The owner is always the actor.
func (s *Service) Create(ctx context.Context, actor *accounts.User, in Input) (*Vendor, error) {
	// SECURITY: only signed-in vendor users create a vendor profile, one each.
	if actor == nil {
		return nil, accounts.ErrNotSignedIn()
	}
	if actor.UserType != accounts.Vendor {
		return nil, apperr.New(apperr.Forbidden, msgNotVendor)
	}
	if existing, err := s.ByUser(ctx, actor.ID); err != nil {
		return nil, err
	} else if existing != nil {
		return nil, apperr.New(apperr.Conflict, msgDuplicate)
	}
	f, err := validate(in)
	if err != nil {
		return nil, err
	}
	if f.logo, err = s.uploads.ImageField(ctx, "logo", in.Logo, ""); err != nil {
		return nil, err
	}
	now := store.Now()
	v := &Vendor{UserID: actor.ID, CreatedAt: now, UpdatedAt: now}
	f.apply(v)
	err = s.db.GetW(ctx, &v.ID, `INSERT INTO vendors (user_id, name, name_key, category, location, affiliation,
		description, logo, services, recent_work, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		v.UserID, v.Name, f.nameKey, v.Category, v.Location, v.Affiliation, v.Description, v.Logo,
		v.Services, v.RecentWork, v.CreatedAt, v.UpdatedAt)
	if store.IsUniqueViolation(err) { // a concurrent second create lost the race
		return nil, apperr.New(apperr.Conflict, msgDuplicate)
	}
	if err != nil {
		return nil, err
	}
	s.facets.Forget()
	return v, nil
}

func (f fields) apply(v *Vendor) {
	v.Name, v.Category, v.Location, v.Affiliation = f.name, f.category, f.location, f.affiliation
	v.Description, v.Logo, v.Services, v.RecentWork = f.description, f.logo, f.services, f.recentWork
}

// Update changes vendor id's profile; only its owner may.
func (s *Service) Update(ctx context.Context, actor *accounts.User, id int64, in Input) (*Vendor, error) {
	// SECURITY: only the signed-in owner edits a vendor profile.
	if actor == nil {
		return nil, accounts.ErrNotSignedIn()
	}
	v, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if !v.OwnedBy(actor) {
		return nil, apperr.New(apperr.Forbidden, msgNotOwner)
	}
	f, err := validate(in)
	if err != nil {
		return nil, err
	}
	if f.logo, err = s.uploads.ImageField(ctx, "logo", in.Logo, v.Logo); err != nil {
		return nil, err
	}
	f.apply(v)
	v.UpdatedAt = store.Now()
	_, err = s.db.Exec(ctx, `UPDATE vendors SET name = ?, name_key = ?, category = ?, location = ?, affiliation = ?,
		description = ?, logo = ?, services = ?, recent_work = ?, updated_at = ? WHERE id = ?`,
		v.Name, f.nameKey, v.Category, v.Location, v.Affiliation, v.Description, v.Logo, v.Services,
		v.RecentWork, v.UpdatedAt, v.ID)
	if err != nil {
		return nil, err
	}
	s.facets.Forget()
	return v, nil
}

// columns are the Vendor fields every read selects.
const columns = `v.id, v.user_id, v.hidden, v.hidden_reason, v.name, v.category, v.location, v.affiliation, v.description, v.logo,
	v.services, v.recent_work, v.created_at, v.updated_at`

// Get returns vendor id, or NOT_FOUND, hidden or not: what shows a profile
// to someone reads it with GetFor.
func (s *Service) Get(ctx context.Context, id int64) (*Vendor, error) {
	var v Vendor
	if err := store.GetOne(ctx, s.db, &v, apperr.New(apperr.NotFound, MsgNotFound),
		`SELECT `+columns+` FROM vendors v WHERE v.id = ?`, id); err != nil {
		return nil, err
	}
	return &v, nil
}

// GetFor returns vendor id as viewer (nil for visitors) may read it: a
// profile moderators hid is NOT_FOUND for everyone but its owner and the
// moderators.
func (s *Service) GetFor(ctx context.Context, viewer *accounts.User, id int64) (*Vendor, error) {
	v, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if ok, err := s.CanSee(ctx, viewer, v); err != nil || !ok {
		if err == nil {
			err = apperr.New(apperr.NotFound, MsgNotFound)
		}
		return nil, err
	}
	return v, nil
}

// CanSee reports whether viewer (nil for visitors) may read v: anyone when
// it is visible, its owner and the moderators when moderators hid it (a
// statement only then).
func (s *Service) CanSee(ctx context.Context, viewer *accounts.User, v *Vendor) (bool, error) {
	// SECURITY: hidden content is its author's and the moderators' only (internal/hidden).
	var id int64
	if viewer != nil {
		id = viewer.ID
	}
	return hidden.CanSee(ctx, s.db, v.State, v.UserID, id)
}

// HiddenFor is what viewer is told of v's moderation: whether it is hidden
// and why, for its owner and the moderators (isMod: whether viewer is one);
// false and nil for everyone else and for visible profiles.
func HiddenFor(viewer *accounts.User, isMod bool, v *Vendor) (bool, *string) {
	if !v.IsHidden() || !(v.OwnedBy(viewer) || isMod) {
		return false, nil
	}
	r := v.ReasonText()
	if r == "" {
		return true, nil
	}
	return true, &r
}

// ModerationChanged drops what this process keeps of the directory (the
// dropdowns' counts) after moderators hid or restored profiles
// (internal/moderation calls it once the hidden bits are written).
func (s *Service) ModerationChanged() { s.facets.Forget() }

// ByUser returns the vendor profile of user userID, or nil when there is
// none; hidden or not (the owner's own form and dashboard read it).
func (s *Service) ByUser(ctx context.Context, userID int64) (*Vendor, error) {
	var v Vendor
	err := s.db.Get(ctx, &v, `SELECT `+columns+` FROM vendors v WHERE v.user_id = ?`, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &v, nil
}

// ByIDs returns the vendors with the given ids (missing ones are left out),
// in one statement; hidden ones too (loaders' users check CanSee).
func (s *Service) ByIDs(ctx context.Context, ids []int64) (map[int64]*Vendor, error) {
	return s.byColumn(ctx, "id", ids, func(v *Vendor) int64 { return v.ID })
}

// ByUserIDs returns the vendor profiles of the given users keyed by user id
// (users without one are left out), in one statement: User.vendorProfile
// batches through it.
func (s *Service) ByUserIDs(ctx context.Context, userIDs []int64) (map[int64]*Vendor, error) {
	return s.byColumn(ctx, "user_id", userIDs, func(v *Vendor) int64 { return v.UserID })
}

func (s *Service) byColumn(ctx context.Context, col string, keys []int64, key func(*Vendor) int64) (map[int64]*Vendor, error) {
	return store.ByKeys(ctx, s.db, `SELECT `+columns+` FROM vendors v WHERE v.`+col+` IN (?)`, keys, key)
}

// Caches are what the service keeps in memory that a write can make stale,
// by name, so that a write on one process drops them on the others too
// (internal/app, on PostgreSQL).
func (s *Service) Caches() map[string]memo.Shared {
	return map[string]memo.Shared{"vendors.facets": &s.facets}
}
