package graph

import (
	"context"
	"encoding/json"

	"github.com/99designs/gqlgen/graphql"

	"canvass/graph/gqlrun"
	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/events"
	"canvass/internal/messages"
	"canvass/internal/moderation"
	"canvass/internal/session"
	"canvass/internal/store"
)

// Message resolvers: each translates GraphQL to a call of the messages
// service, which owns every rule and permission (internal/messages).

const msgUserNotFound = "User not found"

func (r *Resolver) messageNode(ctx context.Context, id int64) (model.Node, error) {
	m, err := r.Messages.Get(ctx, session.Viewer(ctx), id)
	if err != nil {
		// SECURITY: someone else's message (or a visitor) reads as missing.
		if c := apperr.CodeOf(err); c == apperr.NotFound || c == apperr.Unauthenticated {
			return nil, nil
		}
		return nil, err
	}
	return m, nil
}

// isViewer reports whether u is the signed-in user (the viewer-only fields).
func isViewer(ctx context.Context, u *accounts.User) bool {
	v := session.Viewer(ctx)
	return v != nil && u != nil && v.ID == u.ID
}

func (r *Resolver) conversations(ctx context.Context, u *accounts.User, n *int, after, filter *string) (*model.ConversationConnection, error) {
	// SECURITY: contacts are the viewer's own; null on anyone else.
	if !isViewer(ctx, u) {
		return nil, nil
	}
	op := graphql.GetOperationContext(ctx)
	key := contactsKey{contactsFilter(op, collectHere(ctx), orZero(filter)), first(n), orZero(after)}
	var page store.Page[*messages.Contact]
	var err error
	if v, ok := loaders.For(ctx).Take(key); ok {
		page = v.(store.Page[*messages.Contact]) // read with the unread total
	} else if _, asked := sibling(ctx, "unreadMessageCount"); asked {
		var total int
		if page, total, err = r.Messages.ContactsAndUnread(ctx, session.Viewer(ctx), key.f, key.first, key.after); err != nil {
			return nil, err
		}
		loaders.For(ctx).Put(unreadTotalKey{}, total)
	} else if page, err = r.Messages.Contacts(ctx, session.Viewer(ctx), key.f, key.first, key.after); err != nil {
		return nil, err
	}
	// The contacts and the viewer (the last messages' senders and receivers)
	// in one statement, however the loader's batches would fall; not when
	// the contacts' cards (read with the page) answer all that is asked.
	with, asksWith := selection(ctx, "edges", "node", "with")
	if asksWith && !cardOnly(with) || selects(ctx, "edges", "node", "lastMessage", "sender") ||
		selects(ctx, "edges", "node", "lastMessage", "receiver") {
		ids := []int64{session.Viewer(ctx).ID}
		for _, c := range page.Items {
			ids = append(ids, c.OtherID)
		}
		if err := loaders.For(ctx).PrimeUsers(ids); err != nil {
			return nil, err
		}
	}
	conn := &model.ConversationConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, x *messages.Contact) model.ConversationEdge {
		return model.ConversationEdge{Cursor: c, Node: x}
	})
	return conn, nil
}

// messageRequests pages the viewer's pending message requests, as the
// contacts list pages conversations.
func (r *Resolver) messageRequests(ctx context.Context, u *accounts.User, n *int, after *string) (*model.ConversationConnection, error) {
	// SECURITY: the viewer's own requests; null on anyone else.
	if !isViewer(ctx, u) {
		return nil, nil
	}
	f := contactsFilter(graphql.GetOperationContext(ctx), collectHere(ctx), "")
	page, err := r.Messages.Requests(ctx, u, f, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	if with, asksWith := selection(ctx, "edges", "node", "with"); asksWith && !cardOnly(with) || selects(ctx, "edges", "node", "lastMessage", "sender") ||
		selects(ctx, "edges", "node", "lastMessage", "receiver") {
		ids := []int64{u.ID}
		for _, c := range page.Items {
			ids = append(ids, c.OtherID)
		}
		if err := loaders.For(ctx).PrimeUsers(ids); err != nil {
			return nil, err
		}
	}
	conn := &model.ConversationConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, x *messages.Contact) model.ConversationEdge {
		return model.ConversationEdge{Cursor: c, Node: x}
	})
	return conn, nil
}

