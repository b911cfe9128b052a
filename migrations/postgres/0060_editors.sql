-- The editor role (news): a site role kept apart from users.user_type, so
-- no profile or registration path can set it. Granted and revoked only by
-- the command line (canvass editors add|remove|list).
CREATE TABLE editors (
  user_id BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_at TIMESTAMPTZ NOT NULL
);
