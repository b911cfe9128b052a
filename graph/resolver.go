package graph

import (
	"context"
	"io"
	"log/slog"
	"time"

	"canvass/graph/generated"
	"canvass/graph/loaders"
	"canvass/internal/domain"
)

//go:generate go tool gqlgen generate

// Resolver holds the services the resolvers call. Resolvers translate between
// GraphQL and the domain services; they hold no business rule. Per-operation
// batching goes through loaders.For(ctx).
type Resolver struct {
	domain.Services
	Dev     bool         // CANVASS_DEV: introspection, error details
	BaseURL string       // CANVASS_BASE_URL: an allowed websocket origin
	Log     *slog.Logger // nil discards
	// CANVASS_TRUSTED_DOCUMENTS_ONLY: visitors may send only the app's
	// persisted documents, by id (trusted.go).
	TrustedDocumentsOnly bool
	// ObserveOperation, when set, is told of every query and mutation
	// answered (metrics): the operation's name in the document ("" when
	// anonymous), valid false when the request failed before an operation
	// was chosen (parse or validation errors), failed when the answer has
	// errors, and how long it took.
	ObserveOperation func(name string, valid, failed bool, elapsed time.Duration)
}

// newLoaders builds the dataloaders of one operation.
func (r *Resolver) newLoaders(ctx context.Context) *loaders.Loaders {
	return loaders.New(ctx, r.Services)
}

func (r *Resolver) logger() *slog.Logger {
	if r.Log == nil {
		return slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return r.Log
}

// root is the ResolverRoot handed to the executor: gqlgen's accessors
// (Resolver.Job and the others, generated) allocate a resolver value on
// every call, that is once per resolved field of every list item; root
// hands out one value per type, made once. A test checks that every
// accessor is cached.
type root struct {
	*Resolver
	apiToken       generated.ApiTokenResolver
	conversation   generated.ConversationResolver
	job            generated.JobResolver
	jobApplication generated.JobApplicationResolver
	message        generated.MessageResolver
	mutation       generated.MutationResolver
	newsArticle    generated.NewsArticleResolver
	openToWork     generated.OpenToWorkResolver
	query          generated.QueryResolver
	resource       generated.ResourceResolver
	savedSearch    generated.SavedSearchResolver
	subscription   generated.SubscriptionResolver
	team           generated.TeamResolver
	teamMember     generated.TeamMemberResolver
	user           generated.UserResolver
	vendor         generated.VendorResolver
	verification   generated.VerificationResolver
}

func newRoot(r *Resolver) *root {
	return &root{Resolver: r, apiToken: r.ApiToken(), openToWork: r.OpenToWork(),
		conversation: r.Conversation(), job: r.Job(), jobApplication: r.JobApplication(), message: r.Message(),
		mutation: r.Mutation(), newsArticle: r.NewsArticle(), query: r.Query(), resource: r.Resource(), savedSearch: r.SavedSearch(),
		subscription: r.Subscription(), team: r.Team(), teamMember: r.TeamMember(), user: r.User(), vendor: r.Vendor(),
		verification: r.Verification()}
}

func (r *root) ApiToken() generated.ApiTokenResolver             { return r.apiToken }
func (r *root) Verification() generated.VerificationResolver     { return r.verification }
func (r *root) OpenToWork() generated.OpenToWorkResolver         { return r.openToWork }
func (r *root) Conversation() generated.ConversationResolver     { return r.conversation }
func (r *root) Job() generated.JobResolver                       { return r.job }
func (r *root) JobApplication() generated.JobApplicationResolver { return r.jobApplication }
func (r *root) Message() generated.MessageResolver               { return r.message }
func (r *root) Mutation() generated.MutationResolver             { return r.mutation }
func (r *root) NewsArticle() generated.NewsArticleResolver       { return r.newsArticle }
func (r *root) Query() generated.QueryResolver                   { return r.query }
func (r *root) Resource() generated.ResourceResolver             { return r.resource }
func (r *root) SavedSearch() generated.SavedSearchResolver       { return r.savedSearch }
func (r *root) Subscription() generated.SubscriptionResolver     { return r.subscription }
func (r *root) Team() generated.TeamResolver                     { return r.team }
func (r *root) TeamMember() generated.TeamMemberResolver         { return r.teamMember }
func (r *root) User() generated.UserResolver                     { return r.user }
func (r *root) Vendor() generated.VendorResolver                 { return r.vendor }
