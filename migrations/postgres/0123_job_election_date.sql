-- The election a job serves (issue 27, docs/hiring.md): a calendar day as
-- YYYY-MM-DD. The job's deadline follows from it (the day after) unless the
-- poster set another; the deadline alone decides whether the job is open.
ALTER TABLE jobs ADD COLUMN election_date TEXT
  CHECK (election_date IS NULL OR election_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
