// The /vendors filters live in the URL query, so a filtered directory can be
// shared, reloaded and reached again with Back:
//   ?q=<search>&category=<chip name or category>&location=<location>&affiliation=<AFFILIATION>&sort=newest

export const DIRECTORY_PAGE_SIZE = 12;

export interface DirectoryFilters {
  q: string;
  category: string;
  location: string;
  affiliation: string;
  sort: "name" | "newest";
}

export const emptyFilters: DirectoryFilters = { q: "", category: "", location: "", affiliation: "", sort: "name" };

const AFFILIATIONS = ["DEMOCRATIC", "REPUBLICAN", "NONPARTISAN", "OTHER"];

/** Reads the filters from a URL query (unknown values are ignored). */
export function readFilters(params: URLSearchParams): DirectoryFilters {
  const affiliation = (params.get("affiliation") ?? "").trim().toUpperCase();
  return {
    q: (params.get("q") ?? "").trim(),
    category: (params.get("category") ?? "").trim(),
    location: (params.get("location") ?? "").trim(),
    affiliation: AFFILIATIONS.includes(affiliation) ? affiliation : "",
    sort: params.get("sort") === "newest" ? "newest" : "name",
  };
}

/** Writes the filters as a URL query, leaving defaults out (a clean /vendors). */
export function writeFilters(f: DirectoryFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set("q", f.q.trim());
  if (f.category) p.set("category", f.category);
  if (f.location) p.set("location", f.location);
  if (f.affiliation) p.set("affiliation", f.affiliation);
  if (f.sort === "newest") p.set("sort", "newest");
  return p;
}

export function hasFilters(f: DirectoryFilters): boolean {
  return writeFilters(f).toString() !== "";
}

/** The GraphQL variables of the directory query for these filters. */
export function filterVariables(f: DirectoryFilters) {
  const filter: { search?: string; category?: string; location?: string; affiliation?: "DEMOCRATIC" | "REPUBLICAN" | "NONPARTISAN" | "OTHER" } = {};
  if (f.q) filter.search = f.q;
  if (f.category) filter.category = f.category;
  if (f.location) filter.location = f.location;
  if (f.affiliation) filter.affiliation = f.affiliation as NonNullable<typeof filter.affiliation>;
  return { filter, orderBy: f.sort === "newest" ? ("NEWEST" as const) : ("NAME" as const) };
}
