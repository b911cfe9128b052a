-- PostgreSQL only (issue 29): throttle_events counts the accounts service's
-- limits across processes. SQLite is one process by nature; its throttles
-- stay in memory (internal/accounts/throttle.go).
SELECT 1;
