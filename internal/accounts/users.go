package accounts

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"canvass/internal/apperr"
	"canvass/internal/hidden"
	"canvass/internal/store"
)

// userCols are the columns of User (session_epoch is not part of User; see
// SessionUser). The password hash is not among them: only login reads it
// (loginCols), so no list, loader or session ever carries it.
const userCols = `id, username, email, first_name, last_name, user_type, location, bio,
	profile_image, political_affiliation, current_position, previous_positions, education, skills,
	resume, website, social_links, phone_number, is_public_profile, created_at,
	email_verified_at IS NOT NULL AS email_verified, hidden, hidden_reason`

// UserColumns are User's columns of the users table, unqualified: another
// package reading a user in its own statement (a token's member) selects
// them from users joined to tables whose columns do not clash.
const UserColumns = userCols

// loginCols are userCols and the password hash, for checking a password.
const loginCols = userCols + `, password_hash`

// Get returns the user with id, or NOT_FOUND "User not found". It returns
// the whole record: callers showing it to someone else use PublicView.
func (s *Service) Get(ctx context.Context, id int64) (*User, error) {
	var u User
	if err := store.GetOne(ctx, s.db, &u, errUserNotFound(), `SELECT `+userCols+` FROM users WHERE id = ?`, id); err != nil {
		return nil, err
	}
	return &u, nil
}

// ByIDs loads the users with the given ids in one statement (for the
// dataloader). Missing ids are absent from the map.
func (s *Service) ByIDs(ctx context.Context, ids []int64) (map[int64]*User, error) {
	return store.ByKeys(ctx, s.db, `SELECT `+userCols+` FROM users WHERE id IN (?)`, ids, func(u *User) int64 { return u.ID })
}

// SessionUser returns the user with id if their session epoch still equals
// epoch (a password reset bumps it, ending older sessions), else nil. One
// statement: the session middleware calls it on every signed-in request.
func (s *Service) SessionUser(ctx context.Context, id, epoch int64) (*User, error) {
	var u User
	// SECURITY: a suspended member is nobody's viewer, whatever signed them in.
	err := s.db.Get(ctx, &u, `SELECT `+userCols+` FROM users WHERE id = ? AND session_epoch = ? AND `+NotSuspendedSQL, id, epoch, s.now())
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &u, nil
}

