// The vendor profile form's values, validation (spec section 5, messages
// verbatim) and the mutation input built from them.
import type { FieldErrors } from "../../lib/forms";

export interface VendorFormValues {
  name: string;
  category: string;
  location: string;
  affiliation: string;
  description: string;
  /** A data URL (new logo), the current /uploads/ URL or "" (none). */
  logo: string;
  /** One service per line. */
  services: string;
  recentWork: string;
}

export type VendorFormKey = keyof VendorFormValues;

export const vendorFormFields: VendorFormKey[] = [
  "name",
  "category",
  "location",
  "affiliation",
  "description",
  "logo",
  "services",
  "recentWork",
];

export const emptyVendorForm: VendorFormValues = {
  name: "",
  category: "",
  location: "",
  affiliation: "",
  description: "",
  logo: "",
  services: "",
  recentWork: "",
};

export const MSG_NAME = "Company name is required";
export const MSG_CATEGORY = "Category is required";
export const MSG_LOCATION = "Location is required";
export const MSG_DESCRIPTION = "Description must be at least 10 characters";

const len = (s: string) => Array.from(s.trim()).length;

/** Spec section 5: name, category, location at least 2 characters; description at least 10. */
export function validateVendor(v: VendorFormValues): FieldErrors<VendorFormKey> {
  const e: FieldErrors<VendorFormKey> = {};
  if (len(v.name) < 2) e.name = MSG_NAME;
  if (len(v.category) < 2) e.category = MSG_CATEGORY;
  if (len(v.location) < 2) e.location = MSG_LOCATION;
  if (len(v.description) < 10) e.description = MSG_DESCRIPTION;
  return e;
}

/** Services: one per line, trimmed, blank lines dropped. */
export function parseServices(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
}

type VendorAffiliation = "DEMOCRATIC" | "REPUBLICAN" | "NONPARTISAN" | "OTHER";

/** The fields shared by CreateVendorInput and UpdateVendorInput. `logo` is sent as
 * is ("" removes it on update; the server ignores "" on create). */
export function vendorInput(v: VendorFormValues) {
  const recentWork = v.recentWork.trim();
  return {
    name: v.name.trim(),
    category: v.category,
    location: v.location.trim(),
    affiliation: v.affiliation ? (v.affiliation as VendorAffiliation) : null,
    description: v.description.trim(),
    logo: v.logo,
    services: parseServices(v.services),
    recentWork,
  };
}

/** Form values for an existing profile. */
export function vendorFormValues(vendor: {
  readonly name: string;
  readonly category: string;
  readonly location: string;
  readonly affiliation?: string | null;
  readonly description: string;
  readonly logo?: string | null;
  readonly services: ReadonlyArray<string>;
  readonly recentWork?: string | null;
}): VendorFormValues {
  return {
    name: vendor.name,
    category: vendor.category,
    location: vendor.location,
    affiliation: vendor.affiliation ?? "",
    description: vendor.description,
    logo: vendor.logo ?? "",
    services: vendor.services.join("\n"),
    recentWork: vendor.recentWork ?? "",
  };
}
