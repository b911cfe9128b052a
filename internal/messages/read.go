package messages

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"unicode/utf8"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
)

// unreadFrom is the condition "m is unread by its receiver": not read, not
// withheld, not hidden by moderators (a hidden message is withheld from its
// receiver as a blocked sender's is: internal/hidden), and its sender not
// blocked by the receiver.
const unreadFrom = `m.read_at IS NULL AND NOT m.withheld AND m.hidden = 0
	AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = m.receiver_id AND b.blocked_id = m.sender_id)`

// UnreadCount is how many messages viewer has not read (computed by the
// database on every call, so it never drifts).
func (s *Service) UnreadCount(ctx context.Context, viewer *accounts.User) (int, error) {
	if viewer == nil {
		return 0, notSignedIn()
	}
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM messages m WHERE m.receiver_id = ? AND `+unreadFrom, viewer.ID)
	return n, err
}

// MarkConversationRead marks as read the messages otherID sent viewer, up
// to and including message upTo (0: all of them; a client passes the newest
// message on its screen). It returns how many changed.
func (s *Service) MarkConversationRead(ctx context.Context, viewer *accounts.User, otherID, upTo int64) (int, error) {
	// SECURITY: only the receiver's own messages change.
	if viewer == nil {
		return 0, notSignedIn()
	}
	q := `UPDATE messages SET read_at = ? WHERE receiver_id = ? AND sender_id = ? AND read_at IS NULL AND NOT withheld AND hidden = 0`
	args := []any{s.now(), viewer.ID, otherID}
	if upTo > 0 {
		q += ` AND id <= ?`
		args = append(args, upTo)
	}
	res, err := s.db.Exec(ctx, q, args...)
	if err != nil {
		return 0, err
	}
	n, _ := res.RowsAffected()
	if n > 0 {
		s.publish(ctx, Event{Kind: KindRead, UserIDs: []int64{viewer.ID, otherID}, ReaderID: viewer.ID, OtherID: otherID, UpTo: upTo})
	}
	return int(n), nil
}

// MarkRead marks one received message as read. Someone who is not a party
// gets NOT_FOUND; its sender gets FORBIDDEN.
func (s *Service) MarkRead(ctx context.Context, viewer *accounts.User, id int64) (*Message, error) {
	m, err := s.Get(ctx, viewer, id)
	if err != nil {
		return nil, err
	}
	// SECURITY: only the receiver marks a message read.
	if m.ReceiverID != viewer.ID {
		return nil, apperr.New(apperr.Forbidden, msgNotReceiver)
	}
	if m.ReadAt != nil {
		return m, nil
	}
	now := s.now()
	res, err := s.db.Exec(ctx, `UPDATE messages SET read_at = ? WHERE id = ? AND read_at IS NULL`, now, id)
	if err != nil {
		return nil, err
	}
	m.ReadAt = &now
	if n, _ := res.RowsAffected(); n > 0 {
		s.publish(ctx, Event{Kind: KindRead, UserIDs: []int64{viewer.ID, m.SenderID}, ReaderID: viewer.ID, OtherID: m.SenderID, MessageID: id})
	}
	return m, nil
}

// MarkAllRead marks every message viewer received as read.
func (s *Service) MarkAllRead(ctx context.Context, viewer *accounts.User) (int, error) {
	if viewer == nil {
		return 0, notSignedIn()
	}
	res, err := s.db.Exec(ctx, `UPDATE messages SET read_at = ? WHERE receiver_id = ? AND read_at IS NULL AND NOT withheld AND hidden = 0`, s.now(), viewer.ID)
	if err != nil {
		return 0, err
	}
	n, _ := res.RowsAffected()
	if n > 0 {
		s.publish(ctx, Event{Kind: KindRead, UserIDs: []int64{viewer.ID}, ReaderID: viewer.ID})
	}
	return int(n), nil
}

// contactRow is a Contact as the contacts query reads it: the contact
// itself (a page's contacts point into their rows), and the unread total.
type contactRow struct {
	Contact
	Total int `db:"total_unread"` // ContactsAndUnread only
}

// totalUnread is UnreadCount as a column of the contacts statement (its
// placeholder is the viewer): not correlated, so computed once.
const totalUnread = `, (SELECT COUNT(*) FROM messages m WHERE m.receiver_id = ? AND ` + unreadFrom + `) AS total_unread`

// contactSelect reads contacts of user ? with their newest message, unread
// count and the other person's public card (one statement, whatever the
// page size).
var contactSelect = contactsSelect(msgCols, contactCard)

// contactCard is the other person's public card in a contacts statement,
// without their id: it is the row's other_id (contactRow.contact sets it),
// and each column read costs.
var contactCard = accounts.CardColumnsWithoutID("u", "with")

// briefContactCard is a Brief page's card: without the join date.
var briefContactCard = accounts.WithoutJoinDate(contactCard)

func contactsSelect(msgCols, card string) string {
	return `SELECT c.other_id, ` + lastMessageColumns(msgCols) + `, ` + card + `,
	(SELECT COUNT(*) FROM messages x WHERE x.receiver_id = c.user_id AND x.sender_id = c.other_id
		AND x.read_at IS NULL AND NOT x.withheld AND x.hidden = 0) AS unread
	FROM conversations c
	JOIN messages m ON m.id = c.last_message_id
	JOIN users u ON u.id = c.other_id`
}

// previewShown is the condition that a contact row's newest message (m) is
// one its user may see: a message moderators hid is no receiver's preview.
// (ModerationChanged points the rows at the newest message each can see;
// this keeps a row that still points at a hidden one out meanwhile.)
const previewShown = `NOT (m.hidden <> 0 AND m.receiver_id = c.user_id)`

// lastMessageColumns names a list of message columns (msgCols, made
// shorter by ContactsFilter.columns) as Contact's LastMessage reads them:
// m.content AS "last.content", ... AS "last.is_read".
func lastMessageColumns(cols string) string {
	items := strings.Split(cols, ", ")
	for i, c := range items {
		if expr, name, ok := strings.Cut(c, " AS "); ok {
			items[i] = expr + ` AS "last.` + name + `"`
		} else {
			items[i] = c + ` AS "last.` + strings.TrimPrefix(c, "m.") + `"`
		}
	}
	return strings.Join(items, ", ")
}

// ContactsFilter narrows and shapes a contacts page.
type ContactsFilter struct {
	// Search matches first name, last name or username (case-insensitive
	// substring).
	Search string
	// Brief leaves the last messages' ReadAt nil (IsRead stays right) and
	// the people's join date zero (for a page that shows neither).
	Brief bool
	// BareMessage leaves the last messages' sender, receiver, client id and
	// withheld flag zero; BareCard leaves the people's user type, image and
	// join date zero (accounts.NameCardColumns). For a page that shows
	// none of them: each column read costs.
	BareMessage, BareCard bool
	// Names (with BareCard) reads only the people's username and names
	// (accounts.NamesColumns).
	Names bool
	// NoReadState (with Brief) leaves the last messages' read state out:
	// IsRead reads false. For a page that shows neither isRead nor readAt.
	NoReadState bool
}

// columns are the page's message and card columns for f.
func (f ContactsFilter) columns() (msg, card string) {
	msg, card = msgCols, contactCard
	if f.Brief {
		msg, card = briefMsgCols, briefContactCard
	}
	if f.BareMessage {
		msg = store.WithoutColumns(msg, "m", "sender_id", "receiver_id", "client_id", "withheld")
	}
	if f.Brief && f.NoReadState {
		msg = strings.Replace(msg, readState, "", 1)
	}
	if f.BareCard {
		card = nameCard
		if f.Names {
			card = accounts.NamesColumns("u", "with")
		}
	}
	return msg, card
}

// shape numbers the column sets of f (and whether the unread total is
// read beside them): an index into contactSelects.
func (f ContactsFilter) shape(withTotal bool) int {
	n := 0
	for i, b := range []bool{f.Brief, f.BareMessage, f.BareCard, f.NoReadState, f.Names, withTotal} {
		if b {
			n |= 1 << i
		}
	}
	return n
}

// contactSelects are the contacts statements' SELECT parts for every
// shape, made once: a page's statement is otherwise rebuilt, a kilobyte
// of text, on every request.
var contactSelects = func() (out [64]string) {
	for n := range out {
		f := ContactsFilter{Brief: n&1 != 0, BareMessage: n&2 != 0, BareCard: n&4 != 0, NoReadState: n&8 != 0, Names: n&16 != 0}
		cols, card := f.columns()
		if n&32 != 0 {
			card += totalUnread
		}
		out[n] = contactsSelect(cols, card)
	}
	return out
}()

// nameCard is a BareCard page's card.
var nameCard = accounts.NameCardColumns("u", "with")

// byRecent is the contacts' order: newest conversation first.
var byRecent = store.Order{Name: "contact.recent", Cols: []store.Col{{Expr: "c.last_message_id", Desc: true, Kind: store.Int}}}

// MaxFilterLen bounds the contacts filter.
const MaxFilterLen = 100

// Contacts pages the people viewer has exchanged messages with, newest
// conversation first, with the newest message and the unread count,
// narrowed by f. People viewer blocked are left out.
func (s *Service) Contacts(ctx context.Context, viewer *accounts.User, f ContactsFilter, first int, after string) (store.Page[*Contact], error) {
	page, _, err := s.contacts(ctx, viewer, f, first, after, false)
	return page, err
}

// ContactsAndUnread is Contacts and UnreadCount in one statement (the
// Messages screen shows both): the total is a column of the page's rows,
// and counted apart only when the page has none.
func (s *Service) ContactsAndUnread(ctx context.Context, viewer *accounts.User, f ContactsFilter, first int, after string) (store.Page[*Contact], int, error) {
	page, total, err := s.contacts(ctx, viewer, f, first, after, true)
	if err == nil && len(page.Items) == 0 {
		total, err = s.UnreadCount(ctx, viewer)
	}
	return page, total, err
}

func (s *Service) contacts(ctx context.Context, viewer *accounts.User, f ContactsFilter, first int, after string, withTotal bool) (store.Page[*Contact], int, error) {
	var page store.Page[*Contact]
	if viewer == nil {
		return page, 0, notSignedIn()
	}
	filter := strings.TrimSpace(f.Search)
	if utf8.RuneCountInString(filter) > MaxFilterLen {
		return page, 0, apperr.Field("filter", "Search must be at most 100 characters")
	}
	// SECURITY: the viewer's own contacts only.
	var selArgs []any
	if withTotal {
		selArgs = []any{viewer.ID}
	}
	q := store.PageQuery{
		Select: contactSelects[f.shape(withTotal)], SelectArgs: selArgs,
		Where: []string{`c.user_id = ?`,
			`NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = c.user_id AND b.blocked_id = c.other_id)`, previewShown},
		Args:  []any{viewer.ID},
		Order: byRecent, First: first, After: after,
	}
	if filter != "" {
		pat := "%" + likeEscape(strings.ToLower(filter)) + "%"
		q.Where = append(q.Where, `(lower(u.username) LIKE ? ESCAPE '\' OR lower(u.first_name) LIKE ? ESCAPE '\'
			OR lower(u.last_name) LIKE ? ESCAPE '\' OR lower(u.first_name || ' ' || u.last_name) LIKE ? ESCAPE '\')`)
		q.Args = append(q.Args, pat, pat, pat, pat)
	}
	rows, err := store.Paginate(ctx, s.db, q, func(r *contactRow) []any { return []any{r.LastMessage.ID} })
	if err != nil {
		return page, 0, err
	}
	total := 0
	if len(rows.Items) > 0 {
		total = rows.Items[0].Total
	}
	return store.MapPage(rows, func(r *contactRow) *Contact { return r.contact(viewer.ID) }), total, nil
}

