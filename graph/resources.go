package graph

import (
	"context"
	"time"

	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/elections"
	"canvass/internal/resources"
	"canvass/internal/session"
	"canvass/internal/store"
)

// Resource centre resolvers: each translates GraphQL to a call of the
// resources service (rules, permissions and messages live in
// internal/resources).
//
// Reading what only some viewers may see: User.savedResources and
// User.resourcesSavedCount are the user's own; null for everyone else.

// ---------------------------------------------------------------- queries

func (r *Resolver) resources(ctx context.Context, n *int, after *string, filter *model.ResourceFilter, orderBy *model.ResourceOrder) (*model.ResourceConnection, error) {
	f := resourceFilter(filter)
	f.NameCard = asksOnly(ctx, nameCardFields, "edges", "node", "author")
	f.Names = asksOnly(ctx, namesFields, "edges", "node", "author")
	// Article bodies only when shown (or counted for the reading time).
	f.NoContent = !selects(ctx, "edges", "node", "content") && !selects(ctx, "edges", "node", "readMinutes")
	f.NoHTML = !selects(ctx, "edges", "node", "contentHtml")
	f.NoUpdatedAt = !selects(ctx, "edges", "node", "updatedAt")
	order := resources.Newest
	if orderBy != nil && *orderBy == model.ResourceOrderOldest {
		order = resources.Oldest
	}
	page, err := r.Resources.Search(ctx, f, order, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	return r.resourceConnection(ctx, page, after, func(upTo int) (store.Count, error) { return r.Resources.CountUpTo(ctx, f, upTo) }, false)
}

func resourceFilter(in *model.ResourceFilter) resources.Filter {
	if in == nil {
		return resources.Filter{}
	}
	return resources.Filter{Search: orZero(in.Search), Category: string(orZero(in.Category))}
}

// resourceConnection is a page of resources as a connection. It primes the
// operation's loaders for the fields the query asks of each resource
// (author, viewerHasSaved: one statement each, whatever the page size).
// allSaved says every item is one the viewer saved (their saved list), so
// viewerHasSaved needs no statement.
func (r *Resolver) resourceConnection(ctx context.Context, page store.Page[*resources.Resource], after *string, count func(upTo int) (store.Count, error), allSaved bool) (*model.ResourceConnection, error) {
	if err := r.primeOwners(ctx, owners(page.Items, func(x *resources.Resource) (int64, *accounts.User) { return x.AuthorID, x.Author }),
		"edges", "node", "author"); err != nil {
		return nil, err
	}
	if allSaved {
		for _, x := range page.Items {
			loaders.For(ctx).Resources().ViewerSaved.Prime(x.ID, true)
		}
	} else if len(page.Items) > 1 && selects(ctx, "edges", "node", "viewerHasSaved") {
		ids := make([]int64, len(page.Items))
		for i, x := range page.Items {
			ids[i] = x.ID
		}
		if err := loaders.For(ctx).Resources().PrimeSaved(ids); err != nil {
			return nil, err
		}
	}
	conn := &model.ResourceConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, x *resources.Resource) model.ResourceEdge {
		return model.ResourceEdge{Cursor: c, Node: x}
	})
	var err error
	conn.TotalCount, conn.TotalCountCapped, conn.TotalCountIsCapped, err = counts(ctx, count)
	return conn, err
}

func (r *Resolver) resource(ctx context.Context, id int) (*resources.Resource, error) {
	x, err := r.Resources.Get(ctx, session.Viewer(ctx), int64(id))
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return x, nil
}

func (r *Resolver) resourceFacets(ctx context.Context) (*model.ResourceFacets, error) {
	f, err := r.Resources.Facets(ctx)
	if err != nil {
		return nil, err
	}
	// Values are what the filter takes: ResourceCategory names.
	return &model.ResourceFacets{Categories: facetValues(f.Categories, resources.Categories.Name)}, nil
}

func (r *Resolver) markdownPreview(ctx context.Context, src string) (string, error) {
	return r.Resources.Preview(session.Viewer(ctx), src)
}

// resourceNode resolves a "Resource" global ID for node and nodes (batched).
func (r *Resolver) resourceNode(ctx context.Context, id int64) (model.Node, error) {
	x, err := loaders.For(ctx).Resources().Resource.Load(id)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return x, nil
}

// -------------------------------------------------------------- mutations

func resourceInput(title, description string, cat *resources.Category, content string, image *string) resources.Input {
	return resources.Input{Title: title, Description: description, Category: string(orZero(cat)), Content: content, ImageURL: image}
}

func resourcePayload(x *resources.Resource, err error) (*model.ResourcePayload, error) {
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.ResourcePayload{Errors: errs}, err
	}
	return &model.ResourcePayload{Resource: x, Errors: []model.UserError{}}, nil
}

