-- Confirmed email addresses (issue 26): when the address was confirmed,
-- NULL until its owner follows the link a registration or an email change
-- sends. Non-essential email (digests, alerts) goes only to confirmed ones.
ALTER TABLE users ADD COLUMN email_verified_at TIMESTAMPTZ;

-- Accounts from before confirmation links existed count as confirmed: their
-- owners have signed in with these addresses and reset passwords through
-- them (docs/email.md).
UPDATE users SET email_verified_at = created_at;

-- One row per confirmation link sent: only the SHA-256 of its token, the
-- address it confirms (an email change sends a new one; the old link then
-- confirms nothing), valid 48 hours, used once.
CREATE TABLE email_verifications (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id);
