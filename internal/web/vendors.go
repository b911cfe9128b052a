package web

import (
	"context"
	"net/http"
	"strconv"

	"canvass/internal/vendors"
)

// Vendors for search engines: the head of /vendors/{id} (a missing vendor is
// a 404 page) and every vendor page in sitemap.xml.

// VendorsInSitemap bounds the vendor pages listed in sitemap.xml.
const VendorsInSitemap = 50000

// VendorsFeature is what the vendor directory shows search engines.
func VendorsFeature(svc *vendors.Service) Feature {
	return Feature{
		Pages: map[string]MetaFunc{"GET /vendors/{id}": func(r *http.Request) (Meta, bool) {
			id, ok := pathID(r)
			if !ok {
				return Meta{}, false
			}
			m, ok, err := svc.Meta(r.Context(), id)
			if err != nil || !ok {
				return Meta{}, false
			}
			return Meta{Title: m.Title, Description: m.Description}, true
		}},
		Sitemap: func(ctx context.Context) ([]SitemapURL, error) {
			pages, err := svc.Pages(ctx, VendorsInSitemap)
			if err != nil {
				return nil, err
			}
			out := make([]SitemapURL, len(pages))
			for i, p := range pages {
				out[i] = SitemapURL{Loc: "/vendors/" + strconv.FormatInt(p.ID, 10), LastMod: p.UpdatedAt}
			}
			return out, nil
		},
	}
}