func (r *Resolver) createResource(ctx context.Context, in model.CreateResourceInput) (*model.ResourcePayload, error) {
	return resourcePayload(r.Resources.Create(ctx, session.Viewer(ctx),
		resourceInput(in.Title, in.Description, in.Category, in.Content, in.ImageURL)))
}

func (r *Resolver) updateResource(ctx context.Context, in model.UpdateResourceInput) (*model.ResourcePayload, error) {
	id, err := fromGlobalID(in.ID, "Resource", resources.MsgNotFound)
	if err != nil {
		return nil, err
	}
	return resourcePayload(r.Resources.Update(ctx, session.Viewer(ctx), id,
		resourceInput(in.Title, in.Description, in.Category, in.Content, in.ImageURL)))
}

func (r *Resolver) deleteResource(ctx context.Context, in model.DeleteResourceInput) (*model.DeleteResourcePayload, error) {
	id, err := fromGlobalID(in.ID, "Resource", resources.MsgNotFound)
	if err != nil {
		return nil, err
	}
	if err := r.Resources.Delete(ctx, session.Viewer(ctx), id); err != nil {
		if errs, err := userErrors(err); err != nil || errs != nil {
			return &model.DeleteResourcePayload{Errors: errs}, err
		}
	}
	gid := toGlobalID("Resource", id)
	return &model.DeleteResourcePayload{DeletedResourceID: &gid, Errors: []model.UserError{}}, nil
}

// saveResource and unsaveResource return the resource; its viewerHasSaved
// is primed with the new state, so the client's store updates.
func (r *Resolver) saveResource(ctx context.Context, in model.SaveResourceInput, save bool) (*model.SaveResourcePayload, error) {
	id, err := fromGlobalID(in.ResourceID, "Resource", resources.MsgNotFound)
	if err != nil {
		return nil, err
	}
	op := r.Resources.Unsave
	if save {
		op = r.Resources.Save
	}
	x, err := op(ctx, session.Viewer(ctx), id)
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.SaveResourcePayload{Errors: errs}, err
	}
	loaders.For(ctx).Resources().ViewerSaved.Clear(id)
	loaders.For(ctx).Resources().ViewerSaved.Prime(id, save)
	return &model.SaveResourcePayload{Resource: x, Errors: []model.UserError{}}, nil
}

// ------------------------------------------------------- Resource fields

func (r *Resolver) resourceAuthor(ctx context.Context, x *resources.Resource) (*accounts.User, error) {
	return r.ownerView(ctx, x.AuthorID, x.Author)
}

func resourceViewerIsOwner(ctx context.Context, x *resources.Resource) bool {
	return x.OwnedBy(session.Viewer(ctx))
}

// resourceViewerHasSaved is batched: one statement for a whole page, none
// for visitors.
func resourceViewerHasSaved(ctx context.Context, x *resources.Resource) (bool, error) {
	if session.Viewer(ctx) == nil {
		return false, nil
	}
	return loaders.For(ctx).Resources().ViewerSaved.Load(x.ID)
}

// ------------------------------------------------------------ User fields

func (r *Resolver) userResources(ctx context.Context, u *accounts.User, n *int, after *string) (*model.ResourceConnection, error) {
	viewer := session.Viewer(ctx)
	page, err := r.Resources.ListByAuthor(ctx, viewer, u.ID, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	return r.resourceConnection(ctx, page, after, exactCount(func() (int, error) { return r.Resources.CountByAuthor(ctx, viewer, u.ID) }), false)
}

func (r *Resolver) userSavedResources(ctx context.Context, u *accounts.User, n *int, after *string) (*model.ResourceConnection, error) {
	viewer := session.Viewer(ctx)
	page, err := r.Resources.ListSaved(ctx, viewer, u.ID, first(n), orZero(after))
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return r.resourceConnection(ctx, page, after, exactCount(func() (int, error) { return r.Resources.SavedCount(ctx, viewer, u.ID) }), true)
}

func (r *Resolver) userResourcesSavedCount(ctx context.Context, u *accounts.User) (*int, error) {
	n, err := r.Resources.SavedCount(ctx, session.Viewer(ctx), u.ID)
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return &n, nil
}

// electionDates is the election calendar tool's list: the upcoming dates of
// internal/elections, the same as the .ics download.
func (r *Resolver) electionDates() []model.ElectionDate {
	dates := elections.Upcoming(time.Now())
	out := make([]model.ElectionDate, len(dates))
	for i, d := range dates {
		out[i] = model.ElectionDate{UID: d.UID, Date: d.Date.Format("2006-01-02"), Title: d.Title, Description: d.Description}
	}
	return out
}
