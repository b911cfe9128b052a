-- Markdown rendered once, when it is written (issue 24): each body's
-- sanitised HTML is stored beside its source. html_version is the renderer's
-- version that made content_html (internal/markdown.Version); 0 means not
-- rendered yet (rows from before this migration). The server renders rows
-- of an older version when it starts, and any it reads, and writes them back.
ALTER TABLE resources ADD COLUMN content_html TEXT NOT NULL DEFAULT '';
ALTER TABLE resources ADD COLUMN html_version INTEGER NOT NULL DEFAULT 0;
CREATE INDEX resources_html_version_idx ON resources (html_version, id);

ALTER TABLE news_articles ADD COLUMN content_html TEXT NOT NULL DEFAULT '';
ALTER TABLE news_articles ADD COLUMN html_version INTEGER NOT NULL DEFAULT 0;
CREATE INDEX news_articles_html_version_idx ON news_articles (html_version, id);
