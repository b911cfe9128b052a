-- Applications: one per user and job.
CREATE TABLE job_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message TEXT NOT NULL,
  created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX job_applications_user_job_idx ON job_applications (user_id, job_id);
CREATE INDEX job_applications_user_created_idx ON job_applications (user_id, created_at, id);
CREATE INDEX job_applications_job_created_idx ON job_applications (job_id, created_at, id);
