package graph

// Saved job searches and their alerts (internal/alerts): a member's own, so
// User.savedSearches is null for everyone else and node(id) of another
// member's search is null.

import (
	"context"

	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/alerts"
	"canvass/internal/jobs"
	"canvass/internal/session"
)

func (r *Resolver) savedSearchNode(ctx context.Context, id int64) (model.Node, error) {
	x, err := r.Alerts.Get(ctx, session.Viewer(ctx), id)
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return x, nil
}

// userSavedSearches is User.savedSearches: the user's own, null for anyone else.
func (r *Resolver) userSavedSearches(ctx context.Context, u *accounts.User, n *int, after *string) (*model.SavedSearchConnection, error) {
	viewer := session.Viewer(ctx)
	// SECURITY: someone's saved searches are theirs to see; the service
	// refuses vendors and strangers, which reads as null here.
	if viewer == nil || viewer.ID != u.ID {
		return nil, nil
	}
	page, err := r.Alerts.List(ctx, viewer, first(n), orZero(after))
	if err != nil {
		return nil, nilIfHidden(err)
	}
	conn := &model.SavedSearchConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, x *alerts.SavedSearch) model.SavedSearchEdge {
		return model.SavedSearchEdge{Cursor: c, Node: x}
	})
	if selects(ctx, "totalCount") {
		if conn.TotalCount, err = r.Alerts.Count(ctx, viewer); err != nil {
			return nil, err
		}
	}
	return conn, nil
}

func savedSearchFilter(x *alerts.SavedSearch) *model.SavedSearchFilter {
	f := &model.SavedSearchFilter{Search: x.Search, Location: x.Location}
	if x.JobType != "" {
		v := jobs.JobType(x.JobType)
		f.JobType = &v
	}
	if x.Affiliation != "" {
		v := accounts.Affiliation(x.Affiliation)
		f.PoliticalAffiliation = &v
	}
	if x.Workplace != "" {
		v := jobs.Workplace(x.Workplace)
		f.Workplace = &v
	}
	return f
}

// alertInput is the service's input from a GraphQL filter (enum values by
// their stored form).
func alertInput(name string, f *model.JobFilter, freq alerts.Frequency) alerts.Input {
	in := alerts.Input{Name: name, Frequency: string(freq)}
	if f != nil {
		in.Filter = jobs.Filter{Search: orZero(f.Search), Location: orZero(f.Location)}
		if f.JobType != nil {
			in.Filter.JobType = string(*f.JobType)
		}
		if f.PoliticalAffiliation != nil {
			in.Filter.Affiliation = string(*f.PoliticalAffiliation)
		}
		if f.Workplace != nil {
			in.Filter.Workplace = string(*f.Workplace)
		}
	}
	return in
}

func savedSearchPayload(x *alerts.SavedSearch, err error) (*model.SavedSearchPayload, error) {
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.SavedSearchPayload{Errors: errs}, err
	}
	return &model.SavedSearchPayload{SavedSearch: x, Errors: []model.UserError{}}, nil
}

func savedSearchID(gid string) (int64, error) {
	return fromGlobalID(gid, "SavedSearch", alerts.MsgNotFound)
}

func (r *Resolver) createSavedSearch(ctx context.Context, in model.CreateSavedSearchInput) (*model.SavedSearchPayload, error) {
	return savedSearchPayload(r.Alerts.Create(ctx, session.Viewer(ctx), alertInput(in.Name, in.Filter, in.Frequency)))
}

func (r *Resolver) updateSavedSearch(ctx context.Context, in model.UpdateSavedSearchInput) (*model.SavedSearchPayload, error) {
	id, err := savedSearchID(in.ID)
	if err != nil {
		return nil, err
	}
	return savedSearchPayload(r.Alerts.Update(ctx, session.Viewer(ctx), id, alertInput(in.Name, in.Filter, in.Frequency)))
}

func (r *Resolver) deleteSavedSearch(ctx context.Context, in model.DeleteSavedSearchInput) (*model.DeleteSavedSearchPayload, error) {
	id, err := savedSearchID(in.ID)
	if err != nil {
		return nil, err
	}
	if err := r.Alerts.Delete(ctx, session.Viewer(ctx), id); err != nil {
		if errs, err := userErrors(err); err != nil || errs != nil {
			return &model.DeleteSavedSearchPayload{Errors: errs}, err
		}
	}
	gid := toGlobalID("SavedSearch", id)
	return &model.DeleteSavedSearchPayload{DeletedSavedSearchID: &gid, Errors: []model.UserError{}}, nil
}