// SessionEpoch returns the current session epoch of user id, stored in the
// session at sign-in.
func (s *Service) SessionEpoch(ctx context.Context, id int64) (int64, error) {
	var epoch int64
	err := s.db.Get(ctx, &epoch, `SELECT session_epoch FROM users WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, errUserNotFound()
	}
	return epoch, err
}

// CanSeeDetails reports whether viewer may see u's details (email, location,
// bio, affiliation, positions, links, phone): the user themself always;
// other signed-in members when the profile is public; visitors never.
func (s *Service) CanSeeDetails(viewer, u *User) bool {
	// SECURITY: private profiles show only name, username, type and image.
	if viewer == nil || u == nil {
		return false
	}
	return viewer.ID == u.ID || u.IsPublicProfile
}

// cardCols are the columns of a user's public card: what PublicView keeps
// for a viewer who may not see the details (never the password hash); the
// id first (CardColumnsWithoutID leaves it out).
var cardCols = []string{"id", "username", "first_name", "last_name", "user_type", "profile_image", "is_public_profile", "created_at"}

// CardColumns selects the public card of the user joined as alias into the
// *User field whose db tag is field, so a list reads its owners in its own
// statement:
//
//	`SELECT j.id, ..., ` + accounts.CardColumns("u", "owner") + ` FROM jobs j LEFT JOIN users u ON u.id = j.user_id`
//
// (sqlx scans the column "owner.username" into Owner.Username).
func CardColumns(alias, field string) string { return cardColumns(alias, field, cardCols) }

// ProfileColumns selects every field of User (what Get reads) of the user
// joined as alias into the User field whose db tag is field: for a list
// whose items are whole profiles (people open to work, internal/people).
// The caller applies PublicView.
func ProfileColumns(alias, field string) string {
	return cardColumns(alias, field, profileCols) + ", " + alias + `.email_verified_at IS NOT NULL AS "` + field + `.email_verified"`
}

// profileCols are userCols but the computed email_verified.
var profileCols = []string{"id", "username", "email", "first_name", "last_name", "user_type", "location", "bio",
	"profile_image", "political_affiliation", "current_position", "previous_positions", "education", "skills",
	"resume", "website", "social_links", "phone_number", "is_public_profile", "created_at", "hidden", "hidden_reason"}

// CardColumnsWithoutID is CardColumns without the id, for a list whose own
// column holds it (SetCardID copies it into the card).
func CardColumnsWithoutID(alias, field string) string { return cardColumns(alias, field, cardCols[1:]) }

// NameCardColumns is CardColumns with only the username, names and public
// flag (a list that shows no type, image or join date). What Card decides
// depends on the id and the flag alone; the id is the list's own column
// (its owner's or author's), which the list copies into the card
// (SetCardID): read twice, it would cost twice.
func NameCardColumns(alias, field string) string {
	return cardColumns(alias, field, []string{"username", "first_name", "last_name", "is_public_profile"})
}

// NamesColumns is NameCardColumns without the public flag: for a list
// that shows no more of its people than their username and names, which
// every viewer may see whatever the flag says.
func NamesColumns(alias, field string) string {
	return cardColumns(alias, field, []string{"username", "first_name", "last_name"})
}

// SetCardID gives a card read without its id (NameCardColumns,
// NamesColumns) the id of the user the list joined it by.
func SetCardID(card *User, id int64) {
	if card != nil {
		card.ID = id
	}
}

// cardColumns selects cols of the user joined as alias into field.
func cardColumns(alias, field string, cols []string) string {
	var b strings.Builder
	for i, c := range cols {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(alias + "." + c + ` AS "` + field + "." + c + `"`)
	}
	return b.String()
}

// WithoutJoinDate is CardColumns' text without the join date (created_at,
// the card's one timestamp): for a list whose cards do not show it, the
// card's CreatedAt stays zero.
func WithoutJoinDate(cardColumns string) string {
	i := strings.LastIndex(cardColumns, ", ")
	if i < 0 || !strings.Contains(cardColumns[i:], ".created_at") {
		panic("accounts.WithoutJoinDate: not CardColumns' text: " + cardColumns)
	}
	return cardColumns[:i]
}

// Card returns a card read with CardColumns as viewer may see it, when the
// card is all viewer may see (then it equals PublicView: name, username,
// type, image, the public flag, the join date). ok is false when viewer may
// see the details (their own card, or a public profile seen by a member):
// the caller then loads the whole user.
func (s *Service) Card(viewer, card *User) (u *User, ok bool) {
	if card == nil || s.CanSeeDetails(viewer, card) {
		return nil, false
	}
	return card, true
}

// PublicView returns u as viewer may see it: u itself when CanSeeDetails,
// otherwise a copy holding only id, name, username, user type, image, the
// public flag and the join date.
func (s *Service) PublicView(viewer, u *User) *User {
	if u == nil || s.CanSeeDetails(viewer, u) {
		return u
	}
	return &User{
		ID:              u.ID,
		Username:        u.Username,
		FirstName:       u.FirstName,
		LastName:        u.LastName,
		UserType:        u.UserType,
		ProfileImage:    u.ProfileImage,
		IsPublicProfile: u.IsPublicProfile,
		SocialLinks:     store.StringList{},
		CreatedAt:       u.CreatedAt,
		State:           u.State,
	}
}

// Profile returns member id as viewer may see it. Signed-in users only.
func (s *Service) Profile(ctx context.Context, viewer *User, id int64) (*User, error) {
	// SECURITY: member profiles are for signed-in users.
	if viewer == nil {
		return nil, ErrNotSignedIn()
	}
	u, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := s.CheckVisible(ctx, viewer, u); err != nil {
		return nil, err
	}
	return s.PublicView(viewer, u), nil
}

// CheckVisible is NOT_FOUND "User not found" when moderators hid u's
// profile and viewer (nil for visitors) is neither u nor a moderator.
// Only the profile reads (user, node, REST) ask it: owner cards on other
// lists stay, as what a suspended member wrote is hidden on its own.
func (s *Service) CheckVisible(ctx context.Context, viewer, u *User) error {
	var vid int64
	if viewer != nil {
		vid = viewer.ID
	}
	// SECURITY: a hidden profile is found by the member and the moderators only.
	ok, err := hidden.CanSee(ctx, s.db, u.State, u.ID, vid)
	if err == nil && !ok {
		err = errUserNotFound()
	}
	return err
}

// Directory page sizes.
const (
	DefaultPageSize = 20
	MaxPageSize     = 100
	maxSearchLen    = 100
)

// Directory lists members by id (keyset pagination: after is the cursor of
// the last user of the previous page), optionally filtered by a
// case-insensitive search over first name, last name, full name and
// username. Signed-in users only; private profiles come back reduced.
func (s *Service) Directory(ctx context.Context, viewer *User, search string, first int, after string) (store.Page[*User], error) {
	return s.DirectoryWith(ctx, viewer, DirectoryOptions{Search: search}, first, after)
}

// DirectoryOptions narrow the member directory for a feature's own people
// picker (the team member search, for one): the same search, cursors and
// reduced views, with a few more conditions.
type DirectoryOptions struct {
	Search string
	// MinSearch refuses searches shorter than this many characters (after
	// trimming) with an INVALID error on the field "search".
	MinSearch int
	// ExcludeVendors leaves vendor accounts out.
	ExcludeVendors bool
	// ExcludeIDsSQL is a subquery selecting user ids to leave out (e.g. a
	// team's members), with its ? arguments in ExcludeArgs. It is written by
	// the calling service, never from input.
	ExcludeIDsSQL string
	ExcludeArgs   []any
}

// DirectoryWith is Directory with extra conditions (see DirectoryOptions).
func (s *Service) DirectoryWith(ctx context.Context, viewer *User, o DirectoryOptions, first int, after string) (store.Page[*User], error) {
	var page store.Page[*User]
	// SECURITY: the member directory is for signed-in users.
	if viewer == nil {
		return page, ErrNotSignedIn()
	}
	if first <= 0 {
		first = DefaultPageSize
	}
	if first > MaxPageSize {
		first = MaxPageSize
	}
	search := strings.TrimSpace(o.Search)
	if len([]rune(search)) > maxSearchLen {
		return page, apperr.Field("search", "Search must be at most 100 characters")
	}
	if n := len([]rune(search)); n < o.MinSearch {
		return page, apperr.Field("search", "Type at least "+itoa(o.MinSearch)+" characters to search.")
	}
	// SECURITY: hidden profiles are listed for no one but themselves.
	q := store.PageQuery{Select: `SELECT ` + userCols + ` FROM users`, Where: []string{"(" + hidden.Visible("") + " OR id = ?)"}, Args: []any{viewer.ID},
		Order: byID, First: first, After: after}
	if search != "" {
		pat := "%" + likeEscape(search) + "%"
		q.Where = append(q.Where, `(lower(username) LIKE lower(?) ESCAPE '\'
			OR lower(first_name || ' ' || last_name) LIKE lower(?) ESCAPE '\'
			OR lower(last_name || ' ' || first_name) LIKE lower(?) ESCAPE '\')`)
		q.Args = append(q.Args, pat, pat, pat)
	}
	if o.ExcludeVendors {
		q.Where = append(q.Where, `user_type <> 'vendor'`)
	}
	if o.ExcludeIDsSQL != "" {
		q.Where = append(q.Where, `id NOT IN (`+o.ExcludeIDsSQL+`)`)
		q.Args = append(q.Args, o.ExcludeArgs...)
	}
	page, err := store.Paginate(ctx, s.db, q, func(u *User) []any { return []any{u.ID} })
	if err != nil {
		return page, err
	}
	for i, u := range page.Items {
		page.Items[i] = s.PublicView(viewer, u)
	}
	return page, nil
}

// byID is the member directory's order; its name tags its cursors.
var byID = store.Order{Name: "user.id", Cols: []store.Col{{Expr: "id", Kind: store.Int}}}

// likeEscape escapes LIKE wildcards for use with ESCAPE '\'.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