func (r *Resolver) messageRequestCount(ctx context.Context, u *accounts.User) (*int, error) {
	if !isViewer(ctx, u) {
		return nil, nil
	}
	n, err := r.Messages.RequestCount(ctx, u)
	return &n, err
}

// blockMessageRequest reports the newest message of the viewer's request
// from input.userId to moderators (internal/moderation, as spam) and blocks
// its sender; each service checks its own rules.
func (r *Resolver) blockMessageRequest(ctx context.Context, in model.BlockMessageRequestInput) (*model.MessageRequestPayload, error) {
	v := session.Viewer(ctx)
	if v == nil {
		return nil, accounts.ErrNotSignedIn()
	}
	id, err := fromGlobalID(in.UserID, "User", msgUserNotFound)
	if err != nil {
		return nil, apperr.New(apperr.NotFound, msgUserNotFound)
	}
	m, err := r.Messages.NewestRequestMessage(ctx, v, id)
	if err != nil {
		return nil, err
	}
	_, _, err = r.Moderation.Report(ctx, v, moderation.ReportInput{TargetType: moderation.TargetMessage, TargetID: m.ID,
		Reason: moderation.Reason("spam"), Details: orZero(in.Details)})
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.MessageRequestPayload{Errors: errs}, err
	}
	if err := r.Messages.Block(ctx, v, id); err != nil {
		return nil, err
	}
	return r.requestPayload(ctx, v, id)
}

// decideMessageRequest accepts or declines the viewer's request from
// input.userId, answering with the conversation and both counts.
func (r *Resolver) decideMessageRequest(ctx context.Context, in model.MessageRequestInput, accept bool) (*model.MessageRequestPayload, error) {
	v := session.Viewer(ctx)
	if v == nil {
		return nil, accounts.ErrNotSignedIn()
	}
	id, err := fromGlobalID(in.UserID, "User", msgUserNotFound)
	if err != nil {
		return nil, apperr.New(apperr.NotFound, msgUserNotFound)
	}
	if accept {
		_, err = r.Messages.AcceptRequest(ctx, v, id)
	} else {
		err = r.Messages.DeclineRequest(ctx, v, id)
	}
	if err != nil {
		return nil, err
	}
	return r.requestPayload(ctx, v, id)
}

// requestPayload answers a request mutation: the conversation with id and
// the viewer's counts.
func (r *Resolver) requestPayload(ctx context.Context, v *accounts.User, id int64) (*model.MessageRequestPayload, error) {
	var err error
	p := &model.MessageRequestPayload{Errors: []model.UserError{}}
	if p.Conversation, err = r.Messages.ConversationWith(ctx, v, id); err != nil {
		return nil, err
	}
	requests, err := r.Messages.RequestCount(ctx, v)
	if err != nil {
		return nil, err
	}
	unread, err := r.Messages.UnreadCount(ctx, v)
	p.RequestCount, p.UnreadCount = &requests, &unread
	return p, err
}

func (r *Resolver) unreadMessageCount(ctx context.Context, u *accounts.User) (*int, error) {
	if !isViewer(ctx, u) {
		return nil, nil
	}
	if v, ok := loaders.For(ctx).Take(unreadTotalKey{}); ok {
		n := v.(int) // read with the contacts
		return &n, nil
	}
	if key, ok := contactsBeside(ctx); ok {
		// An invalid filter is conversations' error to report: count apart.
		if page, total, err := r.Messages.ContactsAndUnread(ctx, u, key.f, key.first, key.after); err == nil {
			loaders.For(ctx).Put(key, page)
			return &total, nil
		}
	}
	n, err := r.Messages.UnreadCount(ctx, u)
	return &n, err
}

// The Messages screen asks for the viewer's unread total and contacts side
// by side: whichever of the two fields resolves first reads both in one
// statement (ContactsAndUnread) and leaves the other its part in the
// operation's stash, under these keys.
type (
	contactsKey struct {
		f     messages.ContactsFilter
		first int
		after string
	}
	unreadTotalKey struct{}
)

