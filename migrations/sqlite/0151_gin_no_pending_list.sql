-- PostgreSQL only (its full-text GIN indexes without a pending list). SQLite's
-- FTS5 tables merge their segments as they go; nothing to change.
SELECT 1;
