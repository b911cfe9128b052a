import { AlertFrequencyLabels, AlertFrequencyMembers } from "../../generated/labels";
import { jobAffiliationLabel, jobTypeLabel, workplaceLabel } from "../jobs/jobLabels";

// Saved searches and job alerts (issue 26): texts and the one place a
// search's filters are put into words. docs/notifications.md lists the rules.

export const SAVED_SEARCH_TEXTS = {
  saveButton: "Save this search",
  createTitle: "Save This Search",
  editTitle: "Edit Saved Search",
  nameLabel: "Name",
  frequencyLabel: "Email me new jobs",
  frequencyHelp: "Instant alerts arrive within 5 minutes of a matching posting. Alerts go to your confirmed email address.",
  nameRequired: "Please enter a name for this search.",
  nameLong: "Name must be at most 100 characters.",
  saved: "Search Saved",
  updated: "Saved Search Updated",
  deleted: "Saved Search Deleted",
  failed: "Failed to Save Search",
  deleteFailed: "Failed to Delete Search",
  unexpected: "Something went wrong. Please try again.",
  pageTitle: "Saved Searches",
  pageIntro: "Job board searches you saved, and how often we email you new jobs that match them.",
  empty: "No saved searches yet",
  emptyHelp: "Search the job board, then choose “Save this search” to hear about new jobs that match.",
  loadError: "Error loading saved searches. Please try again later.",
  loading: "Loading saved searches...",
  vendor: "Vendor accounts cannot save job searches. Job alerts are for candidates and campaign staff.",
  deleteTitle: "Delete Saved Search",
  deleteConfirm: (name: string) => `Delete "${name}"? Its job alerts stop.`,
} as const;

/** The frequency select's options, in form order (labels from the server's enum table). */
export const frequencyOptions = AlertFrequencyMembers.map((m) => ({ value: m.value, label: m.label }));

export function frequencyLabel(value: string): string {
  return AlertFrequencyLabels[value] ?? value;
}

export interface SearchFilterValues {
  search?: string | null;
  location?: string | null;
  jobType?: string | null;
  politicalAffiliation?: string | null;
  workplace?: string | null;
}

/** The filters in words, e.g. "“organizer” · Full-Time · Austin, TX · Remote"; "All jobs" without any. */
export function describeFilter(f: SearchFilterValues): string {
  const parts: string[] = [];
  if (f.search?.trim()) parts.push(`“${f.search.trim()}”`);
  if (f.jobType) parts.push(jobTypeLabel(f.jobType));
  if (f.location) parts.push(f.location);
  if (f.workplace) parts.push(workplaceLabel(f.workplace));
  if (f.politicalAffiliation) parts.push(jobAffiliationLabel(f.politicalAffiliation));
  return parts.length ? parts.join(" · ") : "All jobs";
}

/** A name to start from: the filters in words, cut to the name's 100 characters. */
export function suggestedName(f: SearchFilterValues): string {
  const text = describeFilter(f).replace(/[“”]/g, "");
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}

export type SavedSearchFormValues = { name: string; frequency: string };
export type SavedSearchFormKey = keyof SavedSearchFormValues;
export const savedSearchFormFields: ReadonlyArray<SavedSearchFormKey> = ["name", "frequency"];

export function validateSavedSearch(v: SavedSearchFormValues): Partial<Record<SavedSearchFormKey, string>> {
  const errors: Partial<Record<SavedSearchFormKey, string>> = {};
  const name = v.name.trim();
  if (!name) errors.name = SAVED_SEARCH_TEXTS.nameRequired;
  else if ([...name].length > 100) errors.name = SAVED_SEARCH_TEXTS.nameLong;
  return errors;
}
