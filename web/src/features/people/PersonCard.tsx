import { Badge, Button, Card, Heading, HStack, Image, Link as ChakraLink, Stack, Text, Wrap } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { PersonCard_user$key } from "../../__generated__/PersonCard_user.graphql";
import { roleLabel } from "./peopleLabels";

const fragment = graphql`
  fragment PersonCard_user on User {
    databaseId
    firstName
    lastName
    profileImage
    currentPosition
    location
    openToWork {
      availability
      availableNow
      roles
      stateNames
    }
  }
`;

/** A member's photo, or their initials. */
export function PersonAvatar({ name, image, size = "12" }: { name: string; image: string | null | undefined; size?: string }) {
  if (image) return <Image src={image} alt="" boxSize={size} rounded="full" objectFit="cover" flexShrink={0} />;
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <HStack aria-hidden="true" boxSize={size} rounded="full" bg="brand.muted" color="brand.fg" fontWeight="bold" justify="center" flexShrink={0}>
      <span>{initials}</span>
    </HStack>
  );
}

/** "Available now" (green) or "Available from November 4". */
export function AvailabilityBadge({ text, now }: { text: string; now: boolean }) {
  return (
    <Badge colorPalette={now ? "green" : "blue"} variant="subtle" data-testid="availability">
      {text}
    </Badge>
  );
}

/** One member open to work on /people: name (to their profile), position, location,
 * availability, roles, where; "Message" opens a conversation with them. */
export function PersonCard({ user: key, headingLevel = "h2" }: { user: PersonCard_user$key; headingLevel?: "h2" | "h3" }) {
  const u = useFragment(fragment, key);
  const name = `${u.firstName} ${u.lastName}`;
  const otw = u.openToWork;
  return (
    <Card.Root as="article" variant="outline" h="full" data-testid="person-card">
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <PersonAvatar name={name} image={u.profileImage} />
          <Stack gap="0.5" minW="0">
            <Heading as={headingLevel} size="md">
              <ChakraLink asChild color="fg" _hover={{ color: "blue.fg" }}>
                <Link to={`/people/${u.databaseId}`}>{name}</Link>
              </ChakraLink>
            </Heading>
            {u.currentPosition && <Text color="fg.muted">{u.currentPosition}</Text>}
            {u.location && <Text color="fg.muted" fontSize="sm">{u.location}</Text>}
          </Stack>
        </HStack>
        {otw && (
          <Stack gap="2">
            <div>
              <AvailabilityBadge text={otw.availability} now={otw.availableNow} />
            </div>
            <Wrap gap="1.5" aria-label="Roles">
              {otw.roles.map((r) => (
                <Badge key={r} variant="outline">
                  {roleLabel(r)}
                </Badge>
              ))}
            </Wrap>
            <Text fontSize="sm">
              <Text as="span" fontWeight="medium">
                Where:{" "}
              </Text>
              {otw.stateNames.join(", ")}
            </Text>
          </Stack>
        )}
      </Card.Body>
      <Card.Footer gap="2">
        <Button asChild size="sm">
          <Link to={`/messages?to=${u.databaseId}`} aria-label={`Message ${name}`}>
            Message
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/people/${u.databaseId}`} aria-label={`View profile of ${name}`}>
            View Profile
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
