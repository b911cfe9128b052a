-- API budgets (issue 30): the points each caller of /api and /graphql
-- spent in each hour, summed over every process (internal/ratelimit/
-- budget.go): each process counts in memory and adds its points here about
-- every second, one UPSERT for all its active callers, reading back the
-- totals. Rows of past hours are deleted by the next flush.
--
-- UNLOGGED: a crash empties the table, which only forgives an hour's
-- spending once.
CREATE UNLOGGED TABLE api_budgets (
    key TEXT NOT NULL,
    window_start TIMESTAMPTZ NOT NULL,
    used BIGINT NOT NULL,
    PRIMARY KEY (key, window_start)
);
