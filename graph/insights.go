package graph

// Pay insights (internal/insights): public figures, no viewer needed.

import (
	"context"

	"canvass/internal/insights"
	"canvass/internal/jobs"
)

func (r *Resolver) payInsights(ctx context.Context, role *insights.Role, state *string, jobType *jobs.JobType) (*insights.Table, error) {
	f := insights.Filter{State: orZero(state)}
	if role != nil {
		f.Role = string(*role)
	}
	if jobType != nil {
		f.JobType = string(*jobType)
	}
	return r.Insights.Pay(ctx, f)
}
