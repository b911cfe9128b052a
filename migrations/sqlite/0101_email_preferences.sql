-- Email preferences (issue 26): one row per user and kind of non-essential
-- email they changed; no row means the kind is on (internal/notify/prefs).
CREATE TABLE email_preferences (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('message_digest', 'job_alert', 'application_updates', 'team_updates')),
  enabled BOOLEAN NOT NULL,
  PRIMARY KEY (user_id, kind)
);
