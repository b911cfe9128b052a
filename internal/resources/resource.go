// Package resources owns the resource centre: member-written guides in
// Markdown (rendered and sanitised by internal/markdown), who may write,
// edit and delete them, validation with the spec's messages, images through
// the shared upload pipeline, search (full text over title, description and
// content; category; newest or oldest with keyset cursors), the category
// dropdown's facets, and saved resources.
package resources

import (
	"io"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/enum"
	"canvass/internal/hidden"
	"canvass/internal/markdown"
	"canvass/internal/relayid"
)

// Category is a resource category (spec section 3), stored lower-case
// ("gotv"), spoken in GraphQL as its enum name (GOTV).
type Category string

// Categories maps GraphQL names to stored values and display labels (the
// spec's list, section 3), in the spec's order.
var Categories = enum.New("ResourceCategory", enum.V("STRATEGY", "strategy", "Strategy"),
	enum.V("FUNDRAISING", "fundraising", "Fundraising"), enum.V("GOTV", "gotv", "GOTV"),
	enum.V("DIGITAL", "digital", "Digital"), enum.V("MEDIA", "media", "Media"), enum.V("FIELD", "field", "Field"),
	enum.V("LEGAL", "legal", "Legal"), enum.V("DATA", "data", "Data"))

// CategoryLabel is the display label of a stored category value ("GOTV").
func CategoryLabel(v string) string { return Categories.Label(v) }

// Label is the category's display label.
func (c Category) Label() string { return CategoryLabel(string(c)) }

func (c Category) MarshalGQL(w io.Writer)    { Categories.MarshalGQL(w, string(c)) }
func (c *Category) UnmarshalGQL(v any) error { return enum.Unmarshal(Categories, c, v) }

// Resource is one guide of the resource centre.
type Resource struct {
	ID          int64    `db:"id" json:"id"`
	AuthorID    int64    `db:"author_id" json:"authorId"`
	Title       string   `db:"title" json:"title"`
	Description string   `db:"description" json:"description"`
	Category    Category `db:"category" json:"category"`
	Content     string   `db:"content" json:"content"`
	// HTML is Content rendered by internal/markdown when it was written, by
	// renderer version HTMLVersion (markdown.Table.Fresh renders older ones
	// again when they are read).
	HTML        string    `db:"content_html" json:"-"`
	HTMLVersion int       `db:"html_version" json:"-"`
	ImageURL    string    `db:"image_url" json:"imageUrl"`
	CreatedAt   time.Time `db:"created_at" json:"createdAt"`
	UpdatedAt   time.Time `db:"updated_at" json:"updatedAt"`
	// State is whether moderators hid it (internal/hidden): only its author
	// and the moderators ever read a hidden resource.
	hidden.State
	// Author is the author's public card when the resource was read in a
	// list (accounts.CardColumns), else nil.
	Author *accounts.User `db:"author" json:"-"`
}

// IsNode marks Resource as a GraphQL Node.
func (Resource) IsNode() {}

// The methods below let gqlgen resolve fields inline (no resolver
// goroutine per resource in a list).

// GlobalID is the resource's opaque GraphQL id.
func (r *Resource) GlobalID() string { return relayid.Encode("Resource", r.ID) }

// OwnedBy reports whether u (nil for visitors) wrote the resource: the
// author alone edits and deletes it.
func (r *Resource) OwnedBy(u *accounts.User) bool { return u != nil && u.ID == r.AuthorID }

// CategoryLabel is the display label of the resource's category.
func (r *Resource) CategoryLabel() string { return r.Category.Label() }

// ReadMinutes is the reading time of the content at about 200 words a
// minute, at least 1 ("5 min read").
func (r *Resource) ReadMinutes() int { return markdown.ReadingMinutes(r.Content) }

// ContentHTML is the content rendered from Markdown and sanitised: safe to
// put in a page as it is. It was rendered when the content was written
// (Service.Create, Update) and read with the record: reading renders nothing.
func (r *Resource) ContentHTML() string { return r.HTML }

// body is where the record keeps its Markdown and HTML (markdown.Table.Fresh).
func (r *Resource) body(contentRead bool) markdown.Body {
	b := markdown.Body{ID: r.ID, HTML: &r.HTML, Version: &r.HTMLVersion}
	if contentRead {
		b.Content = &r.Content
	}
	return b
}

// Image is the image's URL, or nil when there is none.
func (r *Resource) Image() *string {
	if r.ImageURL == "" {
		return nil
	}
	s := r.ImageURL
	return &s
}

func (r *Resource) normalize() *Resource {
	r.CreatedAt, r.UpdatedAt = r.CreatedAt.UTC(), r.UpdatedAt.UTC()
	return r
}
