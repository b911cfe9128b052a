import { graphql } from "react-relay/hooks";
import type { JobBoardList_query$key } from "../../__generated__/JobBoardList_query.graphql";
import type { JobBoardListPaginationQuery } from "../../__generated__/JobBoardListPaginationQuery.graphql";
import { PagedList, useRefetchingPagination } from "../../components/list/PagedList";
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
    jobs(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "JobBoardList_jobs") {
      __id
      totalCountCapped
      totalCountIsCapped
      edges {
        node {
          id
          ...JobCard_job
        }
      }
    }
  }
`;

/** The board's results: "{n} job(s) found" ("1,000+ jobs found" past the count cap), the cards, "Load more jobs". When the
 * filters (from the URL) change, the list refetches page one on the server. */
export function JobBoardList({
  query,
  filters,
  loadedVariables,
  canSave = false,
}: {
  query: JobBoardList_query$key;
  filters: BoardFilters;
  /** The variables the route loader fetched (the URL the page was opened with). */
  loadedVariables: unknown;
  /** Cards show the save toggle (signed-in non-vendors). */
  canSave?: boolean;
}) {
  const { data, ...pager } = useRefetchingPagination<JobBoardListPaginationQuery, JobBoardList_query$key>(
    fragment,
    query,
    boardVariables(filters) as Partial<JobBoardListPaginationQuery["variables"]>,
    { pageSize: PAGE_SIZE, loadedVariables },
  );
  const conn = data.jobs;
  return (
    <PagedList
      pager={pager}
      items={conn.edges.flatMap((e) => (e?.node ? [e.node] : []))}
      itemKey={(job) => job.id}
      renderItem={(job) => <JobCard job={job} headingLevel="h2" connections={[conn.__id]} canSave={canSave} />}
      count={jobsFoundText(conn.totalCountCapped, conn.totalCountIsCapped)}
      countTestId="jobs-found"
      loadingText="Loading jobs..."
      emptyText="No jobs found matching your criteria."
      emptyHint="Try another search or reset the filters."
      loadMoreLabel="Load more jobs"
      loadingMoreText="Loading more jobs..."
    />
  );
}
