package graph

import (
	"context"

	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/session"
	"canvass/internal/store"
	"canvass/internal/vendors"
)

// Vendor resolvers: each translates GraphQL to a call of the vendors
// service (rules, permissions and messages live in internal/vendors).

func (r *Resolver) vendors(ctx context.Context, n *int, after *string, filter *model.VendorFilter, orderBy *model.VendorOrder) (*model.VendorConnection, error) {
	f := vendorFilter(filter)
	// The directory's cards show none of these.
	f.Brief = true
	for _, path := range [][]string{{"services"}, {"recentWork"}, {"createdAt"}, {"owner", "createdAt"}} {
		f.Brief = f.Brief && !selects(ctx, append([]string{"edges", "node"}, path...)...)
	}
	f.NameCard = asksOnly(ctx, nameCardFields, "edges", "node", "owner")
	f.Names = asksOnly(ctx, namesFields, "edges", "node", "owner")
	order := vendors.ByName
	if orderBy != nil && *orderBy == model.VendorOrderNewest {
		order = vendors.Newest
	}
	page, err := r.Vendors.Search(ctx, f, order, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	if err := r.primeOwners(ctx, owners(page.Items, func(v *vendors.Vendor) (int64, *accounts.User) { return v.UserID, v.Owner }),
		"edges", "node", "owner"); err != nil {
		return nil, err
	}
	if err := primeVerified(ctx, page.Items, func(v *vendors.Vendor) int64 { return v.UserID }); err != nil {
		return nil, err
	}
	conn := &model.VendorConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, v *vendors.Vendor) model.VendorEdge { return model.VendorEdge{Cursor: c, Node: v} })
	conn.TotalCount, conn.TotalCountCapped, conn.TotalCountIsCapped, err = counts(ctx, func(upTo int) (store.Count, error) { return r.Vendors.CountUpTo(ctx, f, upTo) })
	return conn, err
}

func vendorFilter(in *model.VendorFilter) vendors.Filter {
	if in == nil {
		return vendors.Filter{}
	}
	return vendors.Filter{
		Search:      orZero(in.Search),
		Category:    orZero(in.Category),
		Location:    orZero(in.Location),
		Affiliation: string(orZero(in.Affiliation)),
		Verified:    orZero(in.Verified),
	}
}

func (r *Resolver) vendor(ctx context.Context, id int) (*vendors.Vendor, error) {
	v, err := r.Vendors.Get(ctx, int64(id))
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	if v, err = visibleVendor(ctx, v); v == nil {
		return nil, err
	}
	return v, nil
}

func (r *Resolver) vendorFacets(ctx context.Context) (*model.VendorFacets, error) {
	f, err := r.Vendors.Facets(ctx)
	if err != nil {
		return nil, err
	}
	return &model.VendorFacets{
		Categories:   facetValues(f.Categories, nil),
		Locations:    facetValues(f.Locations, nil),
		Affiliations: facetValues(f.Affiliations, nil),
	}, nil
}

func vendorInput(name, category, location string, aff *vendors.Affiliation, description string,
	logo *string, services []string, recentWork *string) vendors.Input {
	return vendors.Input{
		Name:        name,
		Category:    category,
		Location:    location,
		Affiliation: string(orZero(aff)),
		Description: description,
		Logo:        logo,
		Services:    services,
		RecentWork:  orZero(recentWork),
	}
}

func vendorPayload(v *vendors.Vendor, err error) (*model.VendorPayload, error) {
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.VendorPayload{Errors: errs}, err
	}
	return &model.VendorPayload{Vendor: v, Errors: []model.UserError{}}, nil
}

func (r *Resolver) createVendorProfile(ctx context.Context, in model.CreateVendorInput) (*model.VendorPayload, error) {
	return vendorPayload(r.Vendors.Create(ctx, session.Viewer(ctx), vendorInput(in.Name, in.Category, in.Location,
		in.Affiliation, in.Description, in.Logo, in.Services, in.RecentWork)))
}

func (r *Resolver) updateVendorProfile(ctx context.Context, in model.UpdateVendorInput) (*model.VendorPayload, error) {
	id, err := fromGlobalID(in.ID, "Vendor", vendors.MsgNotFound)
	if err != nil {
		return nil, err
	}
	return vendorPayload(r.Vendors.Update(ctx, session.Viewer(ctx), id, vendorInput(in.Name, in.Category, in.Location,
		in.Affiliation, in.Description, in.Logo, in.Services, in.RecentWork)))
}

func (r *Resolver) recordVendorView(ctx context.Context, in model.RecordVendorViewInput) (*model.RecordVendorViewPayload, error) {
	id, err := fromGlobalID(in.VendorID, "Vendor", vendors.MsgNotFound)
	if err != nil {
		return nil, err
	}
	if _, err := r.Vendors.RecordView(ctx, session.Viewer(ctx), id); err != nil {
		return nil, err
	}
	return &model.RecordVendorViewPayload{Ok: true}, nil
}

// vendorNode resolves a "Vendor" global ID for node and nodes (batched).
func (r *Resolver) vendorNode(ctx context.Context, id int64) (model.Node, error) {
	v, err := loaders.For(ctx).Vendor().Load(id)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	if v, err = visibleVendor(ctx, v); v == nil {
		return nil, err // a nil *Vendor is not a nil Node
	}
	return v, nil
}

// vendorProfile is User.vendorProfile, batched per operation; only vendor
// users have one, so other users cost no statement.
func (r *Resolver) vendorProfile(ctx context.Context, u *accounts.User) (*vendors.Vendor, error) {
	if u.UserType != accounts.Vendor {
		return nil, nil
	}
	v, err := loaders.For(ctx).VendorByUser().Load(u.ID)
	if err != nil {
		return nil, err
	}
	return visibleVendor(ctx, v)
}

// visibleVendor is v when the operation's viewer may read it, nil (not
// found) when moderators hid it from them: its owner and the moderators
// read it (the moderator question is asked once per operation, only here).
func visibleVendor(ctx context.Context, v *vendors.Vendor) (*vendors.Vendor, error) {
	// SECURITY: hidden profiles are their owner's and the moderators' only (internal/hidden).
	if v == nil || !v.IsHidden() || v.OwnedBy(session.Viewer(ctx)) {
		return v, nil
	}
	if mod, err := loaders.For(ctx).ViewerIsModerator(); err != nil || !mod {
		return nil, err
	}
	return v, nil
}

// vendorHidden is Vendor.hiddenByModerators and Vendor.hiddenReason: set
// for the profile's owner and the moderators when moderators hid it.
func vendorHidden(ctx context.Context, v *vendors.Vendor) (bool, *string, error) {
	if !v.IsHidden() {
		return false, nil, nil
	}
	viewer := session.Viewer(ctx)
	mod := false
	if !v.OwnedBy(viewer) {
		var err error
		if mod, err = loaders.For(ctx).ViewerIsModerator(); err != nil {
			return false, nil, err
		}
	}
	h, reason := vendors.HiddenFor(viewer, mod, v)
	return h, reason, nil
}

func (r *Resolver) vendorOwner(ctx context.Context, v *vendors.Vendor) (*accounts.User, error) {
	return r.ownerView(ctx, v.UserID, v.Owner)
}

func vendorViewerIsOwner(ctx context.Context, v *vendors.Vendor) bool {
	return v.OwnedBy(session.Viewer(ctx))
}

func (r *Resolver) vendorProfileViews(ctx context.Context, v *vendors.Vendor) (*int, error) {
	return r.Vendors.ViewsOf(ctx, session.Viewer(ctx), v)
}
