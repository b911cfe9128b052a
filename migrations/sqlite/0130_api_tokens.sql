-- Personal access tokens (issue 30, docs/api.md): a member's tokens for
-- scripts, stored only as the SHA-256 of the secret, with its first
-- characters to recognise it. An expired or revoked token never
-- authenticates; revoked ones stay listed (marked) for their owner.
CREATE TABLE api_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  prefix TEXT NOT NULL,
  secret_hash TEXT NOT NULL UNIQUE,
  scope TEXT NOT NULL CHECK (scope IN ('read', 'read_write')),
  created_at TIMESTAMP NOT NULL,
  expires_at TIMESTAMP,
  last_used_at TIMESTAMP,
  revoked_at TIMESTAMP
);
CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at, id);
