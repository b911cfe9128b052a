import { Container, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** The frame of the four tool pages: back link, title, lead, content. */
export function ToolPage({ title, lead, actions, children }: { title: string; lead: ReactNode; actions?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxW="4xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <ChakraLink asChild color="blue.fg" alignSelf="start" data-print-hide>
          <Link to="/resources?tab=tools">← Back to Tools &amp; Templates</Link>
        </ChakraLink>
        <Stack gap="3">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            {title}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {lead}
          </Text>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
