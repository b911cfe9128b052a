-- The notification centre (docs/notifications.md). One row per notified
-- member and event: (user_id, kind, event_key) is unique, so a retried
-- request or a second process inserting the same event creates one row.
-- title and url are rendered from the kind's wording when the row is made;
-- the ids say what it is about: deleting the job, team or actor deletes the
-- notification, and the list drops at read time what the member may no
-- longer see (a team they left, an actor they blocked).
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('application', 'application-stage', 'saved-search', 'team-added', 'team-role', 'moderation')),
  event_key TEXT NOT NULL,
  actor_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  job_id INTEGER REFERENCES jobs (id) ON DELETE CASCADE,
  team_id INTEGER REFERENCES teams (id) ON DELETE CASCADE,
  subject_id INTEGER,
  title TEXT NOT NULL,
  url TEXT NOT NULL,
  read_at TIMESTAMP,
  created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX notifications_event_idx ON notifications (user_id, kind, event_key);
-- Newest first for a member's list; unread ones for the bell's count.
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at, id);
CREATE INDEX notifications_user_unread_idx ON notifications (user_id, read_at);
CREATE INDEX notifications_actor_idx ON notifications (actor_id);
CREATE INDEX notifications_job_idx ON notifications (job_id);
CREATE INDEX notifications_team_idx ON notifications (team_id);
