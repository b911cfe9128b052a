-- PostgreSQL only (jobs.attrs, a GIN-indexed tsvector of filter tokens for
-- the board's capped count). SQLite's jobs_fts has had its attrs column
-- since migration 0014; nothing to change.
SELECT 1;
