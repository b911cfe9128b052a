-- News articles, written by editors. published_at NULL is a draft; a
-- published_at in the future is scheduled; readers see an article only once
-- published_at has passed. Times are set from Go (store.Now).
CREATE TABLE news_articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  author_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  content TEXT NOT NULL,
  image_url TEXT NOT NULL DEFAULT '',
  published_at TIMESTAMP,
  created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL
);

-- Readers' lists (published_at, id) both ways; an editor's drafts.
CREATE INDEX news_published_idx ON news_articles (published_at, id);
CREATE INDEX news_author_updated_idx ON news_articles (author_id, updated_at, id);

-- Full-text search over title, summary and content; topics match words of
-- the title column through the same index.
CREATE VIRTUAL TABLE news_fts USING fts5 (
  title, summary, content,
  content = 'news_articles', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER news_fts_insert AFTER INSERT ON news_articles BEGIN
  INSERT INTO news_fts (rowid, title, summary, content)
  VALUES (new.id, new.title, new.summary, new.content);
END;

CREATE TRIGGER news_fts_delete AFTER DELETE ON news_articles BEGIN
  INSERT INTO news_fts (news_fts, rowid, title, summary, content)
  VALUES ('delete', old.id, old.title, old.summary, old.content);
END;

CREATE TRIGGER news_fts_update AFTER UPDATE OF title, summary, content ON news_articles BEGIN
  INSERT INTO news_fts (news_fts, rowid, title, summary, content)
  VALUES ('delete', old.id, old.title, old.summary, old.content);
  INSERT INTO news_fts (rowid, title, summary, content)
  VALUES (new.id, new.title, new.summary, new.content);
END;
