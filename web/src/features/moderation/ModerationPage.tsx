import { Container, Heading, HStack, Link as ChakraLink, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

const TABS = [
  { key: "queue", to: "/moderation", label: "Queue" },
  { key: "verifications", to: "/moderation/verifications", label: "Verifications" },
  { key: "log", to: "/moderation/log", label: "Audit log" },
] as const;

/** The moderators' screens' frame: a heading and links between the queue, the
 * verification requests and the audit log. */
export function ModerationPage({ title, current, children }: { title: string; current: (typeof TABS)[number]["key"]; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxW="4xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <HStack as="nav" aria-label="Moderation" gap="4" wrap="wrap">
          {TABS.map((t) => (
            <ChakraLink key={t.key} asChild color={t.key === current ? undefined : "blue.fg"} fontWeight={t.key === current ? "semibold" : undefined}>
              <Link to={t.to} aria-current={t.key === current ? "page" : undefined}>
                {t.label}
              </Link>
            </ChakraLink>
          ))}
        </HStack>
        {children}
      </Stack>
    </Container>
  );
}
