-- Trust and safety (issue 28, docs/trust.md): the moderator role, what
-- members report, what moderators did, and what is hidden.

-- The moderator role: like editors, kept apart from users.user_type and
-- granted only by the command line (canvass moderators add|remove|list).
CREATE TABLE moderators (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_at TIMESTAMP NOT NULL
);

-- hidden is why a row is out of every read path but its author's and the
-- moderators' (internal/hidden): 0 visible, else a bit set of
-- 1 hidden by moderators, 2 held after reports by three members,
-- 4 its author is suspended. hidden_reason is what the author is shown.
ALTER TABLE jobs ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN hidden_reason TEXT;
ALTER TABLE vendors ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vendors ADD COLUMN hidden_reason TEXT;
ALTER TABLE resources ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE resources ADD COLUMN hidden_reason TEXT;
ALTER TABLE users ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN hidden_reason TEXT;
ALTER TABLE teams ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE teams ADD COLUMN hidden_reason TEXT;
ALTER TABLE messages ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN hidden_reason TEXT;

-- Suspension: suspended_at set means suspended, until suspended_until
-- (NULL: for good). The reason is shown at login.
ALTER TABLE users ADD COLUMN suspended_at TIMESTAMP;
ALTER TABLE users ADD COLUMN suspended_until TIMESTAMP;
ALTER TABLE users ADD COLUMN suspension_reason TEXT;

-- Reports of anything members write. snapshot is the content as it was
-- when reported (JSON), kept whatever happens to it later. One open
-- report per (reporter, thing).
CREATE TABLE moderation_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  target_type TEXT NOT NULL CHECK (target_type IN ('job', 'vendor', 'resource', 'user', 'team', 'message')),
  target_id INTEGER NOT NULL,
  author_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  reporter_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  reason TEXT NOT NULL CHECK (reason IN ('spam', 'scam', 'harassment', 'impersonation', 'misinformation', 'other')),
  details TEXT NOT NULL DEFAULT '',
  snapshot TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  outcome TEXT,
  created_at TIMESTAMP NOT NULL,
  resolved_at TIMESTAMP
);
CREATE UNIQUE INDEX moderation_reports_open_once ON moderation_reports (reporter_id, target_type, target_id) WHERE status = 'open';
CREATE INDEX moderation_reports_target ON moderation_reports (target_type, target_id, status);
CREATE INDEX moderation_reports_status ON moderation_reports (status, created_at, id);
CREATE INDEX moderation_reports_reporter ON moderation_reports (reporter_id, created_at);

-- The audit log: every moderator action and every automatic hold, with its
-- reason; never deleted (names are copied so they outlive the accounts).
-- action has no CHECK so later kinds (verification decisions) need no
-- table rebuild on SQLite; internal/moderation lists them.
CREATE TABLE moderation_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  moderator_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  moderator_username TEXT NOT NULL DEFAULT '',
  target_type TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  author_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  author_username TEXT NOT NULL DEFAULT '',
  action TEXT NOT NULL,
  reason TEXT NOT NULL,
  days INTEGER,
  created_at TIMESTAMP NOT NULL
);
CREATE INDEX moderation_actions_created ON moderation_actions (created_at, id);
CREATE INDEX moderation_actions_author ON moderation_actions (author_id, created_at);
CREATE INDEX moderation_actions_target ON moderation_actions (target_type, target_id, created_at);
