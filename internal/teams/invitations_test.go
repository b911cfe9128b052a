package teams_test

import (
	"testing"
	"time"

	"canvass/internal/accounts"
	"canvass/internal/apperr"
	"canvass/internal/store"
	"canvass/internal/store/storetest"
	"canvass/internal/teams"
)

// Issue 25: invitations. A manager adds directly only people who already
// share a team with them; anyone else is invited, and only the invitee
// accepts or declines, within 7 days; one pending invitation per person and
// team.
func TestInvitations(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db) // olive's team: adam (admin), mia
		side, err := w.svc.Create(w.ctx, w.adam, teams.Input{Name: "Adam's Side Team"})
		mustOK(t, err)

		// mia shares olive's team with adam: added at once.
		m, inv, _, err := w.svc.AddMember(w.ctx, w.adam, side.ID, w.mia.ID, "admin")
		mustOK(t, err)
		if m == nil || inv != nil || m.Role != teams.Admin {
			t.Fatalf("direct add: member %+v, invitation %+v", m, inv)
		}
		// carl shares no team with adam: invited, not a member yet.
		m, inv, tm, err := w.svc.AddMember(w.ctx, w.adam, side.ID, w.carl.ID, "")
		mustOK(t, err)
		if m != nil || inv == nil || inv.Role != teams.Member || inv.Status != "pending" || tm.MemberCount != 2 {
			t.Fatalf("invite: member %+v, invitation %+v, team %+v", m, inv, tm)
		}
		if d := inv.ExpiresAt.Sub(inv.CreatedAt); d != teams.InvitationTTL {
			t.Errorf("expires after %v, want 7 days", d)
		}
		_, err = w.svc.Get(w.ctx, w.carl, side.ID)
		wantErr(t, err, apperr.NotFound, teams.MsgNotFound)

		// No duplicates: a second invitation (by any manager) is CONFLICT.
		_, _, _, err = w.svc.AddMember(w.ctx, w.adam, side.ID, w.carl.ID, "admin")
		wantErr(t, err, apperr.Conflict, teams.MsgInvitePending)
		_, _, _, err = w.svc.AddMember(w.ctx, w.mia, side.ID, w.carl.ID, "")
		wantErr(t, err, apperr.Conflict, teams.MsgInvitePending)

		// The invitee's list: team name and inviter; nobody else's.
		list, err := w.svc.Invitations(w.ctx, w.carl)
		mustOK(t, err)
		if len(list) != 1 || list[0].ID != inv.ID || list[0].TeamName != "Adam's Side Team" || list[0].InvitedByName != "Firstadam Last" {
			t.Fatalf("carl's invitations = %+v", list)
		}
		for _, u := range []*accounts.User{w.adam, w.otto, w.olive} {
			if list, err := w.svc.Invitations(w.ctx, u); err != nil || len(list) != 0 {
				t.Fatalf("%s's invitations = %+v, %v", u.Username, list, err)
			}
		}
		if list, err := w.svc.Invitations(w.ctx, w.vic); err != nil || len(list) != 0 {
			t.Fatalf("vendor's invitations = %+v, %v", list, err)
		}
		_, err = w.svc.Invitations(w.ctx, nil)
		wantErr(t, err, apperr.Unauthenticated, "")

		// Only the invitee answers: to anyone else it does not exist.
		for _, u := range []*accounts.User{w.adam, w.otto, w.mia} {
			_, err = w.svc.AcceptInvitation(w.ctx, u, inv.ID)
			wantErr(t, err, apperr.NotFound, teams.MsgInvitationNotFound)
			wantErr(t, w.svc.DeclineInvitation(w.ctx, u, inv.ID), apperr.NotFound, teams.MsgInvitationNotFound)
		}
		_, err = w.svc.AcceptInvitation(w.ctx, w.carl, 987654)
		wantErr(t, err, apperr.NotFound, teams.MsgInvitationNotFound)

		// Expired after 7 days: not listed, not answerable; a new
		// invitation can then be sent.
		_, err = db.Exec(w.ctx, `UPDATE team_invitations SET expires_at = ? WHERE id = ?`, store.Now().Add(-time.Minute), inv.ID)
		mustOK(t, err)
		if list, _ := w.svc.Invitations(w.ctx, w.carl); len(list) != 0 {
			t.Fatalf("expired invitation listed: %+v", list)
		}
		_, err = w.svc.AcceptInvitation(w.ctx, w.carl, inv.ID)
		wantErr(t, err, apperr.Conflict, teams.MsgInvitationExpired)
		wantErr(t, w.svc.DeclineInvitation(w.ctx, w.carl, inv.ID), apperr.Conflict, teams.MsgInvitationExpired)
		_, again, _, err := w.svc.AddMember(w.ctx, w.adam, side.ID, w.carl.ID, "admin")
		mustOK(t, err)
		if again == nil || again.ID == inv.ID {
			t.Fatalf("re-invitation = %+v", again)
		}

		// Accept: carl joins with the invitation's role, once.
		joined, err := w.svc.AcceptInvitation(w.ctx, w.carl, again.ID)
		mustOK(t, err)
		if joined.ID != side.ID || joined.ViewerRole != teams.Admin || joined.MemberCount != 3 {
			t.Fatalf("joined = %+v", joined)
		}
		_, err = w.svc.AcceptInvitation(w.ctx, w.carl, again.ID)
		wantErr(t, err, apperr.Conflict, teams.MsgInvitationAnswered)
		_, _, _, err = w.svc.AddMember(w.ctx, w.adam, side.ID, w.carl.ID, "")
		wantErr(t, err, apperr.Conflict, teams.MsgAlreadyMember)

		// Decline: otto, a stranger to everyone, is invited to olive's team
		// and declines; he is not a member and can be invited again.
		_, inv, _, err = w.svc.AddMember(w.ctx, w.olive, w.team.ID, w.otto.ID, "")
		mustOK(t, err)
		mustOK(t, w.svc.DeclineInvitation(w.ctx, w.otto, inv.ID))
		_, err = w.svc.AcceptInvitation(w.ctx, w.otto, inv.ID)
		wantErr(t, err, apperr.Conflict, teams.MsgInvitationAnswered)
		if w.role(t, w.otto) != "" {
			t.Fatal("otto joined after declining")
		}
		_, inv, _, err = w.svc.AddMember(w.ctx, w.olive, w.team.ID, w.otto.ID, "")
		mustOK(t, err)
		if inv == nil {
			t.Fatal("no new invitation after a decline")
		}

		// A deleted team takes its invitations with it.
		mustOK(t, w.svc.Delete(w.ctx, w.olive, w.team.ID))
		if list, _ := w.svc.Invitations(w.ctx, w.otto); len(list) != 0 {
			t.Fatalf("invitation to a deleted team listed: %+v", list)
		}
	})
}
