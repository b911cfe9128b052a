import { Box, Button, Card, Collapsible, EmptyState, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { DashboardApplications_user$key } from "../../__generated__/DashboardApplications_user.graphql";
import type { DashboardJobApplicantsQuery } from "../../__generated__/DashboardJobApplicantsQuery.graphql";
import type { DashboardJobsTab_user$key } from "../../__generated__/DashboardJobsTab_user.graphql";
import type { DashboardLatestJobs_user$key } from "../../__generated__/DashboardLatestJobs_user.graphql";
import { HiddenBadge } from "../../components/HiddenNotice";
import { SectionLoading } from "../../components/ui/section-state";
import { formatLongDate, formatRelative } from "../../lib/labels";
import { ApplicationStageBadge } from "./ApplicationStageBadge";
import { DeleteJobButton } from "./DeleteJobButton";
import { JobApplicants } from "./JobApplicants";
import { JobBadges } from "./JobBadges";
import { JobCard } from "./JobCard";
import { WithdrawApplicationButton } from "./WithdrawApplicationButton";

// The jobs parts of the dashboard (/profile) for candidates and campaign
// staff: the Jobs tab and the 3 latest own jobs on Overview.

const tabFragment = graphql`
  fragment DashboardJobsTab_user on User
  @refetchable(queryName: "DashboardJobsTabPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
    jobs(first: $first, after: $after) @connection(key: "DashboardJobsTab_jobs") {
      __id
      totalCount
      edges {
        node {
          id
          databaseId
          title
          organization
          location
          jobType
          politicalAffiliation
          createdAt
          isClosed
          applicationCount
          hiddenByModerators
        }
      }
    }
  }
`;

const latestFragment = graphql`
  fragment DashboardLatestJobs_user on User {
    latestJobs: jobs(first: 3) {
      edges {
        node {
          id
          ...JobCard_job
        }
      }
    }
  }
`;

// The jobs the member applied to (the Overview's "Jobs Applied" tile opens it).
const applicationsFragment = graphql`
  fragment DashboardApplications_user on User
  @refetchable(queryName: "DashboardApplicationsPaginationQuery")
  # 5 at first: the dashboard's query is close to the complexity limit (5000).
  @argumentDefinitions(first: { type: "Int", defaultValue: 5 }, after: { type: "String" }) {
    jobsAppliedCount
    applications(first: $first, after: $after) @connection(key: "DashboardApplications_applications") {
      edges {
        node {
          id
          createdAt
          stage
          updatedAt
          job {
            id
            databaseId
            title
            organization
            location
          }
        }
      }
    }
  }
`;

export const NO_APPLICATIONS_TEXT = "You haven't applied to any jobs yet.";

export const DELETE_FAILED_DASHBOARD = "Failed to delete job posting. Please try again.";
export const NO_JOBS_TEXT = "You haven't posted any jobs yet.";

function PostNewJob() {
  return (
    <Button asChild size="sm">
      <Link to="/post-job">Post New Job</Link>
    </Button>
  );
}

/** The "Jobs" tab: own jobs with applicants (expandable), "Post New Job",
 * delete with confirmation, empty state. */
export function DashboardJobsTab({ user: userKey }: { user: DashboardJobsTab_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(tabFragment, userKey);
  const conn = data.jobs;
  const edges = conn.edges.filter((e) => e?.node);
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg">
          My Job Postings ({conn.totalCount})
        </Heading>
        <PostNewJob />
      </HStack>
      {edges.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="lg">
          <EmptyState.Content>
            <EmptyState.Title>{NO_JOBS_TEXT}</EmptyState.Title>
            <EmptyState.Description>Post a job to find staff and volunteers for your campaign.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
          {edges.map(({ node: job }) => (
            <Card.Root as="li" key={job.id} variant="outline" data-testid="dashboard-job">
              <Card.Body gap="3">
                <HStack gap="2" wrap="wrap">
                  <JobBadges jobType={job.jobType} politicalAffiliation={job.politicalAffiliation} closed={job.isClosed} />
                  {job.hiddenByModerators && <HiddenBadge />}
                </HStack>
                <Stack gap="0">
                  <Heading as="h3" size="md" wordBreak="break-word">
                    {job.title}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {job.organization} &middot; {job.location} &middot; Posted {formatRelative(job.createdAt)}
                  </Text>
                </Stack>
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/jobs/${job.databaseId}`} aria-label={`View ${job.title}`}>
                      View
                    </Link>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/edit-job/${job.databaseId}`} aria-label={`Edit ${job.title}`}>
                      Edit
                    </Link>
                  </Button>
                  <DeleteJobButton
                    jobId={job.id}
                    title={job.title}
                    connections={[conn.__id]}
                    failureText={DELETE_FAILED_DASHBOARD}
                  />
                </HStack>
                <Collapsible.Root lazyMount>
                  <Collapsible.Trigger asChild>
                    <Button size="sm" variant="ghost" px="0">
                      Applicants ({job.applicationCount ?? 0})
                      <Text as="span" srOnly>
                        {" "}
                        for {job.title}
                      </Text>
                    </Button>
                  </Collapsible.Trigger>
                  <Collapsible.Content>
                    <Box pt="2">
                      <Suspense fallback={<SectionLoading text="Loading applicants..." />}>
                        <DashboardJobApplicants databaseId={job.databaseId} />
                      </Suspense>
                    </Box>
                  </Collapsible.Content>
                </Collapsible.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {hasNext && (
        <Button alignSelf="center" variant="outline" onClick={() => loadNext(20)} loading={isLoadingNext} loadingText="Loading...">
          Load more
        </Button>
      )}
    </Stack>
  );
}

// A job's applicants load when its "Applicants (n)" is opened: with them, the
// dashboard's query would pass the server's complexity limit (20 jobs x 10
// applications with their stage counts), and most visits open none.
const applicantsQuery = graphql`
  query DashboardJobApplicantsQuery($databaseId: Int!) {
    job(databaseId: $databaseId) {
      ...JobApplicants_job
    }
  }
`;

function DashboardJobApplicants({ databaseId }: { databaseId: number }) {
  const data = useLazyLoadQuery<DashboardJobApplicantsQuery>(applicantsQuery, { databaseId }, { fetchPolicy: "store-and-network" });
  return data.job ? <JobApplicants job={data.job} showHeading={false} /> : null;
}

/** Under the Jobs tab's own postings: the jobs the member applied to, newest
 * application first, each linking to its job with its stage, when it last
 * changed and "Withdraw application" (the "Jobs Applied" tile's list). */
export function DashboardApplications({ user: userKey }: { user: DashboardApplications_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(applicationsFragment, userKey);
  const edges = (data.applications?.edges ?? []).filter((e) => e?.node);
  return (
    <Stack as="section" gap="4" aria-labelledby="applied-jobs">
      <Heading as="h2" size="lg" id="applied-jobs">
        Jobs I Applied To ({data.jobsAppliedCount ?? edges.length})
      </Heading>
      {edges.length === 0 ? (
        <Text color="fg.muted">
          {NO_APPLICATIONS_TEXT}{" "}
          <Link to="/jobs" style={{ textDecoration: "underline" }}>
            Browse jobs
          </Link>
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {edges.map(({ node: a }) => (
            <Stack as="li" key={a.id} gap="2" borderWidth="1px" rounded="lg" p="4" data-testid="dashboard-application">
              <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                <Heading as="h3" size="sm" wordBreak="break-word">
                  <Link to={`/jobs/${a.job.databaseId}`}>{a.job.title}</Link>
                </Heading>
                <ApplicationStageBadge stage={a.stage} />
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                {a.job.organization} &middot; {a.job.location} &middot; Applied {formatRelative(a.createdAt)} &middot; Updated{" "}
                {formatLongDate(a.updatedAt)}
              </Text>
              {a.stage !== "WITHDRAWN" && (
                <Box>
                  <WithdrawApplicationButton applicationId={a.id} title={a.job.title} />
                </Box>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {hasNext && (
        <Button alignSelf="center" variant="outline" onClick={() => loadNext(10)} loading={isLoadingNext} loadingText="Loading...">
          Load more applications
        </Button>
      )}
    </Stack>
  );
}

/** Overview for non-vendors: the 3 latest own jobs. */
export function DashboardLatestJobs({ user: userKey }: { user: DashboardLatestJobs_user$key }) {
  const data = useFragment(latestFragment, userKey);
  const edges = data.latestJobs.edges.filter((e) => e?.node);
  return (
    <Stack gap="4" as="section" aria-labelledby="latest-jobs-title">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" id="latest-jobs-title" size="lg">
          My Latest Jobs
        </Heading>
        <PostNewJob />
      </HStack>
      {edges.length === 0 ? (
        <Text color="fg.muted">{NO_JOBS_TEXT}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" listStyleType="none" m="0" p="0">
          {edges.map(({ node }) => (
            <Box as="li" key={node.id} minW="0">
              <JobCard job={node} headingLevel="h3" />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
