// Package news owns the newsroom: articles written by editors (a site role
// apart from userType), their publication and scheduling, topics, search
// and what readers may see.
package news

import (
	"io"
	"strings"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/enum"
	"canvass/internal/markdown"
	"canvass/internal/relayid"
	"canvass/internal/store"
)

// Article is one news article. PublishedAt nil is a draft; a PublishedAt
// still to come is scheduled; readers see it only once PublishedAt has
// passed (Visible).
type Article struct {
	ID       int64  `db:"id" json:"id"`
	AuthorID int64  `db:"author_id" json:"authorId"`
	Title    string `db:"title" json:"title"`
	Summary  string `db:"summary" json:"summary"`
	Content  string `db:"content" json:"content"`
	// HTML is Content rendered by internal/markdown when it was written, by
	// renderer version HTMLVersion (markdown.Table.Fresh renders older ones
	// again when they are read).
	HTML        string     `db:"content_html" json:"-"`
	HTMLVersion int        `db:"html_version" json:"-"`
	ImageURL    string     `db:"image_url" json:"imageUrl"`
	PublishedAt *time.Time `db:"published_at" json:"publishedAt"`
	CreatedAt   time.Time  `db:"created_at" json:"createdAt"`
	UpdatedAt   time.Time  `db:"updated_at" json:"updatedAt"`
	// Author is the author's public card when the article was read in a
	// list (accounts.CardColumns), else nil.
	Author *accounts.User `db:"author" json:"-"`
}

// IsNode marks Article as a GraphQL Node.
func (Article) IsNode() {}

// GlobalID is the article's opaque GraphQL id.
func (a *Article) GlobalID() string { return relayid.Encode("NewsArticle", a.ID) }

// Visible reports whether readers may see a at now: published, and its
// publication time has passed.
func (a *Article) Visible(now time.Time) bool {
	return a.PublishedAt != nil && !a.PublishedAt.After(now)
}

// Status is an article's publication state.
type Status string

const (
	Draft     Status = "draft"
	Scheduled Status = "scheduled"
	Published Status = "published"
)

// Statuses maps GraphQL names to statuses.
var Statuses = enum.New("NewsStatus", enum.V("DRAFT", "draft", "Draft").Badge("orange"),
	enum.V("SCHEDULED", "scheduled", "Scheduled").Badge("blue"), enum.V("PUBLISHED", "published", "Published").Badge("green"))

func (s Status) MarshalGQL(w io.Writer)    { Statuses.MarshalGQL(w, string(s)) }
func (s *Status) UnmarshalGQL(v any) error { return enum.Unmarshal(Statuses, s, v) }

// StatusAt is a's publication state at now.
func (a *Article) StatusAt(now time.Time) Status {
	switch {
	case a.PublishedAt == nil:
		return Draft
	case a.PublishedAt.After(now):
		return Scheduled
	}
	return Published
}

// Topic is one of the news list's topic chips (spec section 2), decided by
// words of the title.
type Topic string

// Topics maps GraphQL names to topics and their chip labels, in chip order.
var Topics = enum.New("NewsTopic", enum.V("ELECTIONS", "elections", "Elections"),
	enum.V("CAMPAIGNS", "campaigns", "Campaigns"), enum.V("POLICY", "policy", "Policy"), enum.V("EVENTS", "events", "Events"))

func (t Topic) MarshalGQL(w io.Writer)    { Topics.MarshalGQL(w, string(t)) }
func (t *Topic) UnmarshalGQL(v any) error { return enum.Unmarshal(Topics, t, v) }

// topicWords are the title words of each topic, as spec section 2 lists
// them. Like search words they match as prefixes of title words, so
// "election" finds "Elections" and "event" finds "Events" (the spec's own
// check was a substring test of the lower-cased title).
var topicWords = map[Topic][]string{
	"elections": {"election"},
	"campaigns": {"campaign"},
	"policy":    {"policy", "legislation"},
	"events":    {"event", "conference", "rally"},
}

// TopicOrder is the order of the chips.
var TopicOrder = []Topic{"elections", "campaigns", "policy", "events"}

// TopicLabel is a topic's chip label.
func TopicLabel(t Topic) string { return Topics.Label(string(t)) }

// TopicsOf returns the topics whose words start a word of title, in chip
// order: the same rule the search index applies to the list's topic filter.
func TopicsOf(title string) []Topic {
	words := store.TextWords(title)
	var out []Topic
	for _, t := range TopicOrder {
	next:
		for _, key := range topicWords[t] {
			for _, w := range words {
				if strings.HasPrefix(w, key) {
					out = append(out, t)
					break next
				}
			}
		}
	}
	return out
}

// normalize makes times UTC whatever the driver returned.
func normalize(a *Article) *Article {
	a.CreatedAt = a.CreatedAt.UTC()
	a.UpdatedAt = a.UpdatedAt.UTC()
	if a.PublishedAt != nil {
		p := a.PublishedAt.UTC()
		a.PublishedAt = &p
	}
	return a
}

// Image is the article's image URL, nil when it has none.
func (a *Article) Image() *string {
	if a.ImageURL == "" {
		return nil
	}
	return &a.ImageURL
}

// TopicList is TopicsOf(a.Title), never nil.
func (a *Article) TopicList() []Topic {
	if t := TopicsOf(a.Title); t != nil {
		return t
	}
	return []Topic{}
}

// ContentHTML is the content rendered and sanitized (raw HTML dropped,
// links nofollow, outside images as links): the one Markdown renderer. It
// was rendered when the content was written and read with the article:
// reading renders nothing.
func (a *Article) ContentHTML() string { return a.HTML }

// body is where the article keeps its Markdown and HTML (markdown.Table.Fresh).
func (a *Article) body(contentRead bool) markdown.Body {
	b := markdown.Body{ID: a.ID, HTML: &a.HTML, Version: &a.HTMLVersion}
	if contentRead {
		b.Content = &a.Content
	}
	return b
}

// ReadingMinutes is how long the content takes to read.
func (a *Article) ReadingMinutes() int { return markdown.ReadingMinutes(a.Content) }
