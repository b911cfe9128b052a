package graph

import (
	"context"
	"strconv"
	"strings"

	"canvass/graph/model"
	"canvass/internal/apperr"
	"canvass/internal/moderation"
	"canvass/internal/session"
)

// Trust and safety resolvers (issue 28, docs/trust.md): each calls the
// moderation service, where every rule and permission lives.

// reportTypeNames are the GraphQL types whose global ids a report accepts.
var reportTypeNames = map[moderation.TargetType]string{
	moderation.TargetJob: "Job", moderation.TargetVendor: "Vendor", moderation.TargetResource: "Resource",
	moderation.TargetUser: "User", moderation.TargetTeam: "Team", moderation.TargetMessage: "Message",
}

// reportTargetID reads a report's targetId: a global id of the reported
// type, or a database id.
func reportTargetID(tt moderation.TargetType, gid string) int64 {
	if n, err := strconv.ParseInt(strings.TrimSpace(gid), 10, 64); err == nil {
		return n
	}
	typ, id, err := parseGlobalID(gid)
	if err != nil || typ != reportTypeNames[tt] {
		return 0 // the service answers NOT_FOUND
	}
	return id
}

func (r *Resolver) report(ctx context.Context, in model.ReportInput) (*model.ReportPayload, error) {
	rep, created, err := r.Moderation.Report(ctx, session.Viewer(ctx), moderation.ReportInput{
		TargetType: in.TargetType, TargetID: reportTargetID(in.TargetType, in.TargetID), Reason: in.Reason, Details: orZero(in.Details)})
	if err != nil {
		errs, err := userErrors(err)
		return &model.ReportPayload{Errors: errs}, err
	}
	return &model.ReportPayload{Report: &moderation.ReportEntry{Report: *rep}, Created: created, Errors: []model.UserError{}}, nil
}

func (r *Resolver) resolveReport(ctx context.Context, in model.ResolveReportInput) (*model.ResolveReportPayload, error) {
	out, err := r.Moderation.Resolve(ctx, session.Viewer(ctx), int64(in.ReportID), moderation.ResolveInput{
		Action: moderation.Action(strings.ToLower(string(in.Action))), Reason: in.Reason, Days: in.Days})
	if err != nil {
		errs, err := userErrors(err)
		return &model.ResolveReportPayload{Errors: errs}, err
	}
	return &model.ResolveReportPayload{Outcome: out, Errors: []model.UserError{}}, nil
}

func (r *Resolver) viewerIsModerator(ctx context.Context) (bool, error) {
	return r.Moderation.IsModerator(ctx, session.Viewer(ctx))
}

func (r *Resolver) moderationQueue(ctx context.Context, n *int) ([]moderation.Item, error) {
	size := moderation.QueueSize
	if n != nil {
		if *n < 0 {
			return nil, apperr.Field("first", "first must not be negative")
		}
		size = *n
	}
	list, err := r.Moderation.Queue(ctx, session.Viewer(ctx), size)
	if err != nil {
		return nil, err
	}
	out := make([]moderation.Item, len(list))
	for i, it := range list {
		out[i] = *it
	}
	return out, nil
}

func (r *Resolver) moderationLog(ctx context.Context, n *int, after *string) (*model.ModerationLogConnection, error) {
	page, err := r.Moderation.Log(ctx, session.Viewer(ctx), first(n), orZero(after))
	if err != nil {
		return nil, err
	}
	conn := &model.ModerationLogConnection{}
	conn.Edges, conn.PageInfo = edges(ctx, page, after, func(c string, x *moderation.LogEntry) model.ModerationLogEdge {
		return model.ModerationLogEdge{Cursor: c, Node: x}
	})
	return conn, nil
}
