import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { RESOURCE_TEXTS } from "./resourceLabels";

/** Spec: a missing resource shows "Resource Not Found". */
export function ResourceNotFound() {
  useDocumentTitle(RESOURCE_TEXTS.notFound);
  return (
    <Container maxW="2xl" py="20" px="6">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          {RESOURCE_TEXTS.notFound}
        </Heading>
        <Text color="fg.muted">This resource does not exist or has been removed.</Text>
        <Button asChild>
          <Link to="/resources">Browse Resources</Link>
        </Button>
      </Stack>
    </Container>
  );
}

/** A page's message in place of its content (vendor, visitor, not the author). */
export function ResourceNotice({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxW="2xl" py="20" px="6">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        {children}
      </Stack>
    </Container>
  );
}
