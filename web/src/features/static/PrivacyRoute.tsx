import { List, Text } from "@chakra-ui/react";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { Section, StaticPage } from "./StaticPage";

export function Component() {
  useDocumentTitle("Privacy Policy");
  return (
    <StaticPage title="Privacy Policy" lead="Last updated: April 10, 2025">
      <Section title="Information we collect">
        <Text>
          When you create an account we collect your name, username, email address, user type and the profile details
          you choose to add (location, bio, profile image, political affiliation, positions, education, skills and
          links). We also keep the jobs, vendor profiles and messages you create.
        </Text>
      </Section>
      <Section title="How we use it">
        <List.Root ps="5" gap="1">
          <List.Item>To run your account and show your profile to other members as you choose.</List.Item>
          <List.Item>To connect candidates, campaign staff and vendors.</List.Item>
          <List.Item>To keep the service secure, including limiting repeated failed log-ins.</List.Item>
        </List.Root>
      </Section>
      <Section title="Sharing">
        <Text>
          We do not sell your personal information. Profiles marked private show only your name, username, user type and
          image to other members.
        </Text>
      </Section>
      <Section title="Children">
        <Text>Canvass is not intended for anyone under 16. You must be at least 16 years old to create an account.</Text>
      </Section>
      <Section title="Your choices">
        <Text>
          You can edit or remove your profile information at any time from your dashboard. Contact us to delete your
          account.
        </Text>
      </Section>
    </StaticPage>
  );
}
