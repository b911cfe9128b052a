package graph

// Email preferences and one-click unsubscribe (internal/notify/prefs): a
// member's own preferences, and the token of an email's unsubscribe link,
// which works without signing in.

import (
	"context"
	"strings"

	"canvass/graph/model"
	"canvass/internal/accounts"
	"canvass/internal/notify/prefs"
	"canvass/internal/session"
)

// emailKind is the GraphQL name of a stored kind ("job_alert" → JOB_ALERT).
func emailKind(kind string) model.EmailKind { return model.EmailKind(strings.ToUpper(kind)) }

func emailPreferenceList(m map[string]bool) []model.EmailPreference {
	out := make([]model.EmailPreference, 0, len(prefs.Kinds))
	for _, k := range prefs.Kinds {
		out = append(out, model.EmailPreference{Kind: emailKind(k), Enabled: m[k]})
	}
	return out
}

// userEmailPreferences is User.emailPreferences: the user themself only.
func (r *Resolver) userEmailPreferences(ctx context.Context, u *accounts.User) ([]model.EmailPreference, error) {
	viewer := session.Viewer(ctx)
	// SECURITY: which emails someone gets is their business.
	if viewer == nil || viewer.ID != u.ID {
		return nil, nil
	}
	m, err := r.EmailPrefs.Get(ctx, viewer)
	if err != nil {
		return nil, nilIfHidden(err)
	}
	return emailPreferenceList(m), nil
}

func (r *Resolver) updateEmailPreferences(ctx context.Context, in model.UpdateEmailPreferencesInput) (*model.UpdateEmailPreferencesPayload, error) {
	viewer := session.Viewer(ctx)
	set := make(map[string]bool, len(in.Preferences))
	for _, p := range in.Preferences {
		set[strings.ToLower(string(p.Kind))] = p.Enabled
	}
	if _, err := r.EmailPrefs.Set(ctx, viewer, set); err != nil {
		errs, err := userErrors(err)
		return &model.UpdateEmailPreferencesPayload{Errors: errs}, err
	}
	return &model.UpdateEmailPreferencesPayload{User: viewer, Errors: []model.UserError{}}, nil
}

func (r *Resolver) unsubscribe(ctx context.Context, in model.UnsubscribeInput) (*model.UnsubscribePayload, error) {
	enabled := in.Enabled != nil && *in.Enabled
	u, err := r.EmailPrefs.Unsubscribe(ctx, in.Token, enabled)
	if err != nil {
		errs, err := userErrors(err)
		return &model.UnsubscribePayload{Errors: errs}, err
	}
	k := emailKind(u.Kind)
	return &model.UnsubscribePayload{Kind: &k, Enabled: &u.Enabled, Errors: []model.UserError{}}, nil
}
