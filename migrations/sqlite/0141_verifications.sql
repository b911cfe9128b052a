-- Verified campaigns, organisations and vendors (issue 28, docs/trust.md
-- "Verified organisations"): a member asks to be verified for the
-- organisation they post for, proves an email address at its website's
-- domain with a 6-digit code (only its SHA-256 is kept), and a moderator
-- approves or refuses with a reason (written to moderation_actions).
-- One pending request per member; the latest approved one is the badge.
CREATE TABLE verifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('campaign', 'organization', 'vendor')),
  name TEXT NOT NULL,
  fec_id TEXT,
  state_committee_id TEXT,
  state TEXT,
  website TEXT NOT NULL,
  email TEXT NOT NULL,
  email_code_hash TEXT NOT NULL DEFAULT '',
  email_code_expires_at TIMESTAMP,
  email_code_attempts INTEGER NOT NULL DEFAULT 0,
  email_sent_at TIMESTAMP,
  email_confirmed_at TIMESTAMP,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
  decision_reason TEXT NOT NULL DEFAULT '',
  decided_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_at TIMESTAMP,
  created_at TIMESTAMP NOT NULL
);
CREATE INDEX verifications_user_status ON verifications (user_id, status);
CREATE UNIQUE INDEX verifications_one_pending ON verifications (user_id) WHERE status = 'pending';
CREATE INDEX verifications_queue ON verifications (status, email_confirmed_at, id);
