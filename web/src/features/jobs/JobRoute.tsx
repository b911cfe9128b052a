import { lazy, Suspense, type ReactNode } from "react";
import { Alert, Badge, Box, Button, Card, Container, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { JobDetail_job$key } from "../../__generated__/JobDetail_job.graphql";
import type { JobRouteQuery } from "../../__generated__/JobRouteQuery.graphql";
import { useViewer } from "../../app/RootRoute";
import { loginHref } from "../auth/validation";
import { HiddenAlert } from "../../components/HiddenNotice";
import { RouterLink } from "../../components/ui/router-link";
import { formatCalendarDay, formatLongDate, formatRelative } from "../../lib/labels";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { DeleteJobButton } from "./DeleteJobButton";
import { JobApplicants } from "./JobApplicants";
import { JobBadges } from "./JobBadges";
import { backToJobsHref } from "./JobCard";
import { formatSalary, workplaceLabel } from "./jobLabels";
import { JobNotFound, parseJobId } from "./JobNotFound";
import { SaveJobButton } from "./SaveJobButton";
import { ReportButton } from "../moderation/ReportButton";

// The apply dialog (with its résumé input) is signed-in members' only: visitors
// never load it.
const ApplyDialog = lazy(() => import("./ApplyDialog").then((m) => ({ default: m.ApplyDialog })));

const query = graphql`
  query JobRouteQuery($databaseId: Int!) {
    job(databaseId: $databaseId) {
      id
      title
      ...JobDetail_job
    }
  }
`;

const detailFragment = graphql`
  fragment JobDetail_job on Job {
    id
    verifiedOrganization
    databaseId
    title
    organization
    location
    jobType
    politicalAffiliation
    description
    createdAt
    workplace
    deadline
    electionDate
    isClosed
    hiddenByModerators
    hiddenReason
    salary {
      min
      max
      period
    }
    viewerIsOwner
    viewerHasApplied
    viewerHasSaved
    owner {
      id
      databaseId
      firstName
      lastName
    }
    ...JobApplicants_job
  }
`;

export const CLOSED_TEXT = "This job is no longer accepting applications.";

type LoaderData = { queryRef: PreloadedQuery<JobRouteQuery> | null };

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const id = parseJobId(params.id);
  return { queryRef: id == null ? null : preload<JobRouteQuery>("job", query, { databaseId: id }) };
}

export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  if (!queryRef) return <JobNotFound />;
  return <JobScreen queryRef={queryRef} />;
}

function JobScreen({ queryRef }: { queryRef: PreloadedQuery<JobRouteQuery> }) {
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<JobRouteQuery>(query, queryRef);
  if (!data.job) return <JobNotFound />;
  return <JobDetail job={data.job} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </Stack>
  );
}

/** /jobs/{id}: badges, title, organization, location, posted time, description
 * (plain text, line breaks kept), salary/workplace/deadline when given, the
 * "About the Organization" card and the actions for who is looking. */
