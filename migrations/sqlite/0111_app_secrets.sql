-- Server secrets shared by every process on one database (issue 26): made
-- at random by the first process that needs one (INSERT ... ON CONFLICT DO
-- NOTHING), read by the others. "unsubscribe" signs the one-click
-- unsubscribe links of non-essential email (internal/notify/prefs).
CREATE TABLE app_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
