-- Resource centre: member-written guides (Markdown source; the HTML is
-- rendered and sanitised on the way out, never stored) and saved resources.
-- Times are set from Go (store.Now).
CREATE TABLE resources (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  author_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('strategy', 'fundraising', 'gotv', 'digital', 'media', 'field', 'legal', 'data')),
  content TEXT NOT NULL,
  image_url TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL
);

-- Keyset pagination (created_at, id) for the list, a category and an author.
CREATE INDEX resources_created_idx ON resources (created_at, id);
CREATE INDEX resources_category_created_idx ON resources (category, created_at, id);
CREATE INDEX resources_author_created_idx ON resources (author_id, created_at, id);

-- Full-text search over title, description and content (external content,
-- kept in step by the triggers below).
CREATE VIRTUAL TABLE resources_fts USING fts5 (
  title, description, content,
  content = 'resources', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER resources_fts_insert AFTER INSERT ON resources BEGIN
  INSERT INTO resources_fts (rowid, title, description, content)
  VALUES (new.id, new.title, new.description, new.content);
END;

CREATE TRIGGER resources_fts_delete AFTER DELETE ON resources BEGIN
  INSERT INTO resources_fts (resources_fts, rowid, title, description, content)
  VALUES ('delete', old.id, old.title, old.description, old.content);
END;

CREATE TRIGGER resources_fts_update AFTER UPDATE OF title, description, content ON resources BEGIN
  INSERT INTO resources_fts (resources_fts, rowid, title, description, content)
  VALUES ('delete', old.id, old.title, old.description, old.content);
  INSERT INTO resources_fts (rowid, title, description, content)
  VALUES (new.id, new.title, new.description, new.content);
END;

-- A member's saved resources: one row per member and resource.
CREATE TABLE saved_resources (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource_id INTEGER NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  created_at TIMESTAMP NOT NULL,
  PRIMARY KEY (user_id, resource_id)
);
-- Newest saved first for a member's list.
CREATE INDEX saved_resources_user_created_idx ON saved_resources (user_id, created_at, resource_id);
CREATE INDEX saved_resources_resource_idx ON saved_resources (resource_id);
