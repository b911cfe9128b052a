import type { RecordProxy } from "relay-runtime";

/** After a confirmed delete: one less in a list's count line, whichever count it
 * shows: totalCount, and totalCountCapped while it is exact (past the server's
 * cap it reads "1,000+" and stays so). */
export function decrementListCounts(conn: RecordProxy | null | undefined) {
  if (!conn) return;
  const n = conn.getValue("totalCount");
  if (typeof n === "number" && n > 0) conn.setValue(n - 1, "totalCount");
  const capped = conn.getValue("totalCountCapped");
  if (typeof capped === "number" && capped > 0 && conn.getValue("totalCountIsCapped") === false) {
    conn.setValue(capped - 1, "totalCountCapped");
  }
}
