package vendors

import (
	"context"

	"canvass/internal/apperr"
	"strings"
	"time"
	"unicode/utf8"
)

// PageMeta is what search engines see of a vendor's public page.
type PageMeta struct {
	Title       string
	Description string
}

// maxMetaDescription keeps meta descriptions to what search results show.
const maxMetaDescription = 160

// Meta returns the title and description of /vendors/{id}; ok is false when
// there is no such vendor (the page is then a 404).
func (s *Service) Meta(ctx context.Context, id int64) (m PageMeta, ok bool, err error) {
	v, err := s.Get(ctx, id)
	if err == nil && v.IsHidden() {
		// SECURITY: a hidden profile is a 404 page for search engines and
		// everyone (the app shows it to its owner and the moderators).
		err = apperr.New(apperr.NotFound, MsgNotFound)
	}
	if err != nil {
		if isNotFound(err) {
			return PageMeta{}, false, nil
		}
		return PageMeta{}, false, err
	}
	desc := v.Category.Label() + " in " + v.Location + ". " + strings.Join(strings.Fields(v.Description), " ")
	if utf8.RuneCountInString(desc) > maxMetaDescription {
		r := []rune(desc)[:maxMetaDescription-1]
		desc = strings.TrimRight(string(r), " .,;:") + "…"
	}
	return PageMeta{Title: v.Name + " | Vendors | Canvass", Description: desc}, true, nil
}

// PageRef is one vendor page for sitemap.xml.
type PageRef struct {
	ID        int64     `db:"id"`
	UpdatedAt time.Time `db:"updated_at"`
}

// Pages lists every vendor page (at most limit), oldest id first, in one
// statement.
func (s *Service) Pages(ctx context.Context, limit int) ([]PageRef, error) {
	var out []PageRef
	// SECURITY: hidden profiles are in no sitemap (internal/hidden).
	err := s.db.Select(ctx, &out, `SELECT id, updated_at FROM vendors WHERE hidden = 0 ORDER BY id LIMIT ?`, limit)
	return out, err
}
