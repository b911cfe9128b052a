-- One report per reporter and message (issue 24): earlier duplicates are
-- folded into the first, then a unique index keeps it so; reports by one
-- reporter are counted per day for the report limit.
DELETE FROM reports WHERE EXISTS (SELECT 1 FROM reports k
  WHERE k.reporter_id = reports.reporter_id AND k.message_id = reports.message_id AND k.id < reports.id);
CREATE UNIQUE INDEX reports_once ON reports (reporter_id, message_id);
CREATE INDEX reports_by_reporter ON reports (reporter_id, created_at);