// contactsFilter is the contacts page a connection that selects fields
// shows: Brief without read times (isRead is kept) nor join dates, bare
// messages and cards when it asks for nothing more than their plain fields.
func contactsFilter(op *graphql.OperationContext, fields []graphql.CollectedField, search string) messages.ContactsFilter {
	asks := func(path ...string) bool { _, ok := selectionIn(op, fields, path...); return ok }
	only := func(allowed map[string]bool, path ...string) bool {
		sel, _ := selectionIn(op, fields, path...)
		return namesIn(sel, allowed)
	}
	return messages.ContactsFilter{Search: search,
		Brief:       !asks("edges", "node", "lastMessage", "readAt") && !asks("edges", "node", "with", "createdAt"),
		BareMessage: only(bareMessageFields, "edges", "node", "lastMessage"),
		BareCard:    only(nameCardFields, "edges", "node", "with"),
		Names:       only(namesFields, "edges", "node", "with"),
		NoReadState: !asks("edges", "node", "lastMessage", "isRead") && !asks("edges", "node", "lastMessage", "readAt"),
	}
}

// bareMessageFields are the Message fields a bare message answers.
var bareMessageFields = map[string]bool{"__typename": true, "id": true, "databaseId": true, "content": true, "createdAt": true, "isRead": true, "readAt": true}

// contactsBeside returns the contacts page asked beside the current field
// (unreadMessageCount), as conversations' resolver will ask for it.
func contactsBeside(ctx context.Context) (contactsKey, bool) {
	conv, ok := sibling(ctx, "conversations")
	if !ok {
		return contactsKey{}, false
	}
	op := graphql.GetOperationContext(ctx)
	args := conv.ArgumentMap(op.Variables)
	n, ok1 := intArg(args["first"])
	after, ok2 := stringArg(args["after"])
	filter, ok3 := stringArg(args["filter"])
	if !ok1 || !ok2 || !ok3 {
		return contactsKey{}, false
	}
	fields := collect(op, conv.Selections)
	return contactsKey{contactsFilter(op, fields, orZero(filter)), first(n), orZero(after)}, true
}

// userSatisfies is the User type's list for gqlrun.CollectFields, which
// keys its shared answers by the list's identity: one slice, always.
var userSatisfies = []string{"User"}

// sibling returns the field named name asked beside the current field on
// the same user, when it is asked exactly once (no aliases).
func sibling(ctx context.Context, name string) (graphql.CollectedField, bool) {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || fc.Parent == nil || fc.Parent.Field.Field == nil {
		return graphql.CollectedField{}, false
	}
	var found []graphql.CollectedField
	for _, f := range gqlrun.CollectFields(graphql.GetOperationContext(ctx), fc.Parent.Field.Selections, userSatisfies) {
		if f.Name == name {
			found = append(found, f)
		}
	}
	if len(found) != 1 {
		return graphql.CollectedField{}, false
	}
	return found[0], true
}

// intArg and stringArg read a coerced argument (nil when absent or null).
func intArg(v any) (*int, bool) {
	var n int64
	switch v := v.(type) {
	case nil:
		return nil, true
	case int:
		n = int64(v)
	case int64:
		n = v
	case json.Number:
		i, err := v.Int64()
		if err != nil {
			return nil, false
		}
		n = i
	default:
		return nil, false
	}
	i := int(n)
	return &i, true
}

func stringArg(v any) (*string, bool) {
	switch v := v.(type) {
	case nil:
		return nil, true
	case string:
		return &v, true
	}
	return nil, false
}

func (r *Resolver) blockedUsers(ctx context.Context, u *accounts.User, n *int, after *string) (*model.UserConnection, error) {
	// SECURITY: only the viewer's own block list.
	if !isViewer(ctx, u) {
		return nil, nil
	}
	page, err := r.Messages.BlockedUsers(ctx, u, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(page.Items))
	for i, b := range page.Items {
		ids[i] = b.UserID
	}
	if err := loaders.For(ctx).PrimeUsers(ids); err != nil {
		return nil, err
	}
	conn := &model.UserConnection{}
	var missing error
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, b *messages.Blocked) model.UserEdge {
		u, err := r.publicUser(ctx, b.UserID)
		if err != nil {
			missing = err
		}
		return model.UserEdge{Cursor: c, Node: u}
	})
	return conn, missing
}

func (r *Resolver) conversation(ctx context.Context, with string) (*messages.Contact, error) {
	id, err := fromGlobalID(with, "User", msgUserNotFound)
	if err != nil {
		return nil, nil
	}
	c, err := r.Messages.ConversationWith(ctx, session.Viewer(ctx), id)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return c, nil
}

