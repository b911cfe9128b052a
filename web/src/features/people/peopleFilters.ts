// /people's filters live in the URL query (components/list/urlFilters.ts):
//   /people?available=now&role=FIELD&state=CO   (available: "now" or a day YYYY-MM-DD)
// Default values are left out of the URL; unknown values are ignored.

import { dateOr, defineFilters, enumName, oneOf } from "../../components/list/urlFilters";
import { placeOptions, roleOptions } from "./peopleLabels";


export const peopleFilters = defineFilters({
  /** "now", a day (available by then), or "" for any time. */
  available: dateOr(["now"]),
  role: oneOf(
    roleOptions.map((o) => o.value),
    enumName,
  ),
  state: oneOf(
    placeOptions.map((o) => o.value),
    (raw) => raw.trim().toUpperCase(),
  ),
});

export type PeopleFilters = typeof peopleFilters.defaults;

export const PAGE_SIZE = 20;

export interface PeopleVariables {
  first: number;
  filter: { available?: string; role?: string; state?: string } | null;
}

/** GraphQL variables of `people(first, filter)`. */
export function peopleVariables(f: PeopleFilters, first: number = PAGE_SIZE): PeopleVariables {
  const filter: NonNullable<PeopleVariables["filter"]> = {};
  if (f.available) filter.available = f.available;
  if (f.role) filter.role = f.role;
  if (f.state) filter.state = f.state;
  return { first, filter: Object.keys(filter).length > 0 ? filter : null };
}

/** "1 person found", "12 people found", "1,000+ people found". */
export function peopleFoundText(n: number, capped = false): string {
  if (capped) return `${n.toLocaleString("en-US")}+ people found`;
  return n === 1 ? "1 person found" : `${n.toLocaleString("en-US")} people found`;
}

/** The availability chips: any time, available now (a day is chosen in the date box). */
export const availabilityChips = [
  { value: "", label: "Any time" },
  { value: "now", label: "Available now" },
] as const;

export const TEXTS = {
  title: "People Open to Work",
  subtitle: "Campaign staff ready for their next role, soonest available first.",
  vendor: "Vendor accounts cannot search people. This feature is only available for candidates and campaign staff.",
  loadError: "Error loading people. Please try again later.",
  loading: "Loading people...",
  empty: "No one open to work matches these filters.",
  emptyHint: "Try another role, state or date, or reset the filters.",
} as const;
