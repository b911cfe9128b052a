import { Badge, Card, Heading, HStack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import type { TeamCard_team$key } from "../../__generated__/TeamCard_team.graphql";
import { RouterLink } from "../../components/ui/router-link";
import { memberCountText, roleLabel, rolePalette } from "./teamTexts";

const fragment = graphql`
  fragment TeamCard_team on Team {
    databaseId
    name
    description
    memberCount
    viewerRole
  }
`;

/** A team in "My Teams": name (link), the viewer's role badge, member count. */
export function TeamCard({ team: key }: { team: TeamCard_team$key }) {
  const team = useFragment(fragment, key);
  return (
    <Card.Root as="li" listStyleType="none" h="full">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md" minW="0" wordBreak="break-word">
            <RouterLink to={`/teams/${team.databaseId}`}>{team.name}</RouterLink>
          </Heading>
          <Badge colorPalette={rolePalette(team.viewerRole)} flexShrink={0}>
            {roleLabel(team.viewerRole)}
          </Badge>
        </HStack>
        {team.description && (
          <Text color="fg.muted" lineClamp={2}>
            {team.description}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted" mt="auto">
          {memberCountText(team.memberCount)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