func (r *Resolver) conversationMessages(ctx context.Context, c *messages.Contact, last *int, before *string) (*model.MessageConnection, error) {
	// SECURITY: Contact.UserID is always the viewer (built by the service
	// for the signed-in user); the service pages the pair's messages only.
	v := session.Viewer(ctx)
	if v == nil || v.ID != c.UserID {
		return nil, accounts.ErrNotSignedIn()
	}
	conversation := r.Messages.Conversation
	if !selects(ctx, "edges", "node", "readAt") && !selects(ctx, "edges", "node", "receiver") && !selects(ctx, "edges", "node", "clientId") {
		conversation = r.Messages.BriefConversation // isRead without the time, senders without receivers
	}
	page, err := conversation(ctx, v, c.OtherID, first(last), orZero(before))
	if err != nil {
		return nil, err
	}
	// Every sender and receiver is one of the two: one statement for both,
	// however the loader's batches would fall.
	if len(page.Items) > 0 && (selects(ctx, "edges", "node", "sender") || selects(ctx, "edges", "node", "receiver")) {
		if err := loaders.For(ctx).PrimeUsers([]int64{v.ID, c.OtherID}); err != nil {
			return nil, err
		}
	}
	conn := &model.MessageConnection{}
	conn.Edges, conn.PageInfo = backwardEdges(ctx, page, before, func(cur string, m *messages.Message) model.MessageEdge {
		return model.MessageEdge{Cursor: cur, Node: m}
	})
	return conn, nil
}

// conversationWith is the other person: their card read with the contacts
// when it is enough, else the loader's user (null when gone).
func (r *Resolver) conversationWith(ctx context.Context, c *messages.Contact) (*accounts.User, error) {
	if c.With != nil {
		return r.ownerView(ctx, c.OtherID, c.With)
	}
	return r.publicUser(ctx, c.OtherID)
}

func messageClientID(ctx context.Context, m *messages.Message) *string {
	// SECURITY: the client id is the sender's own bookkeeping.
	if v := session.Viewer(ctx); v == nil || v.ID != m.SenderID {
		return nil
	}
	return m.ClientID
}

func messageViewerIsSender(ctx context.Context, m *messages.Message) bool {
	v := session.Viewer(ctx)
	return v != nil && v.ID == m.SenderID
}

func (r *Resolver) messagesSince(ctx context.Context, after int, n *int) (*model.MessageCatchUp, error) {
	list, more, err := r.Messages.Since(ctx, session.Viewer(ctx), int64(after), max(first(n), 1))
	if err != nil {
		return nil, err
	}
	out := make([]messages.Message, len(list))
	for i, m := range list {
		out[i] = *m
	}
	return &model.MessageCatchUp{Messages: out, HasMore: more}, nil
}

func (r *Resolver) sendMessage(ctx context.Context, in model.SendMessageInput) (*model.SendMessagePayload, error) {
	v := session.Viewer(ctx)
	if v == nil {
		return nil, accounts.ErrNotSignedIn()
	}
	to, err := fromGlobalID(in.ReceiverID, "User", msgUserNotFound)
	if err != nil {
		// An id that names no user is an input problem of this send.
		errs, err := userErrors(messages.ErrUnknownReceiver())
		return &model.SendMessagePayload{Errors: errs}, err
	}
	m, err := r.Messages.Send(ctx, v, messages.SendInput{ReceiverID: to, Content: in.Content, ClientID: orZero(in.ClientID)})
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.SendMessagePayload{Errors: errs}, err
	}
	c, err := r.Messages.ConversationWith(ctx, v, m.ReceiverID)
	if err != nil {
		return nil, err
	}
	return &model.SendMessagePayload{Message: m, Conversation: c, Errors: []model.UserError{}}, nil
}

// readPayload answers a mark-read mutation with the viewer's unread count
// and, when other > 0, their conversation with other.
func (r *Resolver) readPayload(ctx context.Context, marked int, m *messages.Message, other int64) (*model.MarkReadPayload, error) {
	v := session.Viewer(ctx)
	p := &model.MarkReadPayload{Marked: marked, Message: m}
	var err error
	if other > 0 {
		if p.Conversation, err = r.Messages.ConversationWith(ctx, v, other); err != nil {
			return nil, err
		}
	}
	p.UnreadCount, err = r.Messages.UnreadCount(ctx, v)
	return p, err
}

