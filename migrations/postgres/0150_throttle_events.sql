-- Throttle events (issue 29): the accounts service's limits (login
-- failures, sign-ups, password resets, uploads, confirmation emails) are
-- counted here on PostgreSQL so that every process enforces one limit
-- (internal/accounts/throttle_pg.go). Rows live at most their limit's
-- window (expires_at): each key's expired rows go when it is next used, and
-- a sweep deletes the rest.
--
-- UNLOGGED: the rows are worth minutes, not a write-ahead log; a crash
-- empties the table, which only forgives the throttled keys once.
CREATE UNLOGGED TABLE throttle_events (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    key TEXT NOT NULL,
    at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX throttle_events_key ON throttle_events (name, key, at);
CREATE INDEX throttle_events_expires ON throttle_events (expires_at);
