import type { HomeRouteQuery$data } from "../../__generated__/HomeRouteQuery.graphql";

/** Slot for the "Campaign Job Board" teaser (jobs feature). It renders inside the
 * home page's `#jobs` section. To fill it: spread your fragment (e.g.
 * `...JobsTeaser_query`) in HomeRouteQuery and read it here from `query`. */
export function JobsTeaserSlot(_props: { query: HomeRouteQuery$data }) {
  return null;
}
