-- Team invitations (issue 25): a manager invites someone who shares no team
-- with them; the person accepts (and becomes a member with the role given)
-- or declines. Pending invitations expire after 7 days (expires_at); an
-- expired one is marked 'expired' when the same person is invited again.
CREATE TABLE team_invitations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  team_id INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  -- The invitee.
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invited_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'member')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'canceled', 'expired')),
  created_at TIMESTAMP NOT NULL,
  expires_at TIMESTAMP NOT NULL,
  responded_at TIMESTAMP
);
-- One pending invitation per person and team.
CREATE UNIQUE INDEX team_invitations_one_pending ON team_invitations (team_id, user_id) WHERE status = 'pending';
-- A person's pending invitations (the dashboard), newest first.
CREATE INDEX team_invitations_user ON team_invitations (user_id, status, created_at);