func (r *Resolver) markConversationRead(ctx context.Context, in model.MarkConversationReadInput) (*model.MarkReadPayload, error) {
	other, err := fromGlobalID(in.With, "User", msgUserNotFound)
	if err != nil {
		return nil, err
	}
	var upTo int64
	if in.UpTo != nil {
		if upTo, err = fromGlobalID(*in.UpTo, "Message", messages.MsgNotFound); err != nil {
			return nil, err
		}
	}
	n, err := r.Messages.MarkConversationRead(ctx, session.Viewer(ctx), other, upTo)
	if err != nil {
		return nil, err
	}
	return r.readPayload(ctx, n, nil, other)
}

func (r *Resolver) markMessageRead(ctx context.Context, in model.MarkMessageReadInput) (*model.MarkReadPayload, error) {
	id, err := fromGlobalID(in.ID, "Message", messages.MsgNotFound)
	if err != nil {
		return nil, err
	}
	m, err := r.Messages.MarkRead(ctx, session.Viewer(ctx), id)
	if err != nil {
		return nil, err
	}
	return r.readPayload(ctx, 1, m, m.SenderID)
}

func (r *Resolver) markAllMessagesRead(ctx context.Context) (*model.MarkReadPayload, error) {
	n, err := r.Messages.MarkAllRead(ctx, session.Viewer(ctx))
	if err != nil {
		return nil, err
	}
	return r.readPayload(ctx, n, nil, 0)
}

func (r *Resolver) setBlocked(ctx context.Context, in model.BlockUserInput, block bool) (*model.BlockUserPayload, error) {
	id, err := fromGlobalID(in.UserID, "User", msgUserNotFound)
	if err != nil {
		return nil, err
	}
	v := session.Viewer(ctx)
	if block {
		err = r.Messages.Block(ctx, v, id)
	} else {
		err = r.Messages.Unblock(ctx, v, id)
	}
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.BlockUserPayload{Errors: errs}, err
	}
	u, err := r.publicUser(ctx, id)
	if err != nil {
		return nil, err
	}
	p := &model.BlockUserPayload{User: u, Errors: []model.UserError{}}
	if p.Conversation, err = r.Messages.ConversationWith(ctx, v, id); err != nil {
		return nil, err
	}
	n, err := r.Messages.UnreadCount(ctx, v)
	p.UnreadCount = &n
	return p, err
}

func (r *Resolver) reportMessage(ctx context.Context, in model.ReportMessageInput) (*model.ReportMessagePayload, error) {
	id, err := fromGlobalID(in.MessageID, "Message", messages.MsgNotFound)
	if err != nil {
		return nil, err
	}
	_, err = r.Messages.Report(ctx, session.Viewer(ctx), id, in.Reason)
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.ReportMessagePayload{Errors: errs}, err
	}
	return &model.ReportMessagePayload{Ok: true, Errors: []model.UserError{}}, nil
}

// messageEvents streams the viewer's events. Each event is re-read from the
// database as the viewer may see it (events carry ids only). Every send
// also watches ctx, so the goroutine ends with the subscription.
func (r *Resolver) messageEvents(ctx context.Context) (<-chan *model.MessageEvent, error) {
	v := session.Viewer(ctx)
	sub, err := r.Messages.Subscribe(v)
	if err != nil {
		return nil, err
	}
	out := make(chan *model.MessageEvent, 1)
	go func() {
		defer close(out)
		defer sub.Close()
		// First a RESYNC, once listening: the client catches up from the
		// database now, and every later change comes as an event, so
		// nothing falls between the two.
		if me, err := r.messageEvent(ctx, v, messages.Event{Kind: messages.KindResync}); err == nil {
			select {
			case out <- me:
			case <-ctx.Done():
				return
			}
		}
		for {
			select {
			case <-ctx.Done():
				return
			case ev, ok := <-sub.C:
				if !ok {
					// Dropped (too far behind, or shutting down): end the
					// subscription; the client reconnects and catches up.
					return
				}
				me, err := r.messageEvent(ctx, v, ev)
				if err != nil {
					// Never skip an event: end the subscription, and the
					// client catches up from the database when it resubscribes.
					if ctx.Err() == nil {
						r.logger().Warn("messages: event; ending the subscription", "kind", ev.Kind, "err", err)
					}
					return
				}
				if me == nil {
					continue
				}
				select {
				case out <- me:
				case <-ctx.Done():
					return
				}
			}
		}
	}()
	return out, nil
}

