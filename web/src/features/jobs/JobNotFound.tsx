import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** A job id from the URL, or null when it cannot be one (then no query runs:
 * GraphQL's Int is 32-bit). */
export function parseJobId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2147483647 ? n : null;
}

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
