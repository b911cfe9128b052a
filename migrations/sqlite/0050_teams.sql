-- Campaign teams (spec section 3): a team and its members with a role. The
-- creator is stored as a member with role owner; exactly one owner per team.
CREATE TABLE teams (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- The creator; kept for the details card even after ownership moves.
  created_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL
);
CREATE INDEX teams_created_by ON teams (created_by_id);

CREATE TABLE team_members (
  team_id INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  -- When the user joined the team.
  created_at TIMESTAMP NOT NULL,
  PRIMARY KEY (team_id, user_id)
);
-- At most one owner per team (a transfer demotes the old owner first).
CREATE UNIQUE INDEX team_members_one_owner ON team_members (team_id) WHERE role = 'owner';
-- "My Teams" (a user's memberships, newest first) and Connections.
CREATE INDEX team_members_user ON team_members (user_id, created_at, team_id);
