-- One report per reporter and message (issue 24): earlier duplicates are
-- folded into the first, then a unique index keeps it so; reports by one
-- reporter are counted per day for the report limit.
DELETE FROM reports r USING reports k
  WHERE r.reporter_id = k.reporter_id AND r.message_id = k.message_id AND r.id > k.id;
CREATE UNIQUE INDEX reports_once ON reports (reporter_id, message_id);
CREATE INDEX reports_by_reporter ON reports (reporter_id, created_at);
