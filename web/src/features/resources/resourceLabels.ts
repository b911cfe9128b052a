// The resource centre's texts and category tables, in one place (spec sections 2, 3
// and 8), badge colours included (kept out of src/theme.ts, which every visitor
// loads, for the bundle budget).

import { ResourceCategoryLabels, ResourceCategoryMembers, type ResourceCategoryName } from "../../generated/labels";

export type ResourceCategory = ResourceCategoryName;

/** Every category in form order, from the server's enum table (generated/labels.ts). */
export const resourceCategoryOptions: ReadonlyArray<{ value: ResourceCategory; label: string }> = ResourceCategoryMembers;

/** The quick chips above the list (spec: Strategy, Fundraising, GOTV, Media, Digital). */
export const resourceChipCategories: ReadonlyArray<ResourceCategory> = ["STRATEGY", "FUNDRAISING", "GOTV", "MEDIA", "DIGITAL"];

/** Chakra palette per category (GraphQL enum names); grey when unknown. */
const categoryPalettes: Record<string, string> = {
  STRATEGY: "blue",
  FUNDRAISING: "green",
  GOTV: "orange",
  DIGITAL: "purple",
  MEDIA: "pink",
  FIELD: "teal",
  LEGAL: "gray",
  DATA: "cyan",
};

export function resourceCategoryPalette(value: string | null | undefined): string {
  return categoryPalettes[(value ?? "").trim().toUpperCase()] ?? "gray";
}

export function resourceCategoryLabel(value: string | null | undefined): string {
  return (value && ResourceCategoryLabels[value]) || "Resource";
}

/** The category's stock image (web/public/assets/img/resources) for a resource without one. */
export function resourceImage(imageUrl: string | null | undefined, category: string): string {
  if (imageUrl) return imageUrl;
  const known = resourceCategoryOptions.some((o) => o.value === category);
  return `/assets/img/resources/${known ? category.toLowerCase() : "strategy"}.svg`;
}

/** "5 min read" (spec section 9's wording; the server computes the minutes). */
export function readTimeText(minutes: number | null | undefined): string | null {
  return minutes && minutes > 0 ? `${minutes} min read` : null;
}

export const RESOURCE_TEXTS = {
  loading: "Loading resources...",
  error: "Error loading resources. Please try again later.",
  emptyFeatured: "No featured resources available.",
  notFound: "Resource Not Found",
  deleteTitle: "Delete Resource",
  deleteBody: "Are you sure you want to delete this resource? This action cannot be undone.",
  deleteForbidden: "You are not authorized to delete this resource",
  deleteFailed: "Failed to delete resource",
  createFailed: "Failed to create resource. Please try again.",
  updateFailed: "Failed to update resource. Please try again.",
  vendorCannotCreate: "Vendor accounts cannot create resources. This feature is only available to candidates and campaign staff.",
  visitorCannotCreate: "You need to log in to create resources.",
  notAuthorizedEdit: "You don't have permission to edit this resource.",
  imageRemovalNote: "Current image will be removed if no new image is selected.",
} as const;
