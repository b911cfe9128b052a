import type { HomeRouteQuery$data } from "../../__generated__/HomeRouteQuery.graphql";
import { VendorsTeaser } from "../vendors/VendorsTeaser";

/** The vendors teaser (vendors feature), rendered after the jobs section; its data
 * is the `...VendorsTeaser_query` spread in HomeRouteQuery. */
export function VendorsTeaserSlot({ query }: { query: HomeRouteQuery$data }) {
  return <VendorsTeaser query={query} />;
}
