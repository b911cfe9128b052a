-- SQLite only (prefix indexes for jobs_fts). PostgreSQL's GIN index on the
-- tsvector already serves prefix queries; nothing to change.
SELECT 1;
