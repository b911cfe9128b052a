package graph

//go:generate go tool gqlgen generate

// Resolver holds the services the resolvers call. Resolvers translate between
// GraphQL and the domain services; they hold no business rule.
type Resolver struct{}
