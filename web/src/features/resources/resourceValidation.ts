import type { FieldErrors } from "../../lib/forms";
import type { ResourceCategory } from "./resourceLabels";

// The same rules and words as the server (internal/resources): spec section 5's
// minimums, and maximums with clear messages. Lengths count characters (code
// points) after trimming, as the server does.

export const resourceFormFields = ["title", "description", "category", "content", "imageUrl"] as const;
export type ResourceFormField = (typeof resourceFormFields)[number];

export interface ResourceFormValues {
  title: string;
  description: string;
  category: ResourceCategory | "";
  content: string;
  /** A data URL (new image), the current /uploads/ URL (keep) or "" (none / remove). */
  imageUrl: string;
}

export const emptyResourceForm: ResourceFormValues = { title: "", description: "", category: "", content: "", imageUrl: "" };

export const RESOURCE_LIMITS = { title: 200, description: 1000, content: 50000 } as const;

export const RESOURCE_MESSAGES = {
  titleShort: "Title must be at least 5 characters",
  titleLong: "Title must be at most 200 characters",
  descriptionShort: "Description must be at least 10 characters",
  descriptionLong: "Description must be at most 1,000 characters",
  category: "Category is required",
  contentShort: "Content must be at least 20 characters",
  contentLong: "Content must be at most 50,000 characters",
} as const;

const length = (s: string) => Array.from(s.trim()).length;

export function validateResource(v: ResourceFormValues): FieldErrors<ResourceFormField> {
  const e: FieldErrors<ResourceFormField> = {};
  const t = length(v.title);
  if (t < 5) e.title = RESOURCE_MESSAGES.titleShort;
  else if (t > RESOURCE_LIMITS.title) e.title = RESOURCE_MESSAGES.titleLong;
  const d = length(v.description);
  if (d < 10) e.description = RESOURCE_MESSAGES.descriptionShort;
  else if (d > RESOURCE_LIMITS.description) e.description = RESOURCE_MESSAGES.descriptionLong;
  if (!v.category) e.category = RESOURCE_MESSAGES.category;
  const c = length(v.content);
  if (c < 20) e.content = RESOURCE_MESSAGES.contentShort;
  else if (c > RESOURCE_LIMITS.content) e.content = RESOURCE_MESSAGES.contentLong;
  return e;
}

/** The mutation input's resource fields (Create/UpdateResourceInput without id). An
 * edit sends the image field always: "" removes the current image (the form's note). */
export function resourceInput(v: ResourceFormValues) {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    category: (v.category || null) as ResourceCategory | null,
    content: v.content.trim(),
    imageUrl: v.imageUrl || null,
  };
}
