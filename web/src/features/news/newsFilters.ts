// The /news filters live in the URL query: ?q=<search>&topic=<topic>&sort=oldest
// (see components/list/urlFilters.ts). newsVariables (newsFormat.ts) turns them into
// the list's GraphQL variables.

import { defineFilters, oneOf, order, text } from "../../components/list/urlFilters";
import { TOPICS, type NewsFilters } from "./newsFormat";

export const newsFilters = defineFilters({
  q: text(),
  topic: oneOf(TOPICS.map((t) => t.value)),
  sort: order(["newest", "oldest"]),
});

/** The URL filters typed as newsFormat's NewsFilters (topic is one of TOPICS or ""). */
export function asNewsFilters(f: typeof newsFilters.defaults): NewsFilters {
  return f as NewsFilters;
}

/** The topic chips: All News, then the topics. */
export const topicChips = [{ value: "", label: "All News" }, ...TOPICS.map((t) => ({ value: t.value, label: t.label }))];
