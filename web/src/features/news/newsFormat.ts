// Shared texts and formatting of the news screens (spec sections 2, 8 and 9).
import { NewsTopicMembers, type NewsTopicName } from "../../generated/labels";

export const NEWS_TEXTS = {
  loading: "Loading news...",
  error: "Error loading news. Please try again later.",
  empty: "No news articles available.",
} as const;

/** The three stock images shipped with the app (web/public/assets/img/news, served from /assets/ like every built file), used in rotation by
 * index for articles without an image of their own. */
export const STOCK_IMAGES = ["/assets/img/news/stock-1.svg", "/assets/img/news/stock-2.svg", "/assets/img/news/stock-3.svg"] as const;

export function newsImage(imageUrl: string | null | undefined, index: number): string {
  return imageUrl || STOCK_IMAGES[((index % STOCK_IMAGES.length) + STOCK_IMAGES.length) % STOCK_IMAGES.length];
}

/** "November 23, 2026" (spec: "MMMM d, yyyy"); empty for a missing date. */
export function formatNewsDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
}

export type TopicValue = (typeof NewsTopicMembers)[number]["stored"];

/** The topic chips in order (Go's news.Topics): value is the URL's ?topic=, gql the enum name. */
export const TOPICS: ReadonlyArray<{ value: TopicValue; label: string; gql: NewsTopicName }> = /* @__PURE__ */ NewsTopicMembers.map(
  (t) => ({ value: t.stored, label: t.label, gql: t.value }),
);

export function topicOf(gql: string) {
  return TOPICS.find((t) => t.gql === gql);
}

/** The list's filters, as kept in the URL: ?q=, ?topic=, ?sort=oldest. */
export interface NewsFilters {
  q: string;
  topic: TopicValue | "";
  sort: "newest" | "oldest";
}

export const PAGE_SIZE = 9;

export function parseNewsSearch(params: URLSearchParams): NewsFilters {
  const topic = params.get("topic") ?? "";
  return {
    q: params.get("q") ?? "",
    topic: TOPICS.some((t) => t.value === topic) ? (topic as TopicValue) : "",
    sort: params.get("sort") === "oldest" ? "oldest" : "newest",
  };
}

export function newsSearchString(f: NewsFilters): string {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set("q", f.q.trim());
  if (f.topic) p.set("topic", f.topic);
  if (f.sort === "oldest") p.set("sort", "oldest");
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** The GraphQL variables of a page of the list. */
export function newsVariables(f: NewsFilters, first = PAGE_SIZE) {
  const topic = TOPICS.find((t) => t.value === f.topic)?.gql ?? null;
  return {
    first,
    filter: { search: f.q.trim() || null, topic },
    orderBy: f.sort === "oldest" ? ("OLDEST" as const) : ("NEWEST" as const),
  };
}
