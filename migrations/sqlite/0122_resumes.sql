-- Résumés (issue 27, docs/hiring.md): PDFs kept in the database, never in
-- the public uploads. A row is a member's profile résumé (application_id
-- NULL, at most one per member) or the copy sent with one application (at
-- most one each). Deleting the member or the application deletes it. The
-- bytes come last, so reading the other columns skips them.
CREATE TABLE resumes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application_id INTEGER REFERENCES job_applications (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0 AND size <= 5242880),
  created_at TIMESTAMP NOT NULL,
  data BLOB NOT NULL
);
CREATE UNIQUE INDEX resumes_application_idx ON resumes (application_id);
CREATE UNIQUE INDEX resumes_profile_idx ON resumes (user_id) WHERE application_id IS NULL;
CREATE INDEX resumes_user_idx ON resumes (user_id);
