import { Badge, Box, Button, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData } from "react-router";
import type { NewsDraftsRoute_query$key } from "../../__generated__/NewsDraftsRoute_query.graphql";
import type { NewsDraftsPaginationQuery } from "../../__generated__/NewsDraftsPaginationQuery.graphql";
import type { NewsDraftsRouteQuery } from "../../__generated__/NewsDraftsRouteQuery.graphql";
import { NewsStatusLabels, NewsStatusPalettes } from "../../generated/labels";
import { PagedList, useRefetchingPagination } from "../../components/list/PagedList";
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
  const { data, ...pager } = useRefetchingPagination<NewsDraftsPaginationQuery, NewsDraftsRoute_query$key>(fragment, query, {}, { pageSize: 20 });
  const items = (data.newsDrafts?.edges ?? []).map((e) => e.node);
  return (
    <PagedList
      pager={pager}
      items={items}
      itemKey={(a) => a.id}
      columns={1}
      listLabel="Drafts and scheduled articles"
      loadingText="Loading drafts..."
      emptyText="No drafts or scheduled articles."
      emptyHint="Articles you save as drafts or schedule appear here until readers can see them."
      renderItem={(a) => (
        <Box borderWidth="1px" rounded="lg" p="4">
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
      )}
    />
  );
}
