package app

import (
	"context"
	"net/http"
	"strconv"

	"canvass/internal/vendors"
	"canvass/internal/web"
)

// vendorPageMeta fills the <title> and description of /vendors/{id}; a
// missing vendor is a 404 page.
func vendorPageMeta(svc *vendors.Service) web.MetaFunc {
	return func(r *http.Request) (web.Meta, bool) {
		id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
		if err != nil || id <= 0 {
			return web.Meta{}, false
		}
		m, ok, err := svc.Meta(r.Context(), id)
		if err != nil || !ok {
			return web.Meta{}, false
		}
		return web.Meta{Title: m.Title, Description: m.Description}, true
	}
}

// vendorSitemap lists every vendor page in sitemap.xml.
func vendorSitemap(svc *vendors.Service) web.SitemapSource {
	return func(ctx context.Context) ([]web.SitemapURL, error) {
		pages, err := svc.Pages(ctx, 50000)
		if err != nil {
			return nil, err
		}
		out := make([]web.SitemapURL, len(pages))
		for i, p := range pages {
			out[i] = web.SitemapURL{Loc: "/vendors/" + strconv.FormatInt(p.ID, 10), LastMod: p.UpdatedAt}
		}
		return out, nil
	}
}
