package graph

import (
	"context"
	"io"
	"log/slog"

	"canvass/graph/loaders"
	"canvass/internal/accounts"
	"canvass/internal/jobs"
	"canvass/internal/news"
	"canvass/internal/session"
	"canvass/internal/uploads"
	"canvass/internal/vendors"
)

//go:generate go tool gqlgen generate

// Resolver holds the services the resolvers call. Resolvers translate between
// GraphQL and the domain services; they hold no business rule. Per-operation
// batching goes through loaders.For(ctx).
type Resolver struct {
	Accounts *accounts.Service
	Sessions *session.Manager
	Jobs     *jobs.Service
	Vendors  *vendors.Service
	News     *news.Service
	Uploads  *uploads.Store
	Dev      bool         // CANVASS_DEV: introspection, error details
	BaseURL  string       // CANVASS_BASE_URL: an allowed websocket origin
	Log      *slog.Logger // nil discards
}

// newLoaders builds the dataloaders of one operation.
func (r *Resolver) newLoaders(ctx context.Context) *loaders.Loaders {
	return loaders.New(ctx, loaders.Services{Accounts: r.Accounts, Jobs: r.Jobs, Vendors: r.Vendors})
}

func (r *Resolver) logger() *slog.Logger {
	if r.Log == nil {
		return slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return r.Log
}
