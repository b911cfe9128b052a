import type { HomeRouteQuery$data } from "../../__generated__/HomeRouteQuery.graphql";

/** Slot for the vendors teaser (vendors feature), rendered after the jobs section.
 * To fill it: spread your fragment (e.g. `...VendorsTeaser_query`) in HomeRouteQuery
 * and read it here from `query`. */
export function VendorsTeaserSlot(_props: { query: HomeRouteQuery$data }) {
  return null;
}