// contact is the contact of userID that r reads.
func (r *contactRow) contact(userID int64) *Contact {
	r.UserID = userID
	accounts.SetCardID(r.With, r.OtherID) // the card is read without it
	return &r.Contact
}

// Contact returns viewer's conversation with otherID as the contacts list
// shows it, or nil when they have none (or viewer blocked them).
func (s *Service) Contact(ctx context.Context, viewer *accounts.User, otherID int64) (*Contact, error) {
	if viewer == nil {
		return nil, notSignedIn()
	}
	var rows []*contactRow
	err := s.db.Select(ctx, &rows, contactSelect+` WHERE c.user_id = ? AND c.other_id = ? AND `+previewShown+`
		AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = c.user_id AND b.blocked_id = c.other_id)`, viewer.ID, otherID)
	if err != nil || len(rows) == 0 {
		return nil, err
	}
	return rows[0].contact(viewer.ID), nil
}

// likeEscape escapes LIKE wildcards for use with ESCAPE '\'.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// ConversationWith returns viewer's conversation with otherID even when no
// message exists yet (LastMessage zero), with Blocked set. otherID must be
// an existing user other than viewer (NOT_FOUND otherwise).
func (s *Service) ConversationWith(ctx context.Context, viewer *accounts.User, otherID int64) (*Contact, error) {
	if viewer == nil {
		return nil, notSignedIn()
	}
	if otherID == viewer.ID {
		return nil, apperr.New(apperr.NotFound, msgUserNotFound)
	}
	var row struct {
		Blocked bool           `db:"blocked"`
		Unread  int            `db:"unread"`
		LastID  *int64         `db:"last_id"`
		With    *accounts.User `db:"with"`
	}
	// The user's public card, the block, the unread count and the newest
	// message's id (the card answers the conversation's header without
	// waiting for the user loader).
	err := s.db.Get(ctx, &row, `SELECT `+accounts.CardColumns("u", "with")+`,
		EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ? AND b.blocked_id = u.id) AS blocked,
		(SELECT COUNT(*) FROM messages x WHERE x.receiver_id = ? AND x.sender_id = u.id
			AND x.read_at IS NULL AND NOT x.withheld AND x.hidden = 0) AS unread,
		(SELECT c.last_message_id FROM conversations c WHERE c.user_id = ? AND c.other_id = u.id) AS last_id
		FROM users u WHERE u.id = ?`, viewer.ID, viewer.ID, viewer.ID, otherID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, msgUserNotFound)
	}
	if err != nil {
		return nil, err
	}
	c := &Contact{UserID: viewer.ID, OtherID: otherID, UnreadCount: row.Unread, Blocked: row.Blocked, With: row.With}
	if row.LastID != nil {
		if err := s.db.Get(ctx, &c.LastMessage, `SELECT `+msgCols+` FROM messages m WHERE m.id = ?`, *row.LastID); err != nil {
			return nil, err
		}
		// SECURITY: a message moderators hid is not its receiver's to see.
		if c.LastMessage.IsHidden() && c.LastMessage.ReceiverID == viewer.ID {
			c.LastMessage = Message{}
		}
	}
	if c.Blocked {
		c.UnreadCount = 0
	}
	return c, nil
}

