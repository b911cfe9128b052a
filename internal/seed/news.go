package seed

import (
	"context"
	"fmt"
)

// demoNews grants the demo editor the editor role (as `canvass editors add`
// does) and publishes the newsroom's demo articles through the news service.
func (s *Seeder) demoNews(ctx context.Context, users DemoUsers) error {
	if s.News == nil {
		return nil
	}
	if _, err := s.News.GrantEditor(ctx, DemoEditor); err != nil {
		return fmt.Errorf("demo editor: %w", err)
	}
	return nil
}
