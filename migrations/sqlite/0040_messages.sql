-- Direct messages (spec section 3, issue 11). read_at NULL means unread;
-- withheld marks a send from someone the receiver has blocked: the sender
-- sees it as sent, the receiver never does. pair_lo/pair_hi are the two
-- user ids in ascending order, so one index pages a conversation.
CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sender_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pair_lo INTEGER NOT NULL,
  pair_hi INTEGER NOT NULL,
  content TEXT NOT NULL,
  client_id TEXT,
  withheld BOOLEAN NOT NULL DEFAULT FALSE,
  read_at TIMESTAMP,
  created_at TIMESTAMP NOT NULL,
  CHECK (sender_id <> receiver_id),
  CHECK (pair_lo < pair_hi)
);
-- Exactly once: a retried send with the same client id finds the first one.
CREATE UNIQUE INDEX messages_sender_client ON messages (sender_id, client_id);
-- A conversation, newest first, paged backwards.
CREATE INDEX messages_pair ON messages (pair_lo, pair_hi, id);
-- Unread counts (per contact and in total) and mark-read.
CREATE INDEX messages_unread ON messages (receiver_id, sender_id, id) WHERE read_at IS NULL AND NOT withheld;
-- Send limits: a sender's recent messages. Also the REST list of everything sent.
CREATE INDEX messages_sender_created ON messages (sender_id, created_at);
CREATE INDEX messages_receiver ON messages (receiver_id, id);

-- Contacts: one row per user per person they exchanged messages with,
-- pointing at the newest message between them that the user can see.
CREATE TABLE conversations (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  other_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_message_id INTEGER NOT NULL,
  PRIMARY KEY (user_id, other_id)
);
-- Contacts, newest conversation first.
CREATE INDEX conversations_recent ON conversations (user_id, last_message_id);

CREATE TABLE blocks (
  blocker_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TIMESTAMP NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id, blocker_id);

-- Reports for moderators. The reported messages are copied (JSON) so the
-- report keeps them whatever happens to the originals.
CREATE TABLE reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reporter_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  reported_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  message_id INTEGER,
  reason TEXT NOT NULL,
  messages TEXT NOT NULL,
  created_at TIMESTAMP NOT NULL
);
CREATE INDEX reports_created ON reports (created_at, id);