export function JobDetail({ job: jobKey }: { job: JobDetail_job$key }) {
  const job = useFragment(detailFragment, jobKey);
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(job.title);
  const salary = formatSalary(job.salary);
  const ownerName = `${job.owner.firstName} ${job.owner.lastName}`.trim();

  let actions: ReactNode;
  if (job.viewerIsOwner) {
    actions = (
      <HStack gap="3" wrap="wrap">
        <Button asChild variant="outline">
          <Link to={`/edit-job/${job.databaseId}`}>Edit</Link>
        </Button>
        <DeleteJobButton jobId={job.id} title={job.title} size="md" invalidate onDeleted={() => navigate("/jobs")} />
      </HStack>
    );
  } else if (!viewer) {
    actions = job.isClosed ? null : (
      <Button asChild size="lg">
        <Link to={loginHref(`/jobs/${job.databaseId}`)}>Log in to Apply</Link>
      </Button>
    );
  } else {
    actions = (
      <HStack gap="3" wrap="wrap">
        {job.viewerHasApplied ? (
          <Text fontWeight="semibold" color="green.fg" role="status">
            Applied: you have already applied to this job.
          </Text>
        ) : job.isClosed ? null : (
          <Suspense
            fallback={
              <Button size="lg" disabled>
                Apply Now
              </Button>
            }
          >
            <ApplyDialog jobId={job.id} title={job.title} organization={job.organization} />
          </Suspense>
        )}
        <Button asChild variant="outline" size="lg">
          <Link to={`/messages?to=${job.owner.databaseId}`}>Message Poster</Link>
        </Button>
        {viewer.userType !== "VENDOR" && <SaveJobButton jobId={job.id} saved={job.viewerHasSaved} size="lg" />}
      </HStack>
    );
  }

  return (
    <Container maxW="6xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <RouterLink to={backToJobsHref(location.state)} color="blue.fg" fontSize="sm" alignSelf="start">
          &larr; Back to Jobs
        </RouterLink>
        {job.hiddenByModerators && <HiddenAlert reason={job.hiddenReason} />}
        <Grid templateColumns={{ base: "1fr", lg: "1fr 320px" }} gap="8" alignItems="start">
          <Stack gap="6" minW="0">
            <Stack gap="3">
              <JobBadges
                jobType={job.jobType}
                politicalAffiliation={job.politicalAffiliation}
                workplace={job.workplace}
                applied={job.viewerHasApplied}
                closed={job.isClosed}
              />
              <Heading as="h1" size={{ base: "2xl", md: "3xl" }} wordBreak="break-word">
                {job.title}
              </Heading>
              <Text fontSize="lg" fontWeight="medium">
                {job.organization}
              </Text>
              <Text color="fg.muted">
                {job.location} &middot; Posted {formatRelative(job.createdAt)}
              </Text>
            </Stack>
            {job.isClosed && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{CLOSED_TEXT}</Alert.Title>
              </Alert.Root>
            )}
            {(salary || job.workplace || job.deadline || job.electionDate) && (
              <Box as="dl" display="grid" gridTemplateColumns={{ base: "1fr", sm: "repeat(3, 1fr)" }} gap="4" borderWidth="1px" rounded="lg" p="4">
                {salary && <Fact label="Salary">{salary}</Fact>}
                {job.workplace && <Fact label="Workplace">{workplaceLabel(job.workplace)}</Fact>}
                {job.electionDate && <Fact label="Election">{formatCalendarDay(job.electionDate, { weekday: false })}</Fact>}
                {job.deadline && <Fact label="Apply by">{formatLongDate(job.deadline)}</Fact>}
              </Box>
            )}
            {actions}
            <Stack gap="2">
              <Heading as="h2" size="lg">
                Job Description
              </Heading>
              <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="job-description">
                {job.description}
              </Text>
            </Stack>
            {job.viewerIsOwner && (
              // The target of a new-application notification (/jobs/{id}#applicants).
              <Card.Root variant="outline" id="applicants" scrollMarginTop="6rem">
                <Card.Body>
                  <JobApplicants job={job} />
                </Card.Body>
              </Card.Root>
            )}
          </Stack>
          <Card.Root variant="outline" as="aside" aria-labelledby="about-org">
            <Card.Body gap="3">
              <Heading as="h2" id="about-org" size="md">
                About the Organization
              </Heading>
              <Text fontWeight="semibold">{job.organization}</Text>
              <Text color="fg.muted" fontSize="sm">
                {job.location}
              </Text>
              <Text fontSize="sm">Posted by {ownerName}</Text>
              {/* Here, after what the server paints, so the first paint's content does not move. */}
              {job.verifiedOrganization && (
                <Badge colorPalette="green" variant="solid" alignSelf="start" whiteSpace="normal" data-testid="verified-badge">
                  ✓ Verified: {job.verifiedOrganization}
                </Badge>
              )}
              {viewer && !job.viewerIsOwner && <ReportButton targetType="JOB" targetId={job.id} what="job" />}
            </Card.Body>
          </Card.Root>
        </Grid>
      </Stack>
    </Container>
  );
}