// MinContactSearch is the shortest New Contact search.
const MinContactSearch = 2

// contactsOf selects everyone user ? must not find in the New Contact
// search: themself, their contacts (blocked ones included) and the people
// they blocked (they are in the blocked list, where Unblock brings them
// back).
const contactsOf = `SELECT ? UNION ALL SELECT other_id FROM conversations WHERE user_id = ?
	UNION ALL SELECT blocked_id FROM blocks WHERE blocker_id = ?`

// NewContactCandidates searches everyone viewer could start a conversation
// with (the "New Contact" dialog): a search of at least MinContactSearch
// characters over first name, last name and username, leaving out viewer,
// their existing contacts and the people they blocked; paged by id. Vendors
// are found like everyone else (they message and are messaged).
func (s *Service) NewContactCandidates(ctx context.Context, viewer *accounts.User, search string, first int, after string) (store.Page[*accounts.User], error) {
	// SECURITY: signed-in users only (the directory refuses visitors); the
	// people come back as the viewer may see them (private profiles reduced).
	if viewer == nil {
		return store.Page[*accounts.User]{}, notSignedIn()
	}
	return s.people.DirectoryWith(ctx, viewer, accounts.DirectoryOptions{
		Search:        search,
		MinSearch:     MinContactSearch,
		ExcludeIDsSQL: contactsOf,
		ExcludeArgs:   []any{viewer.ID, viewer.ID, viewer.ID},
	}, first, after)
}
