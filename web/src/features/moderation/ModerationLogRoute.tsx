import { Badge, Box, HStack, Stack, Text } from "@chakra-ui/react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import type { ModerationLogPaginationQuery } from "../../__generated__/ModerationLogPaginationQuery.graphql";
import type { ModerationLogRoute_query$key } from "../../__generated__/ModerationLogRoute_query.graphql";
import type { ModerationLogRouteQuery } from "../../__generated__/ModerationLogRouteQuery.graphql";
import { PagedList, useRefetchingPagination } from "../../components/list/PagedList";
import { ModerationActionKindLabels, ModerationActionKindPalettes } from "../../generated/labels";
import { formatLongDate } from "../../lib/labels";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { Component as NotFound } from "../static/NotFoundRoute";
import { ModerationPage } from "./ModerationPage";

// moderationLog is null (with a FORBIDDEN error) for anyone but a moderator; the
// data stays usable, so they get the 404 page.
const query = graphql`
  query ModerationLogRouteQuery {
    viewerIsModerator
    ...ModerationLogRoute_query
  }
`;

const fragment = graphql`
  fragment ModerationLogRoute_query on Query
  @refetchable(queryName: "ModerationLogPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
    moderationLog(first: $first, after: $after) @connection(key: "ModerationLogRoute_moderationLog") {
      edges {
        node {
          databaseId
          action
          reason
          days
          targetType
          targetId
          moderator
          author
          createdAt
        }
      }
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<ModerationLogRouteQuery> };

export function loader(): LoaderData {
  return { queryRef: preload<ModerationLogRouteQuery>("moderation-log", query, {}) };
}

/** /moderation/log: every moderator action and automatic hold, newest first. */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<ModerationLogRouteQuery>(query, queryRef);
  if (!data.viewerIsModerator) return <NotFound />;
  return (
    <ModerationPage title="Moderation Log" current="log">
      <Log query={data} />
    </ModerationPage>
  );
}

function Log({ query }: { query: ModerationLogRoute_query$key }) {
  const { data, ...pager } = useRefetchingPagination<ModerationLogPaginationQuery, ModerationLogRoute_query$key>(fragment, query, {}, { pageSize: 20 });
  const items = (data.moderationLog?.edges ?? []).map((e) => e.node);
  return (
    <PagedList
      pager={pager}
      items={items}
      itemKey={(e) => String(e.databaseId)}
      columns={1}
      listLabel="Moderation actions"
      loadingText="Loading the log..."
      emptyText="No moderator actions yet."
      emptyHint="Every action on a report is written here, with its reason, and never deleted."
      renderItem={(e) => (
        <Box borderWidth="1px" rounded="lg" p="4">
          <Stack gap="1">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={ModerationActionKindPalettes[e.action] || "gray"}>{ModerationActionKindLabels[e.action] ?? e.action}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {formatLongDate(e.createdAt)} · {e.moderator ? `by @${e.moderator}` : "automatic"}
              </Text>
            </HStack>
            <Text fontSize="sm">
              {e.targetType} #{e.targetId}
              {e.author && ` by @${e.author}`}
              {e.action === "SUSPEND" && (e.days ? ` · ${e.days} days` : " · for good")}
            </Text>
            <Text overflowWrap="anywhere">{e.reason}</Text>
          </Stack>
        </Box>
      )}
    />
  );
}
