// Vendor vocabulary shared by the directory, the detail page and the vendor form
// (spec section 3). GraphQL speaks the enum names (MEDIA, DEMOCRATIC, ...); the
// labels come from the Go enum tables (generated/labels.ts).
import { VendorAffiliationMembers, VendorCategoryMembers } from "../../generated/labels";

/** The vendor form's categories: GraphQL value and display label (Go's vendors.Categories). */
export const vendorCategoryOptions = VendorCategoryMembers;

/** The vendor form's affiliations (optional); NONPARTISAN reads "Non-Partisan". */
export const vendorAffiliationOptions = VendorAffiliationMembers;

export function vendorCategoryLabel(value: string | null | undefined): string {
  return vendorCategoryOptions.find((o) => o.value === value)?.label ?? value ?? "";
}

export function vendorAffiliationLabel(value: string | null | undefined): string {
  if (!value) return "";
  return vendorAffiliationOptions.find((o) => o.value === value)?.label ?? value.charAt(0) + value.slice(1).toLowerCase();
}

/** The directory's filter chips (spec section 3). A chip is written to the URL as
 * `?category=<chip label>` and sent to the server as is: the server maps chip
 * names to categories (Consulting→Consulting, Advertising→Media,
 * Digital→Technology, Fundraising→Fundraising, Polling→Data). `category` below
 * is the same mapping, used only to keep the chips and the category dropdown
 * in step on screen. */
export const vendorChips = [
  { label: "All Vendors", category: "" },
  { label: "Consulting", category: "CONSULTING" },
  { label: "Advertising", category: "MEDIA" },
  { label: "Digital", category: "TECHNOLOGY" },
  { label: "Fundraising", category: "FUNDRAISING" },
  { label: "Polling", category: "DATA" },
] as const;

export type VendorChip = (typeof vendorChips)[number];

/** The `category` URL value for a chip ("" for All Vendors). */
export function chipParam(chip: VendorChip): string {
  return chip.category === "" ? "" : chip.label;
}

/** The category enum value a `category` URL value stands for (a chip name or an
 * enum value, any case), or "" for none / unknown. */
export function categoryFromParam(param: string | null | undefined): string {
  const p = (param ?? "").trim();
  if (!p) return "";
  const chip = vendorChips.find((c) => c.label.toLowerCase() === p.toLowerCase());
  if (chip) return chip.category;
  const upper = p.toUpperCase();
  const option = vendorCategoryOptions.find((o) => o.value === upper || o.label.toLowerCase() === p.toLowerCase());
  return option?.value ?? "";
}

/** The chip that is selected for a `category` URL value: the chip named by it, or
 * the chip showing the same category; All Vendors when empty; none otherwise. */
export function activeChip(param: string | null | undefined): VendorChip | undefined {
  const p = (param ?? "").trim();
  if (!p) return vendorChips[0];
  const byName = vendorChips.find((c) => c.label.toLowerCase() === p.toLowerCase());
  if (byName) return byName;
  const category = categoryFromParam(p);
  return category ? vendorChips.find((c) => c.category === category) : undefined;
}

/** "/vendors" with the chip's category in the query ("View All Vendors"). */
export function directoryHref(chip: VendorChip | undefined): string {
  const value = chip ? chipParam(chip) : "";
  return value ? `/vendors?category=${encodeURIComponent(value)}` : "/vendors";
}

/** Two-letter initials of a company name ("Acme Media" -> "AM", "Acme" -> "AC"). */
export function vendorInitials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = (w: string) => Array.from(w.replace(/[^\p{L}\p{N}]/gu, ""));
  if (words.length === 0) return "?";
  if (words.length === 1) return letters(words[0]).slice(0, 2).join("").toUpperCase();
  return (letters(words[0])[0] + letters(words[1])[0]).toUpperCase();
}

/** Spec texts shared by the teaser and the directory. */
export const TEXT_LOADING = "Loading vendors...";
export const TEXT_ERROR = "Error loading vendors. Please try again later.";
export const TEXT_EMPTY = "No vendors found in this category.";
