import { graphql } from "react-relay/hooks";
import type { VendorDirectory_query$key } from "../../__generated__/VendorDirectory_query.graphql";
import type { VendorDirectoryPaginationQuery } from "../../__generated__/VendorDirectoryPaginationQuery.graphql";
import { PagedList, useRefetchingPagination } from "../../components/list/PagedList";
import { DIRECTORY_PAGE_SIZE, filterVariables, type DirectoryFilters } from "./directoryParams";
import { VendorCard } from "./VendorCard";
import { TEXT_EMPTY, TEXT_LOADING } from "./vendorOptions";

const fragment = graphql`
  fragment VendorDirectory_query on Query
  @refetchable(queryName: "VendorDirectoryPaginationQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    filter: { type: "VendorFilter" }
    orderBy: { type: "VendorOrder", defaultValue: NAME }
  ) {
    vendors(first: $first, after: $after, filter: $filter, orderBy: $orderBy)
      @connection(key: "VendorDirectory_vendors", filters: ["filter", "orderBy"]) {
      totalCountCapped
      totalCountIsCapped
      edges {
        node {
          id
          ...VendorCard_vendor
        }
      }
    }
  }
`;

/** "{n} vendor(s) found"; beyond the server's count cap (`capped`: more than
 * n match, n being the cap) "1,000+ vendors found". */
export function resultCountText(n: number, capped = false): string {
  if (capped) return `${n.toLocaleString("en-US")}+ vendors found`;
  return `${n} vendor${n === 1 ? "" : "s"} found`;
}

/** The directory's result count, cards and "Load more". `filters` come from the
 * URL: when they change (chips, dropdowns, search, Back), the list refetches page one. */
export function VendorDirectory({
  query,
  filters,
  loadedVariables,
}: {
  query: VendorDirectory_query$key;
  filters: DirectoryFilters;
  /** The variables the route's query was fetched with. */
  loadedVariables?: unknown;
}) {
  const { data, ...pager } = useRefetchingPagination<VendorDirectoryPaginationQuery, VendorDirectory_query$key>(
    fragment,
    query,
    filterVariables(filters),
    { pageSize: DIRECTORY_PAGE_SIZE, loadedVariables },
  );
  return (
    <PagedList
      pager={pager}
      items={data.vendors.edges.map((e) => e.node)}
      itemKey={(vendor) => vendor.id}
      renderItem={(vendor) => <VendorCard vendor={vendor} headingLevel="h2" />}
      count={resultCountText(data.vendors.totalCountCapped, data.vendors.totalCountIsCapped)}
      countTestId="vendor-count"
      loadingText={TEXT_LOADING}
      emptyText={TEXT_EMPTY}
      emptyHint="Try another category or search, or reset the filters."
    />
  );
}
