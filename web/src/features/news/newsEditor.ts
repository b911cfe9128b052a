// The editor form's values, checks and mutation input (issue 10). The checks
// mirror internal/news (same messages); the server decides.
import type { FieldErrors } from "../../lib/forms";

export type Publication = "draft" | "now" | "schedule";

export interface NewsFormValues {
  title: string;
  summary: string;
  content: string;
  /** A data URL (new image), the current /uploads/ URL, or "" (none). */
  imageUrl: string;
  publication: Publication;
  /** A datetime-local value ("2026-11-24T09:00") in the editor's time zone. */
  publishAt: string;
}

export const newsFormFields = ["title", "summary", "content", "imageUrl", "status", "publishAt"] as const;
export type NewsFormField = (typeof newsFormFields)[number];

export const MAX_TITLE = 200;
export const MAX_SUMMARY = 500;
export const MAX_CONTENT = 50_000;

export const emptyNewsForm: NewsFormValues = { title: "", summary: "", content: "", imageUrl: "", publication: "draft", publishAt: "" };

/** A Date as a datetime-local value in the browser's time zone. */
export function localInputValue(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Form values from a stored article (edit form). */
export function newsFormValues(a: {
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly imageUrl?: string | null;
  readonly status: string;
  readonly publishedAt?: string | null;
}): NewsFormValues {
  const publication: Publication = a.status === "DRAFT" ? "draft" : a.status === "SCHEDULED" ? "schedule" : "now";
  return {
    title: a.title,
    summary: a.summary,
    content: a.content,
    imageUrl: a.imageUrl ?? "",
    publication,
    publishAt: a.status === "SCHEDULED" && a.publishedAt ? localInputValue(new Date(a.publishedAt)) : "",
  };
}

const chars = (s: string) => [...s.trim()].length;

export function validateNews(v: NewsFormValues, now = new Date()): FieldErrors<NewsFormField> {
  const e: FieldErrors<NewsFormField> = {};
  if (chars(v.title) < 5) e.title = "Title must be at least 5 characters";
  else if (chars(v.title) > MAX_TITLE) e.title = `Title must be at most ${MAX_TITLE} characters`;
  if (chars(v.summary) < 10) e.summary = "Summary must be at least 10 characters";
  else if (chars(v.summary) > MAX_SUMMARY) e.summary = `Summary must be at most ${MAX_SUMMARY} characters`;
  if (chars(v.content) < 20) e.content = "Content must be at least 20 characters";
  else if (chars(v.content) > MAX_CONTENT) e.content = "Content must be at most 50,000 characters";
  if (v.publication === "schedule") {
    const at = new Date(v.publishAt);
    if (!v.publishAt || Number.isNaN(at.getTime())) e.publishAt = "Choose the date and time to publish";
    else if (at.getTime() <= now.getTime()) e.publishAt = "Publication time must be in the future";
  }
  return e;
}

const STATUS = { draft: "DRAFT", now: "PUBLISHED", schedule: "SCHEDULED" } as const;

/** The mutation input's fields. `currentImage` (edit): the image is sent only when
 * it changed (null keeps it, "" removes it, a data URL replaces it). */
export function newsInput(v: NewsFormValues, currentImage?: string | null) {
  const changed = currentImage === undefined || v.imageUrl !== (currentImage ?? "");
  return {
    title: v.title.trim(),
    summary: v.summary.trim(),
    content: v.content.trim(),
    imageUrl: changed ? v.imageUrl : null,
    status: STATUS[v.publication],
    publishAt: v.publication === "schedule" ? new Date(v.publishAt).toISOString() : null,
  };
}

/** The success toast's text for a saved article. */
export function savedText(status: string, publishedAt: string | null | undefined): string {
  if (status === "DRAFT") return "Draft saved. Only editors can see it.";
  if (status === "SCHEDULED" && publishedAt) {
    const at = new Date(publishedAt).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" });
    return `Article scheduled for ${at}.`;
  }
  return "Article published.";
}
