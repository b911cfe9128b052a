import { graphql } from "react-relay/hooks";
import type { ResourceList_query$key } from "../../__generated__/ResourceList_query.graphql";
import type { ResourceListPaginationQuery } from "../../__generated__/ResourceListPaginationQuery.graphql";
import { PagedList, useRefetchingPagination } from "../../components/list/PagedList";
import { RESOURCE_PAGE_SIZE, resourcesFoundText, resourceVariables, type ResourceFilters } from "./resourceFilters";
import { ResourceCard } from "./ResourceCard";
import { RESOURCE_TEXTS } from "./resourceLabels";

const fragment = graphql`
  fragment ResourceList_query on Query
  @refetchable(queryName: "ResourceListPaginationQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    filter: { type: "ResourceFilter" }
    orderBy: { type: "ResourceOrder", defaultValue: NEWEST }
  ) {
    resources(first: $first, after: $after, filter: $filter, orderBy: $orderBy)
      @connection(key: "ResourceList_resources", filters: ["filter", "orderBy"]) {
      __id
      totalCountCapped
      totalCountIsCapped
      edges {
        node {
          id
          ...ResourceCard_resource
        }
      }
    }
  }
`;

/** Articles & Guides: "{n} resource(s) found", the cards, "Load more resources".
 * When the filters in the URL change, page one is refetched (list kit). */
export function ResourceList({
  query,
  filters,
  loadedVariables,
}: {
  query: ResourceList_query$key;
  filters: ResourceFilters;
  /** The variables the route's query was fetched with. */
  loadedVariables?: unknown;
}) {
  const { data, ...pager } = useRefetchingPagination<ResourceListPaginationQuery, ResourceList_query$key>(
    fragment,
    query,
    resourceVariables(filters),
    { pageSize: RESOURCE_PAGE_SIZE, loadedVariables },
  );
  const conn = data.resources;
  return (
    <PagedList
      pager={pager}
      items={conn.edges.map((e) => e.node)}
      itemKey={(r) => r.id}
      renderItem={(r) => <ResourceCard resource={r} headingLevel="h2" connections={[conn.__id]} />}
      count={resourcesFoundText(conn.totalCountCapped, conn.totalCountIsCapped)}
      countTestId="resources-found"
      loadingText={RESOURCE_TEXTS.loading}
      emptyText="No resources found matching your criteria."
      emptyHint="Try another search or category, or reset the filters."
      loadMoreLabel="Load more resources"
      loadingMoreText="Loading more resources..."
    />
  );
}
