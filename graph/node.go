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
	resolve, ok := r.nodeTypes()[typ]
	if !ok {
		return nil, nil
	}
	return resolve(ctx, id)
}

// nodeTypes resolves each Node type's database ids, through the
// operation's loaders and with the same permission checks as the type's own
// queries; a missing or hidden object is an untyped nil. A schema type that
// implements Node needs an entry here (TestEveryNodeTypeResolves fails
// without one).
func (r *Resolver) nodeTypes() map[string]func(ctx context.Context, id int64) (model.Node, error) {
	return map[string]func(context.Context, int64) (model.Node, error){
		"User":           r.userNode,
		"Job":            r.jobNode,
		"JobApplication": r.jobApplicationNode,
		"Vendor":         r.vendorNode,
		"Team":           r.teamNode,
		"Resource":       r.resourceNode,
		"Message":        r.messageNode,
		"Conversation":   r.conversationNode,
		"NewsArticle":    r.newsNode,
		"SavedSearch":    r.savedSearchNode,
		"Notification":   r.notificationNode,
		"ApiToken":       r.apiTokenNode,
		"Verification":   r.verificationNode,
	}
}

// userNode resolves a "User" global ID with the same view as Job.owner:
// details only for whom CanSeeDetails allows.
func (r *Resolver) userNode(ctx context.Context, id int64) (model.Node, error) {
	u, err := loaders.For(ctx).User().Load(id)
	if err == nil {
		err = r.Accounts.CheckVisible(ctx, session.Viewer(ctx), u)
	}
	if err != nil {
		return nil, nilIfNotFound(err)
	}
	return r.Accounts.PublicView(session.Viewer(ctx), u), nil
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
