import { Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import { ConnectionHandler } from "relay-runtime";
import type { NotificationsList_user$key } from "../../__generated__/NotificationsList_user.graphql";
import type { NotificationsListPaginationQuery } from "../../__generated__/NotificationsListPaginationQuery.graphql";
import type { NotificationsRouteQuery } from "../../__generated__/NotificationsRouteQuery.graphql";
import { ListBoundary } from "../../components/list/ListBoundary";
import { PagedList, useRefetchingPagination } from "../../components/list/PagedList";
import { toast } from "../../components/ui/toaster";
import { useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from "../../mutations/MarkNotificationReadMutation";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { failureMessage } from "../jobs/errors";
import { NOTIFICATIONS_CONNECTION, setUnreadNotifications } from "./NotificationEvents";
import { NotificationItem } from "./NotificationItem";

export const PAGE_SIZE = 20;

const query = graphql`
  query NotificationsRouteQuery($first: Int!) {
    viewer {
      id
      unreadNotifications
      ...NotificationsList_user @arguments(first: $first)
    }
  }
`;

const fragment = graphql`
  fragment NotificationsList_user on User
  @refetchable(queryName: "NotificationsListPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
    notifications(first: $first, after: $after) @connection(key: "NotificationsList_notifications") {
      edges {
        node {
          id
          ...NotificationItem_notification
        }
      }
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<NotificationsRouteQuery> };

export function loader(): LoaderData {
  return { queryRef: preload<NotificationsRouteQuery>("notifications", query, { first: PAGE_SIZE }) };
}

/** /notifications (signed-in; RequireAuth sends visitors to /auth): newest
 * first, Load More, mark one or all read; each opens what it is about. */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  useDocumentTitle("Notifications");
  return (
    <Container maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <ListBoundary loadingText="Loading notifications..." errorText="Error loading notifications. Please try again later." resetKeys={[queryRef]}>
        <Notifications queryRef={queryRef} />
      </ListBoundary>
    </Container>
  );
}

function Notifications({ queryRef }: { queryRef: PreloadedQuery<NotificationsRouteQuery> }) {
  const data = usePreloadedQuery<NotificationsRouteQuery>(query, queryRef);
  if (!data.viewer) return null; // RequireAuth redirects visitors
  return <NotificationsView viewer={data.viewer} />;
}

/** The screen's body for the viewer: heading, unread line, "Mark all as read", the list. */
export function NotificationsView({
  viewer,
}: {
  viewer: { readonly id: string; readonly unreadNotifications: number | null | undefined } & NotificationsList_user$key;
}) {
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const unread = viewer.unreadNotifications ?? 0;
  const viewerId = viewer.id;
  const onMarkAll = () =>
    markAll({
      variables: {},
      updater: (store, res) => {
        if (res?.markAllNotificationsRead.unreadNotifications != null) {
          setUnreadNotifications(store, res.markAllNotificationsRead.unreadNotifications);
        }
        // Every loaded notification is read now.
        const viewer = store.get(viewerId);
        const conn = viewer && ConnectionHandler.getConnection(viewer, NOTIFICATIONS_CONNECTION);
        for (const edge of conn?.getLinkedRecords("edges") ?? []) edge?.getLinkedRecord("node")?.setValue(true, "read");
      },
      onError: (err) => toast({ title: "Error", description: failureMessage(err, "Could not mark notifications as read."), type: "error" }),
    });
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Notifications
          </Heading>
          <Text color="fg.muted" data-testid="notifications-unread">
            {unread === 0 ? "You're all caught up." : `${unread} unread`}
          </Text>
        </Stack>
        <Button variant="outline" onClick={onMarkAll} disabled={unread === 0} loading={markingAll}>
          Mark all as read
        </Button>
      </HStack>
      <NotificationsList user={viewer} />
    </Stack>
  );
}

function NotificationsList({ user }: { user: NotificationsList_user$key }) {
  const { data, ...pager } = useRefetchingPagination<NotificationsListPaginationQuery, NotificationsList_user$key>(fragment, user, {}, { pageSize: PAGE_SIZE });
  const [markOne] = useMarkNotificationReadMutation();
  const items = (data.notifications?.edges ?? []).map((e) => e.node);
  const mark = (id: string) =>
    markOne({
      variables: { input: { id } },
      optimisticUpdater: (store) => store.get(id)?.setValue(true, "read"),
      updater: (store, res) => {
        const n = res?.markNotificationRead.unreadNotifications;
        if (n != null) setUnreadNotifications(store, n);
      },
      onError: (err) => toast({ title: "Error", description: failureMessage(err, "Could not mark the notification as read."), type: "error" }),
    });
  return (
    <PagedList
      pager={pager}
      items={items}
      itemKey={(n) => n.id}
      columns={1}
      listLabel="Notifications"
      listTestId="notifications"
      loadingText="Loading notifications..."
      emptyText="No notifications yet."
      emptyHint="You'll hear here when someone applies to your jobs, adds you to a team, or a saved search finds new jobs."
      loadMoreLabel="Load More"
      renderItem={(n) => <NotificationItem notification={n} onOpen={(id, read) => !read && mark(id)} onMarkRead={mark} />}
    />
  );
}
