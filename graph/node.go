package graph

import (
	"context"
	"time"

	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/apperr"
	"canvass/internal/session"
)

// HeartbeatInterval is how often the heartbeat subscription emits.
var HeartbeatInterval = 5 * time.Second

// node resolves one global ID. An ID that does not decode, names an unknown
// type or a missing object resolves to null (nil, nil), as Relay expects.
// Lookups go through the operation's loaders, so nodes(ids) batches.
func (r *Resolver) node(ctx context.Context, gid string) (model.Node, error) {
	typ, id, err := parseGlobalID(gid)
	if err != nil {
		return nil, nil
	}
	l := loaders.For(ctx)
	switch typ {
	case "User":
		u, err := l.User.Load(id)
		if err != nil {
			return nil, nilIfNotFound(err)
		}
		// Same view as Job.owner: details only for whom CanSeeDetails allows.
		return r.Accounts.PublicView(session.Viewer(ctx), u), nil

	// Jobs and vendors engineers: add your types here, through your loaders
	// and with the same permission checks as your own queries, e.g.
	//   case "Job":            j, err := l.Job.Load(id) ...
	//   case "JobApplication": ... (only the applicant and the job's owner)
	//   case "Vendor":         ...
	// Return an untyped nil (not a nil *T) for a missing object.
	case "Job":
		return r.jobNode(ctx, id)
	case "JobApplication":
		return r.jobApplicationNode(ctx, id)
	case "Vendor":
		return r.vendorNode(ctx, id)
	case "NewsArticle":
		return r.newsNode(ctx, id)
	}
	return nil, nil
}

// nodes resolves global IDs in order, with null for each one that does not
// resolve. The lookups run concurrently so the loaders batch them.
func (r *Resolver) nodes(ctx context.Context, gids []string) ([]model.Node, error) {
	if len(gids) > MaxNodes {
		return nil, apperr.New(apperr.Invalid, "At most 100 ids can be fetched at once.")
	}
	out := make([]model.Node, len(gids))
	errs := make([]error, len(gids))
	done := make(chan struct{})
	for i, gid := range gids {
		go func() {
			defer func() { done <- struct{}{} }()
			defer func() {
				if p := recover(); p != nil {
					errs[i] = errPanic{p}
				}
			}()
			out[i], errs[i] = r.node(ctx, gid)
		}()
	}
	for range gids {
		<-done
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// MaxNodes bounds nodes(ids).
const MaxNodes = 100

func nilIfNotFound(err error) error {
	if apperr.CodeOf(err) == apperr.NotFound {
		return nil
	}
	return err
}

// heartbeat sends the server time at once and then every HeartbeatInterval
// until the subscription ends.
func (r *Resolver) heartbeat(ctx context.Context) (<-chan *time.Time, error) {
	ch := make(chan *time.Time, 1)
	go func() {
		defer close(ch)
		t := time.NewTicker(HeartbeatInterval)
		defer t.Stop()
		now := time.Now()
		for {
			now = now.UTC()
			select {
			case ch <- &now:
			case <-ctx.Done():
				return
			}
			select {
			case now = <-t.C:
			case <-ctx.Done():
				return
			}
		}
	}()
	return ch, nil
}
