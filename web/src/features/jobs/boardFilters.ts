// The job board's filters live in the URL query, so a search can be shared,
// survives a reload and works with Back:
//   /jobs?q=organizer&location=Austin%2C+TX&type=FULL_TIME&affiliation=DEMOCRATIC&workplace=REMOTE&sort=oldest
// Default values are left out of the URL. Unknown values are ignored.

import { jobAffiliationLabels, jobTypeOptions, workplaceOptions } from "./jobLabels";

export type BoardSort = "newest" | "oldest";

export interface BoardFilters {
  q: string;
  location: string;
  /** JobType enum name (FULL_TIME) or "" for all. */
  type: string;
  /** PoliticalAffiliation enum name (DEMOCRATIC, NONE) or "" for all. */
  affiliation: string;
  /** Workplace enum name (ON_SITE, HYBRID, REMOTE) or "" for all. */
  workplace: string;
  sort: BoardSort;
}

export const emptyFilters: BoardFilters = { q: "", location: "", type: "", affiliation: "", workplace: "", sort: "newest" };

/** Board page size (first). */
export const PAGE_SIZE = 20;

function enumName(value: string | null): string {
  return (value ?? "").trim().toUpperCase().replace(/[\s-]+/g, "_");
}

const jobTypes = new Set<string>(jobTypeOptions.map((o) => o.value));
const affiliations = new Set(Object.keys(jobAffiliationLabels));
const workplaces = new Set<string>(workplaceOptions.map((o) => o.value));

/** Reads the filters from a URL query; accepts "full-time" as well as FULL_TIME,
 * and "non-partisan" for NONE. "_all" (the spec's "all" value) means all. */
export function parseBoardSearch(params: URLSearchParams): BoardFilters {
  const type = enumName(params.get("type"));
  let affiliation = enumName(params.get("affiliation"));
  if (affiliation === "NON_PARTISAN" || affiliation === "NONPARTISAN") affiliation = "NONE";
  const location = (params.get("location") ?? "").trim();
  const workplace = enumName(params.get("workplace"));
  return {
    q: (params.get("q") ?? "").trim(),
    location: location === "_all" ? "" : location,
    type: jobTypes.has(type) ? type : "",
    affiliation: affiliations.has(affiliation) ? affiliation : "",
    workplace: workplaces.has(workplace) ? workplace : "",
    sort: params.get("sort") === "oldest" ? "oldest" : "newest",
  };
}

/** The URL query for filters (defaults left out; stable key order). */
export function boardSearchParams(f: BoardFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set("q", f.q.trim());
  if (f.location) p.set("location", f.location);
  if (f.type) p.set("type", f.type);
  if (f.affiliation) p.set("affiliation", f.affiliation);
  if (f.workplace) p.set("workplace", f.workplace);
  if (f.sort !== "newest") p.set("sort", f.sort);
  return p;
}

/** "?q=...&type=..." or "" when every filter is at its default. */
export function boardSearchString(f: BoardFilters): string {
  const s = boardSearchParams(f).toString();
  return s ? `?${s}` : "";
}

export function hasActiveFilters(f: BoardFilters): boolean {
  return boardSearchParams(f).toString() !== "";
}

export interface BoardVariables {
  first: number;
  filter: {
    search?: string | null;
    location?: string | null;
    jobType?: string | null;
    politicalAffiliation?: string | null;
    workplace?: string | null;
  } | null;
  orderBy: "NEWEST" | "OLDEST";
}

/** GraphQL variables for the board query (`jobs(first, filter, orderBy)`). */
export function boardVariables(f: BoardFilters, first: number = PAGE_SIZE): BoardVariables {
  const filter: NonNullable<BoardVariables["filter"]> = {};
  if (f.q.trim()) filter.search = f.q.trim();
  if (f.location) filter.location = f.location;
  if (f.type) filter.jobType = f.type;
  if (f.affiliation) filter.politicalAffiliation = f.affiliation;
  if (f.workplace) filter.workplace = f.workplace;
  return {
    first,
    filter: Object.keys(filter).length > 0 ? filter : null,
    orderBy: f.sort === "oldest" ? "OLDEST" : "NEWEST",
  };
}

/** The affiliation chips of the board (spec: All Jobs, Democratic, Republican,
 * Independent, Non-Partisan). */
export const affiliationChips = [
  { value: "", label: "All Jobs" },
  { value: "DEMOCRATIC", label: "Democratic" },
  { value: "REPUBLICAN", label: "Republican" },
  { value: "INDEPENDENT", label: "Independent" },
  { value: "NONE", label: "Non-Partisan" },
] as const;

/** Spec, verbatim: "{n} job(s) found". */
export function jobsFoundText(n: number): string {
  return `${n} job(s) found`;
}
