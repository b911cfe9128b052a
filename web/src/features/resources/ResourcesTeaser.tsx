import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Link } from "react-router";
import type { ResourcesTeaserQuery } from "../../__generated__/ResourcesTeaserQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { SectionError, SectionLoading } from "../../components/ui/section-state";
import { TEASER_MIN_HEIGHT } from "../home/ResourcesTeaserSlot";
import { ResourceCard } from "./ResourceCard";
import { RESOURCE_TEXTS } from "./resourceLabels";
import { TOOLS } from "./tools";

// The home page's resources teaser (spec section 2): the first 2 resources with
// their real author, read time and image, the four quick links and "View All
// Resources". Its own query and chunk (see features/home/ResourcesTeaserSlot.tsx).

const query = graphql`
  query ResourcesTeaserQuery {
    resources(first: 2) {
      __id
      edges {
        node {
          id
          ...ResourceCard_resource
        }
      }
    }
  }
`;

function TeaserCards({ attempt }: { attempt: number }) {
  const data = useLazyLoadQuery<ResourcesTeaserQuery>(
    query,
    {},
    { fetchPolicy: attempt > 0 ? "network-only" : "store-or-network", fetchKey: attempt },
  );
  const edges = data.resources.edges.slice(0, 2);
  if (edges.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="8">
        {RESOURCE_TEXTS.emptyFeatured}
      </Text>
    );
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6" listStyleType="none" m="0" p="0">
      {edges.map((e) => (
        <Box as="li" key={e.node.id} minW="0">
          <ResourceCard resource={e.node} connections={[data.resources.__id]} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** "Resource Center" on the home page: the first 2 resources, the four quick links
 * and "View All Resources". */
export function ResourcesTeaser() {
  const [attempt, setAttempt] = useState(0);
  return (
    <Container as="section" aria-labelledby="resources-teaser-title" maxW="7xl" px={{ base: "4", md: "6" }} py="16" minH={TEASER_MIN_HEIGHT}>
      <Stack gap="8">
        <Stack gap="2" textAlign="center">
          <Heading as="h2" id="resources-teaser-title" size="2xl">
            Resource Center
          </Heading>
          <Text color="fg.muted">Guides, templates and tools written by campaign people, for campaign people.</Text>
        </Stack>
        <Box minH={{ md: "480px" }}>
          <ErrorBoundary resetKeys={[attempt]} fallback={() => <SectionError text={RESOURCE_TEXTS.error} onRetry={() => setAttempt((n) => n + 1)} />}>
            <Suspense fallback={<SectionLoading text={RESOURCE_TEXTS.loading} />}>
              <TeaserCards attempt={attempt} />
            </Suspense>
          </ErrorBoundary>
        </Box>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none" m="0" p="0" aria-label="Campaign tools">
          {TOOLS.map((t) => (
            <Card.Root as="li" key={t.to} variant="subtle" size="sm">
              <Card.Body gap="2">
                <Heading as="h3" size="sm">
                  {t.title}
                </Heading>
                <Button asChild size="sm" variant="outline" alignSelf="start" mt="auto">
                  <Link to={t.to}>{t.action}</Link>
                </Button>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Box textAlign="center">
          <Button asChild>
            <Link to="/resources">View All Resources</Link>
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
