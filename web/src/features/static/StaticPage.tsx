import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Common frame for the static pages (About, Privacy, Terms, Contact). */
export function StaticPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="4xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "14" }}>
      <Stack gap="4" mb="10">
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }}>
          {title}
        </Heading>
        {lead && (
          <Text fontSize="lg" color="fg.muted">
            {lead}
          </Text>
        )}
      </Stack>
      <Stack gap="10">{children}</Stack>
    </Container>
  );
}

export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" id={id} gap="3" aria-labelledby={id ? `${id}-title` : undefined}>
      <Heading as="h2" size="xl" id={id ? `${id}-title` : undefined}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
