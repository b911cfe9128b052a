-- Message digests (issue 26): digest_at is the sent-marker of a message: set
-- (in the transaction that enqueues the digest email, or when the sweep
-- decides to send none) once the sweep has dealt with it, so it is emailed
-- at most once whichever process sweeps.
ALTER TABLE messages ADD COLUMN digest_at TIMESTAMP;

-- Messages from before digests existed are not emailed.
UPDATE messages SET digest_at = created_at;

-- The sweep's candidates: unread, visible to their receiver, not yet dealt with.
CREATE INDEX messages_digest_due ON messages (created_at, id) WHERE digest_at IS NULL AND read_at IS NULL AND NOT withheld;
