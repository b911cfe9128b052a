package loaders

import (
	"context"

	"canvass/internal/resources"
	"canvass/internal/session"
)

//go:generate go tool dataloaden ResourceLoader int64 *canvass/internal/resources.Resource

// ResourceLoaders are the resource centre's loaders of one operation.
type ResourceLoaders struct {
	// Resource loads resources by id (node, nodes); a missing resource is
	// a NOT_FOUND error for its key.
	Resource *ResourceLoader
	// ViewerSaved loads, for resource ids, whether the operation's viewer
	// saved them (Resource.viewerHasSaved): one statement per page, none
	// for visitors.
	ViewerSaved *BoolLoader

	ctx context.Context
	svc *resources.Service
}

// PrimeSaved loads, in one statement, whether the operation's viewer saved
// each of the resources ids, and primes ViewerSaved (none for visitors).
func (l *ResourceLoaders) PrimeSaved(ids []int64) error {
	return primeFlags(l.ctx, ids, l.svc.SavedIDs, l.ViewerSaved)
}

func newResourceLoaders(ctx context.Context, svc *resources.Service) *ResourceLoaders {
	return &ResourceLoaders{
		ctx: ctx,
		svc: svc,
		Resource: NewResourceLoader(ResourceLoaderConfig{
			Wait:     wait,
			MaxBatch: maxBatch,
			Fetch: fetching(ctx, func(ids []int64) ([]*resources.Resource, []error) {
				m, err := svc.ByIDs(ctx, session.Viewer(ctx), ids)
				return Ordered(ids, m, err, resources.MsgNotFound)
			}),
		}),
		ViewerSaved: newFlagLoader(ctx, svc.SavedIDs),
	}
}
