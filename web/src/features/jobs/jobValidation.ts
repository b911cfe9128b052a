// Client-side checks of the post and edit forms: the spec's messages
// (section 5), verbatim, plus the server's own wording for the optional
// salary and deadline fields (internal/jobs/service.go). The server checks
// everything again.

import type { FieldErrors } from "../../lib/forms";

export interface JobFormValues {
  title: string;
  organization: string;
  location: string;
  /** JobType enum name or "". */
  jobType: string;
  /** PoliticalAffiliation enum name or "" (none). */
  politicalAffiliation: string;
  description: string;
  salaryMin: string;
  salaryMax: string;
  /** SalaryPeriod enum name or "". */
  salaryPeriod: string;
  /** Workplace enum name or "". */
  workplace: string;
  /** yyyy-mm-dd or "". */
  deadline: string;
  /** The election the job serves: yyyy-mm-dd or "". */
  electionDate: string;
}

export type JobFormField = keyof JobFormValues;

export const jobFormFields: ReadonlyArray<JobFormField> = [
  "title",
  "organization",
  "location",
  "jobType",
  "politicalAffiliation",
  "description",
  "salaryMin",
  "salaryMax",
  "salaryPeriod",
  "workplace",
  "deadline",
  "electionDate",
];

export const emptyJobForm: JobFormValues = {
  title: "",
  organization: "",
  location: "",
  jobType: "",
  politicalAffiliation: "",
  description: "",
  salaryMin: "",
  salaryMax: "",
  salaryPeriod: "",
  workplace: "",
  deadline: "",
  electionDate: "",
};

export type JobFormMode = "post" | "edit";

const messages = {
  post: {
    title: "Job title must be at least 5 characters",
    description: "Description must be at least 10 characters",
    descriptionMin: 10,
  },
  edit: {
    title: "Title must be at least 5 characters",
    description: "Description must be at least 20 characters",
    descriptionMin: 20,
  },
} as const;

/** Characters as the server counts them (code points, after trimming). */
function length(s: string): number {
  return Array.from(s.trim()).length;
}

/** A salary amount as people write it: "" -> null; "50000", "$55,000", "55,000.00",
 * "65k", "62.5K", "1.2m" -> whole dollars; anything else (and cents, "12.5") -> NaN. */
export function parseAmount(s: string): number | null {
  const t = s.trim().replace(/[,$\s_]/g, "").replace(/^usd/i, "").replace(/usd$/i, "");
  if (t === "") return null;
  const m = /^(-?)(\d+(?:\.\d+)?|\.\d+)([km]?)$/i.exec(t);
  if (!m) return Number.NaN;
  const scale = m[3].toLowerCase() === "k" ? 1_000 : m[3].toLowerCase() === "m" ? 1_000_000 : 1;
  const x = Number(m[2]) * scale;
  const n = Math.round(x);
  if (Math.abs(x - n) > 1e-6) return Number.NaN;
  return m[1] ? -n : n;
}

/** Today as yyyy-mm-dd in local time (the date input's `min`). */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Validates the post ("post") or edit ("edit") form. `initialDeadline` and `initialElectionDate`
 * are the stored ones on edit (an unchanged past date stays allowed). */
export function validateJob(
  v: JobFormValues,
  mode: JobFormMode,
  opts: { now?: Date; initialDeadline?: string; initialElectionDate?: string } = {},
): FieldErrors<JobFormField> {
  const m = messages[mode];
  const e: FieldErrors<JobFormField> = {};
  if (length(v.title) < 5) e.title = m.title;
  if (length(v.organization) < 2) e.organization = "Organization name is required";
  if (length(v.location) < 2) e.location = "Location is required";
  if (length(v.jobType) < 2) e.jobType = "Job type is required";
  if (length(v.description) < m.descriptionMin) e.description = m.description;

  const min = parseAmount(v.salaryMin);
  const max = parseAmount(v.salaryMax);
  for (const [field, val] of [
    ["salaryMin", min],
    ["salaryMax", max],
  ] as const) {
    if (val === null) continue;
    if (Number.isNaN(val)) e[field] = "Enter a whole amount such as 55000, $55,000 or 65k";
    else if (val < 0) e[field] = "Salary cannot be negative";
    else if (val > 100_000_000) e[field] = "Salary is too large";
  }
  if (!e.salaryMin && !e.salaryMax && min !== null && max !== null && min > max) {
    e.salaryMin = "Minimum salary cannot be more than the maximum";
  }
  if ((min !== null || max !== null) && !v.salaryPeriod) {
    e.salaryPeriod = "Choose a salary period: hour, month, year or stipend";
  }
  if (v.deadline && v.deadline !== opts.initialDeadline && v.deadline < todayInputValue(opts.now)) {
    e.deadline = "Application deadline must be in the future";
  }
  if (v.electionDate && v.electionDate !== opts.initialElectionDate && v.electionDate < todayInputValue(opts.now)) {
    e.electionDate = "Election date must be today or later";
  }
  return e;
}
