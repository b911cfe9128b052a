import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ProfessionalInfoCard_user$key } from "../../__generated__/ProfessionalInfoCard_user.graphql";

const fragment = graphql`
  fragment ProfessionalInfoCard_user on User {
    currentPosition
    previousPositions
    education
    skills
  }
`;

export const NOT_SPECIFIED = "Not specified";

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap="0.5">
      <Heading as="h3" size="sm">
        {label}
      </Heading>
      <Text color={value ? "fg" : "fg.muted"} whiteSpace="pre-line">
        {value || NOT_SPECIFIED}
      </Text>
    </Stack>
  );
}

/** Current position, education and skills (fallback "Not specified"). */
export function ProfessionalInfoCard({ user: userKey }: { user: ProfessionalInfoCard_user$key }) {
  const user = useFragment(fragment, userKey);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          Professional Information
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Row label="Current Position" value={user.currentPosition} />
        {user.previousPositions && <Row label="Previous Positions" value={user.previousPositions} />}
        <Row label="Education" value={user.education} />
        <Row label="Skills" value={user.skills} />
      </Card.Body>
    </Card.Root>
  );
}
