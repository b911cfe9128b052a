// The /vendors filters live in the URL query, so a filtered directory can be
// shared, reloaded and reached again with Back:
//   ?q=<search>&category=<chip name or category>&location=<location>&affiliation=<AFFILIATION>&sort=newest

import { anyValue, defineFilters, oneOf, order, text } from "../../components/list/urlFilters";
import { vendorAffiliationOptions } from "./vendorOptions";

export const DIRECTORY_PAGE_SIZE = 12;

/** The directory's URL filters (see components/list/urlFilters.ts). `category` is a
 * chip name ("Advertising") or a category enum name, sent to the server as is. */
export const directoryFilters = defineFilters({
  q: text(),
  category: anyValue(),
  location: anyValue(),
  affiliation: oneOf(
    vendorAffiliationOptions.map((o) => o.value),
    (raw) => raw.trim().toUpperCase(),
  ),
  /** "true": verified vendors only (docs/trust.md). */
  verified: oneOf(["true"], (raw) => raw.trim().toLowerCase()),
  sort: order(["name", "newest"]),
});

export type DirectoryFilters = typeof directoryFilters.defaults;

export const { defaults: emptyFilters, parse: readFilters, toParams: writeFilters, isActive: hasFilters } = directoryFilters;

/** The GraphQL variables of the directory query for these filters. */
export function filterVariables(f: DirectoryFilters) {
  const filter: { search?: string; category?: string; location?: string; affiliation?: "DEMOCRATIC" | "REPUBLICAN" | "NONPARTISAN" | "OTHER"; verified?: boolean } = {};
  if (f.q) filter.search = f.q;
  if (f.category) filter.category = f.category;
  if (f.location) filter.location = f.location;
  if (f.affiliation) filter.affiliation = f.affiliation as NonNullable<typeof filter.affiliation>;
  if (f.verified) filter.verified = true;
  return { filter, orderBy: f.sort === "newest" ? ("NEWEST" as const) : ("NAME" as const) };
}
