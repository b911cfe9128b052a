-- Job attributes in the full-text index (issue 24): the board's count of
-- matching jobs is answered by the index alone. jobs_fts gains an attrs
-- column of filter tokens, one per attribute: a letter and the lower-case
-- hex of the stored value (a single token whatever the value holds, matched
-- exactly: store.AttrToken writes the same), and whether the job has a
-- deadline ("dn": none, "dy": one), so only jobs with a deadline are read to
-- see whether they are still open:
--   l<location> t<job_type> a<affiliation or empty> w<workplace or empty> dn|dy
-- Search words are matched in title, organization and description only (a
-- column filter, store.FullText.SQLiteColumns), never in attrs. The content
-- is a view over jobs with the same expression; the triggers write it.
DROP TRIGGER jobs_fts_insert;
DROP TRIGGER jobs_fts_delete;
DROP TRIGGER jobs_fts_update;
DROP TABLE jobs_fts;

CREATE VIEW jobs_fts_source AS
SELECT id, title, organization, description,
  'l' || lower(hex(location)) || ' t' || lower(hex(job_type)) ||
  ' a' || lower(hex(coalesce(political_affiliation, ''))) || ' w' || lower(hex(coalesce(workplace, ''))) ||
  CASE WHEN deadline IS NULL THEN ' dn' ELSE ' dy' END AS attrs
FROM jobs;

CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  title, organization, description, attrs,
  content = 'jobs_fts_source', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4 5'
);
INSERT INTO jobs_fts (jobs_fts) VALUES ('rebuild');

CREATE TRIGGER jobs_fts_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_fts (rowid, title, organization, description, attrs)
  VALUES (new.id, new.title, new.organization, new.description,
    'l' || lower(hex(new.location)) || ' t' || lower(hex(new.job_type)) ||
    ' a' || lower(hex(coalesce(new.political_affiliation, ''))) || ' w' || lower(hex(coalesce(new.workplace, ''))) ||
    CASE WHEN new.deadline IS NULL THEN ' dn' ELSE ' dy' END);
END;

CREATE TRIGGER jobs_fts_delete AFTER DELETE ON jobs BEGIN
  INSERT INTO jobs_fts (jobs_fts, rowid, title, organization, description, attrs)
  VALUES ('delete', old.id, old.title, old.organization, old.description,
    'l' || lower(hex(old.location)) || ' t' || lower(hex(old.job_type)) ||
    ' a' || lower(hex(coalesce(old.political_affiliation, ''))) || ' w' || lower(hex(coalesce(old.workplace, ''))) ||
    CASE WHEN old.deadline IS NULL THEN ' dn' ELSE ' dy' END);
END;

CREATE TRIGGER jobs_fts_update AFTER UPDATE OF title, organization, description, location, job_type,
  political_affiliation, workplace, deadline ON jobs BEGIN
  INSERT INTO jobs_fts (jobs_fts, rowid, title, organization, description, attrs)
  VALUES ('delete', old.id, old.title, old.organization, old.description,
    'l' || lower(hex(old.location)) || ' t' || lower(hex(old.job_type)) ||
    ' a' || lower(hex(coalesce(old.political_affiliation, ''))) || ' w' || lower(hex(coalesce(old.workplace, ''))) ||
    CASE WHEN old.deadline IS NULL THEN ' dn' ELSE ' dy' END);
  INSERT INTO jobs_fts (rowid, title, organization, description, attrs)
  VALUES (new.id, new.title, new.organization, new.description,
    'l' || lower(hex(new.location)) || ' t' || lower(hex(new.job_type)) ||
    ' a' || lower(hex(coalesce(new.political_affiliation, ''))) || ' w' || lower(hex(coalesce(new.workplace, ''))) ||
    CASE WHEN new.deadline IS NULL THEN ' dn' ELSE ' dy' END);
END;
