-- Hidden jobs leave the full-text index (issue 28, internal/hidden): a job
-- whose hidden column is not 0 has no jobs_fts entry, so the board's search
-- and its count from the index alone (migration 0014, jobs.countUpTo) leave
-- it out without reading a row. Hiding a job deletes its entry, restoring it
-- writes it back (the update trigger now also fires on hidden). The content
-- view lists visible jobs only, so a 'rebuild' agrees.
DROP TRIGGER jobs_fts_insert;
DROP TRIGGER jobs_fts_delete;
DROP TRIGGER jobs_fts_update;

-- Entries of jobs hidden before this migration go first (the old view still
-- lists them, and the index holds exactly these values).
INSERT INTO jobs_fts (jobs_fts, rowid, title, organization, description, attrs)
SELECT 'delete', id, title, organization, description, attrs FROM jobs_fts_source
WHERE id IN (SELECT id FROM jobs WHERE hidden <> 0);

DROP VIEW jobs_fts_source;
CREATE VIEW jobs_fts_source AS
SELECT id, title, organization, description,
  'l' || lower(hex(location)) || ' t' || lower(hex(job_type)) ||
  ' a' || lower(hex(coalesce(political_affiliation, ''))) || ' w' || lower(hex(coalesce(workplace, ''))) ||
  CASE WHEN deadline IS NULL THEN ' dn' ELSE ' dy' END AS attrs
FROM jobs WHERE hidden = 0;

CREATE TRIGGER jobs_fts_insert AFTER INSERT ON jobs WHEN new.hidden = 0 BEGIN
  INSERT INTO jobs_fts (rowid, title, organization, description, attrs)
  VALUES (new.id, new.title, new.organization, new.description,
    'l' || lower(hex(new.location)) || ' t' || lower(hex(new.job_type)) ||
    ' a' || lower(hex(coalesce(new.political_affiliation, ''))) || ' w' || lower(hex(coalesce(new.workplace, ''))) ||
    CASE WHEN new.deadline IS NULL THEN ' dn' ELSE ' dy' END);
END;

CREATE TRIGGER jobs_fts_delete AFTER DELETE ON jobs WHEN old.hidden = 0 BEGIN
  INSERT INTO jobs_fts (jobs_fts, rowid, title, organization, description, attrs)
  VALUES ('delete', old.id, old.title, old.organization, old.description,
    'l' || lower(hex(old.location)) || ' t' || lower(hex(old.job_type)) ||
    ' a' || lower(hex(coalesce(old.political_affiliation, ''))) || ' w' || lower(hex(coalesce(old.workplace, ''))) ||
    CASE WHEN old.deadline IS NULL THEN ' dn' ELSE ' dy' END);
END;

-- The old entry goes if the job was visible, the new one comes if it is.
CREATE TRIGGER jobs_fts_update AFTER UPDATE OF title, organization, description, location, job_type,
  political_affiliation, workplace, deadline, hidden ON jobs BEGIN
  INSERT INTO jobs_fts (jobs_fts, rowid, title, organization, description, attrs)
  SELECT 'delete', old.id, old.title, old.organization, old.description,
    'l' || lower(hex(old.location)) || ' t' || lower(hex(old.job_type)) ||
    ' a' || lower(hex(coalesce(old.political_affiliation, ''))) || ' w' || lower(hex(coalesce(old.workplace, ''))) ||
    CASE WHEN old.deadline IS NULL THEN ' dn' ELSE ' dy' END
  WHERE old.hidden = 0;
  INSERT INTO jobs_fts (rowid, title, organization, description, attrs)
  SELECT new.id, new.title, new.organization, new.description,
    'l' || lower(hex(new.location)) || ' t' || lower(hex(new.job_type)) ||
    ' a' || lower(hex(coalesce(new.political_affiliation, ''))) || ' w' || lower(hex(coalesce(new.workplace, ''))) ||
    CASE WHEN new.deadline IS NULL THEN ' dn' ELSE ' dy' END
  WHERE new.hidden = 0;
END;
