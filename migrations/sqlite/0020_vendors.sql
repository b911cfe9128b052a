-- Vendor directory profiles: one per vendor user (spec section 3).
CREATE TABLE vendors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  -- Sort key for "Name A-Z": the name trimmed and lower-cased in Go, so both
  -- engines order (and page) identically.
  name_key TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('Media', 'Technology', 'Consulting', 'Data', 'Events',
    'Merchandise', 'Fundraising', 'Legal', 'Other')),
  location TEXT NOT NULL,
  affiliation TEXT CHECK (affiliation IN ('Democratic', 'Republican', 'Nonpartisan', 'Other')),
  description TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  services TEXT NOT NULL DEFAULT '[]',
  recent_work TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL
);
-- Exactly one vendor profile per vendor user.
CREATE UNIQUE INDEX vendors_user_id ON vendors (user_id);
-- Keyset pagination for both orders, alone and under the category filter.
CREATE INDEX vendors_name_key ON vendors (name_key, id);
CREATE INDEX vendors_created ON vendors (created_at, id);
CREATE INDEX vendors_category_name ON vendors (category, name_key, id);
CREATE INDEX vendors_category_created ON vendors (category, created_at, id);
CREATE INDEX vendors_location ON vendors (lower(location));
CREATE INDEX vendors_affiliation ON vendors (affiliation);

-- Full-text search over name and description (external content, kept in
-- step by triggers).
CREATE VIRTUAL TABLE vendors_fts USING fts5(
  name, description,
  content = 'vendors', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER vendors_fts_insert AFTER INSERT ON vendors BEGIN
  INSERT INTO vendors_fts (rowid, name, description) VALUES (new.id, new.name, new.description);
END;
CREATE TRIGGER vendors_fts_delete AFTER DELETE ON vendors BEGIN
  INSERT INTO vendors_fts (vendors_fts, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
END;
CREATE TRIGGER vendors_fts_update AFTER UPDATE OF name, description ON vendors BEGIN
  INSERT INTO vendors_fts (vendors_fts, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
  INSERT INTO vendors_fts (rowid, name, description) VALUES (new.id, new.name, new.description);
END;
