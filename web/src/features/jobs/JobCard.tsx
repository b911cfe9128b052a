import { Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState, type ComponentType } from "react";
import { toast } from "../../components/ui/toaster";
import { graphql, useFragment } from "react-relay/hooks";
import { Link, useLocation } from "react-router";
import type { JobCard_job$key } from "../../__generated__/JobCard_job.graphql";
import { formatRelative } from "../../lib/labels";
import { lazyModule, onIntent } from "../../lib/lazyModule";
import { JobBadges } from "./JobBadges";
import { formatSalary } from "./jobLabels";

const fragment = graphql`
  fragment JobCard_job on Job {
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
    salary {
      min
      max
      period
    }
    isClosed
    viewerIsOwner
    viewerHasApplied
    viewerHasSaved
  }
`;

// Only owners see Delete. Its dialog (Chakra's Dialog, zag's focus trap and the
// screens' recipes, ~25 KB gzip) stays out of the home page's JavaScript, also for a
// signed-in owner: a plain button preloads it on hover or focus and swaps the real
// one in, with its dialog open, when pressed.
type DeleteModule = typeof import("./DeleteJobButton");

/** The history state a job link from the board carries: the board's query. */
export function boardReturnState(search: string): { boardSearch: string } {
  return { boardSearch: search };
}

/** "/jobs" plus the board query a job page was opened from (see boardReturnState). */
export function backToJobsHref(state: unknown): string {
  const s = (state as { boardSearch?: unknown } | null)?.boardSearch;
  return typeof s === "string" && s.startsWith("?") && s.length < 2000 ? `/jobs${s}` : "/jobs";
}
const deleteButton = lazyModule(() => import("./DeleteJobButton"));

// The save toggle (and its mutations) loads only where cards offer it (the
// board and the dashboard for members), never with the home page's teasers.
const SaveJobButton = lazy(() => import("./SaveJobButton").then((m) => ({ default: m.SaveJobButton })));

function LazyDeleteJobButton({ jobId, title, connections }: { jobId: string; title: string; connections?: ReadonlyArray<string> }) {
  const [Real, setReal] = useState<ComponentType<Parameters<DeleteModule["DeleteJobButton"]>[0]> | null>(null);
  const [busy, setBusy] = useState(false);
  if (Real) return <Real jobId={jobId} title={title} connections={connections} defaultOpen />;
  const onClick = () => {
    if (busy) return;
    setBusy(true);
    deleteButton.load().then(
      (m) => setReal(() => m.DeleteJobButton),
      () => {
        setBusy(false);
        toast({ title: "Error", description: "Could not load. Please check your connection and try again.", type: "error" });
      },
    );
  };
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      aria-label={`Delete ${title}`}
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      {...onIntent(deleteButton.preload)}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}

/** "Posted 3 days ago" (spec: relative time from createdAt; now when missing). */
export function postedText(createdAt: string | null | undefined, now?: Date): string {
  return `Posted ${formatRelative(createdAt, now)}`;
}

/** Job card (spec section 2): badges, title, organization, location, salary,
 * description clamped to 2 lines, posted time, "View Details"; owners also get
 * Edit and Delete. `connections` are the lists whose totalCount a delete
 * should decrement. */
export function JobCard({
  job: jobKey,
  headingLevel = "h3",
  connections,
  now,
  canSave = false,
}: {
  job: JobCard_job$key;
  headingLevel?: "h2" | "h3" | "h4";
  connections?: ReadonlyArray<string>;
  now?: Date;
  /** Shows the save toggle (signed-in non-vendors). */
  canSave?: boolean;
}) {
  const job = useFragment(fragment, jobKey);
  const salary = formatSalary(job.salary);
  // From the board, the job page's "Back to Jobs" returns to the same filters.
  const { pathname, search } = useLocation();
  const boardState = pathname === "/jobs" ? boardReturnState(search) : undefined;
  return (
    <Card.Root variant="outline" h="full" data-testid="job-card">
      <Card.Body gap="3">
        <JobBadges
          jobType={job.jobType}
          politicalAffiliation={job.politicalAffiliation}
          workplace={job.workplace}
          applied={job.viewerHasApplied}
          closed={job.isClosed}
          verified={job.verifiedOrganization}
        />
        <Stack gap="1">
          <Heading as={headingLevel} size="md" lineHeight="short" wordBreak="break-word">
            {job.title}
          </Heading>
          <Text fontWeight="medium">{job.organization}</Text>
          <Text color="fg.muted" fontSize="sm">
            {job.location}
          </Text>
          {salary && (
            <Text fontSize="sm" data-testid="job-salary">
              {salary}
            </Text>
          )}
        </Stack>
        <Text color="fg.muted" fontSize="sm" lineClamp="2" data-testid="job-description">
          {job.description}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          {postedText(job.createdAt, now)}
        </Text>
      </Card.Body>
      <Card.Footer>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm">
            <Link to={`/jobs/${job.databaseId}`} state={boardState} aria-label={`View Details: ${job.title}`}>
              View Details
            </Link>
          </Button>
          {canSave && !job.viewerIsOwner && (
            <Suspense fallback={null}>
              <SaveJobButton jobId={job.id} saved={job.viewerHasSaved} />
            </Suspense>
          )}
          {job.viewerIsOwner && (
            <>
              <Button asChild size="sm" variant="outline">
                <Link to={`/edit-job/${job.databaseId}`} aria-label={`Edit ${job.title}`}>
                  Edit
                </Link>
              </Button>
              <LazyDeleteJobButton jobId={job.id} title={job.title} connections={connections} />
            </>
          )}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
