// Display labels for the GraphQL enums (schema.graphql speaks CANDIDATE, FULL_TIME, ...).
// The labels come from the Go enum tables (generated/labels.ts, `make generate`):
// change a label there, never here.
import {
  PoliticalAffiliationLabels,
  PoliticalAffiliationMembers,
  UserTypeLabels,
  UserTypeMembers,
} from "../generated/labels";

export const userTypeLabels = UserTypeLabels;

export const userTypeOptions = UserTypeMembers;

/** Affiliation labels, one table for every screen: NONE reads "Non-Partisan"
 * (the job board chip's wording, spec sections 2 and 3; vendors' NONPARTISAN
 * reads the same). */
export const affiliationLabels = PoliticalAffiliationLabels;

/** The seven politicalAffiliation values, None first (the default). */
export const affiliationOptions = /* @__PURE__ */ [
  ...PoliticalAffiliationMembers.filter((o) => o.value === "NONE"),
  ...PoliticalAffiliationMembers.filter((o) => o.value !== "NONE"),
];

export function userTypeLabel(value: string | null | undefined): string {
  return (value && userTypeLabels[value]) || "Member";
}

export function affiliationLabel(value: string | null | undefined): string {
  return (value && affiliationLabels[value]) || "Non-Partisan";
}

/** First letters of first and last name ("Jane Doe" -> "JD"). */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return `${(firstName ?? "").trim().charAt(0)}${(lastName ?? "").trim().charAt(0)}`.toUpperCase() || "?";
}

/** "April 10, 2025" style date (MMMM d, yyyy), in the user's time zone. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
}

/** "Tuesday, November 7, 2028" for a calendar day ("2028-11-07"), whatever the time zone
 * (`weekday: false`: "November 7, 2028"). */
export function formatCalendarDay(day: string, { weekday = true }: { weekday?: boolean } = {}): string {
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return d.toLocaleDateString("en-US", { weekday: weekday ? "long" : undefined, month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** "3 days ago" style relative time. */
export function formatRelative(iso: string | null | undefined, now: Date = new Date()): string {
  const d = iso ? new Date(iso) : now;
  const seconds = Math.round((d.getTime() - now.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ["year", 31536000],
    ["month", 2592000],
    ["week", 604800],
    ["day", 86400],
    ["hour", 3600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(seconds, "second");
}
