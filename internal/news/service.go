package news

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
	"canvass/internal/markdown"
	"canvass/internal/ratelimit"
	"canvass/internal/store"
	"canvass/internal/uploads"
)

// Messages. The spec words none of the newsroom's rules (it shows no
// creation call); these follow its resource wording where one exists.
const (
	MsgTitle          = "Title must be at least 5 characters"
	MsgSummary        = "Summary must be at least 10 characters"
	MsgContent        = "Content must be at least 20 characters"
	MsgStatus         = "Choose draft, publish now or schedule"
	MsgPublishAtNeed  = "Choose the date and time to publish"
	MsgPublishAtPast  = "Publication time must be in the future"
	MsgPublishAtFar   = "Publication time must be within 2 years"
	MsgLoginToWrite   = "You need to log in as an editor to write news."
	MsgNotEditor      = "Only editors can write, publish or delete news articles."
	MsgNotFound       = "News article not found."
	MsgUnknownTopic   = "Choose a topic: elections, campaigns, policy or events"
	MsgLoginForDrafts = "You need to log in as an editor to see drafts."
	msgTooFast        = "You're writing news articles too quickly. Please wait %d seconds and try again."
	msgHourly         = "You've reached the limit of %d news articles an hour. Please try again in %d minutes."
)

// DefaultLimits are the limits on creating articles (as on sending
// messages, internal/ratelimit): 10 a minute and 60 an hour; an account
// younger than a day 3 a minute and 20 an hour.
var DefaultLimits = ratelimit.Limits{
	BurstWindow: time.Minute, Burst: 10, Hourly: 60,
	NewAccountAge: 24 * time.Hour, NewBurst: 3, NewHourly: 20,
}

// Limits beyond the minimums (the spec shows none).
const (
	MaxTitle         = 200
	MaxSummary       = 500
	MaxContent       = 50_000
	MaxScheduleAhead = 2 * 365 * 24 * time.Hour
)

// Service holds the newsroom's rules. Every method that acts for someone
// takes that person explicitly (actor or viewer; nil for visitors).
type Service struct {
	db      *store.DB
	uploads *uploads.Store
	now     func() time.Time
	create  ratelimit.Rule // the limit on creating articles
	editors *accounts.SiteRole
}

// NewService returns the news service.
func NewService(db *store.DB, up *uploads.Store) *Service {
	s := &Service{db: db, uploads: up, now: store.Now, editors: accounts.NewSiteRole(db, "editors")}
	s.SetLimits(DefaultLimits)
	return s
}

// SetLimits replaces the limits on creating articles (zero lifts them:
// seeding, tests and benchmarks).
func (s *Service) SetLimits(l ratelimit.Limits) {
	s.create = ratelimit.Rule{Table: "news_articles", Owner: "author_id", MsgTooFast: msgTooFast, MsgHourly: msgHourly, Limits: l}
}

// SetClock replaces the service's clock (tests: scheduled articles appear
// when their time passes).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// Now is the service's current time.
func (s *Service) Now() time.Time { return s.now() }

// Input is what the editor screen sends. ImageURL: nil keeps the image, ""
// removes it, a data URL uploads one (uploads.Store.ImageField). Status:
// draft, published (now; an article already published keeps its date) or
// scheduled (at PublishAt); empty on update keeps the publication as it is,
// and on create means draft.
type Input struct {
	Title     string     `json:"title"`
	Summary   string     `json:"summary"`
	Content   string     `json:"content"`
	ImageURL  *string    `json:"imageUrl"`
	Status    string     `json:"status"`
	PublishAt *time.Time `json:"publishAt"`
}

