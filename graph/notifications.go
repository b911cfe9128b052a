package graph

import (
	"context"

	"canvass/graph/loaders"
	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/events"
	"canvass/internal/jobs"
	"canvass/internal/notifications"
	"canvass/internal/session"
)

// Notification centre and saved jobs resolvers (issue 26): each calls the
// notifications or jobs service, where the rules live. User.notifications,
// unreadNotifications, savedJobs and jobsSavedCount are the viewer's own:
// null on anyone else.

func (r *Resolver) userNotifications(ctx context.Context, u *accounts.User, n *int, after *string) (*model.NotificationConnection, error) {
	// SECURITY: the viewer's own; null on anyone else.
	if !isViewer(ctx, u) {
		return nil, nil
	}
	page, err := r.Notifications.List(ctx, u, first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	conn := &model.NotificationConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, x *notifications.Notification) model.NotificationEdge {
		return model.NotificationEdge{Cursor: c, Node: x}
	})
	return conn, nil
}

func (r *Resolver) userUnreadNotifications(ctx context.Context, u *accounts.User) (*int, error) {
	// SECURITY: the viewer's own; null on anyone else.
	if !isViewer(ctx, u) {
		return nil, nil
	}
	n, err := r.Notifications.UnreadCount(ctx, u)
	if err != nil {
		return nil, err
	}
	return &n, nil
}

// notificationNode resolves a "Notification" global ID: the viewer's own
// only, null for anyone else's.
func (r *Resolver) notificationNode(ctx context.Context, id int64) (model.Node, error) {
	x, err := r.Notifications.Get(ctx, session.Viewer(ctx), id)
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return x, nil
}

func (r *Resolver) markNotificationRead(ctx context.Context, in *model.MarkNotificationReadInput) (*model.MarkNotificationReadPayload, error) {
	v := session.Viewer(ctx)
	var x *notifications.Notification
	var err error
	if in != nil {
		var id int64
		if id, err = fromGlobalID(in.ID, "Notification", notifications.MsgNotFound); err == nil {
			x, err = r.Notifications.MarkRead(ctx, v, id)
		}
	} else {
		_, err = r.Notifications.MarkAllRead(ctx, v)
	}
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.MarkNotificationReadPayload{Errors: errs}, err
	}
	n, err := r.Notifications.UnreadCount(ctx, v)
	if err != nil {
		return nil, err
	}
	return &model.MarkNotificationReadPayload{Notification: x, UnreadNotifications: &n, Errors: []model.UserError{}}, nil
}

// notificationEvents streams the viewer's notification changes: a RESYNC
// first, once listening, then NEW and READ events, each re-read from the
// database as the viewer may see it (events carry ids only).
func (r *Resolver) notificationEvents(ctx context.Context) (<-chan *model.NotificationEvent, error) {
	v := session.Viewer(ctx)
	sub, err := r.Notifications.Subscribe(v)
	if err != nil {
		return nil, err
	}
	out := make(chan *model.NotificationEvent, 1)
	go func() {
		defer close(out)
		defer sub.Close()
		send := func(ev events.Event) bool {
			ne, err := r.notificationEvent(ctx, v, ev)
			if err != nil {
				if ctx.Err() == nil {
					r.logger().Warn("notifications: event; ending the subscription", "kind", ev.Kind, "err", err)
				}
				return false // the client resubscribes and catches up
			}
			if ne == nil {
				return true
			}
			select {
			case out <- ne:
				return true
			case <-ctx.Done():
				return false
			}
		}
		if !send(events.Event{Kind: events.KindResync}) {
			return
		}
		for {
			select {
			case <-ctx.Done():
				return
			case ev, ok := <-sub.C:
				if !ok || !send(ev) {
					return
				}
			}
		}
	}()
	return out, nil
}

// notificationEvent is ev as the viewer sees it, or nil for an event that
// is not the notification centre's.
func (r *Resolver) notificationEvent(ctx context.Context, v *accounts.User, ev events.Event) (*model.NotificationEvent, error) {
	ne := &model.NotificationEvent{}
	switch {
	case ev.Kind == events.KindResync:
		ne.Kind = model.NotificationEventKindResync
	case ev.Kind != events.KindNotification:
		return nil, nil
	case ev.NotificationID > 0:
		x, err := r.Notifications.Get(ctx, v, ev.NotificationID)
		if apperr.CodeOf(err) == apperr.NotFound {
			return nil, nil // SECURITY: not one the viewer may see
		}
		if err != nil {
			return nil, err
		}
		ne.Kind, ne.Notification = model.NotificationEventKindNew, x
	default:
		ne.Kind = model.NotificationEventKindRead
	}
	n, err := r.Notifications.UnreadCount(ctx, v)
	if err != nil {
		return nil, err
	}
	ne.UnreadCount = n
	return ne, nil
}

// ------------------------------------------------------------ saved jobs

// saveJob and unsaveJob return the job; its viewerHasSaved is primed with
// the new state, so the client's store updates.
func (r *Resolver) saveJob(ctx context.Context, in model.SaveJobInput, save bool) (*model.SaveJobPayload, error) {
	id, err := fromGlobalID(in.JobID, "Job", jobs.MsgNotFound)
	if err != nil {
		return nil, err
	}
	op := r.Jobs.Unsave
	if save {
		op = r.Jobs.Save
	}
	j, err := op(ctx, session.Viewer(ctx), id)
	if errs, err := userErrors(err); err != nil || errs != nil {
		return &model.SaveJobPayload{Errors: errs}, err
	}
	loaders.For(ctx).Jobs().ViewerSaved.Clear(id)
	loaders.For(ctx).Jobs().ViewerSaved.Prime(id, save)
	return &model.SaveJobPayload{Job: j, Errors: []model.UserError{}}, nil
}

// jobViewerHasSaved is batched: one statement for a whole page, none for
// visitors.
func jobViewerHasSaved(ctx context.Context, j *jobs.Job) (bool, error) {
	if session.Viewer(ctx) == nil {
		return false, nil
	}
	return loaders.For(ctx).Jobs().ViewerSaved.Load(j.ID)
}

func (r *Resolver) userSavedJobs(ctx context.Context, u *accounts.User, n *int, after *string) (*model.JobConnection, error) {
	viewer := session.Viewer(ctx)
	page, err := r.Jobs.ListSaved(ctx, viewer, u.ID, first(n), orZero(after))
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return r.jobConnectionOf(ctx, page, after, exactCount(func() (int, error) { return r.Jobs.SavedCount(ctx, viewer, u.ID) }), true)
}

func (r *Resolver) userJobsSavedCount(ctx context.Context, u *accounts.User) (*int, error) {
	n, err := r.Jobs.SavedCount(ctx, session.Viewer(ctx), u.ID)
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return &n, nil
}
