-- Message requests (issue 28, docs/messages.md "Message requests"): a first
-- message from a stranger (never talked, no shared team, not verified)
-- waits in the receiver's Requests list until they accept or decline it.

-- A message of a pending request: its receiver sees it only in Requests; it
-- is not unread in the inbox, not marked read, not emailed (it is inserted
-- with digest_at set), and no live event tells the receiver of it.
ALTER TABLE messages ADD COLUMN request BOOLEAN NOT NULL DEFAULT FALSE;

-- A contact row's request state: 0 an ordinary conversation; 1 a pending
-- request the user received (their Requests list, not their inbox); 2 a
-- request the user sent that was not accepted (pending or declined: the
-- sender is never told which), shown as "Request sent".
ALTER TABLE conversations ADD COLUMN request SMALLINT NOT NULL DEFAULT 0;
-- The Requests list and its count, newest first.
CREATE INDEX conversations_requests ON conversations (user_id, last_message_id) WHERE request = 1;

-- A declined request: the sender's messages to the receiver are withheld
-- (as a blocked sender's are) for 30 days after declined_at.
CREATE TABLE message_declines (
  receiver_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sender_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  declined_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (receiver_id, sender_id),
  CHECK (receiver_id <> sender_id)
);
