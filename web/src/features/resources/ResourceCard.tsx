import { Avatar, Badge, Box, Button, Card, Heading, HStack, Image, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { ResourceCard_resource$key } from "../../__generated__/ResourceCard_resource.graphql";
import { formatRelative, initials } from "../../lib/labels";
import { DeleteResourceButton } from "./DeleteResourceButton";
import { readTimeText, resourceCategoryPalette, resourceImage } from "./resourceLabels";

const fragment = graphql`
  fragment ResourceCard_resource on Resource {
    id
    databaseId
    title
    description
    category
    categoryLabel
    readMinutes
    imageUrl
    createdAt
    viewerIsOwner
    author {
      firstName
      lastName
      profileImage
    }
  }
`;

/** The category badge (colours from src/theme.ts). */
export function ResourceCategoryBadge({ category, label }: { category: string; label: string }) {
  return (
    <Badge colorPalette={resourceCategoryPalette(category)} variant="subtle" data-testid="resource-category">
      {label}
    </Badge>
  );
}

/** "Added 3 days ago" (spec: relative time from createdAt). */
export function addedText(createdAt: string | null | undefined, now?: Date): string {
  return `Added ${formatRelative(createdAt, now)}`;
}

/** Resource card (spec section 2): image (the category's stock image when none),
 * category badge, read time, title and description linking to /resources/{id}
 * (description clamped to 2 lines), the author with "Added {relative time}"; owners
 * also get Edit and Delete ("Delete Resource" dialog). `connections` are the lists
 * whose totalCount a delete decrements. */
export function ResourceCard({
  resource: key,
  headingLevel = "h3",
  connections,
  showImage = true,
  now,
}: {
  resource: ResourceCard_resource$key;
  headingLevel?: "h2" | "h3" | "h4";
  connections?: ReadonlyArray<string>;
  showImage?: boolean;
  now?: Date;
}) {
  const r = useFragment(fragment, key);
  const href = `/resources/${r.databaseId}`;
  const readTime = readTimeText(r.readMinutes);
  const authorName = r.author ? `${r.author.firstName} ${r.author.lastName}`.trim() : "";
  return (
    <Card.Root variant="outline" h="full" overflow="hidden" data-testid="resource-card">
      {showImage && <Image src={resourceImage(r.imageUrl, r.category)} alt="" aspectRatio={{ base: 21 / 9, md: 16 / 9 }} objectFit="cover" w="full" loading="lazy" />}
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <ResourceCategoryBadge category={r.category} label={r.categoryLabel} />
          {readTime && (
            <Text fontSize="xs" color="fg.muted" data-testid="resource-read-time">
              {readTime}
            </Text>
          )}
        </HStack>
        <Stack gap="1">
          <Heading as={headingLevel} size="md" lineHeight="short" wordBreak="break-word">
            <ChakraLink asChild color="inherit" _hover={{ color: "blue.fg", textDecoration: "underline" }}>
              <Link to={href}>{r.title}</Link>
            </ChakraLink>
          </Heading>
          {/* The description links to the same page; the title is its one tab stop. */}
          <Link to={href} tabIndex={-1} aria-hidden="true">
            <Text color="fg.muted" fontSize="sm" lineClamp="2" data-testid="resource-description">
              {r.description}
            </Text>
          </Link>
        </Stack>
        {authorName ? (
          <HStack gap="2" mt="auto" data-testid="resource-author">
            <Avatar.Root size="xs" aria-hidden="true">
              {r.author.profileImage && <Avatar.Image src={r.author.profileImage} alt="" />}
              <Avatar.Fallback>{initials(r.author.firstName, r.author.lastName)}</Avatar.Fallback>
            </Avatar.Root>
            <Stack gap="0" minW="0">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {authorName}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {addedText(r.createdAt, now)}
              </Text>
            </Stack>
          </HStack>
        ) : (
          <Text fontSize="xs" color="fg.muted" mt="auto">
            {addedText(r.createdAt, now)}
          </Text>
        )}
      </Card.Body>
      {r.viewerIsOwner && (
        <Card.Footer>
          <Box>
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" variant="outline">
                <Link to={`/resources/edit/${r.databaseId}`} aria-label={`Edit ${r.title}`}>
                  Edit
                </Link>
              </Button>
              <DeleteResourceButton resourceId={r.id} title={r.title} connections={connections} />
            </HStack>
          </Box>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