func (r *Resolver) messageEvent(ctx context.Context, v *accounts.User, ev messages.Event) (*model.MessageEvent, error) {
	me := &model.MessageEvent{}
	other := int64(0)
	switch ev.Kind {
	case messages.KindMessage:
		m, err := r.Messages.Get(ctx, v, ev.MessageID)
		if apperr.CodeOf(err) == apperr.NotFound {
			return nil, nil // SECURITY: not the viewer's to see
		}
		if err != nil {
			return nil, err
		}
		me.Kind, me.Message, other = model.MessageEventKindMessage, m, m.Other(v.ID)
	case messages.KindRead:
		me.Kind = model.MessageEventKindRead
		byViewer := ev.ReaderID == v.ID
		me.ReadByViewer = &byViewer
		if byViewer {
			other = ev.OtherID
		} else {
			other = ev.ReaderID
		}
		if ev.UpTo > 0 {
			upTo := int(ev.UpTo)
			me.ReadUpTo = &upTo
		}
		if ev.MessageID > 0 {
			m, err := r.Messages.Get(ctx, v, ev.MessageID)
			if err != nil {
				return nil, nilIfNotFound(err)
			}
			me.Message = m
		}
	case events.KindNotification:
		return nil, nil // the notification centre's (notificationEvents)
	default:
		me.Kind = model.MessageEventKindResync
	}
	if other > 0 {
		c, err := r.Messages.ConversationWith(ctx, v, other)
		if err != nil {
			return nil, nilIfNotFound(err)
		}
		me.Conversation = c
	}
	n, err := r.Messages.UnreadCount(ctx, v)
	if err != nil {
		return nil, err
	}
	me.UnreadCount = n
	return me, nil
}

// backwardEdges builds a connection read backwards (last/before): page is
// newest first, the edges come oldest first; hasPreviousPage tells that
// older items exist, startCursor is where the next (older) page starts.
func backwardEdges[T, E any](ctx context.Context, page store.Page[T], before *string, edge func(cursor string, node T) E) ([]E, *model.PageInfo) {
	out, pi := edges(ctx, store.Reversed(page), nil, edge)
	pi.HasPreviousPage = page.HasNext
	pi.HasNextPage = before != nil && *before != ""
	return out, pi
}

// conversationNode resolves a "Conversation" global ID, which is relative to
// the viewer: their conversation with user id.
func (r *Resolver) conversationNode(ctx context.Context, id int64) (model.Node, error) {
	// SECURITY: only ever the viewer's own conversation.
	c, err := r.Messages.ConversationWith(ctx, session.Viewer(ctx), id)
	if err != nil {
		if c := apperr.CodeOf(err); c == apperr.NotFound || c == apperr.Unauthenticated {
			return nil, nil
		}
		return nil, err
	}
	return *c, nil
}

func (r *Resolver) newContactCandidates(ctx context.Context, search string, n *int, after *string) (*model.UserConnection, error) {
	size := 10
	if n != nil {
		size = first(n)
	}
	page, err := r.Messages.NewContactCandidates(ctx, session.Viewer(ctx), search, size, orZero(after))
	if err != nil {
		return nil, err
	}
	conn := &model.UserConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, u *accounts.User) model.UserEdge { return model.UserEdge{Cursor: c, Node: u} })
	return conn, nil
}

// userMessages is the dashboard's list: every message of the viewer,
// newest first.
func (r *Resolver) userMessages(ctx context.Context, u *accounts.User, n *int, after *string) (*model.MessageConnection, error) {
	// SECURITY: only the viewer's own messages; null on anyone else.
	if !isViewer(ctx, u) {
		return nil, nil
	}
	page, err := r.Messages.List(ctx, u, 0, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	// Both parties of every message in one statement: the viewer and the others.
	if selects(ctx, "edges", "node", "sender") || selects(ctx, "edges", "node", "receiver") {
		ids := []int64{u.ID}
		for _, m := range page.Items {
			ids = append(ids, m.Other(u.ID))
		}
		if err := loaders.For(ctx).PrimeUsers(ids); err != nil {
			return nil, err
		}
	}
	conn := &model.MessageConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, m *messages.Message) model.MessageEdge {
		return model.MessageEdge{Cursor: c, Node: m}
	})
	return conn, nil
}
