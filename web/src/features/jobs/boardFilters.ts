// The job board's filters live in the URL query, so a search can be shared,
// survives a reload and works with Back:
//   /jobs?q=organizer&location=Austin%2C+TX&type=FULL_TIME&affiliation=DEMOCRATIC&workplace=REMOTE&sort=oldest
// Default values are left out of the URL. Unknown values are ignored.

import { anyValue, defineFilters, enumName, oneOf, order, text } from "../../components/list/urlFilters";
import { jobAffiliationLabels, jobTypeOptions, workplaceOptions } from "./jobLabels";

/** The board's URL filters (see components/list/urlFilters.ts). Enum values are
 * GraphQL names; "full-time" reads as FULL_TIME, "non-partisan" as NONE. */
export const boardFilters = defineFilters({
  q: text(),
  location: anyValue(),
  /** JobType enum name (FULL_TIME) or "" for all. */
  type: oneOf(jobTypeOptions.map((o) => o.value), enumName),
  /** PoliticalAffiliation enum name (DEMOCRATIC, NONE) or "" for all. */
  affiliation: oneOf(Object.keys(jobAffiliationLabels), (raw) => {
    const v = enumName(raw);
    return v === "NON_PARTISAN" || v === "NONPARTISAN" ? "NONE" : v;
  }),
  /** Workplace enum name (ON_SITE, HYBRID, REMOTE) or "" for all. */
  workplace: oneOf(workplaceOptions.map((o) => o.value), enumName),
  /** "true": jobs of verified organisations only (docs/trust.md). */
  verified: oneOf(["true"], (raw) => raw.trim().toLowerCase()),
  sort: order(["newest", "oldest"]),
});

export type BoardFilters = typeof boardFilters.defaults;
export type BoardSort = BoardFilters["sort"];

export const {
  defaults: emptyFilters,
  parse: parseBoardSearch,
  toSearch: boardSearchString,
  isActive: hasActiveFilters,
} = boardFilters;

/** Board page size (first). */
export const PAGE_SIZE = 20;

export interface BoardVariables {
  first: number;
  filter: {
    search?: string | null;
    location?: string | null;
    jobType?: string | null;
    politicalAffiliation?: string | null;
    workplace?: string | null;
    verified?: boolean | null;
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
  if (f.verified) filter.verified = true;
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

/** Spec, verbatim: "{n} job(s) found". Beyond the server's count cap
 * (`capped`: more than n match, n being the cap) the count is "1,000+ jobs found". */
export function jobsFoundText(n: number, capped = false): string {
  if (capped) return `${n.toLocaleString("en-US")}+ jobs found`;
  return `${n} job(s) found`;
}
