-- SQLite only (hidden jobs leave jobs_fts, issue 28). PostgreSQL's job board
-- conditions say hidden = 0 (internal/hidden); nothing to change.
SELECT 1;
