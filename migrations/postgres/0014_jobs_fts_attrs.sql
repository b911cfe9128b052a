-- SQLite only (jobs_fts's attrs column of filter tokens, for the board's
-- capped count). PostgreSQL counts with the jobs' own indexes under a LIMIT;
-- nothing to change.
SELECT 1;
