import { Box, Button, EmptyState, Heading, HStack, Stack } from "@chakra-ui/react";
import { useState, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { ApplicationStage, JobApplicants_job$key } from "../../__generated__/JobApplicants_job.graphql";
import { stageLabel } from "./ApplicationStageBadge";
import { ApplicantCard } from "./ApplicantCard";

const fragment = graphql`
  fragment JobApplicants_job on Job
  @refetchable(queryName: "JobApplicantsPaginationQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    stage: { type: "ApplicationStage" }
  ) {
    applicationStageCounts {
      stage
      count
    }
    applications(first: $first, after: $after, stage: $stage) @connection(key: "JobApplicants_applications") {
      totalCount
      edges {
        node {
          id
          ...ApplicantCard_application
        }
      }
    }
  }
`;

/** The applicants of an own job (owner only; the server answers null for
 * anyone else, and then nothing is shown): a filter by stage with each stage's
 * count, and a card per application to move it and keep a private note. */
export function JobApplicants({
  job: jobKey,
  headingLevel = "h2",
  showHeading = true,
}: {
  job: JobApplicants_job$key;
  headingLevel?: "h2" | "h3" | "h4";
  showHeading?: boolean;
}) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(fragment, jobKey);
  const [stage, setStage] = useState<ApplicationStage | null>(null);
  const [filtering, startTransition] = useTransition();
  const conn = data.applications;
  if (!conn) return null;
  const counts = data.applicationStageCounts ?? [];
  const total = counts.length > 0 ? counts.reduce((n, c) => n + c.count, 0) : conn.totalCount;
  const edges = conn.edges.filter((e) => e?.node);

  const choose = (next: ApplicationStage | null) => {
    setStage(next);
    // The counts come back with the list, so they are fresh after each switch.
    startTransition(() => {
      refetch({ stage: next }, { fetchPolicy: "store-and-network" });
    });
  };
  const filters: { value: ApplicationStage | null; label: string; count: number }[] = [
    { value: null, label: "All", count: total },
    ...counts.map((c) => ({ value: c.stage, label: stageLabel(c.stage), count: c.count })),
  ];

  return (
    <Stack gap="3" data-testid="job-applicants">
      {showHeading && (
        <Heading as={headingLevel} size="md">
          Applicants ({total})
        </Heading>
      )}
      {total > 0 && counts.length > 0 && (
        <HStack role="group" aria-label="Filter applicants by stage" gap="2" wrap="wrap" data-testid="stage-filter">
          {filters.map((f) => (
            <Button
              key={f.value ?? "ALL"}
              size="xs"
              variant={stage === f.value ? "solid" : "outline"}
              aria-pressed={stage === f.value}
              onClick={() => choose(f.value)}
            >
              {f.label} ({f.count})
            </Button>
          ))}
        </HStack>
      )}
      {edges.length === 0 ? (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Description>
              {stage ? `No applications at ${stageLabel(stage)}.` : "No applications yet."}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-busy={filtering} opacity={filtering ? 0.6 : 1}>
          {edges.map(({ node }) => (
            <Box as="li" key={node.id}>
              <ApplicantCard application={node} />
            </Box>
          ))}
        </Stack>
      )}
      {hasNext && (
        <Button alignSelf="start" size="sm" variant="outline" onClick={() => loadNext(10)} loading={isLoadingNext} loadingText="Loading...">
          Show more applicants
        </Button>
      )}
    </Stack>
  );
}
