-- PostgreSQL only (issue 30): api_budgets sums the API budgets' points of
-- every process. SQLite is one process by nature; its budgets stay in
-- memory (internal/ratelimit/budget.go).
SELECT 1;
