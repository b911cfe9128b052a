-- Job postings. Enum columns hold the spec's stored values; created_at is set
-- from Go (store.Now), never by a SQL default. Times are UTC text in the
-- driver's fixed format, so they compare correctly as text.
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  organization TEXT NOT NULL,
  location TEXT NOT NULL,
  job_type TEXT NOT NULL CHECK (job_type IN ('full-time', 'part-time', 'contract', 'volunteer', 'internship')),
  description TEXT NOT NULL,
  political_affiliation TEXT CHECK (political_affiliation IN
    ('Democratic', 'Republican', 'Independent', 'Libertarian', 'Green', 'Other', 'None')),
  salary_min INTEGER CHECK (salary_min >= 0),
  salary_max INTEGER CHECK (salary_max >= 0),
  salary_period TEXT CHECK (salary_period IN ('hour', 'month', 'year', 'stipend')),
  workplace TEXT CHECK (workplace IN ('on-site', 'hybrid', 'remote')),
  deadline TIMESTAMP,
  created_at TIMESTAMP NOT NULL
);

-- Keyset pagination (created_at, id) for the board, each single filter and
-- the owner's list; the search planner picks the most selective one.
CREATE INDEX jobs_created_idx ON jobs (created_at, id);
CREATE INDEX jobs_user_created_idx ON jobs (user_id, created_at, id);
CREATE INDEX jobs_type_created_idx ON jobs (job_type, created_at, id);
CREATE INDEX jobs_location_created_idx ON jobs (location, created_at, id);
CREATE INDEX jobs_affiliation_created_idx ON jobs (political_affiliation, created_at, id);
CREATE INDEX jobs_workplace_created_idx ON jobs (workplace, created_at, id);

-- Full-text search: an external-content FTS5 table over title, organization
-- and description, kept in step with jobs by the triggers below.
CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  title, organization, description,
  content = 'jobs', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER jobs_fts_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_fts (rowid, title, organization, description)
  VALUES (new.id, new.title, new.organization, new.description);
END;

CREATE TRIGGER jobs_fts_delete AFTER DELETE ON jobs BEGIN
  INSERT INTO jobs_fts (jobs_fts, rowid, title, organization, description)
  VALUES ('delete', old.id, old.title, old.organization, old.description);
END;

CREATE TRIGGER jobs_fts_update AFTER UPDATE OF title, organization, description ON jobs BEGIN
  INSERT INTO jobs_fts (jobs_fts, rowid, title, organization, description)
  VALUES ('delete', old.id, old.title, old.organization, old.description);
  INSERT INTO jobs_fts (rowid, title, organization, description)
  VALUES (new.id, new.title, new.organization, new.description);
END;
