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

// TestHiddenTeam: a team moderators hid (issue 28) is found by its owner
// (with the reason) and by a moderator among its members, and by no one
// else: not its admins or members (get, list, count, every mutation, a
// pending invitation), not outsiders.
func TestHiddenTeam(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		mod := w.user(t, "mod", accounts.CampaignStaff)
		_, _, err := addOrAccept(w.ctx, w.svc, w.acc, w.olive, w.team.ID, mod.ID, "")
		mustOK(t, err)
		_, err = db.Exec(w.ctx, `INSERT INTO moderators (user_id, granted_at) VALUES (?, ?)`, mod.ID, time.Now())
		mustOK(t, err)
		// carl shares no team with olive: AddMember invites him.
		_, inv, _, err := w.svc.AddMember(w.ctx, w.olive, w.team.ID, w.carl.ID, "")
		mustOK(t, err)
		if inv == nil {
			t.Fatal("no invitation")
		}
		_, err = db.Exec(w.ctx, `UPDATE teams SET hidden = 1, hidden_reason = 'Spam' WHERE id = ?`, w.team.ID)
		mustOK(t, err)

		for _, u := range []*accounts.User{w.adam, w.mia, w.otto} {
			_, err := w.svc.Get(w.ctx, u, w.team.ID)
			wantErr(t, err, apperr.NotFound, teams.MsgNotFound)
			p, err := w.svc.List(w.ctx, u, 10, "")
			mustOK(t, err)
			if len(p.Items) != 0 {
				t.Errorf("%s lists %d teams", u.Username, len(p.Items))
			}
			if n, err := w.svc.Count(w.ctx, u); err != nil || n != 0 {
				t.Errorf("%s counts %d teams (%v)", u.Username, n, err)
			}
		}
		_, err = w.svc.Update(w.ctx, w.adam, w.team.ID, teams.Input{Name: "Taken"})
		wantErr(t, err, apperr.NotFound, teams.MsgNotFound)
		wantErr(t, w.svc.Leave(w.ctx, w.mia, w.team.ID), apperr.NotFound, teams.MsgNotFound)
		if list, err := w.svc.Invitations(w.ctx, w.carl); err != nil || len(list) != 0 {
			t.Errorf("carl's invitations: %v %v", list, err)
		}
		_, err = w.svc.AcceptInvitation(w.ctx, w.carl, inv.ID)
		wantErr(t, err, apperr.NotFound, teams.MsgInvitationNotFound)

		// The owner, and a moderator who is a member, still find it.
		for _, u := range []*accounts.User{w.olive, mod} {
			tm, err := w.svc.Get(w.ctx, u, w.team.ID)
			mustOK(t, err)
			if !tm.IsHidden() || tm.ReasonText() != "Spam" {
				t.Errorf("%s reads %+v", u.Username, tm.State)
			}
		}
		p, err := w.svc.List(w.ctx, w.olive, 10, "")
		mustOK(t, err)
		if len(p.Items) != 1 {
			t.Errorf("the owner lists %d teams", len(p.Items))
		}
		if n, _ := w.svc.Count(w.ctx, w.olive); n != 1 {
			t.Errorf("the owner counts %d teams", n)
		}
		if _, err := w.svc.Update(w.ctx, w.olive, w.team.ID, teams.Input{Name: "Field Team"}); err != nil {
			t.Errorf("the owner edits: %v", err)
		}

		_, err = db.Exec(w.ctx, `UPDATE teams SET hidden = 0, hidden_reason = NULL WHERE id = ?`, w.team.ID)
		mustOK(t, err)
		if got := w.role(t, w.mia); got != teams.Member {
			t.Errorf("restored: mia's role %q", got)
		}
	})
}
