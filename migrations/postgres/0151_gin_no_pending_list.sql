-- The full-text GIN indexes take new entries straight into the index
-- (issue 24). With fastupdate on (PostgreSQL's default) inserts go to an
-- unsorted pending list that every search reads in full until a vacuum or
-- autoanalyze merges it: after the benchmark's load, jobs_attrs_idx held
-- 19,812 pending entries, and counting one location's 2,549 jobs took
-- 2.8 ms in the index instead of 0.3 ms. The planner also prices every
-- pending page into an index scan, which makes the index look dear beside
-- walking the date index (a word that matched nothing once walked all
-- 100,000 jobs that way, 230-890 ms; 0.03 ms with the list merged).
-- Postings, profiles, resources and news are written far less often than
-- they are searched, so each write pays the index update instead.
ALTER INDEX jobs_search_idx SET (fastupdate = off);
ALTER INDEX jobs_attrs_idx SET (fastupdate = off);
ALTER INDEX vendors_search SET (fastupdate = off);
ALTER INDEX resources_search_idx SET (fastupdate = off);
ALTER INDEX news_search_idx SET (fastupdate = off);
-- Merge what is already pending (turning fastupdate off does not).
SELECT gin_clean_pending_list('jobs_search_idx'), gin_clean_pending_list('jobs_attrs_idx'),
	gin_clean_pending_list('vendors_search'), gin_clean_pending_list('resources_search_idx'),
	gin_clean_pending_list('news_search_idx');
