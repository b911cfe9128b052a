package markdown

import (
	"context"
	"fmt"

	"canvass/internal/store"
)

// Bodies are rendered once, when they are written, and the HTML is stored
// beside the source: a table with Markdown has the columns content (the
// source), content_html (the HTML Check or Render made of it) and
// html_version (the Version that made it; 0: never rendered). Reads serve
// content_html as it is. A row of an older version (written before an
// upgrade of the renderer, or by an older process) is rendered again, once:
// RenderStale does every such row when the server starts, and Fresh the
// rows a read finds stale, writing the HTML back.

// Table is a table whose rows hold a Markdown body in those columns.
type Table string

// Body points at one row's body as it was read. Content is nil when the
// read left the source out (a list that shows only the HTML).
type Body struct {
	ID      int64
	Content *string
	HTML    *string
	Version *int
}

// Fresh renders again the bodies older than Version, sets their HTML and
// version, and writes them back. A write-back that fails is not an error of
// the read (the next read tries again); one that finds the row changed since
// (a newer version written by an edit) changes nothing.
func (t Table) Fresh(ctx context.Context, db *store.DB, bodies []Body) error {
	var stale []Body
	var missing []int64
	for _, b := range bodies {
		if *b.Version < Version {
			stale = append(stale, b)
			if b.Content == nil {
				missing = append(missing, b.ID)
			}
		}
	}
	if len(stale) == 0 {
		return nil
	}
	sources, err := store.ByKeys(ctx, db, `SELECT id, content FROM `+string(t)+` WHERE id IN (?)`, missing,
		func(r idContent) int64 { return r.ID })
	if err != nil {
		return err
	}
	for _, b := range stale {
		src := ""
		if b.Content != nil {
			src = *b.Content
		} else {
			src = sources[b.ID].Content
		}
		*b.HTML, *b.Version = Render(src), Version
		_ = t.writeBack(ctx, db, b.ID, *b.HTML) // the next read tries again
	}
	return nil
}

type idContent struct {
	ID      int64  `db:"id"`
	Content string `db:"content"`
}

func (t Table) writeBack(ctx context.Context, db *store.DB, id int64, html string) error {
	_, err := db.Exec(ctx, `UPDATE `+string(t)+` SET content_html = ?, html_version = ? WHERE id = ? AND html_version < ?`,
		html, Version, id, Version)
	return err
}

// RenderStale renders every body of the table older than Version, in
// batches, and returns how many it rendered (the server calls it on start).
func (t Table) RenderStale(ctx context.Context, db *store.DB) (int, error) {
	done := 0
	after := int64(0)
	for {
		var rows []idContent
		if err := db.Select(ctx, &rows, `SELECT id, content FROM `+string(t)+` WHERE html_version < ? AND id > ? ORDER BY id LIMIT 100`,
			Version, after); err != nil {
			return done, fmt.Errorf("render stale %s: %w", t, err)
		}
		if len(rows) == 0 {
			return done, nil
		}
		for _, r := range rows {
			if err := t.writeBack(ctx, db, r.ID, Render(r.Content)); err != nil {
				return done, fmt.Errorf("render stale %s: %w", t, err)
			}
			done++
			after = r.ID
		}
	}
}
