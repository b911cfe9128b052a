-- Prefix indexes for the board's search (issue 13): a word typed so far
-- ("or", "org", "orga", "organ") is read from one prefix entry instead of
-- merging every word that starts with it. Same columns, tokenizer and
-- triggers (they refer to jobs_fts by name); the index is rebuilt from jobs.
DROP TABLE jobs_fts;
CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  title, organization, description,
  content = 'jobs', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4 5'
);
INSERT INTO jobs_fts (jobs_fts) VALUES ('rebuild');
