// The resource centre's state lives in the URL query (the list kit's defineFilters,
// src/components/list/urlFilters.ts), so a search can be shared, survives a reload
// and works with Back:
//   /resources?q=volunteers&category=GOTV        Articles & Guides, filtered
//   /resources?tab=tools | tab=videos | tab=faqs  the other tabs
//   /resources?category=guides | category=faqs    the footer's links (spec section 2)
// The footer's two values name tabs, not categories: they open the tab and never
// reach the API.

import { defineFilters, enumName, oneOf, order, text } from "../../components/list/urlFilters";
import { resourceCategoryOptions, type ResourceCategory } from "./resourceLabels";

export const RESOURCE_TABS = ["articles", "tools", "videos", "faqs"] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];

const FOOTER_VALUES = ["GUIDES", "FAQS"];

export const resourceFilters = defineFilters({
  q: text(),
  category: oneOf([...resourceCategoryOptions.map((o) => o.value), ...FOOTER_VALUES], enumName),
  tab: order(RESOURCE_TABS),
});

export type ResourceFilters = typeof resourceFilters.defaults;

/** Page size of the Articles & Guides list (first). */
export const RESOURCE_PAGE_SIZE = 12;

/** The tab to show: the footer's category=faqs / category=guides pick theirs. */
export function resourceTab(f: ResourceFilters): ResourceTab {
  if (f.category === "FAQS") return "faqs";
  if (f.category === "GUIDES") return "articles";
  return f.tab;
}

/** The category filter: "" for none, and for the footer's tab names. */
export function resourceCategory(f: ResourceFilters): ResourceCategory | "" {
  return FOOTER_VALUES.includes(f.category) ? "" : (f.category as ResourceCategory | "");
}

/** Whether Reset has something to do (search or category; the tab stays). */
export function hasActiveResourceFilters(f: ResourceFilters): boolean {
  return f.q !== "" || resourceCategory(f) !== "";
}

export interface ResourceListVariables {
  first: number;
  filter: { search?: string; category?: ResourceCategory } | null;
  orderBy: "NEWEST";
}

/** GraphQL variables for `resources(first, filter, orderBy)`. */
export function resourceVariables(f: ResourceFilters, first: number = RESOURCE_PAGE_SIZE): ResourceListVariables {
  const filter: NonNullable<ResourceListVariables["filter"]> = {};
  if (f.q) filter.search = f.q;
  const category = resourceCategory(f);
  if (category) filter.category = category;
  return { first, filter: Object.keys(filter).length > 0 ? filter : null, orderBy: "NEWEST" };
}

/** "{n} resource(s) found" (the job board's wording); beyond the server's
 * count cap (`capped`: more than n match, n being the cap) "1,000+ resources found". */
export function resourcesFoundText(n: number, capped = false): string {
  if (capped) return `${n.toLocaleString("en-US")}+ resources found`;
  return `${n} resource(s) found`;
}
