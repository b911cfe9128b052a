-- Open to work (issue 27, docs/hiring.md): a member says they can start on a
-- date, for which role families (insights.Roles) and where (two-letter state
-- codes and REMOTE). Turning it off keeps the values (is_open false) so that
-- turning it on again restores them. /people lists the open rows of public
-- profiles, soonest available first.
CREATE TABLE open_to_work (
  user_id BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  is_open BOOLEAN NOT NULL DEFAULT TRUE,
  -- The first day they can start, YYYY-MM-DD (sorts and compares as text).
  available_from TEXT NOT NULL CHECK (length(available_from) = 10),
  -- JSON lists: stored role families ("field"), state codes ("CO", "REMOTE").
  roles TEXT NOT NULL DEFAULT '[]',
  states TEXT NOT NULL DEFAULT '[]',
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
-- /people's order over the open rows: soonest available first, then by member.
CREATE INDEX open_to_work_available ON open_to_work (available_from, user_id) WHERE is_open;
