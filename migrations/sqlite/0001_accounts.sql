CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  user_type TEXT NOT NULL CHECK (user_type IN ('candidate', 'campaign_staff', 'vendor')),
  location TEXT NOT NULL DEFAULT '',
  bio TEXT NOT NULL DEFAULT '',
  profile_image TEXT NOT NULL DEFAULT '',
  political_affiliation TEXT NOT NULL DEFAULT 'None',
  current_position TEXT NOT NULL DEFAULT '',
  previous_positions TEXT NOT NULL DEFAULT '',
  education TEXT NOT NULL DEFAULT '',
  skills TEXT NOT NULL DEFAULT '',
  resume TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  social_links TEXT NOT NULL DEFAULT '[]',
  phone_number TEXT NOT NULL DEFAULT '',
  is_public_profile BOOLEAN NOT NULL DEFAULT TRUE,
  session_epoch INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

-- scs sqlite3store
CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  data BLOB NOT NULL,
  expiry REAL NOT NULL
);
CREATE INDEX sessions_expiry_idx ON sessions (expiry);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TIMESTAMP NOT NULL,
  used_at TIMESTAMP
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);
