package graph

// Open to work and the people search (internal/people, docs/hiring.md).

import (
	"context"

	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/people"
	"canvass/internal/session"
	"canvass/internal/store"
)

// openToWorkKey is where the people list leaves each member's availability
// for User.openToWork (read in the page's statement; no statement per card).
type openToWorkKey int64

func peopleFilter(f *model.PeopleFilter) people.Filter {
	if f == nil {
		return people.Filter{}
	}
	out := people.Filter{Available: orZero(f.Available)}
	if f.Role != nil {
		out.Role = string(*f.Role)
	}
	if f.State != nil {
		out.State = string(*f.State)
	}
	return out
}

func (r *Resolver) people(ctx context.Context, n *int, after *string, filter *model.PeopleFilter) (*model.PersonConnection, error) {
	viewer := session.Viewer(ctx)
	f := peopleFilter(filter)
	page, err := r.People.Search(ctx, viewer, f, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	if selects(ctx, "edges", "node", "openToWork") {
		l := loaders.For(ctx)
		for _, p := range page.Items {
			l.Put(openToWorkKey(p.User.ID), &p.OTW)
		}
	}
	users := store.MapPage(page, func(p *people.Person) *accounts.User { return &p.User })
	conn := &model.PersonConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, users, after, func(c string, u *accounts.User) model.PersonEdge { return model.PersonEdge{Cursor: c, Node: u} })
	conn.TotalCount, conn.TotalCountCapped, conn.TotalCountIsCapped, err = counts(ctx,
		func(upTo int) (store.Count, error) { return r.People.CountUpTo(ctx, viewer, f, upTo) })
	return conn, err
}

// userOpenToWork is User.openToWork: from the people list's page when it
// read it, else one statement.
func (r *Resolver) userOpenToWork(ctx context.Context, u *accounts.User) (*people.OpenToWork, error) {
	viewer := session.Viewer(ctx)
	if v, ok := loaders.For(ctx).Take(openToWorkKey(u.ID)); ok {
		return people.Shown(viewer, u, v.(*people.OpenToWork)), nil
	}
	return r.People.Of(ctx, viewer, u)
}

func (r *Resolver) updateOpenToWork(ctx context.Context, in model.UpdateOpenToWorkInput) (*model.UpdateOpenToWorkPayload, error) {
	roles := make([]string, len(in.Roles))
	for i, x := range in.Roles {
		roles[i] = string(x)
	}
	states := make([]string, len(in.States))
	for i, x := range in.States {
		states[i] = string(x)
	}
	viewer := session.Viewer(ctx)
	o, err := r.People.Update(ctx, viewer, people.Input{Open: &in.Open, AvailableFrom: orZero(in.AvailableFrom), Roles: roles, States: states})
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.UpdateOpenToWorkPayload{Errors: errs}, err
	}
	return &model.UpdateOpenToWorkPayload{OpenToWork: o, User: viewer, Errors: []model.UserError{}}, nil
}

func (r *Resolver) electionWeekLead(ctx context.Context) (*model.ElectionWeekLead, error) {
	lead, election, err := r.People.HomeLead(ctx, session.Viewer(ctx))
	if err != nil || lead == "" {
		return nil, err
	}
	return &model.ElectionWeekLead{Kind: lead, Election: election.Format(people.DateLayout)}, nil
}

func (r *Resolver) openToWorkAvailability(o *people.OpenToWork) string {
	return o.Availability(r.People.Now())
}

func (r *Resolver) openToWorkAvailableNow(o *people.OpenToWork) bool {
	return o.AvailableNow(r.People.Now())
}
