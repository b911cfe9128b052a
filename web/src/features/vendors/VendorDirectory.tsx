import { Box, Button, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { VendorDirectory_query$key } from "../../__generated__/VendorDirectory_query.graphql";
import { DIRECTORY_PAGE_SIZE, filterVariables, type DirectoryFilters } from "./directoryParams";
import { VendorCard } from "./VendorCard";
import { TEXT_EMPTY, TEXT_LOADING } from "./vendorOptions";

const fragment = graphql`
  fragment VendorDirectory_query on Query
  @refetchable(queryName: "VendorDirectoryPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 12 }
    cursor: { type: "String" }
    filter: { type: "VendorFilter" }
    orderBy: { type: "VendorOrder", defaultValue: NAME }
  ) {
    vendors(first: $count, after: $cursor, filter: $filter, orderBy: $orderBy)
      @connection(key: "VendorDirectory_vendors", filters: ["filter", "orderBy"]) {
      totalCount
      edges {
        node {
          id
          ...VendorCard_vendor
        }
      }
    }
  }
`;

export function resultCountText(n: number): string {
  return `${n} vendor${n === 1 ? "" : "s"} found`;
}

/** The directory's result count, cards and "Load more". `filters` come from the
 * URL: when they change (chips, dropdowns, search, Back), the list refetches in a
 * transition so the current cards stay until the new ones arrive. */
export function VendorDirectory({ query, filters }: { query: VendorDirectory_query$key; filters: DirectoryFilters }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(fragment, query);
  const [pending, startTransition] = useTransition();
  const key = JSON.stringify(filterVariables(filters));
  const fetched = useRef(key);

  useEffect(() => {
    if (fetched.current === key) return;
    fetched.current = key;
    startTransition(() => {
      refetch({ ...filterVariables(filters), count: DIRECTORY_PAGE_SIZE, cursor: null }, { fetchPolicy: "store-or-network" });
    });
    // `key` stands for `filters`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refetch]);

  const edges = data.vendors.edges;
  const total = data.vendors.totalCount;

  return (
    <Stack gap="5" aria-busy={pending}>
      <Box display="flex" alignItems="center" gap="3" minH="6">
        <Text role="status" aria-live="polite" fontWeight="medium" data-testid="vendor-count">
          {pending ? TEXT_LOADING : resultCountText(total)}
        </Text>
        {pending && <Spinner size="sm" color="blue.solid" aria-hidden="true" />}
      </Box>
      {edges.length === 0 ? (
        <Stack gap="1" py="12" textAlign="center" opacity={pending ? 0.5 : 1}>
          <Text fontWeight="medium">{TEXT_EMPTY}</Text>
          <Text color="fg.muted" fontSize="sm">
            Try another category or search, or reset the filters.
          </Text>
        </Stack>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2, xl: 3 }} gap="6" opacity={pending ? 0.5 : 1}>
          {edges.map((e) => (
            <li key={e.node.id}>
              <VendorCard vendor={e.node} headingLevel="h2" />
            </li>
          ))}
        </SimpleGrid>
      )}
      {hasNext && (
        <Box textAlign="center">
          <Button variant="outline" onClick={() => loadNext(DIRECTORY_PAGE_SIZE)} disabled={isLoadingNext || pending}>
            {isLoadingNext ? "Loading..." : "Load more"}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
