import { Box, Button, EmptyState, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { NewsList_query$key } from "../../__generated__/NewsList_query.graphql";
import type { NewsListPaginationQuery } from "../../__generated__/NewsListPaginationQuery.graphql";
import { NewsCard } from "./NewsCard";
import { NEWS_TEXTS, newsVariables, PAGE_SIZE, type NewsFilters } from "./newsFormat";

const fragment = graphql`
  fragment NewsList_query on Query
  @refetchable(queryName: "NewsListPaginationQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 9 }
    after: { type: "String" }
    filter: { type: "NewsFilter" }
    orderBy: { type: "NewsOrder", defaultValue: NEWEST }
  ) {
    newsArticles(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "NewsList_newsArticles") {
      edges {
        node {
          id
          ...NewsCard_article
        }
      }
    }
  }
`;

/** The news list: cards and "Load More" (the next page by cursor; gone at the end).
 * When the filters in the URL change, page one is refetched on the server. */
export function NewsList({ query, filters, loadedVariables }: { query: NewsList_query$key; filters: NewsFilters; loadedVariables: unknown }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<NewsListPaginationQuery, NewsList_query$key>(
    fragment,
    query,
  );
  const [refetching, startTransition] = useTransition();
  const variables = newsVariables(filters);
  const key = JSON.stringify(variables);
  const fetched = useRef(JSON.stringify(loadedVariables));
  useEffect(() => {
    if (fetched.current === key) return;
    fetched.current = key;
    startTransition(() => {
      refetch({ ...(variables as Partial<NewsListPaginationQuery["variables"]>), after: null }, { fetchPolicy: "store-or-network" });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const edges = data.newsArticles.edges.filter((e) => e?.node);
  return (
    <Stack gap="6">
      <Box opacity={refetching ? 0.6 : 1} transition="opacity 0.15s" aria-busy={refetching}>
        {refetching && (
          <Text role="status" srOnly>
            {NEWS_TEXTS.loading}
          </Text>
        )}
        {edges.length === 0 ? (
          <EmptyState.Root borderWidth="1px" rounded="lg">
            <EmptyState.Content>
              <EmptyState.Title>{NEWS_TEXTS.empty}</EmptyState.Title>
              {(filters.q || filters.topic) && <EmptyState.Description>Try another search or topic.</EmptyState.Description>}
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6" listStyleType="none" m="0" p="0" data-testid="news-list">
            {edges.map((e, i) => (
              <Box as="li" key={e.node.id} minW="0">
                <NewsCard article={e.node} index={i} headingLevel="h2" />
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Box>
      {hasNext && (
        <Button alignSelf="center" variant="outline" onClick={() => loadNext(PAGE_SIZE)} loading={isLoadingNext} loadingText="Loading more..." disabled={refetching}>
          Load More
        </Button>
      )}
    </Stack>
  );
}
