import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Link } from "react-router";
import type { NewsTeaserQuery } from "../../__generated__/NewsTeaserQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { SectionError, SectionLoading } from "../../components/ui/section-state";
import { NewsCard } from "./NewsCard";
import { NEWS_TEXTS } from "./newsFormat";

// The home page's news teaser: the 3 newest published articles (spec sections 2
// and 9). Its own query, so a slow or failing news request only affects this section.

const query = graphql`
  query NewsTeaserQuery {
    newsArticles(first: 3) {
      edges {
        node {
          id
          ...NewsCard_article
        }
      }
    }
  }
`;

function TeaserCards({ attempt }: { attempt: number }) {
  const data = useLazyLoadQuery<NewsTeaserQuery>(
    query,
    {},
    { fetchPolicy: attempt > 0 ? "network-only" : "store-or-network", fetchKey: attempt },
  );
  const edges = data.newsArticles.edges.slice(0, 3);
  if (edges.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="8">
        {NEWS_TEXTS.empty}
      </Text>
    );
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" m="0" p="0">
      {edges.map((e, i) => (
        <Box as="li" key={e.node.id} minW="0">
          <NewsCard article={e.node} index={i} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** "News & Updates": 3 newest articles and "View All News". */
export function NewsTeaser() {
  const [attempt, setAttempt] = useState(0);
  return (
    <Container as="section" id="news" aria-labelledby="news-teaser-title" maxW="7xl" px={{ base: "4", md: "6" }} py="16">
      <Stack gap="2" textAlign="center" mb="8">
        <Heading as="h2" id="news-teaser-title" size="2xl">
          News &amp; Updates
        </Heading>
        <Text color="fg.muted">What is happening in campaigns, elections and policy.</Text>
      </Stack>
      {/* The cards' height is kept while they load, so the page does not shift (and
          Back can restore a scroll position below this section). */}
      <Box minH={{ md: "420px" }}>
        <ErrorBoundary resetKeys={[attempt]} fallback={() => <SectionError text={NEWS_TEXTS.error} onRetry={() => setAttempt((n) => n + 1)} />}>
          <Suspense fallback={<SectionLoading text={NEWS_TEXTS.loading} />}>
            <TeaserCards attempt={attempt} />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Box textAlign="center" mt="8">
        <Button asChild>
          <Link to="/news">View All News</Link>
        </Button>
      </Box>
    </Container>
  );
}
