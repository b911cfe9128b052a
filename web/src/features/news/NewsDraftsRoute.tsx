import { Badge, Box, Button, EmptyState, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData } from "react-router";
import type { NewsDraftsRoute_query$key } from "../../__generated__/NewsDraftsRoute_query.graphql";
import type { NewsDraftsPaginationQuery } from "../../__generated__/NewsDraftsPaginationQuery.graphql";
import type { NewsDraftsRouteQuery } from "../../__generated__/NewsDraftsRouteQuery.graphql";
import { NewsStatusLabels, NewsStatusPalettes } from "../../generated/labels";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { EditorPage, NotAnEditor } from "./EditorOnly";
import { formatNewsDate } from "./newsFormat";

const query = graphql`
  query NewsDraftsRouteQuery {
    viewerIsEditor
    ...NewsDraftsRoute_query
  }
`;

const fragment = graphql`
  fragment NewsDraftsRoute_query on Query
  @refetchable(queryName: "NewsDraftsPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
    newsDrafts(first: $first, after: $after) @connection(key: "NewsDraftsRoute_newsDrafts") {
      edges {
        node {
          id
          databaseId
          title
          status
          publishedAt
          updatedAt
        }
      }
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<NewsDraftsRouteQuery> };

export function loader(): LoaderData {
  return { queryRef: preload<NewsDraftsRouteQuery>("news-drafts", query, {}) };
}

/** /news/drafts: the signed-in editor's drafts and scheduled articles. */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<NewsDraftsRouteQuery>(query, queryRef);
  if (!data.viewerIsEditor) return <NotAnEditor />;
  return (
    <EditorPage title="Drafts & Scheduled">
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <Link to="/news/write">Write article</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/news">Back to News</Link>
        </Button>
      </HStack>
      <Drafts query={data} />
    </EditorPage>
  );
}

function Drafts({ query }: { query: NewsDraftsRoute_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<NewsDraftsPaginationQuery, NewsDraftsRoute_query$key>(fragment, query);
  const edges = data.newsDrafts?.edges ?? [];
  if (edges.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" rounded="lg">
        <EmptyState.Content>
          <EmptyState.Title>No drafts or scheduled articles.</EmptyState.Title>
          <EmptyState.Description>Articles you save as drafts or schedule appear here until readers can see them.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Drafts and scheduled articles">
        {edges.map(({ node: a }) => (
          <Box as="li" key={a.id} borderWidth="1px" rounded="lg" p="4">
            <Stack gap="2">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={NewsStatusPalettes[a.status] ?? "gray"}>{NewsStatusLabels[a.status] ?? a.status}</Badge>
                <Text fontSize="sm" color="fg.muted">
                  {a.status === "SCHEDULED" && a.publishedAt
                    ? `Publishes ${new Date(a.publishedAt).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" })}`
                    : `Last edited ${formatNewsDate(a.updatedAt)}`}
                </Text>
              </HStack>
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {a.title}
              </Text>
              <HStack gap="4">
                <ChakraLink asChild color="blue.fg">
                  <Link to={`/news/edit/${a.databaseId}`} aria-label={`Edit ${a.title}`}>
                    Edit
                  </Link>
                </ChakraLink>
                <ChakraLink asChild color="blue.fg">
                  <Link to={`/news/${a.databaseId}`} aria-label={`Preview ${a.title}`}>
                    Preview
                  </Link>
                </ChakraLink>
              </HStack>
            </Stack>
          </Box>
        ))}
      </Stack>
      {hasNext && (
        <Button alignSelf="center" variant="outline" onClick={() => loadNext(20)} loading={isLoadingNext} loadingText="Loading more...">
          Load more
        </Button>
      )}
    </Stack>
  );
}
