// The resource centre's state lives in the URL query, so a search can be shared,
// survives a reload and works with Back:
//   /resources?q=volunteers&category=gotv            Articles & Guides, filtered
//   /resources?tab=tools | tab=videos | tab=faqs     the other tabs
//   /resources?category=guides | category=faqs       the footer's links (spec section 2)
// Defaults are left out of the URL; unknown values are ignored.

import { resourceCategoryOptions, type ResourceCategory } from "./resourceLabels";

export type ResourceTab = "articles" | "tools" | "videos" | "faqs";
export const RESOURCE_TABS: ReadonlyArray<ResourceTab> = ["articles", "tools", "videos", "faqs"];

export interface ResourceFilters {
  q: string;
  /** ResourceCategory enum name or "" for all. */
  category: ResourceCategory | "";
  tab: ResourceTab;
}

export const emptyResourceFilters: ResourceFilters = { q: "", category: "", tab: "articles" };

/** Page size of the Articles & Guides list (first). */
export const RESOURCE_PAGE_SIZE = 12;

const categories = new Set<string>(resourceCategoryOptions.map((o) => o.value));

export function parseResourceSearch(params: URLSearchParams): ResourceFilters {
  const rawCategory = (params.get("category") ?? "").trim().toUpperCase();
  const rawTab = (params.get("tab") ?? "").trim().toLowerCase();
  let tab: ResourceTab = (RESOURCE_TABS as ReadonlyArray<string>).includes(rawTab) ? (rawTab as ResourceTab) : "articles";
  // The footer's links name tabs in `category`: they must never reach the API.
  if (rawCategory === "FAQS") tab = "faqs";
  if (rawCategory === "GUIDES") tab = "articles";
  return {
    q: (params.get("q") ?? "").trim(),
    category: categories.has(rawCategory) ? (rawCategory as ResourceCategory) : "",
    tab,
  };
}

/** "?q=...&category=gotv" or "" at the defaults (stable key order). */
export function resourceSearchString(f: ResourceFilters): string {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set("q", f.q.trim());
  if (f.category) p.set("category", f.category.toLowerCase());
  if (f.tab !== "articles") p.set("tab", f.tab);
  const s = p.toString();
  return s ? `?${s}` : "";
}

export function hasActiveResourceFilters(f: ResourceFilters): boolean {
  return f.q.trim() !== "" || f.category !== "";
}

export interface ResourceListVariables {
  first: number;
  filter: { search?: string; category?: ResourceCategory } | null;
  orderBy: "NEWEST";
}

/** GraphQL variables for `resources(first, filter, orderBy)`. */
export function resourceVariables(f: ResourceFilters, first: number = RESOURCE_PAGE_SIZE): ResourceListVariables {
  const filter: NonNullable<ResourceListVariables["filter"]> = {};
  if (f.q.trim()) filter.search = f.q.trim();
  if (f.category) filter.category = f.category;
  return { first, filter: Object.keys(filter).length > 0 ? filter : null, orderBy: "NEWEST" };
}

/** "{n} resource(s) found" (the job board's wording). */
export function resourcesFoundText(n: number): string {
  return `${n} resource(s) found`;
}
