import { Text } from "@chakra-ui/react";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { Section, StaticPage } from "./StaticPage";

export function Component() {
  useDocumentTitle("Terms of Service");
  return (
    <StaticPage title="Terms of Service" lead="Last updated: March 27, 2025">
      <Section title="Acceptance">
        <Text>By creating an account or using Canvass you agree to these terms.</Text>
      </Section>
      <Section title="Your account">
        <Text>
          Keep your password secret and your profile accurate. You are responsible for what you post, including jobs,
          vendor profiles, resources and messages.
        </Text>
      </Section>
      <Section title="Acceptable use">
        <Text>
          Do not post unlawful, misleading or discriminatory content, impersonate others, or try to disrupt the service.
          Job postings must describe real positions.
        </Text>
      </Section>
      <Section title="Termination">
        <Text>We may suspend accounts that break these terms.</Text>
      </Section>
      <Section title="Governing law">
        <Text>These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules.</Text>
      </Section>
    </StaticPage>
  );
}
