import { Box, Button, EmptyState, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { JobBoardList_query$key } from "../../__generated__/JobBoardList_query.graphql";
import type { JobBoardListPaginationQuery } from "../../__generated__/JobBoardListPaginationQuery.graphql";
import { boardVariables, jobsFoundText, PAGE_SIZE, type BoardFilters } from "./boardFilters";
import { JobCard } from "./JobCard";

const fragment = graphql`
  fragment JobBoardList_query on Query
  @refetchable(queryName: "JobBoardListPaginationQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 20 }
    after: { type: "String" }
    filter: { type: "JobFilter" }
    orderBy: { type: "JobOrder", defaultValue: NEWEST }
  ) {
    jobs(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "JobBoard_jobs") {
      __id
      totalCount
      edges {
        node {
          id
          ...JobCard_job
        }
      }
    }
  }
`;

/** The board's results: "{n} job(s) found", the cards, "Load more". When the
 * filters (from the URL) change, the list refetches page one on the server
 * (keeping the old cards on screen, dimmed, meanwhile). */
export function JobBoardList({
  query,
  filters,
  loadedVariables,
}: {
  query: JobBoardList_query$key;
  filters: BoardFilters;
  /** The variables the route loader fetched (the URL the page was opened with). */
  loadedVariables: unknown;
}) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    JobBoardListPaginationQuery,
    JobBoardList_query$key
  >(fragment, query);
  const [refetching, startTransition] = useTransition();

  // The route loader fetched the filters of the URL the page was opened with;
  // later URL changes (typing, dropdowns, Back/Forward) refetch from here.
  const variables = boardVariables(filters);
  const key = JSON.stringify(variables);
  const fetched = useRef(JSON.stringify(loadedVariables));
  useEffect(() => {
    if (fetched.current === key) return;
    fetched.current = key;
    startTransition(() => {
      refetch({ ...(variables as Partial<JobBoardListPaginationQuery["variables"]>), after: null }, { fetchPolicy: "store-or-network" });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const conn = data.jobs;
  const edges = conn.edges.filter((e) => e?.node);
  return (
    <Stack gap="5">
      <Text aria-live="polite" role="status" fontWeight="medium" data-testid="jobs-found">
        {refetching ? "Loading jobs..." : jobsFoundText(conn.totalCount)}
      </Text>
      <Box opacity={refetching ? 0.6 : 1} transition="opacity 0.15s" aria-busy={refetching}>
        {edges.length === 0 ? (
          <EmptyState.Root borderWidth="1px" rounded="lg">
            <EmptyState.Content>
              <EmptyState.Title>No jobs found matching your criteria.</EmptyState.Title>
              <EmptyState.Description>Try another search or reset the filters.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="5" listStyleType="none" m="0" p="0">
            {edges.map(({ node }) => (
              <Box as="li" key={node.id} minW="0">
                <JobCard job={node} headingLevel="h2" connections={[conn.__id]} />
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Box>
      {hasNext && (
        <Button
          alignSelf="center"
          variant="outline"
          onClick={() => loadNext(PAGE_SIZE)}
          loading={isLoadingNext}
          loadingText="Loading more jobs..."
          disabled={refetching}
        >
          Load more jobs
        </Button>
      )}
    </Stack>
  );
}
