import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { ListBoundary } from "../../components/list/ListBoundary";
import { Link } from "react-router";
import type { DashboardSavedJobs_user$key } from "../../__generated__/DashboardSavedJobs_user.graphql";
import type { DashboardSavedJobsPaginationQuery } from "../../__generated__/DashboardSavedJobsPaginationQuery.graphql";
import type { DashboardSavedJobsTabQuery } from "../../__generated__/DashboardSavedJobsTabQuery.graphql";
import { PagedList, useRefetchingPagination } from "../../components/list/PagedList";
import { JobCard } from "./JobCard";

export const SAVED_PAGE_SIZE = 6;

const fragment = graphql`
  fragment DashboardSavedJobs_user on User
  @refetchable(queryName: "DashboardSavedJobsPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 6 }, after: { type: "String" }) {
    savedJobs(first: $first, after: $after) @connection(key: "DashboardSavedJobs_savedJobs") {
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

const tabQuery = graphql`
  query DashboardSavedJobsTabQuery {
    viewer {
      id
      ...DashboardSavedJobs_user
    }
  }
`;

/** The Saved Jobs tab's own query (store-or-network: the list follows saves
 * made elsewhere once the viewer is marked stale), with loading and error states. */
export function SavedJobsTab() {
  return (
    <ListBoundary loadingText="Loading saved jobs..." errorText="Error loading saved jobs. Please try again later." resetKeys={[]}>
      <SavedJobsTabData />
    </ListBoundary>
  );
}

function SavedJobsTabData() {
  const data = useLazyLoadQuery<DashboardSavedJobsTabQuery>(tabQuery, {}, { fetchPolicy: "store-and-network" });
  return data.viewer ? <DashboardSavedJobs user={data.viewer} /> : null;
}

/** The dashboard's Saved Jobs tab (/profile?tab=saved-jobs, non-vendors): the
 * jobs the member saved, most recently saved first, closed ones included. */
export function DashboardSavedJobs({ user }: { user: DashboardSavedJobs_user$key }) {
  const { data, ...pager } = useRefetchingPagination<DashboardSavedJobsPaginationQuery, DashboardSavedJobs_user$key>(fragment, user, {}, {
    pageSize: SAVED_PAGE_SIZE,
  });
  const conn = data.savedJobs;
  if (!conn) return null;
  return (
    <Stack gap="4" as="section" aria-labelledby="saved-jobs">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text as="h2" id="saved-jobs" fontSize="lg" fontWeight="semibold">
          Saved Jobs ({conn.totalCount})
        </Text>
        <Button asChild size="sm" variant="outline">
          <Link to="/jobs">Browse Jobs</Link>
        </Button>
      </HStack>
      <PagedList
        pager={pager}
        items={conn.edges.map((e) => e.node)}
        itemKey={(j) => j.id}
        columns={{ base: 1, md: 2 }}
        listLabel="Saved jobs"
        listTestId="saved-jobs"
        loadingText="Loading saved jobs..."
        emptyText="No saved jobs yet."
        emptyHint="Save jobs from the job board to come back to them here."
        loadMoreLabel="Load More"
        renderItem={(j) => <JobCard job={j} headingLevel="h3" connections={[conn.__id]} canSave />}
      />
    </Stack>
  );
}
