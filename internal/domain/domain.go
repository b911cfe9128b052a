// Package domain lists Canvass's domain services in one place. The wiring
// (internal/app) builds one Services; the REST shim, the GraphQL resolvers,
// the per-operation loaders and the seeder all embed the same struct, so a
// new feature adds its service here once (see docs/adding-a-feature.md).
package domain

import (
	"canvass/internal/accounts"
	"canvass/internal/alerts"
	"canvass/internal/email"
	"canvass/internal/insights"
	"canvass/internal/jobs"
	"canvass/internal/messages"
	"canvass/internal/moderation"
	"canvass/internal/news"
	"canvass/internal/notifications"
	"canvass/internal/notify/prefs"
	"canvass/internal/people"
	"canvass/internal/queue"
	"canvass/internal/resources"
	"canvass/internal/resumes"
	"canvass/internal/session"
	"canvass/internal/teams"
	"canvass/internal/tokens"
	"canvass/internal/uploads"
	"canvass/internal/vendors"
	"canvass/internal/verify"
)

// Services are the domain services every entry point calls.
type Services struct {
	Accounts *accounts.Service
	Sessions *session.Manager
	// Sockets are this process's live (websocket) connections: budgets and
	// closing them when their session ends.
	Sockets *session.Sockets
	Uploads *uploads.Store
	Jobs    *jobs.Service
	// Resumes are members' PDF résumés (profile defaults and downloads).
	Resumes *resumes.Service
	Vendors *vendors.Service
	Teams   *teams.Service
	// Resources is the resource centre.
	Resources *resources.Service
	Messages  *messages.Service
	News      *news.Service
	// Alerts are saved job searches and the job alerts they send.
	Alerts *alerts.Service
	// Queue is the durable job queue (enqueue inside a transaction; see
	// docs/queue.md); Outbox sends email through it.
	Queue  *queue.Queue
	Outbox *email.Outbox
	// EmailPrefs: which kinds of non-essential email each member wants.
	EmailPrefs *prefs.Service
	// Notifications is the notification centre; other services create
	// notifications through it (docs/notifications.md).
	Notifications *notifications.Service
	// Insights publishes what campaign jobs pay (/insights/pay).
	Insights *insights.Service
	// Moderation is trust and safety: reports, the moderation queue, its
	// actions and audit log, suspension (docs/trust.md).
	Moderation *moderation.Service
	// Tokens are members' personal access tokens (docs/api.md).
	Tokens *tokens.Service
	// People is open to work and the people search (/people).
	People *people.Service
	// Verify is verified campaigns, organisations and vendors
	// (docs/trust.md).
	Verify *verify.Service
}
