import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { parseDatabaseId } from "../../lib/routeId";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** A job id from the URL, or null when it cannot be one (lib/routeId). */
export const parseJobId = parseDatabaseId;

/** Spec: a missing job shows "Job Not Found". */
export function JobNotFound() {
  useDocumentTitle("Job Not Found");
  return (
    <Container maxW="2xl" py="20" px="6">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          Job Not Found
        </Heading>
        <Text color="fg.muted">This job posting does not exist or has been removed.</Text>
        <Button asChild>
          <Link to="/jobs">Browse Jobs</Link>
        </Button>
      </Stack>
    </Container>
  );
}
