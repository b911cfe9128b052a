-- A member's saved jobs: one row per member and job.
CREATE TABLE saved_jobs (
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id BIGINT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, job_id)
);
-- Most recently saved first for a member's list.
CREATE INDEX saved_jobs_user_created_idx ON saved_jobs (user_id, created_at, job_id);
CREATE INDEX saved_jobs_job_idx ON saved_jobs (job_id);
