-- Saved job searches and their alerts (issue 26). A member keeps up to 20 job
-- board filters with a name and an alert frequency. An alert run lists the open
-- matching jobs posted since the search was saved that this search never sent
-- (saved_search_sent), so a job is alerted once per search however often the run
-- repeats, on however many processes.
CREATE TABLE saved_searches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  search TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  job_type TEXT NOT NULL DEFAULT '',
  political_affiliation TEXT NOT NULL DEFAULT '',
  workplace TEXT NOT NULL DEFAULT '',
  frequency TEXT NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly', 'off')),
  created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL,
  -- When an alert run last looked at this search (it starts as created_at).
  checked_at TIMESTAMP NOT NULL
);
-- A member's searches, newest first.
CREATE INDEX saved_searches_user ON saved_searches (user_id, created_at, id);
-- The searches an alert run is due for, oldest check first.
CREATE INDEX saved_searches_due ON saved_searches (frequency, checked_at, id);

CREATE TABLE saved_search_sent (
  search_id INTEGER NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  sent_at TIMESTAMP NOT NULL,
  PRIMARY KEY (search_id, job_id)
);
CREATE INDEX saved_search_sent_job ON saved_search_sent (job_id);
