package main

import (
	"encoding/json"
	"net/http"

	"canvass/internal/store"
)

// The baselines: for each list scenario, the best plain handler a person
// would write for that one question. It answers in ONE statement per page
// (first+1 rows, the owners joined, only the columns the response needs),
// scans into a flat row and encodes the same fields as the GraphQL query
// with encoding/json. Its search condition is chosen once when the handler
// is built (on SQLite the jobs' word is known to be common, so the row
// test is used without asking the index first), so each request costs the
// one statement and nothing else.

// owner is the owner (or author) of a baseline item.
type owner struct {
	Username  string `json:"username"`
	FirstName string `json:"firstName"`
}

// onePage is a baseline list handler: query (built per request: some
// arguments hold the time) returns first+1 rows of R; the answer is
// {key: [item(r)...], "hasNextPage": ..., "endCursor": cursor of the last
// item} (endCursor only when cursor is not nil).
func onePage[R, I any](e *env, key string, first int, query func() (string, []any),
	cursor func(R) string, item func(R) I) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q, args := query()
		var rows []R
		if err := e.App.DB.Select(r.Context(), &rows, q, args...); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		hasNext := len(rows) > first
		if hasNext {
			rows = rows[:first]
		}
		out := make([]I, len(rows))
		for i, row := range rows {
			out[i] = item(row)
		}
		answer := map[string]any{key: out, "hasNextPage": hasNext}
		if cursor != nil && len(rows) > 0 {
			answer["endCursor"] = cursor(rows[len(rows)-1])
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(answer)
	})
}

// withOwners joins the owners' columns a list response needs to a page
// statement (whose table alias is alias and owner column ownerCol) once
// the page is cut, in the page's order: users are read for the page's rows
// only, whatever plan finds them.
func withOwners(page, alias, ownerCol, order string) string {
	return `SELECT ` + alias + `.*, u.username, u.first_name FROM (` + page + `) ` + alias +
		` LEFT JOIN users u ON u.id = ` + alias + `.` + ownerCol + ` ORDER BY ` + order
}

// matchArg is a full-text condition and its argument for the engine.
func matchArg(e *env, ft store.FullText, search string, in *store.InColumn) (string, any) {
	cond, arg, _ := ft.MatchIn(e.App.DB.Dialect(), search, in)
	return cond, arg
}
