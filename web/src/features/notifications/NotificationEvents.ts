import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import { ConnectionHandler, type GraphQLSubscriptionConfig, type RecordSourceProxy } from "relay-runtime";
import type { NotificationEventsSubscription } from "../../__generated__/NotificationEventsSubscription.graphql";

const subscription = graphql`
  subscription NotificationEventsSubscription {
    notificationEvents {
      kind
      unreadCount
      notification {
        id
        ...NotificationItem_notification
      }
    }
  }
`;

/** The connection key of the /notifications list (NotificationsList). */
export const NOTIFICATIONS_CONNECTION = "NotificationsList_notifications";

/** Sets the viewer's unread notifications (the bell) in the store. */
export function setUnreadNotifications(store: RecordSourceProxy, n: number): void {
  store.getRoot().getLinkedRecord("viewer")?.setValue(n, "unreadNotifications");
}

/** Keeps the bell live for the signed-in viewer: every event carries the
 * unread count; a new notification joins the top of the /notifications list
 * when it is loaded; read state changed elsewhere (READ) marks the loaded
 * ones read when none is left unread, and the viewer stale, so the list
 * refetches when next shown.
 * Rendered once, in the app shell, beside MessageEvents (same socket). */
export function NotificationEvents(): null {
  const config = useMemo<GraphQLSubscriptionConfig<NotificationEventsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store, data) => {
        const ev = data?.notificationEvents;
        if (!ev) return;
        setUnreadNotifications(store, ev.unreadCount);
        const viewer = store.getRoot().getLinkedRecord("viewer");
        if (!viewer) return;
        if (ev.kind === "NEW" && ev.notification) {
          const node = store.get(ev.notification.id);
          const conn = ConnectionHandler.getConnection(viewer, NOTIFICATIONS_CONNECTION);
          if (node && conn) {
            const exists = (conn.getLinkedRecords("edges") ?? []).some((e) => e?.getLinkedRecord("node")?.getDataID() === node.getDataID());
            if (!exists) {
              const edge = ConnectionHandler.createEdge(store, conn, node, "NotificationEdge");
              ConnectionHandler.insertEdgeBefore(conn, edge);
            }
          }
        } else if (ev.kind === "READ") {
          // Nothing unread left (all marked in another tab): every loaded
          // notification is read. Otherwise the list refetches when next shown.
          if (ev.unreadCount === 0) {
            const conn = ConnectionHandler.getConnection(viewer, NOTIFICATIONS_CONNECTION);
            for (const edge of conn?.getLinkedRecords("edges") ?? []) edge?.getLinkedRecord("node")?.setValue(true, "read");
          }
          viewer.invalidateRecord();
        }
      },
    }),
    [],
  );
  useSubscription<NotificationEventsSubscription>(config);
  return null;
}
