import { Box, Button, EmptyState, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { ResourceList_query$key } from "../../__generated__/ResourceList_query.graphql";
import type { ResourceListPaginationQuery } from "../../__generated__/ResourceListPaginationQuery.graphql";
import { RESOURCE_PAGE_SIZE, resourcesFoundText, resourceVariables, type ResourceFilters } from "./resourceFilters";
import { ResourceCard } from "./ResourceCard";

const fragment = graphql`
  fragment ResourceList_query on Query
  @refetchable(queryName: "ResourceListPaginationQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    filter: { type: "ResourceFilter" }
    orderBy: { type: "ResourceOrder", defaultValue: NEWEST }
  ) {
    resources(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "ResourceList_resources") {
      __id
      totalCount
      edges {
        node {
          id
          ...ResourceCard_resource
        }
      }
    }
  }
`;

/** Articles & Guides: "{n} resource(s) found", the cards, "Load more". When the
 * filters in the URL change, page one is refetched on the server (the old cards
 * stay on screen, dimmed, meanwhile). */
export function ResourceList({
  query,
  filters,
  loadedVariables,
}: {
  query: ResourceList_query$key;
  filters: ResourceFilters;
  /** The variables the route loader fetched (the URL the page was opened with). */
  loadedVariables: unknown;
}) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<ResourceListPaginationQuery, ResourceList_query$key>(fragment, query);
  const [refetching, startTransition] = useTransition();
  const variables = resourceVariables(filters);
  const key = JSON.stringify(variables);
  const fetched = useRef(JSON.stringify(loadedVariables));
  useEffect(() => {
    if (fetched.current === key) return;
    fetched.current = key;
    startTransition(() => {
      refetch({ ...(variables as Partial<ResourceListPaginationQuery["variables"]>), after: null }, { fetchPolicy: "store-or-network" });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const conn = data.resources;
  const edges = conn.edges.filter((e) => e?.node);
  return (
    <Stack gap="5">
      <Text aria-live="polite" role="status" fontWeight="medium" data-testid="resources-found">
        {refetching ? "Loading resources..." : resourcesFoundText(conn.totalCount)}
      </Text>
      <Box opacity={refetching ? 0.6 : 1} transition="opacity 0.15s" aria-busy={refetching}>
        {edges.length === 0 ? (
          <EmptyState.Root borderWidth="1px" rounded="lg">
            <EmptyState.Content>
              <EmptyState.Title>No resources found matching your criteria.</EmptyState.Title>
              <EmptyState.Description>Try another search or reset the filters.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="5" listStyleType="none" m="0" p="0">
            {edges.map(({ node }) => (
              <Box as="li" key={node.id} minW="0">
                <ResourceCard resource={node} headingLevel="h3" connections={[conn.__id]} />
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Box>
      {hasNext && (
        <Button
          alignSelf="center"
          variant="outline"
          onClick={() => loadNext(RESOURCE_PAGE_SIZE)}
          loading={isLoadingNext}
          loadingText="Loading more resources..."
          disabled={refetching}
        >
          Load more resources
        </Button>
      )}
    </Stack>
  );
}
