package rest

import (
	"net/http"
	"strconv"
	"strings"

	"canvass/internal/apperr"
	"canvass/internal/messages"
)

// messageRoutes: spec section 7, the message rows, plus read state. Signed-in
// users only; everything comes from the messages service (privacy, blocks,
// limits and the exactly-once rule live there).
//
//	GET  /api/messages            the user's messages (sent and received), newest first,
//	                              a JSON array of messages (below).
//	                              ?with=USER_ID    only the conversation with that user
//	                              ?limit=N, ?after=C   as every list (Link / X-Next-Cursor)
//	POST /api/messages            {receiverId, content, clientId?} → 201 the message.
//	                              Sending again with the same clientId returns the first
//	                              message with 200 and creates nothing. Blank content,
//	                              over 5,000 characters, an unknown receiver or yourself
//	                              are 400; past the send limits 429 with Retry-After.
//	POST /api/messages/{id}/read  → the message, marked read (its receiver only;
//	                              403 for its sender, 404 for anyone else)
//	GET  /api/messages/requests   the user's pending message requests (issue 28), newest
//	                              first: [{user: {id, username, firstName, lastName,
//	                              userType, profileImage}, lastMessage}] (?limit, ?after).
//	                              Their messages: GET /api/messages?with=USER_ID. They are
//	                              not in GET /api/messages (the inbox) until accepted.
//	POST /api/messages/requests/{userId}/accept   → {conversation: {userId, unreadCount},
//	                              requestCount, unreadCount}: the request joins the inbox
//	POST /api/messages/requests/{userId}/decline  → {requestCount, unreadCount}: gone; the
//	                              sender's messages are withheld for 30 days, untold.
//	                              Both: 404 when the user sent the viewer no pending request.
//
// A message is {id, senderId, receiverId, content, isRead, readAt, createdAt,
// clientId} (clientId only for its sender).
func (h *Handler) messageRoutes(mux routes) {
	mux.handle("GET /api/messages", h.listMessages, doc{Summary: "The member's messages, sent and received, newest first.", Who: member, Paged: true,
		Query: []param{{Name: "with", Desc: "A user id: only the conversation with them."}}, Out: []messageJSON{}})
	mux.handle("POST /api/messages", h.sendMessage, doc{Summary: "Sends a message; the same clientId again answers the first (200).", Who: member,
		In: sendForm{}, Out: messageJSON{}, Status: http.StatusCreated, Also: []reply{{http.StatusOK, messageJSON{}}}})
	mux.handle("POST /api/messages/{id}/read", h.readMessage, doc{Summary: "Marks a message read (its receiver only).", Who: member, Out: messageJSON{}})
	mux.handle("GET /api/messages/requests", h.listMessageRequests, doc{Summary: "The member's pending message requests, newest first.", Who: member,
		Paged: true, Out: []requestJSON{}})
	mux.handle("POST /api/messages/requests/{id}/accept", h.decideMessageRequest(true), doc{Summary: "The request from user {id} joins the inbox.",
		Who: member, Out: requestDecidedJSON{}})
	mux.handle("POST /api/messages/requests/{id}/decline", h.decideMessageRequest(false), doc{Summary: "Declines the request from user {id}.",
		Who: member, Out: requestDecidedJSON{}})
}

// requestJSON is one pending message request.
type requestJSON struct {
	User struct {
		ID           int64  `json:"id"`
		Username     string `json:"username"`
		FirstName    string `json:"firstName"`
		LastName     string `json:"lastName"`
		UserType     string `json:"userType"`
		ProfileImage string `json:"profileImage"`
	} `json:"user"`
	LastMessage messageJSON `json:"lastMessage"`
}

