import { Box, Button, EmptyState, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { DashboardResources_user$key } from "../../__generated__/DashboardResources_user.graphql";
import { ResourceCard } from "./ResourceCard";

// The dashboard's Resources tab (/profile?tab=resources, non-vendors): the member's
// own resources and the ones they saved, the first 4 of each (spec section 9).

const fragment = graphql`
  fragment DashboardResources_user on User {
    myResources: resources(first: 4) {
      __id
      totalCount
      edges {
        node {
          id
          ...ResourceCard_resource
        }
      }
    }
    savedResources(first: 4) {
      __id
      totalCount
      edges {
        node {
          id
          ...ResourceCard_resource
        }
      }
    }
  }
`;

export const NO_RESOURCES_TITLE = "No resources yet";

type Conn = {
  readonly __id: string;
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: { readonly id: string } & Parameters<typeof ResourceCard>[0]["resource"] }>;
};

function Section({ id, title, conn }: { id: string; title: string; conn: Conn }) {
  if (conn.edges.length === 0) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {title} ({conn.totalCount})
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" m="0" p="0">
        {conn.edges.map(({ node }) => (
          <Box as="li" key={node.id} minW="0">
            <ResourceCard resource={node} connections={[conn.__id]} showImage={false} />
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** My Resources and Saved Resources (first 4 each), "View All Resources" and
 * "Create Resource"; an empty state inviting the member to browse or write one. */
export function DashboardResources({ user }: { user: DashboardResources_user$key }) {
  const data = useFragment(fragment, user);
  const mine = data.myResources;
  const saved = data.savedResources;
  const empty = mine.edges.length === 0 && (!saved || saved.edges.length === 0);
  const actions = (
    <HStack gap="3" wrap="wrap">
      <Button asChild size="sm" variant="outline">
        <Link to="/resources">View All Resources</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/resources/create">Create Resource</Link>
      </Button>
    </HStack>
  );
  if (empty) {
    return (
      <EmptyState.Root borderWidth="1px" rounded="lg" data-testid="dashboard-resources-empty">
        <EmptyState.Content>
          <EmptyState.Title>{NO_RESOURCES_TITLE}</EmptyState.Title>
          <EmptyState.Description>
            Browse the Resource Center and save the guides you need, or write one to share what your campaign learned.
          </EmptyState.Description>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button asChild size="sm" variant="outline">
              <Link to="/resources">Browse Resources</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/resources/create">Write a Resource</Link>
            </Button>
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="8">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted">Your resources and the ones you saved.</Text>
        {actions}
      </HStack>
      <Section id="my-resources" title="My Resources" conn={mine} />
      {saved && <Section id="saved-resources" title="Saved Resources" conn={saved} />}
    </Stack>
  );
}
