// Display labels and option lists for the job enums (schema.graphql speaks
// FULL_TIME, ON_SITE, YEAR, ...), from the Go enum tables (generated/labels.ts).
// Colours are not here: see src/theme.ts.
import { JobTypeMembers, SalaryPeriodMembers, WorkplaceMembers } from "../../generated/labels";
import { affiliationLabels } from "../../lib/labels";

export const jobTypeOptions = JobTypeMembers;

export const workplaceOptions = WorkplaceMembers;

/** Labels are the salary's suffix: "per year", ..., "stipend". */
export const salaryPeriodOptions = SalaryPeriodMembers;

/** Job-board affiliation labels: the shared table (NONE reads "Non-Partisan"). */
export const jobAffiliationLabels = affiliationLabels;

/** The seven affiliation values for the post/edit forms (optional field). */
export const jobAffiliationOptions = /* @__PURE__ */ Object.entries(jobAffiliationLabels).map(([value, label]) => ({ value, label }));

function lookup(options: ReadonlyArray<{ value: string; label: string }>, value: string | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? value ?? "";
}

export function jobTypeLabel(value: string | null | undefined): string {
  return lookup(jobTypeOptions, value);
}

export function workplaceLabel(value: string | null | undefined): string {
  return lookup(workplaceOptions, value);
}

export function jobAffiliationLabel(value: string | null | undefined): string {
  return (value && jobAffiliationLabels[value]) || value || "";
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$50,000 - $70,000 per year", "From $20 per hour", "Up to $3,000 per month",
 * "Stipend: $500", or "" when there is no amount. */
export function formatSalary(
  salary: { readonly min?: number | null; readonly max?: number | null; readonly period: string } | null | undefined,
): string {
  if (!salary) return "";
  const { min, max, period } = salary;
  const hasMin = min != null;
  const hasMax = max != null;
  if (!hasMin && !hasMax) return period === "STIPEND" ? "Stipend" : "";
  let amount: string;
  if (hasMin && hasMax) amount = min === max ? money.format(min) : `${money.format(min)} - ${money.format(max)}`;
  else if (hasMin) amount = `From ${money.format(min)}`;
  else amount = `Up to ${money.format(max!)}`;
  if (period === "STIPEND") return `Stipend: ${amount}`;
  const suffix = salaryPeriodOptions.find((o) => o.value === period)?.label;
  return suffix ? `${amount} ${suffix}` : amount;
}

/** A date input value (yyyy-mm-dd, local) from an ISO time. */
export function dateInputValue(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The deadline time for a date input value: the end of that day, local time. */
export function deadlineFromDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
