/** A database id from a URL segment, or null when it cannot be one (then no query
 * runs: GraphQL's Int is 32-bit). */
export function parseDatabaseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2147483647 ? n : null;
}
