import { Box, Button, EmptyState, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { JobApplicants_job$key } from "../../__generated__/JobApplicants_job.graphql";
import { RouterLink } from "../../components/ui/router-link";
import { formatLongDate } from "../../lib/labels";

const fragment = graphql`
  fragment JobApplicants_job on Job
  @refetchable(queryName: "JobApplicantsPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
    applications(first: $first, after: $after) @connection(key: "JobApplicants_applications") {
      totalCount
      edges {
        node {
          id
          message
          createdAt
          applicant {
            id
            databaseId
            firstName
            lastName
            username
          }
        }
      }
    }
  }
`;

/** The applicants of an own job with their messages (owner only; the server
 * answers null for anyone else, and then nothing is shown). */
export function JobApplicants({
  job: jobKey,
  headingLevel = "h2",
  showHeading = true,
}: {
  job: JobApplicants_job$key;
  headingLevel?: "h2" | "h3" | "h4";
  showHeading?: boolean;
}) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(fragment, jobKey);
  const conn = data.applications;
  if (!conn) return null;
  const edges = conn.edges.filter((e) => e?.node);
  return (
    <Stack gap="3" data-testid="job-applicants">
      {showHeading && (
        <Heading as={headingLevel} size="md">
          Applicants ({conn.totalCount})
        </Heading>
      )}
      {edges.length === 0 ? (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Description>No applications yet.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {edges.map(({ node }) => (
            <Box as="li" key={node.id} borderWidth="1px" rounded="md" p="3" bg="bg">
              <Stack gap="1">
                <Text fontWeight="semibold">
                  <RouterLink to={`/messages?to=${node.applicant.databaseId}`} color="blue.fg">
                    {node.applicant.firstName} {node.applicant.lastName}
                  </RouterLink>{" "}
                  <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
                    @{node.applicant.username}
                  </Text>
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  Applied {formatLongDate(node.createdAt)}
                </Text>
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  {node.message}
                </Text>
              </Stack>
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
