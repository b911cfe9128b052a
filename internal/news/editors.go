package news

import (
	"context"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
)

// The editor role: a site role stored apart from userType (table editors,
// an accounts.SiteRole). Editors write, schedule, publish, unpublish and
// delete news articles.
//
// SECURITY: the role is granted and revoked only by the command line
// (canvass editors add|remove|list, internal/app). GrantEditor,
// RevokeEditor and Editors take no actor on purpose and must never be
// reachable from GraphQL or the REST shim; an API only ever asks IsEditor.

// Editor is one member holding the editor role.
type Editor = accounts.RoleHolder

// EditorRole is the role itself (the command line grants, revokes and
// lists it).
func (s *Service) EditorRole() *accounts.SiteRole { return s.editors }

// GrantEditor makes username an editor; added is false when they already were.
func (s *Service) GrantEditor(ctx context.Context, username string) (added bool, err error) {
	return s.editors.Grant(ctx, username)
}

// RevokeEditor takes the role from username; removed is false when they did
// not hold it. Their articles stay (and stay theirs).
func (s *Service) RevokeEditor(ctx context.Context, username string) (removed bool, err error) {
	return s.editors.Revoke(ctx, username)
}

// Editors lists every editor, by username.
func (s *Service) Editors(ctx context.Context) ([]Editor, error) { return s.editors.Holders(ctx) }

// IsEditor reports whether u (nil for visitors) holds the editor role.
func (s *Service) IsEditor(ctx context.Context, u *accounts.User) (bool, error) {
	return s.editors.Has(ctx, u)
}

// requireEditor is the one permission check of every write: visitors get
// UNAUTHENTICATED, members without the role FORBIDDEN.
func (s *Service) requireEditor(ctx context.Context, actor *accounts.User) error {
	// SECURITY: only editors write news; the role is read from the database
	// on every write, so a revoked editor loses it at once.
	if actor == nil {
		return apperr.New(apperr.Unauthenticated, MsgLoginToWrite)
	}
	ok, err := s.IsEditor(ctx, actor)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.New(apperr.Forbidden, MsgNotEditor)
	}
	return nil
}