// clean validates in against the stored article cur (nil on create) and
// returns the article to store.
func (s *Service) clean(ctx context.Context, in Input, cur *Article) (*Article, error) {
	var v apperr.Validation
	n := utf8.RuneCountInString
	a := &Article{
		Title:   strings.TrimSpace(in.Title),
		Summary: strings.TrimSpace(in.Summary),
		Content: strings.TrimSpace(in.Content),
	}
	v.Check(n(a.Title) >= 5, "title", MsgTitle)
	v.Check(n(a.Title) <= MaxTitle, "title", fmt.Sprintf("Title must be at most %d characters", MaxTitle))
	v.Check(n(a.Summary) >= 10, "summary", MsgSummary)
	v.Check(n(a.Summary) <= MaxSummary, "summary", fmt.Sprintf("Summary must be at most %d characters", MaxSummary))
	v.Check(n(a.Content) >= 20, "content", MsgContent)
	v.Check(n(a.Content) <= MaxContent, "content", "Content must be at most 50,000 characters")
	if n(a.Content) >= 20 && n(a.Content) <= MaxContent {
		// Rendered once, here: reads serve the stored HTML.
		html, err := markdown.Check(a.Content)
		if err != nil {
			v.Add("content", err.Error())
		}
		a.HTML, a.HTMLVersion = html, markdown.Version
	}

	now := s.now()
	var prev *time.Time
	if cur != nil {
		prev = cur.PublishedAt
	}
	a.PublishedAt = prev
	status := strings.TrimSpace(in.Status)
	if status == "" && cur == nil {
		status = string(Draft)
	}
	if status != "" {
		val, ok := Statuses.Parse(status)
		if !ok {
			v.Add("status", MsgStatus)
		}
		switch Status(val) {
		case Draft:
			a.PublishedAt = nil
		case Published:
			// Publishing an article readers already see keeps its date.
			if prev == nil || prev.After(now) {
				a.PublishedAt = &now
			}
		case Scheduled:
			if in.PublishAt == nil {
				v.Add("publishAt", MsgPublishAtNeed)
				break
			}
			at := in.PublishAt.UTC().Truncate(time.Microsecond)
			v.Check(at.After(now), "publishAt", MsgPublishAtPast)
			v.Check(at.Before(now.Add(MaxScheduleAhead)), "publishAt", MsgPublishAtFar)
			a.PublishedAt = &at
		}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	current := ""
	if cur != nil {
		current = cur.ImageURL
	}
	img, err := s.uploads.ImageField(ctx, "imageUrl", in.ImageURL, current)
	if err != nil {
		return nil, err
	}
	a.ImageURL = img
	return a, nil
}

// Create writes a new article by actor, who must be an editor.
func (s *Service) Create(ctx context.Context, actor *accounts.User, in Input) (*Article, error) {
	if err := s.requireEditor(ctx, actor); err != nil {
		return nil, err
	}
	a, err := s.clean(ctx, in, nil)
	if err != nil {
		return nil, err
	}
	a.AuthorID = actor.ID
	a.CreatedAt = s.now()
	a.UpdatedAt = a.CreatedAt
	err = s.db.InTx(ctx, func(tx *store.Tx) error {
		// SECURITY: the creation limit is counted under the author's lock,
		// in the transaction that inserts.
		if err := s.create.Lock(ctx, tx, actor.ID); err != nil {
			return err
		}
		if err := s.create.Check(ctx, tx, actor.ID, actor.CreatedAt, a.CreatedAt); err != nil {
			return err
		}
		return tx.Get(ctx, &a.ID, `INSERT INTO news_articles (author_id, title, summary, content, content_html, html_version,
			image_url, published_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			a.AuthorID, a.Title, a.Summary, a.Content, a.HTML, a.HTMLVersion, a.ImageURL, nullableTime(a.PublishedAt), a.CreatedAt, a.UpdatedAt)
	})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// Update edits article id. Any editor may edit any article (a newsroom);
// the author stays who wrote it.
func (s *Service) Update(ctx context.Context, actor *accounts.User, id int64, in Input) (*Article, error) {
	cur, err := s.editable(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	a, err := s.clean(ctx, in, cur)
	if err != nil {
		return nil, err
	}
	a.ID, a.AuthorID, a.CreatedAt, a.UpdatedAt = cur.ID, cur.AuthorID, cur.CreatedAt, s.now()
	_, err = s.db.Exec(ctx, `UPDATE news_articles SET title = ?, summary = ?, content = ?, content_html = ?, html_version = ?,
		image_url = ?, published_at = ?, updated_at = ? WHERE id = ?`,
		a.Title, a.Summary, a.Content, a.HTML, a.HTMLVersion, a.ImageURL, nullableTime(a.PublishedAt), a.UpdatedAt, a.ID)
	if err != nil {
		return nil, err
	}
	return a, nil
}

// Publish publishes article id now (at nil) or schedules it for at.
func (s *Service) Publish(ctx context.Context, actor *accounts.User, id int64, at *time.Time) (*Article, error) {
	return s.setPublication(ctx, actor, id, func(in *Input) {
		in.Status, in.PublishAt = string(Published), nil
		if at != nil {
			in.Status, in.PublishAt = string(Scheduled), at
		}
	})
}

// Unpublish turns article id back into a draft: readers no longer see it.
func (s *Service) Unpublish(ctx context.Context, actor *accounts.User, id int64) (*Article, error) {
	return s.setPublication(ctx, actor, id, func(in *Input) { in.Status = string(Draft) })
}

// setPublication changes only the publication of article id.
func (s *Service) setPublication(ctx context.Context, actor *accounts.User, id int64, set func(*Input)) (*Article, error) {
	cur, err := s.editable(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	in := Input{Title: cur.Title, Summary: cur.Summary, Content: cur.Content}
	set(&in)
	return s.Update(ctx, actor, id, in)
}

// Delete removes article id.
func (s *Service) Delete(ctx context.Context, actor *accounts.User, id int64) error {
	if _, err := s.editable(ctx, actor, id); err != nil {
		return err
	}
	_, err := s.db.Exec(ctx, `DELETE FROM news_articles WHERE id = ?`, id)
	return err
}

// editable loads article id for a write by actor, who must be an editor.
func (s *Service) editable(ctx context.Context, actor *accounts.User, id int64) (*Article, error) {
	// SECURITY: the role is checked before the article is looked up, so a
	// non-editor learns nothing about drafts (403 whether or not id exists).
	if err := s.requireEditor(ctx, actor); err != nil {
		return nil, err
	}
	return s.load(ctx, id)
}

const articleColumns = `n.id, n.author_id, n.title, n.summary, n.content, n.content_html, n.html_version, n.image_url, n.published_at, n.created_at, n.updated_at`

// table is where articles keep their Markdown and its HTML.
const table = markdown.Table("news_articles")

// RenderStale renders every article whose HTML an older renderer made (the
// server calls it when it starts) and returns how many.
func (s *Service) RenderStale(ctx context.Context) (int, error) { return table.RenderStale(ctx, s.db) }

// fresh renders again, once, the HTML of the articles read whose renderer
// version is older than markdown.Version.
func (s *Service) fresh(ctx context.Context, contentRead bool, as ...*Article) error {
	var bodies []markdown.Body
	for _, a := range as {
		if a.HTMLVersion < markdown.Version {
			bodies = append(bodies, a.body(contentRead))
		}
	}
	return table.Fresh(ctx, s.db, bodies)
}

func (s *Service) load(ctx context.Context, id int64) (*Article, error) {
	var a Article
	err := s.db.Get(ctx, &a, `SELECT `+articleColumns+` FROM news_articles n WHERE n.id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, MsgNotFound)
	}
	if err != nil {
		return nil, err
	}
	if err := s.fresh(ctx, true, &a); err != nil {
		return nil, err
	}
	return normalize(&a), nil
}

// Get returns article id as viewer may see it: readers only once it is
// published and its time has passed; editors always. Anything else is
// NOT_FOUND, so drafts and scheduled articles do not exist for readers.
func (s *Service) Get(ctx context.Context, viewer *accounts.User, id int64) (*Article, error) {
	a, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	if a.Visible(s.now()) {
		return a, nil
	}
	// SECURITY: drafts and scheduled articles are for editors only.
	ok, err := s.IsEditor(ctx, viewer)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, apperr.New(apperr.NotFound, MsgNotFound)
	}
	return a, nil
}

func nullableTime(p *time.Time) any {
	if p == nil {
		return nil
	}
	return p.UTC()
}
