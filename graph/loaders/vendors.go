package loaders

import (
	"context"

	"canvass/internal/vendors"
)

//go:generate go tool dataloaden VendorLoader int64 *canvass/internal/vendors.Vendor

// newVendorLoader batches vendor look-ups by id (node, nodes); a missing
// vendor is a NOT_FOUND error for its key.
func newVendorLoader(ctx context.Context, svc *vendors.Service) *VendorLoader {
	return NewVendorLoader(VendorLoaderConfig{
		Wait:     wait,
		MaxBatch: maxBatch,
		Fetch: fetching(ctx, func(ids []int64) ([]*vendors.Vendor, []error) {
			m, err := svc.ByIDs(ctx, ids)
			return Ordered(ids, m, err, "Vendor not found.")
		}),
	})
}

// newVendorByUserLoader batches User.vendorProfile: keys are user ids and a
// user without a vendor profile loads as nil (no error).
func newVendorByUserLoader(ctx context.Context, svc *vendors.Service) *VendorLoader {
	return NewVendorLoader(VendorLoaderConfig{
		Wait:     wait,
		MaxBatch: maxBatch,
		Fetch: fetching(ctx, func(userIDs []int64) ([]*vendors.Vendor, []error) {
			m, err := svc.ByUserIDs(ctx, userIDs)
			out := make([]*vendors.Vendor, len(userIDs))
			if err != nil {
				return out, []error{err}
			}
			for i, id := range userIDs {
				out[i] = m[id] // nil when the user has none
			}
			return out, nil
		}),
	})
}
