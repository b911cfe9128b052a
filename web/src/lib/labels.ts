// Display labels for the GraphQL enums (schema.graphql speaks CANDIDATE, FULL_TIME, ...).

export const userTypeLabels: Record<string, string> = {
  CANDIDATE: "Candidate",
  CAMPAIGN_STAFF: "Campaign Staff / Volunteer",
  VENDOR: "Vendor",
};

export const userTypeOptions = [
  { value: "CANDIDATE", label: "Candidate" },
  { value: "CAMPAIGN_STAFF", label: "Campaign Staff / Volunteer" },
  { value: "VENDOR", label: "Vendor" },
] as const;

/** Affiliation labels, one table for every screen: NONE reads "Non-Partisan"
 * (the job board chip's wording, spec sections 2 and 3; the server's
 * jobs.AffiliationLabel says the same). */
export const affiliationLabels: Record<string, string> = {
  DEMOCRATIC: "Democratic",
  REPUBLICAN: "Republican",
  INDEPENDENT: "Independent",
  LIBERTARIAN: "Libertarian",
  GREEN: "Green",
  OTHER: "Other",
  NONE: "Non-Partisan",
};

/** The seven politicalAffiliation values, None first (the default). */
export const affiliationOptions = [
  { value: "NONE", label: "Non-Partisan" },
  { value: "DEMOCRATIC", label: "Democratic" },
  { value: "REPUBLICAN", label: "Republican" },
  { value: "INDEPENDENT", label: "Independent" },
  { value: "LIBERTARIAN", label: "Libertarian" },
  { value: "GREEN", label: "Green" },
  { value: "OTHER", label: "Other" },
] as const;

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