func (h *Handler) listMessageRequests(w http.ResponseWriter, r *http.Request) {
	v := h.viewer(r)
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := h.Messages.Requests(r.Context(), v, messages.ContactsFilter{}, limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/messages/requests", q, nil, page, limit)
	out := make([]requestJSON, len(page.Items))
	for i, c := range page.Items {
		out[i].User.ID = c.OtherID
		if u := c.With; u != nil {
			out[i].User.Username, out[i].User.FirstName, out[i].User.LastName = u.Username, u.FirstName, u.LastName
			out[i].User.UserType, out[i].User.ProfileImage = string(u.UserType), u.ProfileImage
		}
		out[i].LastMessage = messageOut(&c.LastMessage, v.ID)
	}
	writeJSON(w, http.StatusOK, out)
}

// requestDecidedJSON answers accepting (with the conversation) or declining a message request.
type requestDecidedJSON struct {
	Conversation *conversationJSON `json:"conversation,omitempty"`
	RequestCount int               `json:"requestCount"`
	UnreadCount  int               `json:"unreadCount"`
}

type conversationJSON struct {
	UnreadCount int   `json:"unreadCount"`
	UserID      int64 `json:"userId"`
}

func (h *Handler) decideMessageRequest(accept bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "Message request not found.")
		if err != nil {
			h.fail(w, r, err)
			return
		}
		v := h.viewer(r)
		var out requestDecidedJSON
		if accept {
			c, err := h.Messages.AcceptRequest(r.Context(), v, id)
			if err != nil {
				h.fail(w, r, err)
				return
			}
			out.Conversation = &conversationJSON{UserID: c.OtherID, UnreadCount: c.UnreadCount}
		} else if err := h.Messages.DeclineRequest(r.Context(), v, id); err != nil {
			h.fail(w, r, err)
			return
		}
		requests, err := h.Messages.RequestCount(r.Context(), v)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		unread, err := h.Messages.UnreadCount(r.Context(), v)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		out.RequestCount, out.UnreadCount = requests, unread
		writeJSON(w, http.StatusOK, out)
	}
}

// messageJSON is a message as the REST shim shows it to viewerID.
type messageJSON struct {
	*messages.Message
	IsRead bool `json:"isRead"`
	hiddenJSON
}

func messageOut(m *messages.Message, viewerID int64) messageJSON {
	if m.SenderID != viewerID && m.ClientID != nil {
		c := *m
		c.ClientID = nil
		m = &c
	}
	return messageJSON{m, m.IsRead(), hiddenOf(m.State)}
}

func (h *Handler) listMessages(w http.ResponseWriter, r *http.Request) {
	v := h.viewer(r)
	q := r.URL.Query()
	limit, err := limitParam(q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var with int64
	if s := q.Get("with"); s != "" {
		if with, err = strconv.ParseInt(s, 10, 64); err != nil || with <= 0 {
			h.fail(w, r, apperr.Field("with", "with must be a user id"))
			return
		}
	}
	page, err := h.Messages.List(r.Context(), v, with, limit, q.Get("after"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	setNext(w, "/api/messages", q, []string{"with"}, page, limit)
	out := make([]messageJSON, len(page.Items))
	for i, m := range page.Items {
		out[i] = messageOut(m, v.ID)
	}
	writeJSON(w, http.StatusOK, out)
}

type sendForm struct {
	ReceiverID flexID `json:"receiverId"`
	Content    string `json:"content"`
	ClientID   string `json:"clientId"`
}

func (h *Handler) sendMessage(w http.ResponseWriter, r *http.Request) {
	var in sendForm
	if err := decode(r, w, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	v := h.viewer(r)
	m, err := h.Messages.Send(r.Context(), v, messages.SendInput{ReceiverID: int64(in.ReceiverID), Content: in.Content, ClientID: in.ClientID})
	if err != nil {
		h.fail(w, r, err)
		return
	}
	status := http.StatusCreated
	if m.Replayed {
		status = http.StatusOK
	}
	writeJSON(w, status, messageOut(m, v.ID))
}

func (h *Handler) readMessage(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, messages.MsgNotFound)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	v := h.viewer(r)
	m, err := h.Messages.MarkRead(r.Context(), v, id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, messageOut(m, v.ID))
}

// flexID is a user id given as a JSON number or a numeric string (scripts
// send both); anything else reads as 0, which the service refuses with
// "Choose who to send the message to.".
type flexID int64

func (flexID) openAPISchema() obj {
	return obj{"type": []string{"integer", "string"}, "description": "A user id, as a number or a string of digits."}
}

func (f *flexID) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		n = 0
	}
	*f = flexID(n)
	return nil
}
