-- Job attributes in a GIN-indexed tsvector (issue 24, PostgreSQL's side of
-- migration 0014): the board's capped count of a filter is answered by one
-- index scan, not by ANDing the bitmaps of the location, type, affiliation
-- and workplace indexes (each 2,500-20,000 jobs at 100,000: 10-35 ms under
-- load for "campaign" + a location + a type). attrs holds one token per
-- attribute: a letter and the md5 of the stored value (md5 is immutable, as
-- a generated column needs; store.AttrToken writes the same):
--   l<location> t<job_type> a<affiliation or empty> w<workplace or empty>
-- Search words are matched in the search column only, never in attrs.
-- Whether a job is open or hidden stays a condition on the row: PostgreSQL
-- reads each matching row's page anyway (no index-only scan of a GIN index).
ALTER TABLE jobs ADD COLUMN attrs tsvector GENERATED ALWAYS AS (
  array_to_tsvector(ARRAY['l' || md5(location), 't' || md5(job_type),
    'a' || md5(coalesce(political_affiliation, '')), 'w' || md5(coalesce(workplace, ''))])
) STORED;

CREATE INDEX jobs_attrs_idx ON jobs USING GIN (attrs);
